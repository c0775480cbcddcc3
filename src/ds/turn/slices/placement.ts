import type { Faction } from '../../model/factions.ts';
import type { SupportTarget } from '../../events/index.ts';

/** Bookkeeping of Support Unit and Convoy Marker Placement (2.2.3). */
export interface PlacementSlice {
  /** The placement waiting for contests (SU-4: it has no effect on the map yet). */
  readonly pending?: { readonly unit: string; readonly to: SupportTarget };
  /** Non-phasing factions already asked about the pending placement (SU-2 order). */
  readonly asked: readonly Faction[];
  /** Support units successfully placed this Segment (SU-3: never contested again). */
  readonly placed: readonly string[];
}

export const emptyPlacementSlice: PlacementSlice = { asked: [], placed: [] };
