import { describe, expect, it } from 'vitest';
import { applyChanges } from '../../../../src/ds/apply/organization/apply-plan.ts';
import { flipGround, type GroundUnit, type StepSlot } from '../../../../src/ds/model/ground-units.ts';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import { planCombination } from '../../../../src/ds/rules/organization/combination.ts';
import { compositionOf, isElite, slotViolation } from '../../../../src/ds/rules/organization/composition.ts';
import { heldUnits, isGarrison, isPortAFort, removalDestination, unitNationalities } from '../../../../src/ds/rules/organization/general.ts';
import { codes, expectLegal, hex, move, north, pool, teaching, unit, withUnits } from './helpers.ts';
import { withPlaced } from '../../../../src/ds/model/contents.ts';

const inf = (extra: Partial<StepSlot> = {}): StepSlot => ({ stepType: 'infantry', holdingBox: false, ...extra });
const armor = (extra: Partial<StepSlot> = {}): StepSlot => ({ stepType: 'armor', holdingBox: false, ...extra });

const groundOf = (s: DsGameState, id: string): GroundUnit => {
  const c = s.counters.get(id)?.counter;
  if (c?.kind !== 'ground') throw new Error(`no ground unit ${id}`);
  return c;
};

describe('2.3 One-Step and Multi-Step Units', () => {
  it('DS-EX-13 OG-6 OG-7 2.3 (a): the three-step British mech army is two infantry-type steps then one armor-type step', () => {
    const mech = groundOf(teaching(), 'br-14-army').back!;
    expect(compositionOf(mech).map((s) => s.stepType)).toEqual(['infantry', 'infantry', 'armor']);
  });

  it('DS-EX-13 OG-6 2.3 (b): a Japanese HQ has no picture on the Force Pool Display, so it is made of infantry-type steps only and cannot take an armor-type step', () => {
    const hq = unit('jp-hq', { type: 'hq', steps: 2 });
    expect(compositionOf(hq)).toEqual([inf(), inf()]);
    expect(slotViolation(unit('jp-tank', { type: 'armor' }), compositionOf(hq)[0]!, 'japanese')?.code).toBe('organization.stepType');
  });

  it('DS-EX-14 OG-8 2.3: every step of the US 5th Army must be US', () => {
    const s = withUnits(teaching(),
      [unit('us-inf-a', { nationality: 'us' }), hex('w4215')],
      [unit('us-5-army', { nationality: 'us', steps: 2 }), pool('western')]);
    expect(codes(planCombination(s, 'western', { units: ['us-inf-a', 'br-1-burma'], into: 'us-5-army' }))).toContain('organization.nationality');
  });

  it('OG-9 2.3: the AEx HQ is formed from Japanese and Axis Minor Country infantry; the Minor Country unit goes to its Holding Box', () => {
    const aex = unit('jp-aex', {
      type: 'hq', steps: 2, exp: true, delayStripe: true,
      composition: [inf({ nationalities: ['japanese'] }), inf({ nationalities: ['siamese', 'manchukuo', 'hopeh'], holdingBox: true })],
    });
    const s = withUnits(teaching(), [aex, pool('axis'), ], [unit('si-inf-x', { nationality: 'siamese' }), hex('w3218')]);
    const after = applyChanges(s, expectLegal(planCombination(s, 'axis', { units: ['si-inf-x', 'jp-35-bde'], into: 'jp-aex' })));
    expect(after.counters.get('si-inf-x')?.at).toEqual({ kind: 'holdingBox', unit: 'jp-aex' });
    expect(after.counters.get('jp-35-bde')?.at).toEqual(pool('axis'));
    expect(unitNationalities(after, groundOf(after, 'jp-aex'))).toEqual(['japanese', 'siamese']);
  });

  it('OG-10 OG-11 2.3: the Chinese HQs are formed from their own Chinese Minor Country one-step units only, with no Holding Box', () => {
    const s = withUnits(teaching(),
      [unit('ch-a', { nationality: 'nationalistChinese' }), hex('w4016')],
      [unit('ch-hq', { nationality: 'nationalistChinese', type: 'hq', steps: 2 }), pool('western')]);
    const after = applyChanges(s, expectLegal(planCombination(s, 'western', { units: ['ch-6-army', 'ch-a'], into: 'ch-hq' })));
    expect(after.counters.get('ch-a')?.at).toEqual(pool('western'));
    const cc = withUnits(north(),
      [unit('cc-a', { nationality: 'communistChinese' }), hex('w5828')],
      [unit('cc-hq', { nationality: 'communistChinese', type: 'hq', steps: 2 }), pool('soviet')]);
    expect(codes(planCombination(cc, 'soviet', { units: ['cc-a', 'ru-inf-2'], into: 'cc-hq' }))).toContain('organization.nationality');
  });

  it('OG-12 2.3: a British and a US one-step infantry must form the CBI HQ on its two-step side; a British or US armor step is added for the three-step side and kept in its Holding Box', () => {
    const cbi = unit('we-cbi-hq', {
      nationality: 'british', type: 'hq', steps: 2, delayStripe: true,
      composition: [inf({ nationalities: ['british'] }), inf({ nationalities: ['us'] })],
      back: {
        ...unit('x'), name: 'CBI HQ', type: 'hq', steps: 3,
        composition: [inf({ nationalities: ['british'] }), inf({ nationalities: ['us'] }), armor({ nationalities: ['british', 'us'], holdingBox: true })],
      },
    });
    const s = withUnits(teaching(), [cbi, pool('western')], [unit('us-inf-a', { nationality: 'us' }), hex('w4215')]);
    expect(codes(planCombination(s, 'western', { units: ['br-1-burma', 'br-burma-rifles'], into: 'we-cbi-hq' }))).toContain('organization.nationality');
    const s1 = applyChanges(s, expectLegal(planCombination(s, 'western', { units: ['br-1-burma', 'us-inf-a'], into: 'we-cbi-hq' })));
    expect(s1.counters.get('we-cbi-hq')?.at).toEqual(hex('w4215'));
    const s2 = applyChanges(s1, expectLegal(planCombination(s1, 'western', { units: ['we-cbi-hq', 'br-7-armd-bde'], into: 'we-cbi-hq' })));
    expect(groundOf(s2, 'we-cbi-hq').steps).toBe(3);
    expect(s2.counters.get('br-7-armd-bde')?.at).toEqual({ kind: 'holdingBox', unit: 'we-cbi-hq' });
  });

  it('OG-13 2.3: the British FE infantry and a Western Minor Country infantry form the ABDA Army; the Minor Country unit goes to the ABDA Holding Box', () => {
    const s0 = teaching();
    const fe = withPlaced(s0, { counter: flipGround(groundOf(s0, 'br-abda-army')), at: hex('w2720') });
    const s = move(fe, 'nei-1-knil', hex('w2720'));
    expect(groundOf(s, 'br-abda-army').steps).toBe(1);
    const after = applyChanges(s, expectLegal(planCombination(s, 'western', { units: ['br-abda-army', 'nei-1-knil'], into: 'br-abda-army' })));
    expect(groundOf(after, 'br-abda-army').name).toBe('ABDA Army');
    expect(heldUnits(after, 'br-abda-army').map((u) => u.id)).toEqual(['nei-1-knil']);
  });

  it('OG-15 2.3: units in a Holding Box are not available, and the Holding Box gives its unit their nationality', () => {
    const s = teaching();
    expect(heldUnits(s, 'br-abda-army').map((u) => u.nationality)).toEqual(['nei']);
    expect(unitNationalities(s, groundOf(s, 'br-abda-army'))).toEqual(['british', 'nei']);
    expect(codes(planCombination(s, 'western', { units: ['nei-2-knil', 'nei-1-knil'], into: 'nei-2-knil' }))).toEqual(['combine.notOnMap']);
  });

  it('OG-3 2.3: a unit removed by the Organization Segment goes to the Delay Box with a Delay Stripe, else to its Force Pool', () => {
    expect(removalDestination({ delayStripe: true }, 'axis')).toEqual({ kind: 'delayBox' });
    expect(removalDestination({ delayStripe: false }, 'soviet')).toEqual(pool('soviet'));
  });

  it('EL-1 2.3.4.3: the elite units are Airborne, Cavalry, Marine, British FE, Chinese Exp/Def, Japanese IG and Kwantung, Russian Guards and Shock', () => {
    const elite = [
      unit('a', { type: 'airborne' }), unit('b', { type: 'cavalry' }), unit('c', { type: 'marine', nationality: 'us' }),
      unit('d', { nationality: 'british', designations: ['FE'] }), unit('e', { nationality: 'nationalistChinese', designations: ['Def'] }),
      unit('f', { nationality: 'nationalistChinese', exp: true }), unit('g', { designations: ['IG'] }), unit('h', { kwantung: true }),
      unit('i', { nationality: 'russian', designations: ['Guards'], type: 'armor' }), unit('j', { nationality: 'russian', designations: ['Shock'] }),
    ];
    expect(elite.filter((u) => !isElite(u)).map((u) => u.id)).toEqual([]);
    expect(isElite(unit('k'))).toBe(false);
    expect(isElite(unit('l', { nationality: 'british' }))).toBe(false);
  });

  it('GC-1 2.3.2.3: a garrison unit has movement zero and is restricted to a specific hex; PF-1 2.3.2.2: a port-a-fort has a one-step fortress on its other side', () => {
    const s = teaching();
    expect(isGarrison(groundOf(s, 'nei-borneo'))).toBe(true);
    expect(isGarrison(unit('x', { values: { attack: 0, defense: 1, movement: 0 }, restrictedTo: ['w2921'] }))).toBe(true);
    expect(isGarrison(groundOf(s, 'nei-2-knil'))).toBe(false);
    expect(isPortAFort(groundOf(s, 'jp-ig-1'))).toBe(true);
    expect(isPortAFort(flipGround(groundOf(s, 'jp-ig-1')))).toBe(true);
    expect(isPortAFort(groundOf(s, 'jp-guards'))).toBe(false);
  });
});
