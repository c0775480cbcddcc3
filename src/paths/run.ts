import { createActor } from 'xstate';
import { dsTurnMachine } from '../../machines/ds/turn.machine.ts';
import type { DsEvent } from '../ds/events/index.ts';
import { activeStep } from '../ds/legal/index.ts';
import type { DsGameState } from '../ds/model/state.ts';
import type { CoverageRecorder } from './recorder.ts';

/** One step of a generated path: the event, whether the turn accepts it there, and the step it rests in after. */
export interface PathStep {
  readonly event: DsEvent;
  /** False for a guard probe: the event is refused and nothing changes. */
  readonly accepted: boolean;
  /** The step's state node id after the event ('over' once the machine has stopped). */
  readonly step: string;
}

export const stepOf = (s: Parameters<typeof activeStep>[0]): string => activeStep(s)?.step.id ?? 'over';

/**
 * Runs events on a fresh actor of the DS turn machine, recording coverage through `inspect`.
 * Returns the steps as they happened (accepted or refused, the step reached).
 */
export function runOnActor(game: DsGameState, seed: number, events: readonly DsEvent[], recorder: CoverageRecorder): PathStep[] {
  const actor = createActor(dsTurnMachine, { input: { game, seed }, inspect: recorder.inspect }).start();
  recorder.visit(actor.getSnapshot());
  const steps: PathStep[] = [];
  for (const event of events) {
    const before = actor.getSnapshot();
    const accepted = before.can(event);
    recorder.beforeEvent(before, event);
    actor.send(event);
    steps.push({ event, accepted, step: stepOf(actor.getSnapshot()) });
  }
  actor.stop();
  return steps;
}
