/**
 * Writes tests/bad-input/awaw/corpus/: malformed AWAW scenarios and saved games, each with the
 * problem the CLI must report (corpus/expected.json: command, JSON path, words, exit code). Run it
 * after adding a case: `npx tsx tests/bad-input/awaw/make-corpus.ts`.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVENT_CASES, SCENARIO_CASES, type Json } from './cases.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const CORPUS = join(HERE, 'corpus');
const FIXTURE = join(HERE, '../../../scenarios/awaw/fixtures/small-front.json');

const fixture = (): Record<string, Json> => JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, Json>;
const body = (b: Json | string | Uint8Array): string | Uint8Array => (typeof b === 'string' || b instanceof Uint8Array ? b : `${JSON.stringify(b, null, 2)}\n`);

rmSync(CORPUS, { recursive: true, force: true });
mkdirSync(join(CORPUS, 'scenarios'), { recursive: true });
mkdirSync(join(CORPUS, 'events'), { recursive: true });
const expected: Record<string, unknown> = {};
for (const c of SCENARIO_CASES) {
  writeFileSync(join(CORPUS, 'scenarios', c.file), body(c.make(fixture())));
  expected[`scenarios/${c.file}`] = { command: 'validate', path: c.path, message: c.message, code: 2 };
}
for (const c of EVENT_CASES) {
  writeFileSync(join(CORPUS, 'events', c.file), body(c.make()));
  expected[`events/${c.file}`] = { command: 'replay', path: c.path, message: c.message, code: c.code };
}
writeFileSync(join(CORPUS, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
console.log(`wrote ${SCENARIO_CASES.length} scenario and ${EVENT_CASES.length} saved-game files to ${CORPUS}`);
