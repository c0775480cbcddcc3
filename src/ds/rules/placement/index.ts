import type { Violation } from '../../../core/violation.ts';
import type { SupportTarget } from '../../events/index.ts';
import { contentsOf } from '../../model/contents.ts';
import type { ConvoyMode } from '../../model/markers.ts';
import type { Faction } from '../../model/factions.ts';
import type { DsGameState } from '../../model/state.ts';
import { beachheadCheck, beachheadChoices, beachheadPossibleAt } from './beachhead-placement.ts';
import { contestCheck, legalContestSides, type ContestSide } from './contest.ts';
import { situationContext } from './context.ts';
import { convoyCheck, convoyChoices } from './convoy-placement.ts';
import { cvStrikeCheck, cvStrikeChoices, cvStrikePossibleAt } from './cv-strike.ts';
import type { PlacementSituation } from './situation.ts';
import { supportPlacementCheckOnce } from './support-placement.ts';
import { placementTargets } from './targets.ts';

/**
 * The placement rules of 2.2.3.1-2.2.3.6 as the Support Unit and Convoy Marker Placement step asks
 * them; the predicates live in this folder, one file per rule section. Facts shared by many
 * questions about one state (bases, Air units, reachable hexes and zones) are computed once per
 * state and situation (context.ts).
 */
export type { PlacementSituation } from './situation.ts';
export type { ContestSide } from './contest.ts';
export { pendingPlacementFace } from './contest.ts';
export { placementFollowUp, type PlacementFollowUp } from './follow-ups.ts';
export { beachheadLevelFor, beachheadShifts } from './beachhead-placement.ts';
export { placementLimitsToWeigh } from './restrictions.ts';

/** SU-1, SU-8, FP-*, FUP-*, RW-*, AP-*, AUP-*, PR-* (2.2.3, 2.2.3.1, 2.2.3.3): may the phasing faction place `unit` at `to`? */
export function supportPlacementViolations(state: DsGameState, unit: string, to: SupportTarget, s: PlacementSituation): Violation[] {
  return supportPlacementCheckOnce(situationContext(state, s), unit, to, s);
}

/** Every target where `unit` may legally be placed now (for the enumerator). */
export function supportPlacementTargets(state: DsGameState, unit: string, s: PlacementSituation): SupportTarget[] {
  return placementTargets(situationContext(state, s), unit, s);
}

/**
 * CT-* with PR-* (2.2.3.2, 2.2.3.3): may `faction` contest the pending placement with `unit`? A CV
 * Fleet contests on its CV Fleet or CV Strike side; `side` asks about one (see `contestSides`).
 */
export function contestViolations(state: DsGameState, faction: Faction, unit: string, s: PlacementSituation, side?: ContestSide): Violation[] {
  return contestCheck(situationContext(state, s), faction, unit, s, side);
}

/** Units of `faction` that could contest the pending placement (empty: the faction is not asked). */
export function contestingUnits(state: DsGameState, faction: Faction, s: PlacementSituation): string[] {
  const ctx = situationContext(state, s);
  return contentsOf(state, { kind: 'forcePool', faction })
    .filter((p) => p.counter.kind === 'support' && contestCheck(ctx, faction, p.counter.id, s).length === 0)
    .map((p) => p.counter.id);
}

/** The sides on which `unit` may contest now: a CV Strike goes to the Delay Box, a CV Fleet to the Naval Warfare Delay Box (CT-3). */
export function contestSides(state: DsGameState, faction: Faction, unit: string, s: PlacementSituation): ContestSide[] {
  return legalContestSides(situationContext(state, s), faction, unit, s);
}

/** AP-10..AP-12 (2.2.3.1): may the successfully placed CV Fleet `cvFleet` put its CV Strike in `hex`? */
export function cvStrikeViolations(state: DsGameState, cvFleet: string, hex: string, s: PlacementSituation): Violation[] {
  return cvStrikeCheck(state, cvFleet, hex, s);
}

/** Hexes where the CV Strike of `cvFleet` may go. */
export function cvStrikeHexes(state: DsGameState, cvFleet: string, s: PlacementSituation): string[] {
  return cvStrikeChoices(state, cvFleet, s);
}

/** Whether cvStrikeHexes would find a hex if the CV Fleet stood in `fleetHex` (a placement being tried: FP-4 pre-check). */
export function cvStrikePossibleFrom(state: DsGameState, cvFleet: string, fleetHex: string, s: PlacementSituation): boolean {
  return cvStrikePossibleAt(state, cvFleet, fleetHex, s);
}

/** BH-1..BH-8 (2.2.3.4): may `supportUnit` be exchanged for Beachhead marker `marker` with its arrow to `arrowTo`? */
export function beachheadViolations(state: DsGameState, supportUnit: string, marker: string, arrowTo: string, s: PlacementSituation): Violation[] {
  return beachheadCheck(state, supportUnit, marker, arrowTo, s);
}

/** Every (marker, arrowTo) exchange open to `supportUnit`. */
export function beachheadOptions(state: DsGameState, supportUnit: string, s: PlacementSituation): { marker: string; arrowTo: string }[] {
  return beachheadChoices(state, supportUnit, s);
}

/** Whether beachheadOptions would find an exchange if the unit stood in `hex` (a placement being tried: FP-8 pre-check). */
export function beachheadPossibleFrom(state: DsGameState, supportUnit: string, hex: string, s: PlacementSituation): boolean {
  return beachheadPossibleAt(state, supportUnit, hex, s);
}

/** CV-2..CV-8 (2.2.3.6): may the phasing faction place Convoy marker `marker` in `zone`'s Convoys Box in `mode`? */
export function convoyViolations(state: DsGameState, marker: string, zone: string, mode: ConvoyMode, s: PlacementSituation): Violation[] {
  return convoyCheck(situationContext(state, s), marker, zone, mode, s);
}

/** Every legal (marker, zone, mode) Convoy placement. */
export function convoyOptions(state: DsGameState, s: PlacementSituation): { marker: string; zone: string; mode: ConvoyMode }[] {
  return convoyChoices(situationContext(state, s), s);
}
