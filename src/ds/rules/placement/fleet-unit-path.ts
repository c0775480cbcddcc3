import type { Faction } from '../../model/factions.ts';
import type { RestrictedWaterway } from '../../model/naval.ts';
import type { DsGameState } from '../../model/state.ts';
import { hasFriendlyOpenPort, inHomeCountry, isOpenPort } from './bases.ts';
import { keptFleetPaths } from './carried.ts';
import { zoneIndex, type PlacementContext } from './context.ts';
import { a, hexLabel, orList, zoneLabel } from './names.ts';

/**
 * Fleet Unit Path (2.2.3.1): "traced from a Home Country Naval Base or Home Country Open Port,
 * along a continuous chain of adjacent Naval Zones and/or Off-Map Boxes, to the Naval Zone
 * containing the placement location. [...] Each Naval Zone or Off-Map Box along the path except for
 * the Zone of placement must contain a friendly Open Port." Zone adjacency is the scenario's
 * (`adjacentZones`, `adjacentOffMapBoxes`), the Restricted Waterways its `restrictedWaterways`.
 */

/** Who traces the path: the faction, the Home Country, and whether a Home Country Naval Base may start it. */
export interface FleetPathTracer {
  readonly faction: Faction;
  readonly home: string;
  /** Fleet units start from a Naval Base or an Open Port (FUP-2); Convoys need an Open Port (CV-3, R-CONVOY-PATH). */
  readonly fromNavalBase: boolean;
}

const waterwayIndexes = new WeakMap<readonly RestrictedWaterway[], Map<string, RestrictedWaterway>>();

/** RW-1, RW-2, RW-3, RW-4 (2.2.3.1) restrictedWaterway: the Restricted Waterway between two adjacent zones, if any. */
export function restrictedWaterway(state: DsGameState, a: string, b: string): RestrictedWaterway | undefined {
  let index = waterwayIndexes.get(state.restrictedWaterways);
  if (!index) {
    index = new Map();
    for (const rw of state.restrictedWaterways) {
      index.set(`${rw.zones[0]}|${rw.zones[1]}`, rw);
      index.set(`${rw.zones[1]}|${rw.zones[0]}`, rw);
    }
    waterwayIndexes.set(state.restrictedWaterways, index);
  }
  return index.get(`${a}|${b}`);
}

/**
 * FUP-5, RW-1, RW-2, RW-3, RW-4 (2.2.3.1) waterwayOpen: a path crosses from zone `from` into zone `to` only if,
 * where a Restricted Waterway lies between them, one of its ports is an Open Port. Openness is
 * asked in the zone the path comes through: an enemy unit On Station in the Zone of placement does
 * not block the path into it (the Nagasaki example, R-OPEN-PORT).
 */
export function waterwayOpen(ctx: PlacementContext, from: string, to: string, faction: Faction): boolean {
  const rw = restrictedWaterway(ctx.state, from, to);
  return !rw || rw.ports.some((p) => isOpenPort(ctx, p, faction, from));
}

/**
 * FUP-2, FUP-4: a Western Off-Map Box is a Home Country Open Port for Western fleet units and
 * Convoys, so it starts a path and carries one. The rules name no other Off-Map Box as a port, so
 * no other starts or carries a path (R-OFFMAP-BOX).
 */
const boxServes = (state: DsGameState, box: string, faction: Faction): boolean => faction === 'western' && state.offMapBoxes[box]?.faction === 'western';

/** FUP-1, FUP-2: the zone holds a Home Country Naval Base: a port of the Home Country with a supplied friendly ground unit (R-HOME-PORT). */
export function hasHomeNavalBase(ctx: PlacementContext, zone: string, t: FleetPathTracer): boolean {
  return (zoneIndex(ctx.state).ports.get(zone) ?? []).some(
    (p) => inHomeCountry(ctx.state, p, t.home) && ctx.groundUnitsIn(p).some((g) => g.faction === t.faction && ctx.supplied(g.unit.id)),
  );
}

/** FUP-2: the zone holds a Home Country Open Port. */
export function hasHomeOpenPort(ctx: PlacementContext, zone: string, t: FleetPathTracer): boolean {
  return (zoneIndex(ctx.state).ports.get(zone) ?? []).some((p) => inHomeCountry(ctx.state, p, t.home) && isOpenPort(ctx, p, t.faction, zone));
}

