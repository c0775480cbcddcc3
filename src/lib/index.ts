/**
 * turnchart as a library (`import { openGame } from 'turnchart'`): the engine and the registered
 * rulesets, compiled ahead of use to build/lib (issue 17), so a program of its own plays, checks and
 * replays games without TypeScript. It is a composition root like the CLI's main.ts: the one file
 * of src/lib that imports the registry. docs/library.md shows its use.
 */
import { RULESETS } from '../../machines/rulesets.ts';
import type { Registry } from '../core/registry.ts';
import type { Result } from '../core/violation.ts';
import { openGame as openWith, type OpenProblem, type Opened } from './game.ts';

/** Every ruleset turnchart serves (Dai Senso!, OCS, A World at War), each loaded when first needed. */
export const rulesets: Registry = RULESETS;

/** A game from a scenario's text and, optionally, a saved game's text (see `Game`). */
export const openGame = (scenarioText: string, savedGameText?: string): Promise<Result<Opened, OpenProblem>> =>
  openWith(RULESETS, scenarioText, savedGameText);

export { Game, type OpenProblem, type Opened, type PlayProblem, type Position, type StepNow } from './game.ts';
export { engineOf, type Engine, type EngineSnapshot } from '../core/engine.ts';
export { checkScenario, readScenario, type CheckedScenario, type LoadedScenario } from '../core/scenario-text.ts';
export type { Registry, RulesetEntry } from '../core/registry.ts';
export type { AnyRuleset, EngineContext, RulesetEvent, RulesetInfo } from '../core/ruleset.ts';
export type { ReplayOutcome, ReplayStop } from '../core/replay.ts';
export type { LogEntry } from '../core/log.ts';
export type { InputProblem, Result, Violation } from '../core/violation.ts';
