import { describe, expect, it } from 'vitest';
import { type DsEvent } from '../../src/ds/events/index.ts';
import { legalActions } from '../../src/ds/legal/index.ts';
import { moveCounter } from '../../src/ds/model/index.ts';
import { TEACHING, loadScenario, startTurn, stepId, type TurnSnapshot, savedEvents } from '../support/turn-harness.ts';
import type { GroundUnit } from '../../src/ds/model/ground-units.ts';
import { rangedSupportViolations } from '../../src/ds/rules/combat/ranged-support.ts';
import { emptyCombatRecord } from '../../src/ds/model/combat.ts';
import { SLOW, TURN, atRegularAttacks, hexOf, run, types } from './combat-turn.ts';

/**
 * Paths through the Attack Sequence (4.2.2) that the full Western turn script does not take, played
 * through the turn machine from the teaching scenario.
 */

const eventsOf = savedEvents;

const log = (s: TurnSnapshot): string[] => s.context.log.map((l) => `${l.rule} ${l.message}`);


const A = (target: string, attackers: string[]): DsEvent => ({ type: 'ATTACK', target, attackers });
const R = (result: string): DsEvent => ({ type: 'COMBAT_RESULT', result });
/** The log lines written since `from` entries. */
const since = (s: TurnSnapshot, from: number): string[] => log(s).slice(from);

