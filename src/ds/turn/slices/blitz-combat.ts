/** Bookkeeping of the Blitz Combat Segment's own steps (4.1.1, 4.1.3, 4.1.4). */
export interface BlitzCombatSlice {
  /** Units that made an Airdrop this segment (4.1.1), by Airdrop marker id. */
  readonly airdrops: Readonly<Record<string, string>>;
  /** SNLF Beachhead-0 markers that made their Special SNLF Landing this segment (4.1.3.1). */
  readonly snlfLandings: readonly string[];
}

export const emptyBlitzCombatSlice: BlitzCombatSlice = { airdrops: {}, snlfLandings: [] };
