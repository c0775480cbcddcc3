import { FREE_MOVE, FREE_MOVE_RULE } from '../core/free-move.ts';
import { expandFreeMoves, type FreeMovesOfPiece } from '../core/free-move-list.ts';
import type { RulesetEvent } from '../core/ruleset.ts';
import { plural } from '../core/words.ts';

/**
 * The legal actions in text: one event per line, ready to paste into an events file; a list
 * longer than a screen (a Blitz marker into any of hundreds of hexes) grouped by the kind of event,
 * each kind with its count and a few of its events. `--json` always lists every event.
 */
export interface LegalListOptions {
  /** Longest list written one event per line; longer ones are grouped by kind. */
  readonly max: number;
  /** The kind of an event in words (the ruleset's `kindLabel`). */
  kindLabel(type: string): string;
  /** What lists every event, for the grouped form's heading: "--all or --json". */
  readonly every: string;
}

/** A kind with at most this many events is listed whole; a larger one by an example and the values that vary. */
const WHOLE = 4;
/** Values of a field listed before the list is cut short ("… w3920"). */
const VALUES = 8;

const line = (e: RulesetEvent): string => `  ${JSON.stringify(e)}`;

/** The fields whose values differ among `events`, each with its distinct values in order (as JSON). */
function varying(events: readonly RulesetEvent[]): [string, string[]][] {
  const fields = new Map<string, Set<string>>();
  for (const e of events) {
    for (const [key, value] of Object.entries(e)) {
      if (key === 'type') continue;
      let values = fields.get(key);
      if (!values) fields.set(key, (values = new Set()));
      values.add(JSON.stringify(value) ?? 'undefined');
    }
  }
  return [...fields].filter(([, values]) => values.size > 1).map(([key, values]) => [key, [...values]]);
}

function valuesLine(field: string, values: readonly string[]): string {
  const shown = values.length <= VALUES ? values.join(', ') : `${values.slice(0, VALUES - 1).join(', ')}, … ${values.at(-1)!}`;
  return `    "${field}": ${plural(values.length, 'value')}: ${shown}`;
}

/**
 * Free moves (R-FREE-MOVES) in one sentence: every counter of the side to almost every hex is
 * thousands of events that say nothing one by one, and they are not actions the rules check.
 */
function freeMoveLines(free: readonly FreeMovesOfPiece[], every: string): string[] {
  if (free.length === 0) return [];
  const hexes = new Set(free.flatMap((m) => m.to)), count = free.reduce((n, m) => n + m.to.length, 0);
  return [
    `Unchecked moves (${FREE_MOVE_RULE}, the rules of this phase are not in the texts): ${plural(free.length, 'counter')} to any of ${plural(hexes.size, 'hex', 'hexes')} (${plural(count, FREE_MOVE + ' event')}; ${every} lists each one), e.g.`,
    line(expandFreeMoves(free.slice(0, 1))[0]!),
  ];
}

/** The rules' actions one per line or grouped by kind, then the free moves; `--all` lists every event. */
export function legalLines(legal: readonly RulesetEvent[], free: readonly FreeMovesOfPiece[], options: LegalListOptions): string[] {
  const count = legal.length + free.reduce((n, m) => n + m.to.length, 0);
  if (count <= options.max) {
    const all = [...legal, ...expandFreeMoves(free)];
    return [`Legal actions (${all.length}):`, ...all.map(line)];
  }
  return [...checkedLines(legal, options), ...freeMoveLines(free, options.every)];
}

function checkedLines(legal: readonly RulesetEvent[], options: LegalListOptions): string[] {
  if (legal.length <= options.max) return [`Legal actions (${legal.length}):`, ...legal.map(line)];
  const kinds = new Map<string, RulesetEvent[]>();
  for (const e of legal) {
    const same = kinds.get(e.type);
    if (same) same.push(e);
    else kinds.set(e.type, [e]);
  }
  const lines = [`Legal actions (${plural(legal.length, 'event')} of ${plural(kinds.size, 'kind')}; ${options.every} lists each one):`];
  for (const [type, events] of kinds) {
    lines.push(`  ${type}: ${plural(events.length, 'event')} (${options.kindLabel(type)})`);
    if (events.length <= WHOLE) { lines.push(...events.map((e) => `  ${line(e)}`)); continue; }
    lines.push(`    e.g. ${JSON.stringify(events[0])}`, ...varying(events).map(([field, values]) => valuesLine(field, values)));
  }
  return lines;
}
