import type { SupportTarget } from '../../events/index.ts';
import type { Faction } from '../../model/factions.ts';

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
