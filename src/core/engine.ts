import {
  createActor, type AnyActorRef, type AnyEventObject, type MachineContext, type MachineSnapshot, type MetaObject,
  type StateSchema, type StateValue,
} from 'xstate';
import { legalityOf, type Legality } from './legality.ts';
import { stepMachineMismatches } from './machine-check.ts';
import { replay, replaying, type ReplayOutcome, type ReplayRules, type ReplayWatch } from './replay.ts';
import type { EngineContext, Ruleset, RulesetEvent } from './ruleset.ts';

/** A snapshot of a ruleset's turn machine, its context typed as the ruleset's. */
export type EngineSnapshot<C> = MachineSnapshot<
  C & MachineContext, AnyEventObject, Record<string, AnyActorRef | undefined>, StateValue, string, unknown, MetaObject, StateSchema
>;

/**
 * The engine services of one ruleset, built once on its interface: the step the turn rests in,
 * the legal actions, why an event is not legal, starting a turn and replaying a saved game.
 * Undo is a replay of a prefix; a saved game is scenario + seed + events.
 */
export interface Engine<G, C extends EngineContext, E extends RulesetEvent> extends Legality<C, E> {
  readonly ruleset: Ruleset<G, C, E>;
  /** The turn at its start on `game`, before any event. */
  start(game: G, seed?: number): EngineSnapshot<C>;
  /** The position after `events` (raw JSON, each checked); stops at the first malformed or illegal one. */
  replay(game: G, seed: number, events: readonly unknown[], watch?: ReplayWatch<EngineSnapshot<C>, E>): ReplayOutcome<EngineSnapshot<C>, E>;
  /** `replay` in slices of `slice` events, yielding the count done after each (see core/replay.ts `replaying`). */
  replaying(game: G, seed: number, events: readonly unknown[], watch?: ReplayWatch<EngineSnapshot<C>, E>, slice?: number): Generator<number, ReplayOutcome<EngineSnapshot<C>, E>, void>;
}

const engines = new WeakMap<object, unknown>();

/** The engine of `ruleset`, made once per ruleset object. */
export function engineOf<G, C extends EngineContext, E extends RulesetEvent>(ruleset: Ruleset<G, C, E>): Engine<G, C, E> {
  const known = engines.get(ruleset) as Engine<G, C, E> | undefined;
  if (known) return known;
  const mismatches = stepMachineMismatches(ruleset.machine, ruleset.steps);
  if (mismatches.length > 0) throw new Error(`the ${ruleset.id} ruleset's machine and legality disagree:\n${mismatches.join('\n')}`);
  const legality = legalityOf<C & object, E>(ruleset.steps as Ruleset<G, C & object, E>['steps']);
  const rules: ReplayRules<EngineSnapshot<C>, E> = {
    parse: (json, path) => ruleset.events.parse(json, path),
    explain: (s, e) => legality.explain(s, e),
  };
  const engine: Engine<G, C, E> = {
    ...legality,
    ruleset,
    start(game, seed = 1) {
      const actor = createActor(ruleset.machine, { input: { game, seed } }).start();
      const snapshot = actor.getSnapshot() as EngineSnapshot<C>;
      actor.stop();
      return snapshot;
    },
    replay(game, seed, events, watch) {
      return replay(ruleset.machine, { game, seed }, events, rules, watch);
    },
    replaying(game, seed, events, watch, slice) {
      return replaying(ruleset.machine, { game, seed }, events, rules, watch, slice);
    },
  };
  engines.set(ruleset, engine);
  return engine;
}
