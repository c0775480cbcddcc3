import { engineOf, type EngineSnapshot } from './engine.ts';
import { namesScenario } from './input/saved-game.ts';
import type { LogNote } from './input/notes.ts';
import { turnNumbers, type TurnFile, type TurnMark } from './input/turn-file.ts';
import { replay, type ReplayOutcome, type ReplayStop } from './replay.ts';
import type { EngineContext, Ruleset, RulesetEvent } from './ruleset.ts';
import { fail, ok, type InputProblem, type Result } from './violation.ts';
import { eventNumber } from './words.ts';

/**
 * Play by mail: making a turn file from a game, and verifying one against its scenario. Both are
 * generic over the ruleset; the CLI (`turnchart turn`, `turnchart verify`) and the guide use them
 * alike (docs/turn-files.md).
 */

/** Where a checked replay stopped: event `number` as the guide numbers them, and whether it is in the turn just played. */
export type TurnStop<E> = ReplayStop<E> & { readonly number: number; readonly inTurn: boolean };

export interface TurnVerification<C, E> {
  /** The side that played the turn, by id and name. */
  readonly side: { readonly id: string; readonly name: string };
  /** The turn's events as the guide numbers them: first..last (first > last when it is empty). */
  readonly numbers: { readonly first: number; readonly last: number; readonly count: number };
  /** The replay of every event with full checking: the position after the last accepted one. */
  readonly outcome: ReplayOutcome<EngineSnapshot<C>, E>;
  /** The first event that is malformed or illegal, if any: nothing after it is applied. */
  readonly stop?: TurnStop<E>;
  /**
   * The chance in the turn's accepted events: dice rolled by the seeded dice, and what the player
   * entered by hand (a die face they read, a result from their own chart). A player reading a file
   * from someone else may want to know which is which.
   */
  readonly dice: { readonly seeded: number; readonly entered: number };
}

/** The side whose turn it is in a position, by the ruleset's view (the first side when it names none). */
function phasingOf<G, C extends EngineContext, E extends RulesetEvent>(ruleset: Ruleset<G, C, E>, context: C): string {
  const position = ruleset.views.position(ruleset.views.gameOf(context));
  return position.phasing ?? position.sides[0]?.id ?? '';
}

/**
 * The turn just played at the end of `events`, as it is marked when none is given: the side whose
 * turn it was before the last event, and the events since that side's turn began (the longest run
 * of events, ending with the last, before each of which it was that side's turn). A replay that
 * stops early marks the turn among the events it accepted.
 */
export function lastTurn<G, C extends EngineContext, E extends RulesetEvent>(
  ruleset: Ruleset<G, C, E>, game: G, seed: number, events: readonly unknown[],
): Omit<TurnMark, 'player'> {
  const engine = engineOf(ruleset);
  const sides: string[] = [];
  const outcome = replay<EngineSnapshot<C>, E>(ruleset.machine, { game, seed }, events, {
    parse: (json, path) => ruleset.events.parse(json, path),
    explain: (s, e) => engine.explain(s, e),
    before: (s) => { sides.push(phasingOf(ruleset, s.context)); },
  });
  const side = sides.at(-1);
  if (side === undefined) return { from: outcome.applied, side: phasingOf(ruleset, outcome.snapshot.context) };
  let from = sides.length - 1;
  while (from > 0 && sides[from - 1] === side) from--;
  return { from, side };
}

/** What a turn file is made from: the game so far, where it came from, and the turn, when it is not the default. */
export interface TurnFileInput {
  readonly seed: number;
  readonly events: readonly unknown[];
  /** The scenario file, as the player would name it to their opponent. */
  readonly scenarioFile?: string;
  /** The turn just played; by default `lastTurn`. */
  readonly turn?: Partial<TurnMark>;
  /** The players' notes on events, kept in the file (those on events it has). */
  readonly notes?: readonly LogNote[];
}

