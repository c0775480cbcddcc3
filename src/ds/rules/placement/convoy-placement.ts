import { wordedWhenRead, type Violation } from '../../../core/violation.ts';
import { contentsOf } from '../../model/contents.ts';
import { counterFaction } from '../../model/counters.ts';
import type { Faction } from '../../model/factions.ts';
import type { Nationality } from '../../model/nationalities.ts';
import { CONVOY_MODES, type ConvoyMode, type Marker } from '../../model/markers.ts';
import type { DsGameState } from '../../model/state.ts';
import { supportFace } from '../../model/support-units.ts';
import { homeCountryOfNationality, inDependentOf, inHomeCountry, isKeyPort } from './bases.ts';
import { zoneIndex, type PlacementContext } from './context.ts';
import { fleetPathZones, noFleetPathReason, type FleetPathTracer } from './fleet-unit-path.ts';
import { a, factionName, nationalityName, zoneLabel } from './names.ts';
import { convoyClassOf } from './placement-class.ts';
import type { PlacementSituation } from './situation.ts';

/**
 * 2.2.3.6 Convoy Marker Placement: Standard, Scratch and Fleet Train Convoy markers go in a Naval
 * Zone's Convoys Box. They are never contested, and Escort Troop Convoys (support-unit backs,
 * flipped after an On Station placement) are not placed here: both are the placement flow's.
 * CV-11 convoyNoLimit: any number, type or mode of Convoy markers may share a box, so nothing here
 * counts them. Inherent Supply Convoys are printed on the map, not markers.
 */

const v = (code: string, message: string): Violation => ({ rule: '2.2.3.6', code, message });

/** A friendly Escort Troop Convoy (an Air Force or Surface Fleet on its back) in the zone's Convoys Box. */
function friendlyEscortIn(ctx: PlacementContext, zone: string, faction: Faction): boolean {
  return contentsOf(ctx.state, { kind: 'navalZone', zone, box: 'convoys' }).some(
    (p) => p.counter.kind === 'support' && supportFace(p.counter) === 'escortTroopConvoy' && !ctx.ignored.has(p.counter.id) && counterFaction(p.counter, ctx.state.countries) === faction,
  );
}

/**
 * CV-3, CV-7 (2.2.3.6) convoyPath: "a Fleet Unit Path (as defined in 2.2.3.1) from the Naval Zone to
 * a Home Country Open Port"; a Western Off-Map Box serves as one for Western Convoys. The path must
 * reach an Open Port: a Naval Base that is not open does not start it (R-CONVOY-PATH).
 */
const convoyTracer = (home: string, faction: Faction): FleetPathTracer => ({ faction, home, fromNavalBase: false });

/** What a Key Port must hold for a Scratch Convoy (CV-4, CV-5) or the US Fleet Train (CV-6). */
function keyPortServes(ctx: PlacementContext, hex: string, faction: Faction, fleetTrain: boolean): boolean {
  return contentsOf(ctx.state, { kind: 'hex', hex }).some(({ counter: c }) => {
    if (ctx.ignored.has(c.id)) return false;
    if (c.kind === 'marker') {
      if (c.type === 'detachment') return fleetTrain ? c.nationality === 'us' : counterFaction(c, ctx.state.countries) === faction;
      return c.type === 'logistics' && counterFaction(c, ctx.state.countries) === (fleetTrain ? 'western' : faction);
    }
    if (c.kind === 'support' && supportFace(c) === 'devastation') return false;
    return fleetTrain ? c.nationality === 'us' : counterFaction(c, ctx.state.countries) === faction;
  });
}

/** CV-4, CV-5 (2.2.3.6) scratchConvoyZone: a Key Port of the zone holds a friendly unit, Detachment or Logistics marker. */
function scratchConvoyZone(ctx: PlacementContext, zone: string, faction: Faction): boolean {
  return (zoneIndex(ctx.state).ports.get(zone) ?? []).some((p) => isKeyPort(ctx.state, p) && keyPortServes(ctx, p, faction, false));
}

/** CV-6 (2.2.3.6) fleetTrainZone: a Key Port holding a US unit, US Detachment or Western Logistics marker, or a Western Off-Map Box next to the zone. */
function fleetTrainZone(ctx: PlacementContext, zone: string, faction: Faction): boolean {
  const { state } = ctx;
  return (state.navalZones[zone]?.adjacentOffMapBoxes ?? []).some((b) => state.offMapBoxes[b]?.faction === 'western')
    || (zoneIndex(state).ports.get(zone) ?? []).some((p) => isKeyPort(state, p) && keyPortServes(ctx, p, faction, true));
}

