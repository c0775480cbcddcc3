import type { DsEvent } from '../../src/ds/events/index.ts';
import { legalActions } from '../../src/ds/legal/index.ts';
import type { DsGameState } from '../../src/ds/model/index.ts';
import type { GroundUnit } from '../../src/ds/model/ground-units.ts';
import { nearMisses } from '../support/probes.ts';
import { TEACHING, advanceTo, expectLegalityHolds, loadScenario, play, savedEvents, startTurn, type TurnActor, type TurnSnapshot } from '../support/turn-harness.ts';
import { withPlaced } from '../../src/ds/model/contents.ts';

/**
 * The combat tests' way into a real turn: the teaching scenario (edited before the turn starts to
 * set up a situation), its scripted Western turn up to Blitz Combat, then on to Regular Combat,
 * with the one-source legality checked on every state the test plays through.
 */
export const TURN = savedEvents('scenarios/events/teaching-western-turn.json');
/** Walks through whole turns take a few seconds each; on 2 shared cores, several times that. */
export const SLOW = 30_000;

/** The state, after checking that can ⇔ legalActions ⇔ empty explain holds there (with near misses as probes). */
export const checked = (s: TurnSnapshot): TurnSnapshot => {
  expectLegalityHolds(s, nearMisses(s.context, legalActions(s)));
  return s;
};

/** Plays each event after checking the one-source legality on the state it is played in, and on the last. */
export function run(actor: TurnActor, events: readonly DsEvent[]): TurnSnapshot {
  for (const e of events) {
    checked(actor.getSnapshot());
    play(actor, e);
  }
  return checked(actor.getSnapshot());
}

/** The turn script up to Blitz Combat (28 events), then on to the first Regular Combat declaration. */
export function atRegularAttacks(edit: (g: DsGameState) => DsGameState = (g) => g): TurnActor {
  const actor = startTurn(edit(loadScenario(TEACHING)), 1);
  run(actor, TURN.slice(0, 28));
  advanceTo(actor, 'ds.regular.attacks');
  checked(actor.getSnapshot());
  return actor;
}

/** The game with one more ground unit, in `hex` (a situation set up before the turn starts). */
export const withUnitAt = (g: DsGameState, u: GroundUnit, hex: string): DsGameState =>
  withPlaced(g, { counter: u, at: { kind: 'hex', hex } });

/** The event types legal now, each once. */
export const types = (s: TurnSnapshot): string[] => [...new Set(legalActions(s).map((e) => e.type))];

/** The hex a counter is in, if it is in one. */
export const hexOf = (s: TurnSnapshot, id: string): string | undefined => {
  const at = s.context.game.counters.get(id)?.at;
  return at?.kind === 'hex' ? at.hex : undefined;
};
