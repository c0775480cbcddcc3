import { eventOf } from '../../core/step.ts';
import { sideOf } from '../model/ids.ts';
import { factionOf } from '../model/queries.ts';
import { isGround } from '../model/units.ts';
import { voluntaryEliminationViolations } from '../rules/movement/voluntary-elimination.ts';
import { MOVEMENT_STEP_IDS, type MovementStepLegality, type TurnEvent } from './movement-step.ts';

/**
 * 13.21 voluntary elimination, at its two moments (MV-2..MV-6): immediately before the movement phase
 * and at the end of the redeployment phase; one step config serves both.
 */
export function eliminationStep(id: string): MovementStepLegality {
  return {
    id,
    accepts: ['ELIMINATE', 'DONE'],
    exact: true,
    check(ctx, e) {
      const x = eventOf(e, 'ELIMINATE');
      return x ? voluntaryEliminationViolations(ctx.game, x.unit) : [];
    },
    enumerate(ctx) {
      const g = ctx.game;
      const out: TurnEvent[] = [];
      for (const s of g.pieces.all()) {
        if (!isGround(s.piece) || (s.at.kind !== 'hex' && s.at.kind !== 'box') || sideOf(factionOf(g, s.piece)) !== g.info.phasing) continue;
        if (voluntaryEliminationViolations(g, s.piece.id).length === 0) out.push({ type: 'ELIMINATE', unit: s.piece.id });
      }
      return [...out, { type: 'DONE' }];
    },
  };
}

export const voluntaryElimination = eliminationStep(MOVEMENT_STEP_IDS.voluntaryElimination);
export const redeploymentElimination = eliminationStep(MOVEMENT_STEP_IDS.redeploymentElimination);