/** CV-2 (2.2.3.6) standardConvoyZone: a port of the Home Country or of a Dependent of it, open or not, or a friendly Escort Troop Convoy in the zone's Convoys Box. */
function standardConvoyZone(ctx: PlacementContext, zone: string, home: string, faction: Faction): boolean {
  const { state } = ctx;
  return (zoneIndex(state).ports.get(zone) ?? []).some((p) => inHomeCountry(state, p, home) || inDependentOf(state, p, home)) || friendlyEscortIn(ctx, zone, faction);
}

type ConvoyMarker = Extract<Marker, { type: 'convoy' }>;

/** What a Convoy marker's zones are judged by: its kind, and for a Standard Convoy or the Fleet Train its Home Country and the path to it. */
type ConvoyNeeds =
  | { readonly kind: 'scratch'; readonly m: ConvoyMarker; readonly faction: Faction }
  | { readonly kind: 'noNationality'; readonly m: ConvoyMarker; readonly faction: Faction }
  | { readonly kind: 'standard' | 'fleetTrain'; readonly m: ConvoyMarker; readonly faction: Faction; readonly nat: Nationality; readonly home: string; readonly tracer: FleetPathTracer };

/** SU-5 mayPlaceConvoy and the marker's own facts (CV-2, CV-7: its Home Country), or why it cannot be placed at all. */
function convoyMarkerCheck(ctx: PlacementContext, markerId: string, s: PlacementSituation): ConvoyNeeds | Violation[] {
  const { state } = ctx;
  const placed = state.counters.get(markerId);
  if (!placed) return [v('convoy.unknownMarker', `There is no counter "${markerId}" in this game.`)];
  const m = placed.counter;
  if (m.kind !== 'marker' || m.type !== 'convoy') return [v('convoy.notConvoyMarker', `"${markerId}" is not a Convoy marker.`)];
  // SU-5 mayPlaceConvoy
  if (placed.at.kind !== 'forcePool' || placed.at.faction !== s.phasing) return [{ rule: '2.2.3', code: 'convoy.notInForcePool', message: `The Convoy marker "${markerId}" is not in the ${factionName(s.phasing)} Force Pool; Convoy markers are placed from there (2.2.3).` }];
  const faction = s.phasing;
  if (m.convoy === 'scratch') return { m, faction, kind: 'scratch' };
  const nat = m.convoy === 'fleetTrain' ? 'us' : m.nationality;
  if (!nat) return { m, faction, kind: 'noNationality' };
  const home = homeCountryOfNationality(state, nat);
  return { m, faction, kind: m.convoy, nat, home, tracer: convoyTracer(home, faction) };
}

/** CV-2..CV-7 for one zone: the zone serves the marker (convoyCheck words why not). */
function convoyZoneAllowed(ctx: PlacementContext, n: ConvoyNeeds, zone: string): boolean {
  if (n.kind === 'noNationality') return false;
  if (n.kind === 'scratch') return n.faction !== 'western' && scratchConvoyZone(ctx, zone, n.faction);
  const served = n.kind === 'fleetTrain' ? fleetTrainZone(ctx, zone, n.faction) : standardConvoyZone(ctx, zone, n.home, n.faction);
  return served && fleetPathZones(ctx, n.tracer).has(zone);
}

/**
 * CV-2..CV-8 (2.2.3.6) convoyCheck. A Standard Convoy: a zone with a port of its Home Country or of
 * a Dependent of it, open or not, or with a friendly Escort Troop Convoy in its Convoys Box (CV-2),
 * and a Fleet Unit Path to a Home Country Open Port (CV-3). An Axis or Soviet Scratch Convoy: a
 * zone with a Key Port holding a friendly unit (a friendly Air Force there is enough, even beside
 * enemy ground units: CV-5), Detachment or Logistics marker; no path (CV-4). The US Fleet Train: a
 * zone with a Key Port holding a US unit, US Detachment or Western Logistics marker, or next to a
 * Western Off-Map Box (CV-6), and a path to a Home Country Open Port (CV-7). Supply is not asked
 * (gap §2 #26, R-FLEET-TRAIN). Each is placed Troop or Supply side up (CV-8).
 */
