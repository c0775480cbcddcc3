import { contentsOf } from '../../model/contents.ts';
import { counterFaction, type Counter } from '../../model/counters.ts';
import { derivedCarried } from '../../model/derived.ts';
import type { Faction } from '../../model/factions.ts';
import type { GroundUnit } from '../../model/ground-units.ts';
import type { DsGameState, Board } from '../../model/state.ts';
import type { SupportUnit } from '../../model/support-units.ts';
import type { PlacementSituation } from './situation.ts';
import { patchUnitsByHex, pickAirUnit, pickGroundUnit, unitsByHex, type InHex } from './units-by-hex.ts';

/** One part of a memo key. */
export type MemoKey = string | number | boolean;

interface MemoNode {
  done?: boolean;
  value?: unknown;
  children?: Map<MemoKey, MemoNode>;
}

export type { InHex } from './units-by-hex.ts';

/**
 * Facts shared by every placement question asked of one game state, computed once and kept
 * (chessops' `ctx()`): where the Air units are, which ground units are supplied, what is On
 * Station, and, through `memo`, bases, reachable hexes and reachable Naval Zones. A pending
 * placement has no effect on the map (SU-4, CT-15), so its unit is left out of every fact,
 * wherever the flow keeps it meanwhile.
 */
export class PlacementContext {
  readonly state: DsGameState;
  /** Units with no effect on the map now: the pending placement (SU-4). */
  readonly ignored: ReadonlySet<string>;
  private readonly cache: MemoNode = { children: new Map() };

  constructor(state: DsGameState, ignored: Iterable<string>) {
    this.state = state;
    this.ignored = new Set(ignored);
  }

  // The facts asked for every candidate hex are kept in fields: a keyed lookup per question cost
  // more than the question itself on a full board.
  private unsuppliedIds?: ReadonlySet<string>;
  private airByHex?: ReadonlyMap<string, readonly InHex<SupportUnit>[]>;
  private groundIndex?: ReadonlyMap<string, readonly InHex<GroundUnit>[]>;

  /**
   * A value computed once per context under the key `parts` (a fact's name, then what it depends
   * on). Keys are looked up part by part, so asking again builds no string: ids from the state are
   * hashed once by the engine, and the questions are asked thousands of times per enumeration.
   */
  memo<T>(parts: readonly MemoKey[], make: () => T): T {
    let node = this.cache;
    for (const part of parts) {
      node.children ??= new Map();
      let child = node.children.get(part);
      if (!child) {
        child = {};
        node.children.set(part, child);
      }
      node = child;
    }
    if (node.done) return node.value as T;
    const value = make();
    node.value = value;
    node.done = true;
    return value;
  }

  private shared?: PlacementContext;

  /**
   * The context whose facts of the map (bases, paths, reach) this one shares: the one of this map
   * version (`mapContext`: every state with these counters, countries, weather, supply and board),
   * when no unit this one ignores is on the map (in a hex or a Naval Zone box). A pending unit
   * waiting in its Force Pool changes no such fact, so the check of a placement, the contest offer
   * after it and every contest check share one set of map facts instead of each state its own.
   */
  mapFacts(): PlacementContext {
    this.shared ??= this.ignoredOnMap() ? this : mapContext(this.state);
    return this.shared;
  }

  /** Whether a unit this context ignores is on the map, where leaving it out changes a fact. */
  private ignoredOnMap(): boolean {
    for (const id of this.ignored) {
      const kind = this.state.counters.get(id)?.at.kind;
      if (kind === 'hex' || kind === 'navalZone') return true;
    }
    return false;
  }

  /** The value `memo` keeps under `parts`, if it was made already. */
  known<T>(parts: readonly MemoKey[]): T | undefined {
    let node: MemoNode | undefined = this.cache;
    for (const part of parts) {
      node = node.children?.get(part);
      if (!node) return undefined;
    }
    return node.done ? (node.value as T) : undefined;
  }

  /** R-SUPPLY: every counter not listed as unsupplied is supplied. */
  supplied(id: string): boolean {
    this.unsuppliedIds ??= new Set(this.state.facts.unsupplied);
    return !this.unsuppliedIds.has(id);
  }

  /** Successfully placed Air units (Air Force or CV Strike, R-AIR-UNIT) by hex. */
  airUnitsIn(hex: string): readonly InHex<SupportUnit>[] {
    return this.airUnits().get(hex) ?? [];
  }

  /** Every hex holding a successfully placed Air unit, with those units. */
  airUnits(): ReadonlyMap<string, readonly InHex<SupportUnit>[]> {
    this.airByHex ??= this.withoutIgnored(this.unitsByHex('placement:airByHex', pickAirUnit));
    return this.airByHex;
  }

  /** Ground units on the map with their factions, by hex. */
  groundUnitsIn(hex: string): readonly InHex<GroundUnit>[] {
    return this.groundByHex().get(hex) ?? [];
  }

  /** Every hex holding ground units, with those units. */
  groundByHex(): ReadonlyMap<string, readonly InHex<GroundUnit>[]> {
    // The same for every context of these counters (no ground unit is ever pending): shared.
    this.groundIndex ??= this.unitsByHex('placement:groundByHex', pickGroundUnit);
    return this.groundIndex;
  }

