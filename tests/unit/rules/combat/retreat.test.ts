import { describe, expect, it } from 'vitest';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import { retreatBlocked, retreatHexes, retreatViolations, routJoiners } from '../../../../src/ds/rules/combat/after-api.ts';
import { movingStack, retreatingStacks } from '../../../../src/ds/rules/combat/retreat.ts';
import type { RetreatProgress } from '../../../../src/ds/model/combat.ts';
import { hex, move, pool, teaching, unit, withCounter, withUnit, china, codes, sorted } from './retreat-fixtures.ts';


/** A defender retreating from `from`, nothing retreated yet. */
const defender = (faction: RetreatProgress['faction'], force: string[], from: string, remaining: number): RetreatProgress =>
  ({ side: 'defender', faction, force, at: from, defendingHex: from, path: [from], remaining });

describe('4.2.5 Retreat and 4.2.5.1 Retreat Priorities', () => {
  it('DS-EX-30 RP-1 RP-2 4.2.5.1 Chungking: the 15th Army in w4520 retreating after an Ad may only go to hexes two away from w4620, never w4519 or w4621', () => {
    const s = china();
    const r: RetreatProgress = { side: 'attacker', faction: 'axis', force: ['jp-15-army'], at: 'w4520', defendingHex: 'w4620', path: ['w4520'], remaining: 1 };
    expect(retreatBlocked(s, r)).toEqual([]);
    expect(sorted(retreatHexes(s, r))).toEqual(['w4420', 'w4421', 'w4521']);
    expect(codes(retreatViolations(s, r, 'w4519'))).toEqual(['retreat.notFartherAway']);
    expect(codes(retreatViolations(s, r, 'w4621'))).toEqual(['retreat.notFartherAway']);
    expect(retreatViolations(s, r, 'w4519')[0]?.rule).toBe('4.2.5.1');
  });

  it('DS-EX-31 RP-1 RT-2 4.2.5.1 Akyab: after w4214 and Dacca (w4313) the British unit must go to w4312, w4413 or w4414, not Calcutta (w4213) or w4314', () => {
    const s = move(teaching(), 'br-2-div', hex('w4313'));
    const r: RetreatProgress = { side: 'defender', faction: 'western', force: ['br-2-div'], at: 'w4313', defendingHex: 'w4114', path: ['w4114', 'w4214', 'w4313'], remaining: 1 };
    expect(sorted(retreatHexes(s, r))).toEqual(['w4312', 'w4413', 'w4414']);
    expect(codes(retreatViolations(s, r, 'w4213'))).toEqual(['retreat.notFartherAway']);
    expect(codes(retreatViolations(s, r, 'w4314'))).toEqual(['retreat.notFartherAway']);
    expect(retreatViolations(s, r, 'w4413')).toEqual([]);
  });

  it('RT-1 RT-2 4.2.5 a force retreats into an adjacent Land hex, one hex at a time', () => {
    const s = teaching();
    const r = defender('western', ['br-2-div'], 'w4114', 3);
    expect(codes(retreatViolations(s, r, 'w4313'))).toEqual(['retreat.notAdjacent']);
    expect(retreatHexes(s, r)).toContain('w4214');
    expect(codes(retreatViolations(s, r, 'nowhere'))).toEqual(['retreat.unknownHex']);
  });

  it('RT-1 4.2.5 an All-Sea hex only with a friendly Beachhead marker in it', () => {
    const sea = 'w4113';
    const s = teaching();
    const r = defender('western', ['br-2-div'], 'w4114', 1);
    expect(s.board.hexes[sea]?.terrain).toBe('allSea');
    expect(codes(retreatViolations(s, r, sea))).toContain('retreat.allSeaHex');
    const withBh = withCounter(s, { kind: 'marker', id: 'we-bh-x', type: 'beachhead', faction: 'western', level: 1, snlf: false, delayStripe: false }, { kind: 'hex', hex: sea, arrowTo: 'w4114' });
    expect(codes(retreatViolations(withBh, r, sea))).not.toContain('retreat.allSeaHex');
  });

  it('RP-2 RP-3 RP-4 4.2.5.1 Priority 1 (no EZOC) first; else Priority 2 (a friendly ground, Airdrop or Air unit); else no Retreat', () => {
    const s = china();
    const r: RetreatProgress = { side: 'attacker', faction: 'axis', force: ['jp-15-army'], at: 'w4520', defendingHex: 'w4620', path: ['w4520'], remaining: 1 };
    const ezoc = (st: DsGameState, hexes: string[]): DsGameState => ({ ...st, facts: { ...st.facts, zonesOfControl: { ...st.facts.zonesOfControl, western: hexes } } });
    const allEzoc = ezoc(s, ['w4420', 'w4421', 'w4521']);
    expect(retreatHexes(allEzoc, r)).toEqual([]);
    expect(codes(retreatViolations(allEzoc, r, 'w4421'))).toEqual(['retreat.ezocWithoutFriends']);
    const friend = withUnit(allEzoc, unit('jp-friend'), hex('w4421'));
    expect(retreatHexes(friend, r)).toEqual(['w4421']);
    const oneFree = ezoc(s, ['w4420', 'w4421']);
    expect(retreatHexes(withUnit(oneFree, unit('jp-friend'), hex('w4421')), r)).toEqual(['w4521']);
    expect(codes(retreatViolations(withUnit(oneFree, unit('jp-friend'), hex('w4421')), r, 'w4421'))).toEqual(['retreat.priority1Available']);
  });

  it('RT-4 RT-5 DS-CL-08 4.2.5: defenders retreat as one stack; of an attacking stack only the units that attacked retreat, each stack apart', () => {
    const s = teaching();
    const stacks = retreatingStacks(s, { target: 'w4114', attackers: [] }, 'defender');
    expect(stacks).toEqual([{ hex: 'w4114', units: ['br-2-div'] }]);
    const attack = { target: 'w4116', attackers: ['br-burcorps', 'br-1-burma'] };
    expect(retreatingStacks(s, attack, 'attacker')).toEqual([{ hex: 'w4015', units: ['br-burcorps'] }, { hex: 'w4215', units: ['br-1-burma'] }]);
  });

  it('RT-6 RT-7 DS-EX-29 4.2.5: ground units in the hex entered join the Retreat (support units and markers do not); a joined HQ then holds the force', () => {
    const s = teaching();
    expect(routJoiners(s, defender('western', ['br-2-div'], 'w4114', 3), 'w4214')).toEqual(['in-14-div']);
    expect(routJoiners(s, defender('western', ['br-2-div'], 'w4114', 3), 'w4213')).toEqual(['br-eastern-hq']);
    const joined: RetreatProgress = { side: 'defender', faction: 'western', force: ['br-2-div', 'br-eastern-hq'], at: 'w4213', defendingHex: 'w4114', path: ['w4114', 'w4213'], remaining: 1 };
    expect(codes(retreatBlocked(move(s, 'br-2-div', hex('w4213')), joined))).toEqual(['retreat.hqInForce']);
  });

  it('gap §2 #23 4.2.5 an RS HQ in another hex is a member of the force but does not move with the stack', () => {
    const s = china();
    const r: RetreatProgress = { ...defender('western', ['nc-9-war-zone', 'nc-kmt-hq'], 'w4624', 3) };
    expect(movingStack(s, r)).toEqual(['nc-9-war-zone']);
  });

  it('RT-3 RT-8 RT-9 RT-10 4.2.5: Retreat ignores MA, enemy Air units in the hex left, Mud, and stacking', () => {
    let s = withCounter(teaching(), { kind: 'support', id: 'jp-af-x', name: 'x', nationality: 'japanese', type: 'airForce', flipped: false, delayStripe: false }, hex('w4114'));
    s = { ...s, weatherAreas: { ...s.weatherAreas, northMonsoon: { ...s.weatherAreas['northMonsoon']!, weather: 'mud' } } };
    s = withUnit(s, unit('br-slow', { nationality: 'british', values: { attack: 1, defense: 1, movement: 1 } }), hex('w4114'));
    for (let i = 0; i < 5; i += 1) s = withUnit(s, unit(`in-extra-${i}`, { nationality: 'indian' }), hex('w4214'));
    expect(retreatHexes(s, defender('western', ['br-2-div', 'br-slow'], 'w4114', 3))).toContain('w4214');
  });

  it('4.2.5 bad input: an unknown unit or a satisfied result is reported, not thrown', () => {
    const s = teaching();
    expect(codes(retreatBlocked(s, defender('western', ['no-such'], 'w4114', 1)))).toEqual(['retreat.unknownUnit']);
    expect(codes(retreatBlocked(s, defender('western', ['br-2-div'], 'w4114', 0)))).toEqual(['retreat.satisfied']);
    expect(codes(retreatBlocked(move(s, 'br-2-div', pool('western')), defender('western', ['br-2-div'], 'w4114', 1)))).toEqual(['retreat.noUnitLeft']);
  });
});
