import type { Faction } from '../../model/factions.ts';
import type { SupportTarget } from '../../events/index.ts';

/** What the rules ask right after a support unit is successfully placed (2.2.3.1, 2.2.3.4-2.2.3.6). */
export type PlacementFollowUp =
  /** FP-4: flip the CV Fleet and place its CV Strike within one hex (a new, contestable placement). */
  | 'cvStrike'
  /** FP-8, BH-2: exchange the Surface Fleet for a Beachhead-1 marker; it goes to the Used Box. */
  | 'beachheadRequired'
  /** AP-3, BH-1: the phasing faction may exchange the Air Force for a Beachhead-2 marker. */
  | 'beachheadOptional'
  /** FP-9, AP-5: decide whether the unit becomes an Escort Troop Convoy (CV-9). */
  | 'escortDecision'
  /** AP-9: flip the Bomber to its Devastation side (DV-1). */
  | 'devastation'
  | 'none';

/** A support unit placement waiting for the contest round (2.2.3). */
export interface PendingPlacement {
  readonly unit: string;
  readonly to: SupportTarget;
}

/** Bookkeeping of Support Unit and Convoy Marker Placement (2.2.3). */
export interface PlacementSlice {
  /**
   * The placement waiting for contests (SU-4: it has no effect on the map yet). Its unit stays in
   * its Force Pool, except a CV Strike, which is flipped in its CV Fleet's hex while it waits.
   */
  readonly pending?: PendingPlacement;
  /** Non-phasing factions already asked about the pending placement, or passed over (SU-2 order). */
  readonly asked: readonly Faction[];
  /** The non-phasing faction being asked now: only it may answer. */
  readonly asking?: Faction;
  /** Support units successfully placed this Segment (SU-3: never contested again, but a CV Strike). */
  readonly placed: readonly string[];
  /** The unit just successfully placed and the immediate follow-up it owes (CV Strike, Beachhead, Escort, Devastation). */
  readonly followUp?: { readonly unit: string; readonly kind: Exclude<PlacementFollowUp, 'none'> };
}

export const emptyPlacementSlice: PlacementSlice = { asked: [], placed: [] };
