import { readFileSync } from 'node:fs';
import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { dsTurnMachine, type DsTurnMachine } from '../../machines/ds/turn.machine.ts';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { activeStep, explain, legalActions } from '../../src/ds/legal/index.ts';
import { DS_LEGALITY } from '../../src/ds/legal/explain.ts';
import type { DsGameState } from '../../src/ds/model/index.ts';
import { parseScenarioText } from '../../src/ds/scenario/index.ts';
import { parseEvent } from '../../src/ds/events/index.ts';
import { parseSavedGame } from '../../src/ds/events/saved-game.ts';
import { eventKey } from '../../src/core/event-key.ts';
import { expectLegalityHolds as expectEngineLegality } from './legality.ts';

export type TurnActor = Actor<DsTurnMachine>;
export type TurnSnapshot = SnapshotFrom<DsTurnMachine>;

/** A scenario file as a game state; a broken file fails the test with its problems. */
export function loadScenario(path: string): DsGameState {
  const r = parseScenarioText(readFileSync(path, 'utf8'));
  if (!r.ok) throw new Error(`${path}:\n${r.errors.map((e) => `${e.path}: ${e.message}`).join('\n')}`);
  return r.value;
}

export const TEACHING = 'scenarios/teaching-java-1942.json';

/** A started turn machine on a game state (edit the state first to set up an example). */
export function startTurn(game: DsGameState, seed = 1): TurnActor {
  return createActor(dsTurnMachine, { input: { game, seed } }).start();
}

export const stepId = (s: TurnSnapshot): string | undefined => activeStep(s)?.step.id;

export { eventKey };

/**
 * One source of legality: for the legal actions and every probe, the machine accepts the event
 * exactly when legalActions lists it and explain finds nothing against it (tests/support/legality.ts).
 */
export function expectLegalityHolds(s: TurnSnapshot, probes: readonly DsEvent[] = []): void {
  expectEngineLegality(DS_LEGALITY, s, probes);
}

/** Sends an event the test expects to be legal; fails with the violations if it is not. */
export function play(actor: TurnActor, e: DsEvent): TurnSnapshot {
  const before = actor.getSnapshot();
  expect(explain(before, e), `${e.type} in ${stepId(before)}`).toEqual([]);
  actor.send(e);
  return actor.getSnapshot();
}

/** Events that move the turn on without doing anything of note, most passive first. */
const PASSING = ['CONTINUE', 'DONE', 'ROLL', 'DECLINE_CONTEST', 'DECLINE_BEACHHEAD', 'DEVASTATION_TARGET', 'ESCORT_CONVOY'] as const;

/** Confirms, finishes, rolls or declines (in that order of preference) until the turn rests in `target`. */
export function advanceTo(actor: TurnActor, target: string, limit = 60): TurnSnapshot {
  for (let i = 0; i < limit; i++) {
    const s = actor.getSnapshot();
    if (stepId(s) === target) return s;
    const legal = legalActions(s);
    const next = PASSING.map((t) => legal.find((e) => e.type === t)).find((e) => e !== undefined);
    if (!next) throw new Error(`stuck in ${stepId(s)} before reaching ${target}`);
    actor.send(next);
  }
  throw new Error(`did not reach ${target} in ${limit} events`);
}

/** The events of a saved-game file, each checked; a bad file fails the test with its problems. */
export function savedEvents(path: string): DsEvent[] {
  const saved = parseSavedGame(JSON.parse(readFileSync(path, 'utf8')));
  if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
  return saved.value.events.map((json, i) => {
    const e = parseEvent(json, ['events', i]);
    if (!e.ok) throw new Error(JSON.stringify(e.errors));
    return e.value;
  });
}
