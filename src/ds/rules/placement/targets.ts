import type { SupportTarget } from '../../events/index.ts';
import type { SupportUnit } from '../../model/support-units.ts';
import { airBases, navalBaseZones, navalBases } from './bases.ts';
import { AIR_RANGE } from './air-placement.ts';
import { airReach, landHexMask } from './air-unit-path.ts';
import { zoneIndex, type PlacementContext } from './context.ts';
import { fleetPathZones } from './fleet-unit-path.ts';
import { fleetTracer } from './fleet-placement.ts';
import type { PlacementSituation } from './situation.ts';
import { placeableUnit, placementAtCheck } from './support-placement.ts';

/** A candidate location with its place in the listing's order (see `ranker`). */
interface Candidate {
  readonly t: SupportTarget;
  readonly rank: number;
}

/**
 * Candidate locations for a support unit, from the same facts the checks use: hexes an Air Unit
 * Path reaches from its Air Bases, Naval Zones with its Naval Bases that a Fleet Unit Path reaches.
 * Every candidate then goes through the full check, so the enumerator and the check cannot differ.
 * Hexes an Air Unit Path reaches come by board index, which is their rank: no lookup per hex.
 */
function candidates(ctx: PlacementContext, unit: SupportUnit, s: PlacementSituation, rank: (t: SupportTarget) => number): Candidate[] {
  const { state } = ctx;
  const nat = unit.nationality;
  const zonesWithBase = [...navalBaseZones(ctx, nat)];
  const ranked = (t: SupportTarget): Candidate => ({ t, rank: rank(t) });
  const onStation = (zones: readonly string[]): Candidate[] => zones.map((zone) => ranked({ kind: 'onStation', zone }));
  switch (unit.type) {
    case 'airForce':
    case 'bomber': {
      const reach = airReach(ctx, [nat, s.phasing], airBases(ctx, nat, s.phasing), AIR_RANGE[unit.type]);
      const boxes = unit.type === 'airForce' ? onStation(zonesWithBase) : [ranked({ kind: 'strategicWarfareBox' })];
      // AP-7: a Bomber goes in a Land hex; the All-Sea hexes its paths cross are not offered (the
      // check would refuse each, in words, and they were a third of the step's candidates).
      const ids = state.board.grid.ids;
      const hexes = reach.indices(unit.type === 'bomber' ? landHexMask(state) : undefined).map((i): Candidate => ({ t: { kind: 'hex', hex: ids[i]! }, rank: i }));
      return [...hexes, ...boxes];
    }
    case 'cvFleet':
    case 'surfaceFleet': {
      const reached = fleetPathZones(ctx, fleetTracer(state, unit, s.phasing));
      const zones = zonesWithBase.filter((z) => reached.has(z));
      return [...zones.flatMap((z) => zoneIndex(state).allSea.get(z) ?? []).map((hex) => ranked({ kind: 'hex', hex })), ...onStation(zones)];
    }
    case 'subFleet':
      return [...onStation(zonesWithBase), ...(navalBases(ctx, nat).length > 0 ? [ranked({ kind: 'strategicWarfareBox' })] : [])];
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
  // already: a sort is made only when the kept ones are out of order.
  const allowed = placementAtCheck(ctx, unit, s);
  const kept: Candidate[] = [];
  let sorted = true;
  for (const c of candidates(ctx, unit, s, ranker(ctx))) {
    if (allowed(c.t).length > 0) continue;
    if (kept.length > 0 && kept[kept.length - 1]!.rank > c.rank) sorted = false;
    kept.push(c);
  }
  if (!sorted) kept.sort((a, b) => a.rank - b.rank);
  return kept.map(({ t }) => t);
}
