import { describe, expect, it } from 'vitest';
import { eliminate } from '../../../src/awaw/apply/common.ts';
import type { AwawGame } from '../../../src/awaw/model/game.ts';
import { unit } from '../../../src/awaw/model/queries.ts';
import {
  attritionColumn, attritionerBar, attritionResult, attritionViolations, ctlDrm, defendersInContact, eligibleAttritionersOf, factorDrm,
  levelOfMost, mayTake2C, winterDrm, zoneIsPacific,
} from '../../../src/awaw/rules/attrition.ts';
import { attritionFront, attritionZones, attritionTargetsOf } from '../../../src/awaw/rules/attrition-zones.ts';
import { basesLostWhenEmpty, eligibleLosses, isLargestThere, lossCaps, lossPool } from '../../../src/awaw/rules/attrition-losses.ts';
import { hexesLeft, occupationViolations, protectedByLosses, zoneWipedOut } from '../../../src/awaw/rules/attrition-hexes.ts';
import { displacedUnits, eliminatedInsteadOfRetreat, retreatChoices, retreatCost, retreatHexBar } from '../../../src/awaw/rules/attrition-retreat.ts';
import { designationViolations, otherLossesWithin, russianWinterApplies } from '../../../src/awaw/rules/russian-winter.ts';
import { enemyZoc } from '../../../src/awaw/rules/zoc.ts';
import type { TurnBook, UnderWayAttrition } from '../../../src/awaw/turn/context.ts';
import { freshBook } from '../../../src/awaw/turn/context.ts';
import { game, type UnitSpec } from './helpers.ts';

const many = (prefix: string, nat: string, values: string, n: number, at: string): UnitSpec[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, nat, type: 'infantry', values, at }));
const ctl = (g: AwawGame, atk: string[], def: string[]) => ctlDrm(g, atk.map((id) => unit(g, id)!), def.map((id) => unit(g, id)!));
const book = (g: AwawGame, extra: Partial<TurnBook> = {}): TurnBook => ({ ...freshBook(attritionZones(g)), ...extra });
const under = (zone: string, units: string[], result: { c: number; h: number; text: string }, extra: Partial<UnderWayAttrition> = {}): UnderWayAttrition => ({
  faction: 'axis', against: 'russia', zone, units, factors: 0, drm: 0, column: '', result, optionDone: true, losses: [], lossesDone: false,
  selected: [], selectionDone: false, retreatsStarted: false, toRetreat: [], wipeout: false, ...extra,
});

