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
import { hexRecords } from './target-check.ts';

type BoxTarget = Exclude<SupportTarget, { kind: 'hex' }>;

/** Candidate locations: hexes by board index, in board order, and boxes. */
interface Candidates {
  readonly hexes: readonly number[];
  readonly boxes: readonly BoxTarget[];
}

/**
 * Candidate locations for a support unit, from the same facts the checks use: hexes an Air Unit
 * Path reaches from its Air Bases, Naval Zones with its Naval Bases that a Fleet Unit Path reaches.
 * Every candidate then goes through the full check, so the enumerator and the check cannot differ.
 */
function candidates(ctx: PlacementContext, unit: SupportUnit, s: PlacementSituation): Candidates {
  const { state } = ctx;
  const nat = unit.nationality;
  const zonesWithBase = [...navalBaseZones(ctx, nat)];
  const onStation = (zones: readonly string[]): BoxTarget[] => zones.map((zone) => ({ kind: 'onStation', zone }));
  switch (unit.type) {
    case 'airForce':
    case 'bomber': {
      const reach = airReach(ctx, [nat, s.phasing], airBases(ctx, nat, s.phasing), AIR_RANGE[unit.type]);
      const boxes: BoxTarget[] = unit.type === 'airForce' ? onStation(zonesWithBase) : [{ kind: 'strategicWarfareBox' }];
      // AP-7: a Bomber goes in a Land hex; the All-Sea hexes its paths cross are not offered (the
      // check would refuse each, in words, and they were a third of the step's candidates).
      return { hexes: reach.indices(unit.type === 'bomber' ? landHexMask(state) : undefined), boxes };
    }
    case 'cvFleet':
    case 'surfaceFleet': {
      const reached = fleetPathZones(ctx, fleetTracer(state, unit, s.phasing));
      const zones = zonesWithBase.filter((z) => reached.has(z));
      const { grid } = state.board;
      // Zone by zone: put in board order (an All-Sea hex lies in one zone, so none comes twice).
      const hexes = zones.flatMap((z) => (zoneIndex(state).allSea.get(z) ?? []).map((h) => grid.indexOf(h))).sort((a, b) => a - b);
      return { hexes, boxes: onStation(zones) };
    }
    case 'subFleet':
      return { hexes: [], boxes: [...onStation(zonesWithBase), ...(navalBases(ctx, nat).length > 0 ? [{ kind: 'strategicWarfareBox' } as const] : [])] };
    case 'interceptor':
      return { hexes: [], boxes: [] };
  }
}

/** The order of boxes: On Station Boxes in zone order, then the Strategic Warfare Box. */
function boxRanker(ctx: PlacementContext): (t: BoxTarget) => number {
  const zoneRank = ctx.memo(['zoneRank'], () => new Map(Object.keys(ctx.state.navalZones).map((z, i) => [z, i])));
  return (t) => (t.kind === 'onStation' ? (zoneRank.get(t.zone) ?? -1) : Number.MAX_SAFE_INTEGER);
}

/**
 * Every location where the phasing faction may place `unitId` now, in a stable order: hexes in
 * board order, then On Station Boxes in zone order, then the Strategic Warfare Box.
 */
export function placementTargets(ctx: PlacementContext, unitId: string, s: PlacementSituation): SupportTarget[] {
  const { unit, violations } = placeableUnit(ctx.state, unitId, s);
  if (!unit || violations.length > 0) return [];
  // The unit is asked once, then each candidate once, through the check of one event bound to this
  // unit (the memo of whole checks is for the guard and explain). Hexes come by board index, so
  // each is checked and ordered without looking it up by id; a hex the board has no record of does
  // not exist (SU-8), as the check of one event finds.
  const check = placementAtCheck(ctx, unit, s);
  const { hexes, boxes } = candidates(ctx, unit, s);
  const ids = ctx.state.board.grid.ids;
  const records = hexRecords(ctx.state.board);
  const out: SupportTarget[] = [];
  for (const i of hexes) {
    const h = records[i];
    // Compared with undefined, not tested for truth: the test reads the record (a cache miss per hex).
    if (h !== undefined && check.hex(ids[i]!, i, h).length === 0) out.push({ kind: 'hex', hex: ids[i]! });
  }
  const rank = boxRanker(ctx);
  out.push(...boxes.filter((t) => check.at(t).length === 0).sort((a, b) => rank(a) - rank(b)));
  return out;
}
