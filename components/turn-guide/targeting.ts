import type { DsEvent } from '../../src/ds/events/index.ts';
import type { PlaceNames } from '../../src/ds/model/index.ts';
import { describeAction } from '../legal-actions/action-labels.ts';
import { actionsByTarget, type ActionChoice } from '../legal-actions/action-targets.ts';
import { offeredChoices } from '../legal-actions/dice-entry.ts';
import { targetName } from '../legal-actions/legal-actions.ts';

/** What the map and the place list highlight for the armed choice: target key → what a click does. */
export interface ArmedTargets {
  readonly hexes: ReadonlyMap<string, string>;
  readonly places: ReadonlyMap<string, string>;
}

export const NO_TARGETS: ArmedTargets = { hexes: new Map(), places: new Map() };

/** The armed choice among the actions offered now (undefined when it is no longer offered). */
export function findChoice(legal: readonly DsEvent[], ownDice: boolean, names: PlaceNames, key: string | undefined): ActionChoice | undefined {
  if (!key) return undefined;
  return offeredChoices(legal, ownDice, names).find((c) => c.key === key && c.targeted);
}

const targetsCache = new WeakMap<ActionChoice, ArmedTargets>();

/**
 * Each target of the choice, labelled with the action a click performs there (for screen readers
 * too). The same maps while the choice stays armed, so the map redraws its targets only on a change.
 */
export function armedTargets(choice: ActionChoice | undefined, names: PlaceNames): ArmedTargets {
  if (!choice) return NO_TARGETS;
  let cached = targetsCache.get(choice);
  if (!cached) { cached = labelTargets(choice, names); targetsCache.set(choice, cached); }
  return cached;
}

function labelTargets(choice: ActionChoice, names: PlaceNames): ArmedTargets {
  const hexes = new Map<string, string>(), places = new Map<string, string>();
  for (const [key, list] of actionsByTarget(choice.actions)) {
    const label = list.length === 1 ? describeAction(list[0]!, names) : `${choice.label} at ${targetName(key, names)}: ${list.length} ways, choose one next`;
    (key.includes(':') ? places : hexes).set(key, label);
  }
  return { hexes, places };
}
