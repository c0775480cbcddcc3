import type { RulesetInfo } from '../ruleset.ts';
import type { InputProblem } from '../violation.ts';
import { TURN_FILE_FORMAT } from './turn-file.ts';

/**
 * What a file is, read from its JSON before it is checked: a scenario, a saved game (an events
 * file) or a turn file, and of which ruleset. Files given in the wrong place (an events file where
 * a scenario is expected, the two swapped) are then named for what they are ("this is an events
 * file of Dai Senso!"), not reported as a scenario with a strange format.
 */
export type FileKind =
  | { readonly kind: 'scenario'; readonly ruleset: RulesetInfo }
  /** A saved game: its ruleset when its format names one, and the scenario it names (a file or a name), if any. */
  | { readonly kind: 'events'; readonly ruleset?: RulesetInfo; readonly scenario?: string }
  /** A turn file: its ruleset when its events format names one, and its scenario's file, if it names one. */
  | { readonly kind: 'turn'; readonly ruleset?: RulesetInfo; readonly scenario?: string }
  | { readonly kind: 'unknown' };

const isObject = (json: unknown): json is Record<string, unknown> => typeof json === 'object' && json !== null && !Array.isArray(json);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** The kind of a file's JSON, by its `format` among the rulesets' formats, else by its shape. */
export function fileKind(entries: readonly RulesetInfo[], json: unknown): FileKind {
  // A bare array of events is a saved game (docs/events.md); an empty one is not recognisable as such.
  if (Array.isArray(json)) return json.length > 0 && json.every((e) => isObject(e) && typeof e['type'] === 'string') ? { kind: 'events' } : { kind: 'unknown' };
  if (!isObject(json)) return { kind: 'unknown' };
  const format = json['format'];
  const scenario = entries.find((r) => r.formats.scenario === format);
  if (scenario) return { kind: 'scenario', ruleset: scenario };
  const saved = entries.find((r) => r.formats.savedGame === format);
  const note = text(json['scenario']);
  if (saved) return note === undefined ? { kind: 'events', ruleset: saved } : { kind: 'events', ruleset: saved, scenario: note };
  if (format === TURN_FILE_FORMAT) {
    const ruleset = entries.find((r) => r.formats.savedGame === json['eventsFormat']);
    // The scenario's file, when the turn file names one (its name alone does not say where it is).
    const file = isObject(json['scenario']) ? text(json['scenario']['file']) : undefined;
    return { kind: 'turn', ...(ruleset ? { ruleset } : {}), ...(file === undefined ? {} : { scenario: file }) };
  }
  // No format turnchart knows: a saved game written by hand has events and no format.
  if (format === undefined && Array.isArray(json['events'])) return note === undefined ? { kind: 'events' } : { kind: 'events', scenario: note };
  return { kind: 'unknown' };
}

/** "an events file of Dai Senso! (turnchart/ds-events@1)", "a turn file (turnchart/turn@1)", "a scenario of Dai Senso! (…)". */
export function describeKind(k: FileKind): string {
  switch (k.kind) {
    case 'scenario': return `a scenario of ${k.ruleset.title} (${k.ruleset.formats.scenario})`;
    case 'events': return k.ruleset ? `an events file of ${k.ruleset.title} (${k.ruleset.formats.savedGame})` : 'an events file';
    case 'turn': return k.ruleset ? `a turn file of ${k.ruleset.title} (${TURN_FILE_FORMAT})` : `a turn file (${TURN_FILE_FORMAT})`;
    case 'unknown': return 'not a file turnchart knows';
  }
}

/** Why a file given as a scenario is not one, when it is a file of another kind. */
export function notAScenario(k: FileKind): InputProblem | undefined {
  if (k.kind !== 'events' && k.kind !== 'turn') return undefined;
  return { path: '(file)', message: `this is ${describeKind(k)}, not a scenario` };
}

/**
 * Why a file given as the events of a game of `ruleset` is not, when it is a scenario or the events
 * of another ruleset. A turn file is a saved game too (its seed and events).
 */
export function notEventsOf(k: FileKind, ruleset: RulesetInfo): InputProblem | undefined {
  if (k.kind === 'scenario') return { path: '(file)', message: `this is ${describeKind(k)}, not an events file` };
  if ((k.kind === 'events' || k.kind === 'turn') && k.ruleset && k.ruleset.id !== ruleset.id) {
    return { path: '(file)', message: `this is ${describeKind(k)}; the scenario is of ${ruleset.title}` };
  }
  return undefined;
}
