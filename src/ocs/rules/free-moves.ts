import type { FreeMoveSupport } from '../../core/free-move.ts';
import { isCombatUnit } from '../model/pieces.ts';
import { inHex } from '../model/places.ts';
import { hexName, pieceName, sideName } from '../model/query.ts';
import type { OcsBoard, OcsGame } from '../model/state.ts';
import type { OcsTurnContext } from '../turn/context.ts';

/**
 * How an OCS piece moves freely (R-FREE-MOVES): the phasing player's pieces on the map go to any
 * hex of the map in the phases the seed (rule 9) does not give: Aircraft Refit, Reinforcement,
 * Supply, the Barrage Segments and Clean Up, but not into a hex holding the other side's combat
 * units. The Movement Phase is the machine's own (MOVE).
 */

const boardHexes = new WeakMap<OcsBoard, readonly string[]>();
const hexesOf = (board: OcsBoard): readonly string[] => {
  let ids = boardHexes.get(board);
  if (!ids) boardHexes.set(board, (ids = Object.keys(board.hexes).sort()));
  return ids;
};

/** Hexes holding the other side's combat units, per store and side (opposing combat units never share a hex). */
const barredCache = new WeakMap<OcsGame['pieces'], Map<string, ReadonlySet<string>>>();
function barredOf(g: OcsGame, side: string): ReadonlySet<string> {
  let bySide = barredCache.get(g.pieces);
  if (!bySide) barredCache.set(g.pieces, (bySide = new Map()));
  let set = bySide.get(side);
  if (!set) {
    set = new Set(g.pieces.all().flatMap(({ piece, at }) => (at.kind === 'hex' && isCombatUnit(piece) && piece.side !== side ? [at.hex] : [])));
    bySide.set(side, set);
  }
  return set;
}

const onMapCache = new WeakMap<OcsGame['pieces'], Map<string, readonly { id: string; hex: string }[]>>();
function onMapOf(g: OcsGame, side: string): readonly { id: string; hex: string }[] {
  let bySide = onMapCache.get(g.pieces);
  if (!bySide) onMapCache.set(g.pieces, (bySide = new Map()));
  let list = bySide.get(side);
  if (!list) {
    list = g.pieces.all().flatMap(({ piece, at }) => (at.kind === 'hex' && piece.side === side ? [{ id: piece.id, hex: at.hex }] : []));
    bySide.set(side, list);
  }
  return list;
}

export const ocsFreeMoves: FreeMoveSupport<OcsTurnContext> = {
  mover: (ctx) => ctx.game.frame.phasing,
  hexes: (ctx) => hexesOf(ctx.game.board),
  piece(ctx, id) {
    const s = ctx.game.pieces.get(id);
    return s && { side: s.piece.side, ...(s.at.kind === 'hex' && { hex: s.at.hex }) };
  },
  barred: (ctx, side) => barredOf(ctx.game, side),
  onMap: (ctx, side) => onMapOf(ctx.game, side),
  pieceName: (ctx, id) => pieceName(ctx.game, id),
  hexName: (ctx, hex) => hexName(ctx.game, hex),
  sideName: (ctx, side) => sideName(ctx.game, side),
  move: (ctx, piece, to, entry) => ({ game: { ...ctx.game, pieces: ctx.game.pieces.move(piece, inHex(to)) }, log: ctx.log.append(entry) }),
};