export function convoyCheck(ctx: PlacementContext, markerId: string, zone: string, mode: ConvoyMode, s: PlacementSituation): Violation[] {
  const { state } = ctx;
  const n = convoyMarkerCheck(ctx, markerId, s);
  if (Array.isArray(n)) return n;
  if (!state.navalZones[zone]) return [v('convoy.unknownZone', `There is no Naval Zone "${zone}" on this map.`)];
  // CV-8 convoyMode
  if (!CONVOY_MODES.includes(mode)) return [v('convoy.unknownMode', `A Convoy marker is placed Troop or Supply side up, not "${String(mode)}" (2.2.3.6).`)];
  const name = zoneLabel(state, zone);
  const { faction } = n;
  if (n.kind === 'noNationality') return [v('convoy.noNationality', `The Standard Convoy "${markerId}" has no nationality, so it has no Home Country to be placed from (2.2.3.6).`)];
  if (n.kind === 'scratch') {
    if (faction === 'western') return [v('convoy.scratchNotWestern', 'Scratch Convoys are Axis or Soviet markers; the rules give the Western faction none to place (2.2.3.6).')];
    return scratchConvoyZone(ctx, zone, faction) ? []
      : [v('convoy.noKeyPort', `The ${name} has no Key Port holding a friendly unit, Detachment or Logistics marker; a Scratch Convoy is placed only in such a zone (2.2.3.6).`)];
  }
  const { nat, home, tracer } = n;
  const out: Violation[] = [];
  if (n.kind === 'fleetTrain') {
    if (!fleetTrainZone(ctx, zone, faction)) {
      out.push(v('convoy.noFleetTrainKeyPort', `The ${name} has no Key Port holding a US unit, US Detachment or Western Logistics marker, and no Western Off-Map Box next to it; the US Fleet Train is placed only in such a zone (2.2.3.6).`));
    }
  } else if (!standardConvoyZone(ctx, zone, home, faction)) {
    const natName = nationalityName(nat);
    out.push(v('convoy.noHomePortOrEscort', `The ${name} holds no ${natName} Home Country port, no port of a Dependent of ${state.countries[home]?.name ?? home}, and no friendly Escort Troop Convoy in its Convoys Box; ${a(natName)} Standard Convoy is placed only where one of these is. An Air Force or Surface Fleet placed On Station there can become an Escort Troop Convoy first (2.2.3.6).`));
  }
  if (!fleetPathZones(ctx, tracer).has(zone)) {
    // The reason is a search of its own: worded only when the player reads it.
    out.push(wordedWhenRead('2.2.3.6', 'convoy.noFleetUnitPath', () => `No Fleet Unit Path runs from the ${name} to ${a(nationalityName(nat))} Home Country Open Port${faction === 'western' ? ' or a Western Off-Map Box' : ''}: ${noFleetPathReason(ctx, zone, tracer)} (2.2.3.6, 2.2.3.1).`));
  }
  return out;
}

/**
 * Every Convoy marker in the phasing Force Pool with every zone and mode where it may go: the zones
 * convoyCheck accepts, asked through its own predicates (convoyMarkerCheck once per marker class,
 * then convoyZoneAllowed per zone), so no refusal is worded for the zones left out.
 */
export function convoyChoices(ctx: PlacementContext, s: PlacementSituation): { marker: string; zone: string; mode: ConvoyMode }[] {
  const out: { marker: string; zone: string; mode: ConvoyMode }[] = [];
  // Markers of one class go to the same zones: checked for the first of each (placement-class.ts).
  const zonesByClass = new Map<string, readonly string[]>();
  for (const { counter } of contentsOf(ctx.state, { kind: 'forcePool', faction: s.phasing })) {
    if (counter.kind !== 'marker' || counter.type !== 'convoy') continue;
    const key = convoyClassOf(counter);
    let zones = zonesByClass.get(key);
    if (!zones) {
      const n = convoyMarkerCheck(ctx, counter.id, s);
      zones = Array.isArray(n) ? [] : Object.keys(ctx.state.navalZones).filter((zone) => convoyZoneAllowed(ctx, n, zone));
      zonesByClass.set(key, zones);
    }
    for (const zone of zones) for (const mode of CONVOY_MODES) out.push({ marker: counter.id, zone, mode });
  }
  return out;
}
