import { z } from 'zod';
import { fail, formatPath, type InputProblem, type Result } from '../violation.ts';
import { firstErrorOffset } from './json-text.ts';
import { notesSchema, type LogNote } from './notes.ts';

/**
 * A saved game is a scenario plus this: the dice seed and the events in order, under the ruleset's
 * own format tag (`turnchart/ds-events@1`). Events are checked one by one during replay, so a bad
 * one is reported at its own index; here only the file's shape is checked.
 */
export interface SavedGame {
  readonly seed: number;
  readonly events: readonly unknown[];
  /** The player's notes on events (src/core/input/notes.ts); absent when there are none. */
  readonly notes?: readonly LogNote[];
}

/** What a saved-game file holds: the scenario note, the dice seed and the events in order. */
export interface SavedGameFile extends SavedGame {
  readonly scenario?: string;
}

function savedGameSchema(format: string) {
  return z.object({
    $schema: z.string().optional(),
    format: z.literal(format).optional(),
    scenario: z.string().optional().meta({ description: 'The scenario the events apply to, by its file or its name: the CLI takes the scenario as an argument; the guide refuses a file naming another one.' }),
    seed: z.number().int().min(0).max(0xffffffff).default(1),
    events: z.array(z.unknown()),
    notes: notesSchema.optional(),
  }).strict();
}

/** The saved games of one ruleset, by their format tag. */
export interface SavedGameCodec {
  readonly format: string;
  /** A saved-game file's JSON, or a bare array of events (seed 1). */
  parse(json: unknown): Result<SavedGame, InputProblem>;
  /** The file's text: JSON, then the format, then the shape; each problem located and worded for a player. */
  readText(text: string): Result<SavedGameFile, InputProblem>;
  /** The text of a file: indented at the top, one event per line. */
  write(file: SavedGameFile): string;
}

const codecs = new Map<string, SavedGameCodec>();

/** The codec of saved games tagged `format` (made once per format). */
export function savedGameCodec(format: string): SavedGameCodec {
  let codec = codecs.get(format);
  if (!codec) {
    const schema = savedGameSchema(format);
    const parse = (json: unknown): Result<SavedGame, InputProblem> => {
      if (Array.isArray(json)) return { ok: true, value: { seed: 1, events: json } };
      const r = schema.safeParse(json);
      if (r.success) return { ok: true, value: { seed: r.data.seed, events: r.data.events, ...(r.data.notes?.length ? { notes: r.data.notes } : {}) } };
      return { ok: false, errors: r.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })) };
    };
    codec = { format, parse, readText: (text) => readSavedGameText(text, format, parse), write: (file) => formatSavedGame(file, format) };
    codecs.set(format, codec);
  }
  return codec;
}

/**
 * The text of a saved-game file: indented at the top, one event per line, so a saved turn reads
 * (and diffs) like the bundled files in scenarios/events/.
 */
function formatSavedGame({ scenario, seed, events, notes }: SavedGameFile, format: string): string {
  const head = [`  "format": ${JSON.stringify(format)},`];
  if (scenario !== undefined) head.push(`  "scenario": ${JSON.stringify(scenario)},`);
  head.push(`  "seed": ${JSON.stringify(seed)},`);
  // JSON.stringify writes undefined (and functions) in an array as null; do the same per line.
  const lines = events.map((e) => `    ${JSON.stringify(e) ?? 'null'}`);
  const list = lines.length === 0 ? '  "events": []' : `  "events": [\n${lines.join(',\n')}\n  ]`;
  // Notes only when there are some: a game without notes is written as before them.
  const kept = (notes ?? []).filter((n) => n.event <= events.length);
  const tail = kept.length === 0 ? '' : `,\n  "notes": [\n${kept.map((n) => `    ${JSON.stringify({ event: n.event, text: n.text })}`).join(',\n')}\n  ]`;
  return `{\n${head.join('\n')}\n${list}${tail}\n}\n`;
}

const FILE = '(file)';

/**
 * Largest saved-game file read: a whole game of several thousand events is well under 1 MB, so
 * anything past 5 MB is not a save and is refused before it is read.
 */
export const MAX_SAVED_GAME_BYTES = 5 * 1024 * 1024;

/** The problem for a file over MAX_SAVED_GAME_BYTES, given its size in bytes. */
export function tooLargeProblem(bytes: number): InputProblem {
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  return { path: FILE, message: `this file is ${mb(bytes)}; a saved game is at most ${mb(MAX_SAVED_GAME_BYTES)}` };
}

