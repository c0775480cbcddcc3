import type { HexId } from '../../core/hex/hex-id.ts';
import { isCombatUnit } from '../model/pieces.ts';
import type { SideId } from '../model/sides.ts';
import type { OcsGame } from '../model/state.ts';

/**
 * Zones of Control (not in the seed: R-OCS-ZOC). 9.12e applies them to retreats: a hex is in an
 * enemy ZOC of `side` when a combat unit of the other side that exerts a ZOC stands next to it.
 * Read from the pieces where they are now, so retreats and advances change it as they happen.
 */
export function inEnemyZoc(g: OcsGame, hex: HexId, side: SideId): boolean {
  for (const n of g.board.grid.neighbours(hex)) {
    for (const { piece } of g.pieces.inPlace(n)) {
      if (isCombatUnit(piece) && piece.side !== side && piece.exertsZoc) return true;
    }
  }
  return false;
}
