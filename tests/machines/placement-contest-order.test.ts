import { describe, expect, it } from 'vitest';
import { explain, legalActions } from '../../src/ds/legal/index.ts';
import type { DsEvent } from '../../src/ds/events/index.ts';
import type { DsGameState } from '../../src/ds/model/state.ts';
import type { SupportUnit } from '../../src/ds/model/support-units.ts';
import { play, stepId } from '../support/turn-harness.ts';
import { CHOOSE, CONTEST, holds, isListed, messages, moved, placeOf, supplied, teaching, toPlacement, withPhasing } from './placement-helpers.ts';
import { withPlaced } from '../../src/ds/model/contents.ts';

/** Probes for an Axis faction turn: bad input, and answers out of turn. */
const AXIS_TURN_PROBES: readonly DsEvent[] = [
  { type: 'PLACE_SUPPORT', unit: 'no-such-unit', to: { kind: 'hex', hex: 'w4016' } },
  { type: 'PLACE_SUPPORT', unit: 'br-221-group', to: { kind: 'hex', hex: 'w4016' } },
  { type: 'PLACE_SUPPORT', unit: 'jp-22-flotilla', to: { kind: 'hex', hex: 'w4016' } },
  { type: 'CONTEST', faction: 'axis', unit: 'jp-3-air-div' },
  { type: 'DECLINE_CONTEST', faction: 'axis' },
  { type: 'CONTEST', faction: 'western', unit: 'no-such-unit' },
  { type: 'CONTEST', faction: 'western', unit: 'ru-far-east-af' },
  { type: 'DONE' },
];

/** A US Air Force for the Manila example (the teaching scenario has none): a counter added to the Western Force Pool. */
function withUsAirForce(g: DsGameState): DsGameState {
  const unit: SupportUnit = { kind: 'support', id: 'us-feaf', name: 'Far East Air Force', nationality: 'us', type: 'airForce', flipped: false, delayStripe: false };
  return withPlaced(g, { counter: unit, at: { kind: 'forcePool', faction: 'western' } });
}

