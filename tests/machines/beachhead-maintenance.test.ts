import { describe, expect, it } from 'vitest';
import { javaInvasionAtSea } from '../support/java-invasion.ts';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { explain, legalActions } from '../../src/ds/legal/index.ts';
import { moveCounter } from '../../src/ds/model/contents.ts';
import type { DsGameState } from '../../src/ds/model/state.ts';
import { TEACHING, advanceTo, expectLegalityHolds, loadScenario, play, startTurn, stepId, type TurnActor, type TurnSnapshot } from '../support/turn-harness.ts';

const MAINTENANCE = 'ds.support.beachheadMaintenance';
const BLITZ = 'ds.support.blitzPlacement';
const messages = (s: TurnSnapshot): string[] => s.context.log.map((l) => l.message);
const at = (s: TurnSnapshot, id: string) => s.context.game.counters.get(id)!.at;
const level = (s: TurnSnapshot, id: string) => {
  const c = s.context.game.counters.get(id)!.counter;
  return c.kind === 'marker' && c.type === 'beachhead' ? c.level : undefined;
};

/** Rolls "No effect." on both SAMPLE tables of the teaching card, to reach the Support Segment. */
function throughPoliticalEvents(actor: TurnActor): void {
  advanceTo(actor, 'ds.admin.politicalEvents');
  play(actor, { type: 'ROLL', value: 1 });
  play(actor, { type: 'ROLL', value: 1 });
}

/**
 * The Western invasion of Java at sea: a Beachhead-2 off Telekbetung (w2818, Japanese 38th
 * Division) with the Australian 7th Division on it, which may stay; a Beachhead-1 pointing at
 * Tjilatjap (w2719, held by the NEI 2nd KNIL: no enemy) with the British 5th Division and the
 * Australian I Corps HQ on it, which must go.
 */
function java(): DsGameState {
  // The scenario's invasion force waiting at sea in w2820 goes ashore on Christmas Island, so only
  // the units this example puts on its two Beachheads are at sea.
  return javaInvasionAtSea(loadScenario(TEACHING));
}

const PROBES: DsEvent[] = [
  { type: 'DONE' }, { type: 'KEEP_BEACHHEAD', marker: 'we-bh-1' }, { type: 'KEEP_BEACHHEAD', marker: 'we-bh-2' },
  { type: 'INLAND_ADVANCE', marker: 'we-bh-2', unit: 'au-7-div' }, { type: 'INLAND_ADVANCE', marker: 'we-bh-1', unit: 'au-7-div' },
  { type: 'INLAND_ADVANCE', marker: 'we-bh-1', unit: 'br-5-div' }, { type: 'RETURN_BEACHHEAD', marker: 'ax-bh-1' },
  { type: 'KEEP_BEACHHEAD', marker: 'no-such-marker' }, { type: 'INLAND_ADVANCE', marker: 'we-bh-1', unit: 'no-such-unit' },
  { type: 'PLACE_BLITZ', marker: 'we-blitz-1', hex: 'w2717' }, { type: 'ROLL', value: 2 },
];

