import { describe, expect, it } from 'vitest';
import { homeCountryOf, type Country } from '../../../src/ds/model/countries.ts';

function country(id: string, extra: Partial<Country> = {}): Country {
  return { id, name: id, major: false, status: 'active', faction: 'western', policies: [], truces: [], ...extra };
}

const byId = (...cs: Country[]): Record<string, Country> => Object.fromEntries(cs.map((c) => [c.id, c]));

describe('homeCountryOf (docs/rulings.md R-HOME-COUNTRY)', () => {
  it('a country that is not a Dependent is its own Home Country', () => {
    const cs = byId(country('britain', { major: true }));
    expect(homeCountryOf(cs, 'britain')).toBe('britain');
  });

  it('a Dependent\'s Home Country is the country it depends on', () => {
    const cs = byId(country('britain'), country('malaya', { status: 'dependent', dependentOf: 'britain' }));
    expect(homeCountryOf(cs, 'malaya')).toBe('britain');
  });

  it('follows chains of dependents', () => {
    const cs = byId(
      country('britain'),
      country('india', { status: 'dependent', dependentOf: 'britain' }),
      country('burma', { status: 'dependent', dependentOf: 'india' }),
    );
    expect(homeCountryOf(cs, 'burma')).toBe('britain');
  });

  it('stops at a country that is not (or no longer) a Dependent, whatever dependentOf says', () => {
    const cs = byId(country('britain'), country('india', { status: 'active', dependentOf: 'britain' }), country('burma', { status: 'dependent', dependentOf: 'india' }));
    expect(homeCountryOf(cs, 'burma')).toBe('india');
  });

  it('is safe on cycles: it ends instead of looping', () => {
    const cs = byId(
      country('a', { status: 'dependent', dependentOf: 'b' }),
      country('b', { status: 'dependent', dependentOf: 'c' }),
      country('c', { status: 'dependent', dependentOf: 'a' }),
    );
    for (const id of ['a', 'b', 'c']) expect(['a', 'b', 'c']).toContain(homeCountryOf(cs, id));
    const self = byId(country('x', { status: 'dependent', dependentOf: 'x' }));
    expect(homeCountryOf(self, 'x')).toBe('x');
  });

  it('an unknown country, or a link to one, ends the chain there', () => {
    expect(homeCountryOf({}, 'atlantis')).toBe('atlantis');
    const cs = byId(country('malaya', { status: 'dependent', dependentOf: 'atlantis' }));
    expect(homeCountryOf(cs, 'malaya')).toBe('atlantis');
  });
});
