/**
 * Writes scenarios/ocs/events/teaching-naktong-1950.json (the teaching events, a saved game of the
 * ocs-events@1 format) after replaying them on the teaching scenario: every one must be legal.
 * Run: npx tsx scripts/ocs/build-teaching-events.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ocsRuleset } from '../../machines/ocs/ruleset.ts';
import { engineOf } from '../../src/core/engine.ts';
import { savedGameCodec } from '../../src/core/input/saved-game.ts';
import { OCS_SAVED_GAME_FORMAT } from '../../src/ocs/events/index.ts';
import { parseOcsScenarioText } from '../../src/ocs/scenario/load.ts';
import { TEACHING_EVENTS } from './teaching/events.ts';

const SCENARIO = 'scenarios/ocs/teaching-naktong-1950.json';
const OUT = fileURLToPath(new URL('../../scenarios/ocs/events/teaching-naktong-1950.json', import.meta.url));
const game = parseOcsScenarioText(readFileSync(SCENARIO, 'utf8'));
if (!game.ok) throw new Error('the teaching scenario does not load');
const r = engineOf(ocsRuleset).replay(game.value, 1, TEACHING_EVENTS);
if (r.stop) {
  console.error(`event ${r.stop.index} stops the replay: ${JSON.stringify(r.stop)}`);
  process.exit(1);
}
writeFileSync(OUT, savedGameCodec(OCS_SAVED_GAME_FORMAT).write({ scenario: SCENARIO, seed: 1, events: TEACHING_EVENTS }));
console.log(`${TEACHING_EVENTS.length} events replay; wrote ${OUT}`);
