import type { Theater } from '../../model/hex-ids.ts';
import type { Faction } from '../../model/ids.ts';
import { atWar, type MajorPower, type PoliticalFacts } from '../../model/politics.ts';

/**
 * 11.32 General restrictions on partisan construction. Catalog: PT-11, PT-12.
 */

/**
 * PT-11 11.32A europeConstructionGate: with RGT tracked (transition rule 9.41) the normal rules
 * apply; without, the Western Allies and Russia may not build partisans in Europe until Russia and
 * Germany are at war, or Russia has mobilized its last civilian factory and may declare war on
 * Germany (2.21D). Both are facts on the state (R-AWAW-POLITICS).
 */
export function europeGateOpen(p: PoliticalFacts, faction: Faction, theater: Theater): boolean {
  if (theater !== 'europe' || p.rgtTracked) return true;
  if (faction !== 'western' && faction !== 'russia') return true;
  return atWar(p, 'russia', 'germany') || p.russiaMayDeclareWarOnGermany;
}

/**
 * PT-12 11.32B pacificIndianPartisans: Japan may build Indian partisans before Japan and Britain are
 * at war once it has an Indian Subversion production result (so the 11.353B war requirement does
 * not apply to them); Britain may attack Indian partisans whether or not it is at war with Japan.
 */
export const japanMayBuildIndian = (p: PoliticalFacts, builder: MajorPower): boolean => builder === 'japan' && p.partisans.indianSubversion;
export const britainMayAttackIndianPartisans = true;
