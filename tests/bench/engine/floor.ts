import { createActor, type AnyStateMachine } from 'xstate';
import { dsTurnMachine } from '../../../machines/ds/turn.machine.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';

type Guard = (args: unknown, params: unknown) => boolean;

/**
 * The interpreter floor of a replay (issue 17): the same events through the same machine (its
 * state nodes, transitions and eventless steps) with every guard answering what it answered in a
 * real run, in the same order, and every action a no-op. What is left is XState's own work: taking
 * the transitions, the eventless steps, entry and exit, the snapshots. A replay with full checking
 * divided by this is what the rules, the reducers and the checks cost on top of the interpreter.
 */
export interface Floor {
  /** The floor machine's run over the events (sent as parsed objects, like a replay sends them). */
  run(): void;
  /** How many guard answers the real run recorded. */
  readonly guards: number;
}

export function interpreterFloor(game: DsGameState, seed: number, events: readonly object[]): Floor {
  const real = dsTurnMachine.implementations;
  const tape: boolean[] = [];
  const recording: Record<string, Guard> = {};
  for (const [name, guard] of Object.entries(real.guards)) {
    recording[name] = (args, params) => {
      const answer = (guard as Guard)(args, params);
      tape.push(answer);
      return answer;
    };
  }
  const recorded = runThrough(dsTurnMachine.provide({ guards: recording as never }), game, seed, events);

  let at = 0;
  const answers: Record<string, Guard> = {};
  for (const name of Object.keys(real.guards)) answers[name] = () => tape[at++]!;
  const noop: Record<string, () => void> = {};
  for (const name of Object.keys(real.actions)) noop[name] = () => {};
  const floor = dsTurnMachine.provide({ guards: answers as never, actions: noop as never });

  const run = (): string => {
    at = 0;
    return runThrough(floor, game, seed, events);
  };
  // The floor must take the real run's path: the same steps, every recorded answer read once.
  const reached = run();
  if (reached !== recorded || at !== tape.length) {
    throw new Error(`the interpreter floor left the recorded path: ${reached} vs ${recorded}, ${at} of ${tape.length} answers read`);
  }
  return { run: () => { run(); }, guards: tape.length };
}

/** Sends the events to a new actor of `machine`; its final state value, as JSON. */
function runThrough(machine: AnyStateMachine, game: DsGameState, seed: number, events: readonly object[]): string {
  const actor = createActor(machine, { input: { game, seed } }).start();
  for (const e of events) actor.send(e as { type: string });
  const value = JSON.stringify(actor.getSnapshot().value);
  actor.stop();
  return value;
}
