import { z } from 'zod';
import { fail, formatPath, ok, type InputProblem, type Result } from '../violation.ts';
import { eventNumber } from '../words.ts';
import { notesOf, notesSchema, type LogNote } from './notes.ts';
import { jsonProblem, MAX_SAVED_GAME_BYTES, tooLargeProblem } from './saved-game.ts';

/**
 * A turn file: what one player sends another in a game played by mail (docs/turn-files.md). It is a
 * saved game (the scenario it is for, the dice seed, every event of the game so far, in order) that
 * also says which of its events are the turn just played, and by whom: the events after the first
 * `turn.from`. The format is the same for every ruleset; `eventsFormat` says which ruleset's events
 * these are (its saved-game format, e.g. `turnchart/ds-events@1`).
 *
 * Reading a turn file checks its shape only; `verifyTurn` (src/core/turn-check.ts) replays it with
 * full checking against the scenario.
 */
export const TURN_FILE_FORMAT = 'turnchart/turn@1';

/** The turn just played: the events after the first `from`, played by `side` (and the player, by name). */
export interface TurnMark {
  /** How many events came before the turn: its first event is `events[from]`, event `from + 1` as the guide numbers them. */
  readonly from: number;
  /** The side that played it, by its id in the scenario (a DS faction, an OCS player). */
  readonly side: string;
  /** The player's name, as they gave it. */
  readonly player?: string;
}

/** The scenario a turn file is for: its name (as its scenario file gives it), and the file when known. */
export interface ScenarioReference {
  readonly name: string;
  /** The scenario file, as the sender named it: a path relative to where they played, or a bundled file. */
  readonly file?: string;
}

export interface TurnFile {
  /** The ruleset's saved-game format, which its events follow (`turnchart/ds-events@1`). */
  readonly eventsFormat: string;
  readonly scenario: ScenarioReference;
  readonly seed: number;
  readonly turn: TurnMark;
  /** Every event of the game so far, the turn just played last; each is checked when it is replayed. */
  readonly events: readonly unknown[];
  /** The players' notes on events, by event number (as in saved games); absent when there are none. */
  readonly notes?: readonly LogNote[];
}

const FILE = '(file)';

const schema = z.object({
  $schema: z.string().optional(),
  format: z.literal(TURN_FILE_FORMAT),
  eventsFormat: z.string().regex(/^turnchart\/[a-z0-9-]+-events@\d+$/, 'a saved-game format such as "turnchart/ds-events@1"'),
  scenario: z.object({
    name: z.string().trim().min(1, 'the scenario\'s name, as its file gives it'),
    file: z.string().min(1).optional(),
  }).strict(),
  seed: z.number().int().min(0).max(0xffffffff),
  turn: z.object({
    from: z.number().int().min(0),
    side: z.string().min(1),
    player: z.string().max(200).optional(),
  }).strict(),
  events: z.array(z.unknown()),
  notes: notesSchema.optional(),
}).strict();

/** A turn file's JSON to a turn file; every problem located by its JSON path. */
export function parseTurnFile(json: unknown): Result<TurnFile, InputProblem> {
  const r = schema.safeParse(json, { error: (issue) => (issue.input === undefined ? 'required, but missing' : undefined) });
  if (!r.success) return fail(r.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })));
  const { eventsFormat, scenario, seed, turn, events, notes } = r.data;
  if (turn.from > events.length) {
    const have = events.length === 1 ? '1 event' : `${events.length} events`;
    return fail([{ path: 'turn.from', message: `the turn starts after event ${turn.from}, but the file has ${have}` }]);
  }
  const late = (notes ?? []).findIndex((n) => n.event > events.length);
  if (late >= 0) return fail([{ path: `notes[${late}].event`, message: `a note on event ${notes![late]!.event}, but the file has ${events.length} events` }]);
  return ok({
    eventsFormat,
    scenario: scenario.file === undefined ? { name: scenario.name } : { name: scenario.name, file: scenario.file },
    seed,
    turn: turn.player === undefined ? { from: turn.from, side: turn.side } : { from: turn.from, side: turn.side, player: turn.player },
    events,
    ...(notes?.length ? { notes: notesOf(notes) } : {}),
  });
}

/** A `format` that is not this one: a newer turn file, or another kind of file altogether. */
function formatProblem(json: unknown): InputProblem | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { path: '(root)', message: `a turn file is a JSON object whose "format" is "${TURN_FILE_FORMAT}"` };
  }
  if (!('format' in json)) return { path: 'format', message: `required, but missing: a turn file's format is "${TURN_FILE_FORMAT}"` };
  const format = json.format;
  if (format === TURN_FILE_FORMAT) return undefined;
  const newer = typeof format === 'string' && /^turnchart\/turn@(\d+)$/.exec(format);
  if (newer && Number(newer[1]) > 1) return { path: 'format', message: `this turn file was written by a newer turnchart (format ${format}); this version reads ${TURN_FILE_FORMAT}` };
  return { path: 'format', message: `this is not a turn file (format ${JSON.stringify(format)}); a turn file's format is "${TURN_FILE_FORMAT}"` };
}

/** A turn file's text: JSON, then the format, then the shape; each problem located and worded for a player. */
export function readTurnFileText(text: string): Result<TurnFile, InputProblem> {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body.length > MAX_SAVED_GAME_BYTES) return fail([tooLargeProblem(body.length)]);
  if (body.trim() === '') return fail([{ path: FILE, message: `this file is empty; a turn file is a JSON object with "format": "${TURN_FILE_FORMAT}"` }]);
  let json: unknown;
  try { json = JSON.parse(body); } catch (e) { return fail([jsonProblem(body, e)]); }
  const wrong = formatProblem(json);
  return wrong ? fail([wrong]) : parseTurnFile(json);
}

/**
 * The text of a turn file: indented at the top, one event per line (as saved games are written),
 * so a turn reads and diffs like the bundled events files.
 */
export function writeTurnFile(file: TurnFile): string {
  const turn = file.turn.player === undefined ? { from: file.turn.from, side: file.turn.side } : file.turn;
  const head = [
    `  "format": ${JSON.stringify(TURN_FILE_FORMAT)},`,
    `  "eventsFormat": ${JSON.stringify(file.eventsFormat)},`,
    `  "scenario": ${JSON.stringify(file.scenario)},`,
    `  "seed": ${JSON.stringify(file.seed)},`,
    `  "turn": ${JSON.stringify(turn)},`,
  ];
  const lines = file.events.map((e) => `    ${JSON.stringify(e) ?? 'null'}`);
  const list = lines.length === 0 ? '  "events": []' : `  "events": [\n${lines.join(',\n')}\n  ]`;
  // Notes only when there are some, one per line after the events (as saved games write them).
  const notes = (file.notes ?? []).filter((n) => n.event <= file.events.length);
  const tail = notes.length === 0 ? '' : `,\n  "notes": [\n${notes.map((n) => `    ${JSON.stringify({ event: n.event, text: n.text })}`).join(',\n')}\n  ]`;
  return `{\n${head.join('\n')}\n${list}${tail}\n}\n`;
}

/** The events of the turn just played, numbered as the guide numbers them: first..last (first > last when it is empty). */
export function turnNumbers(file: Pick<TurnFile, 'turn' | 'events'>): { readonly first: number; readonly last: number; readonly count: number } {
  return { first: eventNumber(file.turn.from), last: file.events.length, count: file.events.length - file.turn.from };
}
