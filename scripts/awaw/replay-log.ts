/** Replays a saved game and prints its log: `npx tsx scripts/awaw/replay-log.ts scenario events`. */
import { readFileSync } from 'node:fs';
import { awawRuleset } from '../../machines/awaw/ruleset.ts';
import { engineOf } from '../../src/core/engine.ts';
import type { AwawTurnContext } from '../../src/awaw/turn/context.ts';

const r = awawRuleset.scenario.parseText(readFileSync(process.argv[2]!, 'utf8'));
if (!r.ok) { console.log(r.errors); process.exit(1); }
const saved = JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as { seed: number; events: unknown[] };
const out = engineOf(awawRuleset).replay(r.value, saved.seed, saved.events);
if (out.stop) console.log('STOP', JSON.stringify(out.stop));
console.log((out.snapshot.context as AwawTurnContext).log.map((l) => `${l.rule.padEnd(7)} ${l.message}`).join('\n'));
console.log('now:', engineOf(awawRuleset).activeStep(out.snapshot)?.step.id);