describe('14.43 examples: the CTL modifier (AT-T-1..AT-T-3, T-9 14.42B)', () => {
  const spread = (n: number, nat: string, values: string, prefix: string, extra = {}): UnitSpec[] =>
    Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, nat, type: 'infantry', values, at: `e${['H', 'I', 'J'][i % 3]}${34 + Math.floor(i / 3)}`, extra }));
  it('AT-T-1: 21 German and 12 Italian factors against Russia give +1 (German CTL 2, the largest group; Russian CTL 1)', () => {
    const g = game({ rows: ['H', 'I', 'J', 'K'], numbers: [34, 44], units: [...spread(7, 'german', '3-3', 'ge'), ...spread(6, 'italian', '2-3', 'it').map((u, i) => ({ ...u, at: `eK${34 + i}` })), { id: 'ru', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK44' }] });
    expect(ctl(g, [...g.pieces.ids.filter((id) => id.startsWith('ge') || id.startsWith('it'))], ['ru'])).toBe(1);
  });
  it('AT-T-2: 14 German and 14 Italian factors: the lower (Italian) CTL applies, no modifier', () => {
    expect(levelOfMost([{ factors: 14, level: 2 }, { factors: 14, level: 1 }])).toBe(1);
  });
  it('AT-T-3: 14 German, 12 Italian and 3 partially supplied Italian factors: the German CTL 2 governs', () => {
    expect(levelOfMost([{ factors: 14, level: 2 }, { factors: 12, level: 1 }, { factors: 3, level: 0 }])).toBe(2);
  });
});

describe('14.41-14.44 the roll (T-7..T-13)', () => {
  it('T-7 14.41 attritionColumn and T-8 14.42A factorDrm (71-80 +1, 81-90 +2)', () => {
    expect([1, 10, 11, 20, 21, 60, 61, 200].map(attritionColumn)).toEqual(['1-10', '1-10', '11-20', '11-20', '21-30', '51-60', '61+', '61+']);
    expect([61, 70, 71, 80, 81, 91].map(factorDrm)).toEqual([0, 0, 1, 1, 2, 3]);
  });
  it('T-11 14.43 clampResult and T-12 pacificHexHalving: below 0 reads 0, above 11 reads 11+ (12C/6H, 12C/3H in the Pacific)', () => {
    expect(attritionResult('61+', 14, false)).toMatchObject({ c: 12, h: 6, text: '12C/6H' });
    expect(attritionResult('61+', 14, true)).toMatchObject({ c: 12, h: 3 });
    expect(attritionResult('1-10', -2, false)).toMatchObject({ c: 0, h: 0, text: '-' });
  });
  it('T-13 14.44 swap1C1Hfor2C', () => {
    expect(mayTake2C('1C/1H')).toBe(true);
    expect(mayTake2C('2C/1H')).toBe(false);
  });
  it('T-10 14.42C winterPrepDrm: only where winter applies, each level capped at the area\'s', () => {
    const summer = game({ units: [{ id: 'ru', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'ge', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }], nationalities: { russian: { name: 'Russian', faction: 'russia', ctl: 1, winterPreparation: 6, homeCountries: ['russia'] } } });
    expect(winterDrm(summer, [unit(summer, 'ru')!], [unit(summer, 'ge')!])).toBe(0);
    const winter = game({ weatherAreas: [{ id: 'area', name: 'Balkans', winterLevel: 4 }], units: [{ id: 'ru', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'ge', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }], nationalities: { russian: { name: 'Russian', faction: 'russia', ctl: 1, winterPreparation: 6, homeCountries: ['russia'] } } });
    expect(winterDrm(winter, [unit(winter, 'ru')!], [unit(winter, 'ge')!])).toBe(4);
  });
});

describe('14.2-14.3 zones and who counts (T-1..T-6)', () => {
  const g = game({
    control: { eK38: 'russia', eK39: 'russia', eK40: 'russia', eM40: 'russia', eI36: 'russia' },
    hexes: { eM40: { front: 'mediterranean' }, eI36: { name: 'Gibraltar', front: 'southeastAsia' } },
    hexsides: [{ between: ['eK37', 'eK38'], features: ['allWater'] }],
    markers: [{ id: 'fort', type: 'fortification', faction: 'russia', at: 'eK40' }],
    units: [
      { id: 'r1', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'r2', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK40' },
      { id: 'g1', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }, { id: 'g2', nat: 'german', type: 'infantry', values: '3-3', at: 'eL38' },
      { id: 'g3', nat: 'german', type: 'infantry', values: '3-3', at: 'eL40' }, { id: 'rp', nat: 'german', type: 'replacement', values: '1-1', at: 'eJ39' },
    ],
  });
  const zones = attritionZones(g);
  it('T-1 14.211 attritionZone: contiguous hexes of one faction on one front make one zone; another front another zone', () => {
    expect(zones['eK38']).toBe(zones['eK39']);
    expect(zones['eM40']).not.toBe(zones['eK38']);
    expect(zones['eK38']).toMatch(/^russia@/);
  });
  it('T-6 14.24 gibraltarFront: Gibraltar attritions on the Mediterranean front', () => {
    expect(attritionFront(g, 'eI36')).toBe('mediterranean');
  });
  it('T-4 14.22 and T-5 14.23: adjacent units count; not across all-water (C), not against a fortified unit (D), not replacements (F), not units that attacked (A) or were counted (B)', () => {
    const b = book(g);
    const z = zones['eK38']!;
    expect(attritionTargetsOf(g, b.zones, z, 'eK37')).toEqual([]);
    expect(attritionerBar(g, b, z, unit(g, 'g2')!)).toBeUndefined();
    expect(attritionerBar(g, b, z, unit(g, 'g3')!)).toMatch(/14\.22/);
    expect(attritionerBar(g, b, z, unit(g, 'rp')!)).toMatch(/14\.23F/);
    expect(attritionerBar(g, { ...b, attritionCounted: ['g2'] }, z, unit(g, 'g2')!)).toMatch(/14\.23B/);
    expect(attritionerBar(g, { ...b, attacks: [{ mode: 'regular', faction: 'axis', targets: ['eK38'], attackers: ['g2'], origins: [] }] }, z, unit(g, 'g2')!)).toMatch(/14\.23A/);
    expect(eligibleAttritionersOf(g, b, 'axis', z)).toEqual(['g2']);
  });
  it('T-3 14.213 optionalInclusion and 14.13: any eligible units, one roll per faction and zone', () => {
    const b = book(g);
    const z = zones['eK38']!;
    expect(attritionViolations(g, b, z, ['g2'])).toEqual([]);
    expect(attritionViolations(g, { ...b, attritionsRolled: [`axis>${z}`] }, z, ['g2']).map((v) => v.code)).toContain('attrition.twice');
  });
  it('T-2 14.212 airdropZone: an area held only by last turn\'s airdropped units joins the zone they dropped from', () => {
    const d = game({
      control: { eK38: 'russia', eK39: 'russia', eM40: 'russia' },
      units: [{ id: 'r1', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'ab', nat: 'russian', type: 'airborne', values: '1-3', at: 'eM40', extra: { airdroppedFrom: 'eK39' } }],
    });
    const z = attritionZones(d);
    expect(z['eM40']).toBe(z['eK38']);
  });
});

describe('14.5 counters (T-14..T-18) and the 14.62 examples', () => {
  const keyHex = () => game({
    game: { phasing: 'allies' },
    control: { eK38: 'axis' },
    units: [
      { id: 'a1', nat: 'german', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'a2', nat: 'german', type: 'infantry', values: '3-3', at: 'eK38' },
      ...many('r', 'russian', '3-3', 2, 'eK39'), ...many('s', 'russian', '3-3', 2, 'eL38'),
    ],
  });
  const allied = (u: UnderWayAttrition): UnderWayAttrition => ({ ...u, faction: 'russia', against: 'axis' });

  it('AT-T-4 14.62: two Axis 3-3s on a key hex, column 11-20; a 6 (2C/1H): losing both keeps the hex; a 5 (1C/1H): losing one keeps it', () => {
    const g = keyHex();
    const b = book(g);
    const zone = b.zones['eK38']!;
    expect(attritionResult('11-20', 6, false).text).toBe('2C/1H');
    expect(attritionResult('11-20', 5, false).text).toBe('1C/1H');
    const both = eliminate(eliminate(g, 'a1'), 'a2');
    expect(occupationViolations(both, b, allied(under(zone, ['r0', 'r1', 's0', 's1'], { c: 2, h: 1, text: '2C/1H' }, { losses: [{ unit: 'a1', hex: 'eK38', largest: true }, { unit: 'a2', hex: 'eK38', largest: true }], lossesDone: true })), 'eK38', ['r0']).map((v) => v.code)).toContain('occupy.empty');
    const one = eliminate(g, 'a1');
    const a = allied(under(zone, ['r0', 'r1', 's0', 's1'], { c: 1, h: 1, text: '1C/1H' }, { losses: [{ unit: 'a1', hex: 'eK38', largest: isLargestThere(g, unit(g, 'a1')!, 'eK38') }], lossesDone: true }));
    expect(protectedByLosses(a)).toBe('eK38');
    expect(occupationViolations(one, b, a, 'eK38', ['r0']).map((v) => v.code)).toContain('occupy.lossHex');
  });

  it('AT-T-5 14.62 with T-12: two Japanese 3-2s and a 1-2 airborne, column 21-30, a 6: 3C/2H halved to 3C/1H; losing all three keeps the hex', () => {
    expect(attritionResult('21-30', 6, true)).toMatchObject({ c: 3, h: 1, text: '3C/2H' });
  });

  it('AT-T-6 14.65 with T-15 and T-20C: a Western Allied invasion bridgehead with two units, Germany\'s 23 factors roll a 4 (2C/1H): losses from Britain let the 1H take the bridgehead; losing both wipes the zone out', () => {
    const g = game({
      game: { phasing: 'axis' },
      hexes: { eH34: { country: 'britain' }, eH35: { country: 'britain' } },
      nationalities: { british: { name: 'British', faction: 'western', ctl: 2, homeCountries: ['britain'], supplySourceCountries: ['britain'] } },
      control: { eK38: 'western', eH34: 'western', eH35: 'western' },
      markers: [{ id: 'bh', type: 'bridgehead', faction: 'western', at: 'eK38', origin: 'invasion' }],
      units: [
        ...many('w', 'british', '3-3', 2, 'eK38'), { id: 'uk1', nat: 'british', type: 'infantry', values: '3-3', at: 'eH34' }, { id: 'uk2', nat: 'british', type: 'infantry', values: '3-3', at: 'eH35' },
        ...many('g', 'german', '4-6', 2, 'eK37'), ...many('h', 'german', '4-6', 2, 'eL37'), { id: 'gx', nat: 'german', type: 'infantry', values: '3-3', at: 'eJ38' }, { id: 'gy', nat: 'german', type: 'infantry', values: '4-3', at: 'eJ39' },
      ],
    });
    const b = book(g);
    const zone = b.zones['eK38']!;
    const atk = ['g0', 'g1', 'h0', 'h1', 'gx', 'gy'];
    expect(atk.reduce((n, id) => n + unit(g, id)!.factor, 0)).toBe(23);
    expect(attritionResult(attritionColumn(23), 4, false).text).toBe('2C/1H');
    const a = { ...under(zone, atk, { c: 2, h: 1, text: '2C/1H' }), faction: 'axis' as const, against: 'western' as const };
    expect(lossPool(g, b, a).map((u) => u.id).sort()).toEqual(['uk1', 'uk2', 'w0', 'w1']);
    const fromBritain = eliminate(eliminate(g, 'uk1'), 'uk2');
    expect(occupationViolations(fromBritain, b, { ...a, lossesDone: true }, 'eK38', ['g0'])).toEqual([]);
    const wiped = eliminate(eliminate(g, 'w0'), 'w1');
    expect(zoneWipedOut(wiped, b, zone)).toBe(true);
    expect(hexesLeft({ ...a, wipeout: true })).toBe(Infinity);
  });

  it('T-14 14.51 counterLosses, T-15 14.52C and T-17 14.522 attritionNationalities: each nationality loses no more than it has in contact', () => {
    const g = game({
      nationalities: { siberian: { name: 'Siberian', faction: 'russia', ctl: 1, homeCountries: ['russia'] } },
      units: [
        { id: 'r1', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'si', nat: 'siberian', type: 'infantry', values: '3-3', at: 'eK40' },
        { id: 'g1', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }, { id: 'fl', nat: 'russian', type: 'flak', values: '1-1', at: 'eK39' },
      ],
    });
    const b = book(g);
    const a = under(b.zones['eK38']!, ['g1'], { c: 3, h: 0, text: '3C' });
    expect(lossCaps(g, b, a).get('russian')).toBe(1);
    expect(eligibleLosses(g, b, a).map((u) => u.id)).toEqual(['r1']);
    expect(defendersInContact(g, b, a.zone, [unit(g, 'g1')!]).map((u) => u.id)).toEqual(['r1']);
  });

  it('T-18 14.523 baseLossOnEmpty', () => {
    expect(basesLostWhenEmpty(0)).toBe(true);
    expect(basesLostWhenEmpty(1)).toBe(false);
  });

  it('T-16 14.521 russianWinter: a winter Russian attrition east of the Pact line may designate hexes within the C, H and winter-difference limits', () => {
    const g = game({ game: { season: 'winter' }, units: [{ id: 'g1', nat: 'german', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'r1', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK39' }] });
    expect(russianWinterApplies(g, 'russia', 'eastern', ['russia'], ['eK38'])).toBe(true);
    const opts = { attritioners: [unit(g, 'r1')!], attritioned: new Set(['eK38']), winterZone: new Set(['eK38']), c: 1, h: 1, winterDifference: 1, occupationEligible: () => true, unitHex: () => 'eK39' };
    expect(designationViolations(g, { losses: ['eK38'], occupations: [] }, opts)).toEqual([]);
    expect(designationViolations(g, { losses: ['eK38'], occupations: ['eK38'] }, opts).map((v) => v.rule)).toEqual(expect.arrayContaining(['14.521D', '14.521E']));
    expect(otherLossesWithin(5)).toBe(3);
    expect(otherLossesWithin(6)).toBeUndefined();
  });
});

describe('14.6-14.7 hexes and retreats (T-19..T-26)', () => {
  const g = game({
    control: { eK38: 'russia', eK39: 'russia', eL39: 'russia', eJ39: 'russia', eJ40: 'russia', eK40: 'russia', eL38: 'russia' },
    hexes: { eJ39: { terrain: 'forest' }, eL38: { features: ['objective'] } },
    hexsides: [{ between: ['eK37', 'eK38'], features: ['river'] }],
    units: [
      { id: 'r1', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'fl', nat: 'russian', type: 'flak', values: '1-1', at: 'eK38' },
      { id: 'r2', nat: 'russian', type: 'infantry', values: '3-3', at: 'eJ39' }, { id: 'r3', nat: 'russian', type: 'infantry', values: '3-3', at: 'eL38' },
      { id: 'g1', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }, { id: 'g2', nat: 'german', type: 'infantry', values: '3-3', at: 'eJ38' },
      { id: 'pz', nat: 'german', type: 'armor', values: '4-6', at: 'eI40' }, { id: 'rp', nat: 'german', type: 'replacement', values: '1-1', at: 'eL37' },
    ],
  });
  const b = book(g);
  const a = under(b.zones['eK38']!, ['g1', 'g2', 'rp'], { c: 0, h: 2, text: '-' }, { lossesDone: true });
  const bad = (hex: string, units: string[]) => occupationViolations(g, b, a, hex, units).map((v) => v.rule);

  it('T-19 14.61/14.64 occupationSelection: an enemy hex next to an advancing attritioner; one must advance; replacements never (GU-10)', () => {
    expect(bad('eK38', ['g2'])).toEqual([]);
    expect(bad('eK38', [])).toContain('14.64');
    expect(bad('eK38', ['rp'])).toContain('14.61');
  });

  it('T-20 14.62C-E: not an objective, not forest, not across a river', () => {
    expect(bad('eL38', ['rp'].filter(() => false).concat(['g1']))).toContain('14.62C');
    expect(bad('eJ39', ['g2'])).toContain('14.62D');
    expect(bad('eK38', ['g1'])).toContain('14.62E');
  });

  it('T-21 14.63 limitedOffensiveNoImmunity: an attacked hex may still be taken', () => {
    const attacked = { ...b, attacks: [{ mode: 'regular' as const, faction: 'axis' as const, targets: ['eK38'], attackers: ['pz'], origins: [] }] };
    expect(occupationViolations(g, attacked, a, 'eK38', ['g2'])).toEqual([]);
  });

  it('T-23 14.71, T-24 14.72 and T-25 14.73: the displaced unit retreats one hex, never into the selected or vacated hexes or enemy counters, the least evil first', () => {
    const sel = { ...a, selected: [{ hex: 'eK38', units: ['g2'] }], selectionDone: true };
    expect(displacedUnits(g, sel).sort()).toEqual(['fl', 'r1']);
    expect(retreatHexBar(g, sel, unit(g, 'r1')!, 'eK38', 'eJ38')).toMatch(/14\.72/);
    expect(retreatHexBar(g, sel, unit(g, 'r1')!, 'eK38', 'eK37')).toMatch(/14\.72A/);
    const choices = retreatChoices(g, sel, 'r1', 'axis');
    expect(choices.length).toBeGreaterThan(0);
    const zoc = enemyZoc(g, 'russia');
    for (const c of choices) expect(retreatCost(g, unit(g, 'r1')!, c, zoc)).toEqual([0, 0, 0]);
  });

  it('T-26 14.74-14.77 retreatAftermath: flak is eliminated rather than retreat (GU-76)', () => {
    const sel = { ...a, selected: [{ hex: 'eK38', units: ['g2'] }], selectionDone: true };
    expect(eliminatedInsteadOfRetreat(g, sel, 'fl')).toBe(true);
    expect(eliminatedInsteadOfRetreat(g, sel, 'r1')).toBe(false);
  });

  it('T-22 14.65: a wipeout lifts the H count', () => {
    expect(hexesLeft({ ...a, wipeout: true })).toBe(Infinity);
    expect(zoneIsPacific(b, a.zone)).toBe(false);
  });
});
