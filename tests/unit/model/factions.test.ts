import { describe, expect, it } from 'vitest';
import { FACTION_NAMES, FACTIONS, areEnemies, isFaction, isFriendly, nonPhasing, type Faction } from '../../../src/ds/model/factions.ts';

describe('factions (docs/rulings.md R-ENEMIES)', () => {
  it('are Axis, Western and Soviet, in that order', () => {
    expect(FACTIONS).toEqual(['axis', 'western', 'soviet']);
    expect(FACTIONS.map((f) => FACTION_NAMES[f])).toEqual(['Axis', 'Western', 'Soviet']);
  });

  it('Western and Soviet are enemies too (4.2.5.2 "enemy unit")', () => {
    expect(areEnemies('western', 'soviet')).toBe(true);
    expect(areEnemies('soviet', 'western')).toBe(true);
    expect(isFriendly('western', 'soviet')).toBe(false);
  });

  it('each faction is the enemy of both others and friendly only to itself', () => {
    for (const a of FACTIONS) {
      for (const b of FACTIONS) {
        expect(areEnemies(a, b)).toBe(a !== b);
        expect(isFriendly(a, b)).toBe(a === b);
        expect(areEnemies(a, b)).toBe(areEnemies(b, a));
      }
    }
  });

  it('non-phasing factions come in the contest order Axis → Western → Soviet (2.2.3)', () => {
    const cases: [Faction, Faction[]][] = [
      ['axis', ['western', 'soviet']],
      ['western', ['axis', 'soviet']],
      ['soviet', ['axis', 'western']],
    ];
    for (const [phasing, expected] of cases) expect(nonPhasing(phasing)).toEqual(expected);
  });

  it('nonPhasing returns a fresh array each time', () => {
    const a = nonPhasing('axis');
    a.pop();
    expect(nonPhasing('axis')).toEqual(['western', 'soviet']);
  });

  it('isFaction accepts exactly the three ids', () => {
    expect(FACTIONS.every(isFaction)).toBe(true);
    for (const x of ['Axis', 'allies', '', null, undefined, 0, {}]) expect(isFaction(x)).toBe(false);
  });
});
