import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/ds/legal/index.ts';
import { TEACHING, expectLegalityHolds, loadScenario, play, startTurn, stepId, type TurnSnapshot, savedEvents } from '../support/turn-harness.ts';
import { nearMisses } from '../support/probes.ts';

const eventsOf = savedEvents;

const hexOf = (s: TurnSnapshot, id: string): string | undefined => {
  const at = s.context.game.counters.get(id)?.at;
  return at?.kind === 'hex' ? at.hex : undefined;
};
const log = (s: TurnSnapshot): string => s.context.log.map((l) => `${l.rule} ${l.message}`).join('\n');

describe('a complete Western faction turn of the teaching scenario (issue 4 acceptance), played through the machine', () => {
  const admin = eventsOf('scenarios/events/teaching-western-admin.json');
  const turn = eventsOf('scenarios/events/teaching-western-turn.json');

  it('extends the Initial Administrative Phase script event for event', () => {
    expect(turn.slice(0, admin.length)).toEqual(admin);
  });

  it('BC-7 4.1 Blitz Combat (AD-1 Airdrop, BL-1 Beachhead Landing), 4.2 Regular Combat (RT-2 retreat, CR-1 conversion, AR attrition, AA advance, EX-1 exploitation), 4.3, ending in Reserve Movement', () => {
    const actor = startTurn(loadScenario(TEACHING), 1);
    const steps: string[] = [];
    for (const e of turn) {
      const s = actor.getSnapshot();
      expectLegalityHolds(s, nearMisses(s.context, legalActions(s)));
      steps.push(stepId(s)!);
      play(actor, e);
    }
    const end = actor.getSnapshot();
    expectLegalityHolds(end, nearMisses(end.context, legalActions(end)));
    expect(stepId(end)).toBe('ds.reserveMovement');
    // The combat steps were visited in the order of 4.1 and 4.2.
    const order = ['ds.operationalMovement', 'ds.blitz.airdrop', 'ds.blitz.beachheadLanding', 'ds.blitz.airdropLanding', 'ds.regular.attacks'];
    const firsts = order.map((id) => steps.indexOf(id));
    expect(firsts.every((i) => i >= 0), JSON.stringify([...new Set(steps)])).toBe(true);
    expect([...firsts].sort((a, b) => a - b)).toEqual(firsts);

    // 4.1: Batavia taken by the 6th Australian Division from the Beachhead, the 18th Division landed
    // across the Beachhead Hexside, the Airdrop marker replaced by the 16th Brigade.
    expect(hexOf(end, 'au-6-div')).toBe('w2819');
    expect(hexOf(end, 'br-18-div')).toBe('w2819');
    expect(hexOf(end, 'br-16-bde')).toBe('w2819');
    expect(hexOf(end, 'jp-16-army')).toBeUndefined();
    expect(hexOf(end, 'we-blitz-1')).toBeUndefined();
    // 4.2: the Phayap Army Retreated two hexes, hex by hex; the 6th Army advanced, the 200th
    // Division exploited through the vacated hex; Hong Kong fell after a conversion and an attrition.
    expect(hexOf(end, 'si-phayap')).toBe('w3818');
    expect(hexOf(end, 'ch-6-army')).toBe('w4017');
    expect(hexOf(end, 'ch-200-div')).toBe('w3917');
    expect(hexOf(end, 'ch-7-war-zone')).toBe('w4222');
    expect(hexOf(end, 'jp-23-army')).toBeUndefined();
    expect(hexOf(end, 'jp-56-div')).toBeUndefined();
    const text = log(end);
    expect(text).toContain('4.1.1 50th Indian Parachute Brigade 1-1-1 flips to Airdrop (we-airdrop-1) and drops from Tjilatjap (w2719) to Batavia (w2819)');
    expect(text).toContain('4.2.3.2 SH-5 Airdrop markers (1): 1 column(s) right');
    expect(text).toContain('4.2.6.2 defender step loss: 16th Army 4-4-2 (2 steps) is replaced by 56th Division from the Force Pool');
    expect(text).toContain('4.1.3 18th Division 3-3-2 lands from Beachhead-2 (we-bh-2) in Batavia (w2819)');
    expect(text).toContain('4.2.5 Phayap Army 2-2-1 Retreats from hex w4017 to hex w3917 (1 more to go)');
    expect(text).toContain('4.2.5 Phayap Army 2-2-1 Retreats from hex w3917 to hex w3818');
    expect(text).toContain('4.2.7 6th Army 2-2-1 advances after combat into hex w4017');
    expect(text).toContain('4.2.8 200th Division 2-1-2 exploits on into hex w3917 (2 of 2 hexes)');
    expect(text).toContain('4.2.6.2 defender step loss: 23rd Army 3-3-2 (2 steps) is replaced by 56th Division from the Force Pool');
    // R-NO-REPLACEMENT: the Philippine Army has no smaller side and no one-step unit in the Force Pool.
    expect(text).toContain('4.2.6.2 attacker step loss: Philippine Army 1-2-1 (2 steps) has no smaller side and no replacement in the Force Pool: it is eliminated whole');
    expect(end.context.game.counters.get('ph-army')?.at).toEqual({ kind: 'forcePool', faction: 'western' });
    expect(text).toContain('4.3 Blitz (we-blitz-1) is removed from hex w2820 to the Western Force Pool');
  });
});