/** A turn file for a game of `ruleset` on `game` (the scenario loaded): the scenario named by its title. */
export function makeTurnFile<G, C extends EngineContext, E extends RulesetEvent>(ruleset: Ruleset<G, C, E>, game: G, input: TurnFileInput): TurnFile {
  const given = input.turn ?? {};
  const marked = given.from === undefined || given.side === undefined ? lastTurn(ruleset, game, input.seed, input.events) : undefined;
  const name = ruleset.views.position(game).title;
  return {
    eventsFormat: ruleset.formats.savedGame,
    scenario: input.scenarioFile === undefined ? { name } : { name, file: input.scenarioFile },
    seed: input.seed,
    turn: {
      from: given.from ?? marked!.from,
      side: given.side ?? marked!.side,
      ...(given.player === undefined ? {} : { player: given.player }),
    },
    events: input.events,
    ...(input.notes?.some((n) => n.event <= input.events.length) ? { notes: input.notes.filter((n) => n.event <= input.events.length) } : {}),
  };
}

/**
 * Why a turn file's header does not fit the scenario `game` of `ruleset`: events of another
 * ruleset (or version; then only that), a game of another scenario, a side the scenario does not
 * have. Each problem is located by its JSON path in the turn file.
 */
export function turnFileProblems<G, C extends EngineContext, E extends RulesetEvent>(
  ruleset: Ruleset<G, C, E>, game: G, file: TurnFile, scenarioFile?: string,
): InputProblem[] {
  // Events of another ruleset (or version): nothing else in the file can be read against this scenario.
  if (file.eventsFormat !== ruleset.formats.savedGame) {
    return [{ path: 'eventsFormat', message: `these events are ${file.eventsFormat}; the scenario is of ${ruleset.title}, whose events are ${ruleset.formats.savedGame}` }];
  }
  const problems: InputProblem[] = [];
  const playing = { name: ruleset.views.position(game).title, ...(scenarioFile === undefined ? {} : { file: scenarioFile }) };
  const named = namesScenario(file.scenario.name, playing) || (file.scenario.file !== undefined && namesScenario(file.scenario.file, playing));
  if (!named) {
    problems.push({ path: 'scenario.name', message: `this turn file is a game of "${file.scenario.name}"; the scenario given is "${playing.name}"${scenarioFile === undefined ? '' : ` (${scenarioFile})`}` });
  }
  const sides = ruleset.scenario.sides(game);
  if (!sides.some((s) => s.id === file.turn.side)) {
    problems.push({ path: 'turn.side', message: `no side "${file.turn.side}" in this scenario; its sides are ${sides.map((s) => `"${s.id}" (${s.name})`).join(', ')}` });
  }
  return problems;
}

/**
 * Verifies a turn file against the scenario it is for (`game`, loaded from `scenarioFile`): its
 * header first (problems located in the file: bad input), then every event replayed with full
 * checking, the game so far and the turn just played alike. The first malformed or illegal event
 * is reported with its number as the guide counts events and, when illegal, its violations.
 */
export function verifyTurn<G, C extends EngineContext, E extends RulesetEvent>(
  ruleset: Ruleset<G, C, E>, game: G, file: TurnFile, scenarioFile?: string,
): Result<TurnVerification<C, E>, InputProblem> {
  const problems = turnFileProblems(ruleset, game, file, scenarioFile);
  if (problems.length > 0) return fail(problems);
  const outcome = engineOf(ruleset).replay(game, file.seed, file.events);
  const sides = ruleset.scenario.sides(game);
  const side = sides.find((s) => s.id === file.turn.side)!;
  const played = outcome.events.slice(file.turn.from);
  // A chart result the player may type (`resultEntry`) is entered by hand, as a die face they read is.
  const rolls = played.map((e) => ruleset.views.seededRoll(e) ?? (ruleset.views.resultEntry(e.type) ? false : undefined)).filter((r) => r !== undefined);
  const stop = outcome.stop && { ...outcome.stop, number: eventNumber(outcome.stop.index), inTurn: outcome.stop.index >= file.turn.from };
  return ok({
    side: { id: side.id, name: side.name },
    numbers: turnNumbers(file),
    outcome,
    ...(stop ? { stop } : {}),
    dice: { seeded: rolls.filter((r) => r).length, entered: rolls.filter((r) => !r).length },
  });
}
