import { CABINET_CRISIS_TABLE } from '../data/cabinet-crisis.sample.ts';
import type { DsEvent } from '../events/index.ts';
import { beachheadHexesOwedBlitz, blitzDoneViolations, blitzMarkersInForcePool, blitzPlacementViolations, canPlaceBlitz, hasFriendlyBlitz } from '../rules/blitz-placement.ts';
import type { Faction } from '../model/factions.ts';
import type { Board, DsGameState } from '../model/state.ts';
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

type PlaceBlitz = Extract<DsEvent, { type: 'PLACE_BLITZ' }>;

/**
 * One marker into every hex of the board, in id order: made once per board and marker and shared
 * (frozen) by every state, since BZ-2 lists markers × hexes (30,000 events on the full board) and
 * building them anew on every click cost more than the rule itself.
 */
const everyHex = new WeakMap<Board, Map<string, readonly PlaceBlitz[]>>();
function intoEveryHex(board: Board, marker: string): readonly PlaceBlitz[] {
  let byMarker = everyHex.get(board);
  if (!byMarker) { byMarker = new Map(); everyHex.set(board, byMarker); }
  let events = byMarker.get(marker);
  if (!events) {
    events = sortedHexes(board).map((hex) => Object.freeze<PlaceBlitz>({ type: 'PLACE_BLITZ', marker, hex }));
    byMarker.set(marker, events);
  }
  return events;
}

/** Hexes holding a Blitz marker of `faction` (hasFriendlyBlitz's reading), from the counters once rather than per hex. */
function friendlyBlitzHexes(state: DsGameState, faction: Faction): ReadonlySet<string> {
  const out = new Set<string>();
  for (const { at } of Object.values(state.counters)) if (at.kind === 'hex' && !out.has(at.hex) && hasFriendlyBlitz(state, at.hex, faction)) out.add(at.hex);
  return out;
}

/** 2.2.4 Blitz Marker Placement: Beachhead hexes first (BZ-3), then any hex (BZ-2); DONE loses the rest (BZ-6). */
export const blitzPlacementStep: StepLegality = {
  id: 'ds.support.blitzPlacement',
  accepts: ['PLACE_BLITZ', 'DONE'],
  // Markers from the Force Pool only while one is available, into owed or Blitz-free hexes, DONE only when nothing is owed.
  exact: true,
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
      const markers = blitzMarkersInForcePool(game, phasing);
      if (owed.length > 0) {
        for (const marker of markers) for (const hex of owed) out.push({ type: 'PLACE_BLITZ', marker, hex });
      } else {
        // One Blitz marker per hex (R-BLITZ-ONE-PER-HEX): every hex but those already holding one.
        const taken = friendlyBlitzHexes(game, phasing);
        for (const marker of markers) for (const e of intoEveryHex(game.board, marker)) if (!taken.has(e.hex)) out.push(e);
      }
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
