import { wordedWhenRead, type Violation } from '../../../core/violation.ts';
import type { SupportTarget } from '../../events/index.ts';
import type { Faction } from '../../model/factions.ts';
import { NATIONALITY_INFO } from '../../model/nationalities.ts';
import type { DsGameState } from '../../model/state.ts';
import type { SupportUnit } from '../../model/support-units.ts';
import { homeCountryOfNationality, navalBaseZones, navalBases } from './bases.ts';
import type { PlacementContext } from './context.ts';
import { fleetPathZones, noFleetPathReason, type FleetPathTracer } from './fleet-unit-path.ts';
import { A, a, faceName, nationalityName, targetLabel, zoneLabel } from './names.ts';
import { isNamed } from './restrictions.ts';
import { NO_VIOLATIONS, type TargetCheck } from './target-check.ts';

/** Fleet Unit Placement (2.2.3.1): CV Fleet, Surface Fleet, Sub Fleet. */

export type FleetSide = 'cvFleet' | 'surfaceFleet' | 'subFleet';

/** The Naval Zone of a placement location: an All-Sea hex lies in one, an On Station Box is a zone's. */
export function placementZone(state: DsGameState, to: SupportTarget): string | undefined {
  if (to.kind === 'onStation') return to.zone;
  if (to.kind === 'hex') {
    const h = state.board.hexes[to.hex];
    return h?.terrain === 'allSea' ? h.navalZones[0] : undefined;
  }
  return undefined;
}

/** FP-2, FP-6: the tracer of a fleet unit's Fleet Unit Path: its faction and its nationality's Home Country. */
export const fleetTracer = (state: DsGameState, unit: SupportUnit, faction: Faction): FleetPathTracer =>
  ({ faction, home: homeCountryOfNationality(state, unit.nationality), fromNavalBase: true });

/**
 * FP-7 exception (2.2.3.1, gap §1 #39): "If the Axis faction is using a Neutral Vichy Fleet unit,
 * that unit's Naval Base must be German." Read as a French Surface Fleet whose country is neutral
 * used by the Axis (R-VICHY). No German nationality is in this game, so it finds no Naval Base.
 */
export const isNeutralVichyFleet = (state: DsGameState, unit: SupportUnit, faction: Faction): boolean =>
  faction === 'axis' && unit.type === 'surfaceFleet' && unit.nationality === 'french' && state.countries[NATIONALITY_INFO.french.country]?.status === 'neutral';

const v = (code: string, message: string): Violation => ({ rule: '2.2.3.1', code, message });

/**
 * FP-1..FP-3, FP-5..FP-7, FP-10, FP-11 (2.2.3.1) fleetPlacementViolations: where a fleet unit may
 * go. A CV Fleet or Surface Fleet: an All-Sea hex or an On Station Box (FP-1, FP-5) of a Naval
 * Zone that contains a Naval Base of its nationality (FP-3, FP-7), reached by a Fleet Unit Path
 * (FP-2, FP-6). A Sub Fleet: an On Station Box of such a zone, no path, never the Caspian Sea
 * (FP-10); or the Strategic Warfare Box when a Naval Base of its nationality is on the map (FP-11).
 */
export function fleetPlacementViolations(ctx: PlacementContext, unit: SupportUnit, side: FleetSide, to: SupportTarget, faction: Faction): Violation[] {
  return [...fleetPlacementCheck(ctx, unit, side, faction).at(to)];
}

/**
 * fleetPlacementViolations of one unit for any location: the zones holding its Naval Bases and the
 * zones its Fleet Unit Path reaches are looked up once, so each location costs a lookup.
 */
export function fleetPlacementCheck(ctx: PlacementContext, unit: SupportUnit, side: FleetSide, faction: Faction): TargetCheck {
  const { state } = ctx;
  const name = faceName(side);
  const nat = nationalityName(unit.nationality);
  const vichy = isNeutralVichyFleet(state, unit, faction);
  const tracer = side === 'subFleet' ? undefined : fleetTracer(state, unit, faction);
  // Looked up when a zone is first asked about (a wrong place needs neither).
  let baseZones: ReadonlySet<string> | undefined;
  let reached: ReadonlySet<string> | undefined;
  const wrongPlace = (to: SupportTarget): Violation[] | undefined => {
    if (side === 'subFleet') {
      if (to.kind === 'hex') return [v('placement.wrongPlace', `A Sub Fleet is placed in an On Station Box or the Strategic Warfare Box, not in a hex (2.2.3.1).`)];
      if (to.kind === 'strategicWarfareBox') {
        return navalBases(ctx, unit.nationality).length > 0 ? []
          : [v('placement.noNavalBaseOnMap', `A Sub Fleet goes in the Strategic Warfare Box only if ${a(nat)} Naval Base (a port with a supplied ${nat} ground unit) is somewhere on the map; there is none (2.2.3.1).`)];
      }
      if (isNamed(state.navalZones[to.zone], ['Caspian Sea'])) return [v('placement.caspianSea', 'Sub Fleets cannot be placed in the Caspian Sea On Station Box (2.2.3.1).')];
      return undefined;
    }
    if (to.kind === 'strategicWarfareBox') return [v('placement.wrongPlace', `${A(name)} is placed in an All-Sea hex or an On Station Box, not in the Strategic Warfare Box (2.2.3.1).`)];
    if (to.kind === 'hex' && state.board.hexes[to.hex]?.terrain !== 'allSea') {
      return [v('placement.fleetNotAllSea', `${targetLabel(state, to)} is a Land hex; ${a(name)} is placed in an All-Sea hex or an On Station Box (2.2.3.1).`)];
    }
    return undefined;
  };
  const at = (to: SupportTarget): readonly Violation[] => {
    const wrong = wrongPlace(to);
    if (wrong) return wrong;
    const zone = placementZone(state, to);
    if (zone === undefined) return NO_VIOLATIONS;
    const out: Violation[] = [];
    if (vichy) {
      out.push(v('placement.vichyNeedsGermanNavalBase', 'A Neutral Vichy Fleet used by the Axis needs a German Naval Base in the Naval Zone (2.2.3.1); this game has no German units, so it has none.'));
    } else if (!(baseZones ??= navalBaseZones(ctx, unit.nationality)).has(zone)) {
      out.push(v('placement.noNavalBaseInZone', `The ${zoneLabel(state, zone)} Naval Zone contains no ${nat} Naval Base (a port with a supplied ${nat} ground unit); ${a(nat)} ${name} is placed only in a zone that contains one (2.2.3.1).`));
    }
    if (tracer && !(reached ??= fleetPathZones(ctx, tracer)).has(zone)) {
      // Worded when read: the reason is a search of its own, and the contest offer only asks whether a unit may.
      out.push(wordedWhenRead('2.2.3.1', 'placement.noFleetUnitPath', () => `No Fleet Unit Path reaches the ${zoneLabel(state, zone)}: it runs from ${a(nat)} Home Country Naval Base or Open Port${faction === 'western' ? ' (or a Western Off-Map Box)' : ''} through zones that each hold a friendly Open Port, and ${noFleetPathReason(ctx, zone, tracer)} (2.2.3.1).`));
    }
    return out.length === 0 ? NO_VIOLATIONS : out;
  };
  // A fleet's hexes are the All-Sea hexes of its zones, a few hundred at most: asked by id.
  return { at, hex: (hex) => at({ kind: 'hex', hex }) };
}
