import { describe, expect, it } from 'vitest';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { explain, legalActions } from '../../src/ds/legal/index.ts';
import { moveCounter, type DsGameState } from '../../src/ds/model/index.ts';
import { TEACHING, loadScenario, startTurn, stepId, type TurnSnapshot } from '../support/turn-harness.ts';
import { SLOW, TURN, atRegularAttacks, hexOf, run, types } from './combat-turn.ts';

/**
 * HQs taking part in combat (4.2.1, 4.2.1.2, 4.2.3.5, 4.2.5.2, 4.2.5.3, 4.1.3), played through the
 * turn machine from the teaching scenario, edited before the turn starts to set up each situation.
 */


const hex = (hex: string) => ({ kind: 'hex', hex }) as const;
const codes = (s: TurnSnapshot, e: DsEvent): string[] => explain(s, e).map((x) => x.code);
const R = (result: string): DsEvent => ({ type: 'COMBAT_RESULT', result });
const log = (s: TurnSnapshot): string[] => s.context.log.map((l) => `${l.rule} ${l.message}`);

/** The Southern Army HQ in Bangkok (w3817), two hexes from nothing but one from the 15th Army in w3916. */
const southernHqInBangkok = (g: DsGameState) => moveCounter(g, 'jp-southern-hq', hex('w3817'));

/**
 * The British Eastern Army HQ in w4115 (two hexes from the Phayap Army in w4017), the 2nd Division
 * moved next to the Phayap Army (w4116), and the Korean Brigade put in w4114, next to the HQ.
 */
const easternHqOnTheChineseFront = (g: DsGameState) =>
  moveCounter(moveCounter(moveCounter(g, 'br-eastern-hq', hex('w4115')), 'br-2-div', hex('w4116')), 'jp-korean-bde', hex('w4114'));
const ATTACK_PHAYAP_WITH_RS: DsEvent = { type: 'ATTACK', target: 'w4017', attackers: ['br-2-div'], rangedSupport: 'br-eastern-hq' };

describe('4.2.5.2 a force with a participating HQ, Ranged Support HQ included, cannot Retreat', () => {
  it('4.2.5.2 RR-2 RC-1 RC-2 DS-EX-34 a defending force with a Ranged Support HQ cannot Retreat: Dr2 forces a step loss, the HQ may take it, then the rest Retreats (Kiangsu)', () => {
    const a = atRegularAttacks(southernHqInBangkok);
    let s = run(a, [{ type: 'ATTACK', target: 'w3916', attackers: ['ch-6-army'] }, { type: 'DEFENSIVE_SUPPORT', faction: 'axis', hq: 'jp-southern-hq' }, R('Dr2')]);
    // The 15th Army could Retreat, but its force includes the Southern Army HQ: the step loss is forced.
    expect(stepId(s)).toBe('ds.regular.defenderRetreatLoss');
    expect(types(s)).toEqual(['LOSE_STEP']);
    const hqLoss: DsEvent = { type: 'LOSE_STEP', unit: 'jp-southern-hq', replacements: ['jp-56-div'] };
    expect(legalActions(s)).toEqual([{ type: 'LOSE_STEP', unit: 'jp-15-army', replacements: ['jp-56-div'] }, hqLoss]);
    // The Kiangsu example: the HQ takes the loss, broken down into a one-step infantry unit where it was.
    s = run(a, [hqLoss]);
    expect(hexOf(s, 'jp-southern-hq')).toBeUndefined();
    expect(hexOf(s, 'jp-56-div')).toBe('w3817');
    // RC-2: with no HQ left the force must Retreat its last hex, into Bangkok (the remnant's hex) or
    // elsewhere; the 56th Division in Bangkok is not part of the Retreating force.
    expect(stepId(s)).toBe('ds.regular.defenderRetreat');
    expect(s.context.turn.combat.underWay!.retreats[0]!.force).toEqual(['jp-15-army']);
    expect(legalActions(s)).toEqual(expect.arrayContaining([{ type: 'RETREAT', hex: 'w3817' }, { type: 'RETREAT', hex: 'w3917' }]));
    s = run(a, [{ type: 'RETREAT', hex: 'w3917' }]);
    expect(hexOf(s, 'jp-15-army')).toBe('w3917');
    expect(hexOf(s, 'jp-56-div')).toBe('w3817');
  }, SLOW);

  it('4.2.4.1 4.2.5.2 RR-2 CR-3 an attacking force with a Ranged Support HQ cannot Retreat: Ad forces one step loss, and the HQ may take it', () => {
    const a = atRegularAttacks(easternHqOnTheChineseFront);
    let s = run(a, [ATTACK_PHAYAP_WITH_RS, R('Ad')]);
    // The 2nd Division alone could Retreat (w4115, w4216 or w4217), but not with the HQ in its force.
    expect(stepId(s)).toBe('ds.regular.attackerRetreatLoss');
    expect(log(s)).toContain('4.2.4.1 Ad: the attacking units cannot Retreat, so one of them must take a step loss');
    const units = legalActions(s).map((e) => (e.type === 'LOSE_STEP' ? e.unit : e.type));
    expect(units).toEqual(expect.arrayContaining(['br-2-div', 'br-eastern-hq']));
    const hqLoss = legalActions(s).find((e) => e.type === 'LOSE_STEP' && e.unit === 'br-eastern-hq')!;
    s = run(a, [hqLoss]);
    expect(hexOf(s, 'br-eastern-hq')).toBeUndefined();
    expect(hexOf(s, 'br-2-div')).toBe('w4116');
    expect(stepId(s)).toBe('ds.regular.attacks');
  }, SLOW);
});