/** The zones and boxes one step from a node ('zone:x' or 'box:y'). */
function* steps(state: DsGameState, node: string): Generator<string> {
  const id = node.slice(node.indexOf(':') + 1);
  if (node.startsWith('zone:')) {
    const z = state.navalZones[id];
    for (const a of z?.adjacentZones ?? []) yield `zone:${a}`;
    for (const b of z?.adjacentOffMapBoxes ?? []) yield `box:${b}`;
  } else {
    for (const a of state.offMapBoxes[id]?.adjacentZones ?? []) yield `zone:${a}`;
  }
}

/**
 * FUP-1..FUP-6 (2.2.3.1) fleetPathZones: every Naval Zone a Fleet Unit Path can end in. A zone
 * with a Home Country Naval Base needs no path (FUP-1); a zone with a Home Country Open Port is its
 * own start. Otherwise the path runs from a start (FUP-2) through zones and boxes each holding a
 * friendly Open Port (FUP-3, FUP-4) and through open Restricted Waterways (FUP-5); the Zone of
 * placement needs no Open Port, so enemy units On Station block a path through a zone, never into
 * it (FUP-6). One search serves every zone, once per tracer and context.
 */
export function fleetPathZones(ctx: PlacementContext, t: FleetPathTracer): ReadonlySet<string> {
  // A fact of the map (bases, Open Ports, zones): shared by every state of this map version, and
  // carried to the next while no ground unit moves and no port or On Station Box changes hands.
  return ctx.mapFacts().memo(['fleetPath', t.faction, t.home, t.fromNavalBase], () => keptFleetPaths(ctx, `${t.faction}|${t.home}|${t.fromNavalBase}`, () => {
    const { state } = ctx;
    const ends = new Set<string>();
    const passable = (node: string): boolean =>
      node.startsWith('box:') ? boxServes(state, node.slice(4), t.faction) : hasFriendlyOpenPort(ctx, node.slice(5), t.faction);
    const queue: string[] = [];
    const seen = new Set<string>();
    const visit = (node: string): void => {
      if (!seen.has(node) && passable(node)) {
        seen.add(node);
        queue.push(node);
      }
    };
    for (const zone of Object.keys(state.navalZones)) {
      if (t.fromNavalBase && hasHomeNavalBase(ctx, zone, t)) {
        ends.add(zone);
        visit(`zone:${zone}`);
      }
      if (hasHomeOpenPort(ctx, zone, t)) {
        ends.add(zone);
        visit(`zone:${zone}`);
      }
    }
    for (const box of Object.keys(state.offMapBoxes)) if (boxServes(state, box, t.faction)) visit(`box:${box}`);
    for (let i = 0; i < queue.length; i++) {
      const node = queue[i]!;
      for (const next of steps(state, node)) {
        if (next.startsWith('zone:') && node.startsWith('zone:') && !waterwayOpen(ctx, node.slice(5), next.slice(5), t.faction)) continue;
        if (next.startsWith('zone:') && state.navalZones[next.slice(5)]) ends.add(next.slice(5));
        visit(next);
      }
    }
    return ends;
  }));
}

/**
 * Why no Fleet Unit Path ends in `zone`, in words: what each neighbouring zone or box lacks.
 * Only called for a zone `fleetPathZones` does not hold.
 */
export function noFleetPathReason(ctx: PlacementContext, zone: string, t: FleetPathTracer): string {
  const { state } = ctx;
  const reached = fleetPathZones(ctx, t);
  const side = t.faction === 'western' ? 'Western' : t.faction === 'axis' ? 'Axis' : 'Soviet';
  const notes: string[] = [];
  for (const next of steps(state, `zone:${zone}`)) {
    const id = next.slice(next.indexOf(':') + 1);
    if (next.startsWith('box:')) {
      notes.push(`${state.offMapBoxes[id]?.name ?? id} ${boxServes(state, id, t.faction) ? 'is open' : `is not ${a(side)} Off-Map Box`}`);
      continue;
    }
    const name = zoneLabel(state, id);
    const rw = restrictedWaterway(state, id, zone);
    if (!hasFriendlyOpenPort(ctx, id, t.faction)) notes.push(`the ${name} holds no ${side} Open Port`);
    else if (!reached.has(id)) notes.push(`no path reaches the ${name} either`);
    else if (rw && !waterwayOpen(ctx, id, zone, t.faction)) {
      notes.push(`the Restricted Waterway from the ${name} needs ${orList(rw.ports.map((p) => hexLabel(state, p)))} to be ${a(side)} Open Port`);
    }
  }
  return notes.length > 0 ? notes.join('; ') : `the ${zoneLabel(state, zone)} has no neighbouring Naval Zone or Off-Map Box`;
}
