import type { AwawGame, OffensiveLevel } from '../model/game.ts';
import { hexOf } from '../model/queries.ts';
import type { Faction } from '../model/ids.ts';
import type { AttackRecord } from '../turn/context.ts';

/**
 * Offensive operations and fronts (rule 9 is not in the texts; R-AWAW-OFFENSIVES): the scenario gives
 * each faction's offensive level per front, none, limited or full.
 */

export const levelOn = (g: AwawGame, faction: Faction, front: string | undefined): OffensiveLevel =>
  front === undefined ? 'none' : g.info.offensives[faction]?.[front] ?? 'none';

/**
 * A ground attack is an offensive operation paid on the front of the hex that receives it (9.71,
 * 15.45): the attacking faction needs a limited or full offensive there.
 */
export const attackPermittedOn = (g: AwawGame, faction: Faction, targetHex: string): boolean =>
  levelOn(g, faction, hexOf(g, targetHex)?.front) !== 'none';

/**
 * W-8 15.45 multiFrontBrp: the offensive's BRP cost is paid once, on the front of the hex attacked,
 * but counts on every front involved (the attackers' fronts too) when deciding whether an attrition
 * is permitted. An attrition is not permitted on a front where the faction conducts a full offensive
 * (R-AWAW-OFFENSIVES); a full-offensive attack across a front boundary counts on both fronts.
 */
export function frontsWithFullOffensive(g: AwawGame, faction: Faction, attacks: readonly AttackRecord[]): Set<string> {
  const out = new Set<string>();
  for (const [front, level] of Object.entries(g.info.offensives[faction] ?? {})) if (level === 'full') out.add(front);
  for (const a of attacks) {
    if (a.faction !== faction) continue;
    const paidOn = hexOf(g, a.targets[0]!)?.front;
    if (levelOn(g, faction, paidOn) !== 'full') continue;
    for (const o of a.origins) {
      const f = hexOf(g, o.hex)?.front;
      if (f !== undefined) out.add(f);
    }
  }
  return out;
}

/** Whether `faction` may attrition on `front` (W-8, R-AWAW-OFFENSIVES). */
export const attritionPermittedOn = (g: AwawGame, faction: Faction, front: string | undefined, attacks: readonly AttackRecord[]): boolean =>
  front !== undefined && !frontsWithFullOffensive(g, faction, attacks).has(front);

/**
 * W-8: whether a full offensive is conducted on a front counts only the attacking unit's own front:
 * the fronts the faction's attackers stood on in attacks made under a full offensive.
 */
export function fullOffensiveFrontsOfAttackers(g: AwawGame, faction: Faction, attacks: readonly AttackRecord[]): Set<string> {
  const out = new Set<string>();
  for (const a of attacks) {
    if (a.faction !== faction) continue;
    for (const o of a.origins) {
      const f = hexOf(g, o.hex)?.front;
      if (f !== undefined && levelOn(g, faction, f) === 'full') out.add(f);
    }
  }
  return out;
}
