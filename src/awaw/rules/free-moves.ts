import type { FreeMoveSupport } from '../../core/free-move.ts';
import type { AwawGame, Board } from '../model/game.ts';
import { SIDE_NAMES, sideOf, type Side } from '../model/ids.ts';
import { hexPlace } from '../model/places.ts';
import { groundIn, hexOf, withMoved } from '../model/queries.ts';
import { stackingViolations } from './stacking.ts';
import { MARKER_NAMES, type Counter } from '../model/units.ts';
import type { AwawTurnContext } from '../turn/context.ts';

/**
 * How an AWAW counter moves freely (R-FREE-MOVES): the phasing side's counters on the map go to
 * any hex of the map but those holding the other side's ground units, in the steps
 * src/awaw/legal/free-moves.ts lists.
 */

const boardHexes = new WeakMap<Board, readonly string[]>();
const hexesOf = (board: Board): readonly string[] => {
  let ids = boardHexes.get(board);
  if (!ids) boardHexes.set(board, (ids = [...board.hexes.keys()].sort()));
  return ids;
};

const sideOfCounter = (g: AwawGame, c: Counter): Side | undefined => {
  const faction = c.kind === 'marker' ? c.faction : g.nationalities[c.nationality]?.faction;
  return faction && sideOf(faction);
};

/** Hexes holding the other side's ground units, per store and side (enemy ground units never share a hex). */
const barredCache = new WeakMap<AwawGame['pieces'], Map<string, ReadonlySet<string>>>();
function barredOf(g: AwawGame, side: string): ReadonlySet<string> {
  let bySide = barredCache.get(g.pieces);
  if (!bySide) barredCache.set(g.pieces, (bySide = new Map()));
  let set = bySide.get(side);
  if (!set) {
    set = new Set(g.pieces.all().flatMap(({ piece, at }) => {
      const s = at.kind === 'hex' && piece.kind === 'ground' ? sideOfCounter(g, piece) : undefined;
      return at.kind === 'hex' && s !== undefined && s !== side ? [at.hex] : [];
    }));
    bySide.set(side, set);
  }
  return set;
}

const onMapCache = new WeakMap<AwawGame['pieces'], Map<string, readonly { id: string; hex: string }[]>>();
function onMapOf(g: AwawGame, side: string): readonly { id: string; hex: string }[] {
  let bySide = onMapCache.get(g.pieces);
  if (!bySide) onMapCache.set(g.pieces, (bySide = new Map()));
  let list = bySide.get(side);
  if (!list) {
    list = g.pieces.all().flatMap(({ piece, at }) => (at.kind === 'hex' && sideOfCounter(g, piece) === side ? [{ id: piece.id, hex: at.hex }] : []));
    bySide.set(side, list);
  }
  return list;
}

const hexName = (g: AwawGame, id: string): string => {
  const name = hexOf(g, id)?.name;
  return name ? `${name} (${id})` : id;
};

export const awawFreeMoves: FreeMoveSupport<AwawTurnContext> = {
  mover: (ctx) => ctx.game.info.phasing,
  hexes: (ctx) => hexesOf(ctx.game.board),
  piece(ctx, id) {
    const s = ctx.game.pieces.get(id);
    if (!s) return undefined;
    const side = sideOfCounter(ctx.game, s.piece);
    return { ...(side && { side }), ...(s.at.kind === 'hex' && { hex: s.at.hex }) };
  },
  barred: (ctx, side) => barredOf(ctx.game, side),
  // 12.11-12.12: a ground unit moved freely still may not overstack its new hex (an empty one never is).
  refuses: (ctx, piece, to) => (ctx.game.pieces.get(piece)?.piece.kind !== 'ground' || groundIn(ctx.game, to).length === 0
    ? [] : stackingViolations(withMoved(ctx.game, piece, hexPlace(to)), to)),
  onMap: (ctx, side) => onMapOf(ctx.game, side),
  pieceName: (ctx, id) => {
    const c = ctx.game.pieces.get(id)?.piece;
    return !c ? id : c.kind === 'marker' ? `${MARKER_NAMES[c.type]} (${id})` : c.name;
  },
  hexName: (ctx, hex) => hexName(ctx.game, hex),
  sideName: (_ctx, side) => (side in SIDE_NAMES ? SIDE_NAMES[side as Side] : side),
  move: (ctx, piece, to, entry) => ({ game: withMoved(ctx.game, piece, hexPlace(to)), log: ctx.log.append(entry) }),
};
