import type { Faction } from './factions.ts';

/**
 * Country status as the rules use it: a Neutral Minor Country (13.4), a Policy Affected Country
 * (13.6), a Dependent of another country, or at war on a faction's side. What Policies and Truces
 * limit is not in the seeds, so they are carried as named data (docs/rulings.md R-POLICY).
 */
export const COUNTRY_STATUSES = ['active', 'neutral', 'policyAffected', 'dependent'] as const;
export type CountryStatus = (typeof COUNTRY_STATUSES)[number];

export interface Country {
  readonly id: string;
  readonly name: string;
  /** Major Countries (Japan, Britain, USA, USSR) versus Minor Countries (everyone else). */
  readonly major: boolean;
  readonly status: CountryStatus;
  /** The faction the country fights for; absent while it is neutral. */
  readonly faction?: Faction;
  /** For a Dependent: the country it belongs to (its Home Country for the rules). */
  readonly dependentOf?: string;
  /** Policies in force on a Policy Affected Country (13.6.1), by name. */
  readonly policies: readonly string[];
  /** Factions with which this country has a Truce (13.6.2). */
  readonly truces: readonly Faction[];
  /** The country's Capital hex, where the rules need it (Free Passage, Mobilizing). */
  readonly capital?: string;
}

/** The country whose Home Country rules apply to `countryId`: itself, or what it depends on. */
export function homeCountryOf(countries: Readonly<Record<string, Country>>, countryId: string): string {
  const seen = new Set<string>();
  let id = countryId;
  for (;;) {
    const c = countries[id];
    if (!c || c.status !== 'dependent' || !c.dependentOf || seen.has(id)) return id;
    seen.add(id);
    id = c.dependentOf;
  }
}
