import type { Violation } from '../../../core/violation.ts';
import type { AwawGame } from '../../model/game.ts';
import { sideOf } from '../../model/ids.ts';
import { politicsOf } from '../../model/politics.ts';
import { factionOf } from '../../model/queries.ts';
import type { GroundUnit } from '../../model/units.ts';
import type { MovementBook } from '../../turn/movement-book.ts';
import { isSpecialized } from '../ground-units.ts';

/**
 * 13.2 Voluntary elimination of units. Catalog: MV-2..MV-7.
 */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/** The two moments 13.21 allows it: immediately before the movement phase, and at the end of the redeployment phase (28.91). */
export type EliminationWindow = 'beforeMovement' | 'endOfRedeployment';

/**
 * Why counter `id` may not be voluntarily eliminated now:
 * MV-2 13.21 voluntaryElimination: a major power eliminates its own ground (or air) units, those of
 * an active minor ally or associated minor country, and partisans it controls, returning them to its
 * force pool, immediately before its movement phase and at the end of its redeployment phase. Here:
 * the phasing side's ground units on the map or in a box (air units are counts, R-AWAW-AIR).
 * MV-3 13.22A noElimNeutralMajor: a neutral major country may not.
 * MV-4 13.22B noElimInactiveMinor: minor-country units, Vichy French included, not before
 * activation or association.
 * MV-5 13.22C noElimLaunchedNaval: naval units never once launched; 13.21 names no naval units at
 * all (AG-G-54), and the model has none.
 * MV-6 13.22D noElimAirbase: air base counters may not be eliminated (they may be recycled, 18.143);
 * no other marker is a unit either.
 */
export function voluntaryEliminationViolations(g: AwawGame, id: string): Violation[] {
  const s = g.pieces.get(id);
  if (!s) return [v('13.21', 'eliminate.unknown', `no counter "${id}"`)];
  if (s.piece.kind === 'marker') {
    return s.piece.type === 'airbase'
      ? [v('13.22D', 'eliminate.airbase', 'air base counters may not be voluntarily eliminated; they may be recycled each turn (13.22D, 18.143)')]
      : [v('13.21', 'eliminate.notUnit', `a ${s.piece.type} counter is not a ground or air unit (13.21)`)];
  }
  const u = s.piece;
  if (s.at.kind !== 'hex' && s.at.kind !== 'box') return [v('13.21', 'eliminate.notInPlay', `${u.name} is not in play`)];
  if (sideOf(factionOf(g, u)) !== g.info.phasing) return [v('13.21', 'eliminate.notOwn', `${u.name} is not the phasing side's (13.21: a major power eliminates its own units and those of its minor allies)`)];
  const p = politicsOf(g);
  const power = p.majorPowerOf[u.nationality];
  if (power !== undefined && p.neutralMajors.includes(power)) return [v('13.22A', 'eliminate.neutral', `${power} is a neutral major country and may not voluntarily eliminate units (13.22A)`)];
  if (p.inactiveMinors.includes(u.nationality)) return [v('13.22B', 'eliminate.inactiveMinor', `${u.name} belongs to a minor country not yet activated or associated (13.22B)`)];
  return [];
}

/** MV-5 13.22C: a naval unit may not be voluntarily eliminated (once launched by 13.22C, and 13.21 lists none; AG-G-54). */
export const navalMayBeEliminated = (_launched: boolean): boolean => false;

/**
 * MV-7 13.23 reconstructAfterElim: a unit voluntarily eliminated may be rebuilt in the same game
 * turn at double the normal BRP cost (27.13A). GU-33 10.41D prevails for specialized units (AG-G-53):
 * not rebuilt in the player turn in which they were eliminated.
 */
export function reconstruction(book: MovementBook, u: GroundUnit): { readonly allowed: boolean; readonly costFactor: number } {
  const voluntarily = book.eliminated.includes(u.id);
  if (voluntarily && isSpecialized(u)) return { allowed: false, costFactor: 2 };
  return { allowed: true, costFactor: voluntarily ? 2 : 1 };
}