describe('4.2.1.2 an HQ that participated in combat cannot give Ranged Support later in the segment', () => {
  it('4.2.1.2 HQ-7 soak-off: an HQ defending in an attacked hex has participated, so it is not offered as Ranged Support next door', () => {
    const a = atRegularAttacks((g) => moveCounter(g, 'jp-southern-hq', hex('w4017')));
    let s = run(a, [{ type: 'ATTACK', target: 'w4017', attackers: ['ch-6-army'] }, R('-')]);
    expect(stepId(s)).toBe('ds.regular.attacks');
    // The 15th Army next door is attacked: the Southern Army HQ, one hex away, may not support it.
    const n = s.context.log.length;
    s = run(a, [{ type: 'ATTACK', target: 'w3916', attackers: ['ch-200-div'] }]);
    expect(stepId(s)).toBe('ds.regular.die');
    expect(log(s).slice(n)).toContain('4.2.2 the Axis faction has no HQ that may give Ranged Support: Step 2 is passed');
    expect(s.context.turn.combat.underWay!.defensiveHq).toBeUndefined();
    // The segment's record: the attacker and every unit of the attacked hex took part.
    expect(s.context.turn.combat.regular.unitsThatParticipated).toEqual(expect.arrayContaining(['ch-6-army', 'si-phayap', 'jp-southern-hq']));
  }, SLOW);
});

describe('4.2.1 a phasing ground unit attacks once per segment, a Ranged Support HQ among the attacking units (4.2.3.5)', () => {
  it('4.2.1 4.2.3.5 AT-7 an HQ that gave Ranged Support has attacked: it is not offered an attack of its own later in the segment', () => {
    const a = atRegularAttacks(easternHqOnTheChineseFront);
    let s = a.getSnapshot();
    const own: DsEvent = { type: 'ATTACK', target: 'w4114', attackers: ['br-eastern-hq'] };
    expect(legalActions(s)).toContainEqual(own);
    s = run(a, [ATTACK_PHAYAP_WITH_RS, R('-')]);
    expect(stepId(s)).toBe('ds.regular.attacks');
    expect(legalActions(s).filter((e) => e.type === 'ATTACK' && e.attackers.includes('br-eastern-hq'))).toEqual([]);
    expect(codes(s, own)).toContain('attack.unitAlreadyAttacked');
    expect(s.context.turn.combat.regular.unitsThatAttacked).toEqual(['br-2-div', 'br-eastern-hq']);
    // The Korean Brigade may still be attacked by units that have not attacked.
    expect(legalActions(s)).toContainEqual({ type: 'ATTACK', target: 'w4114', attackers: ['br-burcorps'] });
  }, SLOW);

  it('4.1.3 4.2.3.5 BL-2 an HQ that gave Ranged Support in Blitz Combat attacked, so it cannot make a Beachhead Landing', () => {
    // The I Australian Corps HQ on the Western Beachhead with the 6th Division (AIF) and the 18th Division.
    const actor = startTurn(moveCounter(loadScenario(TEACHING), 'au-1-corps-hq', hex('w2820')), 1);
    run(actor, TURN.slice(0, 30));
    let s = actor.getSnapshot();
    expect(stepId(s)).toBe('ds.blitz.attacks');
    const attack: DsEvent = { type: 'ATTACK', target: 'w2819', attackers: ['au-6-div'], rangedSupport: 'au-1-corps-hq' };
    expect(legalActions(s)).toContainEqual(attack);
    // The script's Batavia attack (Dr2, two step losses, the 6th Division advances), with the HQ's Ranged Support.
    s = run(actor, [attack, ...TURN.slice(31, 36)]);
    expect(stepId(s)).toBe('ds.blitz.beachheadLanding');
    const landing: DsEvent = { type: 'BEACHHEAD_LANDING', unit: 'au-1-corps-hq', marker: 'we-bh-2' };
    expect(legalActions(s)).toContainEqual({ type: 'BEACHHEAD_LANDING', unit: 'br-18-div', marker: 'we-bh-2' });
    expect(legalActions(s)).not.toContainEqual(landing);
    expect(codes(s, landing)).toContain('landing.attacked');
  }, SLOW);
});
