import type { Violation } from './violation.ts';

/** What the engine knows of any ruleset's events: a type, and whatever fields the ruleset gives them. */
export interface RulesetEvent {
  readonly type: string;
}

/**
 * The meta every state node of every ruleset's machine carries (DESIGN.md): the rule number, the
 * title as the rulebook names it, what it means for a new player, and who acts there.
 * `actor` is 'phasing', 'non-phasing', 'automatic' (the step runs by itself) or a side's id.
 */
export interface StepMeta {
  readonly rule: string;
  readonly title: string;
  readonly explain: string;
  readonly actor: string;
  /**
   * The phasing player may move counters freely here (a FREE_MOVE, src/core/free-move.ts): a confirm
   * step of a phase whose rules the texts do not give (docs/rulings.md R-FREE-MOVES).
   */
  readonly freeMoves?: boolean;
}

/**
 * Many legal events that differ in one field only, kept compact: `base` with `field` set to each
 * of `values` (a Blitz marker and the thousands of hexes it may go to). Without `field`, the group
 * is `base` alone. A step that offers thousands of events lists them so; they are made into events
 * only when someone asks for the list (`expandGroups`).
 */
export interface EventGroup<E> {
  readonly base: E;
  readonly field?: string;
  readonly values?: readonly unknown[];
}

/** How many events a group stands for. */
export const groupSize = (g: EventGroup<unknown>): number => (g.field === undefined || g.values === undefined ? 1 : g.values.length);

/** The events a group stands for, in order. */
export const expandGroup = <E>(g: EventGroup<E>): E[] => expandGroups([g]);

/**
 * The events the groups stand for, in order, in one array made at its final size (a step's
 * thousands of events: pushing into a growing array, or mapping and spreading, cost more).
 */
export function expandGroups<E>(groups: readonly EventGroup<E>[]): E[] {
  let size = 0;
  for (const g of groups) size += groupSize(g);
  const out = new Array<E>(size);
  let k = 0;
  for (const { base, field, values } of groups) {
    if (field === undefined || values === undefined) out[k++] = base;
    else for (const v of values) out[k++] = { ...base, [field]: v };
  }
  return out;
}

/**
 * The legality of one step of the turn, in one place: which event types it accepts, the check that
 * says why an event is not legal (the machine's guard calls it too), and the enumerator of every
 * concrete legal event. `id` is the step's state node id in the turn machine.
 *
 * Members are methods (not function-typed properties) on purpose: TypeScript compares method
 * parameters bivariantly, so a ruleset's `StepLegality<DsTurnContext, DsEvent>` is usable where the
 * engine holds `StepLegality<unknown, RulesetEvent>`, with no `any`.
 */
export interface StepLegality<C, E extends RulesetEvent> {
  readonly id: string;
  readonly accepts: readonly E['type'][];
  /** Violations of `e` in this step; empty means legal. Only called with accepted event types. */
  check(ctx: C, e: E): readonly Violation[];
  /** Every concrete event legal now; each must pass `check`. */
  enumerate(ctx: C): readonly E[];
  /**
   * The same events as `enumerate`, in the same order, as compact groups: for steps that offer
   * thousands of events (only on an `exact` step: groups are not checked again). `legalGroups`
   * lists through it, `legalActions` through `enumerate`, which must give exactly
   * `expandGroups(enumerateGroups(ctx))` (the test harnesses compare them on every state reached).
   */
  enumerateGroups?(ctx: C): readonly EventGroup<E>[];
  /**
   * The enumerator yields only events `check` accepts, by construction (it lists the rule's own
   * options or filters by the same predicates), so `legalActions` need not check them again: on the
   * biggest steps that second pass was most of the cost. The test harnesses still compare enumerate
   * with check on every state they reach.
   */
  readonly exact?: boolean;
  /**
   * Free moves (R-FREE-MOVES, src/core/free-move.ts) legal now, kept apart from `enumerate`: every
   * counter of the side to almost every hex is hundreds of thousands of events on a full board, which
   * `legalActions` appends unless asked for the rules' actions alone. Each passes `check`.
   */
  enumerateFreeMoves?(ctx: C): readonly E[];
  /** The same free moves as compact groups, one per counter (what `legalGroups` appends). */
  enumerateFreeMoveGroups?(ctx: C): readonly EventGroup<E>[];
  /** The counters that may move freely, their moves worked out when asked for (what the guide lists). */
  enumerateFreeMovers?(ctx: C): readonly FreeMover<E>[];
}

/**
 * A counter that may move freely now (R-FREE-MOVES, src/core/free-move.ts): where it stands, and
 * its moves worked out only when asked for. On the full board a side's counters may go to any of
 * 5,000 hexes (455,000 moves), which the guide must not list at every position: it lists the
 * counters and works out the moves of the one picked up.
 */
export interface FreeMover<E extends RulesetEvent = RulesetEvent> {
  readonly piece: string;
  /** The hex it stands in. */
  readonly from: string;
  /** How many hexes it may go to (at least one, or it is not listed). */
  count(): number;
  /** Its free moves, hexes in map order (made once, then the same list). */
  moves(): readonly E[];
}

/** What a legal list holds: by default every event the turn accepts; `freeMoves: false` leaves the free moves out. */
export interface LegalActionsOptions {
  readonly freeMoves?: boolean;
}

/** A step that only asks the player to confirm and go on (phases the rules texts do not describe). */
export function confirmStep<C, E extends RulesetEvent>(id: string): StepLegality<C, E> {
  return {
    id,
    accepts: ['CONTINUE'],
    check: () => [],
    enumerate: () => [{ type: 'CONTINUE' } as E],
    exact: true,
  };
}

const checked = new WeakMap<object, WeakMap<object, WeakMap<object, readonly Violation[]>>>();

/**
 * `step.check`, answered once per step, context and event: a replay and the guide explain an event
 * and then send it, and the machine's guard asks the same step the same question of the same
 * objects. Contexts and events are never mutated, so the answer kept is the answer.
 */
export function checkOnce<C extends object, E extends RulesetEvent>(step: StepLegality<C, E>, context: C, event: E): readonly Violation[] {
  let byContext = checked.get(step);
  if (!byContext) checked.set(step, (byContext = new WeakMap()));
  let byEvent = byContext.get(context);
  if (!byEvent) byContext.set(context, (byEvent = new WeakMap()));
  let out = byEvent.get(event);
  if (!out) {
    out = step.check(context, event);
    byEvent.set(event, out);
  }
  return out;
}

/** The machine guard for a step: a one-liner over the step's own check. */
export const allowedIn = <C extends object, E extends RulesetEvent>(step: StepLegality<C, E>) =>
  ({ context, event }: { context: C; event: E }): boolean => checkOnce(step, context, event).length === 0;

/** Narrows an event inside a check to the type the step dispatched on. */
export function eventOf<E extends RulesetEvent, T extends E['type']>(e: E, type: T): Extract<E, { type: T }> | undefined {
  return e.type === type ? (e as Extract<E, { type: T }>) : undefined;
}
