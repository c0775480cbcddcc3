/** How big the bounded path model of a fixture is, by step: `npx tsx scripts/awaw/model-size.ts <scenario> <side> [max]`. */
import { readFileSync } from 'node:fs';
import { createActor, transition } from 'xstate';
import { awawRuleset } from '../../machines/awaw/ruleset.ts';
import { withTesting } from '../../src/core/testing.ts';
import { engineOf } from '../../src/core/engine.ts';
import { representativeEvents } from '../../src/paths/representative.ts';
import { sequenceKey } from '../../src/awaw/paths/sequence-key.ts';
import type { AwawTurnContext } from '../../src/awaw/turn/context.ts';
const file = process.argv[2]!;
const r = awawRuleset.scenario.parseText(readFileSync(file, 'utf8'));
if (!r.ok) throw 1;
const game = awawRuleset.scenario.withSide(r.value, process.argv[3] ?? 'axis');
const tested = await withTesting(awawRuleset);
const engine = engineOf(awawRuleset);
const machine = awawRuleset.machine;
const start = createActor(machine, { input: { game, seed: 1 } }).start().getSnapshot();
const seen = new Map<string, number>();
const queue = [start];
let t0 = performance.now(); let legalMs = 0; let n = 0;
const perStep = new Map<string, number>();
while (queue.length > 0 && n < Number(process.argv[4] ?? 3000)) {
  const s = queue.shift()!;
  const k = sequenceKey(s as never);
  if (seen.has(k)) continue;
  seen.set(k, 1); n++;
  const step = engine.activeStep(s)?.step.id ?? 'none';
  perStep.set(step, (perStep.get(step) ?? 0) + 1);
  if (tested.paths.stopAt(s.context as AwawTurnContext, step)) continue;
  const t = performance.now();
  const legal = engine.legalActions(s);
  legalMs += performance.now() - t;
  for (const e of representativeEvents(legal, (e) => tested.paths.variantOf(e as never, s.context as AwawTurnContext))) queue.push(transition(machine, s as never, e as never)[0] as never);
}
console.log('vertices', n, 'ms', Math.round(performance.now() - t0), 'legal ms', Math.round(legalMs), 'queue', queue.length);
console.log([...perStep.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25));
