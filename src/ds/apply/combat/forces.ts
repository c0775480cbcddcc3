import type { CombatMode, CombatSegmentRecord } from '../../model/combat.ts';
import type { CombatSlice } from '../../turn/slices/combat.ts';

/** The record of the segment an attack belongs to. */
export const recordOf = (combat: CombatSlice, mode: CombatMode): CombatSegmentRecord => combat[mode];

export const withRecord = (combat: CombatSlice, mode: CombatMode, record: CombatSegmentRecord): CombatSlice =>
  mode === 'blitz' ? { ...combat, blitz: record } : { ...combat, regular: record };

export const union = (a: readonly string[], b: readonly string[]): string[] => [...a, ...b.filter((x) => !a.includes(x))];

/**
 * The segment's record with more units that took part in a combat (HQ-7), and among them those
 * that attacked (AT-7, BL-2), which have taken part too (R-ATTACK-RECORD).
 */
export function withParticipants(combat: CombatSlice, mode: CombatMode, participated: readonly string[], attacked: readonly string[] = []): CombatSlice {
  const r = recordOf(combat, mode);
  return withRecord(combat, mode, {
    ...r,
    unitsThatAttacked: union(r.unitsThatAttacked, attacked),
    unitsThatParticipated: union(r.unitsThatParticipated, union(attacked, participated)),
  });
}
