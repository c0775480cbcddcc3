import { describe, expect, it } from 'vitest';
import { retreatBlocked, retreatHexes, routJoiners, stepLossOptions, voluntaryConversionAllowed } from '../../../../src/ds/rules/combat/after-api.ts';
import { stepLossPlan } from '../../../../src/ds/rules/combat/attrition.ts';
import { mandatoryRetreatConversion, retreatConversionViolations } from '../../../../src/ds/rules/combat/retreat-conversion.ts';
import type { RetreatProgress } from '../../../../src/ds/model/combat.ts';
import { applyChanges } from '../../../../src/ds/apply/organization/apply-plan.ts';
import { china, codes, hex, move, sorted, teaching, withCounter } from './retreat-fixtures.ts';

const KIANGSU = 'w4624';

describe('4.2.5.3 Retreat Conversion', () => {
  it('DS-EX-33 RT-6 RR-2 RC-1 4.2.5.3 a Dr3 force that retreats two hexes onto an HQ must convert the last hex into a step loss', () => {
    // Akyab's British division retreats w4114 → w4214 → Dacca (w4313), where the Eastern HQ stands.
    let s = move(move(teaching(), 'br-2-div', hex('w4214')), 'br-eastern-hq', hex('w4313'));
    s = move(s, 'in-14-div', hex('w4314'));
    const first: RetreatProgress = { side: 'defender', faction: 'western', force: ['br-2-div'], at: 'w4214', defendingHex: 'w4114', path: ['w4114', 'w4214'], remaining: 2 };
    expect(retreatHexes(s, first)).toContain('w4313');
    const joiners = routJoiners(s, first, 'w4313');
    expect(joiners).toEqual(['br-eastern-hq']);
    s = move(s, 'br-2-div', hex('w4313'));
    const after: RetreatProgress = { ...first, force: ['br-2-div', ...joiners], at: 'w4313', path: ['w4114', 'w4214', 'w4313'], remaining: 1 };
    expect(codes(retreatBlocked(s, after))).toEqual(['retreat.hqInForce']);
    expect(mandatoryRetreatConversion(s, after)).toBe(true);
    expect(retreatConversionViolations(s, after)).toEqual([]);
  });

  it('DS-EX-34 RR-2 RC-1 RC-2 RT-6 ES-4 4.2.5.3 Kiangsu: the HQ breaks down first, then the 9th War Zone must Retreat the other two hexes into w4723 or w4623, and on into w4722 or w4522 (the lake bars w4622)', () => {
    let s = china();
    const r: RetreatProgress = { side: 'defender', faction: 'western', force: ['nc-9-war-zone', 'nc-kmt-hq'], at: KIANGSU, defendingHex: KIANGSU, path: [KIANGSU], remaining: 3 };
    // (a) the participating RS HQ holds the force: it must convert, and chooses the HQ.
    expect(codes(retreatBlocked(s, r))).toEqual(['retreat.hqInForce']);
    expect(mandatoryRetreatConversion(s, r)).toBe(true);
    const options = stepLossOptions(s, 'regular', 'defender', r.force, false);
    const hqLoss = options.find((o) => o.unit === 'nc-kmt-hq');
    expect(hqLoss).toEqual({ unit: 'nc-kmt-hq', replacements: ['nc-kiangsu-res'] });
    const plan = stepLossPlan(s, 'regular', 'defender', r.force, false, hqLoss!);
    s = applyChanges(s, plan!);
    expect(s.counters.get('nc-kiangsu-res')?.at).toEqual(hex('w4623'));
    // (b) with no HQ left the force must Retreat the remaining two hexes (RC-2).
    const resumed: RetreatProgress = { ...r, remaining: 2 };
    expect(retreatBlocked(s, resumed)).toEqual([]);
    expect(mandatoryRetreatConversion(s, resumed)).toBe(false);
    expect(codes(retreatConversionViolations(s, resumed))).toEqual(['conversion.retreatPossible']);
    expect(sorted(retreatHexes(s, resumed))).toEqual(['w4623', 'w4723']);
    // (c) the Kiangsu Res joins only if the 9th War Zone retreats into w4623; then on to w4722 or w4522.
    expect(routJoiners(s, resumed, 'w4723')).toEqual([]);
    expect(routJoiners(s, resumed, 'w4623')).toEqual(['nc-kiangsu-res']);
    s = move(s, 'nc-9-war-zone', hex('w4623'));
    const second: RetreatProgress = { ...resumed, force: ['nc-9-war-zone', 'nc-kiangsu-res'], at: 'w4623', path: [KIANGSU, 'w4623'], remaining: 1 };
    expect(sorted(retreatHexes(s, second))).toEqual(['w4522', 'w4722']);
  });

  it('RC-3 RC-4 4.2.5.3 a defender in a City without a Blitz marker may convert voluntarily; not once it has retreated; not with a Blitz marker; never the attacker', () => {
    const s = teaching();
    const attack = { target: 'w4114', attackers: ['jp-x'] };
    expect(voluntaryConversionAllowed(s, attack, 'w4114')).toEqual([]);
    const blitz = withCounter(s, { kind: 'marker', id: 'bz', type: 'blitz', faction: 'axis', delayStripe: false }, hex('w4114'));
    expect(codes(voluntaryConversionAllowed(blitz, attack, 'w4114'))).toEqual(['conversion.notAllowed']);
    const moved: RetreatProgress = { side: 'defender', faction: 'western', force: ['br-2-div'], at: 'w4214', defendingHex: 'w4114', path: ['w4114', 'w4214'], remaining: 2 };
    expect(codes(voluntaryConversionAllowed(s, { target: 'w4114', attackers: [] }, 'w4114', moved))).toEqual(['conversion.enRoute']);
    expect(codes(voluntaryConversionAllowed(s, attack, 'w4114', { ...moved, side: 'attacker', at: 'w4114', path: ['w4114'] }))).toEqual(['conversion.notDefender']);
    expect(retreatConversionViolations(s, { ...moved, at: 'w4114', path: ['w4114'] }, voluntaryConversionAllowed(s, attack, 'w4114'))).toEqual([]);
  });

  it('RC-3 4.2.5.3 a clear hex: conversion only when every adjacent attacker attacks across a Strait, Beachhead or Mountain hexside', () => {
    const s = china();
    // Chungking is a city; w4519 is not, and the 15th Army in w4520 attacks it across no such hexside.
    const plain = { target: 'w4519', attackers: ['jp-15-army'] };
    expect(codes(voluntaryConversionAllowed(s, plain, 'w4519'))).toEqual(['conversion.notAllowed']);
    const across = { target: 'w4621', attackers: ['jp-15-army'] };
    const s2 = move(s, 'jp-15-army', hex('w4620'));
    expect(s2.board.hexes['w4621']?.city).toBeUndefined();
    expect(voluntaryConversionAllowed(s2, across, 'w4621')).toEqual([]);
  });
});
