/**
 * The guide's autosave: after every event the game (scenario name, dice seed, events, time, and
 * whether the player rolls their own dice) is kept in the browser's localStorage, and on reload it is restored by replaying the events. A save
 * that cannot be trusted (not JSON, a newer format, another ruleset or scenario, a wrong shape) is
 * refused with a message, and its text is kept so that the player can download it: a game is
 * never lost and never silently half-restored. The format names the ruleset
 * (`turnchart/<ruleset id>-autosave@1`); one game is kept per browser, whatever its ruleset.
 */
import { notesSchema, type LogNote } from '../../src/core/input/notes.ts';

export const AUTOSAVE_VERSION = 1;
/** The autosave format of a ruleset's games; the number goes up when its shape changes. */
export const autosaveFormat = (ruleset: string): string => `turnchart/${ruleset}-autosave@${AUTOSAVE_VERSION}`;
/** The localStorage key, versioned: a newer turnchart writes under a newer key and is recognized. */
export const AUTOSAVE_KEY = `turnchart.autosave.v${AUTOSAVE_VERSION}`;
const KEY_PATTERN = /^turnchart\.autosave\.v(\d+)$/;
const FORMAT_PATTERN = /^turnchart\/([a-z][a-z0-9]*)-autosave@(\d+)$/;

/** Which game a save is of: the ruleset's id and the scenario's name. */
export interface AutosaveOf {
  readonly ruleset: string;
  readonly scenario: string;
}

/** What is saved: enough to replay the game exactly (the record of truth is the event list). */
export interface Autosave {
  /** `turnchart/<ruleset id>-autosave@1`. */
  readonly format: string;
  readonly scenario: string;
  readonly seed: number;
  readonly events: readonly unknown[];
  /** When the save was written (ISO 8601), for the player. */
  readonly savedAt: string;
  /** The player rolls their own dice ("I roll my own dice"); absent in saves written before it was kept. */
  readonly ownDice?: boolean;
  /** The player's notes on events; absent when there are none (and in saves written before notes). */
  readonly notes?: readonly LogNote[];
}

/** The part of Web Storage used here (localStorage, or a stand-in in tests). */
export type AutosaveStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export type RestoreResult =
  | { readonly kind: 'ok'; readonly save: Autosave }
  | { readonly kind: 'none' }
  /** The save is kept as it was: `text` is what the player may download, `key` where it is stored. */
  | { readonly kind: 'refused'; readonly message: string; readonly text: string; readonly key: string };

/** localStorage, or undefined where the browser denies it (private modes, blocked storage). */
export function browserStorage(): AutosaveStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

const MAX_SEED = 0xffffffff;
const isSeed = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= MAX_SEED;

/**
 * Saves the game; returns a message when it could not (storage full or unavailable), so that the
 * guide can say the game is no longer saved. Never throws.
 */
