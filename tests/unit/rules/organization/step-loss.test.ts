import { describe, expect, it } from 'vitest';
import { applyChanges } from '../../../../src/ds/apply/organization/apply-plan.ts';
import { stepLossDestination, stepLossOptions } from '../../../../src/ds/rules/organization/step-loss.ts';
import { hex, move, north, pool, teaching, unit, withUnit, withUnits } from './helpers.ts';

const SAIGON = 'w3619';

describe('4.2.6.2 Eliminating Steps (helpers for the Combat Phase, on the 2.3 Force Pool data)', () => {
  it('ES-1 4.2.6.2: a removed unit goes to the Delay Box with a Delay Stripe, else its Force Pool; the Japanese IG HQ leaves the game', () => {
    expect(stepLossDestination(unit('a', { delayStripe: true }), 'axis')).toEqual({ kind: 'delayBox' });
    expect(stepLossDestination(unit('b'), 'axis')).toEqual(pool('axis'));
    expect(stepLossDestination(unit('c', { type: 'hq', designations: ['IG'], delayStripe: true }), 'axis')).toEqual({ kind: 'setAside' });
  });

  it('ES-2 ES-3 4.2.6.2: a one-step unit is removed; a two-step unit with a one-step side flips', () => {
    const s = teaching();
    expect(stepLossOptions(s, 'jp-guards').map((p) => p.changes)).toEqual([[{ kind: 'move', counter: 'jp-guards', to: pool('axis') }]]);
    expect(stepLossOptions(s, 'jp-formosa-army').map((p) => p.changes)).toEqual([[{ kind: 'flip', counter: 'jp-formosa-army' }]]);
  });

  it('DS-EX-36 ES-5 4.2.6.2: a US 7-6-2 three-step mech unit that loses a step flips to its 4-4-1 two-step side: an armor step', () => {
    const mech = unit('us-mech', { nationality: 'us', type: 'mech', steps: 3, values: { attack: 7, defense: 6, movement: 2 },
      back: { ...unit('x'), name: 'us-mech', steps: 2, values: { attack: 4, defense: 4, movement: 1 } } });
    const s = withUnit(teaching(), mech, hex('w3824'));
    const [only, ...rest] = stepLossOptions(s, 'us-mech');
    expect(rest).toEqual([]);
    expect(applyChanges(s, only!).counters.get('us-mech')?.counter).toMatchObject({ steps: 2, values: { attack: 4, defense: 4, movement: 1 } });
  });

  it('ES-4 ES-8 4.2.6.2: a two-step unit without a one-step side is replaced by a Force Pool unit that could have combined it; never by another multi-step unit', () => {
    const s = withUnit(teaching(), unit('jp-army-x', { steps: 2 }), pool('axis'));
    const options = stepLossOptions(s, 'jp-southern-hq');
    expect(options.map((p) => p.message)).toEqual(['Southern Army HQ 1-2-2 (2 steps) is replaced by 56th Division from the Force Pool']);
    const after = applyChanges(s, options[0]!);
    expect(after.counters.get('jp-56-div')?.at).toEqual(hex(SAIGON));
    expect(after.counters.get('jp-southern-hq')?.at).toEqual({ kind: 'delayBox' });
  });

  it('ES-7 4.2.6.2: elite units are not taken from the Force Pool unless they were necessary to combine the unit', () => {
    const s = withUnit(north(), unit('ru-army', { nationality: 'russian', steps: 2 }), hex('w5828'));
    expect(stepLossOptions(s, 'ru-army').map((p) => p.message)).toEqual(['ru-army 1-1-1 (2 steps) is replaced by 15th Army from the Force Pool']);
  });

  it('DS-EX-37 ES-6 OG-13 4.2.6.2: the ABDA Army loses a step either by the NEI unit in its Holding Box, leaving the FE infantry, or by the FE infantry, the NEI unit coming out of the Holding Box', () => {
    const s = teaching();
    const [keepFe, keepNei, ...rest] = stepLossOptions(s, 'br-abda-army');
    expect(rest).toEqual([]);
    const a = applyChanges(s, keepFe!);
    expect(a.counters.get('br-abda-army')?.counter).toMatchObject({ name: 'FE Infantry', steps: 1 });
    expect(a.counters.get('nei-1-knil')?.at).toEqual(pool('western'));
    const b = applyChanges(s, keepNei!);
    expect(b.counters.get('nei-1-knil')?.at).toEqual(hex('w2720'));
    expect(b.counters.get('br-abda-army')?.at).toEqual(pool('western'));
  });

  it('ES-6 4.2.6.2: a Holding Box unit with no smaller side to turn to is replaced by its other step from the Force Pool', () => {
    const abda = unit('abda-2', { nationality: 'british', steps: 2, composition: [
      { stepType: 'infantry', nationalities: ['british'], designation: 'FE', holdingBox: false },
      { stepType: 'infantry', nationalities: ['nei'], holdingBox: true },
    ] });
    const s = withUnits(move(teaching(), 'nei-2-knil', { kind: 'holdingBox', unit: 'abda-2' }),
      [abda, hex('w2720')], [unit('br-fe', { nationality: 'british', designations: ['FE'] }), pool('western')]);
    expect(stepLossOptions(s, 'abda-2').map((p) => p.message)).toEqual([
      'abda-2 1-1-1 (2 steps) loses 2nd KNIL Division from its Holding Box and is replaced by br-fe from the Force Pool',
      'abda-2 1-1-1 (2 steps) is eliminated and 2nd KNIL Division comes out of its Holding Box',
    ]);
  });
});

describe('R-NO-REPLACEMENT 4.2.6.2 (gap §2 #24) a two-step unit with nothing to replace it', () => {
  it('ES-4 4.2.6.2 with no smaller side and no Force Pool unit that could have combined it, the step is lost by eliminating it whole', () => {
    // The Philippine Army 1-2-1 has two steps, no back, and no one-step Philippine unit in the pool.
    const state = teaching();
    const options = stepLossOptions(state, 'ph-army');
    expect(options).toHaveLength(1);
    expect(options[0]!.message).toContain('has no smaller side and no replacement in the Force Pool: it is eliminated whole');
    const after = applyChanges(state, options[0]!);
    expect(after.counters.get('ph-army')!.at).toEqual(pool('western'));
  });
});
