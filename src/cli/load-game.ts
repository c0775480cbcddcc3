import { engineOf, type EngineSnapshot } from '../core/engine.ts';
import { notEventsOf } from '../core/input/file-kind.ts';
import { savedGameCodec } from '../core/input/saved-game.ts';
import { readTurnFileText } from '../core/input/turn-file.ts';
import type { ReplayOutcome } from '../core/replay.ts';
import type { AnyRuleset, EngineContext, RulesetEvent } from '../core/ruleset.ts';
import { readScenario } from '../core/scenario-text.ts';
import { fail, ok, type Result } from '../core/violation.ts';
import type { CliEnv } from './env.ts';
import { arrangeGameFiles, type FileProblem, type GameFiles } from './game-files.ts';

export type Outcome = ReplayOutcome<EngineSnapshot<EngineContext>, RulesetEvent>;

/** A game read from its files: the scenario loaded by its ruleset, the seed and the events (not yet replayed). */
export interface LoadedGame {
  readonly ruleset: AnyRuleset;
  /** The scenario's game state, as the ruleset loaded it. */
  readonly game: unknown;
  readonly files: GameFiles;
  readonly seed: number;
  readonly events: readonly unknown[];
}

/** A position: the ruleset it belongs to and the replay that made it. */
export interface Loaded extends LoadedGame {
  readonly outcome: Outcome;
}

const inFile = (file: string) => (problem: FileProblem['problem']): FileProblem => ({ file, problem });

/**
 * The game of `legal`, `replay` and `turn` (the `command`) from its files: `<scenario> [events]`,
 * or an events or turn file alone whose scenario it names. Bad files come back as located problems.
 * An events file is a saved game of the scenario's ruleset or a turn file (its seed and events).
 */
export async function loadGame(env: CliEnv, command: string, first: string, second: string | undefined, cwd: string):
  Promise<Result<LoadedGame, FileProblem>> {
  const arranged = arrangeGameFiles(command, first, second, cwd, env.rulesets);
  if (!arranged.ok) return arranged;
  const files = arranged.value;
  const loaded = await readScenario(env.rulesets, files.scenario.text);
  if (!loaded.ok) return fail(loaded.errors.map(inFile(files.scenario.name)));
  const { ruleset, game } = loaded.value;
  if (files.game === undefined) return ok({ ruleset, game, files, seed: 1, events: [] });
  const { name, text, kind } = files.game;
  const other = notEventsOf(kind, ruleset);
  if (other) return fail([inFile(name)(other)]);
  // The guide's readers: JSON errors located by line and column, a newer format named as such.
  const saved = kind.kind === 'turn' ? readTurnFileText(text) : savedGameCodec(ruleset.formats.savedGame).readText(text);
  if (!saved.ok) return fail(saved.errors.map(inFile(name)));
  return ok({ ruleset, game, files, seed: saved.value.seed, events: saved.value.events });
}

/** The game of `legal` and `replay`, replayed: every event checked, stopping at the first bad one. */
export async function loadPosition(env: CliEnv, command: string, first: string, second: string | undefined, cwd: string):
  Promise<Result<Loaded, FileProblem>> {
  const loaded = await loadGame(env, command, first, second, cwd);
  if (!loaded.ok) return loaded;
  const { ruleset, game, seed, events } = loaded.value;
  return ok({ ...loaded.value, outcome: engineOf(ruleset).replay(game, seed, events) });
}
