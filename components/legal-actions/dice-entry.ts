import type { DsEvent, DsEventType } from '../../src/ds/events/index.ts';
import type { PlaceNames } from '../../src/ds/model/index.ts';
import { actionChoices, type ActionChoice } from './action-targets.ts';

/** Events whose result the player reads on their own chart (2.1, 2.2.5.2, 4.2.2 Step 5). */
export const RESULT_EVENT_TYPES = ['POLITICAL_RESULT', 'CABINET_CRISIS_RESULT', 'COMBAT_RESULT'] as const satisfies readonly DsEventType[];
export type ResultEventType = (typeof RESULT_EVENT_TYPES)[number];

const isResult = (e: DsEvent): boolean => (RESULT_EVENT_TYPES as readonly string[]).includes(e.type);

/**
 * The actions a player sees for the dice they use. Seeded dice: "Roll the die" only, the turn's
 * generator rolls. Own dice: a button per die face and the chart results, no seeded roll. Every
 * action stays legal either way; this only chooses which are offered.
 */
export function actionsForDice(actions: readonly DsEvent[], ownDice: boolean): DsEvent[] {
  return actions.filter((e) => {
    if (e.type === 'ROLL') return ownDice ? e.value !== undefined : e.value === undefined;
    return ownDice || !isResult(e);
  });
}

/** How many legal actions the other dice mode offers and this one does not (the count beside the buttons says so). */
export function actionsOfOtherDice(actions: readonly DsEvent[], ownDice: boolean): number {
  return actions.length - actionsForDice(actions, ownDice).length;
}

/** The entry box for a chart result: which chart to read, and what a result on it looks like. */
export const RESULT_ENTRY: Readonly<Record<ResultEventType, { readonly label: string; readonly hint: string }>> = {
  POLITICAL_RESULT: { label: 'Result from your Political Events Table', hint: 'the result as printed, e.g. No effect.' },
  CABINET_CRISIS_RESULT: { label: 'Result from your Cabinet Crisis Table', hint: 'the result as printed on the table' },
  COMBAT_RESULT: { label: 'Result from your Combat Results Table', hint: 'e.g. Dr2 0/1' },
};

/** The chart-result event the step accepts now, if any: the player may type what their chart says. */
export function resultEntryType(actions: readonly DsEvent[]): ResultEventType | undefined {
  const e = actions.find(isResult);
  return e ? (e.type as ResultEventType) : undefined;
}

const offeredCache = new WeakMap<readonly DsEvent[], Map<boolean, readonly ActionChoice[]>>();

/**
 * The choices offered for the legal actions `actions` and the dice in use, computed once per list
 * (the list is the controller's, one per position): the panel and the guide both ask on every
 * render, and on a full board a placement step has thousands of actions.
 */
export function offeredChoices(actions: readonly DsEvent[], ownDice: boolean, names: PlaceNames): readonly ActionChoice[] {
  let byDice = offeredCache.get(actions);
  if (!byDice) { byDice = new Map(); offeredCache.set(actions, byDice); }
  let choices = byDice.get(ownDice);
  if (!choices) { choices = actionChoices(actionsForDice(actions, ownDice), names); byDice.set(ownDice, choices); }
  return choices;
}
