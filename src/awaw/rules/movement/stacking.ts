import type { Violation } from '../../../core/violation.ts';
import type { AwawGame } from '../../model/game.ts';
import { areEnemies, type Faction } from '../../model/ids.ts';
import { factionOf, groundIn, hexOfUnit } from '../../model/queries.ts';
import type { GroundUnit } from '../../model/units.ts';
import type { MovementBook } from '../../turn/movement-book.ts';
import { isSpecialized } from '../ground-units.ts';
import { countsTowardLimit, endOfMoveViolations, FLAK_FACTOR_LIMIT, groundLimit, SPECIALIZED_LIMIT } from '../stacking.ts';

/**
 * Stacking at the end of movement and the temporary overstacks the movement phase must remedy
 * (12.15-12.17, 12.21-12.22), with the rule-12 predicates of rules/stacking.ts. Catalog: SK-7, SK-9,
 * SK-10, SK-13, SK-14 as ground movement meets them; OV-12's overstack.
 */

/** Units of a failed overrun standing in the hex they attempted it from (SK-7 12.15). */
export function failedOverrunUnits(g: AwawGame, book: MovementBook): Set<string> {
  const out = new Set<string>();
  for (const o of book.overruns) if (o.outcome === 'failed') for (const id of o.units) if (hexOfUnit(g, id) === o.from) out.add(id);
  return out;
}

/**
 * SK-13 12.21 / SK-14 12.22: a moving unit passes any hex but may not end its move overstacked, in
 * the state `after` the move. SK-7 12.15 failedOverrunOverstack: units of a failed overrun may stay
 * overstacked in the hex they attempted it from until the end of the movement phase (others may not
 * join them beyond the limit). SK-10 12.17 and SK-9 12.16 are rules/stacking.ts's allowances.
 */
export const endOfMoveStacking = (after: AwawGame, book: MovementBook, hex: string): Violation[] => {
  const failed = failedOverrunUnits(after, book);
  return endOfMoveViolations(after, hex, (u) => failed.has(u.id));
};

/**
 * SK-9 12.16 shockArmyOverstack: a shock army may end the movement phase overstacked only adjacent to
 * an enemy ground unit.
 */
export function shockArmyMayOverstack(g: AwawGame, u: GroundUnit): boolean {
  const at = hexOfUnit(g, u.id);
  if (!u.shockArmy || at === undefined) return false;
  return g.board.grid.neighbours(at).some((n) => groundIn(g, n).some((e) => areEnemies(factionOf(g, e), factionOf(g, u))));
}

/**
 * The overstacks that must be gone by the end of the movement phase, by hex and faction, with how
 * many units are over each limit: SK-7 12.15 (failed overruns: the allowance ends with the phase),
 * SK-10 12.17 (an attrition retreat's overstack: by the end of the defender's next movement phase,
 * this one), SK-9 12.16 (shock armies stay over only next to the enemy), and the specialized and
 * flak allowances (12.12).
 */
export interface Overstack {
  readonly hex: string;
  readonly faction: Faction;
  readonly ground: number;
  readonly specialized: number;
  readonly flak: number;
}

export function endOfPhaseOverstacks(g: AwawGame, hexes?: Iterable<string>): Overstack[] {
  const out: Overstack[] = [];
  const places = hexes ?? [...g.pieces.placeKeys()].filter((k) => k.startsWith('hex:')).map((k) => k.slice(4));
  for (const hex of places) {
    const byFaction = new Map<Faction, GroundUnit[]>();
    for (const u of groundIn(g, hex)) byFaction.set(factionOf(g, u), [...(byFaction.get(factionOf(g, u)) ?? []), u]);
    for (const [faction, list] of byFaction) {
      const ground = list.filter((u) => countsTowardLimit(u) && !shockArmyMayOverstack(g, u)).length - groundLimit(g, hex, faction);
      const specialized = list.filter(isSpecialized).length - SPECIALIZED_LIMIT;
      const flak = list.filter((u) => u.type === 'flak').reduce((n, u) => n + u.factor, 0) - FLAK_FACTOR_LIMIT;
      if (ground > 0 || specialized > 0 || flak > 0) out.push({ hex, faction, ground: Math.max(0, ground), specialized: Math.max(0, specialized), flak: Math.max(0, flak) });
    }
  }
  return out;
}

/**
 * The units the player may eliminate to remedy an overstack in `hex`: SK-7 12.15 "excess units of
 * his choice which were not attempting the overrun", and only when no other will do, the
 * overrunning units themselves (AG-G-50); SK-10 12.17 any units of his choice. Only units of a kind
 * that is over its limit are offered.
 */
export function remedyChoices(g: AwawGame, book: MovementBook, o: Overstack): GroundUnit[] {
  const list = groundIn(g, o.hex).filter((u) => factionOf(g, u) === o.faction);
  const kinds = list.filter((u) => (o.ground > 0 && countsTowardLimit(u) && !shockArmyMayOverstack(g, u)) || (o.specialized > 0 && isSpecialized(u)) || (o.flak > 0 && u.type === 'flak'));
  const failed = failedOverrunUnits(g, book);
  const others = kinds.filter((u) => !failed.has(u.id));
  return others.length > 0 ? others : kinds;
}
