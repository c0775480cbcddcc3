import { expect } from 'vitest';
import type { Engine } from '../../src/core/engine.ts';
import { eventKey } from '../../src/core/event-key.ts';
import { expandGroups } from '../../src/core/step.ts';
import type { EngineContext, RulesetEvent } from '../../src/core/ruleset.ts';
import type { TurnSnapshotLike } from '../../src/core/legality.ts';

/** A snapshot as the legality property reads it: the engine's view, plus `can`. */
export type CheckedSnapshot<C, E extends RulesetEvent> = TurnSnapshotLike<C> & { can(e: E): boolean };

/**
 * One source of legality, for any ruleset: the step's enumerator lists only events its own check
 * passes, and for the legal actions and every probe, the machine accepts the event exactly when
 * legalActions lists it and explain finds nothing against it.
 */
export function expectLegalityHolds<C extends EngineContext, E extends RulesetEvent>(
  engine: Pick<Engine<unknown, C, E>, 'activeStep' | 'legalActions' | 'explain' | 'freeMovers'>, s: CheckedSnapshot<C, E>, probes: readonly E[] = [],
): void {
  // StepLegality's contract: the enumerator lists only events its own check passes (legalActions
  // filters them, which would otherwise hide an enumerator bug).
  const step = engine.activeStep(s)?.step;
  for (const e of step?.enumerate(s.context) ?? []) expect({ event: e, violations: step!.check(s.context, e) }).toEqual({ event: e, violations: [] });
  // A compact form lists the same events, in the same order (src/core/step.ts EventGroup).
  if (step?.enumerateGroups) expect(expandGroups(step.enumerateGroups(s.context))).toEqual(step.enumerate(s.context));
  if (step?.enumerateFreeMoveGroups) expect(expandGroups(step.enumerateFreeMoveGroups(s.context))).toEqual(step.enumerateFreeMoves!(s.context));
  // The guide's form, counter by counter: the same moves, each counter's count its moves' number.
  const movers = engine.freeMovers(s);
  expect(movers.flatMap((m) => m.moves())).toEqual(step?.enumerateFreeMoves?.(s.context) ?? []);
  for (const m of movers) expect({ piece: m.piece, count: m.count() }).toEqual({ piece: m.piece, count: m.moves().length });
  // Free moves are listed after the rules' actions, and only there (R-FREE-MOVES).
  expect(engine.legalActions(s, { freeMoves: false }).some((e) => e.type === 'FREE_MOVE')).toBe(false);
  const legal = engine.legalActions(s);
  const legalKeys = new Set(legal.map(eventKey));
  for (const e of [...spreadFreeMoves(legal), ...probes]) {
    const accepted = s.can(e);
    const violations = engine.explain(s, e);
    expect({ event: e, accepted, listed: legalKeys.has(eventKey(e)) }).toEqual({ event: e, accepted: violations.length === 0, listed: accepted });
  }
}

/** At most this many free moves are put through `can` and `explain` per state. */
const FREE_MOVES_CHECKED = 240;

/**
 * A step that allows free moves (R-FREE-MOVES) lists every piece of the phasing side times every
 * hex: tens of thousands of events whose legality is one check (src/core/free-move.ts), proven
 * move by move in tests/machines/free-moves.test.ts. Here a spread of them (every n-th, so every
 * piece and every part of the map is met) keeps the property checked on every state without
 * making a walk through a free-move step take minutes; every other event is checked in full.
 */
function spreadFreeMoves<E extends RulesetEvent>(legal: readonly E[]): readonly E[] {
  const free = legal.filter((e) => e.type === 'FREE_MOVE');
  if (free.length <= FREE_MOVES_CHECKED) return legal;
  const every = Math.ceil(free.length / FREE_MOVES_CHECKED);
  return [...legal.filter((e) => e.type !== 'FREE_MOVE'), ...free.filter((_, i) => i % every === 0)];
}
