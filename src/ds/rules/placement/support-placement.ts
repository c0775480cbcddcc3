import type { Violation } from '../../../core/violation.ts';
import type { SupportTarget } from '../../events/index.ts';
import type { Faction } from '../../model/factions.ts';
import type { DsGameState } from '../../model/state.ts';
import type { SupportUnit } from '../../model/support-units.ts';
import type { Hex } from '../../model/terrain.ts';
import { airPlacementCheck } from './air-placement.ts';
import type { PlacementContext } from './context.ts';
import { fleetPlacementCheck } from './fleet-placement.ts';
import { factionName, unitLabel } from './names.ts';
import { restrictionCheck } from './restrictions.ts';
import { both, type TargetCheck } from './target-check.ts';
import type { PlacementSituation } from './situation.ts';

/** The sides a support unit is placed as under 2.2.3.1 (an Interceptor contests as an Air Force). */
export type PlacingSide = 'airForce' | 'bomber' | 'cvFleet' | 'surfaceFleet' | 'subFleet';

/**
 * SU-1 (2.2.3) mayAttemptSupportPlacement, CT-1 (2.2.3.2) contestSource: the unit is a support
 * unit in the faction's (DS) Force Pool. Unknown ids and other counters are reported, never thrown.
 */
export function supportUnitFromPool(state: DsGameState, id: string, faction: Faction, prefix: 'placement' | 'contest'): { unit?: SupportUnit; violations: Violation[] } {
  const rule = prefix === 'placement' ? '2.2.3' : '2.2.3.2';
  const placed = state.counters.get(id);
  if (!placed) return { violations: [{ rule, code: `${prefix}.unknownUnit`, message: `There is no counter "${id}" in this game.` }] };
  const c = placed.counter;
  if (c.kind !== 'support') return { violations: [{ rule, code: `${prefix}.notSupportUnit`, message: `"${id}" is not a support unit; only support units are ${prefix === 'placement' ? 'placed' : 'used to contest'} here (${rule}).` }] };
  if (placed.at.kind !== 'forcePool' || placed.at.faction !== faction) {
    return { unit: c, violations: [{ rule, code: `${prefix}.notInForcePool`, message: `${unitLabel(state, id)} is not in the ${factionName(faction)} Force Pool; a support unit is taken from its faction's Force Pool (${rule}).` }] };
  }
  return { unit: c, violations: [] };
}

/** SU-8 (2.2.3.1) supportPlacementLocationKinds: a hex or an On Station Box that exists, or the Strategic Warfare Box. */
export function targetExists(state: DsGameState, to: SupportTarget, prefix: string): Violation[] {
  if (to.kind === 'hex' && !state.board.hexes[to.hex]) return [{ rule: '2.2.3.1', code: `${prefix}.unknownHex`, message: `There is no hex ${to.hex} on this map.` }];
  if (to.kind === 'onStation' && !state.navalZones[to.zone]) return [{ rule: '2.2.3.1', code: `${prefix}.unknownZone`, message: `There is no Naval Zone "${to.zone}" on this map.` }];
  return [];
}

/** The Support Unit Placement rules (2.2.3.1) of one side: FP-* for fleets, AP-* for air units. */
export function locationViolations(ctx: PlacementContext, unit: SupportUnit, side: PlacingSide, to: SupportTarget, faction: Faction): Violation[] {
  return [...locationCheck(ctx, unit, side, faction).at(to)];
}

/** locationViolations of one unit placed as one side, for any location. */
const locationCheck = (ctx: PlacementContext, unit: SupportUnit, side: PlacingSide, faction: Faction): TargetCheck =>
  side === 'airForce' || side === 'bomber' ? airPlacementCheck(ctx, unit, side, faction) : fleetPlacementCheck(ctx, unit, side, faction);

