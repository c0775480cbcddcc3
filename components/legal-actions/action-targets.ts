import type { AnyViews, RulesetEvent } from '../../src/core/ruleset.ts';
import type { ActionTarget } from '../../src/core/views.ts';

/**
 * The legal actions as the player chooses them: an action the ruleset's views aim at the board (a
 * hex, or an off-map place by its key) is grouped with the others that differ only in the fields
 * the board choice fills (`views.boardFields`), under one *subject*; choosing the subject arms the
 * map with their targets. Any other action is a plain choice of its own.
 */

/** The key the map and place list use for a target: the hex id, or the place key. */
export const targetKey = (t: ActionTarget): string => (t.kind === 'hex' ? t.hex : t.key);

/** The action without the fields its board choice fills: what the player picks before pointing at the board. */
function subjectOf(e: RulesetEvent, views: AnyViews): RulesetEvent {
  const drop = new Set(views.boardFields(e.type));
  return Object.fromEntries(Object.entries(e).filter(([k]) => !drop.has(k))) as unknown as RulesetEvent;
}

/** The action with its board choice removed, as a stable key: actions sharing it are one choice. */
export function subjectKey(e: RulesetEvent, views: AnyViews): string {
  return JSON.stringify(Object.entries(subjectOf(e, views)));
}

/** One thing the player can choose now: a plain action, or a subject whose targets arm the map. */
export interface ActionChoice {
  readonly key: string;
  /** The event type shared by its actions. */
  readonly kind: string;
  /** In words, without the target: "Place support unit: British Eastern Fleet CV". */
  readonly label: string;
  readonly actions: readonly RulesetEvent[];
  /** True when the player points at the board to finish the action. */
  readonly targeted: boolean;
}

/** The subject in words: the kind alone when the board choice was all there was to the action. */
function subjectLabel(e: RulesetEvent, views: AnyViews, game: unknown): string {
  const subject = subjectOf(e, views);
  return Object.keys(subject).length > 1 ? views.describe(subject, game) : views.kindLabel(e.type);
}

/** The legal actions as choices, in the order they first appear; names resolved in `game`. */
export function actionChoices(actions: readonly RulesetEvent[], views: AnyViews, game: unknown): ActionChoice[] {
  const byKey = new Map<string, RulesetEvent[]>();
  for (const a of actions) {
    const key = views.target(a) ? subjectKey(a, views) : JSON.stringify(a);
    byKey.set(key, [...(byKey.get(key) ?? []), a]);
  }
  const choices = [...byKey].map(([key, list]) => {
    const first = list[0]!;
    const targeted = views.target(first) !== undefined;
    return { key, kind: first.type, label: targeted ? subjectLabel(first, views, game) : views.describe(first, game), actions: list, targeted };
  });
  return numberAlike(choices);
}

/**
 * Choices that read alike (two Blitz markers of one Force Pool, both "Place Blitz marker: Blitz")
 * are numbered in the order offered, "… Blitz 1", "… Blitz 2": each button then has a name of its
 * own, for the eye and for a screen reader's list of buttons.
 */
function numberAlike(choices: ActionChoice[]): ActionChoice[] {
  const count = new Map<string, number>(), seen = new Map<string, number>();
  for (const c of choices) count.set(c.label, (count.get(c.label) ?? 0) + 1);
  return choices.map((c) => {
    if (count.get(c.label)! < 2) return c;
    const n = (seen.get(c.label) ?? 0) + 1;
    seen.set(c.label, n);
    return { ...c, label: `${c.label} ${n}` };
  });
}

/** The actions on one target: the target, and the actions pointing at it. */
export interface TargetWays {
  readonly target: ActionTarget;
  readonly actions: readonly RulesetEvent[];
}

const byTargetCache = new WeakMap<readonly RulesetEvent[], ReadonlyMap<string, TargetWays>>();

/**
 * The armed choice's actions by target key, each target with the actions that point at it. Cached
 * per list: a choice's list is asked for on every render while it is armed.
 */
export function actionsByTarget(actions: readonly RulesetEvent[], views: AnyViews): ReadonlyMap<string, TargetWays> {
  let cached = byTargetCache.get(actions);
  if (!cached) {
    const out = new Map<string, { target: ActionTarget; actions: RulesetEvent[] }>();
    for (const a of actions) {
      const t = views.target(a);
      if (!t) continue;
      const k = targetKey(t), known = out.get(k);
      if (known) known.actions.push(a); else out.set(k, { target: t, actions: [a] });
    }
    cached = out;
    byTargetCache.set(actions, cached);
  }
  return cached;
}
