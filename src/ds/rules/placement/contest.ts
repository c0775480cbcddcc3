import type { Violation } from '../../../core/violation.ts';
import type { SupportTarget } from '../../events/index.ts';
import type { Faction } from '../../model/factions.ts';
import type { DsGameState } from '../../model/state.ts';
import type { SupportFace, SupportUnit } from '../../model/support-units.ts';
import { airBases, navalBases } from './bases.ts';
import type { PlacementContext } from './context.ts';
import { A, a, faceName, factionName, nationalityName, orList, targetLabel } from './names.ts';
import { restrictionViolations } from './restrictions.ts';
import type { PlacementSituation } from './situation.ts';
import { locationViolations, supportUnitFromPool, targetExists } from './support-placement.ts';

/** 2.2.3.2 Contesting Support Unit Placement. */

/** The sides a unit contests as: an Interceptor as an Air Force (AP-6), a CV Fleet as itself or its CV Strike. */
export type ContestSide = 'airForce' | 'cvFleet' | 'cvStrike' | 'surfaceFleet';

const SIDES: Readonly<Record<SupportUnit['type'], readonly ContestSide[]>> = {
  airForce: ['airForce'], interceptor: ['airForce'], cvFleet: ['cvFleet', 'cvStrike'], surfaceFleet: ['surfaceFleet'], bomber: [], subFleet: [],
};

/**
 * The side of the pending placement. A CV Fleet that was already successfully placed (or shows its
 * back) is placing its CV Strike, which may be contested in its turn (CT-14).
 */
export function pendingPlacementFace(state: DsGameState, s: PlacementSituation): SupportFace | undefined {
  const c = s.pending ? state.counters.get(s.pending.unit)?.counter : undefined;
  if (c?.kind !== 'support') return undefined;
  return c.type === 'cvFleet' && (c.flipped || s.placed.includes(c.id)) ? 'cvStrike' : c.type;
}

/**
 * CT-4..CT-11 (2.2.3.2): what each side may contest in a hex and in an On Station Box. `seaOnly`:
 * only placements in All-Sea hexes; `targets`: the sides it may contest ('any' support unit).
 */
const IN_HEX: Readonly<Record<ContestSide, { seaOnly: boolean; targets: readonly SupportFace[] | 'any' }>> = {
  airForce: { seaOnly: false, targets: 'any' }, // CT-4 contestHexByAirForce
  cvFleet: { seaOnly: true, targets: 'any' }, // CT-5 contestHexByCvFleet
  cvStrike: { seaOnly: true, targets: ['surfaceFleet'] }, // CT-6 contestHexByCvStrike
  surfaceFleet: { seaOnly: true, targets: ['airForce', 'surfaceFleet', 'cvStrike'] }, // CT-7 contestHexBySurfaceFleet
};
const ON_STATION: Readonly<Record<ContestSide, readonly SupportFace[] | 'any'>> = {
  airForce: 'any', // CT-8 contestOsbByAirForce
  cvFleet: 'any', // CT-9 contestOsbByCvFleet
  cvStrike: ['surfaceFleet', 'subFleet'], // CT-10 contestOsbByCvStrike
  surfaceFleet: ['airForce', 'surfaceFleet', 'subFleet'], // CT-11 contestOsbBySurfaceFleet
};

const v = (code: string, message: string): Violation => ({ rule: '2.2.3.2', code, message });
const sideName = (side: ContestSide): string => (side === 'airForce' ? 'Air Force or Interceptor' : faceName(side));
const facesText = (t: readonly SupportFace[] | 'any'): string => (t === 'any' ? 'any support unit' : `${a(orList(t.map(faceName)))}`);

/**
 * CT-12, CT-13 (2.2.3.2): in the Strategic Warfare Box only an Axis or Soviet Air Force or
 * Interceptor contests a Bomber, with an Air Base of its nationality anywhere on the map; only an
 * Axis or Western Air Force, Interceptor, CV Fleet, CV Strike or Surface Fleet contests a Sub Fleet,
 * with a Naval Base of its nationality anywhere. No path is traced.
 */
function strategicContest(ctx: PlacementContext, unit: SupportUnit, side: ContestSide, placed: SupportFace, faction: Faction): Violation[] {
  const nat = nationalityName(unit.nationality);
  if (placed === 'bomber') {
    if (side !== 'airForce' || faction === 'western') return [v('contest.cannotContest', 'Only an Axis or Soviet Air Force or Interceptor contests a Bomber placed in the Strategic Warfare Box; Western support units cannot (2.2.3.2).')];
    return airBases(ctx, unit.nationality, faction).length > 0 ? [] : [v('contest.noAirBase', `To contest in the Strategic Warfare Box ${a(nat)} Air Base must be somewhere on the map; there is none (2.2.3.2).`)];
  }
  if (placed === 'subFleet') {
    if (faction === 'soviet') return [v('contest.cannotContest', 'Soviet support units cannot contest a Sub Fleet placed in the Strategic Warfare Box; only Axis or Western ones can (2.2.3.2).')];
    return navalBases(ctx, unit.nationality).length > 0 ? [] : [v('contest.noNavalBase', `To contest a Sub Fleet in the Strategic Warfare Box ${a(nat)} Naval Base must be somewhere on the map; there is none (2.2.3.2).`)];
  }
  return [v('contest.cannotContest', `${A(faceName(placed))} in the Strategic Warfare Box cannot be contested (2.2.3.2).`)];
}

