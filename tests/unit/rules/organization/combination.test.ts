import { describe, expect, it } from 'vitest';
import { applyChanges } from '../../../../src/ds/apply/organization/apply-plan.ts';
import { flipGround, type GroundUnit } from '../../../../src/ds/model/ground-units.ts';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import { planCombination } from '../../../../src/ds/rules/organization/combination.ts';
import { codes, expectLegal, hex, move, north, pool, teaching, unit, unsupplied, withUnit, withUnits } from './helpers.ts';
import { withPlaced } from '../../../../src/ds/model/contents.ts';

const combine = (state: DsGameState, faction: 'axis' | 'western' | 'soviet', units: string[], into: string) =>
  planCombination(state, faction, { units, into });

const groundOf = (s: DsGameState, id: string): GroundUnit => {
  const c = s.counters.get(id)?.counter;
  if (c?.kind !== 'ground') throw new Error(`no ground unit ${id}`);
  return c;
};

const MANDALAY = 'w4215';

describe('2.3.1 Combination', () => {
  it('DS-EX-15 CB-1 CB-2 CB-4 CB-5 2.3.1: two British one-step infantry form a two-step unit, then the armor unit flips it to its three-step mech side, in one Segment', () => {
    const s0 = teaching();
    const first = expectLegal(combine(s0, 'western', ['br-1-burma', 'br-burma-rifles'], 'br-14-army'));
    const s1 = applyChanges(s0, first);
    expect(s1.counters.get('br-14-army')).toMatchObject({ at: hex(MANDALAY), counter: { steps: 2, type: 'infantry' } });
    expect(s1.counters.get('br-1-burma')?.at).toEqual(pool('western'));
    expect(s1.counters.get('br-burma-rifles')?.at).toEqual(pool('western'));
    const second = expectLegal(combine(s1, 'western', ['br-7-armd-bde', 'br-14-army'], 'br-14-army'));
    const s2 = applyChanges(s1, second);
    expect(s2.counters.get('br-14-army')).toMatchObject({ at: hex(MANDALAY), counter: { steps: 3, type: 'mech', values: { attack: 6, defense: 6, movement: 2 } } });
    expect(s2.counters.get('br-7-armd-bde')?.at).toEqual(pool('western'));
  });

  it('DS-EX-16 CB-3 OG-3 2.3.1.1 (a): a Japanese 0-1-1 and a 1-1-1 combine: the 0-1-1 goes to the Force Pool and the 1-1-1 flips to its 2-2-1 side', () => {
    const s = teaching();
    const plan = expectLegal(combine(s, 'axis', ['jp-5-div', 'jp-35-bde'], 'jp-5-div'));
    const after = applyChanges(s, plan);
    expect(groundOf(after, 'jp-5-div')).toMatchObject({ steps: 2, values: { attack: 2, defense: 2, movement: 1 } });
    expect(after.counters.get('jp-35-bde')?.at).toEqual(pool('axis'));
    expect(plan.message).toContain('flips to its 2-step side');
  });

  it('DS-EX-16 CB-3 2.3.1.1 (b): a Russian 1-1-1 and a 2-1-1 Shock infantry can increase either unit; the other goes to the Force Pool', () => {
    const s = north();
    for (const [grow, other] of [['ru-inf-1', 'ru-shock-1'], ['ru-shock-1', 'ru-inf-1']] as const) {
      const after = applyChanges(s, expectLegal(combine(s, 'soviet', [grow, other], grow)));
      expect(groundOf(after, grow).steps).toBe(2);
      expect(after.counters.get(other)?.at).toEqual(pool('soviet'));
    }
  });

  it('DS-EX-17 CB-4 OG-2 OG-5 2.3.1.1: two US one-step infantry are removed and a US two-step HQ comes from the Western Force Pool to where they were', () => {
    const s = withUnits(teaching(),
      [unit('us-inf-a', { nationality: 'us' }), hex(MANDALAY)],
      [unit('us-inf-b', { nationality: 'us' }), hex(MANDALAY)],
      [unit('us-hq', { nationality: 'us', type: 'hq', steps: 2, delayStripe: true }), pool('western')]);
    const after = applyChanges(s, expectLegal(combine(s, 'western', ['us-inf-a', 'us-inf-b'], 'us-hq')));
    expect(after.counters.get('us-hq')?.at).toEqual(hex(MANDALAY));
    expect(after.counters.get('us-inf-a')?.at).toEqual(pool('western'));
    expect(after.counters.get('us-inf-b')?.at).toEqual(pool('western'));
  });

  it('DS-EX-18 CB-5 2.3.1.1: a British 3-4-1 two-step infantry and a 2-1-2 one-step armor: the armor is removed and the 3-4-1 flips to its 6-6-2 three-step side', () => {
    const s = move(teaching(), 'br-14-army', hex(MANDALAY));
    const after = applyChanges(s, expectLegal(combine(s, 'western', ['br-14-army', 'br-7-armd-bde'], 'br-14-army')));
    expect(groundOf(after, 'br-14-army')).toMatchObject({ steps: 3, values: { attack: 6, defense: 6, movement: 2 } });
    expect(after.counters.get('br-7-armd-bde')?.at).toEqual(pool('western'));
  });

  it('OG-7 2.3: the third step added to the 6-6-2 mech army must be armor-type, not infantry', () => {
    const s = move(teaching(), 'br-14-army', hex(MANDALAY));
    expect(codes(combine(s, 'western', ['br-14-army', 'br-1-burma'], 'br-14-army'))).toEqual(['organization.stepType']);
  });

  it('DS-EX-19 CB-12 2.3.1.2: a 3-3-1 two-step and a 0-1-1 cannot be replaced by a 3-2-1 three-step HQ', () => {
    const s = withUnits(teaching(),
      [unit('jp-331', { steps: 2, values: { attack: 3, defense: 3, movement: 1 } }), hex('w3218')],
      [unit('jp-hq-321', { type: 'hq', steps: 3, values: { attack: 3, defense: 2, movement: 1 } }), pool('axis')]);
    expect(codes(combine(s, 'axis', ['jp-331', 'jp-35-bde'], 'jp-hq-321'))).toEqual(['combine.noSwitching']);
  });

  it('CB-2 2.3.1: combining is one step at a time: exactly two different units', () => {
    const s = teaching();
    expect(codes(combine(s, 'western', ['br-1-burma', 'br-burma-rifles', 'br-7-armd-bde'], 'br-14-army'))).toEqual(['combine.oneStepAtATime']);
    expect(codes(combine(s, 'western', ['br-1-burma', 'br-1-burma'], 'br-14-army'))).toEqual(['combine.oneStepAtATime']);
  });

  it('CB-1 2.3.1: units in different hexes cannot combine; units stacked in an Off-Map Box can', () => {
    const s = teaching();
    expect(codes(combine(s, 'western', ['br-1-burma', 'in-14-div'], 'br-14-army'))).toContain('combine.notStacked');
    const box = { kind: 'offMapBox', box: 'indianOcean' } as const;
    const s2 = move(move(s, 'br-1-burma', box), 'br-burma-rifles', box);
    const after = applyChanges(s2, expectLegal(combine(s2, 'western', ['br-1-burma', 'br-burma-rifles'], 'br-14-army')));
    expect(after.counters.get('br-14-army')?.at).toEqual(box);
  });

  it('CB-6 2.3.1.2: unsupplied units cannot combine', () => {
    expect(codes(combine(unsupplied(teaching(), 'br-burma-rifles'), 'western', ['br-1-burma', 'br-burma-rifles'], 'br-14-army'))).toEqual(['combine.unsupplied']);
  });

  it('CB-7 2.3.1.2: units in a hex containing an enemy Air unit cannot combine; a friendly one is no bar', () => {
    const enemy = move(teaching(), 'jp-3-air-div', hex(MANDALAY));
    expect(codes(combine(enemy, 'western', ['br-1-burma', 'br-burma-rifles'], 'br-14-army'))).toEqual(['combine.enemyAir']);
    const friendly = move(teaching(), 'br-221-group', hex(MANDALAY));
    expect(combine(friendly, 'western', ['br-1-burma', 'br-burma-rifles'], 'br-14-army').ok).toBe(true);
  });

  it('CB-8 2.3.1.2: fortress and garrison units cannot combine with any other unit', () => {
    const s = teaching();
    expect(codes(combine(s, 'western', ['br-cey-fort', 'in-34-div'], 'in-34-div'))).toContain('combine.fortress');
    const g = withUnit(s, unit('nei-inf-x', { nationality: 'nei' }), hex('w2921'));
    expect(codes(combine(g, 'western', ['nei-borneo', 'nei-inf-x'], 'nei-inf-x'))).toContain('combine.garrison');
  });

  it('CB-9 2.3.1.2: a port-a-fort combines on its infantry side only', () => {
    const s = withUnit(teaching(), unit('jp-new-army', { steps: 2 }), pool('axis'));
    expect(combine(s, 'axis', ['jp-ig-1', 'jp-guards'], 'jp-new-army').ok).toBe(true);
    const fortSide = withPlaced(s, { counter: flipGround(groundOf(s, 'jp-ig-1')), at: hex('w3216') });
    expect(codes(combine(fortSide, 'axis', ['jp-ig-1', 'jp-guards'], 'jp-new-army'))).toEqual(['combine.fortress']);
  });

  it('CB-10 2.3.1.2: Japanese colonial units cannot combine with or into non-colonial units, unless the Showa Restoration marker is in the Strategic Warfare Box, which then goes to the Delay Box', () => {
    const s = withUnits(north(),
      [unit('jp-col-1', { colonial: true, stepMarks: 'squares' }), hex('w5124')],
      [unit('jp-army-2', { steps: 2 }), pool('axis')]);
    expect(codes(combine(s, 'axis', ['jp-col-1', 'jp-inf-2'], 'jp-army-2'))).toEqual(['combine.colonial']);
    const showa = move(s, 'showa-restoration', { kind: 'strategicWarfareBox' });
    const plan = expectLegal(combine(showa, 'axis', ['jp-col-1', 'jp-inf-2'], 'jp-army-2'));
    expect(applyChanges(showa, plan).counters.get('showa-restoration')?.at).toEqual({ kind: 'delayBox' });
    expect(plan.message).toContain('Showa Restoration');
  });

  it('CB-11 OG-14 DS-CL-03 2.3: only two one-step Kwantung infantry combine into the 2-1-2 two-step Kwa HQ; Kwantung and non-Kwantung do not mix', () => {
    const s = north();
    const after = applyChanges(s, expectLegal(combine(s, 'axis', ['jp-kwa-1', 'jp-kwa-2'], 'jp-kwa-hq')));
    expect(after.counters.get('jp-kwa-hq')?.at).toEqual(hex('w5125'));
    expect(codes(combine(s, 'axis', ['jp-kwa-1', 'jp-inf-1'], 'jp-kwa-hq'))).toEqual(['combine.kwantung']);
    const two = withUnit(s, unit('jp-inf-x'), hex('w5125'));
    expect(codes(combine(two, 'axis', ['jp-inf-x', 'jp-inf-1'], 'jp-kwa-hq'))).toEqual(['combine.kwantung']);
    expect(codes(combine(s, 'axis', ['jp-kwa-1', 'jp-inf-1'], 'jp-inf-1'))).toEqual(['combine.kwantung']);
  });

  it('CB-13 OG-2 2.3: the unit formed must be in the Force Pool, an absolute limit', () => {
    const s = move(teaching(), 'br-14-army', { kind: 'delayBox' });
    expect(codes(combine(s, 'western', ['br-1-burma', 'br-burma-rifles'], 'br-14-army'))).toEqual(['combine.notInForcePool']);
    expect(codes(combine(teaching(), 'western', ['br-1-burma', 'br-burma-rifles'], 'br-2-div'))).toEqual(['combine.notInForcePool']);
  });

  it('OG-4 2.3: a unit with a one-step side is never taken from the Force Pool by combining', () => {
    const s = withUnit(teaching(), unit('br-flip', { nationality: 'british', steps: 2, back: { ...unit('x'), name: 'br-flip', steps: 1 } }), pool('western'));
    expect(codes(combine(s, 'western', ['br-1-burma', 'br-burma-rifles'], 'br-flip'))).toEqual(['combine.hasOneStepSide']);
  });

  it('bad input: unknown ids, another faction\'s unit, a marker', () => {
    const s = teaching();
    expect(codes(combine(s, 'western', ['br-1-burma', 'nope'], 'br-14-army'))).toEqual(['combine.unknownUnit']);
    expect(codes(combine(s, 'western', ['jp-5-div', 'jp-35-bde'], 'jp-5-div'))).toEqual(['combine.notYourUnit', 'combine.notYourUnit']);
    expect(codes(combine(s, 'western', ['br-1-burma', 'we-blitz-1'], 'br-14-army'))).toEqual(['combine.notGroundUnit']);
    expect(codes(combine(s, 'western', ['br-1-burma', 'br-burma-rifles'], 'nope'))).toEqual(['combine.unknownUnit']);
    expect(codes(combine(s, 'western', ['br-1-burma', 'nei-1-knil'], 'br-1-burma'))).toEqual(['combine.notOnMap']);
  });
});
