import { describe, expect, it } from 'vitest';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { legalActions } from '../../src/ds/legal/index.ts';
import { moveCounter, withPlaced, type DsGameState } from '../../src/ds/model/index.ts';
import type { GroundUnit } from '../../src/ds/model/ground-units.ts';
import { TEACHING, advanceTo, loadScenario, startTurn, stepId, type TurnActor, type TurnSnapshot } from '../support/turn-harness.ts';
import { SLOW, TURN, hexOf, run } from './combat-turn.ts';

/**
 * What a hexside is for the combat rules (R-ALL-SEA-HEXSIDE, R-STRAIT-ATTACK), played through the
 * turn machine on the teaching scenario. Its map tags only the All-Sea sides between two Land
 * hexes; the sides of an All-Sea hex are All-Sea by their terrain.
 */


const messages = (s: TurnSnapshot): string[] => s.context.log.map((l) => `${l.rule} ${l.message}`);

/** The Western turn script up to its Blitz attack declaration (the 6th Australian Division from the Beachhead-2 in w2820). */
function atBlitzAttacks(edit: (g: DsGameState) => DsGameState = (g) => g): TurnActor {
  const actor = startTurn(edit(loadScenario(TEACHING)), 1);
  run(actor, TURN.slice(0, 30));
  expect(stepId(actor.getSnapshot())).toBe('ds.blitz.attacks');
  return actor;
}

describe('4.2.5.2 RR-5 R-ALL-SEA-HEXSIDE every side of an All-Sea hex is All-Sea, tagged or not', () => {
  it('4.2.5.2 RR-5 4.2.6.1 a unit on a Beachhead marker that gets an Ad cannot Retreat across the untagged sides of its All-Sea hex: the Ad is a step loss', () => {
    const a = atBlitzAttacks();
    // The 6th Australian Division is on the Beachhead-2 in w2820 (All-Sea), its arrow on Batavia (w2819).
    expect(hexOf(a.getSnapshot(), 'au-6-div')).toBe('w2820');
    let s = run(a, [{ type: 'ATTACK', target: 'w2819', attackers: ['au-6-div'] }]);
    s = advanceTo(a, 'ds.blitz.die');
    s = run(a, [{ type: 'COMBAT_RESULT', result: 'Ad' }]);
    // Soerabaja (w2720), two hexes from Batavia, lies across an All-Sea hexside that is neither a
    // Strait nor the Beachhead Hexside: no Retreat, so no choice; the step loss is owed.
    expect(stepId(s)).not.toBe('ds.blitz.attackerChoice');
    expect(legalActions(s).filter((e) => e.type === 'RETREAT')).toEqual([]);
    expect(stepId(s)).toBe('ds.blitz.attackerRetreatLoss');
    expect(legalActions(s).map((e) => e.type)).toEqual(['LOSE_STEP']);
    expect(messages(s).some((m) => m.startsWith('4.2.4.1') && m.includes('cannot Retreat'))).toBe(true);
  }, SLOW);
});

/** A US marine division aboard the Beachhead-2 in w2820, and a Japanese division in Soerabaja (w2720) next to it; the ABDA Army waits in Tjilatjap. */
function marineSituation(g: DsGameState): DsGameState {
  const base = g.counters.get('au-6-div')!.counter as GroundUnit;
  const jp = g.counters.get('jp-38-div')!.counter as GroundUnit;
  const marine: GroundUnit = { ...base, id: 'us-1-mar-div', name: '1st Marine Division', nationality: 'us', type: 'marine' };
  const defender: GroundUnit = { ...jp, id: 'jp-48-div', name: '48th Division' };
  const s = moveCounter(g, 'br-abda-army', { kind: 'hex', hex: 'w2719' });
  return withPlaced(s, { counter: marine, at: { kind: 'hex', hex: 'w2820' } }, { counter: defender, at: { kind: 'hex', hex: 'w2720' } });
}

describe('4.2.6.1 AR-3 R-ALL-SEA-HEXSIDE a marine attacking from a Beachhead at sea', () => {
  it('4.2.6.1 AR-3 a marine attacking across an untagged side of its All-Sea hex (not its Beachhead Hexside) must take the first step loss', () => {
    const a = atBlitzAttacks(marineSituation);
    let s = run(a, [{ type: 'ATTACK', target: 'w2720', attackers: ['us-1-mar-div', 'nei-2-knil'] }]);
    s = advanceTo(a, 'ds.blitz.die');
    // SH-10: the marine shift was already read from the terrain.
    expect(s.context.turn.combat.underWay?.odds?.shifts.map((x) => x.id)).toContain('SH-10');
    s = run(a, [{ type: 'COMBAT_RESULT', result: '1/0' }]);
    expect(stepId(s)).toBe('ds.blitz.attackerLosses');
    expect(legalActions(s).map((e) => (e.type === 'LOSE_STEP' ? e.unit : e.type))).toEqual(['us-1-mar-div']);
  }, SLOW);
});

describe('4.2.1.1 AT-16 R-STRAIT-ATTACK any unit may attack across a Strait', () => {
  /** The Western turn script up to Regular Combat: the 3rd War Zone in Foochow (w4424) faces the Formosa Army in Taihoku (w4324) across the Strait of the 4.2.5.2 example. */
  function atRegularAttacks(): TurnActor {
    const actor = startTurn(loadScenario(TEACHING), 1);
    run(actor, TURN.slice(0, 30));
    advanceTo(actor, 'ds.regular.attacks');
    return actor;
  }

  it('4.2.1.1 AT-16 4.2.3.8 SH-13 the 3rd War Zone attacks Taihoku across the Strait, shifted by the Strait\'s own value', () => {
    const a = atRegularAttacks();
    const attack: DsEvent = { type: 'ATTACK', target: 'w4324', attackers: ['ch-3-war-zone'] };
    expect(legalActions(a.getSnapshot())).toContainEqual(attack);
    let s = run(a, [attack]);
    s = advanceTo(a, 'ds.regular.die');
    // R-TEC-VALUES: a Strait shifts by its own value (1), not All-Sea's (2).
    expect(s.context.turn.combat.underWay?.odds?.shifts.filter((x) => x.id === 'SH-13').map((x) => x.shift)).toEqual([-1]);
    s = run(a, [{ type: 'COMBAT_RESULT', result: 'Dr1' }]);
    // RR-5, DS-EX-32: Amoy (w4323) is across an All-Sea hexside, Foochow holds the attacker, the rest is sea: the Dr1 is a step loss (RC-1).
    expect(stepId(s)).toBe('ds.regular.defenderRetreatLoss');
    expect(legalActions(s).every((e) => e.type === 'LOSE_STEP' && e.unit === 'jp-formosa-army')).toBe(true);
  }, SLOW);
});
