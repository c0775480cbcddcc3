import type { AwawGame } from '../model/game.ts';
import { unit } from '../model/queries.ts';
import type { GroundUnit } from '../model/units.ts';
import type { RoundState, UnderWayAttack } from '../turn/context.ts';
import { unitCtl } from './ctl.ts';
import { attackFactor } from './ground-units.ts';
import { fortifiedConversion, owedFor, type Owed } from './results.ts';

/**
 * Carrying out a result: who owes what, counted how. W-42 15.551 mixedCtl, W-50 15.62
 * partialLossesRoundUp, W-51 15.631.
 */

/** Units of `ids` still on the map (eliminated ones are in their force pool). */
export function onMap(g: AwawGame, ids: readonly string[]): GroundUnit[] {
  return ids.filter((id) => g.pieces.get(id)?.at.kind === 'hex').map((id) => unit(g, id)!);
}

/**
 * The result the attacker's losses follow now: a 15.55 conversion follows the lowest CTL among the
 * attacking units still standing (W-42 15.551: once the lowest are gone, the next CTL's result).
 */
export function effectiveResult(g: AwawGame, r: RoundState) {
  if (!r.result || !r.fortifiedConversion) return r.result;
  const standing = onMap(g, r.attackers);
  if (standing.length === 0) return r.result;
  const lowest = Math.min(...standing.map((u) => unitCtl(g, u)));
  return fortifiedConversion(r.result, lowest) ?? r.result;
}

export function owedNow(g: AwawGame, r: RoundState): { attacker: Owed; defender: Owed } {
  // W-36 15.52: below 1:4 the attacker is eliminated without loss to the defender.
  if (r.column === 'below 1:4') return { attacker: { kind: 'all' }, defender: { kind: 'none' } };
  const result = effectiveResult(g, r);
  if (!result) return { attacker: { kind: 'none' }, defender: { kind: 'none' } };
  return owedFor(result, {
    attack: r.attack,
    defense: r.defense,
    defensePrinted: r.defenses.reduce((n, d) => n + d.printed, 0),
    defenders: r.defenses.map((d) => ({ printed: d.printed, net: d.net })),
    defensiveAir: r.defensiveAir,
  });
}

/** What a side still owes: Infinity for its entire force, else factors (never below zero). */
export function remaining(owed: Owed, lost: number): number {
  if (owed.kind === 'none') return 0;
  if (owed.kind === 'all') return Infinity;
  return Math.max(0, owed.amount - lost);
}

/** The value an eliminated unit counts toward a loss: its printed factor, or, for the defender in an Ex counted with DMs, its strength. */
export function lossValue(r: RoundState, side: 'attacker' | 'defender', u: GroundUnit, counting: 'printed' | 'modified'): number {
  if (side === 'defender') {
    const d = r.defenses.find((x) => x.unit === u.id);
    if (counting === 'modified') return d?.strength ?? 0;
    return d?.printed ?? 0;
  }
  return attackFactor(u);
}

/** The units a side may lose: the attacking units of this round, or the defending units; still on the map. */
export function loseable(g: AwawGame, a: UnderWayAttack, side: 'attacker' | 'defender'): GroundUnit[] {
  const r = a.round!;
  return side === 'attacker' ? onMap(g, r.attackers) : onMap(g, a.defenders);
}

/**
 * Whether a side's loss is settled without a choice: it owes its entire force, or at least all it
 * has (so everything goes), or it has no ground unit left (what remains is taken from its air
 * support, R-AWAW-AIR-LOSSES).
 */
export function lossIsAutomatic(g: AwawGame, a: UnderWayAttack, side: 'attacker' | 'defender'): boolean {
  const r = a.round!;
  const owed = owedNow(g, r)[side];
  const lost = side === 'attacker' ? r.attackerLost : r.defenderLost;
  const left = remaining(owed, lost);
  if (left <= 0) return true;
  const units = loseable(g, a, side);
  if (units.length === 0) return true;
  const counting = owed.kind === 'factors' ? owed.counting : 'printed';
  const air = airShares(r, side) ? (side === 'attacker' ? r.groundSupport : r.defensiveAir) : 0;
  const all = units.reduce((n, u) => n + lossValue(r, side, u, counting), 0) + air;
  return left >= all;
}

/**
 * Whether a side's air support is part of what it loses: always, but for the defender on a "D",
 * which eliminates the defending ground units only (R-AWAW-ENTIRE-FORCE).
 */
export const airShares = (r: RoundState, side: 'attacker' | 'defender'): boolean => !(side === 'defender' && r.result === 'D' && r.column !== 'below 1:4');

/** Whether a side still owes something it can pay. */
export function owes(g: AwawGame, a: UnderWayAttack, side: 'attacker' | 'defender'): boolean {
  const r = a.round;
  if (!r?.result) return false;
  const owed = owedNow(g, r)[side];
  const left = remaining(owed, side === 'attacker' ? r.attackerLost : r.defenderLost);
  const air = airShares(r, side) ? (side === 'attacker' ? r.groundSupport : r.defensiveAir) : 0;
  return left > 0 && (loseable(g, a, side).length > 0 || air > 0);
}

export type { Owed };
