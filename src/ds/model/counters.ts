import type { GroundUnit } from './ground-units.ts';
import type { Marker } from './markers.ts';
import type { SupportUnit } from './support-units.ts';
import type { Faction } from './factions.ts';
import { NATIONALITY_INFO } from './nationalities.ts';
import type { Country } from './countries.ts';

/** Any piece that sits in a place: ground unit, support unit or marker. */
export type Counter = GroundUnit | SupportUnit | Marker;
export type CounterKind = Counter['kind'];

/**
 * The faction a counter belongs to: a marker's own faction, else its nationality's country's
 * faction, else the nationality's usual faction (a neutral country's units have none in play).
 */
export function counterFaction(c: Counter, countries: Readonly<Record<string, Country>>): Faction | undefined {
  if (c.kind === 'marker' && c.faction) return c.faction;
  const nat = c.nationality;
  if (!nat) return undefined;
  const info = NATIONALITY_INFO[nat];
  const country = countries[info.country];
  return country ? country.faction : info.defaultFaction;
}
