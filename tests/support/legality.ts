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
  engine: Pick<Engine<unknown, C, E>, 'activeStep' | 'legalActions' | 'explain'>, s: CheckedSnapshot<C, E>, probes: readonly E[] = [],
): void {
  // StepLegality's contract: the enumerator lists only events its own check passes (legalActions
  // filters them, which would otherwise hide an enumerator bug).
  const step = engine.activeStep(s)?.step;
  for (const e of step?.enumerate(s.context) ?? []) expect({ event: e, violations: step!.check(s.context, e) }).toEqual({ event: e, violations: [] });
  // A compact form lists the same events, in the same order (src/core/step.ts EventGroup).
  if (step?.enumerateGroups) expect(expandGroups(step.enumerateGroups(s.context))).toEqual(step.enumerate(s.context));
  const legal = engine.legalActions(s);
  const legalKeys = new Set(legal.map(eventKey));
  for (const e of [...legal, ...probes]) {
    const accepted = s.can(e);
    const violations = engine.explain(s, e);
    expect({ event: e, accepted, listed: legalKeys.has(eventKey(e)) }).toEqual({ event: e, accepted: violations.length === 0, listed: accepted });
  }
}
