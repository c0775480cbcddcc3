import type { Violation } from '../../core/violation.ts';
import { isAllSeaHex } from '../model/terrain.ts';
import type { DsGameState } from '../model/state.ts';
import type { BlitzSlice, PendingCabinetCrisis } from '../turn/slices/blitz.ts';
import { politicalModifiedRoll } from './political-events.ts';

/**
 * BZ-4 (2.2.4) cabinetCrisisLand: "If the Axis faction places a Blitz marker in a Land hex and the
 * Army is not 'leading the government,' the Axis faction must roll on the Cabinet Crisis Table."
 * BZ-5 (2.2.4) cabinetCrisisSea: the same for an All-Sea hex while the Navy is not leading.
 * Which service leads is `game.japaneseGovernment`. Returns the cause, or undefined: no roll.
 */
export function cabinetCrisisCause(state: DsGameState, hex: string): PendingCabinetCrisis['cause'] | undefined {
  if (state.game.phasing !== 'axis') return undefined;
  const h = state.board.hexes[hex];
  if (!h) return undefined;
  if (isAllSeaHex(h)) return state.game.japaneseGovernment !== 'navy' ? 'sea' : undefined;
  return state.game.japaneseGovernment !== 'army' ? 'land' : undefined;
}

/** Why the roll is due, in the rule's words. */
export function cabinetCrisisReason(cause: PendingCabinetCrisis['cause']): string {
  return cause === 'land'
    ? 'a Blitz marker in a Land hex while the Army is not leading the government (BZ-4)'
    : 'a Blitz marker in an All-Sea hex while the Navy is not leading the government (BZ-5)';
}

/**
 * BZ-4, BZ-5: "Political DRMs (1.1.2.1) do apply to this roll." A modified roll beyond 1..6 is read
 * as 1 or 6, as on the Political Events Tables (PE-3; docs/rulings.md R-CABINET-CLAMP).
 */
export const cabinetCrisisModifiedRoll = (die: number, politicalDrm: number): number => politicalModifiedRoll(die, politicalDrm);

/** The roll (or a result read from the printed chart) is legal only while one is due. */
export function cabinetCrisisViolations(blitz: BlitzSlice): Violation[] {
  if (blitz.cabinetCrisis) return [];
  return [{ rule: '2.2.4', code: 'cabinetCrisis.notDue', message: 'No Cabinet Crisis roll is due now.' }];
}
