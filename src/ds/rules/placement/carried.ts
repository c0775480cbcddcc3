import { FACTIONS, type Faction } from '../../model/factions.ts';
import type { GroundUnit } from '../../model/ground-units.ts';
import type { Nationality } from '../../model/nationalities.ts';
import type { Board } from '../../model/state.ts';
import type { SupportUnit } from '../../model/support-units.ts';
import type { PlacementContext } from './context.ts';
import type { InHex } from './units-by-hex.ts';

/**
 * Placement facts carried from move to move. The units by hex are carried by the counter store
 * (`derivedCarried`: the same grouping, by identity, until a move touches such a unit; a patched
 * copy when one does). Each fact below is kept against the identity of what it was made from, so
 * it holds exactly as long as its inputs do, and no rule decides when to drop it:
 * - the hexes of supplied ground units by nationality, against the ground units by hex, the
 *   unsupplied list and the board: a support unit's placement or contest moves no ground unit, so
 *   a whole Support Segment reads one;
 * - an Air Base list, against those hexes and the Air units by hex; a new list equal to the last
 *   one is that same list, so what is kept against a list of Air Bases (the reach of its Air Unit
 *   Paths, air-unit-path.ts) stays while a placement changes no Air Base of that nationality and
 *   faction (a friendly one never does, PR-3; an enemy one only when it lands on such a base);
 * - the hexes in or next to an Air unit, against the Air units by hex.
 * A test compares every one of them with the fresh computation on every state of a played turn
 * (tests/unit/rules/placement/carried-facts.test.ts).
 */

type ByHex<U> = ReadonlyMap<string, readonly InHex<U>[]>;

/** The Land hexes and the ports holding a supplied ground unit of one nationality, in the order of the ground units by hex. */
export interface NationalityHexes {
  readonly land: readonly string[];
  readonly ports: readonly string[];
}

const NONE: NationalityHexes = { land: [], ports: [] };

interface SuppliedEntry {
  readonly unsupplied: readonly string[];
  readonly board: Board;
  readonly byNationality: ReadonlyMap<Nationality, NationalityHexes>;
}

const supplied = new WeakMap<ByHex<GroundUnit>, SuppliedEntry>();

/**
 * AP-1, FP-3 (2.2.3.1): the hexes where a supplied ground unit of each nationality stands, Land
 * hexes (for Air Bases) and ports (Naval Bases) apart; one pass over the ground units by hex.
 */
export function suppliedHexesOf(ctx: PlacementContext, nat: Nationality): NationalityHexes {
  const ground = ctx.groundByHex();
  const { board } = ctx.state;
  const unsupplied = ctx.state.facts.unsupplied;
  let entry = supplied.get(ground);
  if (!entry || entry.unsupplied !== unsupplied || entry.board !== board) {
    const land = new Map<Nationality, string[]>();
    const ports = new Map<Nationality, string[]>();
    // Hex by hex, so a nationality's list ends with this hex once it was added for it.
    const add = (into: Map<Nationality, string[]>, n: Nationality, hex: string): void => {
      const list = into.get(n);
      if (!list) into.set(n, [hex]);
      else if (list[list.length - 1] !== hex) list.push(hex);
    };
    for (const [hex, units] of ground) {
      const h = board.hexes[hex];
      const isLand = h?.terrain !== 'allSea';
      const isPort = Boolean(h?.port);
      for (const g of units) {
        if (!ctx.supplied(g.unit.id)) continue;
        if (isLand) add(land, g.unit.nationality, hex);
        if (isPort) add(ports, g.unit.nationality, hex);
      }
    }
    const byNationality = new Map<Nationality, NationalityHexes>();
    for (const n of new Set([...land.keys(), ...ports.keys()])) byNationality.set(n, { land: land.get(n) ?? [], ports: ports.get(n) ?? [] });
    entry = { unsupplied, board, byNationality };
    supplied.set(ground, entry);
  }
  return entry.byNationality.get(nat) ?? NONE;
}

interface BasesEntry {
  readonly air: ByHex<SupportUnit>;
  readonly bases: readonly string[];
}

const basesKept = new WeakMap<readonly string[], Map<Faction, BasesEntry>>();

/**
 * PR-3 (2.2.3.3) through `land`: the hexes of `land` holding no successfully placed Air unit of a
 * faction enemy to `faction`, in `land`'s order. Only hexes with an Air unit are looked at; the
 * answer is `land` itself when none of them is enemy-held, and the last answer for `land` when it
 * is equal to it.
 */
export function withoutEnemyAir(ctx: PlacementContext, land: readonly string[], faction: Faction): readonly string[] {
  const air = ctx.airUnits();
  let byFaction = basesKept.get(land);
  if (!byFaction) basesKept.set(land, (byFaction = new Map()));
  const last = byFaction.get(faction);
  if (last?.air === air) return last.bases;
  let denied: Set<string> | undefined;
  if (air.size > 0 && land.length > 0) {
    const inLand = landSet(land);
    for (const [hex, units] of air) {
      if (inLand.has(hex) && units.some((a) => a.faction !== faction)) (denied ??= new Set()).add(hex);
    }
  }
  let bases = denied ? land.filter((h) => !denied.has(h)) : land;
  if (last && sameList(last.bases, bases)) bases = last.bases;
  byFaction.set(faction, { air, bases });
  return bases;
}

