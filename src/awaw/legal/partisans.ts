import { eventOf } from '../../core/step.ts';
import { sideOf } from '../model/ids.ts';
import { factionOf } from '../model/queries.ts';
import { isGround } from '../model/units.ts';
import { constructionViolations } from '../rules/partisans/construction.ts';
import type { AwawTurnContext } from '../turn/context.ts';
import { partisansOf } from '../turn/movement-book.ts';
import { MOVEMENT_STEP_IDS, type MovementStepLegality, type TurnEvent } from './movement-step.ts';

/**
 * The unit construction phase as far as the texts go: partisans are placed (11.351, PT-28), every
 * restriction of 11.3 checked (PT-2..PT-40); the rest of construction (27) is not in the texts.
 */

/** One partisan counter per nationality in the phasing side's force pools: counters of a nationality are alike. */
function poolPartisans(ctx: AwawTurnContext): string[] {
  const g = ctx.game;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of g.pieces.all()) {
    if (s.at.kind !== 'pool' || !isGround(s.piece) || s.piece.type !== 'partisan' || seen.has(s.piece.nationality)) continue;
    if (sideOf(factionOf(g, s.piece)) !== g.info.phasing) continue;
    seen.add(s.piece.nationality);
    out.push(s.piece.id);
  }
  return out;
}

/** Every BUILD_PARTISAN legal now. */
export function partisanOptions(ctx: AwawTurnContext): TurnEvent[] {
  const builds = partisansOf(ctx.turn).builds;
  const out: TurnEvent[] = [];
  for (const unit of poolPartisans(ctx)) {
    for (const hex of ctx.game.board.hexes.keys()) if (constructionViolations(ctx.game, builds, unit, hex).length === 0) out.push({ type: 'BUILD_PARTISAN', unit, hex });
  }
  return out;
}

export const construction: MovementStepLegality = {
  id: MOVEMENT_STEP_IDS.construction,
  accepts: ['BUILD_PARTISAN', 'DONE'],
  exact: true,
  check(ctx, e) {
    const b = eventOf(e, 'BUILD_PARTISAN');
    return b ? constructionViolations(ctx.game, partisansOf(ctx.turn).builds, b.unit, b.hex) : [];
  },
  enumerate: (ctx) => [...partisanOptions(ctx), { type: 'DONE' }],
};
