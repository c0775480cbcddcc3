import type { Faction } from '../../model/factions.ts';
import type { GroundUnit } from '../../model/ground-units.ts';
import type { Nationality } from '../../model/nationalities.ts';
import { contentsOf } from '../../model/contents.ts';
import { counterFaction } from '../../model/counters.ts';
import { derivedCarried } from '../../model/derived.ts';
import type { Board, DsGameState, Placed } from '../../model/state.ts';
import type { SupportUnit } from '../../model/support-units.ts';
import type { PlacementContext } from './context.ts';
import { hexesTouchedSince, type InHex } from './units-by-hex.ts';

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
  /** The hexes of the land list an enemy Air unit holds. */
  readonly denied: ReadonlySet<string>;
}

const basesKept = new WeakMap<readonly string[], Map<Faction, BasesEntry>>();

/**
 * PR-3 (2.2.3.3) through `land`: the hexes of `land` holding no successfully placed Air unit of a
 * faction enemy to `faction`, in `land`'s order. Only hexes with an Air unit are looked at: all of
 * them the first time, then only those the Air units by hex were patched in since the last answer
 * for `land` (an Air unit placed or gone). The answer is `land` itself when none of them is
 * enemy-held, and the last answer for `land` when the enemy-held hexes are the same.
 */
export function withoutEnemyAir(ctx: PlacementContext, land: readonly string[], faction: Faction): readonly string[] {
  const air = ctx.airUnits();
  let byFaction = basesKept.get(land);
  if (!byFaction) basesKept.set(land, (byFaction = new Map()));
  const last = byFaction.get(faction);
  if (last?.air === air) return last.bases;
  const denied = deniedHexes(ctx, land, faction, air, last);
  const bases = last && sameSet(last.denied, denied) ? last.bases : denied.size > 0 ? land.filter((h) => !denied.has(h)) : land;
  byFaction.set(faction, { air, bases, denied });
  return bases;
}

const enemyHeld = (units: readonly InHex<SupportUnit>[] | undefined, faction: Faction): boolean => units !== undefined && units.some((a) => a.faction !== faction);

