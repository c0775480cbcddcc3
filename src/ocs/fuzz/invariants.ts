import type { FuzzInvariants } from '../../core/testing.ts';
import { isCombatUnit } from '../model/pieces.ts';
import type { OcsGame } from '../model/state.ts';
import type { OcsTurnContext } from '../turn/context.ts';

/**
 * What must hold after every accepted OCS event: no piece is made or lost, a unit never absorbs
 * more losses than it has steps (9.11) and a unit in the Dead Pile has lost them all, opposing
 * combat units never share a hex, supply and Transport Points never go negative, and the log only
 * grows.
 */
export function ocsInvariants(_game: OcsGame): FuzzInvariants<OcsTurnContext> {
  return {
    step(before, after) {
      const out: string[] = [];
      const g = after.game;
      if (g.pieces.size !== before.game.pieces.size) out.push('the number of pieces changed');
      if (after.log.length < before.log.length) out.push('the log shrank');
      const owners = new Map<string, string>();
      for (const { piece: p, at } of g.pieces.all()) {
        if (isCombatUnit(p)) {
          if (p.stepsLost > p.steps || p.stepsLost < 0) out.push(`${p.id}: ${p.stepsLost} steps lost of ${p.steps}`);
          if (at.kind === 'deadPile' && p.stepsLost !== p.steps) out.push(`${p.id} is in the Dead Pile with steps left`);
          if (at.kind === 'hex' && p.stepsLost >= p.steps) out.push(`${p.id} is on the map with no step left`);
          if (p.internalStocks < 0) out.push(`${p.id}: negative internal stocks`);
          if (at.kind === 'hex') {
            const o = owners.get(at.hex);
            if (o && o !== p.side) out.push(`opposing combat units share ${at.hex}`);
            owners.set(at.hex, p.side);
          }
        }
        if (p.kind === 'dump' && p.tokens < 0) out.push(`${p.id}: negative tokens`);
        if (p.kind === 'transport' && (p.points < 0 || p.load < 0)) out.push(`${p.id}: negative points or load`);
      }
      return out;
    },
  };
}