describe('4.2.2 Attack Sequence paths through the turn machine (teaching scenario, Regular Combat)', () => {
  it('CR-1 CR-9 4.2.2 a combined result Dr1 1/1: the Retreat comes before any Attrition step loss, the attacker\'s loss before the defender\'s', () => {
    const a = atRegularAttacks();
    const n = a.getSnapshot().context.log.length;
    let s = run(a, [A('w3916', ['ch-6-army', 'ch-200-div']), R('Dr1 1/1')]);
    // Step 6 first: the 15th Army must Retreat; no step loss is asked yet.
    expect(stepId(s)).toBe('ds.regular.defenderRetreat');
    expect(types(s)).not.toContain('LOSE_STEP');
    const retreat = legalActions(s).find((e) => e.type === 'RETREAT')!;
    s = run(a, [retreat]);
    // Step 7: the attacker's Attrition first (AL-2: the armor-type 200th Division's step).
    expect(stepId(s)).toBe('ds.regular.attackerLosses');
    expect(legalActions(s)).toEqual([{ type: 'LOSE_STEP', unit: 'ch-200-div', replacements: [] }]);
    s = run(a, [{ type: 'LOSE_STEP', unit: 'ch-200-div', replacements: [] }]);
    expect(stepId(s)).toBe('ds.regular.defenderLosses');
    s = run(a, [{ type: 'LOSE_STEP', unit: 'jp-15-army', replacements: ['jp-56-div'] }]);
    expect(hexOf(s, 'jp-15-army')).toBeUndefined();
    expect(hexOf(s, 'jp-56-div')).toBe(retreat.type === 'RETREAT' ? retreat.hex : '');
    expect(hexOf(s, 'ch-200-div')).toBeUndefined();
    const lines = since(s, n);
    const at = (text: string) => lines.findIndex((l) => l.includes(text));
    expect(at('15th Army 4-4-2 Retreats from hex w3916')).toBeGreaterThan(at('Dr1 1/1'));
    expect(at('attacker step loss: 200th Division')).toBeGreaterThan(at('15th Army 4-4-2 Retreats'));
    expect(at('defender step loss: 15th Army')).toBeGreaterThan(at('attacker step loss: 200th Division'));
  }, SLOW);

  it('CR-2 RT-5 4.2.4 only the units involved are affected: the 200th Division, in the attacking hex but not attacking, neither Retreats nor loses a step', () => {
    const a = atRegularAttacks();
    let s = run(a, [A('w4017', ['ch-6-army']), R('Ad')]);
    expect(stepId(s)).toBe('ds.regular.attackerChoice');
    s = run(a, [{ type: 'ATTACKER_CHOICE', choice: 'retreat' }]);
    expect(stepId(s)).toBe('ds.regular.attackerRetreat');
    const retreat = legalActions(s).find((e) => e.type === 'RETREAT')!;
    s = run(a, [retreat]);
    expect(hexOf(s, 'ch-6-army')).not.toBe('w4016');
    expect(hexOf(s, 'ch-200-div')).toBe('w4016');
    expect(s.context.game.counters.get('ch-200-div')!.counter).toEqual(loadScenario(TEACHING).counters.get('ch-200-div')!.counter);
    expect(stepId(s)).toBe('ds.regular.attacks');
    expect(log(s)).toContain('4.2.4.1 Ad: the attacking units will Retreat one hex');
    expect(log(s).filter((l) => l.includes('200th Division'))).toEqual([]);
  }, SLOW);

  it('CR-3 CR-4 4.2.4.1 Ad with ATTACKER_CHOICE stepLoss: one attacking unit takes the step loss and nobody Retreats', () => {
    const a = atRegularAttacks();
    let s = run(a, [A('w4017', ['ch-6-army']), R('Ad'), { type: 'ATTACKER_CHOICE', choice: 'stepLoss' }]);
    expect(stepId(s)).toBe('ds.regular.attackerRetreatLoss');
    expect(legalActions(s)).toEqual([{ type: 'LOSE_STEP', unit: 'ch-6-army', replacements: [] }]);
    s = run(a, [{ type: 'LOSE_STEP', unit: 'ch-6-army', replacements: [] }]);
    expect(hexOf(s, 'ch-6-army')).toBeUndefined();
    expect(hexOf(s, 'si-phayap')).toBe('w4017');
    expect(stepId(s)).toBe('ds.regular.attacks');
    expect(log(s)).toContain('4.2.6.2 attacker step loss: 6th Army 2-2-1 is eliminated');
  }, SLOW);

  it('CR-4 CR-5 4.2.4.1 Ex with ATTACKER_CHOICE retreat: the attacker Retreats one hex and the defender does nothing', () => {
    const a = atRegularAttacks();
    let s = run(a, [A('w3916', ['ch-6-army']), R('Ex'), { type: 'ATTACKER_CHOICE', choice: 'retreat' }]);
    expect(stepId(s)).toBe('ds.regular.attackerRetreat');
    const retreat = legalActions(s).find((e) => e.type === 'RETREAT')!;
    s = run(a, [retreat]);
    expect(hexOf(s, 'ch-6-army')).toBe(retreat.type === 'RETREAT' ? retreat.hex : '');
    expect(hexOf(s, 'jp-15-army')).toBe('w3916');
    expect(s.context.game.counters.get('jp-15-army')!.counter).toEqual(loadScenario(TEACHING).counters.get('jp-15-army')!.counter);
    expect(stepId(s)).toBe('ds.regular.attacks');
  }, SLOW);

  it('CR-4 CR-5 4.2.4.1 Ex with ATTACKER_CHOICE stepLoss: then the defender Retreats one hex', () => {
    const a = atRegularAttacks();
    let s = run(a, [A('w3916', ['ch-6-army']), R('Ex'), { type: 'ATTACKER_CHOICE', choice: 'stepLoss' }, { type: 'LOSE_STEP', unit: 'ch-6-army', replacements: [] }]);
    expect(stepId(s)).toBe('ds.regular.defenderRetreat');
    expect(types(s).sort()).toEqual(['RETREAT', 'VOLUNTARY_CONVERSION']);
    const retreat = legalActions(s).find((e) => e.type === 'RETREAT')!;
    s = run(a, [retreat]);
    expect(hexOf(s, 'jp-15-army')).toBe(retreat.type === 'RETREAT' ? retreat.hex : '');
    expect(hexOf(s, 'ch-6-army')).toBeUndefined();
    // No attacking unit survives to Advance: the attack is over.
    expect(stepId(s)).toBe('ds.regular.attacks');
  }, SLOW);

  it('CR-5 RC-3 4.2.4.1 Ex with ATTACKER_CHOICE stepLoss: the defender may convert its Retreat into a step loss instead', () => {
    const a = atRegularAttacks();
    let s = run(a, [A('w3916', ['ch-6-army']), R('Ex'), { type: 'ATTACKER_CHOICE', choice: 'stepLoss' }, { type: 'LOSE_STEP', unit: 'ch-6-army', replacements: [] },
      { type: 'VOLUNTARY_CONVERSION' }]);
    expect(stepId(s)).toBe('ds.regular.defenderRetreatLoss');
    s = run(a, [{ type: 'LOSE_STEP', unit: 'jp-15-army', replacements: ['jp-56-div'] }]);
    expect(hexOf(s, 'jp-15-army')).toBeUndefined();
    expect(hexOf(s, 'jp-56-div')).toBe('w3916');
    expect(log(s)).toContain('4.2.4.1 Ex: the defender chooses a step loss instead of Retreating');
    expect(stepId(s)).toBe('ds.regular.attacks');
  }, SLOW);

  it('RT-6 4.2.5 a rout: the Phayap Army Retreats into Bangkok (w3817), the 1st Army joins it and takes the defender Attrition (Dr2 0/1)', () => {
    const a = atRegularAttacks();
    const n = a.getSnapshot().context.log.length;
    let s = run(a, [A('w4017', ['ch-6-army', 'ch-200-div']), R('Dr2 0/1'), { type: 'RETREAT', hex: 'w3917' }, { type: 'RETREAT', hex: 'w3817' }]);
    expect(hexOf(s, 'si-phayap')).toBe('w3817');
    expect(stepId(s)).toBe('ds.regular.defenderLosses');
    // The 1st Army, caught in the rout, is involved and may take the step; the Phayap Army may too,
    // eliminated whole since it has no smaller side and no replacement (R-NO-REPLACEMENT).
    expect(legalActions(s)).toEqual(expect.arrayContaining([
      { type: 'LOSE_STEP', unit: 'si-1-army', replacements: [] }, { type: 'LOSE_STEP', unit: 'si-phayap', replacements: [] },
    ]));
    s = run(a, [{ type: 'LOSE_STEP', unit: 'si-1-army', replacements: [] }]);
    expect(hexOf(s, 'si-1-army')).toBeUndefined();
    expect(since(s, n)).toEqual(expect.arrayContaining([
      '4.2.5 Phayap Army 2-2-1 Retreats from hex w3917 to Bangkok (w3817)',
      '4.2.5 rout: 1st Army 1-2-1 in Bangkok (w3817) joins the retreating force and count as involved in this combat',
    ]));
    expect(stepId(s)).toBe('ds.regular.advance');
  }, SLOW);

  it('RT-6 RT-7 RR-2 4.2.5 an HQ caught in a rout (Southern Army HQ in Bangkok) stops the Retreat and has taken part in combat this segment', () => {
    const a = atRegularAttacks((g) => moveCounter(g, 'jp-southern-hq', { kind: 'hex', hex: 'w3817' }));
    let s = run(a, [A('w4017', ['ch-6-army', 'ch-200-div']), R('Dr3'), { type: 'RETREAT', hex: 'w3917' }, { type: 'RETREAT', hex: 'w3817' }]);
    expect(s.context.turn.combat.regular.unitsThatParticipated).toContain('jp-southern-hq');
    // RR-2: the force, now with an HQ, cannot Retreat its third hex: it converts it (RC-1).
    expect(stepId(s)).toBe('ds.regular.defenderRetreatLoss');
    expect(types(s)).toEqual(['LOSE_STEP']);
    expect(hexOf(s, 'si-phayap')).toBe('w3817');
    expect(legalActions(s)).toContainEqual({ type: 'LOSE_STEP', unit: 'si-1-army', replacements: [] });
    expect(log(s)).toContain('4.2.5 rout: Southern Army HQ 1-2-2, 1st Army 1-2-1 in Bangkok (w3817) join the retreating force and count as involved in this combat');
    s = run(a, [{ type: 'LOSE_STEP', unit: 'si-1-army', replacements: [] }]);
    expect(hexOf(s, 'si-1-army')).toBeUndefined();
    expect(stepId(s)).toBe('ds.regular.advance');
  }, SLOW);

  it('RC-1 4.2.5.3 mandatory Retreat Conversion: the 23rd Army in Hong Kong (w4222) has nowhere to Retreat, so Dr1 becomes a step loss', () => {
    const a = atRegularAttacks();
    let s = run(a, [A('w4222', ['ch-7-war-zone']), R('Dr1')]);
    expect(stepId(s)).toBe('ds.regular.defenderRetreatLoss');
    expect(legalActions(s)).toEqual([{ type: 'LOSE_STEP', unit: 'jp-23-army', replacements: ['jp-56-div'] }]);
    s = run(a, [{ type: 'LOSE_STEP', unit: 'jp-23-army', replacements: ['jp-56-div'] }]);
    expect(hexOf(s, 'jp-23-army')).toBeUndefined();
    expect(hexOf(s, 'jp-56-div')).toBe('w4222');
    expect(hexOf(s, 'ch-7-war-zone')).toBe('w4321');
    expect(log(s)).toContain('4.2.6.2 defender step loss: 23rd Army 3-3-2 (2 steps) is replaced by 56th Division from the Force Pool');
    // The hex still holds a defender: no Advance, the attack is over.
    expect(stepId(s)).toBe('ds.regular.attacks');
  }, SLOW);

  it('HQ-1 HQ-2 HQ-5 4.2.2 Step 2 DEFENSIVE_SUPPORT: the Southern Army HQ, two hexes from the 15th Army, gives Ranged Support to its defence', () => {
    const a = atRegularAttacks((g) => moveCounter(g, 'jp-southern-hq', { kind: 'hex', hex: 'w3817' }));
    let s = run(a, [A('w3916', ['ch-6-army'])]);
    expect(stepId(s)).toBe('ds.regular.defensiveSupport');
    expect(legalActions(s)).toEqual([{ type: 'DEFENSIVE_SUPPORT', faction: 'axis' }, { type: 'DEFENSIVE_SUPPORT', faction: 'axis', hq: 'jp-southern-hq' }]);
    const n = log(s).length;
    s = run(a, [{ type: 'DEFENSIVE_SUPPORT', faction: 'axis', hq: 'jp-southern-hq' }]);
    expect(stepId(s)).toBe('ds.regular.die');
    expect(since(s, n)).toEqual([
      '4.2.1.2 Southern Army HQ 1-2-2 gives Ranged Support to the defence of hex w3916',
      "4.2.2 Attacker Total 2 against Defender Total 6: 1-3 (rounded in the defender's favour)",
      "4.2.3.5 SH-9 Defender's HQ: 1 column(s) left",
      '4.2.3.8 SH-12 Terrain in the defending hex: 1 column(s) left',
      '4.2.2 net shift -2: the combat is resolved on the 1-3 column',
    ]);
  }, SLOW);

  it('AT-20 AA-9 4.2.2 after a marker-only success ADVANCE is offered but EXPLOIT is not', () => {
    const a = atRegularAttacks((g) => moveCounter(g, 'jp-det-3', { kind: 'hex', hex: 'w4116' }));
    let s = a.getSnapshot();
    expect(legalActions(s)).toContainEqual(A('w4116', ['ch-200-div']));
    s = run(a, [A('w4116', ['ch-200-div'])]);
    expect(stepId(s)).toBe('ds.regular.advance');
    expect(s.context.game.counters.get('jp-det-3')!.at).toEqual({ kind: 'delayBox' });
    expect(legalActions(s)).toContainEqual({ type: 'ADVANCE', unit: 'ch-200-div', hex: 'w4116' });
    expect(types(s)).not.toContain('EXPLOIT');
    s = run(a, [{ type: 'ADVANCE', unit: 'ch-200-div', hex: 'w4116' }]);
    expect(hexOf(s, 'ch-200-div')).toBe('w4116');
    expect(log(s).slice(-4)).toEqual([
      '4.2.1 attack on hex w4116 by 200th Division 2-1-2',
      '4.2.2 hex w4116 holds only enemy Detachment (jp-det-3): the attack succeeds at once, the marker(s) go to the Delay Box; the attackers may Advance After Combat, but not Exploit',
      '4.2.7 200th Division 2-1-2 advances after combat into hex w4116',
      '4.2.1 the attack on hex w4116 is resolved',
    ]);
  }, SLOW);

  it('EX-14 4.2.8 a unit may Exploit out of a hex containing an enemy Air unit', () => {
    const a = atRegularAttacks((g) => moveCounter(g, 'jp-22-flotilla', { kind: 'hex', hex: 'w4016' }));
    let s = run(a, [A('w4017', ['ch-6-army', 'ch-200-div']), R('Dr2'), { type: 'RETREAT', hex: 'w3917' }, { type: 'RETREAT', hex: 'w3818' }]);
    expect(stepId(s)).toBe('ds.regular.advance');
    expect(hexOf(s, 'jp-22-flotilla')).toBe('w4016');
    expect(legalActions(s)).toContainEqual({ type: 'EXPLOIT', unit: 'ch-200-div', hex: 'w4017' });
    s = run(a, [{ type: 'EXPLOIT', unit: 'ch-200-div', hex: 'w4017' }]);
    expect(hexOf(s, 'ch-200-div')).toBe('w4017');
  }, SLOW);

  it('HQ-2 HQ-5 4.2.1.2 no Western HQ may give Ranged Support to an attack of the teaching turn: none is within two hexes, none shares a nationality with the attackers', () => {
    const s = atRegularAttacks().getSnapshot();
    const g = s.context.game;
    const found: Record<string, unknown> = {};
    for (const target of ['w2819', 'w3916', 'w3924', 'w4017', 'w4222']) {
      for (const hq of ['au-1-corps-hq', 'br-eastern-hq']) {
        const at = hexOf(s, hq)!;
        const units = (target === 'w3924' ? ['us-usaffe', 'ph-army'] : target === 'w4222' ? ['ch-7-war-zone'] : target === 'w2819' ? ['au-6-div'] : ['ch-6-army', 'ch-200-div'])
          .map((id) => g.counters.get(id)!.counter).filter((c): c is GroundUnit => c.kind === 'ground');
        found[`${hq}->${target}`] = { at, distance: g.board.grid.distance(at, target), codes: rangedSupportViolations(g, 'regular', { target, faction: 'western', role: 'attacker', units }, hq, emptyCombatRecord).map((v) => v.code) };
      }
    }
    // HQ-5: two hexes at most, the defending hex counted; HQ-2: a unit of the HQ's nationality attacks.
    expect(found['au-1-corps-hq->w2819']).toEqual({ at: 'w2518', distance: 3, codes: ['rangedSupport.outOfRange'] });
    for (const [k, v] of Object.entries(found)) if (k !== 'au-1-corps-hq->w2819') expect(v).toMatchObject({ codes: ['rangedSupport.nationality', 'rangedSupport.outOfRange'] });
    expect(legalActions(s).some((e) => e.type === 'ATTACK' && e.rangedSupport !== undefined)).toBe(false);
  }, SLOW);

  it('HQ-1 HQ-5 HQ-12 4.1.2 attackOptions does offer Ranged Support once an HQ is in range: the I Australian Corps HQ in Tjilatjap (w2719) for the Blitz attack on Batavia', () => {
    const actor = startTurn(moveCounter(loadScenario(TEACHING), 'au-1-corps-hq', { kind: 'hex', hex: 'w2719' }), 1);
    run(actor, TURN.slice(0, 28));
    const s = run(actor, TURN.slice(28, 30));
    expect(stepId(s)).toBe('ds.blitz.attacks');
    expect(legalActions(s)).toContainEqual({ type: 'ATTACK', target: 'w2819', attackers: ['au-6-div'], rangedSupport: 'au-1-corps-hq' });
    const n = log(s).length;
    const after = run(actor, [{ type: 'ATTACK', target: 'w2819', attackers: ['au-6-div'], rangedSupport: 'au-1-corps-hq' }]);
    expect(stepId(after)).toBe('ds.blitz.die');
    expect(since(after, n)).toEqual(expect.arrayContaining([
      '4.1.2 attack on Batavia (w2819) by 6th Division (AIF) 3-3-2, with Ranged Support from I Australian Corps HQ 1-2-2',
      "4.2.2 Attacker Total 4 against Defender Total 4: 1-1 (rounded in the defender's favour)",
      "4.2.3.5 SH-8 Attacker's HQ: 1 column(s) right",
    ]));
  }, SLOW);
});
