import { eventOf, type StepLegality } from '../../core/step.ts';
import type { OcsEvent } from '../events/index.ts';
import { isCombatUnit } from '../model/pieces.ts';
import { occupiedHexes, piecesIn } from '../model/query.ts';
import type { OcsTurnContext } from '../turn/context.ts';
import { modeChangeViolations, movable, moveViolations } from '../rules/movement.ts';
import { declarationViolations } from '../rules/restrictions.ts';
import { attackCandidatesByTarget } from './declare.ts';
import { movesId, type MovementSpec } from './step-ids.ts';

/**
 * The movement segments (Movement Phase; the Exploitation Phase's movement): moves, mode changes
 * (Movement Phase only), overruns by the moving stack (9.1a, 9.1c), DONE.
 */
export function movesStep(m: MovementSpec): StepLegality<OcsTurnContext, OcsEvent> {
  return {
    id: movesId(m),
    accepts: m.phase === 'movement' ? ['MOVE', 'OVERRUN', 'SET_MODE', 'DONE'] : ['MOVE', 'OVERRUN', 'DONE'],
    check(ctx, e) {
      const g = ctx.game;
      const move = eventOf(e, 'MOVE');
      if (move) return moveViolations(g, move.units, move.to, m.phase);
      const mode = eventOf(e, 'SET_MODE');
      if (mode) return modeChangeViolations(g, mode.units, mode.mode, ctx.turn.moved);
      const o = eventOf(e, 'OVERRUN');
      if (o) return declarationViolations(g, 'overrun', o.target, o.units, [], [], m.phase === 'exploitation');
      return [];
    },
    enumerate(ctx) {
      const g = ctx.game;
      const out: OcsEvent[] = [];
      for (const hex of occupiedHexes(g)) {
        const mine = piecesIn(g, hex).filter((p) => p.side === g.frame.phasing);
        const movers = mine.filter((p) => movable(p, m.phase) === undefined);
        const groups = [movers.map((p) => p.id), ...(movers.length > 1 ? movers.filter(isCombatUnit).map((p) => [p.id]) : [])];
        for (const to of g.board.grid.neighbours(hex)) {
          for (const units of groups) if (units.length > 0 && moveViolations(g, units, to, m.phase).length === 0) out.push({ type: 'MOVE', units, to });
        }
        if (m.phase === 'movement') {
          for (const u of mine.filter(isCombatUnit)) {
            for (const mode of ['combat', 'move', 'strat'] as const) {
              if (modeChangeViolations(g, [u.id], mode, ctx.turn.moved).length === 0) out.push({ type: 'SET_MODE', units: [u.id], mode });
            }
          }
        }
      }
      for (const [target, byHex] of attackCandidatesByTarget(g, 'overrun', [], m.phase === 'exploitation')) {
        for (const units of byHex.values()) {
          if (declarationViolations(g, 'overrun', target, units, [], [], m.phase === 'exploitation').length === 0) out.push({ type: 'OVERRUN', units, target });
        }
      }
      return [...out, { type: 'DONE' }];
    },
  };
}