describe('2.2.2 Beachhead Maintenance, through the turn machine', () => {
  it('BM-1 BM-2 BM-3 BM-5 BM-6 BZ-3 BF-1 BF-2 Western: one Beachhead kept and flipped, one returned after an Inland Advance; Blitz on the kept one; the unit left at sea is eliminated', () => {
    const actor = startTurn(java());
    throughPoliticalEvents(actor);
    let s = actor.getSnapshot();
    expect(stepId(s)).toBe(MAINTENANCE);
    expect(messages(s).slice(-2)).toEqual([
      'Beachhead-1 (we-bh-1) in hex w2718 must go back to the Force Pool: its arrow points to Tjilatjap (w2719), which holds no enemy unit; units on it may first advance inland',
      'Beachhead-2 (we-bh-2) in hex w2717 may stay on the map, or be returned to the Force Pool',
    ]);
    expectLegalityHolds(s, PROBES);
    expect(legalActions(s)).toEqual([
      { type: 'INLAND_ADVANCE', marker: 'we-bh-1', unit: 'au-1-corps-hq' },
      { type: 'INLAND_ADVANCE', marker: 'we-bh-1', unit: 'br-5-div' },
      { type: 'RETURN_BEACHHEAD', marker: 'we-bh-1' },
      { type: 'KEEP_BEACHHEAD', marker: 'we-bh-2' },
      { type: 'RETURN_BEACHHEAD', marker: 'we-bh-2' },
    ]);
    expect(explain(s, { type: 'DONE' }).map((v) => v.code)).toEqual(['beachheadMaintenance.markersLeft']);

    s = play(actor, { type: 'KEEP_BEACHHEAD', marker: 'we-bh-2' });
    expect(level(s, 'we-bh-2')).toBe(1);
    expect(messages(s).at(-1)).toBe('Beachhead-2 (we-bh-2) in hex w2717 stays on the map, flipped to its Beachhead-1 side');
    expectLegalityHolds(s, PROBES);

    s = play(actor, { type: 'INLAND_ADVANCE', marker: 'we-bh-1', unit: 'br-5-div' });
    expect(at(s, 'br-5-div')).toEqual({ kind: 'hex', hex: 'w2719' });
    expect(messages(s).at(-1)).toMatch(/^5th Division .* advances inland from hex w2718 to Tjilatjap \(w2719\) across the Beachhead Hexside \(not movement/);
    expectLegalityHolds(s, PROBES);

    s = play(actor, { type: 'RETURN_BEACHHEAD', marker: 'we-bh-1' });
    expect(at(s, 'we-bh-1')).toEqual({ kind: 'forcePool', faction: 'western' });
    expect(messages(s).at(-1)).toBe('Beachhead-1 (we-bh-1) in hex w2718 returns to the Western Force Pool');
    expectLegalityHolds(s, PROBES);
    expect(legalActions(s)).toEqual([{ type: 'DONE' }]);

    s = play(actor, { type: 'DONE' });
    s = advanceTo(actor, BLITZ);
    expect(messages(s)).toContain('a Blitz marker must go first on each hex with your Beachhead marker: hex w2717');
    expectLegalityHolds(s, [{ type: 'DONE' }, { type: 'PLACE_BLITZ', marker: 'we-blitz-1', hex: 'w3218' }, { type: 'PLACE_BLITZ', marker: 'we-blitz-1', hex: 'w2717' }]);
    expect(legalActions(s)).toEqual([{ type: 'PLACE_BLITZ', marker: 'we-blitz-1', hex: 'w2717' }, { type: 'PLACE_BLITZ', marker: 'we-blitz-2', hex: 'w2717' }]);
    s = play(actor, { type: 'PLACE_BLITZ', marker: 'we-blitz-1', hex: 'w2717' });
    expectLegalityHolds(s, [{ type: 'DONE' }, { type: 'PLACE_BLITZ', marker: 'we-blitz-2', hex: 'w2717' }]);
    s = play(actor, { type: 'DONE' });
    expect(stepId(s)).toBe('ds.organization.combinations');
    // 2.2.5: the HQ left at sea without a Beachhead marker is eliminated; it has a Delay Stripe.
    expect(at(s, 'au-1-corps-hq')).toEqual({ kind: 'delayBox' });
    expect(at(s, 'au-7-div')).toEqual({ kind: 'hex', hex: 'w2717' });
    expect(messages(s)).toContain('one Blitz marker placed; one available Blitz marker not placed is lost: Blitz markers cannot be saved for another turn');
    expect(messages(s).filter((m) => m.includes('eliminated'))).toEqual([expect.stringMatching(/^I Australian Corps HQ .* is at sea without a Beachhead marker in hex \w+: eliminated to the Delay Box$/)]);
  });

  it('BM-4 BF-1 2.2.2 a Beachhead that could stay may be returned anyway; its units stay at sea and fail at 2.2.5', () => {
    const actor = startTurn(java());
    throughPoliticalEvents(actor);
    let s = play(actor, { type: 'RETURN_BEACHHEAD', marker: 'we-bh-2' });
    expect(messages(s).at(-1)).toBe('Beachhead-2 (we-bh-2) in hex w2717 returns to the Western Force Pool by choice: the units on it stay in the All-Sea hex for now and are eliminated at Beachhead Failure (2.2.5) unless stacked with a Beachhead marker by then');
    expect(at(s, 'au-7-div')).toEqual({ kind: 'hex', hex: 'w2717' });
    expectLegalityHolds(s, PROBES);
    s = play(actor, { type: 'RETURN_BEACHHEAD', marker: 'we-bh-1' });
    s = play(actor, { type: 'DONE' });
    s = advanceTo(actor, BLITZ);
    s = play(actor, { type: 'DONE' });
    expect(at(s, 'au-7-div')).toEqual({ kind: 'forcePool', faction: 'western' });
    expect(at(s, 'br-5-div')).toEqual({ kind: 'forcePool', faction: 'western' });
    expect(at(s, 'au-1-corps-hq')).toEqual({ kind: 'delayBox' });
  });

  it('BM-1 BM-2 BM-8 2.2.2 Axis: a Beachhead-2 off Christmas Island is kept as a Beachhead-1; an SNLF Beachhead-0 stays by itself', () => {
    let g = loadScenario(TEACHING);
    g = { ...g, game: { ...g.game, phasing: 'axis', currentCard: { name: 'Quiet card', blitzValue: 1, politicalEvents: '' } } };
    g = moveCounter(g, 'ax-bh-2', { kind: 'hex', hex: 'w2618', arrowTo: 'w2518' });
    g = moveCounter(g, 'jp-56-div', { kind: 'hex', hex: 'w2618' });
    g = moveCounter(g, 'ax-snlf-1', { kind: 'hex', hex: 'w2517', arrowTo: 'w2518' });
    const actor = startTurn(g);
    let s = advanceTo(actor, MAINTENANCE);
    expect(messages(s)).toContain('SNLF Beachhead-0 ax-snlf-1 in hex w2517 was placed earlier this turn: it remains on the map');
    const probes: DsEvent[] = [{ type: 'KEEP_BEACHHEAD', marker: 'ax-snlf-1' }, { type: 'KEEP_BEACHHEAD', marker: 'we-bh-1' }, { type: 'DONE' }];
    expectLegalityHolds(s, probes);
    expect(legalActions(s)).toEqual([{ type: 'KEEP_BEACHHEAD', marker: 'ax-bh-2' }, { type: 'RETURN_BEACHHEAD', marker: 'ax-bh-2' }]);
    s = play(actor, { type: 'KEEP_BEACHHEAD', marker: 'ax-bh-2' });
    expect(level(s, 'ax-bh-2')).toBe(1);
    expectLegalityHolds(s, probes);
    s = play(actor, { type: 'DONE' });
    s = advanceTo(actor, BLITZ);
    // BZ-3: the kept Beachhead needs a Blitz marker; the SNLF Beachhead-0 does not.
    expect(legalActions(s)).toEqual([{ type: 'PLACE_BLITZ', marker: 'ax-blitz-1', hex: 'w2618' }, { type: 'PLACE_BLITZ', marker: 'ax-blitz-2', hex: 'w2618' }]);
    expect(at(s, 'ax-snlf-1')).toEqual({ kind: 'hex', hex: 'w2517', arrowTo: 'w2518' });
  });

  it('BM-5 2.2.2 an Inland Advance is not offered for a Beachhead that may stay (gap §2 #39)', () => {
    const actor = startTurn(java());
    throughPoliticalEvents(actor);
    const s = actor.getSnapshot();
    const e: DsEvent = { type: 'INLAND_ADVANCE', marker: 'we-bh-2', unit: 'au-7-div' };
    expect(s.can(e)).toBe(false);
    expect(explain(s, e)).toEqual([expect.objectContaining({ rule: '2.2.2', code: 'inlandAdvance.beachheadMayRemain' })]);
  });
});
