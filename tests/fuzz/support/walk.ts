import { FREE_MOVE } from '../../../src/core/free-move.ts';
import { createActor, type AnyActorRef } from 'xstate';
import { engineOf, type Engine, type EngineSnapshot } from '../../../src/core/engine.ts';
import { eventKey } from '../../../src/core/event-key.ts';
import type { AnyTested, EngineContext, RulesetEvent } from '../../../src/core/ruleset.ts';
import type { FuzzInvariants, FuzzNames } from '../../../src/core/testing.ts';
import { malformed } from './malformed.ts';

type Snapshot = EngineSnapshot<EngineContext>;

/** One choice of a fuzzed walk: what kind of event (0-99), and two numbers that pick it. */
export type Choice = readonly [kind: number, pick: number, detail: number];

/** What a set of walks did, for the totals the tests assert and docs/reliability.md reports. */
export interface FuzzStats {
  events: number;
  legal: number;
  illegal: number;
  malformed: number;
  readonly steps: Set<string>;
}

export const newStats = (): FuzzStats => ({ events: 0, legal: 0, illegal: 0, malformed: 0, steps: new Set() });

/** A broken invariant, with the events offered so far (the last one broke it) for a regression file. */
export class FuzzFailure extends Error {
  constructor(readonly reason: string, readonly events: readonly unknown[]) {
    super(`${reason}\nevents offered (the last one failed):\n${events.map((e) => `  ${safeJson(e)}`).join('\n')}`);
  }

  /** The reason on one line, without the stack or the step: what a shorter list must still fail with. */
  get summary(): string {
    return this.reason.replace(/\n\s+at [^\n]*/g, '').replace(/ \(in step [^)]*\)$/, '').replace(/\n\s*/g, ' ');
  }
}

function safeJson(v: unknown): string {
  try {
    const text = JSON.stringify(v) ?? String(v);
    return text.length > 300 ? `${text.slice(0, 300)}…` : text;
  } catch {
    return String(v);
  }
}

const sameValue = (a: Snapshot, b: Snapshot): boolean => eventKey(a.value) === eventKey(b.value);

/**
 * One game of any ruleset played event by event, each event checked; `offer` is the whole property.
 * What is particular to the game (its invariants, how to miss a legal event) is the ruleset's
 * `fuzz` support; the rest holds for every ruleset.
 */
export class CheckedGame {
  readonly invariants: FuzzInvariants<EngineContext>;
  readonly names: FuzzNames;
  private readonly engine: Engine<unknown, EngineContext, RulesetEvent>;
  private readonly actor: AnyActorRef;
  private snap: Snapshot;
  private readonly offered: unknown[] = [];
  private readonly legalCache = new WeakMap<Snapshot, readonly RulesetEvent[]>();

  constructor(readonly ruleset: AnyTested, game: unknown, seed: number, readonly stats: FuzzStats = newStats()) {
    this.engine = engineOf(ruleset);
    this.invariants = ruleset.fuzz.invariants(game);
    this.names = ruleset.fuzz.names(game);
    // One actor per game (cheaper than xstate's transition(), which builds an actor per call); an
    // error inside an action is observed here and reported as a failure, not thrown later.
    this.actor = createActor(ruleset.machine, { input: { game, seed } });
    this.actor.subscribe({ error: () => undefined });
    this.actor.start();
    this.snap = this.actor.getSnapshot() as Snapshot;
  }

  get snapshot(): Snapshot { return this.snap; }
  get events(): readonly unknown[] { return this.offered; }

  legal(): readonly RulesetEvent[] {
    let list = this.legalCache.get(this.snap);
    if (!list) {
      list = this.engine.legalActions(this.snap);
      this.legalCache.set(this.snap, list);
    }
    return list;
  }

  private fail(message: string): never {
    throw new FuzzFailure(`${message} (in step ${this.engine.activeStep(this.snap)?.step.id ?? 'none'})`, this.offered);
  }

