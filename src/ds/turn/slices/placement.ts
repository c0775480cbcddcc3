import type { Faction } from '../../model/factions.ts';
import type { SupportTarget } from '../../events/index.ts';
import type { PlacementFollowUp } from '../../rules/placement/index.ts';

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
