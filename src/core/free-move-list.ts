import { FREE_MOVE, isFreeMove, type FreeMoveEvent } from './free-move.ts';
import type { RulesetEvent } from './step.ts';

/**
 * The free moves of a legal list by counter (R-FREE-MOVES): every counter of the phasing side to
 * almost every hex is thousands of events (10,837 on the DS teaching map in Operational Movement),
 * which a record or a screen lists as one line per counter, its hexes in map order.
 */
export interface FreeMovesOfPiece {
  readonly piece: string;
  readonly to: readonly string[];
}

/** A legal list split into the rules' actions, in their order, and the free moves by counter. */
export function splitFreeMoves<E extends RulesetEvent>(legal: readonly E[]): { readonly checked: readonly E[]; readonly free: readonly FreeMovesOfPiece[] } {
  if (!legal.some(isFreeMove)) return { checked: legal, free: [] };
  const byPiece = new Map<string, string[]>();
  const checked: E[] = [];
  for (const e of legal) {
    if (!isFreeMove(e)) { checked.push(e); continue; }
    const to = byPiece.get(e.piece);
    if (to) to.push(e.to);
    else byPiece.set(e.piece, [e.to]);
  }
  return { checked, free: [...byPiece].map(([piece, to]) => ({ piece, to })) };
}

/** The free moves of `splitFreeMoves` as events again, in the same order. */
export const expandFreeMoves = (free: readonly FreeMovesOfPiece[]): FreeMoveEvent[] =>
  free.flatMap(({ piece, to }) => to.map((hex) => ({ type: FREE_MOVE, piece, to: hex })));
