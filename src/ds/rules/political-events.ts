import type { Violation } from '../../core/violation.ts';
import { sampleTable, type PoliticalEventsTable, type PoliticalResult } from '../data/political-events.sample.ts';
import { phasingCard, type PoliticalAction } from '../model/game.ts';
import type { DsGameState } from '../model/state.ts';
import type { PoliticalEventsSlice } from '../turn/slices/political-events.ts';

/**
 * PE-1 (2.1) politicalEventsSegmentApplies: "Skip this Segment if the phasing faction's Current
 * Card does not have a section that reads Political Events Segment."
 */
export function politicalEventsSegmentApplies(state: DsGameState): boolean {
  return (phasingCard(state.game).politicalEventsSegment?.actions.length ?? 0) > 0;
}

/** The actions the card lists, in the order listed. */
export const listedPoliticalActions = (state: DsGameState): readonly PoliticalAction[] =>
  phasingCard(state.game).politicalEventsSegment?.actions ?? [];

/**
 * PE-2 (2.1) performAllListedActionsInOrder: the phasing faction "must perform all actions listed
 * in that section, in the order listed, even if it already resolved those actions on a previous
 * turn of the current season". The action due now is the first not yet performed; none once all are.
 */
export function currentPoliticalAction(state: DsGameState, slice: PoliticalEventsSlice): PoliticalAction | undefined {
  return listedPoliticalActions(state)[slice.action];
}

/** PE-2: every listed action has been performed (the Segment is over). */
export const politicalActionsResolved = (state: DsGameState, slice: PoliticalEventsSlice): boolean =>
  currentPoliticalAction(state, slice) === undefined;

/** PE-4: the table the next roll is made on: the one a result directed to, else the action's own. */
export function tableForNextRoll(state: DsGameState, slice: PoliticalEventsSlice): string | undefined {
  return slice.table ?? currentPoliticalAction(state, slice)?.table;
}

/**
 * PE-3 (2.1) politicalModifiedRoll: one die plus the Political DRMs (1.1.2.1); "Modified die rolls
 * less than 1 or greater than 6 are treated as 1 and 6 respectively."
 */
export function politicalModifiedRoll(die: number, politicalDrm: number): number {
  return Math.min(6, Math.max(1, die + politicalDrm));
}

/** The result a modified roll gives on a table (row 1 to 6). */
export const resultOnTable = (table: PoliticalEventsTable, modified: number): PoliticalResult =>
  table.results[Math.min(6, Math.max(1, modified)) - 1]!;

/**
 * PE-5 (2.1) isFinalPoliticalResult: "A final result is any result that does not call for
 * rolling on another Table."
 */
export const isFinalPoliticalResult = (r: PoliticalResult): boolean => r.rollOn === undefined;

/**
 * PE-4 (2.1) politicalTableChain: a result that directs to another Political Events Table is
 * followed by another roll, with the Political DRMs, on that table; "continue rolling ... until
 * some final result is obtained". The table to roll on next, or undefined for a final result.
 */
export const politicalTableChain = (r: PoliticalResult): string | undefined => r.rollOn;

/**
 * PE-6 (2.1) applyItalicizedEvent: "If the final result is an italicized Political Event, look it
 * up in the appropriate rules section for instructions on how to apply it." Those sections are not
 * in the seeds, so the instruction is told to the player, not carried out.
 */
export function italicizedEventInstruction(r: PoliticalResult): string | undefined {
  return r.rule === undefined ? undefined : `apply per rule ${r.rule} (not in the seeds)`;
}

/**
 * PE-7 (2.1) politicalStepElimination: "If the elimination of steps is required by a Political
 * Event, see Eliminating Steps (4.2.6.2)." The steps are chosen and removed by that rule.
 */
export function politicalStepEliminationInstruction(r: PoliticalResult): string | undefined {
  const n = r.stepLosses ?? 0;
  return n === 0 ? undefined : `eliminate ${n} step${n === 1 ? '' : 's'} as Eliminating Steps (4.2.6.2) says`;
}

/**
 * PE-8 (2.2.4) politicalBlitzAward: Blitz markers awarded by a Political Event are "available for
 * use during the next Support Segment only": this turn's Blitz Marker Placement.
 */
export const politicalBlitzAward = (r: PoliticalResult): number => r.blitzMarkers ?? 0;

/**
 * PE-9 (2.2.3.4) snlfBeachheadSource: "The special Axis SNLF Beachhead-0 markers are placed via the
 * Operation Z (15.29) and Widespread Attacks (15.37) Political Events": only the Axis gets them.
 */
export const snlfBeachheadsAwarded = (state: DsGameState, r: PoliticalResult): number =>
  state.game.phasing === 'axis' ? r.snlfBeachheads ?? 0 : 0;

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/** Why no roll or result can be taken now: no section, or every action already resolved. */
function segmentViolations(state: DsGameState, slice: PoliticalEventsSlice): Violation[] {
  if (!politicalEventsSegmentApplies(state)) {
    return [v('2.1', 'politicalEvents.noSection', 'Your Current Card has no Political Events Segment section: there is nothing to roll for.')];
  }
  if (politicalActionsResolved(state, slice)) {
    return [v('2.1', 'politicalEvents.allResolved', 'Every action listed on your Current Card has been resolved.')];
  }
  return [];
}

/** PE-3, PE-4: a die roll on the table due now, which must be one turnchart carries (a sample). */
export function politicalRollViolations(state: DsGameState, slice: PoliticalEventsSlice): Violation[] {
  const base = segmentViolations(state, slice);
  if (base.length > 0) return base;
  const table = tableForNextRoll(state, slice)!;
  if (!sampleTable(table)) {
    return [v('2.1', 'politicalEvents.tableNotBundled',
      `"${table}" is not one of turnchart's sample Political Events Tables: roll your die, add the Political DRMs, read the result on your own chart and enter it.`)];
  }
  return [];
}

/** A result read from the player's own chart: any result, but SNLF Beachhead-0 markers are Axis only (PE-9). */
export function politicalResultViolations(state: DsGameState, slice: PoliticalEventsSlice, r: PoliticalResult): Violation[] {
  const base = segmentViolations(state, slice);
  if (base.length > 0) return base;
  const effects = r.rule !== undefined || (r.blitzMarkers ?? 0) + (r.snlfBeachheads ?? 0) + (r.stepLosses ?? 0) > 0;
  if (!isFinalPoliticalResult(r) && effects) {
    return [v('2.1', 'politicalEvents.chainWithEffects',
      'A result that sends you to another table is not a final result: roll on that table, and enter the event and its effects with the final result.')];
  }
  if ((r.snlfBeachheads ?? 0) > 0 && state.game.phasing !== 'axis') {
    return [v('2.2.3.4', 'politicalEvents.snlfAxisOnly', 'Only the Axis places SNLF Beachhead-0 markers, through Operation Z and Widespread Attacks.')];
  }
  return [];
}
