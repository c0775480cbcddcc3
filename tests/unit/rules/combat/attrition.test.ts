import { describe, expect, it } from 'vitest';
import { applyChanges } from '../../../../src/ds/apply/organization/apply-plan.ts';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import { retreatHexes, stepLossOptions, stepLossViolations } from '../../../../src/ds/rules/combat/after-api.ts';
import { stepLossPlan } from '../../../../src/ds/rules/combat/attrition.ts';
import { codes, hex, pool, teaching, unit, withCounter, withUnit } from './retreat-fixtures.ts';

const SEA = 'w4113';
const AKYAB = 'w4114';
const attack = { target: AKYAB, attackers: ['us-mech', 'us-army'] };

/** A US force on a Beachhead-1 in the All-Sea hex next to Akyab, arrow on Akyab (DS-EX-35). */
function onBeachhead(extra: (s: DsGameState) => DsGameState = (s) => s): DsGameState {
  const mech = unit('us-mech', { nationality: 'us', type: 'mech', steps: 3, values: { attack: 7, defense: 6, movement: 2 },
    back: { ...unit('x'), name: 'us-mech', type: 'infantry', steps: 2, values: { attack: 4, defense: 4, movement: 1 } } });
  const army = unit('us-army', { nationality: 'us', steps: 2, values: { attack: 4, defense: 4, movement: 1 },
    back: { ...unit('y'), name: 'us-army', steps: 1 } });
  let s = withCounter(teaching(), { kind: 'marker', id: 'we-bh-us', type: 'beachhead', faction: 'western', level: 1, snlf: false, delayStripe: false }, { kind: 'hex', hex: SEA, arrowTo: AKYAB });
  s = withUnit(withUnit(s, mech, hex(SEA)), army, hex(SEA));
  return extra(s);
}

describe('4.2.6 Attrition, 4.2.6.1 Attacker Losses, 4.2.6.2 Eliminating Steps in combat', () => {
  it('DS-EX-35 AR-4 AR-5 ES-5 4.2.6.1 a US 7-6-2 and 4-4-1 on a Beachhead take Ad 1/0: no Retreat, the first loss is the armor step (7-6-2 to 4-4-1), the Attrition loss from either', () => {
    let s = onBeachhead();
    const r = { side: 'attacker' as const, faction: 'western' as const, force: attack.attackers, at: SEA, defendingHex: AKYAB, path: [SEA], remaining: 1 };
    expect(retreatHexes(s, r).filter((h) => s.board.hexes[h]?.terrain !== 'allSea' && s.board.grid.distance(h, AKYAB) > 1)).toEqual(retreatHexes(s, r));
    const first = stepLossOptions(s, 'regular', 'attacker', attack.attackers, true, attack);
    expect(first).toEqual([{ unit: 'us-mech', replacements: [] }]);
    expect(codes(stepLossViolations(s, 'regular', 'attacker', attack.attackers, true, { unit: 'us-army', replacements: [] }, attack))).toEqual(['stepLoss.firstLoss']);
    s = applyChanges(s, stepLossPlan(s, 'regular', 'attacker', attack.attackers, true, first[0]!, attack)!);
    expect(s.counters.get('us-mech')?.counter).toMatchObject({ steps: 2, values: { attack: 4, defense: 4, movement: 1 } });
    // The 4-4-1 side has a three-step side behind it: a further loss needs a US one-step unit from the Force Pool (ES-4).
    s = withUnit(s, unit('us-inf-pool', { nationality: 'us' }), pool('western'));
    expect(stepLossOptions(s, 'regular', 'attacker', attack.attackers, false, attack).map((o) => o.unit).sort()).toEqual(['us-army', 'us-mech']);
  });

  it('DS-CL-13 AR-3 AR-5 4.2.6.1 a marine across a Beachhead Hexside and an armor unit: the first loss is a marine or an armor step, the attacker choosing; the second is free', () => {
    const s = onBeachhead((st) => withUnit(st, unit('us-marine', { nationality: 'us', type: 'marine' }), hex(SEA)));
    const units = [...attack.attackers, 'us-marine'];
    const first = stepLossOptions(s, 'regular', 'attacker', units, true, { ...attack, attackers: units });
    expect(first.map((o) => o.unit).sort()).toEqual(['us-marine', 'us-mech']);
    expect(stepLossOptions(s, 'regular', 'attacker', units, false, attack).map((o) => o.unit).sort()).toEqual(['us-army', 'us-marine', 'us-mech']);
  });

  it('AR-3 4.2.6.1 a marine attacking across a plain Land hexside imposes no marine first loss', () => {
    const s = withUnit(withUnit(teaching(), unit('us-marine', { nationality: 'us', type: 'marine' }), hex('w4115')), unit('us-inf', { nationality: 'us' }), hex('w4115'));
    expect(stepLossOptions(s, 'regular', 'attacker', ['us-marine', 'us-inf'], true, { target: AKYAB, attackers: ['us-marine', 'us-inf'] }).map((o) => o.unit)).toEqual(['us-marine', 'us-inf']);
  });

  it('AR-1 AR-2 4.2.6 a defender spreads its losses among the involved units as it chooses; the first-loss rules bind only the attacker', () => {
    const s = onBeachhead();
    expect(stepLossOptions(s, 'regular', 'defender', attack.attackers, true).map((o) => o.unit)).toEqual(['us-mech', 'us-army']);
    expect(codes(stepLossViolations(s, 'regular', 'defender', ['us-mech'], false, { unit: 'us-army', replacements: [] }))).toEqual(['stepLoss.notInvolved']);
    expect(codes(stepLossViolations(s, 'regular', 'defender', ['ghost'], false, { unit: 'ghost', replacements: [] }))).toEqual(['stepLoss.unknownUnit']);
  });

  it('DS-EX-36 ES-5 4.2.6.2 a US 7-6-2 defending loses a step: flipped to its 4-4-1 side', () => {
    const s = onBeachhead();
    const [only, ...rest] = stepLossOptions(s, 'regular', 'defender', ['us-mech'], false);
    expect(rest).toEqual([]);
    expect(applyChanges(s, stepLossPlan(s, 'regular', 'defender', ['us-mech'], false, only!)!).counters.get('us-mech')?.counter).toMatchObject({ steps: 2 });
  });

  it('DS-EX-37 ES-6 ES-1 4.2.6.2 the ABDA Army defending loses a step: the NEI unit from its Holding Box, or the FE infantry with the NEI unit placed in the hex', () => {
    const s = teaching();
    const options = stepLossOptions(s, 'regular', 'defender', ['br-abda-army'], false);
    expect(options).toEqual([{ unit: 'br-abda-army', replacements: [] }, { unit: 'br-abda-army', replacements: ['nei-1-knil'] }]);
    const b = applyChanges(s, stepLossPlan(s, 'regular', 'defender', ['br-abda-army'], false, options[1]!)!);
    expect(b.counters.get('nei-1-knil')?.at).toEqual(hex('w2720'));
    expect(codes(stepLossViolations(s, 'regular', 'defender', ['br-abda-army'], false, { unit: 'br-abda-army', replacements: ['jp-5-div'] }))).toEqual(['stepLoss.noSuchReplacement']);
  });
});
