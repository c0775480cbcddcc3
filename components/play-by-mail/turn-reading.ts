import { MAX_SAVED_GAME_BYTES, tooLargeProblem } from '../../src/core/input/saved-game.ts';
import { readTurnFileText, type TurnFile } from '../../src/core/input/turn-file.ts';
import type { AnyRuleset } from '../../src/core/ruleset.ts';
import { verifyTurn } from '../../src/core/turn-check.ts';
import { eventAt } from '../../src/core/words.ts';

/** An opponent's turn file read and verified: either what to replay and step through, or why not. */
export type TurnReading =
  | { readonly ok: true; readonly file: TurnFile; readonly title: string; readonly summary: string }
  | { readonly ok: false; readonly title: string; readonly lines: readonly string[] };

/**
 * Reads and verifies an opponent's turn file against the scenario on the table (src/core's
 * readTurnFileText and verifyTurn, as `turnchart verify` does): its header, then every event of the
 * game replayed with full checking. The first illegal event is refused with its rule; nothing of
 * the game on the table is touched here.
 */
export async function readOpponentTurn(blob: Blob, name: string, ruleset: AnyRuleset, game: unknown, scenarioFile?: string): Promise<TurnReading> {
  const refused = `${name} was not opened; the game is unchanged.`;
  let text: string;
  try {
    if (blob.size > MAX_SAVED_GAME_BYTES) return { ok: false, title: refused, lines: [tooLargeProblem(blob.size).message] };
    text = await blob.text();
  } catch (e) {
    return { ok: false, title: refused, lines: [`cannot read the file: ${e instanceof Error ? e.message : String(e)}`] };
  }
  const read = readTurnFileText(text);
  if (!read.ok) return { ok: false, title: refused, lines: read.errors.map((p) => `${p.path}: ${p.message}`) };
  const verified = verifyTurn(ruleset, game, read.value, scenarioFile);
  if (!verified.ok) return { ok: false, title: refused, lines: verified.errors.map((p) => `${p.path}: ${p.message}`) };
  const v = verified.value, stop = v.stop;
  const side = v.side.name, player = read.value.turn.player;
  if (stop) {
    const where = `${eventAt(stop.index)}, ${stop.inTurn ? `in the turn just played (${side})` : 'before the turn just played'},`;
    const lines = stop.kind === 'illegal'
      ? stop.violations.map((x) => `Rule ${x.rule}: ${x.message}`)
      : stop.problems.map((p) => `${p.path}: ${p.message}`);
    const what = stop.kind === 'illegal' ? `${ruleset.views.describe(stop.event, game)} is not legal` : 'is not an event';
    return { ok: false, title: `${name} was refused: ${where} ${what}; the game is unchanged.`, lines };
  }
  const { first, last, count } = v.numbers;
  const who = player ? `${player}'s turn (${side})` : `${side} turn`;
  const dice = `${v.dice.seeded} ${v.dice.seeded === 1 ? 'die' : 'dice'} rolled by the seeded dice, ${v.dice.entered} entered by hand`;
  const events = count === 0 ? 'no events' : count === 1 ? `event ${first}` : `events ${first} to ${last}`;
  return { ok: true, file: read.value, title: who, summary: `Verified ${name}: ${who}, ${events}, all legal (${dice}).` };
}
