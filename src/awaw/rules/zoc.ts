import type { AwawGame } from '../model/game.ts';
import { theaterOf } from '../model/hex-ids.ts';
import { factionOf, groundOnMap, hexOf, hexOfUnit, hexsideBetween, markersIn } from '../model/queries.ts';
import { areEnemies, type Faction } from '../model/ids.ts';
import { isRough } from '../model/terrain.ts';
import type { GroundUnit } from '../model/units.ts';
import { isMechanizedArmor } from './ground-units.ts';

/**
 * 10.34 Zones of Control: GU-22..GU-28. ZoCs slow enemy movement (13.41D), and attrition retreats
 * avoid them (14.73).
 */

/**
 * Whether the ZoC of the armor unit in `from` extends into `to`:
 * GU-23 10.341A-C: not into neutral countries, nor across impassable or all-water hexsides (with or
 * without crossing arrows), nor across enemy fortification or fortress hexsides;
 * GU-24 10.341D: in the Pacific not across rivers nor into rough terrain (Japanese armor included);
 * GU-25 10.342: into clear and European rough terrain, across European rivers, through friendly
 * fortified hexsides.
 */
export function zocExtends(g: AwawGame, armor: GroundUnit, from: string, to: string): boolean {
  const target = hexOf(g, to);
  if (!target || target.terrain === 'sea') return false;
  if (target.country !== undefined && g.countries[target.country]?.neutral) return false;
  const owner = factionOf(g, armor);
  const holder = g.control[to];
  const enemyHex = holder !== undefined && areEnemies(holder, owner);
  // An enemy fortress hex, or one with an enemy fortification counter, is fortified on every side.
  if (enemyHex && (target.features.has('fortress') || markersIn(g, to, 'fortification').some((m) => areEnemies(m.faction, owner)))) return false;
  const side = hexsideBetween(g, from, to);
  if (side?.features.has('impassable') || side?.features.has('allWater')) return false;
  if (side?.line && side.line.hex === to && enemyHex) return false;
  if (theaterOf(to) === 'pacific' && (side?.features.has('river') || isRough(target.terrain))) return false;
  return true;
}

/**
 * GU-22 10.34 armorZoc: hexes in the ZoC of a faction's armor units with their mechanized component
 * intact. GU-27 10.344: in the movement phase of the first Axis turn of a German attack on Russia
 * (RGT < 40), Russian armor adjacent to Axis-controlled hexes has no ZoC; `movementPhase` says
 * whether that phase is being played (it is not, in combat).
 */
export function zocHexes(g: AwawGame, faction: Faction, movementPhase = false): Set<string> {
  const out = new Set<string>();
  for (const u of groundOnMap(g, faction)) {
    const at = hexOfUnit(g, u.id);
    if (at === undefined || !isMechanizedArmor(g, u, at)) continue;
    if (movementPhase && russianSurpriseNoZoc(g, u, at)) continue;
    for (const n of g.board.grid.neighbours(at)) if (zocExtends(g, u, at, n)) out.add(n);
  }
  return out;
}

/** GU-27 10.344 russianSurpriseNoZoc. */
export function russianSurpriseNoZoc(g: AwawGame, u: GroundUnit, at: string): boolean {
  if (!g.info.conditions.russianSurprise.active || factionOf(g, u) !== 'russia') return false;
  return g.board.grid.neighbours(at).some((n) => g.control[n] === 'axis');
}

/** Hexes in the ZoC of any enemy of `faction`. */
export function enemyZoc(g: AwawGame, faction: Faction): Set<string> {
  const out = new Set<string>();
  for (const f of Object.keys(g.factions) as Faction[]) {
    if (areEnemies(f, faction)) for (const h of zocHexes(g, f)) out.add(h);
  }
  return out;
}

/**
 * GU-26 10.343 zocEffects / 13.41D: leaving a hex in a hostile armor ZoC, or moving from one such hex
 * to another, costs two more movement factors in Europe, one in the Pacific. GU-28 10.344: in the
 * movement phase of the Russian surprise turn, Russian armor not adjacent to Axis hexes costs Axis
 * units one; in exploitation the normal cost applies.
 */
export const zocLeaveCost = (hex: string): number => (theaterOf(hex) === 'pacific' ? 1 : 2);
export const russianSurpriseZocCost = (exploitation: boolean): number => (exploitation ? 2 : 1);
