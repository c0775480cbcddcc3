import { CABINET_CRISIS_TABLE } from '../data/cabinet-crisis.sample.ts';
import type { DsEvent } from '../events/index.ts';
import { beachheadHexesOwedBlitz, blitzDoneViolations, blitzMarkersInForcePool, blitzPlacementViolations, canPlaceBlitz, hasFriendlyBlitz } from '../rules/blitz-placement.ts';
import type { Board } from '../model/state.ts';
import { cabinetCrisisViolations } from '../rules/cabinet-crisis.ts';
import { eventOf, type StepLegality } from './step.ts';

/** The board's hex ids in id order, sorted once per board. */
const sortedIds = new WeakMap<Board, readonly string[]>();
function sortedHexes(board: Board): readonly string[] {
  let ids = sortedIds.get(board);
  if (!ids) {
    ids = Object.keys(board.hexes).sort();
    sortedIds.set(board, ids);
  }
  return ids;
}

/** 2.2.4 Blitz Marker Placement: Beachhead hexes first (BZ-3), then any hex (BZ-2); DONE loses the rest (BZ-6). */
export const blitzPlacementStep: StepLegality = {
  id: 'ds.support.blitzPlacement',
  accepts: ['PLACE_BLITZ', 'DONE'],
  check(ctx, e) {
    const place = eventOf(e, 'PLACE_BLITZ');
    return place ? blitzPlacementViolations(ctx.game, ctx.turn.blitz, place.marker, place.hex) : blitzDoneViolations(ctx.game, ctx.turn.blitz);
  },
  enumerate(ctx) {
    const { game } = ctx;
    const out: DsEvent[] = [];
    if (canPlaceBlitz(game, ctx.turn.blitz)) {
      const phasing = game.game.phasing;
      const owed = beachheadHexesOwedBlitz(game, phasing);
      const hexes = owed.length > 0 ? owed : sortedHexes(game.board).filter((h) => !hasFriendlyBlitz(game, h, phasing));
      for (const marker of blitzMarkersInForcePool(game, phasing)) for (const hex of hexes) out.push({ type: 'PLACE_BLITZ', marker, hex });
    }
    if (blitzDoneViolations(game, ctx.turn.blitz).length === 0) out.push({ type: 'DONE' });
    return out;
  },
};

/** BZ-4, BZ-5: the Cabinet Crisis roll an Axis placement called for, or the result read from the printed chart. */
export const cabinetCrisisStep: StepLegality = {
  id: 'ds.support.cabinetCrisis',
  accepts: ['ROLL', 'CABINET_CRISIS_RESULT'],
  check: (ctx) => cabinetCrisisViolations(ctx.turn.blitz),
  enumerate: () => [
    { type: 'ROLL' },
    ...[1, 2, 3, 4, 5, 6].map((value): DsEvent => ({ type: 'ROLL', value })),
    ...[...new Set(CABINET_CRISIS_TABLE.results)].map((result): DsEvent => ({ type: 'CABINET_CRISIS_RESULT', result })),
  ],
};

export const blitzSteps: readonly StepLegality[] = [blitzPlacementStep, cabinetCrisisStep];