  /**
   * Offers one raw event as a file or the guide would: its shape is checked (a malformed one must
   * be refused with located problems and change nothing); a well-formed one is explained, then
   * sent. Illegal: the snapshot stays deep-equal and there are violations. Legal: the turn moves
   * and every invariant holds. `listed`: the event came from legalActions, so it must be legal.
   */
  offer(raw: unknown, listed = false): void {
    this.offered.push(raw);
    this.stats.events++;
    const before = this.snap;
    let parsed: ReturnType<AnyTested['events']['parse']>;
    try { parsed = this.ruleset.events.parse(raw, ['events', this.offered.length - 1]); } catch (e) { this.fail(`parseEvent threw: ${String(e)}`); }
    if (!parsed.ok) {
      if (listed) this.fail(`legalActions listed an event that does not parse: ${safeJson(parsed.errors)}`);
      this.stats.malformed++;
      if (parsed.errors.length === 0) this.fail('malformed event refused without a problem');
      const unlocated = parsed.errors.find((p) => !p.path.startsWith('events[') || p.message === '');
      if (unlocated) this.fail(`problem not located: ${safeJson(unlocated)}`);
      return;
    }
    const e = parsed.value;
    let violations: readonly unknown[];
    let next: Snapshot;
    try {
      violations = this.engine.explain(before, e);
      this.actor.send(e);
      next = this.actor.getSnapshot() as Snapshot;
    } catch (err) {
      this.fail(`threw on ${safeJson(e)}: ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
    }
    if (next.status === 'error') this.fail(`the machine stopped with an error on ${safeJson(e)}: ${String(next.error)}`);
    const unchanged = next === before || (next.context === before.context && sameValue(next, before));
    if (violations.length > 0) {
      if (listed) this.fail(`legalActions listed ${safeJson(e)}, but explain says ${safeJson(violations)}`);
      this.stats.illegal++;
      if (!unchanged && (!sameValue(next, before) || eventKey(next.context) !== eventKey(before.context))) {
        this.fail(`illegal event ${safeJson(e)} changed the turn; violations: ${safeJson(violations)}`);
      }
      return;
    }
    this.stats.legal++;
    if (unchanged) this.fail(`explain found nothing against ${safeJson(e)}, but the machine did not take it`);
    const problems = this.invariants.step(before.context, next.context);
    if (problems.length > 0) this.fail(`after ${safeJson(e)}:\n  ${problems.join('\n  ')}`);
    this.snap = next;
    this.stats.steps.add(this.engine.activeStep(next)?.step.id ?? 'over');
  }

  /**
   * One choice of a walk: a legal action (most often one that does something rather than DONE),
   * a near miss of one, a well-formed event of another step, or a malformed payload. Returns
   * false once the turn has nothing legal left (the walk ends).
   */
  choose([kind, pick, detail]: Choice): boolean {
    const all = this.legal();
    if (all.length === 0) return false;
    // Free moves (R-FREE-MOVES) are thousands in a confirm step: drawn like any other event they would
    // keep every walk there, moving counters about. One choice in eight takes one; the rest go on.
    const moves = all.filter((e) => e.type === FREE_MOVE);
    const legal = moves.length > 0 && moves.length < all.length ? all.filter((e) => e.type !== FREE_MOVE) : all;
    const base = legal[pick % legal.length]!;
    if (kind < 55 && moves.length > 0 && detail % 8 === 0) this.offer(JSON.parse(JSON.stringify(moves[pick % moves.length]!)), true);
    else if (kind < 55) {
      const doing = legal.filter((e) => e.type !== 'DONE' && e.type !== 'CONTINUE');
      const pool = doing.length > 0 && detail % 4 !== 0 ? doing : legal;
      // Through JSON, as a saved game carries it: a legal action must survive the round trip.
      this.offer(JSON.parse(JSON.stringify(pool[pick % pool.length]!)), true);
    } else if (kind < 80) this.offer(this.ruleset.fuzz.nearMiss(base, this.names, detail));
    else if (kind < 90) this.offer(this.ruleset.fuzz.wrongStep(this.names, detail));
    else this.offer(detail % 3 === 0 ? this.ruleset.fuzz.malformed(detail >> 2) : malformed(base, detail));
    return true;
  }
}
