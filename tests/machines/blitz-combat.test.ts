import { describe, expect, it } from 'vitest';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { moveCounter, updateCounter, withPlaced } from '../../src/ds/model/contents.ts';
import type { GroundUnit } from '../../src/ds/model/ground-units.ts';
import type { DsGameState } from '../../src/ds/model/state.ts';
import type { SupportUnit } from '../../src/ds/model/support-units.ts';
import { TEACHING, advanceTo, expectLegalityHolds, loadScenario, play, startTurn, stepId } from '../support/turn-harness.ts';

const PROBES: DsEvent[] = [
  { type: 'DONE' }, { type: 'CONTINUE' },
  { type: 'AIRDROP', unit: 'ghost', hex: 'w2818' }, { type: 'AIRDROP', unit: 'au-7-div', hex: 'w2818' },
  { type: 'BEACHHEAD_LANDING', unit: 'br-2-div', marker: 'we-bh-1' }, { type: 'SNLF_LANDING', marker: 'ax-snlf-1', detachment: 'jp-det-3' },
  { type: 'AIRDROP_LANDING', marker: 'ax-airdrop-1' }, { type: 'AIRDROP_LANDING', marker: 'ax-airdrop-1', unit: 'au-7-div' },
];

/** A Japanese CV Strike in an All-Sea hex (the non-phasing one stays through Return to Base). */
function withCvStrike(s: DsGameState): { s: DsGameState; sea: string } {
  const sea = Object.values(s.board.hexes).find((h) => h.terrain === 'allSea' && h.navalZones.length > 0)!;
  const moved = moveCounter(s, 'jp-kido-butai', { kind: 'hex', hex: sea.id });
  return { s: updateCounter(moved, { ...(moved.counters.get('jp-kido-butai')!.counter as SupportUnit), flipped: true }), sea: sea.id };
}

/**
 * Axis phasing: Japanese paratroops and a Blitz marker at Telekbetung (w2818), the Imperial Guards
 * aboard an SNLF Beachhead-0 pointing at it (Beachhead Maintenance covers only Beachhead-1 and -2),
 * and a one-step Japanese infantry brigade in the Axis Force Pool.
 */
function blitzSituation(): { s: DsGameState; sea: string } {
  const g0 = loadScenario(TEACHING);
  let s: DsGameState = { ...g0, game: { ...g0.game, phasing: 'axis' } };
  const sea = s.board.grid.neighbours('w2818').find((h) => s.board.hexes[h]!.terrain === 'allSea')!;
  const base = s.counters.get('jp-38-div')!.counter as GroundUnit;
  const para: GroundUnit = { ...base, id: 'jp-1-raiding', name: '1st Raiding', type: 'airborne', steps: 1, back: undefined };
  const bde: GroundUnit = { ...base, id: 'jp-bde', name: 'Brigade', type: 'infantry', steps: 1, elite: false, back: undefined };
  s = withPlaced(s, { counter: para, at: { kind: 'hex', hex: 'w2818' } }, { counter: bde, at: { kind: 'forcePool', faction: 'axis' } });
  s = moveCounter(s, 'ax-blitz-1', { kind: 'hex', hex: 'w2818' });
  s = moveCounter(s, 'ax-snlf-1', { kind: 'hex', hex: sea, arrowTo: 'w2818' });
  s = moveCounter(s, 'jp-guards', { kind: 'hex', hex: sea });
  return { s, sea };
}

