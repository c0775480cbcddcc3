import { expect } from 'vitest';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { legalActions } from '../../src/ds/legal/index.ts';
import { moveCounter } from '../../src/ds/model/contents.ts';
import type { Faction } from '../../src/ds/model/factions.ts';
import type { Place } from '../../src/ds/model/places.ts';
import type { DsGameState } from '../../src/ds/model/state.ts';
import { TEACHING, eventKey, expectLegalityHolds, loadScenario, play, startTurn, stepId, type TurnActor, type TurnSnapshot } from '../support/turn-harness.ts';

/** Helpers of the 2.2.3 placement machine tests: reaching the step, answering contests, probes. */

export const CHOOSE = 'ds.support.placement.choose';
export const CONTEST = 'ds.support.placement.contest';

/** The teaching scenario (Java, spring 1942, Western phasing), edited by `edit`. */
export function teaching(edit: (g: DsGameState) => DsGameState = (g) => g): DsGameState {
  return edit(loadScenario(TEACHING));
}

/** Moves several counters at once (setting up an example). */
export const moved = (g: DsGameState, moves: Readonly<Record<string, Place>>): DsGameState =>
  Object.entries(moves).reduce((s, [id, to]) => moveCounter(s, id, to), g);

export const withPhasing = (g: DsGameState, phasing: Faction): DsGameState => ({ ...g, game: { ...g.game, phasing } });

export const supplied = (g: DsGameState, ...ids: string[]): DsGameState =>
  ({ ...g, facts: { ...g.facts, unsupplied: g.facts.unsupplied.filter((u) => !ids.includes(u)) } });

/**
 * Starts the faction turn and plays it to 2.2.3, confirming steps and letting the seeded dice roll
 * where an earlier step asks for a die (Political Events).
 */
export function toPlacement(game: DsGameState): { actor: TurnActor; s: TurnSnapshot } {
  const actor = startTurn(game, 7);
  for (let i = 0; i < 80 && stepId(actor.getSnapshot()) !== CHOOSE; i++) {
    const legal = legalActions(actor.getSnapshot());
    const next = legal.find((e) => e.type === 'CONTINUE' || e.type === 'DONE') ?? legal.find((e) => e.type === 'ROLL' && e.value === undefined);
    if (!next) throw new Error(`stuck in ${stepId(actor.getSnapshot())} before 2.2.3`);
    actor.send(next);
  }
  const s = actor.getSnapshot();
  expect(stepId(s)).toBe(CHOOSE);
  return { actor, s };
}

/** Every faction asked lets the pending placement stand (whoever the rules let contest). */
export function letStand(actor: TurnActor, probes: readonly DsEvent[] = []): TurnSnapshot {
  let s = actor.getSnapshot();
  while (stepId(s) === CONTEST) {
    holds(s, probes);
    s = play(actor, { type: 'DECLINE_CONTEST', faction: s.context.turn.placement.asking! });
  }
  return s;
}

/** Events that are never legal in any state of the step: unknown pieces and places, pieces not in play. */
export const BAD_INPUT: readonly DsEvent[] = [
  { type: 'PLACE_SUPPORT', unit: 'no-such-unit', to: { kind: 'hex', hex: 'w2717' } },
  { type: 'PLACE_SUPPORT', unit: 'nei-ml-knil', to: { kind: 'hex', hex: 'w2717' } },
  { type: 'PLACE_SUPPORT', unit: 'br-force-b', to: { kind: 'hex', hex: 'w9999' } },
  { type: 'PLACE_SUPPORT', unit: 'br-force-b', to: { kind: 'onStation', zone: 'noSuchSea' } },
  { type: 'PLACE_CONVOY', marker: 'no-such-marker', zone: 'bayOfBengal', mode: 'troop' },
  { type: 'CONTEST', faction: 'axis', unit: 'jp-22-flotilla' },
  { type: 'CONTEST', faction: 'axis', unit: 'no-such-unit' },
  { type: 'PLACE_CV_STRIKE', hex: 'w9999' },
  { type: 'PLACE_BEACHHEAD', marker: 'no-such-marker', arrowTo: 'w2518' },
  { type: 'DEVASTATION_TARGET', marker: 'no-such-marker' },
];

/** The legality property on `s` (accepted ⇔ listed ⇔ explained by nothing), as the harness checks it. */
export const holds = (s: TurnSnapshot, probes: readonly DsEvent[] = []): void => expectLegalityHolds(s, probes);

/** The ids of the log's messages, for assertions on what the step did. */
export const messages = (s: TurnSnapshot): string[] => s.context.log.map((l) => l.message);

export const placeOf = (s: TurnSnapshot, id: string): Place | undefined => s.context.game.counters.get(id)?.at;

/** A canonical text of an event, nested objects included (the harness's). */
export const keyOf = eventKey;

/** True when `e` is among the legal actions of `s`. */
export const isListed = (s: TurnSnapshot, e: DsEvent): boolean => legalActions(s).some((l) => keyOf(l) === keyOf(e));
