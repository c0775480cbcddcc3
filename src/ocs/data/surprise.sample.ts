/**
 * SAMPLE Surprise Table (9.8). The seed says the modified Surprise roll is checked "on the
 * Surprise Table to determine which player (if any) gets Surprise" and that "the type of attack
 * (overrun or regular) determines the Surprise Roll needed for each side (per tables)", without
 * printing it. Made up, NOT the OCS table; it agrees with the 9.8 examples (an overrun's 13 gives
 * attacker Surprise, its 5 defender Surprise). Enter your chart's answer instead (SURPRISE_RESULT).
 */
export const SURPRISE_SAMPLE_NOTE = 'SAMPLE Surprise Table (made up; not the OCS table)';

export type SurpriseLine = 'regular' | 'overrun';

export const SURPRISE_TABLE_SAMPLE: Readonly<Record<SurpriseLine, { readonly attackerAtLeast: number; readonly defenderAtMost: number }>> = {
  regular: { attackerAtLeast: 11, defenderAtMost: 3 },
  overrun: { attackerAtLeast: 10, defenderAtMost: 5 },
};
