import type { FuzzNames } from '../../core/testing.ts';
import { OCS_EVENT_TYPES, type OcsEvent } from '../events/index.ts';
import type { OcsGame } from '../model/state.ts';

/** Ids of a game by kind, to build events that name real things wrongly. */
export function ocsNames(g: OcsGame): FuzzNames {
  const all = g.pieces.all();
  return {
    units: all.filter((s) => s.piece.kind === 'combat').map((s) => s.piece.id),
    pieces: all.map((s) => s.piece.id),
    hexes: g.board.grid.ids.slice(0, 400),
    sides: g.frame.players.map((p) => p.id),
  };
}

const pick = <T>(list: readonly T[] | undefined, n: number, fallback: T): T => (list && list.length > 0 ? list[n % list.length]! : fallback);

/** A near miss of a legal event: one field changed to another id, another hex, another side, a count off by one. */
export function ocsNearMiss(e: OcsEvent, names: FuzzNames, n: number): unknown {
  const rec = e as unknown as Record<string, unknown>;
  const hex = pick(names['hexes'], n, 'A01.01');
  const unit = pick(names['units'], n, 'x');
  const side = pick(names['sides'], n, 'x');
  const k = n % 5;
  if ('units' in rec && Array.isArray(rec['units'])) return k < 2 ? { ...rec, units: [...(rec['units'] as string[]), unit] } : k < 3 ? { ...rec, units: [unit] } : { ...rec, [('to' in rec) ? 'to' : ('target' in rec) ? 'target' : 'units']: ('to' in rec || 'target' in rec) ? hex : [] };
  if ('attackers' in rec) return k < 3 ? { ...rec, attackers: [unit] } : { ...rec, target: hex };
  if ('side' in rec && k < 2) return { ...rec, side };
  if ('unit' in rec) return { ...rec, unit };
  if ('piece' in rec) return k < 2 ? { ...rec, piece: pick(names['pieces'], n, 'x') } : { ...rec, hex };
  if ('losses' in rec) return { ...rec, losses: (rec['losses'] as number) + 1 + (n % 2) };
  if (rec['type'] === 'ROLL' || rec['type'] === 'ROLL_2D6') return { ...rec, [rec['type'] === 'ROLL' ? 'dice' : 'value']: k < 2 ? [1, 2] : 3 };
  if ('draws' in rec) return { ...rec, draws: [{ source: pick(names['pieces'], n, 'x'), tokens: 1 + (n % 3) }] };
  if ('stack' in rec) return { ...rec, stack: k < 2 ? hex : 'defence', terrain: k % 2 ? 'minorRiver' : 'open' };
  if ('percent' in rec) return { ...rec, percent: n % 101 };
  return { ...rec, extra: n };
}

/** A well-formed event of any type, naming real or junk things: mostly not legal now. */
export function ocsWrongStep(names: FuzzNames, n: number): unknown {
  const type = OCS_EVENT_TYPES[n % OCS_EVENT_TYPES.length]!;
  const hex = pick(names['hexes'], n, 'A01.01');
  const unit = pick(names['units'], n >> 3, 'x');
  const side = pick(names['sides'], n >> 2, 'x');
  const byType: Record<string, unknown> = {
    SET_MODE: { units: [unit], mode: 'move' }, MOVE: { units: [unit], to: hex }, OVERRUN: { units: [unit], target: hex }, ATTACK: { target: hex, attackers: [unit] },
    PAY_COMBAT_SUPPLY: { side, draws: [], internalStocks: [] }, WITHHOLD_COMBAT_SUPPLY: { side }, CHOOSE_AR_UNIT: { side, unit },
    CHOOSE_TERRAIN: { stack: 'defence', kind: 'hex', terrain: 'open' }, ROLL: { value: 1 + (n % 6) }, ROLL_2D6: { dice: [1 + (n % 6), 1 + ((n >> 3) % 6)] }, SURPRISE_RESULT: { surprise: 'none' },
    COMBAT_RESULT: { result: 'AL1o1, Do1' }, LOSE_STEP: { unit }, TAKE_OPTION: { side, losses: n % 3 }, IGNORE_OPTION: { side },
    RETREAT: { units: [unit], to: hex }, MARK_EXPLOIT: { unit }, ADVANCE: { unit }, CAPTURE_RESULT: { percent: 25 },
    AIR_BASE_RESULT: { result: 'none' }, ALLOT_CAPTURE: { piece: unit }, DISPLACE: { piece: unit, hex },
  };
  return { type, ...(byType[type] as object | undefined) };
}

/** Malformed payloads particular to OCS events (the walk adds generic ones). */
export function ocsMalformed(n: number): unknown {
  const list: unknown[] = [
    { type: 'MOVE', units: [], to: 'A01.01' }, { type: 'MOVE', units: ['x'], to: 'a01.01' }, { type: 'ROLL', value: 7 }, { type: 'ROLL_2D6', dice: [1, 2, 3] },
    { type: 'CHOOSE_TERRAIN', stack: 'defence', kind: 'hex', terrain: 'lava' }, { type: 'TAKE_OPTION', side: 'nk', losses: -1 },
    { type: 'CAPTURE_RESULT', percent: 101 }, { type: 'PAY_COMBAT_SUPPLY', side: 'nk', draws: [{ source: 'x', tokens: 0 }] },
    { type: 'RETREAT', units: ['x'], path: ['A01.01'] }, { type: 'COMBAT_RESULT', result: '' }, { type: 'SURPRISE_RESULT', surprise: 'both' },
  ];
  return list[n % list.length];
}
