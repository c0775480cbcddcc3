import { CABINET_CRISIS_TABLE } from '../data/cabinet-crisis.sample.ts';
import type { EventGroup } from '../../core/step.ts';
import type { DsEvent } from '../events/index.ts';
import {
  beachheadHexesOwedBlitz, blitzDoneViolations, blitzMarkersInForcePool, blitzPlacementViolations, canPlaceBlitz, hasFriendlyBlitz, markerIdsOfType,
} from '../rules/blitz-placement.ts';
import type { Faction } from '../model/factions.ts';
import type { Board, DsGameState } from '../model/state.ts';
import type { DsTurnContext } from '../turn/context.ts';
import { cabinetCrisisViolations } from '../rules/cabinet-crisis.ts';
import { eventOf, type StepLegality } from './step.ts';
import { STEP_IDS } from './step-ids.ts';

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
 * by every state (the events are frozen), since BZ-2 lists markers × hexes (30,000 events on the
 * full board) and building them anew on every click cost more than the rule itself. The list itself
 * is only read from (a frozen array is slower to copy from).
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

/**
 * Where in the board's sorted hexes (sortedHexes) each hex holding a Blitz marker of `faction` is,
 * in increasing order: hasFriendlyBlitz's own predicate, asked of the hexes that hold a counter.
 */
function friendlyBlitzPositions(state: DsGameState, faction: Faction): number[] {
  const hexes = new Set<string>();
  for (const id of markerIdsOfType(state, 'blitz')) {
    const at = state.counters.get(id)!.at;
    if (at.kind === 'hex' && !hexes.has(at.hex) && hasFriendlyBlitz(state, at.hex, faction)) hexes.add(at.hex);
  }
  const position = positionsOf(state.board);
  return [...hexes].map((h) => position.get(h)).filter((i): i is number => i !== undefined).sort((a, b) => a - b);
}

const positions = new WeakMap<Board, ReadonlyMap<string, number>>();
function positionsOf(board: Board): ReadonlyMap<string, number> {
  let m = positions.get(board);
  if (!m) {
    m = new Map(sortedHexes(board).map((h, i) => [h, i]));
    positions.set(board, m);
  }
  return m;
}

/**
 * Each marker's events but the ones at `skip` (sorted positions), in one array made at its final
 * size: 30,000 pushes into a growing array cost more than the rule.
 */
function everyHexBut(board: Board, markers: readonly string[], skip: readonly number[], last: DsEvent | undefined): DsEvent[] {
  const hexes = sortedHexes(board).length;
  const size = markers.length * (hexes - skip.length);
  const out = new Array<DsEvent>(last ? size + 1 : size);
  if (last) out[size] = last;
  let k = 0;
  for (const marker of markers) {
    const events = intoEveryHex(board, marker);
    let from = 0;
    for (const to of [...skip, hexes]) {
      for (let i = from; i < to; i++) out[k++] = events[i]!;
      from = to + 1;
    }
  }
  return out;
}

/** The board's hexes but those at `skip` (sorted positions), in id order. */
function hexesBut(board: Board, skip: readonly number[]): string[] {
  const hexes = sortedHexes(board);
  const out = new Array<string>(hexes.length - skip.length);
  let k = 0, from = 0;
  for (const to of [...skip, hexes.length]) {
    for (let i = from; i < to; i++) out[k++] = hexes[i]!;
    from = to + 1;
  }
  return out;
}

/**
 * BZ-2, BZ-3 as compact groups: each marker with the hexes it may go to (one list shared by every
 * marker), then DONE when allowed; the same events as `enumerate`, in its order.
 */
function blitzGroups(ctx: DsTurnContext): EventGroup<DsEvent>[] {
  const { game } = ctx;
  const out: EventGroup<DsEvent>[] = [];
  if (canPlaceBlitz(game, ctx.turn.blitz)) {
    const phasing = game.game.phasing;
    const owed = beachheadHexesOwedBlitz(game, phasing);
    const hexes = owed.length > 0 ? owed : hexesBut(game.board, friendlyBlitzPositions(game, phasing));
    if (hexes.length > 0) {
      for (const marker of blitzMarkersInForcePool(game, phasing)) out.push({ base: { type: 'PLACE_BLITZ', marker, hex: hexes[0]! }, field: 'hex', values: hexes });
    }
  }
  if (blitzDoneViolations(game, ctx.turn.blitz).length === 0) out.push({ base: { type: 'DONE' } });
  return out;
}

/** 2.2.4 Blitz Marker Placement: Beachhead hexes first (BZ-3), then any hex (BZ-2); DONE loses the rest (BZ-6). */
export const blitzPlacementStep: StepLegality = {
  id: STEP_IDS.supportBlitzPlacement,
  accepts: ['PLACE_BLITZ', 'DONE'],
  // Markers from the Force Pool only while one is available, into owed or Blitz-free hexes, DONE only when nothing is owed.
  exact: true,
  check(ctx, e) {
    const place = eventOf(e, 'PLACE_BLITZ');
    return place ? blitzPlacementViolations(ctx.game, ctx.turn.blitz, place.marker, place.hex) : blitzDoneViolations(ctx.game, ctx.turn.blitz);
  },
  enumerate(ctx) {
    const { game } = ctx;
    const done: DsEvent | undefined = blitzDoneViolations(game, ctx.turn.blitz).length === 0 ? { type: 'DONE' } : undefined;
    if (canPlaceBlitz(game, ctx.turn.blitz)) {
      const phasing = game.game.phasing;
      const owed = beachheadHexesOwedBlitz(game, phasing);
      const markers = blitzMarkersInForcePool(game, phasing);
      // One Blitz marker per hex (R-BLITZ-ONE-PER-HEX): every hex but those already holding one.
      if (owed.length === 0) return everyHexBut(game.board, markers, friendlyBlitzPositions(game, phasing), done);
      const out: DsEvent[] = [];
      for (const marker of markers) for (const hex of owed) out.push({ type: 'PLACE_BLITZ', marker, hex });
      return done ? [...out, done] : out;
    }
    return done ? [done] : [];
  },
  // Markers × hexes: 30,000 events on the full board, listed as one group per marker.
  enumerateGroups: blitzGroups,
};

/** BZ-4, BZ-5: the Cabinet Crisis roll an Axis placement called for, or the result read from the printed chart. */
export const cabinetCrisisStep: StepLegality = {
  id: STEP_IDS.supportCabinetCrisis,
  accepts: ['ROLL', 'CABINET_CRISIS_RESULT'],
  check: (ctx) => cabinetCrisisViolations(ctx.turn.blitz),
  enumerate: () => [
    { type: 'ROLL' },
    ...[1, 2, 3, 4, 5, 6].map((value): DsEvent => ({ type: 'ROLL', value })),
    ...[...new Set(CABINET_CRISIS_TABLE.results)].map((result): DsEvent => ({ type: 'CABINET_CRISIS_RESULT', result })),
  ],
};

export const blitzSteps: readonly StepLegality[] = [blitzPlacementStep, cabinetCrisisStep];
