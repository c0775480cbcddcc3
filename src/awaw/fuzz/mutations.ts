import { AWAW_EVENT_TYPES } from '../events/index.ts';
import type { AwawEvent } from '../events/index.ts';
import type { AwawGame } from '../model/game.ts';
import { FACTIONS } from '../model/ids.ts';
import type { FuzzNames } from '../../core/testing.ts';

/**
 * Events a player (or a hand-edited file) might send that the turn must refuse without harm: near
 * misses of a legal event, well-formed events of the wrong step, and payloads that are not events.
 * Every builder is a pure function of a few integers, so a walk is a replayable list of choices.
 */
type Rec = Record<string, unknown>;

export const JUNK_IDS = ['no-such-unit', 'toString', 'constructor', '__proto__', 'hasOwnProperty', 'x'] as const;
export const OFF_MAP_HEXES = ['eZZ99', 'eA1', 'pK37', 'eZ1'] as const;

export function awawNames(g: AwawGame): FuzzNames {
  return {
    units: g.pieces.ids.filter((id) => g.pieces.get(id)!.piece.kind === 'ground'),
    hexes: g.board.grid.ids,
    zones: [...new Set(Object.values(g.control))].map((f) => `${f}@${g.board.grid.ids.find((h) => g.control[h] === f)}`),
  };
}

const at = <T>(list: readonly T[], n: number): T => list[Math.abs(n) % list.length]!;
const someId = (names: FuzzNames, n: number): string => (n % 3 === 0 ? at(JUNK_IDS, n >> 2) : at(names['units'] ?? ['x'], n >> 2));
const someHex = (names: FuzzNames, n: number): string => (n % 3 === 0 ? at(OFF_MAP_HEXES, n >> 2) : at(names['hexes'] ?? ['eA1'], n >> 2));

/** A near miss of `e`: one field changed to a wrong id, another hex, another faction, a list shortened or padded, another number. */
export function awawNearMiss(e: AwawEvent, names: FuzzNames, n: number): unknown {
  const rec = { ...(e as unknown as Rec) };
  const edits: (() => void)[] = [];
  if (typeof rec['unit'] === 'string') edits.push(() => { rec['unit'] = someId(names, n >> 3); });
  for (const f of ['hex', 'target'] as const) if (typeof rec[f] === 'string') edits.push(() => { rec[f] = someHex(names, n >> 3); });
  for (const f of ['attackers', 'units', 'path', 'moreTargets'] as const) {
    const list = rec[f];
    if (!Array.isArray(list)) continue;
    edits.push(() => { rec[f] = list.slice(1); });
    edits.push(() => { rec[f] = [...list, ...list.slice(0, 1)]; });
    edits.push(() => { rec[f] = [...list.slice(1), f === 'path' || f === 'moreTargets' ? someHex(names, n >> 3) : someId(names, n >> 3)]; });
  }
  if (typeof rec['faction'] === 'string') edits.push(() => { rec['faction'] = at(FACTIONS.filter((x) => x !== rec['faction']), n >> 3); });
  if (typeof rec['zone'] === 'string') edits.push(() => { rec['zone'] = at(names['zones'] ?? ['z'], n >> 3) === rec['zone'] ? 'no-such-zone' : at(names['zones'] ?? ['z'], n >> 3); });
  if (typeof rec['factors'] === 'number') edits.push(() => { rec['factors'] = (rec['factors'] as number) + 1 + ((n >> 3) % 30); });
  if (rec['type'] === 'CHOOSE_RESULT') edits.push(() => { rec['result'] = at(['Ex', 'Ex-1', 'Ex-2', 'Ex-3'], n >> 3); });
  if (rec['type'] === 'INTERCEPT') edits.push(() => { rec['outcome'] = rec['outcome'] === 'aborted' ? 'eliminated' : 'aborted'; });
  if (edits.length === 0) return awawWrongStep(names, n);
  at(edits, n)();
  return rec;
}

/** A well-formed event of any type, naming real or junk things: mostly not an action of this step or not legal. */
export function awawWrongStep(names: FuzzNames, n: number): unknown {
  const id = (k: number) => someId(names, (n >> 5) + k);
  const hex = (k: number) => someHex(names, (n >> 5) + k);
  const faction = at(FACTIONS, n >> 5);
  const type = at(AWAW_EVENT_TYPES, n);
  switch (type) {
    case 'ROLL': return { type, value: 1 + ((n >> 5) % 6) };
    case 'AIRDROP': case 'ADVANCE': case 'PLACE_EXPLOITER': case 'RETREAT': return { type, unit: id(0), hex: hex(1) };
    case 'INTERCEPT': return { type, unit: id(0), outcome: n % 2 === 0 ? 'aborted' : 'eliminated' };
    case 'ATTACK': return { type, target: hex(0), attackers: [id(1), id(2)] };
    case 'GROUND_SUPPORT': case 'DEFENSIVE_AIR': case 'LOSE_AIR': return { type, faction, factors: 1 + ((n >> 5) % 9) };
    case 'CHOOSE_RESULT': return { type, result: at(['Ex', 'Ex-1', 'Ex-2', 'Ex-3'], n >> 5) };
    case 'LOSE': case 'LEAVE_OUT': return { type, unit: id(0) };
    case 'EXPLOIT': return { type, unit: id(0), path: [hex(1), hex(2)] };
    case 'ATTRITION': return { type, faction, zone: at(names['zones'] ?? ['z'], n >> 5) };
    case 'OCCUPY': return { type, hex: hex(0), units: [id(1)] };
    default: return { type };
  }
}

/** Malformed payloads particular to AWAW events. */
export function awawMalformed(n: number): unknown {
  const cases: unknown[] = [
    { type: 'ATTACK', target: 5, attackers: ['x'] }, { type: 'ATTACK', target: 'eK37', attackers: [] }, { type: 'ROLL', value: 0 },
    { type: 'GROUND_SUPPORT', faction: 'axis', factors: -1 }, { type: 'EXPLOIT', unit: 'x', path: [] }, { type: 'OCCUPY', hex: 'K37', units: ['x'] },
    { type: 'ATTRITION', faction: 'martians', zone: 'z' }, { type: 'CHOOSE_RESULT', result: 'D' }, { type: 'LOSE_AIR', faction: 'axis', factors: 0 },
    { type: 'INTERCEPT', unit: 'x', outcome: 'maybe' }, { type: 'DEFENSIVE_AIR', factors: 2 }, { type: 'CONTINUE', extra: 1 },
  ];
  return cases[n % cases.length];
}
