import type { ScenarioInput } from '../schema/scenario.schema.ts';
import type { Rng } from './random.ts';
import type { Sketch } from './sketch.ts';

export type CountryInput = NonNullable<ScenarioInput['countries']>[number];

interface CountrySpec {
  readonly country: Omit<CountryInput, 'capital'>;
  /** Where its capital roughly lies, as fractions of the board's width and height. */
  readonly at: readonly [number, number];
  /** Relative size of its territory. */
  readonly weight: number;
}

/**
 * The countries of the generated board: every country a DS nationality belongs to, so each unit
 * has a faction, and at least one of each status (active, dependent, policy affected, neutral).
 */
const SPECS: readonly CountrySpec[] = [
  { country: { id: 'ussr', name: 'USSR', major: true, faction: 'soviet' }, at: [0.3, 0.04], weight: 2.2 },
  { country: { id: 'mongolia', name: 'Mongolia', status: 'dependent', dependentOf: 'ussr', faction: 'soviet' }, at: [0.2, 0.17], weight: 1 },
  { country: { id: 'manchukuo', name: 'Manchukuo', status: 'dependent', dependentOf: 'japan', faction: 'axis' }, at: [0.6, 0.14], weight: 1 },
  { country: { id: 'communistChina', name: 'Communist China', faction: 'soviet' }, at: [0.3, 0.28], weight: 0.9 },
  { country: { id: 'hopeh', name: 'Hopeh', status: 'neutral' }, at: [0.55, 0.27], weight: 0.6 },
  { country: { id: 'china', name: 'China', faction: 'western' }, at: [0.42, 0.38], weight: 1.6 },
  { country: { id: 'japan', name: 'Japan', major: true, faction: 'axis' }, at: [0.88, 0.2], weight: 1 },
  { country: { id: 'india', name: 'India', status: 'dependent', dependentOf: 'britain', faction: 'western' }, at: [0.06, 0.4], weight: 1.5 },
  { country: { id: 'britain', name: 'Britain (Burma)', major: true, faction: 'western' }, at: [0.2, 0.48], weight: 0.8 },
  { country: { id: 'indochina', name: 'French Indochina', faction: 'axis' }, at: [0.45, 0.5], weight: 0.8 },
  {
    country: { id: 'siam', name: 'Siam', status: 'policyAffected', faction: 'axis', policies: ['Siamese Neutrality (sample)'], truces: ['western'] },
    at: [0.32, 0.53], weight: 0.7,
  },
  { country: { id: 'malaya', name: 'Malaya', status: 'dependent', dependentOf: 'britain', faction: 'western' }, at: [0.36, 0.66], weight: 0.6 },
  { country: { id: 'philippines', name: 'Philippines', status: 'dependent', dependentOf: 'usa', faction: 'western' }, at: [0.75, 0.55], weight: 0.6 },
  { country: { id: 'nei', name: 'Netherlands East Indies', faction: 'western' }, at: [0.5, 0.78], weight: 1.2 },
  { country: { id: 'australia', name: 'Australia', faction: 'western' }, at: [0.6, 0.96], weight: 1.6 },
  { country: { id: 'usa', name: 'USA', major: true, faction: 'western' }, at: [0.96, 0.7], weight: 0.5 },
];

export interface CountryLayout {
  readonly countries: CountryInput[];
  /** Country of each land hex, by grid index (undefined at sea). */
  readonly countryOf: readonly (string | undefined)[];
  /** Capital hex index of each country. */
  readonly capitals: ReadonlyMap<string, number>;
}

/** The land hex nearest to a point of the board (jittered), not already taken. */
function nearestLand(s: Sketch, rng: Rng, at: readonly [number, number], taken: ReadonlySet<number>): number {
  const col = Math.round(at[0] * s.cols + rng.between(-2, 2));
  const row = Math.round(at[1] * s.totalRows + rng.between(-2, 2));
  let best = -1;
  let bestD = Infinity;
  s.grid.ids.forEach((id, i) => {
    if (!s.land[i] || taken.has(i)) return;
    const g = s.grid.globalOf(id)!;
    const d = Math.hypot(g.col - col, g.row - row);
    if (d < bestD) { bestD = d; best = i; }
  });
  return best;
}

/** Capitals near their usual places; each land hex goes to the country with the nearest capital, by weight. */
export function layOutCountries(s: Sketch, rng: Rng): CountryLayout {
  const capitals = new Map<string, number>();
  for (const spec of SPECS) capitals.set(spec.country.id, nearestLand(s, rng, spec.at, new Set(capitals.values())));
  const countryOf = s.grid.ids.map((id, i) => {
    if (!s.land[i]) return undefined;
    let best: string | undefined;
    let bestD = Infinity;
    for (const spec of SPECS) {
      const d = s.grid.distance(id, s.grid.ids[capitals.get(spec.country.id)!]!) / spec.weight;
      if (d < bestD) { bestD = d; best = spec.country.id; }
    }
    return best;
  });
  const countries = SPECS.map((spec) => ({ ...spec.country, capital: s.grid.ids[capitals.get(spec.country.id)!]! }));
  return { countries, countryOf, capitals };
}
