import { emptyCombatRecord, type CombatSegmentRecord } from '../../rules/combat/types.ts';

/** Bookkeeping of the Combat Segments (4.1.2, 4.2): what attacked and was attacked, the attack under way. */
export interface CombatSlice {
  readonly blitz: CombatSegmentRecord;
  readonly regular: CombatSegmentRecord;
}

export const emptyCombatSlice: CombatSlice = { blitz: emptyCombatRecord, regular: emptyCombatRecord };
