import type { z } from 'zod';
import { fail, formatPath, ok, type InputProblem, type Result } from '../../core/violation.ts';
import type { Country } from '../model/countries.ts';
import type { DsGameState } from '../model/state.ts';
import { buildBoard } from './build-board.ts';
import { counterStore } from '../model/contents.ts';
import { buildCounters } from './build-counters.ts';
import { dataProblems } from './data-problems.ts';
import { idRecord } from './id-record.ts';
import { capProblems } from '../../core/input/limits.ts';
import { readJsonText } from '../../core/input/read-json.ts';
import { checkReferences, collectRegistries } from './check-registries.ts';
import { checkFacts, checkGame } from './check-game.ts';
import { placeCounters } from './place-counters.ts';
import { Problems } from './problems.ts';
import { scenarioSchema, type ScenarioData } from './schema/scenario.schema.ts';

const byId = <T extends { id: string }>(items: readonly T[]): Record<string, T> =>
  idRecord(items.map((x) => [x.id, x] as const));

function zodProblems(error: z.ZodError): InputProblem[] {
  return error.issues.map((issue) => ({
    path: formatPath(issue.path),
    // A bad record key (a hex id under places.hexes...) carries the key schema's own message inside.
    message: issue.code === 'invalid_key' ? `invalid key: ${issue.issues.map((i) => i.message).join('; ')}` : issue.message,
  }));
}

/**
 * Scenario data (already parsed JSON) to a checked game state. Shape problems come from the
 * schema; then every cross-reference is checked, and all problems are returned together.
 */
export function parseScenario(json: unknown): Result<DsGameState, InputProblem> {
  const unsafe = dataProblems(json);
  if (unsafe.length > 0) return fail(capProblems(unsafe));
  // jitless: zod's compiled fast path costs more to make than it saves on one scenario (a cold
  // `turnchart validate` parsed the teaching scenario in 108-118 ms with it, 94-97 ms without).
  const parsed = scenarioSchema.safeParse(json, { jitless: true, error: (issue) => (issue.input === undefined ? 'required, but missing' : undefined) });
  if (!parsed.success) return fail(capProblems(zodProblems(parsed.error)));
  const built = buildState(parsed.data);
  return built.ok ? built : fail(capProblems(built.errors));
}

export function buildState(data: ScenarioData): Result<DsGameState, InputProblem> {
  const problems = new Problems();
  const board = buildBoard(data, problems);
  const reg = collectRegistries(data, problems);
  checkReferences(data, reg, problems);
  checkGame(data, problems);
  checkFacts(data, reg, problems);
  const countries: Record<string, Country> = byId(data.countries);
  const counters = buildCounters(data, reg, problems);
  const placed = placeCounters(data, counters, countries, reg, board, problems);
  if (!problems.empty || !board) return fail(problems.list);
  return ok({
    scenario: { name: data.name, description: data.description },
    game: data.game,
    board,
    countries,
    navalZones: byId(data.navalZones),
    restrictedWaterways: data.restrictedWaterways,
    offMapBoxes: byId(data.offMapBoxes),
    weatherAreas: byId(data.weatherAreas),
    counters: counterStore(Object.values(placed)),
    facts: data.facts,
  });
}

/**
 * Scenario text to a game state; a JSON syntax error is located by line and column. Text over the
 * size limit, or nested deeper than any scenario, is refused before it is parsed (limits.ts).
 */
export function parseScenarioText(text: string): Result<DsGameState, InputProblem> {
  const read = readJsonText(text);
  return read.ok ? parseScenario(read.value) : read;
}
