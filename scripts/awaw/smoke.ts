/** A quick look at a walk through the turn: `npx tsx scripts/awaw/smoke.ts [scenario] [steps]`. */
import { readFileSync } from 'node:fs';
import { createActor } from 'xstate';
import { awawRuleset } from '../../machines/awaw/ruleset.ts';
import { engineOf } from '../../src/core/engine.ts';

const file = process.argv[2] ?? 'scenarios/awaw/fixtures/small-front.json';
const steps = Number(process.argv[3] ?? 40);
const r = awawRuleset.scenario.parseText(readFileSync(file, 'utf8'));
if (!r.ok) { console.log(r.errors); process.exit(1); }
const engine = engineOf(awawRuleset);
const actor = createActor(awawRuleset.machine, { input: { game: r.value, seed: 3 } }).start();
for (let i = 0; i < steps; i++) {
  const s = actor.getSnapshot();
  const legal = engine.legalActions(s);
  console.log(engine.activeStep(s)?.step.id, legal.length, JSON.stringify(legal.slice(0, 3)));
  if (legal.length === 0) break;
  actor.send(legal.find((e) => e.type !== 'DONE' && e.type !== 'CONTINUE') ?? legal[0]!);
}
console.log((actor.getSnapshot().context as { log: { rule: string; message: string }[] }).log.map((l) => `${l.rule} ${l.message}`).join('\n'));
