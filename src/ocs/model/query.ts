import type { HexId } from '../../core/hex/hex-id.ts';
import { isCombatUnit, type CombatUnit, type Piece } from './pieces.ts';
import type { Place } from './places.ts';
import type { SideId } from './sides.ts';
import type { OcsGame } from './state.ts';

/** Lookups on the game's pieces: by id, by hex, by side. Data only; no rule. */

export const pieceOf = (g: OcsGame, id: string): Piece | undefined => g.pieces.get(id)?.piece;
export const placeOf = (g: OcsGame, id: string): Place | undefined => g.pieces.get(id)?.at;
export const hexOf = (g: OcsGame, id: string): HexId | undefined => {
  const at = placeOf(g, id);
  return at?.kind === 'hex' ? at.hex : undefined;
};

export const unitOf = (g: OcsGame, id: string): CombatUnit | undefined => {
  const p = pieceOf(g, id);
  return isCombatUnit(p) ? p : undefined;
};

/** Every piece in a hex, in the scenario's order. */
export const piecesIn = (g: OcsGame, hex: HexId): readonly Piece[] => g.pieces.inPlace(hex).map((s) => s.piece);

export const combatUnitsIn = (g: OcsGame, hex: HexId, side?: SideId): CombatUnit[] =>
  piecesIn(g, hex).filter((p): p is CombatUnit => isCombatUnit(p) && (side === undefined || p.side === side));

/** Whether a hex holds combat units of a side other than `side`. */
export const hasEnemyCombatUnits = (g: OcsGame, hex: HexId, side: SideId): boolean =>
  g.pieces.inPlace(hex).some((s) => isCombatUnit(s.piece) && s.piece.side !== side);

/** The hexes holding pieces, in the order of their first piece. */
export const occupiedHexes = (g: OcsGame): readonly HexId[] => g.pieces.placeKeys().filter((k) => g.board.grid.has(k));

export const sideName = (g: OcsGame, side: SideId): string => g.frame.players.find((p) => p.id === side)?.name ?? side;

export const hexName = (g: OcsGame, hex: HexId): string => {
  const name = g.board.hexes[hex]?.name;
  return name ? `${name} (${hex})` : hex;
};

export const pieceName = (g: OcsGame, id: string): string => {
  const p = pieceOf(g, id);
  if (!p) return id;
  switch (p.kind) {
    case 'combat': case 'airBase': case 'aircraft': case 'ship': case 'port': return p.name;
    case 'dump': { const at = hexOf(g, id); return `the dump${at ? ` at ${at}` : ''} (${p.tokens}T)`; }
    case 'transport': return `${p.extender ? 'Extender' : p.type === 'organic' ? 'Organic Truck' : p.type === 'wagon' ? 'Wagon' : 'Truck'} ${p.points}`;
    case 'hedgehog': return `hedgehog level ${p.level}`;
  }
};
