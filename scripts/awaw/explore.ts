/** Replays events on the teaching scenario and prints the legal actions: `npx tsx scripts/awaw/explore.ts '<events json array>'`. */
import { readFileSync } from 'node:fs';
import { awawRuleset } from '../../machines/awaw/ruleset.ts';
import { engineOf } from '../../src/core/engine.ts';
import type { AwawTurnContext } from '../../src/awaw/turn/context.ts';

const file = process.argv[3] ?? 'scenarios/awaw/teaching-don-1942.json';
const r = awawRuleset.scenario.parseText(readFileSync(file, 'utf8'));
if (!r.ok) { console.log(r.errors); process.exit(1); }
const engine = engineOf(awawRuleset);
const out = engine.replay(r.value, 1, JSON.parse(process.argv[2] ?? '[]'));
if (out.stop) console.log('STOP', JSON.stringify(out.stop));
const s = out.snapshot;
console.log('step:', engine.activeStep(s)?.step.id);
const legal = engine.legalActions(s);
console.log(legal.length, 'legal');
for (const e of legal.slice(0, Number(process.argv[4] ?? 60))) console.log(' ', JSON.stringify(e));
const ctx = s.context as AwawTurnContext;
console.log(ctx.log.slice(-12).map((l) => `${l.rule} ${l.message}`).join('\n'));
