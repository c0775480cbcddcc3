import { describe, expect, it } from 'vitest';
import { counterFaction } from '../../../src/ds/model/counters.ts';
import type { Country } from '../../../src/ds/model/countries.ts';
import type { GroundUnit } from '../../../src/ds/model/ground-units.ts';
import type { Marker } from '../../../src/ds/model/markers.ts';
import type { Nationality } from '../../../src/ds/model/nationalities.ts';
import { NATIONALITIES, NATIONALITY_INFO } from '../../../src/ds/model/nationalities.ts';

const ground = (nationality: Nationality): GroundUnit => ({
  kind: 'ground', id: `${nationality}-1`, name: 'unit', nationality, type: 'infantry', values: { attack: 1, defense: 1, movement: 1 },
  steps: 1, stepMarks: 'dots', elite: false, colonial: false, kwantung: false, exp: false, delayStripe: false, designations: [],
});

const country = (id: string, extra: Partial<Country>): Country =>
  ({ id, name: id, major: false, status: 'active', policies: [], truces: [], ...extra });

describe('counterFaction (docs/rulings.md R-FACTION-OF)', () => {
  it('a marker\'s own faction comes first', () => {
    const m: Marker = { kind: 'marker', id: 'b', type: 'blitz', faction: 'soviet', nationality: 'japanese', delayStripe: false };
    expect(counterFaction(m, {})).toBe('soviet');
  });

  it('a marker with neither faction nor nationality has none', () => {
    const m: Marker = { kind: 'marker', id: 't', type: 'gameTurn', delayStripe: false };
    expect(counterFaction(m, {})).toBeUndefined();
  });

  it('a marker with only a nationality follows the nationality', () => {
    const m: Marker = { kind: 'marker', id: 'd', type: 'detachment', nationality: 'us', delayStripe: false };
    expect(counterFaction(m, {})).toBe('western');
  });

  it('a unit follows its country\'s faction as the state has it (a Minor Country can change sides)', () => {
    const siam = ground('siamese');
    expect(counterFaction(siam, { siam: country('siam', { faction: 'axis' }) })).toBe('axis');
    expect(counterFaction(siam, { siam: country('siam', { faction: 'western' }) })).toBe('western');
    expect(counterFaction(ground('french'), { indochina: country('indochina', { faction: 'western' }) })).toBe('western');
  });

  it('a neutral country\'s units have no faction', () => {
    expect(counterFaction(ground('siamese'), { siam: country('siam', { status: 'neutral' }) })).toBeUndefined();
  });

  it('without the country in the state, the nationality\'s usual faction', () => {
    for (const n of NATIONALITIES) expect(counterFaction(ground(n), {})).toBe(NATIONALITY_INFO[n].defaultFaction);
  });

  it('usual factions: Japanese Axis, British and Nationalist Chinese Western, Communist Chinese Soviet', () => {
    expect(counterFaction(ground('japanese'), {})).toBe('axis');
    expect(counterFaction(ground('hopeh'), {})).toBe('axis');
    expect(counterFaction(ground('british'), {})).toBe('western');
    expect(counterFaction(ground('nationalistChinese'), {})).toBe('western');
    expect(counterFaction(ground('communistChinese'), {})).toBe('soviet');
    expect(counterFaction(ground('mongolian'), {})).toBe('soviet');
  });
});