const landSets = new WeakMap<readonly string[], ReadonlySet<string>>();
function landSet(land: readonly string[]): ReadonlySet<string> {
  let set = landSets.get(land);
  if (!set) landSets.set(land, (set = new Set(land)));
  return set;
}

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

const zonesKept = new WeakMap<readonly string[], ReadonlySet<string>>();

/** The Naval Zones of the ports `ports` (each Multi-Zone Port in all of its), kept against that list. */
export function zonesOfPorts(board: Board, ports: readonly string[]): ReadonlySet<string> {
  let zones = zonesKept.get(ports);
  if (!zones) zonesKept.set(ports, (zones = new Set(ports.flatMap((h) => board.hexes[h]?.navalZones ?? []))));
  return zones;
}

const nearKept = new WeakMap<ByHex<SupportUnit>, { readonly board: Board; readonly near: Uint8Array }>();

/** A faction's bit in `hexesNearAir`. */
export const factionBit = (f: Faction): number => 1 << FACTIONS.indexOf(f);

/**
 * PR-1, PR-2 (2.2.3.3): hexes holding an Air unit or next to one, by board index, each with the
 * bits (`factionBit`) of the factions of those Air units, kept against the Air units by hex: most
 * candidate hexes of a placement are far from every Air unit, or near friendly ones only, and this
 * answers them with one read instead of seven lookups. An Air unit in a hex not on the grid marks
 * nothing (a check looks such a hex up itself).
 */
export function hexesNearAir(ctx: PlacementContext): Uint8Array {
  const air = ctx.airUnits();
  const { board } = ctx.state;
  const kept = nearKept.get(air);
  if (kept?.board === board) return kept.near;
  const { grid } = board;
  const near = new Uint8Array(grid.size);
  for (const [hex, units] of air) {
    const i = grid.indexOf(hex);
    if (i < 0) continue;
    let bits = 0;
    for (const u of units) bits |= factionBit(u.faction);
    near[i] = near[i]! | bits;
    for (let d = 0; d < 6; d++) {
      const n = grid.neighbourIndex(i, d);
      if (n >= 0) near[n] = near[n]! | bits;
    }
  }
  nearKept.set(air, { board, near });
  return near;
}

/**
 * What of the support units a Fleet Unit Path reads (FUP-4, FUP-7, CV-12): which factions' Air
 * units stand in ports, and which factions have a unit in each On Station Box. In words, so two
 * states alike in these give the same text.
 */
function portSignature(ctx: PlacementContext): string {
  return ctx.mapFacts().memo(['portSignature'], () => {
    const { state } = ctx;
    const parts: string[] = [];
    for (const [hex, units] of ctx.airUnits()) {
      if (state.board.hexes[hex]?.port) parts.push(`${hex}:${[...new Set(units.map((a) => a.faction))].sort().join(',')}`);
    }
    parts.sort();
    for (const zone of Object.keys(state.navalZones)) {
      const f = ctx.onStationFactions(zone);
      if (f.size > 0) parts.push(`${zone}=${[...f].sort().join(',')}`);
    }
    return parts.join(';');
  });
}

interface PathsEntry {
  readonly unsupplied: readonly string[];
  readonly state: Pick<PlacementContext['state'], 'board' | 'navalZones' | 'offMapBoxes' | 'restrictedWaterways'>;
  readonly byKey: Map<string, unknown>;
}

const fleetPathsKept = new WeakMap<ByHex<GroundUnit>, PathsEntry>();

/**
 * FUP-1..FUP-6: the Fleet Unit Path zones of one tracer, kept against the ground units by hex (its
 * Naval Bases and the ports' factions), the unsupplied list, the scenario's zones, boxes and
 * waterways, and the port signature above (Air units in ports, units On Station): a placement
 * anywhere else (an Air Force inland, a Bomber) leaves every Fleet Unit Path as it was.
 */
export function keptFleetPaths<T>(ctx: PlacementContext, tracerKey: string, make: () => T): T {
  const { state } = ctx;
  const ground = ctx.groundByHex();
  let entry = fleetPathsKept.get(ground);
  const same = entry && entry.unsupplied === state.facts.unsupplied && entry.state.board === state.board && entry.state.navalZones === state.navalZones
    && entry.state.offMapBoxes === state.offMapBoxes && entry.state.restrictedWaterways === state.restrictedWaterways;
  if (!entry || !same) {
    const { board, navalZones, offMapBoxes, restrictedWaterways } = state;
    entry = { unsupplied: state.facts.unsupplied, state: { board, navalZones, offMapBoxes, restrictedWaterways }, byKey: new Map() };
    fleetPathsKept.set(ground, entry);
  }
  const key = `${tracerKey}|${portSignature(ctx)}`;
  if (entry.byKey.has(key)) return entry.byKey.get(key) as T;
  const value = make();
  entry.byKey.set(key, value);
  return value;
}
