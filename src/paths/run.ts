import { createActor } from 'xstate';
import { engineOf } from '../core/engine.ts';
import type { AnyRuleset, RulesetEvent } from '../core/ruleset.ts';
import type { CoverageRecorder } from './recorder.ts';

/** One step of a generated path: the event, whether the turn accepts it there, and the step it rests in after. */
export interface PathStep {
  readonly event: RulesetEvent;
  /** False for a guard probe: the event is refused and nothing changes. */
  readonly accepted: boolean;
  /** The step's state node id after the event ('over' once the machine has stopped). */
  readonly step: string;
}

/**
 * Runs events on a fresh actor of the ruleset's turn machine, recording coverage through `inspect`.
 * Returns the steps as they happened (accepted or refused, the step reached).
 */
export function runOnActor(ruleset: AnyRuleset, game: unknown, seed: number, events: readonly RulesetEvent[], recorder: CoverageRecorder): PathStep[] {
  const engine = engineOf(ruleset);
  const actor = createActor(ruleset.machine, { input: { game, seed }, inspect: recorder.inspect }).start();
  recorder.visit(actor.getSnapshot());
  const steps: PathStep[] = [];
  for (const event of events) {
    const before = actor.getSnapshot();
    const accepted = before.can(event);
    recorder.beforeEvent(before, event);
    actor.send(event);
    steps.push({ event, accepted, step: engine.activeStep(actor.getSnapshot())?.step.id ?? 'over' });
  }
  actor.stop();
  return steps;
}
