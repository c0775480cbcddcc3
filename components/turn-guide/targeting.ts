import type { AnyViews, RulesetEvent } from '../../src/core/ruleset.ts';
import type { FreeMover } from '../../src/core/step.ts';
import type { StacksView } from '../../src/core/views.ts';
import { actionsByTarget, type ActionChoice } from '../legal-actions/action-targets.ts';
import { offeredChoices } from '../legal-actions/dice-entry.ts';

/** What the map and the place list highlight for the armed choice: target key → what a click does. */
export interface ArmedTargets {
  readonly hexes: ReadonlyMap<string, string>;
  readonly places: ReadonlyMap<string, string>;
}

export const NO_TARGETS: ArmedTargets = { hexes: new Map(), places: new Map() };

/** The hexes holding any of `pieces` (ids) on the map now: for the map to ring while an action naming them is considered. */
export function hexesOfPieces(stacks: StacksView, pieces: readonly string[]): ReadonlySet<string> | undefined {
  if (pieces.length === 0) return undefined;
  const wanted = new Set(pieces), hexes = new Set<string>();
  for (const [hex, stack] of stacks.stacks) if (stack.some((p) => wanted.has(p.id))) hexes.add(hex);
  return hexes;
}

/** The armed choice among the actions and free movers offered now (undefined when it is no longer offered). */
export function findChoice(
  legal: readonly RulesetEvent[], movers: readonly FreeMover[], ownDice: boolean, views: AnyViews, game: unknown, key: string | undefined,
): ActionChoice | undefined {
  if (!key) return undefined;
  return offeredChoices(legal, ownDice, views, game, movers).find((c) => c.key === key && c.targeted);
}

const targetsCache = new WeakMap<ActionChoice, ArmedTargets>();

/**
 * Each target of the choice, labelled with the action a click performs there (for screen readers
 * too). The same maps while the choice stays armed, so the map redraws its targets only on a change.
 */
export function armedTargets(choice: ActionChoice | undefined, views: AnyViews, game: unknown): ArmedTargets {
  if (!choice) return NO_TARGETS;
  let cached = targetsCache.get(choice);
  if (!cached) { cached = labelTargets(choice, views, game); targetsCache.set(choice, cached); }
  return cached;
}

/**
 * Target key → label, each label put in words the first time it is read. The map reads the label
 * of its one tab stop, so arming an action on hundreds of hexes describes one action, not hundreds;
 * iterating over the entries (the place list does) describes them all.
 */
class LabelledTargets extends Map<string, string> {
  private unlabelled: Map<string, readonly RulesetEvent[]> | undefined;

  constructor(ways: ReadonlyMap<string, readonly RulesetEvent[]>, private readonly label: (key: string, ways: readonly RulesetEvent[]) => string) {
    super();
    this.unlabelled = new Map(ways);
    for (const key of ways.keys()) super.set(key, '');
  }

  override get(key: string): string | undefined {
    const pending = this.unlabelled, ways = pending?.get(key);
    if (pending && ways) { super.set(key, this.label(key, ways)); pending.delete(key); }
    return super.get(key);
  }

  private labelAll(): void {
    for (const key of this.unlabelled?.keys() ?? []) this.get(key);
    this.unlabelled = undefined;
  }

  override entries(): MapIterator<[string, string]> { this.labelAll(); return super.entries(); }
  override values(): MapIterator<string> { this.labelAll(); return super.values(); }
  override [Symbol.iterator](): MapIterator<[string, string]> { this.labelAll(); return super[Symbol.iterator](); }
  override forEach(fn: (value: string, key: string, map: Map<string, string>) => void, thisArg?: unknown): void {
    this.labelAll();
    super.forEach(fn, thisArg);
  }
}

function labelTargets(choice: ActionChoice, views: AnyViews, game: unknown): ArmedTargets {
  const hexWays = new Map<string, readonly RulesetEvent[]>(), places = new Map<string, string>();
  const label = (key: string, list: readonly RulesetEvent[]) =>
    list.length === 1 ? views.describe(list[0]!, game) : `${choice.label} at ${views.targetName(game, key)}: ${list.length} ways, choose one next`;
  for (const [key, { target, actions }] of actionsByTarget(choice.actions, views)) {
    if (target.kind === 'place') places.set(key, label(key, actions));
    else hexWays.set(key, actions);
  }
  return { hexes: new LabelledTargets(hexWays, label), places };
}
