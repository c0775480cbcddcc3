import { byTheater, RUSSIAN_SURPRISE_ZOC_COST, ZOC_LEAVE_COST } from '../../data/movement.ts';
import type { AwawGame } from '../../model/game.ts';
import { theaterOf } from '../../model/hex-ids.ts';
import { areEnemies, type Faction } from '../../model/ids.ts';
import { factionOf, groundOnMap, hexOfUnit } from '../../model/queries.ts';
import { isMechanizedArmor } from '../ground-units.ts';
import { russianSurpriseNoZoc, zocExtends } from '../zoc.ts';

/**
 * 13.41D ZoCs in ground movement, with the Russian surprise of 10.344. Catalog: MV-15 (with GU-22,
 * GU-26..GU-28 of rules/zoc.ts, whose ZoC extent this reads).
 */

/**
 * MV-15 13.41D zocCost: for a ground unit of `mover`, the extra movement factors to leave each hex
 * in the ZoC of a hostile armor unit (or to move from one such hex to another): two in the European
 * theater, one in the Pacific, by the theater of the hex left. Entering a ZoC costs nothing; air and
 * naval units are not affected (only ground units move here).
 * GU-27 10.344: in the movement phase of the Russian surprise turn, Russian armor adjacent to
 * Axis-controlled hexes has no ZoC; GU-28 10.344: the other Russian armor costs Axis units one, not
 * two, to leave its ZoC; during exploitation movement Russian ZoCs impair Axis movement normally
 * (AG-G-65). "Hostile" is read as enemy (AG-G-4). Where two ZoCs overlap the higher cost applies once.
 */
export function zocLeaveCosts(g: AwawGame, mover: Faction, exploitation: boolean): Map<string, number> {
  const out = new Map<string, number>();
  const surprise = g.info.conditions.russianSurprise.active && mover === 'axis' && !exploitation;
  for (const armor of groundOnMap(g)) {
    const owner = factionOf(g, armor);
    if (!areEnemies(owner, mover)) continue;
    const at = hexOfUnit(g, armor.id)!;
    if (!isMechanizedArmor(g, armor, at)) continue;
    if (surprise && russianSurpriseNoZoc(g, armor, at)) continue;
    for (const n of g.board.grid.neighbours(at)) {
      if (!zocExtends(g, armor, at, n)) continue;
      const cost = surprise && owner === 'russia' ? RUSSIAN_SURPRISE_ZOC_COST : byTheater(ZOC_LEAVE_COST, theaterOf(n));
      out.set(n, Math.max(out.get(n) ?? 0, cost));
    }
  }
  return out;
}
