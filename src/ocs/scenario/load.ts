import type { z } from 'zod';
import { capProblems } from '../../core/input/limits.ts';
import { readJsonText } from '../../core/input/read-json.ts';
import { fail, formatPath, ok, type InputProblem, type Result } from '../../core/violation.ts';
import type { OcsGame } from '../model/state.ts';
import { buildBoard } from './build-board.ts';
import { buildPieces } from './build-pieces.ts';
import { checkUnique, Problems } from './problems.ts';
import { ocsScenarioSchema, type OcsScenarioData } from './schema.ts';

function zodProblems(error: z.ZodError): InputProblem[] {
  return error.issues.map((issue) => ({
    path: formatPath(issue.path),
    message: issue.code === 'invalid_key' ? `invalid key: ${issue.issues.map((i) => i.message).join('; ')}` : issue.message,
  }));
}

/** The frame's references: players unique, the order a permutation of them, the phasing player one of them. */
function checkFrame(data: OcsScenarioData, problems: Problems): void {
  const ids = data.game.players.map((p) => p.id);
  checkUnique(problems, 'player', 'game.players', ids);
  if (!ids.includes(data.game.phasing)) problems.add(['game', 'phasing'], `"${data.game.phasing}" is not a player; the players are ${ids.join(', ')}`);
  const order = data.game.playerOrder;
  if (order && (new Set(order).size !== 2 || order.some((s) => !ids.includes(s)))) problems.add(['game', 'playerOrder'], `list each player once: ${ids.join(', ')}`);
}

/** Scenario JSON to a checked OCS game, every problem located. */
export function parseOcsScenario(json: unknown): Result<OcsGame, InputProblem> {
  const parsed = ocsScenarioSchema.safeParse(json, { error: (issue) => (issue.input === undefined ? 'required, but missing' : undefined) });
  if (!parsed.success) return fail(capProblems(zodProblems(parsed.error)));
  const data = parsed.data;
  const problems = new Problems();
  checkFrame(data, problems);
  const board = buildBoard(data, problems);
  const pieces = buildPieces(data, board, problems);
  const traceSupply: Record<string, ReadonlySet<string>> = {};
  for (const [side, hexes] of Object.entries(data.facts.traceSupply)) {
    if (!data.game.players.some((p) => p.id === side)) problems.add(['facts', 'traceSupply', side], `unknown side "${side}"`);
    hexes.forEach((h, i) => { if (board && !board.grid.has(h)) problems.add(['facts', 'traceSupply', side, i], `hex ${h} is not on the map`); });
    traceSupply[side] = new Set(hexes);
  }
  if (!problems.empty || !board || !pieces) return fail(capProblems(problems.list));
  return ok({
    scenario: { name: data.name, description: data.description, simplifications: data.simplifications },
    frame: { ...data.game, playerOrder: data.game.playerOrder ?? data.game.players.map((p) => p.id) },
    board,
    pieces,
    facts: { traceSupply },
  });
}

/** Scenario text to a game; a JSON syntax error located by line and column, junk refused before parsing. */
export function parseOcsScenarioText(text: string): Result<OcsGame, InputProblem> {
  const read = readJsonText(text);
  return read.ok ? parseOcsScenario(read.value) : read;
}
