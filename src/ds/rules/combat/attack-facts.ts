import { counterFaction } from '../../model/counters.ts';
import { contentsOf } from '../../model/contents.ts';
import type { Faction } from '../../model/factions.ts';
import type { GroundUnit } from '../../model/ground-units.ts';
import type { Marker } from '../../model/markers.ts';
import type { DsGameState } from '../../model/state.ts';
import type { SupportUnit } from '../../model/support-units.ts';
import type { Weather } from '../../model/weather.ts';

/**
 * Facts about one hex and its neighbours that the attack rules (4.1.2, 4.2.1-4.2.4) keep asking:
 * who is in the hex, its weather, supply, Blitz-enabled, and what a hexside is.
 */

const hexPlace = (hex: string) => ({ kind: 'hex', hex }) as const;

/** Ground units of `faction` in the hex. */
export function groundUnitsIn(state: DsGameState, hex: string, faction: Faction): GroundUnit[] {
  const out: GroundUnit[] = [];
  for (const p of contentsOf(state, hexPlace(hex))) {
    if (p.counter.kind === 'ground' && counterFaction(p.counter, state.countries) === faction) out.push(p.counter);
  }
  return out;
}

/** Markers of `faction` and `type` in the hex. */
export function markersIn(state: DsGameState, hex: string, faction: Faction, types: readonly Marker['type'][]): Marker[] {
  const out: Marker[] = [];
  for (const p of contentsOf(state, hexPlace(hex))) {
    const c = p.counter;
    if (c.kind === 'marker' && types.includes(c.type) && counterFaction(c, state.countries) === faction) out.push(c);
  }
  return out;
}

/** Air units (Air Force or CV Strike, 4.2.3.1) of `faction` in the hex. */
export function airUnitsIn(state: DsGameState, hex: string, faction: Faction, isAir: (u: SupportUnit) => boolean): SupportUnit[] {
  const out: SupportUnit[] = [];
  for (const p of contentsOf(state, hexPlace(hex))) {
    if (p.counter.kind === 'support' && isAir(p.counter) && counterFaction(p.counter, state.countries) === faction) out.push(p.counter);
  }
  return out;
}

/** The weather the defending hex is "affected by" (R-WEATHER: its Weather Area's weather). */
export function hexWeather(state: DsGameState, hex: string): Weather {
  const h = state.board.hexes[hex];
  return (h && state.weatherAreas[h.weatherArea]?.weather) || 'clear';
}

/** R-SUPPLY: every counter not listed as unsupplied is supplied. */
export const isSupplied = (state: DsGameState, id: string): boolean => !unsuppliedSet(state.facts.unsupplied).has(id);

/** The unsupplied list as a set, kept per list (facts are never mutated): a full board lists hundreds, asked per unit of every attack. */
const unsuppliedSets = new WeakMap<readonly string[], ReadonlySet<string>>();

function unsuppliedSet(list: readonly string[]): ReadonlySet<string> {
  let set = unsuppliedSets.get(list);
  if (!set) unsuppliedSets.set(list, (set = new Set(list)));
  return set;
}

/** The hex a counter is in, when it is on the map. */
export function hexOf(state: DsGameState, id: string): string | undefined {
  const at = state.counters.get(id)?.at;
  return at?.kind === 'hex' ? at.hex : undefined;
}

/** Blitz-enabled (4.1.2, BC-1): helper E's reading, one source (src/ds/rules/blitz-enabled.ts). */
export { isBlitzEnabled } from '../blitz-enabled.ts';

/** The friendly Beachhead marker the hex holds, if any, with the hex its arrow points to. */
export function beachheadIn(state: DsGameState, hex: string, faction: Faction): { readonly marker: Marker; readonly arrowTo?: string } | undefined {
  for (const p of contentsOf(state, hexPlace(hex))) {
    const c = p.counter;
    if (c.kind === 'marker' && c.type === 'beachhead' && p.at.kind === 'hex' && counterFaction(c, state.countries) === faction) {
      return p.at.arrowTo !== undefined ? { marker: c, arrowTo: p.at.arrowTo } : { marker: c };
    }
  }
  return undefined;
}

/** The faction of the units in the defending hex: the first enemy ground unit's or marker's. */
export function defendingFaction(state: DsGameState, hex: string, attacker: Faction): Faction | undefined {
  for (const p of contentsOf(state, hexPlace(hex))) {
    const c = p.counter;
    const f = counterFaction(c, state.countries);
    if (f === undefined || f === attacker) continue;
    if (c.kind === 'ground' || (c.kind === 'marker' && (c.type === 'detachment' || c.type === 'logistics'))) return f;
  }
  return undefined;
}
