import { isCombatUnit } from '../model/pieces.ts';
import { sideName } from '../model/query.ts';
import type { OcsGame } from '../model/state.ts';
import { freshBookkeeping, type OcsTurnContext } from '../turn/context.ts';
import { log, updatePiece, withGame } from './context.ts';

/** The turn's frame: player turns in the game turn's order, then the next game turn (R-OCS-SEQUENCE). */

/** The player whose turn follows the phasing one in this game turn, if any. */
export function nextPlayerThisTurn(g: OcsGame): string | undefined {
  const i = g.frame.playerOrder.indexOf(g.frame.phasing);
  return i >= 0 ? g.frame.playerOrder[i + 1] : undefined;
}

export function applyNextPlayerTurn(ctx: OcsTurnContext): OcsTurnContext {
  const next = nextPlayerThisTurn(ctx.game)!;
  const game = { ...ctx.game, frame: { ...ctx.game.frame, phasing: next } };
  return log({ ...withGame(ctx, game), turn: freshBookkeeping() }, '—', `the ${sideName(game, next)} player turn begins`);
}

export function applyNextGameTurn(ctx: OcsTurnContext): OcsTurnContext {
  const frame = { ...ctx.game.frame, turn: ctx.game.frame.turn + 1, phasing: ctx.game.frame.playerOrder[0]! };
  const game = { ...ctx.game, frame };
  return log({ ...withGame(ctx, game), turn: freshBookkeeping() }, '—', `game turn ${frame.turn} begins: the ${sideName(game, frame.phasing)} player turn`);
}

/**
 * The Clean Up Phase (not in the seed, R-OCS-SEQUENCE): the phasing player's Exploit markers come
 * off (their units return to Combat Mode) and his units recover from DG, as OCS's sequence does.
 */
export function applyCleanUp(ctx: OcsTurnContext): OcsTurnContext {
  let g = ctx.game;
  let n = 0;
  for (const { piece } of g.pieces.all()) {
    if (!isCombatUnit(piece) || piece.side !== g.frame.phasing || (!piece.dg && piece.mode !== 'exploit')) continue;
    g = updatePiece(g, { ...piece, dg: false, mode: piece.mode === 'exploit' ? 'combat' : piece.mode });
    n++;
  }
  return log(withGame(ctx, g), '—', `Clean Up: ${n} ${sideName(g, g.frame.phasing)} ${n === 1 ? 'unit loses its' : 'units lose their'} DG and Exploit markers.`);
}

/** A segment begins: 9.1c's "once in a Combat Segment" and the units moved count afresh. */
export const applyBeginSegment = (ctx: OcsTurnContext): OcsTurnContext => ({ ...ctx, turn: { ...ctx.turn, attackedUnits: [], attackedHexes: [], moved: [] } });
