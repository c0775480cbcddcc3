import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { legalActions } from '../../src/ds/legal/index.ts';
import { moveCounter } from '../../src/ds/model/contents.ts';
import type { DsGameState } from '../../src/ds/model/index.ts';
import { TEACHING, advanceTo, expectLegalityHolds, loadScenario, play, startTurn, stepId, type TurnActor, type TurnSnapshot } from '../support/turn-harness.ts';

/** The Western administrative phase of the teaching scenario, replayed (ends at Operational Movement). */
export function adminEvents(): DsEvent[] {
  return (JSON.parse(readFileSync('scenarios/events/teaching-western-admin.json', 'utf8')) as { events: DsEvent[] }).events;
}

const ILLEGAL_ATTACKS: DsEvent[] = [
  { type: 'ATTACK', target: 'w3924', attackers: ['jp-14-army'] }, // wrong faction
  { type: 'ATTACK', target: 'w3924', attackers: ['au-7-div'] }, // not adjacent
  { type: 'ATTACK', target: 'w9999', attackers: ['us-usaffe'] }, // no such hex
  { type: 'ATTACK', target: 'w3924', attackers: ['nobody'] }, // no such unit
];
const PROBES: DsEvent[] = [
  ...ILLEGAL_ATTACKS, { type: 'DONE' }, { type: 'ROLL', value: 3 }, { type: 'ROLL' }, { type: 'COMBAT_RESULT', result: 'Dr1' },
  { type: 'COMBAT_RESULT', result: 'nonsense' }, { type: 'ATTACKER_CHOICE', choice: 'retreat' }, { type: 'RETREAT', hex: 'w3925' },
  { type: 'VOLUNTARY_CONVERSION' }, { type: 'LOSE_STEP', unit: 'jp-14-army', replacements: [] }, { type: 'LOSE_STEP', unit: 'nobody', replacements: [] },
  { type: 'ADVANCE', unit: 'us-usaffe', hex: 'w3924' }, { type: 'EXPLOIT', unit: 'us-usaffe', hex: 'w3924' }, { type: 'DEFENSIVE_SUPPORT', faction: 'axis' },
];

/** Plays an event and checks the legality property on the state it reaches. */
function step(actor: TurnActor, e: DsEvent, probes: readonly DsEvent[] = PROBES): TurnSnapshot {
  const s = play(actor, e);
  expectLegalityHolds(s, probes);
  return s;
}

function westernRegularCombat(edit: (g: DsGameState) => DsGameState = (g) => g, seed = 1): TurnActor {
  const actor = startTurn(edit(loadScenario(TEACHING)), seed);
  for (const e of adminEvents()) actor.send(e);
  const s = advanceTo(actor, 'ds.regular.attacks');
  expectLegalityHolds(s, PROBES);
  return actor;
}

describe('4.2 the Attack Sequence through the machine (Regular Combat)', () => {
  it('AT-4 AT-11 RC-1 4.2.2 Steps 1-8: Dr1 read from the player\'s chart; the defender cannot Retreat and loses a step instead', () => {
    const actor = westernRegularCombat();
    let s = step(actor, { type: 'ATTACK', target: 'w3924', attackers: ['us-usaffe', 'ph-army'] });
    expect(s.context.turn.combat.regular.attackedHexes).toEqual(['w3924']);
    expect(s.context.log.some((l) => /net shift/.test(l.message))).toBe(true);
    expect(stepId(s)).toBe('ds.regular.die');
    s = step(actor, { type: 'COMBAT_RESULT', result: 'Dr1' });
    expect(stepId(s)).toBe('ds.regular.defenderRetreatLoss');
    expect(legalActions(s)).toEqual([{ type: 'LOSE_STEP', unit: 'jp-14-army', replacements: ['jp-56-div'] }]);
    s = step(actor, { type: 'LOSE_STEP', unit: 'jp-14-army', replacements: ['jp-56-div'] });
    // The defending hex is still held: no Step 8; the attack is over and the next may be declared.
    expect(stepId(s)).toBe('ds.regular.attacks');
    expect(s.context.turn.combat.underWay).toBeUndefined();
    expect(s.context.game.counters.get('jp-56-div')!.at).toEqual({ kind: 'hex', hex: 'w3924' });
    // AT-5, AT-7: the same hex, or the same units, cannot attack again this segment.
    expect(s.can({ type: 'ATTACK', target: 'w3924', attackers: ['us-usaffe'] })).toBe(false);
    expectLegalityHolds(s, [...PROBES, { type: 'ATTACK', target: 'w3916', attackers: ['us-usaffe'] }]);
  });

  it('4.2.2 Step 5 seeded and physical dice: the SAMPLE CRT is named in the log; every state keeps the legality property', () => {
    for (const die of [undefined, 1, 6]) {
      const actor = westernRegularCombat();
      step(actor, { type: 'ATTACK', target: 'w4222', attackers: ['ch-7-war-zone'] });
      let s = step(actor, die === undefined ? { type: 'ROLL' } : { type: 'ROLL', value: die });
      expect(s.context.log.some((l) => l.kind === 'roll' && /SAMPLE CRT/.test(l.message))).toBe(true);
      // Carry the attack through whatever it asks for, first legal choice each time.
      for (let i = 0; i < 30 && stepId(s) !== 'ds.regular.attacks'; i++) {
        const next = legalActions(s).find((e) => e.type !== 'DONE') ?? legalActions(s)[0]!;
        s = step(actor, next);
      }
      expect(stepId(s)).toBe('ds.regular.attacks');
      expect(s.context.turn.combat.regular.unitsThatAttacked).toContain('ch-7-war-zone');
    }
  });

  it('AT-20 4.2.2 a hex with only an enemy Detachment falls at once: the marker goes to the Delay Box, the attacker may advance but not exploit', () => {
    // Put the Japanese Detachment in an empty Land hex next to Chinese units on the mainland.
    const base = loadScenario(TEACHING);
    const empty = ['w4016', 'w4216', 'w4321', 'w4424'].flatMap((h) => base.board.grid.neighbours(h)).filter((h) => base.board.hexes[h] && !base.counters.all().some((p) => p.at.kind === 'hex' && p.at.hex === h));
    let actor: TurnActor | undefined;
    let attack: DsEvent | undefined;
    for (const hex of empty) {
      actor = westernRegularCombat((g) => moveCounter(g, 'jp-det-1', { kind: 'hex', hex }));
      attack = legalActions(actor.getSnapshot()).find((e) => e.type === 'ATTACK' && e.target === hex);
      if (attack) break;
    }
    expect(attack, `no attackable hex among ${empty.join(', ')}`).toBeDefined();
    actor = actor!;
    let s = step(actor, attack!);
    expect(s.context.game.counters.get('jp-det-1')!.at).toEqual({ kind: 'delayBox' });
    expect(s.context.log.some((l) => /Delay Box/.test(l.message))).toBe(true);
    if (stepId(s) === 'ds.regular.advance') {
      expect(legalActions(s).some((e) => e.type === 'EXPLOIT')).toBe(false);
      const adv = legalActions(s).find((e) => e.type === 'ADVANCE');
      if (adv) s = step(actor, adv);
      if (stepId(s) === 'ds.regular.advance') s = step(actor, { type: 'DONE' });
    }
    expect(stepId(s)).toBe('ds.regular.attacks');
  });
});
