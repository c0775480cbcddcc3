import type { DsEvent } from '../events/index.ts';
import { FACTIONS } from '../model/factions.ts';
import type { DsGameState } from '../model/state.ts';

/**
 * Events a player (or a hand-edited file) might send that the turn must refuse without harm:
 * near misses of a legal event, well-formed events of the wrong step, and payloads that are not
 * events at all. Every builder is a pure function of a few integers, so a walk is a replayable
 * list of choices and fast-check can shrink it.
 */

type Rec = Record<string, unknown>;

/** Ids that exist nowhere, including names of Object.prototype members that a careless lookup finds. */
export const JUNK_IDS = ['no-such-counter', 'toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf', 'x'] as const;
/** Hex ids that are well formed but off every map, or on a map the scenario does not have. */
export const OFF_MAP_HEXES = ['w9999', 'w0000', 'a0101', 'z4114'] as const;

const ID_FIELDS = ['unit', 'marker', 'into', 'detachment', 'hq', 'rangedSupport', 'zone'] as const;
const LIST_FIELDS = ['units', 'attackers', 'replacements', 'into'] as const;
const HEX_FIELDS = ['hex', 'arrowTo', 'target'] as const;

/** The ids and hexes a scenario has, to build events that name real things in the wrong way. */
export type Names = {
  readonly counters: readonly string[];
  readonly hexes: readonly string[];
  readonly zones: readonly string[];
};

export function namesOf(game: DsGameState): Names {
  return { counters: game.counters.ids, hexes: Object.keys(game.board.hexes), zones: Object.keys(game.navalZones) };
}

const at = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** An id for a near miss: a junk id, or a real counter that is (almost certainly) the wrong one. */
const someId = (names: Names, n: number): string => (n % 3 === 0 ? at(JUNK_IDS, n >> 2) : at(names.counters, n >> 2));
const someHex = (names: Names, n: number): string => (n % 3 === 0 ? at(OFF_MAP_HEXES, n >> 2) : at(names.hexes, n >> 2));

/**
 * A near miss of `e`, picked by `n`: one field changed to an unknown or wrong id, another hex (on
 * or off the map), another faction, a list with a unit dropped, doubled or replaced, or the
 * support target moved. Returns a plain object: some near misses are not well-formed events.
 */
export function nearMiss(e: DsEvent, names: Names, n: number): unknown {
  const rec = { ...(e as unknown as Rec) };
  const edits: (() => void)[] = [];
  for (const f of ID_FIELDS) if (typeof rec[f] === 'string') edits.push(() => { rec[f] = someId(names, n >> 3); });
  for (const f of HEX_FIELDS) if (typeof rec[f] === 'string') edits.push(() => { rec[f] = someHex(names, n >> 3); });
  for (const f of LIST_FIELDS) {
    const list = rec[f];
    if (!Array.isArray(list)) continue;
    edits.push(() => { rec[f] = list.slice(1); });
    edits.push(() => { rec[f] = [...list, ...list.slice(0, 1)]; });
    edits.push(() => { rec[f] = [...list.slice(1), someId(names, n >> 3)]; });
  }
  if (typeof rec.faction === 'string') edits.push(() => { rec.faction = at(FACTIONS.filter((x) => x !== rec.faction), n >> 3); });
  const to = rec.to as Rec | undefined;
  if (to?.kind === 'hex') {
    edits.push(() => { rec.to = { kind: 'hex', hex: someHex(names, n >> 3) }; });
    edits.push(() => { rec.to = names.zones.length > 0 ? { kind: 'onStation', zone: at(names.zones, n >> 3) } : { kind: 'strategicWarfareBox' }; });
  }
  if (rec.type === 'ROLL') edits.push(() => { rec.value = 1 + ((n >> 3) % 6); });
  if (rec.type === 'ESCORT_CONVOY') edits.push(() => { rec.escort = !rec.escort; });
  if (rec.type === 'CONTEST' || rec.type === 'PLACE_SUPPORT') edits.push(() => { rec.side = 'cvStrike'; });
  if (rec.type === 'ATTACKER_CHOICE') edits.push(() => { rec.choice = rec.choice === 'retreat' ? 'stepLoss' : 'retreat'; });
  if (edits.length === 0) return wrongStep(names, n);
  at(edits, n)();
  return rec;
}

/**
 * A well-formed event of any type, naming real or junk things: mostly not an action of the step
 * the turn is in, or not legal there (right event, wrong time; wrong unit; wrong faction).
 */