describe('4.1 Blitz Combat Segment, through the turn machine', () => {
  it('DS-CL-14 BC-6 CS-1 4.1 without a Blitz marker on the map only CV Strike Returns is performed', () => {
    const { s: game, sea } = withCvStrike(loadScenario(TEACHING));
    const actor = startTurn(game);
    const s = advanceTo(actor, 'ds.regular.attacks', 80);
    const log = s.context.log.map((l) => l.message);
    expect(log.some((m) => m.includes('Airdrop, Blitz Combat, Beachhead Landing and Airdrop Landing are skipped'))).toBe(true);
    expect(s.context.game.counters.get('jp-kido-butai')!.at).toEqual({ kind: 'navalZone', zone: game.board.hexes[sea]!.navalZones[0], box: 'used' });
    expect(s.context.log.filter((l) => l.rule === '4.1.5').length).toBe(1);
  });

  it('AD-11 BL-3 SN-5 AL-5 4.1.1-4.1.4 airdrop, Beachhead Landing, Airdrop Landing, in order', () => {
    const { s: game, sea } = blitzSituation();
    const actor = startTurn(game);
    let s = advanceTo(actor, 'ds.blitz.airdrop', 80);
    expectLegalityHolds(s, PROBES);
    expect(s.context.game.counters.get('ax-snlf-1')!.at).toMatchObject({ kind: 'hex', hex: sea });
    s = play(actor, { type: 'AIRDROP', unit: 'jp-1-raiding', hex: 'w2818' });
    expect(s.context.game.counters.get('ax-airdrop-1')!.at).toEqual({ kind: 'hex', hex: 'w2818' });
    expect(s.context.game.counters.get('jp-1-raiding')!.at).toEqual({ kind: 'setAside' });
    expectLegalityHolds(s, [...PROBES, { type: 'AIRDROP', unit: 'jp-1-raiding', hex: 'w2818' }]);
    play(actor, { type: 'DONE' });
    s = advanceTo(actor, 'ds.blitz.beachheadLanding');
    expectLegalityHolds(s, [...PROBES, { type: 'BEACHHEAD_LANDING', unit: 'jp-guards', marker: 'ax-snlf-1' }]);
    s = play(actor, { type: 'BEACHHEAD_LANDING', unit: 'jp-guards', marker: 'ax-snlf-1' });
    expect(s.context.game.counters.get('jp-guards')!.at).toEqual({ kind: 'hex', hex: 'w2818' });
    expectLegalityHolds(s, PROBES);
    s = play(actor, { type: 'SNLF_LANDING', marker: 'ax-snlf-1', detachment: 'jp-det-3' });
    expect(s.context.game.counters.get('jp-det-3')!.at).toEqual({ kind: 'hex', hex: 'w2818' });
    expectLegalityHolds(s, PROBES); // SN: one landing per marker (R-SNLF-LANDING-ONCE)
    s = play(actor, { type: 'DONE' });
    expect(stepId(s)).toBe('ds.blitz.airdropLanding');
    expectLegalityHolds(s, [...PROBES, { type: 'AIRDROP_LANDING', marker: 'ax-airdrop-1', unit: 'jp-bde' }]);
    s = play(actor, { type: 'AIRDROP_LANDING', marker: 'ax-airdrop-1', unit: 'jp-bde' });
    expect(s.context.game.counters.get('jp-bde')!.at).toEqual({ kind: 'hex', hex: 'w2818' });
    expect(s.context.game.counters.get('ax-airdrop-1')!.at).toEqual({ kind: 'delayBox' });
    expect(s.context.game.counters.get('jp-1-raiding')!.at).toEqual({ kind: 'delayBox' });
    expectLegalityHolds(s, PROBES);
    s = play(actor, { type: 'DONE' });
    expect(stepId(s)).toBe('ds.regular.attacks');
    expect(s.context.log.map((l) => l.rule)).toEqual(expect.arrayContaining(['4.1', '4.1.1', '4.1.3', '4.1.4', '4.1.5']));
  });

  it('AL-1 4.1.4 an unsupplied Airdrop marker goes to the Delay Box as the step begins', () => {
    const { s: game } = blitzSituation();
    // supply is data (R-SUPPLY): the marker is unsupplied when Step 4 looks
    const g2 = { ...game, facts: { ...game.facts, unsupplied: ['ax-airdrop-1'] } };
    const a2 = startTurn(g2);
    advanceTo(a2, 'ds.blitz.airdrop', 80);
    play(a2, { type: 'AIRDROP', unit: 'jp-1-raiding', hex: 'w2818' });
    play(a2, { type: 'DONE' });
    const s = advanceTo(a2, 'ds.blitz.airdropLanding');
    expect(s.context.game.counters.get('ax-airdrop-1')!.at).toEqual({ kind: 'delayBox' });
    expect(s.context.log.some((l) => l.rule === '4.1.4' && l.message.includes('without landing'))).toBe(true);
    expectLegalityHolds(s, PROBES);
  });
});