  /** The Air units of every context of these counters, less the ones this context ignores (only looked up by hex). */
  private withoutIgnored(all: ReadonlyMap<string, readonly InHex<SupportUnit>[]>): ReadonlyMap<string, readonly InHex<SupportUnit>[]> {
    // A pending unit in its Force Pool is in no hex: the shared grouping serves as it is.
    if (!this.ignoredOnMap()) return all;
    const out = new Map(all);
    for (const id of this.ignored) {
      const at = this.state.counters.get(id)?.at;
      const list = at?.kind === 'hex' ? out.get(at.hex) : undefined;
      if (!at || at.kind !== 'hex' || !list) continue;
      const kept = list.filter((a) => !this.ignored.has(a.unit.id));
      if (kept.length > 0) out.set(at.hex, kept);
      else out.delete(at.hex);
    }
    return out;
  }

  /**
   * The counters `pick` keeps, by hex: shared by every context of these counters, and carried over
   * from the store version a move made them from (patched when the move touched such a counter).
   */
  private unitsByHex<U extends Counter>(key: string, pick: (c: Counter) => U | undefined): ReadonlyMap<string, readonly InHex<U>[]> {
    const { state } = this;
    return derivedCarried(state, key, () => unitsByHex(state, pick), (known, changes) => patchUnitsByHex(state, known, changes, pick));
  }

  /** Factions with a support unit in the zone's On Station Box (CV-12). */
  onStationFactions(zone: string): ReadonlySet<Faction> {
    // The zone's box is read from the place index: no pass over every counter.
    return this.memo(['onStation', zone], () => {
      const out = new Set<Faction>();
      for (const { counter } of contentsOf(this.state, { kind: 'navalZone', zone, box: 'onStation' })) {
        if (counter.kind !== 'support' || this.ignored.has(counter.id)) continue;
        const faction = counterFaction(counter, this.state.countries);
        if (faction) out.add(faction);
      }
      return out;
    });
  }
}

/** Hexes of the board grouped by Naval Zone: its All-Sea hexes and its ports (Multi-Zone Ports in each of theirs). */
export interface ZoneIndex {
  readonly allSea: ReadonlyMap<string, readonly string[]>;
  readonly ports: ReadonlyMap<string, readonly string[]>;
}

const zoneIndexes = new WeakMap<Board, ZoneIndex>();

export function zoneIndex(state: DsGameState): ZoneIndex {
  let index = zoneIndexes.get(state.board);
  if (!index) {
    const allSea = new Map<string, string[]>();
    const ports = new Map<string, string[]>();
    for (const id of state.board.grid.ids) {
      const hex = state.board.hexes[id];
      if (!hex) continue;
      const into = hex.terrain === 'allSea' ? allSea : hex.port ? ports : undefined;
      if (!into) continue;
      for (const zone of hex.navalZones) into.set(zone, [...(into.get(zone) ?? []), id]);
    }
    index = { allSea, ports };
    zoneIndexes.set(state.board, index);
  }
  return index;
}

const contexts = new WeakMap<DsGameState, Map<string, PlacementContext>>();

/** What the facts of the map read from a state: a map version is a state with these same parts. */
interface MapVersion {
  readonly board: DsGameState['board'];
  readonly countries: DsGameState['countries'];
  readonly navalZones: DsGameState['navalZones'];
  readonly restrictedWaterways: DsGameState['restrictedWaterways'];
  readonly offMapBoxes: DsGameState['offMapBoxes'];
  readonly weatherAreas: DsGameState['weatherAreas'];
  readonly unsupplied: DsGameState['facts']['unsupplied'];
  readonly ctx: PlacementContext;
}

const mapVersions = new WeakMap<DsGameState['counters'], MapVersion[]>();

const sameMap = (v: MapVersion, s: DsGameState): boolean =>
  v.board === s.board && v.countries === s.countries && v.navalZones === s.navalZones && v.restrictedWaterways === s.restrictedWaterways
  && v.offMapBoxes === s.offMapBoxes && v.weatherAreas === s.weatherAreas && v.unsupplied === s.facts.unsupplied;

/**
 * The context of the facts of the map (bases, Air and Fleet Unit Paths, Open Ports) of every state
 * with these counters, countries, weather, supply and board: states are never mutated, so those
 * facts hold for each such state, whatever else (the step, the pending placement, the game's flags)
 * differs. Its memo keeps only the facts asked through `mapFacts()`; a new counter store (a move)
 * starts a new map version, whose facts are carried from the last one where they can be
 * (`carried.ts`).
 */
export function mapContext(state: DsGameState): PlacementContext {
  let versions = mapVersions.get(state.counters);
  if (!versions) mapVersions.set(state.counters, (versions = []));
  let version = versions.find((v) => sameMap(v, state));
  if (!version) {
    const { board, countries, navalZones, restrictedWaterways, offMapBoxes, weatherAreas } = state;
    version = { board, countries, navalZones, restrictedWaterways, offMapBoxes, weatherAreas, unsupplied: state.facts.unsupplied, ctx: new PlacementContext(state, []) };
    versions.push(version);
  }
  return version.ctx;
}

/** The shared facts for this state with these units off the map; one context per state and set. */
export function placementContext(state: DsGameState, ignored: readonly string[]): PlacementContext {
  // Most questions ignore no unit or one: no sorting or joining for those.
  const key = ignored.length === 0 ? '' : ignored.length === 1 ? ignored[0]! : [...ignored].sort().join('|');
  let byKey = contexts.get(state);
  if (!byKey) {
    byKey = new Map();
    contexts.set(state, byKey);
  }
  let ctx = byKey.get(key);
  if (!ctx) {
    ctx = new PlacementContext(state, ignored);
    byKey.set(key, ctx);
  }
  return ctx;
}

/** The context for a placement situation: the pending unit, if any, has no effect yet (SU-4). */
export const situationContext = (state: DsGameState, s: PlacementSituation, also: readonly string[] = []): PlacementContext =>
  placementContext(state, s.pending ? [s.pending.unit, ...also] : also);
