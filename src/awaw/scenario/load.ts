import type { z } from 'zod';
import { locateJsonError } from '../../core/input/json-text.ts';
import { capProblems, textLimitProblem } from '../../core/input/limits.ts';
import { PieceStore } from '../../core/pieces/store.ts';
import { fail, formatPath, ok, type InputProblem, type Result } from '../../core/violation.ts';
import type { AwawGame } from '../model/game.ts';
import { placeKey } from '../model/places.ts';
import { buildBoard } from './board.ts';
import { buildCounters, buildNationalities } from './counters.ts';
import { checkPlacedGame, controlOf, placeCounters } from './places.ts';
import { Problems, suggest, uniqueIds, unsafeKeys } from './problems.ts';
import { scenarioSchema, type ScenarioData } from './schema.ts';
import { politicsOfData } from './politics.ts';

function zodProblems(error: z.ZodError): InputProblem[] {
  return error.issues.map((issue) => ({
    path: formatPath(issue.path),
    message: issue.code === 'invalid_key' ? `invalid key: ${issue.issues.map((i) => i.message).join('; ')}` : issue.message,
  }));
}

/** Scenario JSON to a checked AWAW game: shape by the schema, then every reference and rule-10/12 check, all problems at once. */
export function parseAwawScenario(json: unknown): Result<AwawGame, InputProblem> {
  const unsafe = unsafeKeys(json);
  if (unsafe.length > 0) return fail(capProblems(unsafe));
  const parsed = scenarioSchema.safeParse(json, { error: (issue) => (issue.input === undefined ? 'required, but missing' : undefined) });
  if (!parsed.success) return fail(capProblems(zodProblems(parsed.error)));
  const built = buildGame(parsed.data);
  return built.ok ? built : fail(capProblems(built.errors));
}

export function buildGame(data: ScenarioData): Result<AwawGame, InputProblem> {
  const problems = new Problems();
  const board = buildBoard(data, problems);
  for (const key of ['countries', 'fronts', 'weatherAreas', 'boxes'] as const) uniqueIds(problems, key, key, data[key]);
  const { nationalities, factions } = buildNationalities(data, problems);
  if (new Set(data.game.sides).size !== data.game.sides.length) problems.add(['game', 'sides'], 'a side is listed twice');
  if (!data.game.sides.includes(data.game.phasing)) problems.add(['game', 'phasing'], `the phasing side "${data.game.phasing}" is not in game.sides`);
  const fronts = new Set(data.fronts.map((f) => f.id));
  for (const [f, byFront] of Object.entries(data.game.offensives)) {
    for (const front of Object.keys(byFront ?? {})) if (!fronts.has(front)) problems.add(['game', 'offensives', f, front], `unknown front "${front}"${suggest(front, fronts)}`);
  }
  const counters = buildCounters(data, nationalities, problems);
  if (!board) return fail(problems.list);
  const stored = placeCounters(data, counters, board, nationalities, problems);
  if (!problems.empty) return fail(problems.list);
  const record = <T extends { id: string }>(xs: readonly T[]): Record<string, T> => Object.fromEntries(xs.map((x) => [x.id, x]));
  const game: AwawGame = {
    scenario: { name: data.name, description: data.description, simplifications: data.simplifications },
    info: { turn: data.game.turn, year: data.game.year, season: data.game.season, sides: data.game.sides, phasing: data.game.phasing, offensives: data.game.offensives, conditions: data.game.conditions },
    board, factions, nationalities,
    countries: record(data.countries), fronts: record(data.fronts), weatherAreas: record(data.weatherAreas), boxes: record(data.boxes),
    pieces: PieceStore.of(stored, placeKey),
    control: controlOf(data, stored, nationalities),
    ...(data.politics && { politics: politicsOfData(data.politics) }),
  };
  checkPlacedGame(game, problems);
  return problems.empty ? ok(game) : fail(problems.list);
}

/** Scenario text to a game; JSON errors located by line and column, oversized or over-nested text refused first. */
export function parseAwawScenarioText(text: string): Result<AwawGame, InputProblem> {
  const tooMuch = textLimitProblem(text);
  if (tooMuch) return fail([tooMuch]);
  let json: unknown;
  try { json = JSON.parse(text); } catch (e) { return fail([{ path: '(file)', message: `not valid JSON: ${locateJsonError(text, e)}` }]); }
  return parseAwawScenario(json);
}