export function writeAutosave(
  game: AutosaveOf & { readonly seed: number; readonly events: readonly unknown[]; readonly ownDice?: boolean; readonly notes?: readonly LogNote[] },
  storage: AutosaveStorage | undefined = browserStorage(), now: Date = new Date(),
): { readonly ok: true } | { readonly ok: false; readonly message: string } {
  if (!storage) return { ok: false, message: 'This browser does not let the guide save the game (storage is blocked).' };
  const save: Autosave = {
    format: autosaveFormat(game.ruleset), scenario: game.scenario, seed: game.seed, events: game.events, savedAt: now.toISOString(),
    ...(game.ownDice === undefined ? {} : { ownDice: game.ownDice }),
    ...(game.notes?.length ? { notes: game.notes } : {}),
  };
  try {
    storage.setItem(AUTOSAVE_KEY, JSON.stringify(save));
    return { ok: true };
  } catch (e) {
    return { ok: false, message: `The game could not be saved in this browser: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** Forgets the saved game (after "Start over"), whatever version wrote it. */
export function clearAutosave(storage: AutosaveStorage | undefined = browserStorage()): void {
  if (!storage) return;
  for (const key of autosaveKeys(storage)) storage.removeItem(key);
}

/** Every autosave key in storage, newest version first. */
function autosaveKeys(storage: AutosaveStorage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && KEY_PATTERN.test(key)) keys.push(key);
  }
  const version = (k: string) => Number(KEY_PATTERN.exec(k)![1]);
  return keys.sort((a, b) => version(b) - version(a));
}

const refused = (message: string, text: string, key: string): RestoreResult => ({ kind: 'refused', message, text, key });

/** Why a parsed save cannot be used for the game `of`, or undefined when it can. */
function saveProblem(json: unknown, of: AutosaveOf): string | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'it is not a saved game.';
  const r = json as Record<string, unknown>;
  const format = typeof r.format === 'string' ? FORMAT_PATTERN.exec(r.format) : null;
  const expected = autosaveFormat(of.ruleset), scenario = of.scenario;
  if (!format) return 'it is not a turnchart saved game.';
  if (format[1] === of.ruleset && Number(format[2]) > AUTOSAVE_VERSION) return `it was written by a newer turnchart (format ${String(r.format)}); this version reads ${expected}.`;
  if (r.format !== expected) return `its format ${String(r.format)} is not one this version reads (${expected}).`;
  if (typeof r.scenario !== 'string') return 'it does not say which scenario it is for.';
  if (r.scenario !== scenario) return `it is a game of "${r.scenario}", not of "${scenario}".`;
  if (!isSeed(r.seed)) return 'its dice seed is not a whole number from 0 to 4294967295.';
  if (!Array.isArray(r.events)) return 'it has no list of events.';
  if (typeof r.savedAt !== 'string') return 'it does not say when it was saved.';
  if (r.ownDice !== undefined && typeof r.ownDice !== 'boolean') return 'its dice mode ("ownDice") is neither true nor false.';
  if (r.notes !== undefined && !notesSchema.safeParse(r.notes).success) return 'its notes are not a list of { event, text }.';
  return undefined;
}

/**
 * The saved game of `of` (the ruleset's id and the scenario's name), if there is one it can be
 * restored from: ok (replay its events), none (start afresh), or refused (say why; offer to start
 * over or to download the save). A save from a newer turnchart is refused even beside an older one.
 */
export function restoreAutosave(of: AutosaveOf, storage: AutosaveStorage | undefined = browserStorage()): RestoreResult {
  if (!storage) return { kind: 'none' };
  let key: string | undefined;
  let text: string | null = null;
  try {
    key = autosaveKeys(storage)[0];
    text = key === undefined ? null : storage.getItem(key);
  } catch {
    return { kind: 'none' };
  }
  if (key === undefined || text === null) return { kind: 'none' };
  const lead = 'The game saved in this browser was not restored: ';
  const version = Number(KEY_PATTERN.exec(key)![1]);
  if (version > AUTOSAVE_VERSION) return refused(`${lead}it was written by a newer turnchart (saved as version ${version}; this version reads ${AUTOSAVE_VERSION}).`, text, key);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refused(`${lead}it is damaged (not valid JSON).`, text, key);
  }
  const problem = saveProblem(json, of);
  if (problem) return refused(`${lead}${problem}`, text, key);
  return { kind: 'ok', save: json as Autosave };
}

/** A file name for downloading a refused save: letters, digits, dot, dash and underscore only. */
export function autosaveFileName(scenario: string): string {
  const slug = scenario.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `${slug || 'game'}-autosave.json`;
}

/** Which game is saved in this browser, for the list of scenarios (its restore checks the rest). */
export interface SavedGameNote {
  readonly ruleset: string;
  readonly scenario: string;
  readonly events: number;
  readonly savedAt: string;
}

/** The game saved in this browser, named; undefined when there is none, or none this version could restore. */
export function peekAutosave(storage: AutosaveStorage | undefined = browserStorage()): SavedGameNote | undefined {
  if (!storage) return undefined;
  try {
    const key = autosaveKeys(storage)[0];
    const text = key === undefined ? null : storage.getItem(key);
    if (text === null) return undefined;
    const json: unknown = JSON.parse(text);
    const format = typeof json === 'object' && json !== null && 'format' in json && typeof json.format === 'string' ? FORMAT_PATTERN.exec(json.format) : null;
    if (!format || saveProblem(json, { ruleset: format[1]!, scenario: String((json as { scenario?: unknown }).scenario) })) return undefined;
    const save = json as Autosave;
    return { ruleset: format[1]!, scenario: save.scenario, events: save.events.length, savedAt: save.savedAt };
  } catch {
    return undefined;
  }
}
