/**
 * Writes tests/bad-input/corpus/: malformed scenario, saved-game and turn files, each with the problem
 * the CLI must report (corpus/expected.json: command, JSON path, words of the message). Run it
 * after adding a case: `npx tsx tests/bad-input/make-corpus.ts`. The very large and the deeply
 * nested files are not committed; tests/unit/reliability/generated-input.test.ts builds them at test time.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVENT_CASES, SCENARIO_CASES, TURN_CASES, type Json } from './cases.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const CORPUS = join(HERE, 'corpus');
const TINY = join(HERE, '../../scenarios/fixtures/tiny.json');

const tiny = (): Record<string, Json> => JSON.parse(readFileSync(TINY, 'utf8')) as Record<string, Json>;

rmSync(CORPUS, { recursive: true, force: true });
mkdirSync(join(CORPUS, 'scenarios'), { recursive: true });
mkdirSync(join(CORPUS, 'events'), { recursive: true });
mkdirSync(join(CORPUS, 'turns'), { recursive: true });
const expected: Record<string, unknown> = {};
for (const c of SCENARIO_CASES) {
  const body = c.make(tiny());
  writeFileSync(join(CORPUS, 'scenarios', c.file), typeof body === 'string' || body instanceof Uint8Array ? body : `${JSON.stringify(body, null, 2)}\n`);
  expected[`scenarios/${c.file}`] = { command: 'validate', path: c.path, message: c.message };
}
for (const c of EVENT_CASES) {
  const body = c.make();
  writeFileSync(join(CORPUS, 'events', c.file), typeof body === 'string' || body instanceof Uint8Array ? body : `${JSON.stringify(body, null, 2)}\n`);
  expected[`events/${c.file}`] = { command: 'replay', path: c.path, message: c.message };
}
for (const c of TURN_CASES) {
  const body = c.make();
  writeFileSync(join(CORPUS, 'turns', c.file), typeof body === 'string' || body instanceof Uint8Array ? body : `${JSON.stringify(body, null, 2)}\n`);
  expected[`turns/${c.file}`] = { command: 'verify', path: c.path, message: c.message };
}
writeFileSync(join(CORPUS, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
console.log(`wrote ${SCENARIO_CASES.length} scenario, ${EVENT_CASES.length} saved-game and ${TURN_CASES.length} turn files to ${CORPUS}`);
