import type { AwawGame } from '../model/game.ts';
import type { Faction } from '../model/ids.ts';
import { groundIn, hexOf, hexsideBetween, markersIn } from '../model/queries.ts';
import { areEnemies } from '../model/ids.ts';
import type { GroundUnit } from '../model/units.ts';
import { crossable } from './movement-cost.ts';

/**
 * 14.2 and 14.3: attrition zones and who attritions whom. Catalog: T-1..T-6.
 */

/**
 * T-6 14.24 gibraltarFront: Gibraltar is on the Mediterranean front for attrition; every other hex
 * on its scenario front (rule 9's fronts are data, R-AWAW-OFFENSIVES).
 */
export function attritionFront(g: AwawGame, hex: string): string | undefined {
  const info = hexOf(g, hex);
  return info?.name === 'Gibraltar' ? 'mediterranean' : info?.front;
}

/**
 * T-1 14.21/14.211 attritionZone: each area of contiguous hexes on one front controlled by one
 * alliance faction is one zone, whatever the ZoCs; in the seasons a hex's `separateZone` names, it
 * joins only hexes of its group (the Balkans in winter, Siberia in fall and winter: data). Fixed at
 * the start of the player turn. T-2 14.212 airdropZone: an area held only by units that airdropped
 * in the previous player turn belongs to the zone they dropped from, on the same front. A zone's
 * id is its faction and its first hex in the board's order: "russia@eK37".
 */
export function attritionZones(g: AwawGame): Record<string, string> {
  const grid = g.board.grid;
  const zoneOf: Record<string, string> = {};
  const group = (hex: string): string => {
    const sep = hexOf(g, hex)?.separateZone;
    return sep && sep.seasons.includes(g.info.season) ? sep.group : '';
  };
  for (const start of grid.ids) {
    const f = g.control[start];
    if (f === undefined || zoneOf[start] !== undefined || hexOf(g, start)?.terrain === 'sea') continue;
    const id = `${f}@${start}`;
    const front = attritionFront(g, start);
    const queue = [start];
    zoneOf[start] = id;
    while (queue.length > 0) {
      const h = queue.pop()!;
      for (const n of grid.neighbours(h)) {
        if (zoneOf[n] !== undefined || g.control[n] !== f || attritionFront(g, n) !== front || group(n) !== group(start)) continue;
        if (hexOf(g, n)?.terrain === 'sea') continue;
        zoneOf[n] = id;
        queue.push(n);
      }
    }
  }
  // T-2: merge areas held only by last turn's airdropped units into their origin zones.
  const members = new Map<string, string[]>();
  for (const [h, z] of Object.entries(zoneOf)) members.set(z, [...(members.get(z) ?? []), h]);
  for (const [z, hexes] of members) {
    const units = hexes.flatMap((h) => groundIn(g, h));
    if (units.length === 0 || !units.every((u) => u.airdroppedFrom !== undefined)) continue;
    const origin = zoneOf[units[0]!.airdroppedFrom!];
    if (origin === undefined || origin === z || attritionFront(g, units[0]!.airdroppedFrom!) !== attritionFront(g, hexes[0]!)) continue;
    for (const h of hexes) zoneOf[h] = origin;
  }
  return zoneOf;
}

export const zoneFaction = (zone: string): Faction => zone.slice(0, zone.indexOf('@')) as Faction;

/**
 * The enemy units of a zone an attritioning unit may count against (T-5C-E 14.23): ground units of
 * the zone's faction in its hexes, not partisans or flak, not in an omnidirectional fortification or
 * fortress (never attritioned), reached across a hexside that is neither impassable nor all-water
 * without a crossing arrow, nor a fortified line of theirs.
 */
export function attritionTargetsOf(g: AwawGame, zones: Readonly<Record<string, string>>, zone: string, from: string): GroundUnit[] {
  const enemy = zoneFaction(zone);
  const out: GroundUnit[] = [];
  for (const n of g.board.grid.neighbours(from)) {
    if (zones[n] !== zone || !crossable(g, from, n)) continue;
    const info = hexOf(g, n)!;
    const fortified = info.features.has('fortress') || markersIn(g, n, 'fortification').some((m) => m.faction === enemy);
    const line = hexsideBetween(g, from, n)?.line;
    if (fortified || (line !== undefined && line.hex === n)) continue;
    out.push(...groundIn(g, n).filter((u) => g.nationalities[u.nationality]!.faction === enemy && u.type !== 'partisan' && u.type !== 'flak'));
  }
  return out;
}

/**
 * T-4 14.22 eligibleAttritioners: ground units adjacent to enemy ground units of the zone when the
 * die is rolled, supplied or not, whatever their own front. The zone must be an enemy's (14.13,
 * 14.31: each faction separately; 14.32 minor allies count with their major power; 14.33
 * independent minors are factions of their own in the data).
 */
export const zoneIsEnemyOf = (zone: string, faction: Faction): boolean => areEnemies(zoneFaction(zone), faction);