describe('2.2.3 the contest round: non-phasing factions asked in the order Axis, Western, Soviet', () => {
  it('SU-2 CT-3 CT-4 in an Axis faction turn the Western faction is asked first, then the Soviet, which contests', () => {
    // A supplied Russian army in w4115 makes it a Russian Air Base within range of w4016, so the Soviet can contest there.
    const game = teaching((g) => moved(withPhasing(g, 'axis'), { 'ru-1-red-banner': { kind: 'hex', hex: 'w4115' } }));
    let { actor, s } = toPlacement(game);
    const airForce = { type: 'PLACE_SUPPORT', unit: 'jp-3-air-div', to: { kind: 'hex', hex: 'w4016' } } as const;
    expect(isListed(s, airForce)).toBe(true);
    holds(s, AXIS_TURN_PROBES);

    s = play(actor, airForce);
    expect(stepId(s)).toBe(CONTEST);
    expect(s.context.turn.placement).toMatchObject({ asking: 'western', asked: ['western'] });
    holds(s, [...AXIS_TURN_PROBES, { type: 'CONTEST', faction: 'soviet', unit: 'ru-far-east-af' }, { type: 'DECLINE_CONTEST', faction: 'soviet' }]);
    expect(explain(s, { type: 'CONTEST', faction: 'soviet', unit: 'ru-far-east-af' })[0]?.code).toBe('contest.notYourTurn');
    expect(explain(s, { type: 'DECLINE_CONTEST', faction: 'axis' })[0]?.code).toBe('contest.phasingFaction');
    expect(isListed(s, { type: 'CONTEST', faction: 'western', unit: 'br-221-group' })).toBe(true);

    s = play(actor, { type: 'DECLINE_CONTEST', faction: 'western' });
    expect(stepId(s)).toBe(CONTEST);
    expect(s.context.turn.placement).toMatchObject({ asking: 'soviet', asked: ['western', 'soviet'] });
    holds(s, [...AXIS_TURN_PROBES, { type: 'CONTEST', faction: 'western', unit: 'br-221-group' }, { type: 'DECLINE_CONTEST', faction: 'western' }]);
    expect(legalActions(s)).toEqual([{ type: 'CONTEST', faction: 'soviet', unit: 'ru-far-east-af' }, { type: 'DECLINE_CONTEST', faction: 'soviet' }]);

    s = play(actor, { type: 'CONTEST', faction: 'soviet', unit: 'ru-far-east-af' });
    expect(stepId(s)).toBe(CHOOSE);
    expect(placeOf(s, 'jp-3-air-div')).toEqual({ kind: 'delayBox' });
    expect(placeOf(s, 'ru-far-east-af')).toEqual({ kind: 'delayBox' });
    expect(s.context.turn.placement).toEqual({ placed: [], asked: [] });
    expect(messages(s).slice(-5)).toEqual([
      expect.stringMatching(/^Axis places 3rd Air Division \(Japanese Air Force\)/),
      'the Western faction is asked whether it contests 3rd Air Division (Japanese Air Force)',
      'the Western faction does not contest',
      'the Soviet faction is asked whether it contests 3rd Air Division (Japanese Air Force)',
      expect.stringMatching(/Soviet faction contests with Far Eastern Front Air Force .* to the Delay Box, .* to the Delay Box/),
    ]);
    holds(s, AXIS_TURN_PROBES);
  });

  it('DS-EX-01 SU-3 SU-4 CT-15 PR-3 Manila: the Western faction may contest from Manila until the Japanese Air Force there is successfully placed, and not after', () => {
    const game = teaching((g) => withUsAirForce(supplied(withPhasing(g, 'axis'), 'us-usaffe')));
    let { actor, s } = toPlacement(game);

    // (a) The pending Japanese Air Force has no effect yet (SU-4, CT-15): Manila is still a US Air Base, so the Western faction is asked.
    s = play(actor, { type: 'PLACE_SUPPORT', unit: 'jp-3-air-div', to: { kind: 'hex', hex: 'w3824' } });
    expect(s.context.turn.placement.asking).toBe('western');
    expect(isListed(s, { type: 'CONTEST', faction: 'western', unit: 'us-feaf' })).toBe(true);
    holds(s, AXIS_TURN_PROBES);

    // (b) The Western faction declines: the Japanese Air Force is successfully placed in Manila (SU-3).
    s = play(actor, { type: 'DECLINE_CONTEST', faction: 'western' });
    if (stepId(s) === CONTEST) s = play(actor, { type: 'DECLINE_CONTEST', faction: 'soviet' });
    expect(stepId(s)).toBe(CHOOSE);
    expect(placeOf(s, 'jp-3-air-div')).toEqual({ kind: 'hex', hex: 'w3824' });
    holds(s, AXIS_TURN_PROBES);

    // "Manila is no longer a US Air Base for that Segment": a Japanese Surface Fleet next to Manila cannot be contested from it.
    const nextTo = { type: 'PLACE_SUPPORT', unit: 'jp-2-fleet', to: { kind: 'hex', hex: 'w3823' } } as const;
    expect(isListed(s, nextTo)).toBe(true);
    s = play(actor, nextTo);
    expect(messages(s)).toEqual(expect.arrayContaining([expect.stringMatching(/Western faction has no support unit that could contest 2nd Fleet/)]));
    expect(stepId(s)).toBe('ds.support.placement.surfaceFleetBeachhead');
  });

  it('DS-EX-08 CT-6 CT-3 a British CV Fleet contests a Japanese Surface Fleet in the Bay of Bengal on its CV Strike side: CV Strike to the Delay Box, Surface Fleet to the Naval Warfare Delay Box', () => {
    let { actor, s } = toPlacement(teaching((g) => withPhasing(g, 'axis')));
    const fleet = { type: 'PLACE_SUPPORT', unit: 'jp-2-fleet', to: { kind: 'hex', hex: 'w2717' } } as const;
    expect(isListed(s, fleet)).toBe(true);
    s = play(actor, fleet);
    expect(s.context.turn.placement.asking).toBe('western');
    const asStrike = { type: 'CONTEST', faction: 'western', unit: 'br-eastern-cv', side: 'cvStrike' } as const;
    const asFleet = { type: 'CONTEST', faction: 'western', unit: 'br-eastern-cv' } as const;
    const noStrikeSide = { type: 'CONTEST', faction: 'western', unit: 'br-force-b', side: 'cvStrike' } as const;
    holds(s, [...AXIS_TURN_PROBES, asStrike, asFleet, noStrikeSide]);
    expect(isListed(s, asStrike)).toBe(true);
    expect(isListed(s, asFleet)).toBe(true);
    expect(explain(s, noStrikeSide)).not.toEqual([]);

    s = play(actor, asStrike);
    expect(stepId(s)).toBe(CHOOSE);
    expect(s.context.game.counters.get('br-eastern-cv')).toMatchObject({ at: { kind: 'delayBox' }, counter: { flipped: false } });
    expect(placeOf(s, 'jp-2-fleet')).toEqual({ kind: 'navalWarfareDelayBox' });
    expect(messages(s).at(-1)).toMatch(/contests with Eastern Fleet Carriers \(British CV Fleet\) on its CV Strike side/);
    holds(s, AXIS_TURN_PROBES);
  });
});
