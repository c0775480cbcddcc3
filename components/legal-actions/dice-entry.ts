import type { AnyViews, RulesetEvent } from '../../src/core/ruleset.ts';
import type { FreeMover } from '../../src/core/step.ts';
import type { ResultEntryView } from '../../src/core/views.ts';
import { actionChoices, type ActionChoice } from './action-targets.ts';

/** Whether the player enters `e`'s result from their own chart (the ruleset's views say which events do). */
const isResult = (e: RulesetEvent, views: AnyViews): boolean => views.resultEntry(e.type) !== undefined;

/**
 * The actions a player sees for the dice they use. Seeded dice: the seeded roll only, the turn's
 * generator rolls. Own dice: a button per die face and the chart results, no seeded roll. Every
 * action stays legal either way; this only chooses which are offered.
 */
export function actionsForDice(actions: readonly RulesetEvent[], ownDice: boolean, views: AnyViews): RulesetEvent[] {
  return actions.filter((e) => {
    const seeded = views.seededRoll(e);
    if (seeded !== undefined) return ownDice ? !seeded : seeded;
    return ownDice || !isResult(e, views);
  });
}

const otherDiceCache = new WeakMap<readonly RulesetEvent[], Map<boolean, number>>();

/**
 * How many legal actions the other dice mode offers and this one does not (the count beside the
 * buttons says so), counted once per list and dice mode: the panel redraws on every click (arming
 * an action), and a full board's placement step has thousands of actions to ask the views about.
 */
export function actionsOfOtherDice(actions: readonly RulesetEvent[], ownDice: boolean, views: AnyViews): number {
  let byDice = otherDiceCache.get(actions);
  if (!byDice) { byDice = new Map(); otherDiceCache.set(actions, byDice); }
  let n = byDice.get(ownDice);
  if (n === undefined) { n = actions.length - actionsForDice(actions, ownDice, views).length; byDice.set(ownDice, n); }
  return n;
}

/** The chart-result event the step accepts now, if any, with its chart: the player may type what their chart says. */
export function resultEntryOf(actions: readonly RulesetEvent[], views: AnyViews): { readonly type: string; readonly entry: ResultEntryView } | undefined {
  for (const e of actions) {
    const entry = views.resultEntry(e.type);
    if (entry) return { type: e.type, entry };
  }
  return undefined;
}

const offeredCache = new WeakMap<readonly RulesetEvent[], Map<boolean, { readonly movers: readonly FreeMover[]; readonly choices: readonly ActionChoice[] }>>();

/**
 * The choices offered for the legal actions `actions`, the counters that may move freely `movers`
 * and the dice in use, computed once per list (the list is the controller's, one per position, so
 * `views` and `game` are those of that position): the panel and the guide both ask on every render,
 * and on a full board a placement step has thousands of actions.
 */
export function offeredChoices(actions: readonly RulesetEvent[], ownDice: boolean, views: AnyViews, game: unknown, movers: readonly FreeMover[] = []): readonly ActionChoice[] {
  let byDice = offeredCache.get(actions);
  if (!byDice) { byDice = new Map(); offeredCache.set(actions, byDice); }
  let made = byDice.get(ownDice);
  if (!made || made.movers !== movers) {
    made = { movers, choices: actionChoices(actionsForDice(actions, ownDice, views), views, game, movers) };
    byDice.set(ownDice, made);
  }
  return made.choices;
}
