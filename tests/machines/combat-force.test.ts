import { describe, expect, it } from 'vitest';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { legalActions } from '../../src/ds/legal/index.ts';
import { moveCounter, type DsGameState } from '../../src/ds/model/index.ts';
import { flipGround, type GroundUnit } from '../../src/ds/model/ground-units.ts';
import { TEACHING, advanceTo, loadScenario, startTurn, stepId, type TurnActor } from '../support/turn-harness.ts';
import { SLOW, TURN, atRegularAttacks, run, types, withUnitAt } from './combat-turn.ts';

/**
 * What the attacking force is, as the rules ask it: the nationalities of a multi-national Ranged
 * Support HQ (4.2.1.2, 4.2.3.1) and Exploitation's armor-type unit (4.2.8); and what may limit an
 * attack without forbidding it (4.2.1.1 Truces). Played through the turn machine on the teaching
 * scenario's Western turn.
 */



/** A second British 14th Army in w4016, next to the Japanese 15th Army (w3916): showing its 3-4-1 infantry side (`face`), or its 6-6-2 mech side. */
function fourteenthArmy(face: 'infantry' | 'mech') {
  return (g: DsGameState): DsGameState => {
    const printed = { ...(g.counters.get('br-14-army')!.counter as GroundUnit), id: 'br-14-army-b' };
    return withUnitAt(g, face === 'infantry' ? printed : flipGround(printed), 'w4016');
  };
}

describe('4.2.8 EX-1 R-ARMOR-STEP Exploitation needs an armor-type unit in the attacking force as it attacked', () => {
  it('4.2.8 EX-1 an infantry 3-4-1 whose back is a 6-6-2 mech is no armor-type unit: it may Advance After Combat, not Exploit', () => {
    const a = atRegularAttacks(fourteenthArmy('infantry'));
    run(a, [{ type: 'ATTACK', target: 'w3916', attackers: ['br-14-army-b'] }]);
    advanceTo(a, 'ds.regular.die');
    let s = run(a, [{ type: 'COMBAT_RESULT', result: 'Dr1' }]);
    const retreat = legalActions(s).find((e) => e.type === 'RETREAT')!;
    s = run(a, [retreat]);
    expect(stepId(s)).toBe('ds.regular.advance');
    expect(legalActions(s)).toContainEqual({ type: 'ADVANCE', unit: 'br-14-army-b', hex: 'w3916' });
    expect(types(s)).not.toContain('EXPLOIT');
  }, SLOW);

  it('4.2.8 EX-1 4.2.6.1 AR-4 a 6-6-2 mech flipped to its 3-4-1 infantry side by this combat\'s first loss still counts: it may Exploit', () => {
    const a = atRegularAttacks(fourteenthArmy('mech'));
    run(a, [{ type: 'ATTACK', target: 'w3916', attackers: ['br-14-army-b'] }]);
    advanceTo(a, 'ds.regular.die');
    let s = run(a, [{ type: 'COMBAT_RESULT', result: 'Dr1 1/0' }]);
    const retreat = legalActions(s).find((e) => e.type === 'RETREAT')!;
    s = run(a, [retreat]);
    // AR-4: the first loss is the armor step; the 6-6-2 flips to its 3-4-1 infantry side.
    expect(stepId(s)).toBe('ds.regular.attackerLosses');
    s = run(a, [{ type: 'LOSE_STEP', unit: 'br-14-army-b', replacements: [] }]);
    expect((s.context.game.counters.get('br-14-army-b')!.counter as GroundUnit).type).toBe('infantry');
    expect(stepId(s)).toBe('ds.regular.advance');
    expect(legalActions(s)).toContainEqual({ type: 'EXPLOIT', unit: 'br-14-army-b', hex: 'w3916' });
  }, SLOW);
});

/**
 * The I Australian Corps HQ in Tjilatjap (w2719), two hexes from Batavia, made multi-national as the
 * Western CBI HQ is: the British 23rd Brigade in its Holding Box. The turn script up to the Blitz
 * attack declaration; the British Eastern Fleet's CV Strike, an Air unit, is next to Batavia (w2818).
 */
function atBlitzAttacksWithMultinationalHq(): TurnActor {
  let g = moveCounter(loadScenario(TEACHING), 'au-1-corps-hq', { kind: 'hex', hex: 'w2719' });
  g = moveCounter(g, 'br-23-bde', { kind: 'holdingBox', unit: 'au-1-corps-hq' });
  const actor = startTurn(g, 1);
  run(actor, TURN.slice(0, 30));
  expect(stepId(actor.getSnapshot())).toBe('ds.blitz.attacks');
  return actor;
}

describe('4.2.3.1 clarification R-AIR-RS-NATIONALITY a multi-national HQ giving Ranged Support counts for each of its nationalities', () => {
  it('DS-CL-09 SH-1 4.2.3.1 the Australian attack on Batavia gets the British CV Strike\'s shift through the HQ\'s British Holding Box unit', () => {
    const a = atBlitzAttacksWithMultinationalHq();
    run(a, [{ type: 'ATTACK', target: 'w2819', attackers: ['au-6-div'], rangedSupport: 'au-1-corps-hq' }]);
    const s = advanceTo(a, 'ds.blitz.die');
    const shifts = s.context.turn.combat.underWay!.odds!.shifts;
    expect(shifts.filter((x) => x.id === 'SH-1').map((x) => x.shift)).toEqual([1]);
  }, SLOW);

  it('HQ-2 4.2.1.2 the same HQ may support a British attack: the combat includes a ground unit of one of its nationalities', () => {
    const a = atBlitzAttacksWithMultinationalHq();
    const attack: DsEvent = { type: 'ATTACK', target: 'w2819', attackers: ['br-18-div'], rangedSupport: 'au-1-corps-hq' };
    expect(legalActions(a.getSnapshot())).toContainEqual(attack);
    const s = run(a, [attack]);
    expect(s.context.turn.combat.underWay?.declaration.rangedSupport).toBe('au-1-corps-hq');
  }, SLOW);
});

describe('4.2.1.1 AT-18 R-TRUCE-ATTACK a Truce (13.6.2, not in the seeds) is shown for the player to weigh, not enforced', () => {
  it('4.2.1.1 AT-18 with Siam in a Truce with the Western faction, the 6th Army may still attack w4017 in Siam, and the log names the Truce', () => {
    const a = atRegularAttacks((g) => ({ ...g, countries: { ...g.countries, siam: { ...g.countries['siam']!, truces: ['western'] } } }));
    const attack: DsEvent = { type: 'ATTACK', target: 'w4017', attackers: ['ch-6-army'] };
    expect(legalActions(a.getSnapshot())).toContainEqual(attack);
    const n = a.getSnapshot().context.log.length;
    const s = run(a, [attack]);
    expect(s.context.log.slice(n).map((l) => `${l.rule} ${l.message}`)).toContain(
      '4.2.1.1 may limit this attack (not in the seeds, weigh it yourself): Siam has a Truce with the Western faction (13.6.2)');
  }, SLOW);
});
