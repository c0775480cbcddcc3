import { FREE_MOVE } from '../../src/core/free-move.ts';
import type { AnyViews, RulesetEvent } from '../../src/core/ruleset.ts';
import type { FreeMover } from '../../src/core/step.ts';
import type { ActionTarget } from '../../src/core/views.ts';

/**
 * The legal actions as the player chooses them: an action the ruleset's views aim at the board (a
 * hex, or an off-map place by its key) is grouped with the others that differ only in the fields
 * the board choice fills (`views.boardFields`), under one *subject*; choosing the subject arms the
 * map with their targets. Any other action is a plain choice of its own.
 */

/** The key the map and place list use for a target: the hex id, or the place key. */
export const targetKey = (t: ActionTarget): string => (t.kind === 'hex' ? t.hex : t.key);

const boardFieldSets = new WeakMap<AnyViews, Map<string, ReadonlySet<string>>>();

/** The fields an event type's board choice fills, as a set made once per views and type. */
function boardFieldsOf(views: AnyViews, type: string): ReadonlySet<string> {
  let byType = boardFieldSets.get(views);
  if (!byType) boardFieldSets.set(views, (byType = new Map()));
  let set = byType.get(type);
  if (!set) byType.set(type, (set = new Set(views.boardFields(type))));
  return set;
}

/** The action without the fields its board choice fills: what the player picks before pointing at the board. */
function subjectOf(e: RulesetEvent, views: AnyViews): RulesetEvent {
  const drop = boardFieldsOf(views, e.type);
  return Object.fromEntries(Object.entries(e).filter(([k]) => !drop.has(k))) as unknown as RulesetEvent;
}

/** The action with its board choice removed, as a stable key: actions sharing it are one choice. */
export function subjectKey(e: RulesetEvent, views: AnyViews): string {
  return JSON.stringify(Object.entries(subjectOf(e, views)));
}

/**
 * Whether `b` has `a`'s subject: the same fields in the same order, equal (by identity) in all but
 * the board's. A list holds each subject's actions one after another (a unit's placements, a
 * counter's free moves: up to hundreds of thousands on the full board), so most actions are found
 * to share the one before them without building their key.
 */
function sameSubject(a: RulesetEvent, b: RulesetEvent, views: AnyViews): boolean {
  if (a.type !== b.type) return false;
  const drop = boardFieldsOf(views, a.type), ka = Object.keys(a), kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as unknown as Record<string, unknown>, rb = b as unknown as Record<string, unknown>;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!;
    if (k !== kb[i] || (!drop.has(k) && ra[k] !== rb[k])) return false;
  }
  return true;
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
  /** How many targets, where that is known without listing the actions (a counter's free moves). */
  readonly targetCount?: () => number;
}

/** The subject in words: the kind alone when the board choice was all there was to the action. */
function subjectLabel(e: RulesetEvent, views: AnyViews, game: unknown): string {
  const subject = subjectOf(e, views);
  return Object.keys(subject).length > 1 ? views.describe(subject, game) : views.kindLabel(e.type);
}

/**
 * A counter's free moves (R-FREE-MOVES) as one choice, the one its listed moves would make: its
 * moves are worked out only when the choice is armed, its targets counted without them.
 */
/** One of the counter's free moves, standing for them all: its subject is the counter's choice. */
const freeMoveSample = (m: FreeMover): RulesetEvent => ({ type: FREE_MOVE, piece: m.piece, to: m.from }) as RulesetEvent;

/** The key of a counter's free-move choice, the one its listed moves would make (the map picks it up by this key). */
export const freeMoverKey = (m: FreeMover, views: AnyViews): string => subjectKey(freeMoveSample(m), views);

function freeMoverChoice(m: FreeMover, views: AnyViews, game: unknown): ActionChoice {
  const sample = freeMoveSample(m);
  return {
    key: freeMoverKey(m, views), kind: FREE_MOVE, label: subjectLabel(sample, views, game), targeted: true,
    get actions() { return m.moves(); },
    targetCount: () => m.count(),
  };
}

/**
 * The legal actions as choices, in the order they first appear, then a choice per counter that may
 * move freely; names resolved in `game`.
 */
export function actionChoices(actions: readonly RulesetEvent[], views: AnyViews, game: unknown, movers: readonly FreeMover[] = []): ActionChoice[] {
  const byKey = new Map<string, RulesetEvent[]>();
  let last: { event: RulesetEvent; list: RulesetEvent[] } | undefined;
  for (const a of actions) {
    if (!views.target(a)) {
      const key = JSON.stringify(a), list = byKey.get(key);
      if (list) list.push(a); else byKey.set(key, [a]);
      last = undefined;
      continue;
    }
    if (last && sameSubject(last.event, a, views)) { last.list.push(a); continue; }
    const key = subjectKey(a, views);
    let list = byKey.get(key);
    if (!list) byKey.set(key, (list = []));
    list.push(a);
    last = { event: a, list };
  }
  const choices: ActionChoice[] = [...byKey].map(([key, list]) => {
    const first = list[0]!;
    const targeted = views.target(first) !== undefined;
    return { key, kind: first.type, label: targeted ? subjectLabel(first, views, game) : views.describe(first, game), actions: list, targeted };
  });
  for (const m of movers) choices.push(freeMoverChoice(m, views, game));
  return numberAlike(choices);
}

/** The choice under another label, its actions still worked out only when asked for (a getter is kept, not read). */
const relabel = (c: ActionChoice, label: string): ActionChoice =>
  Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(c), label: { value: label, enumerable: true } }) as ActionChoice;

/**
 * Choices that read alike (two Blitz markers of one Force Pool, both "Place Blitz marker: Blitz")
 * are numbered in the order offered, "… Blitz 1", "… Blitz 2": each button then has a name of its
 * own, for the eye and for a screen reader's list of buttons.
 */
function numberAlike(choices: readonly ActionChoice[]): ActionChoice[] {
  const count = new Map<string, number>(), seen = new Map<string, number>();
  for (const c of choices) count.set(c.label, (count.get(c.label) ?? 0) + 1);
  return choices.map((c) => {
    if (count.get(c.label)! < 2) return c;
    const n = (seen.get(c.label) ?? 0) + 1;
    seen.set(c.label, n);
    return relabel(c, `${c.label} ${n}`);
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