export function wrongStep(names: Names, n: number): unknown {
  const id = (k: number) => someId(names, (n >> 5) + k);
  const hex = (k: number) => someHex(names, (n >> 5) + k);
  const faction = at(FACTIONS, n >> 5);
  const zone = names.zones.length > 0 ? at(names.zones, n >> 5) : 'no-such-zone';
  const builders: (() => Rec)[] = [
    () => ({ type: 'CONTINUE' }), () => ({ type: 'DONE' }), () => ({ type: 'ROLL' }), () => ({ type: 'ROLL', value: 1 + ((n >> 5) % 6) }),
    () => ({ type: 'POLITICAL_RESULT', result: 'No effect' }),
    () => ({ type: 'POLITICAL_RESULT', result: 'Operation Z', blitzMarkers: 2, snlfBeachheads: 1, stepLosses: 1 }),
    () => ({ type: 'PLACE_SNLF_BEACHHEAD', marker: id(0), hex: hex(1), arrowTo: hex(2) }),
    () => ({ type: 'KEEP_BEACHHEAD', marker: id(0) }), () => ({ type: 'RETURN_BEACHHEAD', marker: id(0) }),
    () => ({ type: 'INLAND_ADVANCE', marker: id(0), unit: id(1) }),
    () => ({ type: 'PLACE_SUPPORT', unit: id(0), to: { kind: 'hex', hex: hex(1) } }),
    () => ({ type: 'PLACE_SUPPORT', unit: id(0), to: { kind: 'onStation', zone } }),
    () => ({ type: 'PLACE_SUPPORT', unit: id(0), to: { kind: 'strategicWarfareBox' } }),
    () => ({ type: 'CONTEST', faction, unit: id(0) }), () => ({ type: 'DECLINE_CONTEST', faction }),
    () => ({ type: 'PLACE_CV_STRIKE', hex: hex(0) }), () => ({ type: 'PLACE_BEACHHEAD', marker: id(0), arrowTo: hex(1) }),
    () => ({ type: 'DECLINE_BEACHHEAD' }), () => ({ type: 'ESCORT_CONVOY', escort: (n & 32) === 0 }),
    () => ({ type: 'DEVASTATION_TARGET', marker: id(0) }), () => ({ type: 'DEVASTATION_TARGET' }),
    () => ({ type: 'PLACE_CONVOY', marker: id(0), zone, mode: (n & 32) === 0 ? 'troop' : 'supply' }),
    () => ({ type: 'PLACE_BLITZ', marker: id(0), hex: hex(1) }), () => ({ type: 'CABINET_CRISIS_RESULT', result: 'Navy' }),
    () => ({ type: 'COMBINE', units: [id(0), id(1)], into: id(2) }), () => ({ type: 'CONVERT', unit: id(0), into: id(1) }),
    () => ({ type: 'ELIMINATE', unit: id(0) }), () => ({ type: 'BREAK_DOWN', unit: id(0), into: [id(1), id(2)] }),
    () => ({ type: 'PLACE_DETACHMENT', marker: id(0), hex: hex(1) }), () => ({ type: 'REMOVE_DETACHMENT', marker: id(0) }),
    () => ({ type: 'AIRDROP', unit: id(0), hex: hex(1) }), () => ({ type: 'BEACHHEAD_LANDING', unit: id(0), marker: id(1) }),
    () => ({ type: 'SNLF_LANDING', marker: id(0), detachment: id(1) }), () => ({ type: 'AIRDROP_LANDING', marker: id(0), unit: id(1) }),
    () => ({ type: 'AIRDROP_LANDING', marker: id(0) }),
    () => ({ type: 'ATTACK', target: hex(0), attackers: [id(1), id(2)] }), () => ({ type: 'ATTACK', target: hex(0), attackers: [id(1)], rangedSupport: id(2) }),
    () => ({ type: 'DEFENSIVE_SUPPORT', faction, hq: id(0) }), () => ({ type: 'DEFENSIVE_SUPPORT', faction }),
    () => ({ type: 'COMBAT_RESULT', result: 'Dr2 0/1' }), () => ({ type: 'COMBAT_RESULT', result: 'no such result' }),
    () => ({ type: 'ATTACKER_CHOICE', choice: (n & 32) === 0 ? 'retreat' : 'stepLoss' }),
    () => ({ type: 'RETREAT', hex: hex(0) }), () => ({ type: 'VOLUNTARY_CONVERSION' }),
    () => ({ type: 'LOSE_STEP', unit: id(0), replacements: [] }), () => ({ type: 'LOSE_STEP', unit: id(0), replacements: [id(1)] }),
    () => ({ type: 'ADVANCE', unit: id(0), hex: hex(1) }), () => ({ type: 'EXPLOIT', unit: id(0), hex: hex(1) }),
  ];
  return at(builders, n)();
}

/** A value nested `depth` levels deep in arrays: junk that recursion-happy code chokes on. */
export function deepArray(depth: number): unknown {
  let v: unknown = 0;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/**
 * Malformed payloads particular to DS events, picked by `n`: a die out of range, an attack with no
 * attackers or nested junk for them, a support target of no kind, a Political Events result with
 * more Blitz markers than any table awards. parseEvent must refuse each, located. (The fuzz walk
 * adds the malformed payloads of any event: not an object, no type, extra or hostile keys...)
 */
export function dsMalformed(n: number): unknown {
  const builders: (() => unknown)[] = [
    () => ({ type: 'ROLL', value: at([0, 7, -3, 2.5, '4', null], n >> 5) }),
    () => ({ type: 'ATTACK', target: 'w3218', attackers: [] }),
    () => ({ type: 'PLACE_SUPPORT', unit: 'x', to: { kind: 'nowhere' } }),
    () => ({ type: 'POLITICAL_RESULT', result: 'x', blitzMarkers: 10 }),
    () => ({ type: 'ATTACK', target: 'w3218', attackers: deepArray(3_000) }),
  ];
  return at(builders, n)();
}
