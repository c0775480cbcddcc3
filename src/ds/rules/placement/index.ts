import type { Violation } from '../../../core/violation.ts';
import type { SupportTarget } from '../../events/index.ts';
import type { ConvoyMode } from '../../model/markers.ts';
import type { Faction } from '../../model/factions.ts';
import type { DsGameState } from '../../model/state.ts';

/**
 * The placement rules of 2.2.3.1-2.2.3.6 as the Support Unit and Convoy Marker Placement step asks
 * them. A pending placement is not on the map (SU-4): its unit is still in its Force Pool, and the
 * step's bookkeeping names it here as `pending`.
 */
export interface PlacementSituation {
  readonly phasing: Faction;
  /** Support units successfully placed this Segment (SU-3). */
  readonly placed: readonly string[];
  /** The placement awaiting contests, if any. */
  readonly pending?: { readonly unit: string; readonly to: SupportTarget };
}

/** SU-1, SU-8, FP-*, FUP-*, RW-*, AP-*, AUP-*, PR-* (2.2.3, 2.2.3.1, 2.2.3.3): may the phasing faction place `unit` at `to`? */
export function supportPlacementViolations(_state: DsGameState, _unit: string, _to: SupportTarget, _s: PlacementSituation): Violation[] {
  return [];
}

/** Every target where `unit` may legally be placed now (for the enumerator). */
export function supportPlacementTargets(_state: DsGameState, _unit: string, _s: PlacementSituation): SupportTarget[] {
  return [];
}

/** CT-* with PR-* (2.2.3.2, 2.2.3.3): may `faction` contest the pending placement with `unit`? */
export function contestViolations(_state: DsGameState, _faction: Faction, _unit: string, _s: PlacementSituation): Violation[] {
  return [];
}

/** Units of `faction` that could contest the pending placement (empty: the faction is not asked). */
export function contestingUnits(_state: DsGameState, _faction: Faction, _s: PlacementSituation): string[] {
  return [];
}

/** AP-10..AP-12 (2.2.3.1): may the successfully placed CV Fleet `cvFleet` put its CV Strike in `hex`? */
export function cvStrikeViolations(_state: DsGameState, _cvFleet: string, _hex: string, _s: PlacementSituation): Violation[] {
  return [];
}

/** Hexes where the CV Strike of `cvFleet` may go. */
export function cvStrikeHexes(_state: DsGameState, _cvFleet: string, _s: PlacementSituation): string[] {
  return [];
}

/** BH-1..BH-8 (2.2.3.4): may `supportUnit` be exchanged for Beachhead marker `marker` with its arrow to `arrowTo`? */
export function beachheadViolations(_state: DsGameState, _supportUnit: string, _marker: string, _arrowTo: string, _s: PlacementSituation): Violation[] {
  return [];
}

/** Every (marker, arrowTo) exchange open to `supportUnit`. */
export function beachheadOptions(_state: DsGameState, _supportUnit: string, _s: PlacementSituation): { marker: string; arrowTo: string }[] {
  return [];
}

/** CV-2..CV-8 (2.2.3.6): may the phasing faction place Convoy marker `marker` in `zone`'s Convoys Box in `mode`? */
export function convoyViolations(_state: DsGameState, _marker: string, _zone: string, _mode: ConvoyMode, _s: PlacementSituation): Violation[] {
  return [];
}

/** Every legal (marker, zone, mode) Convoy placement. */
export function convoyOptions(_state: DsGameState, _s: PlacementSituation): { marker: string; zone: string; mode: ConvoyMode }[] {
  return [];
}
