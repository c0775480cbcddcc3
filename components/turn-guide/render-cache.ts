import { markOutline, rulesetOutline, rulesetTracer, type MarkedOutlineNode, type OutlineTrace, type OutlineTracer } from '../../src/core/outline/index.ts';
import type { AnyViews, EngineContext, RulesetEvent } from '../../src/core/ruleset.ts';
import type { HexView, PositionView } from '../../src/core/views.ts';
import type { PreparedLoad, TurnController } from '../shared/turn-controller.ts';

/**
 * What the turn guide draws from the turn on every render but need only work out when the turn
 * moves: the marked outline, the events in words, and the functions handed to the map and the
 * panels (the same function while the position stays, so Lit does not redraw them).
 */
export class RenderCache {
  private visitedFor?: readonly unknown[];
  /** What the turn under way has done, followed event by event (one tracer per turn played). */
  private tracer?: { readonly turn: TurnController; readonly tracer: OutlineTracer };
  private trace?: OutlineTrace;
  private outlineFor?: unknown;
  private marked: readonly MarkedOutlineNode[] = [];
  /** The outline of the position last previewed, and the tracer that follows previews. */
  private previewed?: { readonly events: readonly unknown[]; readonly count: number; readonly marked: readonly MarkedOutlineNode[] };
  private previewTracer?: { readonly turn: TurnController; readonly tracer: OutlineTracer };
  private labelsFor?: readonly unknown[];
  private labels: readonly string[] = [];
  private hexInfoFor?: { readonly game: unknown; readonly info: (id: string) => HexView | undefined };
  private actorTextFor?: { readonly context: EngineContext; readonly text: (actor: string) => string };
  private positionFor?: { readonly game: unknown; readonly position: PositionView };

  /** A new turn (a new game, seed or load): the outline's trace starts afresh. */
  forget(): void {
    this.visitedFor = undefined;
    this.previewed = undefined;
  }

  /**
   * A turn loaded from a replay made aside (the load dialog's): the outline's trace is read from
   * that replay's inspection reports, not worked out by replaying the game once more (a second of
   * work for a 5,000-event full-board game). A replay whose reports went to a live inspector kept
   * none: the outline then replays as for any other turn.
   */
  adoptLoad(turn: TurnController, prepared: PreparedLoad<unknown, EngineContext, RulesetEvent>): void {
    if (prepared.inspection.length === 0) return;
    const tracer = rulesetTracer(turn.ruleset, turn.game, turn.seed);
    tracer.adopt({
      events: prepared.outcome.events, inspection: prepared.inspection, marks: prepared.inspectedMarks,
      snapshotAt: (k) => prepared.timeline.snapshotAt(k), end: prepared.outcome.snapshot,
    });
    this.tracer = { turn, tracer };
    this.visitedFor = undefined;
  }

  /** The marked outline, recomputed only when the turn moves (not when an action is armed). */
  outline(turn: TurnController): readonly MarkedOutlineNode[] {
    if (this.visitedFor !== turn.events || !this.trace) {
      this.trace = this.tracerOf(turn).traceOf(turn.events);
      this.visitedFor = turn.events;
      this.outlineFor = undefined;
    }
    if (this.outlineFor !== turn.snapshot) {
      this.marked = markOutline(rulesetOutline(turn.ruleset), Object.keys(turn.snapshot.getMeta()), this.trace);
      this.outlineFor = turn.snapshot;
    }
    return this.marked;
  }

  /**
   * The outline at the position shown: the game as it stands, or a previewed earlier position
   * (`count` events in), marked with the steps the turn had passed by then. A tracer of its own, so
   * previewing does not replay the game's trace from the start.
   */
  outlineAt(turn: TurnController, snapshot: TurnController['snapshot'], count: number): readonly MarkedOutlineNode[] {
    if (snapshot === turn.snapshot) return this.outline(turn);
    const made = this.previewed;
    if (made?.events === turn.events && made.count === count) return made.marked;
    // Forked from the turn's own tracer: a preview goes on from its nearest checkpoint.
    if (this.previewTracer?.turn !== turn) this.previewTracer = { turn, tracer: this.tracerOf(turn).fork() };
    const trace = this.previewTracer.tracer.traceOf(turn.events.slice(0, count));
    const marked = markOutline(rulesetOutline(turn.ruleset), Object.keys(snapshot.getMeta()), trace);
    this.previewed = { events: turn.events, count, marked };
    return marked;
  }

  private tracerOf(turn: TurnController): OutlineTracer {
    if (this.tracer?.turn !== turn) this.tracer = { turn, tracer: rulesetTracer(turn.ruleset, turn.game, turn.seed) };
    return this.tracer.tracer;
  }

  /** The sent events in words for the log (names as they stand now), recomputed only when the list changes. */
  eventLabels(turn: TurnController, views: AnyViews, game: unknown): readonly string[] {
    if (this.labelsFor !== turn.events) {
      this.labels = turn.events.map((e) => views.describe(e, game));
      this.labelsFor = turn.events;
    }
    return this.labels;
  }

  /** One hex in words for the map's tooltip, the same function while the game state stays. */
  hexInfo(views: AnyViews, game: unknown): (id: string) => HexView | undefined {
    let made = this.hexInfoFor;
    if (!made || made.game !== game) this.hexInfoFor = made = { game, info: (id) => views.hex(game, id) };
    return made.info;
  }

  /** Who acts in a step, in words, in the turn under way: the same function while the position stays. */
  actorText(views: AnyViews, context: EngineContext): (actor: string) => string {
    let made = this.actorTextFor;
    if (!made || made.context !== context) this.actorTextFor = made = { context, text: (actor) => views.actorText(actor, context) };
    return made.text;
  }

  /**
   * The position in words, worked out once per game state: its sides go to the map legend, which
   * would redraw on every click (arming an action) if handed a new list each time.
   */
  position(views: AnyViews, game: unknown): PositionView {
    let made = this.positionFor;
    if (!made || made.game !== game) this.positionFor = made = { game, position: views.position(game) };
    return made.position;
  }
}
