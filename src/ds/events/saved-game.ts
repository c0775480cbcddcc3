import { z } from 'zod';
import { formatPath, type InputProblem, type Result } from '../../core/violation.ts';

export const SAVED_GAME_FORMAT = 'turnchart/ds-events@1';

/**
 * A saved game is a scenario plus this: the dice seed and the events in order. Events are checked
 * one by one during replay, so a bad one is reported at its own index.
 */
const savedGameSchema = z.object({
  $schema: z.string().optional(),
  format: z.literal(SAVED_GAME_FORMAT).optional(),
  scenario: z.string().optional().meta({ description: 'The scenario the events apply to, by its file or its name: the CLI takes the scenario as an argument; the guide refuses a file naming another one.' }),
  seed: z.number().int().min(0).max(0xffffffff).default(1),
  events: z.array(z.unknown()),
}).strict();

export interface SavedGame {
  readonly seed: number;
  readonly events: readonly unknown[];
}

/** A saved-game file, or a bare array of events (seed 1). */
export function parseSavedGame(json: unknown): Result<SavedGame, InputProblem> {
  if (Array.isArray(json)) return { ok: true, value: { seed: 1, events: json } };
  const r = savedGameSchema.safeParse(json);
  if (r.success) return { ok: true, value: { seed: r.data.seed, events: r.data.events } };
  return { ok: false, errors: r.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })) };
}
