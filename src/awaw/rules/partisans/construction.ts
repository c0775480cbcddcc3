import type { Violation } from '../../../core/violation.ts';
import type { PartisanArea } from '../../data/partisan-areas.ts';
import type { AwawGame } from '../../model/game.ts';
import { sideOf, type Faction } from '../../model/ids.ts';
import { politicsOf, type MajorPower } from '../../model/politics.ts';
import { factionOf, groundOnMap, hexOf, hexOfUnit, unit, withMoved } from '../../model/queries.ts';
import type { GroundUnit } from '../../model/units.ts';
import type { PartisanBuild } from '../../turn/movement-book.ts';
import { areaOfHex, builderOf, factionOfPower, majorPowerAgainst } from './areas.ts';
import { europeGateOpen } from './construction-general.ts';
import { countryClosedToPartisans, majorAreaViolations } from './construction-majors.ts';
import { atWarWithTarget, builderViolations, onePerCountryViolations, placementHexViolations } from './construction-mechanics.ts';
import { minorAreaViolations } from './construction-minors.ts';
import { poolRoom } from './pools.ts';

/**
 * Every check of placing a partisan (11.3), and 11.36-11.38. Catalog: PT-32, PT-40, PT-41, PT-42.
 */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/** What a placement is about: the counter, its builder and faction, the hex's area. */
export interface PartisanPlacement {
  readonly unit: GroundUnit;
  readonly builder: MajorPower;
  readonly faction: Faction;
  readonly area: PartisanArea;
  readonly country: string | undefined;
}

/**
 * Why `hex` may not take a partisan of this builder now, the counter aside (11.32-11.353):
 * PT-32 11.353A notBeforeEmployment: partisans are not built until their employment is permitted,
 * that is until every gate below is open: 11.32A, 11.33 or 11.34/11.341, the builder (11.354-11.356),
 * the pool (11.21), one per country per turn (11.353C),
 * the hex (11.353D-E), and war with the major power the partisans will operate against (11.353B).
 */
export function hexViolations(g: AwawGame, builds: readonly PartisanBuild[], builder: MajorPower, hex: string): Violation[] {
  const p = politicsOf(g);
  const faction = factionOfPower(builder);
  const info = hexOf(g, hex);
  if (!info || info.terrain === 'sea') return [v('11.353D', 'partisan.notLand', `${hex} is not a land hex of the map`)];
  if (countryClosedToPartisans(info.country)) return [v('11.33E', 'partisan.neverHere', `partisans may not be built in ${info.country} (11.33E, G, H)`)];
  const area = areaOfHex(g, hex);
  if (!area) return [v('11.21', 'partisan.noPool', `${info.country ?? hex} has no partisan force pool (11.22, 11.23; R-AWAW-COUNTRY-IDS)`)];
  if (!europeGateOpen(p, faction, area.theater)) return [v('11.32A', 'partisan.europeGate', 'without RGT, the Western Allies and Russia build no partisans in Europe until Russia and Germany are at war or Russia may declare war on Germany (11.32A)')];
  const gate = area.table === 'major' ? majorAreaViolations(p, area, faction, info.country) : minorAreaViolations(g, p, area, builder, info.country, hex);
  if (gate.length > 0) return gate;
  const who = builderViolations(p, builder, faction, hex);
  if (who.length > 0) return who;
  if (poolRoom(g, area, faction) <= 0) return [v('11.21', 'partisan.poolFull', `the ${faction} partisan force pool for ${area.row} is full (11.21-11.23)`)];
  const once = onePerCountryViolations(builds, faction, area);
  if (once.length > 0) return once;
  const placement = placementHexViolations(g, builder, faction, hex);
  if (placement.length > 0) return placement;
  if (!atWarWithTarget(p, builder, majorPowerAgainst(g, hex), area)) return [v('11.353B', 'partisan.notAtWar', `${builder} is not at war with the major power its partisans would operate against in ${hex} (11.353B)`)];
  return [];
}

/** The counter a player places (a partisan in its force pool, of a major power, of the phasing side), in a hex that takes it. */
export function placementOf(g: AwawGame, unitId: string, hex: string, builds: readonly PartisanBuild[]): PartisanPlacement | Violation[] {
  const u = unit(g, unitId);
  if (!u || u.type !== 'partisan') return [v('11.351', 'partisan.notPartisan', `${unitId} is not a partisan counter`)];
  if (g.pieces.get(unitId)?.at.kind !== 'pool') return [v('11.351', 'partisan.notInPool', `${u.name} is not in a force pool`)];
  const builder = builderOf(g, u);
  if (builder === undefined) return [v('11.41', 'partisan.noBuilder', `no major power builds partisans of the ${u.nationality} nationality (R-AWAW-COUNTRY-IDS)`)];
  const faction = factionOf(g, u);
  if (sideOf(faction) !== g.info.phasing) return [v('11.351', 'partisan.notPhasing', `${u.name} is not the phasing side's`)];
  const why = hexViolations(g, builds, builder, hex);
  if (why.length > 0) return why;
  return { unit: u, builder, faction, area: areaOfHex(g, hex)!, country: hexOf(g, hex)?.country };
}

/** Every check of placing partisan `unitId` in `hex` in the unit construction phase (PT-28..PT-39). */
export function constructionViolations(g: AwawGame, builds: readonly PartisanBuild[], unitId: string, hex: string): Violation[] {
  const p = placementOf(g, unitId, hex, builds);
  return Array.isArray(p) ? p : [];
}

/**
 * PT-40 11.36 openingSetup: every construction restriction applies to partisans of an opening setup;
 * those that cannot be placed stay out of play until built at the normal cost. Returns the
 * partisans on the map of a freshly loaded scenario that break one, with why.
 * PT-41 11.37 afterLiberation: partisans may still be built after their country is recaptured by
 * friendly non-partisan forces, and stay in play after its liberation (conquest stays a fact,
 * construction-majors.ts; nothing removes partisans on liberation).
 */
export function openingSetupProblems(g: AwawGame): { unit: string; violations: Violation[] }[] {
  const out: { unit: string; violations: Violation[] }[] = [];
  for (const u of groundOnMap(g).filter((x) => x.type === 'partisan')) {
    const hex = hexOfUnit(g, u.id)!;
    const builder = builderOf(g, u);
    const without = withMoved(g, u.id, { kind: 'pool', nationality: u.nationality });
    const violations = builder === undefined ? [v('11.41', 'partisan.noBuilder', `no major power builds partisans of the ${u.nationality} nationality`)] : hexViolations(without, [], builder, hex);
    if (violations.length > 0) out.push({ unit: u.id, violations });
  }
  return out;
}

/**
 * PT-42 11.38 builderSurrender: partisans are eliminated when the major power that built them
 * surrenders, and those the U.S. built when it sues for peace in their theater.
 */
export function partisansEliminatedBySurrender(g: AwawGame): string[] {
  const p = politicsOf(g);
  return groundOnMap(g).filter((u) => {
    if (u.type !== 'partisan') return false;
    const b = builderOf(g, u);
    if (b === undefined) return false;
    if (p.surrendered.includes(b)) return true;
    const hex = hexOfUnit(g, u.id)!;
    return b === 'usa' && p.usSuedForPeace.some((t) => (t === 'pacific') === hex.startsWith('p'));
  }).map((u) => u.id);
}
