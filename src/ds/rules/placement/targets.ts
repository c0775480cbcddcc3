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

/**
 * Candidate locations for a support unit, from the same facts the checks use: hexes an Air Unit
 * Path reaches from its Air Bases, Naval Zones with its Naval Bases that a Fleet Unit Path reaches.
 * Every candidate then goes through the full check, so the enumerator and the check cannot differ.
 */
function candidates(ctx: PlacementContext, unit: SupportUnit, s: PlacementSituation): SupportTarget[] {
  const { state } = ctx;
  const nat = unit.nationality;
  const zonesWithBase = [...navalBaseZones(ctx, nat)];
  const onStation = (zones: readonly string[]): SupportTarget[] => zones.map((zone) => ({ kind: 'onStation', zone }));
  const inHexes = (hexes: Iterable<string>): SupportTarget[] => [...hexes].map((hex) => ({ kind: 'hex', hex }));
  switch (unit.type) {
    case 'airForce':
    case 'bomber': {
      const reach = airReach(ctx, [nat, s.phasing], airBases(ctx, nat, s.phasing), AIR_RANGE[unit.type]);
      const boxes: SupportTarget[] = unit.type === 'airForce' ? onStation(zonesWithBase) : [{ kind: 'strategicWarfareBox' }];
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
      return [...onStation(zonesWithBase), ...(navalBases(ctx, nat).length > 0 ? [{ kind: 'strategicWarfareBox' } as const] : [])];
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
  const kept: { t: SupportTarget; rank: number }[] = [];
  let sorted = true;
  for (const t of candidates(ctx, unit, s)) {
    if (allowed(t).length > 0) continue;
    const r = rank(t);
    if (kept.length > 0 && kept[kept.length - 1]!.rank > r) sorted = false;
    kept.push({ t, rank: r });
  }
  if (!sorted) kept.sort((a, b) => a.rank - b.rank);
  return kept.map(({ t }) => t);
}
