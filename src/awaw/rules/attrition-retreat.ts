import type { Violation } from '../../core/violation.ts';
import type { AwawGame } from '../model/game.ts';
import { areEnemies, type Faction } from '../model/ids.ts';
import { countersIn, factionOf, groundIn, hexOf, hexOfUnit, unit, withMoved } from '../model/queries.ts';
import { hexPlace } from '../model/places.ts';
import type { GroundUnit } from '../model/units.ts';
import type { UnderWayAttrition } from '../turn/context.ts';
import { crossable } from './movement-cost.ts';
import { stackingViolations } from './stacking.ts';
import { enemyZoc } from './zoc.ts';

/**
 * 14.7 Attrition retreats. Catalog: T-23..T-26 (GU-76, SK-10).
 *
 * T-23 14.71 simultaneousRetreat: the defender retreats every displaced unit one hex, then the
 * attacker occupies every selected hex at once; the hexes the attacker will vacate are known from
 * the selection (the units named for each hex, R-AWAW-ATTRITION-ADVANCE), so 14.72C can be read.
 */

/**
 * T-24 14.72 retreatIneligible: not into a hex with an enemy ground unit, flak unit, air base, rocket
 * base, bridgehead, port counter, railhead, fortification (the attacker's counters), an IC or a
 * fortress the attacker controls (A; air and naval units are counts here); not into a hex selected
 * for occupation (B) or vacated by the advancing units (C); not where the unit may not go (D: the
 * sea, impassable and all-water sides, 13.43).
 */
export function retreatHexBar(g: AwawGame, a: UnderWayAttrition, u: GroundUnit, from: string, to: string): string | undefined {
  const mine = factionOf(g, u);
  const info = hexOf(g, to);
  if (!info || info.terrain === 'sea' || !g.board.grid.adjacent(from, to) || !crossable(g, from, to)) return `${to} cannot be entered from ${from} (14.72D)`;
  if (a.selected.some((s) => s.hex === to)) return `${to} is selected for occupation (14.72B)`;
  if (a.selected.some((s) => s.units.some((id) => hexOfUnit(g, id) === to))) return `${to} will be vacated by the advancing units (14.72C)`;
  const hostile = countersIn(g, to).some((c) => (c.kind === 'ground' ? areEnemies(factionOf(g, c), mine) : areEnemies(c.faction, mine)));
  const holder = g.control[to];
  const enemyPrint = holder !== undefined && areEnemies(holder, mine) && (info.features.has('ic') || info.features.has('fortress'));
  if (hostile || enemyPrint) return `${to} holds enemy units or counters, or an enemy IC or fortress (14.72A)`;
  return undefined;
}

/**
 * T-25 14.73 retreatPriority: the least evil first: overstack rather than enter an enemy ZoC, an enemy
 * ZoC rather than an enemy-controlled hex, an enemy-controlled hex (outside ZoCs if possible) rather
 * than elimination. The cost of a hex, compared in that order: [enemy-controlled, in enemy ZoC,
 * overstacked].
 */
export function retreatCost(g: AwawGame, u: GroundUnit, to: string, zoc: ReadonlySet<string>): readonly [number, number, number] {
  const mine = factionOf(g, u);
  const holder = g.control[to];
  const controlled = holder !== undefined && areEnemies(holder, mine) ? 1 : 0;
  const after = withMoved(g, u.id, hexPlace(to));
  const over = stackingViolations(after, to).length > 0 ? 1 : 0;
  return [controlled, zoc.has(to) ? 1 : 0, over];
}

const cmp = (a: readonly number[], b: readonly number[]): number => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;

/** The hexes a displaced unit may retreat to now: the eligible ones of least cost. Empty: it is eliminated (T-26 14.76). */
export function retreatChoices(g: AwawGame, a: UnderWayAttrition, unitId: string, attacker: Faction): string[] {
  const u = unit(g, unitId);
  const from = hexOfUnit(g, unitId);
  if (!u || from === undefined || u.type === 'flak') return [];
  const zoc = enemyZoc(g, factionOf(g, u));
  void attacker;
  const options = g.board.grid.neighbours(from).filter((to) => retreatHexBar(g, a, u, from, to) === undefined)
    .map((to) => ({ to, cost: retreatCost(g, u, to, zoc) }));
  if (options.length === 0) return [];
  const best = options.reduce((m, o) => (cmp(o.cost, m) < 0 ? o.cost : m), options[0]!.cost);
  return options.filter((o) => cmp(o.cost, best) === 0).map((o) => o.to);
}

export function retreatViolations(g: AwawGame, a: UnderWayAttrition, unitId: string, to: string): Violation[] {
  if (!a.toRetreat.includes(unitId)) return [{ rule: '14.71', code: 'retreat.notDisplaced', message: `${unitId} is not displaced by the occupation (14.71)` }];
  const choices = retreatChoices(g, a, unitId, a.faction);
  if (choices.includes(to)) return [];
  const u = unit(g, unitId)!;
  const from = hexOfUnit(g, unitId)!;
  const bar = retreatHexBar(g, a, u, from, to);
  return [{ rule: bar ? '14.72' : '14.73', code: bar ? 'retreat.ineligible' : 'retreat.priority', message: bar ?? `${to} is a greater evil than ${choices.join(', ')} (14.73)` }];
}

/**
 * T-26 14.74-14.77 retreatAftermath: a unit that overstacks must remedy it in its next movement
 * phase (SK-10 12.17: flagged); units from one hex may split (14.75); a unit with nowhere to go, and
 * flak always (GU-76 10.94), is eliminated (14.76); air and naval units are counts and need no
 * displacement (14.77, R-AWAW-AIR).
 */
export const eliminatedInsteadOfRetreat = (g: AwawGame, a: UnderWayAttrition, unitId: string): boolean =>
  unit(g, unitId)?.type === 'flak' || retreatChoices(g, a, unitId, a.faction).length === 0;

/** The displaced units of the selected hexes: every hostile ground unit there (14.71). */
export function displacedUnits(g: AwawGame, a: UnderWayAttrition): string[] {
  return a.selected.flatMap((s) => groundIn(g, s.hex).filter((u) => areEnemies(factionOf(g, u), a.faction)).map((u) => u.id));
}
