import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { describeKind, fileKind, type FileKind } from '../core/input/file-kind.ts';
import { MAX_SAVED_GAME_BYTES } from '../core/input/saved-game.ts';
import type { Registry } from '../core/registry.ts';
import { fail, ok, type InputProblem, type Result } from '../core/violation.ts';
import { readInputFile } from './read-file.ts';

/**
 * The files a command that plays a game is given (a scenario, an events file, a turn file), read
 * and told apart by what they hold, not by their names or places: an events file given where the
 * scenario goes is named as such ("this is a Dai Senso! events file"), two swapped files are
 * named with the order they go in, and a game file given alone leads to the scenario it names.
 */

/** A file named on the command line, read, with what it is. */
export interface GivenFile {
  /** As given on the command line, or as found (relative to the working directory). */
  readonly name: string;
  readonly text: string;
  readonly kind: FileKind;
}

/** A problem with one of the files. */
export interface FileProblem {
  readonly file: string;
  readonly problem: InputProblem;
}

const problemIn = (file: string, path: string, message: string): Result<never, FileProblem> => fail([{ file, problem: { path, message } }]);

/**
 * Reads a file and says what it is (a text that is not JSON is of no known kind; its reader says
 * why). A file larger than `maxBytes` is refused before it is read.
 */
export function readGiven(name: string, cwd: string, rulesets: Registry, maxBytes?: number): Result<GivenFile, FileProblem> {
  const text = readInputFile(name, cwd, maxBytes);
  if (!text.ok) return fail(text.errors.map((problem) => ({ file: name, problem })));
  let json: unknown;
  try { json = JSON.parse(text.value); } catch { return ok({ name, text: text.value, kind: { kind: 'unknown' } }); }
  return ok({ name, text: text.value, kind: fileKind(rulesets.entries, json) });
}

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile();

/** A path as the user reads it: relative to the working directory when it is below it. */
function shown(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

/**
 * The scenario file a game file names (`"scenario": "scenarios/teaching-java-1942.json"`), looked
 * for relative to the working directory, then to the game file's folder and each folder above it
 * (the bundled events files name their scenario from the project's root).
 */
export function findNamedScenario(note: string, gameFile: string, cwd: string): string | undefined {
  if (isAbsolute(note)) return isFile(note) ? note : undefined;
  const places = [cwd];
  for (let dir = dirname(resolve(cwd, gameFile)); ; dir = dirname(dir)) {
    places.push(dir);
    if (dirname(dir) === dir) break;
  }
  const hit = places.map((p) => resolve(p, note)).find(isFile);
  return hit === undefined ? undefined : shown(hit, cwd);
}

/** The scenario a game file (events or turn) names, read, or why it leads to none; `call` shows how to give it instead. */
export function scenarioOf(game: GivenFile, cwd: string, rulesets: Registry, call: string): Result<GivenFile, FileProblem> {
  const kind = game.kind;
  const note = kind.kind === 'events' || kind.kind === 'turn' ? kind.scenario : undefined;
  const field = kind.kind === 'turn' ? 'scenario.file' : 'scenario';
  const what = describeKind(kind);
  if (note === undefined) return problemIn(game.name, '(file)', `this is ${what} and it names no scenario file: give the scenario first, as in ${call}`);
  const found = findNamedScenario(note, game.name, cwd);
  if (found === undefined) {
    return problemIn(game.name, field, `the scenario "${note}" it names is not found (looked from the working directory and from this file's folder up); give it first, as in ${call}`);
  }
  return readGiven(found, cwd, rulesets);
}

/** The scenario, the game file if any, and whether the scenario was found from the game file's note. */
export interface GameFiles {
  readonly scenario: GivenFile;
  readonly game?: GivenFile;
  readonly found: boolean;
  /** The game file's note that led to the scenario, as written there, when it was found that way. */
  readonly note?: string;
}

const isGame = (k: FileKind): boolean => k.kind === 'events' || k.kind === 'turn';

/**
 * The files of `legal`, `replay` and `turn` (the `command`): `<scenario> [game]`, or a game file
 * alone whose scenario it names.
 */
export function arrangeGameFiles(command: string, first: string, second: string | undefined, cwd: string, rulesets: Registry):
  Result<GameFiles, FileProblem> {
  const call = `turnchart ${command} <scenario.json> ${first}`;
  const a = readGiven(first, cwd, rulesets);
  if (!a.ok) return a;
  if (!isGame(a.value.kind)) {
    if (second === undefined) return ok({ scenario: a.value, found: false });
    const b = readGiven(second, cwd, rulesets, MAX_SAVED_GAME_BYTES);
    return b.ok ? ok({ scenario: a.value, game: b.value, found: false }) : b;
  }
  if (second !== undefined) {
    const b = readGiven(second, cwd, rulesets);
    if (!b.ok) return b;
    const swapped = b.value.kind.kind === 'scenario' ? `; the scenario comes first: turnchart ${command} ${second} ${first}` : '';
    return problemIn(first, '(file)', `this is ${describeKind(a.value.kind)}, not a scenario${swapped}`);
  }
  const scenario = scenarioOf(a.value, cwd, rulesets, call);
  const kind = a.value.kind;
  const note = kind.kind === 'events' || kind.kind === 'turn' ? kind.scenario : undefined;
  return scenario.ok ? ok({ scenario: scenario.value, game: a.value, found: true, ...(note === undefined ? {} : { note }) }) : scenario;
}