/** Line and column (from 1) of a character offset. */
function lineColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(position, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/**
 * JSON.parse's message made plain: V8 says "… in JSON at position 12" and newer versions add
 * "(line 2 column 5)"; either becomes "at line 2, column 5", and a file cut short is located at
 * its end. The snippet of the input that
 * "Unexpected token" messages quote is dropped (it can be long and adds nothing to the location).
 */
export function jsonProblem(text: string, error: unknown): InputProblem {
  let reason = error instanceof Error ? error.message : String(error);
  let where: { line: number; column: number } | undefined;
  const lc = /\(line (\d+) column (\d+)\)/.exec(reason);
  const pos = /at position (\d+)/.exec(reason);
  if (lc) where = { line: Number(lc[1]), column: Number(lc[2]) };
  else if (pos) where = lineColumn(text, Number(pos[1]));
  else if (/end of JSON input/.test(reason)) where = lineColumn(text, text.length);
  else {
    // Node 20 gives no position for "Unexpected token" errors: found by a scan of the text.
    const offset = firstErrorOffset(text);
    if (offset !== undefined) where = lineColumn(text, offset);
  }
  reason = reason
    .replace(/\s*\(line \d+ column \d+\)/, '')
    .replace(/\s*(in JSON )?at position \d+/, '')
    .replace(/^(Unexpected token .+?), (\.\.\.)?".*"(\.\.\.)? is not valid JSON$/s, '$1');
  const at = where ? ` at line ${where.line}, column ${where.column}` : '';
  return { path: FILE, message: `this file is not valid JSON${at}: ${reason}` };
}

/**
 * A different `format` is refused before the shape is checked: a newer turnchart may have changed
 * anything, so listing its fields as "unexpected" would only mislead.
 */
function formatProblem(json: unknown, expected: string): InputProblem | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json) || !('format' in json)) return undefined;
  const format = json.format;
  if (typeof format !== 'string' || format === expected) return undefined;
  const [family, version] = expected.split('@');
  const theirs = format.split('@');
  const newer = theirs.length === 2 && theirs[0] === family && /^\d+$/.test(theirs[1]!) && Number(theirs[1]) > Number(version);
  const message = newer
    ? `this save was written by a newer turnchart (format ${format}); this version reads ${expected}`
    : `this is not a turnchart saved game (format ${format}); this version reads ${expected}`;
  return { path: 'format', message };
}

/**
 * Reads a saved-game file's text: JSON, then the format, then the shape (parseSavedGame). Each
 * problem is located (`(file)` for the text as a whole, else a JSON path) and worded for a player.
 */
function readSavedGameText(text: string, format: string, parseSavedGame: SavedGameCodec['parse']): Result<SavedGameFile, InputProblem> {
  // Editors on Windows may start a UTF-8 file with a byte order mark; JSON.parse refuses it.
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  // Characters, not bytes: a cheap bound that holds whatever the encoding was.
  if (body.length > MAX_SAVED_GAME_BYTES) return fail([tooLargeProblem(body.length)]);
  if (body.trim() === '') return fail([{ path: FILE, message: 'this file is empty; a saved game is a JSON object with "format", "seed" and "events"' }]);
  let json: unknown;
  try { json = JSON.parse(body); } catch (e) { return fail([jsonProblem(body, e)]); }
  const wrongFormat = formatProblem(json, format);
  if (wrongFormat) return fail([wrongFormat]);
  const saved = parseSavedGame(json);
  if (!saved.ok) return saved;
  const scenario = typeof json === 'object' && json !== null && 'scenario' in json && typeof json.scenario === 'string' ? json.scenario : undefined;
  return { ok: true, value: scenario === undefined ? saved.value : { scenario, ...saved.value } };
}

/** How the scenario being played is named: its name, and the file it was read from when known. */
export interface ScenarioNames {
  readonly name: string;
  readonly file?: string;
}

const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
/** A file path reduced to its base name without `.json`, as a slug. */
const fileSlug = (text: string): string => slug((text.trim().split(/[\\/]/).at(-1) ?? '').replace(/\.json$/i, ''));

/** Whether a note (a scenario's name, as is or as a slug, or its file) names the scenario `playing`. */
export function namesScenario(note: string, playing: ScenarioNames): boolean {
  if (slug(note) === slug(playing.name)) return true;
  return playing.file !== undefined && fileSlug(note) === fileSlug(playing.file);
}

/**
 * Why a saved game is not for the scenario being played, or undefined when it is (or does not
 * say). Its `scenario` note names the scenario by its name (the guide writes the name as a slug)
 * or by its file (the bundled events files: "scenarios/teaching-java-1942.json"): either matches.
 */
export function scenarioProblem(saved: SavedGameFile, playing: ScenarioNames): InputProblem | undefined {
  const note = saved.scenario;
  if (note === undefined || note.trim() === '' || namesScenario(note, playing)) return undefined;
  const file = playing.file === undefined ? '' : ` (${playing.file})`;
  return { path: 'scenario', message: `this is a game of "${note}"; the guide is playing "${playing.name}"${file}` };
}