/** PR-3: the hexes of `land` an enemy Air unit holds, patched from the last answer where the Air units by hex tell what changed. */
function deniedHexes(ctx: PlacementContext, land: readonly string[], faction: Faction, air: ByHex<SupportUnit>, last: BasesEntry | undefined): ReadonlySet<string> {
  const inLand = landSet(land);
  const touched = last && hexesTouchedSince(air, last.air);
  if (last && touched) {
    let denied: Set<string> | undefined;
    for (const hex of touched) {
      if (!inLand.has(hex) || enemyHeld(air.get(hex), faction) === last.denied.has(hex)) continue;
      denied ??= new Set(last.denied);
      if (last.denied.has(hex)) denied.delete(hex);
      else denied.add(hex);
    }
    return denied ?? last.denied;
  }
  const denied = new Set<string>();
  if (land.length > 0) for (const [hex, units] of air) if (inLand.has(hex) && enemyHeld(units, faction)) denied.add(hex);
  return denied;
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => a === b || (a.size === b.size && [...a].every((x) => b.has(x)));

const landSets = new WeakMap<readonly string[], ReadonlySet<string>>();
function landSet(land: readonly string[]): ReadonlySet<string> {
  let set = landSets.get(land);
  if (!set) landSets.set(land, (set = new Set(land)));
  return set;
}

const zonesKept = new WeakMap<readonly string[], ReadonlySet<string>>();

/** The Naval Zones of the ports `ports` (each Multi-Zone Port in all of its), kept against that list. */
export function zonesOfPorts(board: Board, ports: readonly string[]): ReadonlySet<string> {
  let zones = zonesKept.get(ports);
  if (!zones) zonesKept.set(ports, (zones = new Set(ports.flatMap((h) => board.hexes[h]?.navalZones ?? []))));
  return zones;
}

const nearKept = new WeakMap<ByHex<SupportUnit>, { readonly board: Board; readonly near: ReadonlySet<string> }>();

/** The hexes `hexesNearAir` gives, when they were gathered already for these Air units. */
export function knownHexesNearAir(ctx: PlacementContext): ReadonlySet<string> | undefined {
  const kept = nearKept.get(ctx.airUnits());
  return kept?.board === ctx.state.board ? kept.near : undefined;
}

/**
 * PR-1, PR-2 (2.2.3.3): hexes holding an Air unit or next to one, kept against the Air units by
 * hex: most candidate hexes of a placement are far from every Air unit, and this answers them with
 * one lookup instead of seven.
 */
export function hexesNearAir(ctx: PlacementContext): ReadonlySet<string> {
  const air = ctx.airUnits();
  const { board } = ctx.state;
  const kept = knownHexesNearAir(ctx);
  if (kept) return kept;
  const near = new Set<string>();
  for (const hex of air.keys()) {
    near.add(hex);
    for (const n of board.grid.neighbours(hex)) near.add(n);
  }
  nearKept.set(air, { board, near });
  return near;
}

/**
 * What of the support units a Fleet Unit Path reads (FUP-4, FUP-7, CV-12): which factions' Air
 * units stand in ports, and which factions have a unit in each On Station Box. In words, so two
 * states alike in these give the same text. Kept against the Air units by hex and the units On
 * Station: an Air unit placed or gone anywhere but a port leaves it as it was.
 */
export function portSignature(ctx: PlacementContext): string {
  const facts = ctx.mapFacts();
  // A unit left out of the facts while it stands on the map: its own text, not kept.
  if (facts.ignored.size > 0) return facts.memo(['portSignature'], () => signatureText(facts, onStationByZone(facts)));
  const { board, navalZones } = facts.state;
  const air = facts.airUnits();
  const onStation = onStationFactionsOf(facts.state);
  const kept = signaturesKept.get(onStation);
  if (kept && kept.board === board && kept.navalZones === navalZones) {
    if (kept.air === air) return kept.text;
    const touched = hexesTouchedSince(air, kept.air);
    if (touched && ![...touched].some((hex) => board.hexes[hex]?.port)) {
      kept.air = air;
      return kept.text;
    }
  }
  const text = signatureText(facts, onStation);
  signaturesKept.set(onStation, { board, navalZones, air, text });
  return text;
}

function signatureText(ctx: PlacementContext, onStation: ReadonlyMap<string, ReadonlySet<Faction>>): string {
  const { state } = ctx;
  const parts: string[] = [];
  for (const [hex, units] of ctx.airUnits()) {
    if (state.board.hexes[hex]?.port) parts.push(`${hex}:${[...new Set(units.map((a) => a.faction))].sort().join(',')}`);
  }
  parts.sort();
  for (const zone of Object.keys(state.navalZones)) {
    const f = onStation.get(zone);
    if (f && f.size > 0) parts.push(`${zone}=${[...f].sort().join(',')}`);
  }
  return parts.join(';');
}

/** The factions On Station in each zone, as the context sees them (units it ignores left out). */
function onStationByZone(ctx: PlacementContext): ReadonlyMap<string, ReadonlySet<Faction>> {
  return new Map(Object.keys(ctx.state.navalZones).map((zone) => [zone, ctx.onStationFactions(zone)]));
}

const signaturesKept = new WeakMap<ReadonlyMap<string, ReadonlySet<Faction>>, {
  readonly board: Board;
  readonly navalZones: DsGameState['navalZones'];
  air: ByHex<SupportUnit>;
  readonly text: string;
}>();

const onStationZone = (p: Placed | undefined): string | undefined => (p?.at.kind === 'navalZone' && p.at.box === 'onStation' ? p.at.zone : undefined);

/** The factions with a support unit in the zone's On Station Box, in the order of its contents. */
function factionsOnStation(state: DsGameState, zone: string): ReadonlySet<Faction> {
  const out = new Set<Faction>();
  for (const { counter } of contentsOf(state, { kind: 'navalZone', zone, box: 'onStation' })) {
    const faction = counter.kind === 'support' ? counterFaction(counter, state.countries) : undefined;
    if (faction) out.add(faction);
  }
  return out;
}

/**
 * CV-12: the factions with a support unit in each zone's On Station Box, by zone (zones with none
 * left out), for every state of these counters and countries; carried to the next version, the
 * zones a move went into or out of worked out again.
 */
export function onStationFactionsOf(state: DsGameState): ReadonlyMap<string, ReadonlySet<Faction>> {
  const redo = (into: Map<string, ReadonlySet<Faction>>, zone: string): void => {
    const f = factionsOnStation(state, zone);
    if (f.size > 0) into.set(zone, f);
    else into.delete(zone);
  };
  return derivedCarried(state, 'placement:onStationFactions', () => {
    const out = new Map<string, ReadonlySet<Faction>>();
    for (const { at } of state.counters.all()) if (at.kind === 'navalZone' && at.box === 'onStation' && !out.has(at.zone)) redo(out, at.zone);
    return out;
  }, (known, changes) => {
    const zones = new Set<string>();
    for (const c of changes) for (const zone of [onStationZone(c.before), onStationZone(state.counters.get(c.id))]) if (zone !== undefined) zones.add(zone);
    if (zones.size === 0) return known;
    const out = new Map(known);
    for (const zone of zones) redo(out, zone);
    return out;
  });
}

interface PathsEntry {
  readonly unsupplied: readonly string[];
  readonly state: Pick<PlacementContext['state'], 'board' | 'navalZones' | 'offMapBoxes' | 'restrictedWaterways'>;
  /** By tracer, then by port signature (the signature's own string: its hash is kept with it, no key is joined). */
  readonly byKey: Map<string, Map<string, unknown>>;
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
  let bySignature = entry.byKey.get(tracerKey);
  if (!bySignature) entry.byKey.set(tracerKey, (bySignature = new Map()));
  const signature = portSignature(ctx);
  if (bySignature.has(signature)) return bySignature.get(signature) as T;
  const value = make();
  bySignature.set(signature, value);
  return value;
}
