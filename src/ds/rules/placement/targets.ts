import type { SupportTarget } from '../../events/index.ts';
import type { Board } from '../../model/state.ts';
import type { SupportUnit } from '../../model/support-units.ts';
import { airBases, navalBaseZones, navalBases } from './bases.ts';
import { AIR_RANGE } from './air-placement.ts';
import { airReach, landHexMask } from './air-unit-path.ts';
import { zoneIndex, type PlacementContext } from './context.ts';
import { fleetPathZones } from './fleet-unit-path.ts';
import { fleetTracer } from './fleet-placement.ts';
import type { PlacementSituation } from './situation.ts';
import { placeableUnit, placementAtCheck } from './support-placement.ts';

/**
 * One target object per hex and per Naval Zone of a board, frozen and shared by every state's
 * listing: the enumerator's PLACE_SUPPORT events are then made once per unit and target and shared
 * too (src/ds/legal/placement.ts), so listing thousands of placements allocates little.
 */
const shared = new WeakMap<Board, { hexes: Map<string, SupportTarget>; zones: Map<string, SupportTarget> }>();
const strategicWarfareBox: SupportTarget = Object.freeze({ kind: 'strategicWarfareBox' });
function sharedTargets(board: Board): { hexes: Map<string, SupportTarget>; zones: Map<string, SupportTarget> } {
  let t = shared.get(board);
  if (!t) { t = { hexes: new Map(), zones: new Map() }; shared.set(board, t); }
  return t;
}
function hexTarget(known: Map<string, SupportTarget>, hex: string): SupportTarget {
  let t = known.get(hex);
  if (!t) { t = Object.freeze<SupportTarget>({ kind: 'hex', hex }); known.set(hex, t); }
  return t;
}
function zoneTarget(known: Map<string, SupportTarget>, zone: string): SupportTarget {
  let t = known.get(zone);
  if (!t) { t = Object.freeze<SupportTarget>({ kind: 'onStation', zone }); known.set(zone, t); }
  return t;
}

/**
 * Candidate locations for a support unit, from the same facts the checks use: hexes an Air Unit
 * Path reaches from its Air Bases, Naval Zones with its Naval Bases that a Fleet Unit Path reaches.
 * Every candidate then goes through the full check, so the enumerator and the check cannot differ.
 */
function candidates(ctx: PlacementContext, unit: SupportUnit, s: PlacementSituation): SupportTarget[] {
  const { state } = ctx;
  const nat = unit.nationality;
  const zonesWithBase = [...navalBaseZones(ctx, nat)];
  const known = sharedTargets(state.board);
  const onStation = (zones: readonly string[]): SupportTarget[] => zones.map((zone) => zoneTarget(known.zones, zone));
  const inHexes = (hexes: readonly string[]): SupportTarget[] => hexes.map((hex) => hexTarget(known.hexes, hex));
  switch (unit.type) {
    case 'airForce':
    case 'bomber': {
      const reach = airReach(ctx, [nat, s.phasing], airBases(ctx, nat, s.phasing), AIR_RANGE[unit.type]);
      const boxes: SupportTarget[] = unit.type === 'airForce' ? onStation(zonesWithBase) : [strategicWarfareBox];
      // AP-7: a Bomber goes in a Land hex; the All-Sea hexes its paths cross are not offered (the
      // check would refuse each, in words, and they were a third of the step's candidates).
      const hexes = reach.hexes(unit.type === 'bomber' ? landHexMask(state) : undefined);
      return [...inHexes(hexes), ...boxes];
    }
    case 'cvFleet':
    case 'surfaceFleet': {
      const reached = fleetPathZones(ctx, fleetTracer(state, unit, s.phasing));
      const zones = zonesWithBase.filter((z) => reached.has(z));
      return [...inHexes(zones.flatMap((z) => zoneIndex(state).allSea.get(z) ?? [])), ...onStation(zones)];
    }
    case 'subFleet':
      return [...onStation(zonesWithBase), ...(navalBases(ctx, nat).length > 0 ? [strategicWarfareBox] : [])];
    case 'interceptor':
      return [];
  }
}

/** A stable order: hexes in board order, then On Station Boxes in zone order, then the Strategic Warfare Box. */
function ranker(ctx: PlacementContext): (t: SupportTarget) => number {
  const { state } = ctx;
  const zoneRank = ctx.memo(['zoneRank'], () => new Map(Object.keys(state.navalZones).map((z, i) => [z, i])));
  const hexes = state.board.grid.size;
  return (t) => (t.kind === 'hex' ? state.board.grid.indexOf(t.hex) : t.kind === 'onStation' ? hexes + (zoneRank.get(t.zone) ?? -1) : Number.MAX_SAFE_INTEGER);
}

/** Every location where the phasing faction may place `unitId` now. */
export function placementTargets(ctx: PlacementContext, unitId: string, s: PlacementSituation): SupportTarget[] {
  const { unit, violations } = placeableUnit(ctx.state, unitId, s);
  if (!unit || violations.length > 0) return [];
  // The unit is asked once, then each candidate once, through the check of one event bound to this
  // unit (the memo of whole checks is for the guard and explain). Air candidates come in board order
  // already: ranks are computed once each, and a sort is made only when they are out of order.
  const allowed = placementAtCheck(ctx, unit, s);
  const rank = ranker(ctx);
  const kept: SupportTarget[] = [];
  const ranks: number[] = [];
  let sorted = true;
  for (const t of candidates(ctx, unit, s)) {
    if (allowed(t).length > 0) continue;
    const r = rank(t);
    if (ranks.length > 0 && ranks[ranks.length - 1]! > r) sorted = false;
    kept.push(t);
    ranks.push(r);
  }
  if (sorted) return kept;
  // A stable sort of the positions by rank: equal ranks keep the candidates' order.
  return kept.map((_, i) => i).sort((a, b) => ranks[a]! - ranks[b]!).map((i) => kept[i]!);
}
