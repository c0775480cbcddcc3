import type { SupportTarget } from '../../events/index.ts';
import type { SupportUnit } from '../../model/support-units.ts';
import { airBases, navalBaseZones, navalBases } from './bases.ts';
import { AIR_RANGE } from './air-placement.ts';
import { airReach } from './air-unit-path.ts';
import { zoneIndex, type PlacementContext } from './context.ts';
import { fleetPathZones } from './fleet-unit-path.ts';
import { fleetTracer } from './fleet-placement.ts';
import type { PlacementSituation } from './situation.ts';
import { placeableUnit, placementAtViolations } from './support-placement.ts';

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
      return [...inHexes(reach.keys()), ...boxes];
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
function order(ctx: PlacementContext, t: SupportTarget): number {
  const { state } = ctx;
  if (t.kind === 'hex') return state.board.grid.indexOf(t.hex);
  if (t.kind === 'onStation') return state.board.grid.size + ctx.memo(['zoneOrder'], () => Object.keys(state.navalZones)).indexOf(t.zone);
  return Number.MAX_SAFE_INTEGER;
}

/** Every location where the phasing faction may place `unitId` now. */
export function placementTargets(ctx: PlacementContext, unitId: string, s: PlacementSituation): SupportTarget[] {
  const { unit, violations } = placeableUnit(ctx.state, unitId, s);
  if (!unit || violations.length > 0) return [];
  // The unit is asked once, then each candidate once (the memo of whole checks is for the guard
  // and explain); each target's rank is computed once, not once per comparison.
  return candidates(ctx, unit, s)
    .filter((t) => placementAtViolations(ctx, unit, t, s).length === 0)
    .map((t) => ({ t, rank: order(ctx, t) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ t }) => t);
}