/**
 * CT-2, CT-4..CT-13 (2.2.3.2) contestSideViolations: may `unit` contest the pending placement as
 * `side`? It must be a side that may contest that unit there (CT-4..CT-13), and it must itself be
 * placeable "in the same location" by 2.2.3.1 with its own nationality's bases and paths (CT-2;
 * for a CV Strike, "if its CV Fleet can be placed in the same location"), under the 2.2.3.3
 * restrictions, the enemy-Air one waived (PR-2).
 */
export function contestSideViolations(ctx: PlacementContext, unit: SupportUnit, side: ContestSide, faction: Faction, s: PlacementSituation): Violation[] {
  const { state } = ctx;
  const to: SupportTarget | undefined = s.pending?.to;
  const placed = pendingPlacementFace(state, s);
  if (!to || !placed) return [];
  if (to.kind === 'strategicWarfareBox') {
    const matrix = strategicContest(ctx, unit, side, placed, faction);
    return matrix.length > 0 ? matrix : restrictionViolations(ctx, { unit, face: side, to, faction, phasing: s.phasing, contesting: true });
  }
  const targets = to.kind === 'hex' ? IN_HEX[side].targets : ON_STATION[side];
  if (targets !== 'any' && !targets.includes(placed)) {
    return [v('contest.cannotContest', `${A(sideName(side))} contests ${facesText(targets)} placed in ${to.kind === 'hex' ? 'an All-Sea hex' : 'an On Station Box'}, not ${a(faceName(placed))} (2.2.3.2).`)];
  }
  if (to.kind === 'hex' && IN_HEX[side].seaOnly && state.board.hexes[to.hex]?.terrain !== 'allSea') {
    return [v('contest.notAllSea', `${targetLabel(state, to)} is a Land hex; ${a(sideName(side))} contests only placements in All-Sea hexes (2.2.3.2).`)];
  }
  const placing = side === 'cvStrike' ? 'cvFleet' : side;
  return [
    ...locationViolations(ctx, unit, placing, to, faction),
    ...restrictionViolations(ctx, { unit, face: side, to, faction, phasing: s.phasing, contesting: true }),
  ];
}

/**
 * CT-1, CT-16 (2.2.3.2) contestCheck: a non-phasing faction contests the pending placement with one
 * support unit from its Force Pool. A CV Fleet may contest on either side; without `side` it is
 * legal when some side is (the CV Strike side never contests where the CV Fleet side cannot).
 */
export function contestCheck(ctx: PlacementContext, faction: Faction, unitId: string, s: PlacementSituation, side?: ContestSide): Violation[] {
  const { state } = ctx;
  if (!s.pending) return [v('contest.nothingPending', 'No support unit placement is waiting to be contested (2.2.3).')];
  if (faction === s.phasing) return [v('contest.phasingFaction', `The ${factionName(faction)} faction is placing; only a non-phasing faction contests a placement (2.2.3).`)];
  if (!pendingPlacementFace(state, s)) return [v('contest.unknownPending', `The pending placement names "${s.pending.unit}", which is not a support unit.`)];
  const missing = targetExists(state, s.pending.to, 'contest');
  if (missing.length > 0) return missing;
  const { unit, violations } = supportUnitFromPool(state, unitId, faction, 'contest');
  if (!unit || violations.length > 0) return violations;
  const sides = SIDES[unit.type];
  if (sides.length === 0) return [v('contest.cannotContest', `${A(faceName(unit.type))} never contests a placement: contests are made by an Air Force, Interceptor, CV Fleet (on either side) or Surface Fleet (2.2.3.2).`)];
  if (side !== undefined && !sides.includes(side)) return [v('contest.wrongSide', `${A(faceName(unit.type))} cannot contest as ${a(faceName(side))} (2.2.3.2).`)];
  return contestSideViolations(ctx, unit, side ?? sides[0]!, faction, s);
}

/** The sides on which `unitId` may contest the pending placement now (CT-3 puts a CV Strike in the Delay Box, a CV Fleet in the Naval Warfare Delay Box). */
export function legalContestSides(ctx: PlacementContext, faction: Faction, unitId: string, s: PlacementSituation): ContestSide[] {
  const c = ctx.state.counters.get(unitId)?.counter;
  if (c?.kind !== 'support') return [];
  return SIDES[c.type].filter((side) => contestCheck(ctx, faction, unitId, s, side).length === 0);
}
