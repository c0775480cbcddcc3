import { describe, expect, it } from 'vitest';
import { explain, legalActions } from '../../src/ds/legal/index.ts';
import { supportFace } from '../../src/ds/model/support-units.ts';
import type { SupportUnit } from '../../src/ds/model/support-units.ts';
import { play, stepId, type TurnSnapshot } from '../support/turn-harness.ts';
import { BAD_INPUT, CHOOSE, CONTEST, holds, isListed, messages, moved, placeOf, teaching, toPlacement } from './placement-helpers.ts';

const face = (s: TurnSnapshot, id: string) => supportFace(s.context.game.counters.get(id)!.counter as SupportUnit);

describe('2.2.3 Support Unit and Convoy Marker Placement: the Java example (2.2.3.3) through the machine', () => {
  it('DS-EX-10 SU-2 SU-3 SU-4 CT-3 CT-14 2.2.3.3 CV Fleet to w2717, CV Strike to Telekbetung, then the Axis contests the Surface Fleet in w2618 from Batavia', () => {
    let { actor, s } = toPlacement(teaching());
    holds(s, [...BAD_INPUT, { type: 'DONE' }, { type: 'CONTEST', faction: 'axis', unit: 'jp-3-air-div' }, { type: 'ESCORT_CONVOY', escort: true }]);
    expect(isListed(s, { type: 'PLACE_SUPPORT', unit: 'br-eastern-cv', to: { kind: 'hex', hex: 'w2717' } })).toBe(true);

    // 3b: the CV Fleet is pending, still in the Western Force Pool (SU-4), and the Axis is asked (SU-2).
    s = play(actor, { type: 'PLACE_SUPPORT', unit: 'br-eastern-cv', to: { kind: 'hex', hex: 'w2717' } });
    expect(stepId(s)).toBe(CONTEST);
    expect(s.context.turn.placement).toMatchObject({ pending: { unit: 'br-eastern-cv' }, asking: 'axis' });
    expect(placeOf(s, 'br-eastern-cv')).toEqual({ kind: 'forcePool', faction: 'western' });
    holds(s, [
      ...BAD_INPUT, { type: 'DONE' }, { type: 'DECLINE_CONTEST', faction: 'soviet' }, { type: 'DECLINE_CONTEST', faction: 'western' },
      { type: 'CONTEST', faction: 'soviet', unit: 'ru-far-east-af' }, { type: 'PLACE_SUPPORT', unit: 'br-force-b', to: { kind: 'hex', hex: 'w2618' } },
    ]);
    expect(legalActions(s)).toEqual(expect.arrayContaining([{ type: 'CONTEST', faction: 'axis', unit: 'jp-3-air-div' }, { type: 'DECLINE_CONTEST', faction: 'axis' }]));
    expect(explain(s, { type: 'DECLINE_CONTEST', faction: 'soviet' })[0]?.code).toBe('contest.notYourTurn');
    expect(explain(s, { type: 'DECLINE_CONTEST', faction: 'western' })[0]?.code).toBe('contest.phasingFaction');

    // 3d: the Axis declines; the Soviet, with no Russian Air Base, is passed over; the CV Fleet is successfully placed (SU-3).
    s = play(actor, { type: 'DECLINE_CONTEST', faction: 'axis' });
    expect(stepId(s)).toBe('ds.support.placement.cvStrike');
    expect(placeOf(s, 'br-eastern-cv')).toEqual({ kind: 'hex', hex: 'w2717' });
    expect(s.context.turn.placement.placed).toContain('br-eastern-cv');
    expect(messages(s)).toEqual(expect.arrayContaining([
      expect.stringMatching(/Soviet faction has no support unit that could contest .*: it is not asked/),
      expect.stringMatching(/Eastern Fleet Carriers .* is successfully placed in hex w2717/),
    ]));
    holds(s, [...BAD_INPUT, { type: 'DONE' }, { type: 'PLACE_CV_STRIKE', hex: 'w2818' }, { type: 'PLACE_CV_STRIKE', hex: 'w3218' }, { type: 'DECLINE_CONTEST', faction: 'axis' }]);

    // 3e, FP-4: the CV Strike goes to Telekbetung; CT-14: it is contestable again, so the Axis is asked.
    s = play(actor, { type: 'PLACE_CV_STRIKE', hex: 'w2818' });
    expect(stepId(s)).toBe(CONTEST);
    expect(face(s, 'br-eastern-cv')).toBe('cvStrike');
    expect(s.context.turn.placement).toMatchObject({ pending: { unit: 'br-eastern-cv', to: { kind: 'hex', hex: 'w2818' } }, asking: 'axis' });
    holds(s, [...BAD_INPUT, { type: 'DONE' }, { type: 'DECLINE_CONTEST', faction: 'soviet' }]);
    s = play(actor, { type: 'DECLINE_CONTEST', faction: 'axis' });
    expect(stepId(s)).toBe(CHOOSE);
    expect(placeOf(s, 'br-eastern-cv')).toEqual({ kind: 'hex', hex: 'w2818' });
    expect(s.context.turn.placement).toEqual({ placed: ['br-eastern-cv'], asked: [] });
    holds(s, [...BAD_INPUT, { type: 'DONE' }, { type: 'PLACE_CV_STRIKE', hex: 'w2818' }]);

    // The Surface Fleet in w2618: the Axis may contest from its Air Base in Batavia (PR-2 waived for contests).
    s = play(actor, { type: 'PLACE_SUPPORT', unit: 'br-force-b', to: { kind: 'hex', hex: 'w2618' } });
    expect(s.context.turn.placement.asking).toBe('axis');
    expect(isListed(s, { type: 'CONTEST', faction: 'axis', unit: 'jp-3-air-div' })).toBe(true);
    holds(s, [...BAD_INPUT, { type: 'CONTEST', faction: 'soviet', unit: 'ru-far-east-af' }, { type: 'PLACE_BEACHHEAD', marker: 'we-bh-1', arrowTo: 'w2518' }]);

    // CT-3: both go to the Delay boxes by their own type: the Surface Fleet to the Naval Warfare Delay Box, the Air Force to the Delay Box.
    s = play(actor, { type: 'CONTEST', faction: 'axis', unit: 'jp-3-air-div' });
    expect(stepId(s)).toBe(CHOOSE);
    expect(placeOf(s, 'br-force-b')).toEqual({ kind: 'navalWarfareDelayBox' });
    expect(placeOf(s, 'jp-3-air-div')).toEqual({ kind: 'delayBox' });
    expect(s.context.turn.placement).toEqual({ placed: ['br-eastern-cv'], asked: [] });
    expect(messages(s).at(-1)).toMatch(/Axis faction contests with 3rd Air Division .*Force B .* to the Naval Warfare Delay Box, 3rd Air Division .* to the Delay Box/);
    holds(s, [...BAD_INPUT, { type: 'DONE' }, { type: 'PLACE_SUPPORT', unit: 'br-force-b', to: { kind: 'hex', hex: 'w2618' } }]);

    // SU-6: play goes on until the phasing faction declares it is finished; then Blitz Marker Placement.
    s = play(actor, { type: 'DONE' });
    expect(stepId(s)).toBe('ds.support.blitzPlacement');
    expect(placeOf(s, 'br-eastern-cv')).toEqual({ kind: 'hex', hex: 'w2818' });
  });

  it('DS-EX-10 (c) BH-2 FP-8 without an Air Base in Batavia the Axis cannot contest, and the Surface Fleet must land a Beachhead-1', () => {
    const noBatavia = teaching((g) => moved(g, { 'jp-16-army': { kind: 'forcePool', faction: 'axis' } }));
    let { actor, s } = toPlacement(noBatavia);
    s = play(actor, { type: 'PLACE_SUPPORT', unit: 'br-eastern-cv', to: { kind: 'hex', hex: 'w2717' } });
    if (stepId(s) === CONTEST) s = play(actor, { type: 'DECLINE_CONTEST', faction: 'axis' });
    s = play(actor, { type: 'PLACE_CV_STRIKE', hex: 'w2818' });
    if (stepId(s) === CONTEST) s = play(actor, { type: 'DECLINE_CONTEST', faction: 'axis' });
    expect(placeOf(s, 'br-eastern-cv')).toEqual({ kind: 'hex', hex: 'w2818' });

    // "it would not be able to contest this placement from Telekbetung": no faction is asked at all.
    s = play(actor, { type: 'PLACE_SUPPORT', unit: 'br-force-b', to: { kind: 'hex', hex: 'w2618' } });
    expect(stepId(s)).toBe('ds.support.placement.surfaceFleetBeachhead');
    expect(messages(s)).toEqual(expect.arrayContaining([expect.stringMatching(/Axis faction has no support unit that could contest Force B/)]));
    holds(s, [
      ...BAD_INPUT, { type: 'DONE' }, { type: 'DECLINE_BEACHHEAD' }, { type: 'PLACE_SUPPORT', unit: 'au-raaf-nw', to: { kind: 'hex', hex: 'w2618' } },
      { type: 'PLACE_BEACHHEAD', marker: 'we-bh-1', arrowTo: 'w2717' }, { type: 'PLACE_BEACHHEAD', marker: 'ax-bh-1', arrowTo: 'w2518' },
    ]);
    expect(legalActions(s)).toEqual(expect.arrayContaining([{ type: 'PLACE_BEACHHEAD', marker: 'we-bh-2', arrowTo: 'w2518' }]));
    expect(legalActions(s).every((e) => e.type === 'PLACE_BEACHHEAD')).toBe(true);

    // BH-2: a Beachhead-1 in w2618, arrow to Christmas Island; the Surface Fleet to the Bay of Bengal Used Box.
    s = play(actor, { type: 'PLACE_BEACHHEAD', marker: 'we-bh-2', arrowTo: 'w2518' });
    expect(stepId(s)).toBe(CHOOSE);
    expect(placeOf(s, 'we-bh-2')).toEqual({ kind: 'hex', hex: 'w2618', arrowTo: 'w2518' });
    expect(s.context.game.counters.get('we-bh-2')!.counter).toMatchObject({ type: 'beachhead', level: 1 });
    expect(placeOf(s, 'br-force-b')).toEqual({ kind: 'navalZone', zone: 'bayOfBengal', box: 'used' });
    expect(s.context.turn.placement.followUp).toBeUndefined();
    holds(s, [...BAD_INPUT, { type: 'DONE' }]);
  });

  it('CT-14 CT-3 the CV Strike, contested as it is flipped, goes to the Delay Box and comes back to its CV Fleet side there', () => {
    let { actor, s } = toPlacement(teaching());
    play(actor, { type: 'PLACE_SUPPORT', unit: 'br-eastern-cv', to: { kind: 'hex', hex: 'w2717' } });
    s = play(actor, { type: 'DECLINE_CONTEST', faction: 'axis' });
    expect(s.context.turn.placement.placed).toEqual(['br-eastern-cv']);
    s = play(actor, { type: 'PLACE_CV_STRIKE', hex: 'w2818' });
    expect(isListed(s, { type: 'CONTEST', faction: 'axis', unit: 'jp-3-air-div' })).toBe(true);
    s = play(actor, { type: 'CONTEST', faction: 'axis', unit: 'jp-3-air-div' });
    expect(stepId(s)).toBe(CHOOSE);
    expect(s.context.game.counters.get('br-eastern-cv')).toMatchObject({ at: { kind: 'delayBox' }, counter: { flipped: false } });
    expect(placeOf(s, 'jp-3-air-div')).toEqual({ kind: 'delayBox' });
    expect(s.context.turn.placement).toEqual({ placed: [], asked: [] });
    expect(messages(s).at(-1)).toMatch(/Eastern Fleet Carriers \(British CV Strike\) to the Delay Box/);
    holds(s, [...BAD_INPUT, { type: 'DONE' }, { type: 'PLACE_CV_STRIKE', hex: 'w2818' }]);
  });
});
