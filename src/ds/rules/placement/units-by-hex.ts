import { counterFaction, type Counter } from '../../model/counters.ts';
import type { CounterChange } from '../../model/derived.ts';
import type { Faction } from '../../model/factions.ts';
import type { GroundUnit } from '../../model/ground-units.ts';
import { withGroupsRedone } from '../../model/ordered-groups.ts';
import type { DsGameState } from '../../model/state.ts';
import { isAirUnit, type SupportUnit } from '../../model/support-units.ts';

/** A unit in a hex with the faction it fights for. */
export interface InHex<U> {
  readonly unit: U;
  readonly faction: Faction;
  readonly hex: string;
}

type ByHex<U> = ReadonlyMap<string, readonly InHex<U>[]>;

/** Ground units (every placement fact about bases and ports reads them). */
export const pickGroundUnit = (c: Counter): GroundUnit | undefined => (c.kind === 'ground' ? c : undefined);
/** Air units: Air Force or CV Strike (R-AIR-UNIT). */
export const pickAirUnit = (c: Counter): SupportUnit | undefined => (c.kind === 'support' && isAirUnit(c) ? c : undefined);

function inHex<U extends Counter>(state: DsGameState, counter: Counter, pick: (c: Counter) => U | undefined, hex: string): InHex<U> | undefined {
  const unit = pick(counter);
  const faction = unit && counterFaction(unit, state.countries);
  return unit && faction ? { unit, faction, hex } : undefined;
}

/**
 * The counters `pick` keeps, with their factions, grouped by the hex they are in (counters of no
 * faction left out): units in counter order within a hex, hexes in the order of their first unit.
 */
export function unitsByHex<U extends Counter>(state: DsGameState, pick: (c: Counter) => U | undefined): ByHex<U> {
  const out = new Map<string, InHex<U>[]>();
  for (const { counter, at } of state.counters.all()) {
    const entry = at.kind === 'hex' ? inHex(state, counter, pick, at.hex) : undefined;
    if (!entry) continue;
    const list = out.get(entry.hex);
    if (list) list.push(entry);
    else out.set(entry.hex, [entry]);
  }
  return out;
}

/**
 * `known` (the grouping of an earlier record) made right for the counters changed since: the same
 * map when no change touches a counter `pick` keeps, else a copy with the changed hexes redone, in
 * exactly the order `unitsByHex` would give (a message naming "the nearest Air Base" must not
 * depend on which way the fact was worked out).
 */
export function patchUnitsByHex<U extends Counter>(state: DsGameState, known: ByHex<U>, changes: readonly CounterChange[], pick: (c: Counter) => U | undefined): ByHex<U> {
  const touched = new Set<string>();
  for (const { id, before } of changes) {
    const after = state.counters.get(id);
    for (const p of [before, after]) if (p && p.at.kind === 'hex' && pick(p.counter)) touched.add(p.at.hex);
  }
  if (touched.size === 0) return known;
  const order = state.counters;
  const rank = (e: InHex<U>): number => order.ordinalOf(e.unit.id) ?? Number.MAX_SAFE_INTEGER;
  // The touched hexes' lists, redone from their contents now.
  const redone = new Map<string, InHex<U>[]>();
  const changed = new Set(changes.map((c) => c.id));
  for (const hex of touched) redone.set(hex, []);
  for (const hex of touched) {
    for (const e of known.get(hex) ?? []) if (!changed.has(e.unit.id)) redone.get(hex)!.push(e);
  }
  for (const { id } of changes) {
    const p = state.counters.get(id);
    if (!p || p.at.kind !== 'hex' || !touched.has(p.at.hex)) continue;
    const list = redone.get(p.at.hex)!;
    if (list.some((e) => e.unit.id === id)) continue;
    const entry = inHex(state, p.counter, pick, p.at.hex);
    if (entry) list.push(entry);
  }
  for (const list of redone.values()) list.sort((a, b) => rank(a) - rank(b));
  // Hexes stay in the order of their first unit, as `unitsByHex` orders them.
  return withGroupsRedone(known, redone, rank);
}