/** SU-1, AP-6 (2.2.3, 2.2.3.1): `unitId` may be placed at all now: a support unit of the phasing Force Pool, not an Interceptor. */
export function placeableUnit(state: DsGameState, unitId: string, s: PlacementSituation): { unit?: SupportUnit; violations: Violation[] } {
  const found = supportUnitFromPool(state, unitId, s.phasing, 'placement');
  if (!found.unit || found.violations.length > 0) return found;
  return found.unit.type === 'interceptor' ? { unit: found.unit, violations: [interceptorContestOnly] } : found;
}

/** AP-6 interceptorContestOnly */
const interceptorContestOnly: Violation = { rule: '2.2.3.1', code: 'placement.interceptorContestOnly', message: 'An Interceptor is never placed on its own; it is only "placed" to contest the placement of an enemy support unit, as if it were an Air Force (2.2.3.1).' };

/**
 * SU-8 with FP-*, AP-*, FUP-*, RW-*, AUP-*, PR-* (2.2.3.1, 2.2.3.3): the placement of a placeable
 * `unit` at `to`. The check asks `placeableUnit` first; the enumerator asks it once per unit, then
 * `placementAtCheck` of every candidate.
 */
export function placementAtViolations(ctx: PlacementContext, unit: SupportUnit, to: SupportTarget, s: PlacementSituation): Violation[] {
  return [...placementAtCheck(ctx, unit, s).at(to)];
}

/**
 * placementAtViolations of one placeable unit, for any location: the facts that do not depend on
 * the location (its bases, their reach, which restrictions bind it) are looked up once. The check
 * of one event (`at`) and the enumerator of every candidate (`at`, or `hex` for a hex known by its
 * index) run this same function.
 */
export function placementAtCheck(ctx: PlacementContext, unit: SupportUnit, s: PlacementSituation): TargetCheck {
  const side = unit.type;
  if (side === 'interceptor') return { at: () => [interceptorContestOnly], hex: () => [interceptorContestOnly] };
  const { state } = ctx;
  const location = locationCheck(ctx, unit, side, s.phasing);
  const restricted = restrictionCheck(ctx, { unit, face: unit.type, faction: s.phasing, phasing: s.phasing, contesting: false });
  // SU-8: a hex record is a hex that exists (targetExists); the rules then read it by index.
  const hex = (id: string, i: number, h: Hex): readonly Violation[] => both(location.hex(id, i, h), restricted.hex(id, i, h));
  return {
    at: (to) => {
      const missing = targetExists(state, to, 'placement');
      if (missing.length > 0) return missing;
      return to.kind === 'hex' ? hex(to.hex, state.board.grid.indexOf(to.hex), state.board.hexes[to.hex]!) : both(location.at(to), restricted.at(to));
    },
    hex,
  };
}

/**
 * SU-1, SU-8, AP-6 with FP-*, AP-*, FUP-*, RW-*, AUP-*, PR-* (2.2.3, 2.2.3.1, 2.2.3.3): the phasing
 * faction's placement of `unitId` at `to`.
 */
export function supportPlacementCheck(ctx: PlacementContext, unitId: string, to: SupportTarget, s: PlacementSituation): readonly Violation[] {
  const { unit, violations } = placeableUnit(ctx.state, unitId, s);
  return !unit || violations.length > 0 ? violations : placementAtCheck(ctx, unit, s).at(to);
}

/** The hex or zone a target names (the Strategic Warfare Box names none). */
export const targetId = (to: SupportTarget): string => (to.kind === 'hex' ? to.hex : to.kind === 'onStation' ? to.zone : '');

/**
 * supportPlacementCheck asked once per context, unit and target: the enumerator checks every
 * candidate and legalActions checks every listed event again, with the same facts. The check reads
 * the situation's phasing faction only (the pending unit is the context's).
 */
export function supportPlacementCheckOnce(ctx: PlacementContext, unitId: string, to: SupportTarget, s: PlacementSituation): Violation[] {
  return [...checkedOnce(ctx, unitId, to, s)];
}

const checkedOnce = (ctx: PlacementContext, unitId: string, to: SupportTarget, s: PlacementSituation): readonly Violation[] =>
  ctx.memo(['placementCheck', s.phasing, unitId, to.kind, targetId(to)], () => supportPlacementCheck(ctx, unitId, to, s));
