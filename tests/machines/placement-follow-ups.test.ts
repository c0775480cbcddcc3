import { describe, expect, it } from 'vitest';
import { explain, legalActions } from '../../src/ds/legal/index.ts';
import { isDevastation } from '../../src/ds/rules/devastation.ts';
import { returnsToBase } from '../../src/ds/rules/return-to-base.ts';
import { play, stepId } from '../support/turn-harness.ts';
import { BAD_INPUT, CHOOSE, holds, isListed, letStand, messages, moved, placeOf, supplied, teaching, toPlacement } from './placement-helpers.ts';

const ESCORT = 'ds.support.placement.escort';
const AIR_FORCE_BEACHHEAD = 'ds.support.placement.airForceBeachhead';
const DEVASTATION_TARGET = 'ds.support.placement.devastationTarget';
const noWesternBeachheads = { 'we-bh-1': { kind: 'delayBox' }, 'we-bh-2': { kind: 'delayBox' } } as const;

describe('2.2.3 immediate follow-ups of a successful placement', () => {
  it('DS-EX-04 DS-EX-11 CV-9 CV-1 CV-8 an Air Force On Station becomes an Escort Troop Convoy, which lets a US Convoy into the Bay of Bengal, placed uncontested in its mode', () => {
    let { actor, s } = toPlacement(teaching());
    const usConvoy = { type: 'PLACE_CONVOY', marker: 'us-convoy-1', zone: 'bayOfBengal', mode: 'supply' } as const;
    expect(explain(s, usConvoy)).not.toEqual([]); // no US Home or Dependent Port there, and no Escort yet

    s = play(actor, { type: 'PLACE_SUPPORT', unit: 'br-221-group', to: { kind: 'onStation', zone: 'bayOfBengal' } });
    s = letStand(actor, [...BAD_INPUT, { type: 'ESCORT_CONVOY', escort: true }]);
    expect(stepId(s)).toBe(ESCORT);
    expect(placeOf(s, 'br-221-group')).toEqual({ kind: 'navalZone', zone: 'bayOfBengal', box: 'onStation' });
    holds(s, [...BAD_INPUT, { type: 'DONE' }, { type: 'ESCORT_CONVOY', escort: true }, { type: 'ESCORT_CONVOY', escort: false }, { type: 'DECLINE_BEACHHEAD' }, usConvoy]);
    expect(legalActions(s)).toEqual([{ type: 'ESCORT_CONVOY', escort: true }, { type: 'ESCORT_CONVOY', escort: false }]);

    s = play(actor, { type: 'ESCORT_CONVOY', escort: true });
    expect(stepId(s)).toBe(CHOOSE);
    expect(placeOf(s, 'br-221-group')).toEqual({ kind: 'navalZone', zone: 'bayOfBengal', box: 'convoys' });
    expect(s.context.game.counters.get('br-221-group')!.counter).toMatchObject({ flipped: true });
    holds(s, [...BAD_INPUT, { type: 'DONE' }, usConvoy]);
    expect(isListed(s, usConvoy)).toBe(true);

    // CV-1: the Convoy marker is not contested; CV-8: it lies Supply side up (it was Troop side up in the Force Pool).
    s = play(actor, usConvoy);
    expect(stepId(s)).toBe(CHOOSE);
    expect(placeOf(s, 'us-convoy-1')).toEqual({ kind: 'navalZone', zone: 'bayOfBengal', box: 'convoys' });
    expect(s.context.game.counters.get('us-convoy-1')!.counter).toMatchObject({ type: 'convoy', mode: 'supply' });
    expect(s.context.turn.placement).toEqual({ placed: ['br-221-group'], asked: [] });
    expect(messages(s).at(-1)).toMatch(/Standard Convoy \(Supply\) \(us-convoy-1\) in the Bay of Bengal Convoys Box; Convoy markers are not contested/);
    holds(s, [...BAD_INPUT, { type: 'DONE' }, usConvoy, { type: 'DECLINE_CONTEST', faction: 'axis' }]);
  });

  it('CV-9 the phasing faction may also keep its Air Force On Station', () => {
    let { actor, s } = toPlacement(teaching());
    play(actor, { type: 'PLACE_SUPPORT', unit: 'br-221-group', to: { kind: 'onStation', zone: 'bayOfBengal' } });
    letStand(actor);
    s = play(actor, { type: 'ESCORT_CONVOY', escort: false });
    expect(stepId(s)).toBe(CHOOSE);
    expect(placeOf(s, 'br-221-group')).toEqual({ kind: 'navalZone', zone: 'bayOfBengal', box: 'onStation' });
    expect(s.context.game.counters.get('br-221-group')!.counter).toMatchObject({ flipped: false });
  });

  it('AP-3 BH-1 an Air Force placed at sea may be exchanged for a Beachhead-2; the Air Force goes to the Used Box', () => {
    let { actor, s } = toPlacement(teaching());
    play(actor, { type: 'PLACE_SUPPORT', unit: 'au-raaf-nw', to: { kind: 'hex', hex: 'w2618' } });
    s = letStand(actor, BAD_INPUT);
    expect(stepId(s)).toBe(AIR_FORCE_BEACHHEAD);
    holds(s, [...BAD_INPUT, { type: 'DONE' }, { type: 'DECLINE_BEACHHEAD' }, { type: 'PLACE_BEACHHEAD', marker: 'we-bh-1', arrowTo: 'w2518' }, { type: 'ESCORT_CONVOY', escort: true }]);
    expect(legalActions(s)).toEqual(expect.arrayContaining([{ type: 'DECLINE_BEACHHEAD' }, { type: 'PLACE_BEACHHEAD', marker: 'we-bh-1', arrowTo: 'w2518' }]));

    s = play(actor, { type: 'PLACE_BEACHHEAD', marker: 'we-bh-1', arrowTo: 'w2518' });
    expect(stepId(s)).toBe(CHOOSE);
    expect(placeOf(s, 'we-bh-1')).toEqual({ kind: 'hex', hex: 'w2618', arrowTo: 'w2518' });
    expect(s.context.game.counters.get('we-bh-1')!.counter).toMatchObject({ level: 2 });
    expect(placeOf(s, 'au-raaf-nw')).toEqual({ kind: 'navalZone', zone: 'bayOfBengal', box: 'used' });
    holds(s, [...BAD_INPUT, { type: 'DONE' }]);
  });

  it('AP-3 BH-1 the Air Force may decline the exchange and stays in its hex; with no Beachhead marker left, nothing is asked', () => {
    let { actor, s } = toPlacement(teaching());
    play(actor, { type: 'PLACE_SUPPORT', unit: 'au-raaf-nw', to: { kind: 'hex', hex: 'w2618' } });
    letStand(actor);
    s = play(actor, { type: 'DECLINE_BEACHHEAD' });
    expect(stepId(s)).toBe(CHOOSE);
    expect(placeOf(s, 'au-raaf-nw')).toEqual({ kind: 'hex', hex: 'w2618' });

    ({ actor, s } = toPlacement(teaching((g) => moved(g, noWesternBeachheads))));
    play(actor, { type: 'PLACE_SUPPORT', unit: 'au-raaf-nw', to: { kind: 'hex', hex: 'w2618' } });
    s = letStand(actor);
    expect(stepId(s)).toBe(CHOOSE);
    expect(placeOf(s, 'au-raaf-nw')).toEqual({ kind: 'hex', hex: 'w2618' });
    expect(messages(s).at(-1)).toMatch(/could place no Beachhead-2 marker here .*: it stays/);
  });

  it('DS-CL-12 AP-9 DV-1 DV-2 DV-3 a US Bomber on Lingayen flips to Devastation for good and sends the Japanese Detachment there to the Delay Box', () => {
    const game = teaching((g) => moved(supplied(g, 'us-usaffe'), { 'jp-det-3': { kind: 'hex', hex: 'w3924' } }));
    let { actor, s } = toPlacement(game);
    expect(isListed(s, { type: 'PLACE_SUPPORT', unit: 'us-10-af', to: { kind: 'hex', hex: 'w3924' } })).toBe(true);
    play(actor, { type: 'PLACE_SUPPORT', unit: 'us-10-af', to: { kind: 'hex', hex: 'w3924' } });
    s = letStand(actor, BAD_INPUT);
    expect(stepId(s)).toBe(DEVASTATION_TARGET);
    expect(s.context.game.counters.get('us-10-af')).toMatchObject({ at: { kind: 'hex', hex: 'w3924' }, counter: { flipped: true } });
    expect(isDevastation(s.context.game.counters.get('us-10-af')!.counter)).toBe(true);
    const own = { type: 'DEVASTATION_TARGET', marker: 'we-log-1' } as const;
    const notAMarker = { type: 'DEVASTATION_TARGET', marker: 'jp-14-army' } as const;
    holds(s, [...BAD_INPUT, { type: 'DONE' }, own, notAMarker, { type: 'DEVASTATION_TARGET' }, { type: 'PLACE_CV_STRIKE', hex: 'w3924' }]);
    expect(legalActions(s)).toEqual([{ type: 'DEVASTATION_TARGET' }, { type: 'DEVASTATION_TARGET', marker: 'jp-det-3' }]);
    expect(explain(s, notAMarker)[0]?.code).toBe('devastation.notDetachmentOrLogistics');

    s = play(actor, { type: 'DEVASTATION_TARGET', marker: 'jp-det-3' });
    expect(stepId(s)).toBe(CHOOSE);
    expect(placeOf(s, 'jp-det-3')).toEqual({ kind: 'delayBox' });
    expect(messages(s).slice(-2)).toEqual([
      expect.stringMatching(/10th Air Force flips to its Devastation marker side in Lingayen \(w3924\)/),
      expect.stringMatching(/Detachment \(jp-det-3\) is sent to the Delay Box/),
    ]);
    // DV-3: once placed, a Devastation marker is never removed; the next Return to Base leaves it.
    const placed = s.context.game.counters.get('us-10-af')!;
    expect(returnsToBase(s.context.game, placed, 'western')).toBe(false);
    holds(s, [...BAD_INPUT, { type: 'DONE' }, { type: 'DEVASTATION_TARGET' }]);
  });

  it('DV-2 with no enemy Detachment or Logistics marker in the hex, the Devastation flip asks nothing more', () => {
    let { actor, s } = toPlacement(teaching((g) => supplied(g, 'us-usaffe')));
    play(actor, { type: 'PLACE_SUPPORT', unit: 'us-10-af', to: { kind: 'hex', hex: 'w3924' } });
    s = letStand(actor);
    expect(stepId(s)).toBe(CHOOSE);
    expect(isDevastation(s.context.game.counters.get('us-10-af')!.counter)).toBe(true);
    expect(messages(s).at(-1)).toMatch(/there is no enemy Detachment or Logistics marker there/);
  });
});

describe('2.2.3 a mandatory follow-up that could not be made (gaps §2 #8, #9; R-MANDATORY-FOLLOW-UP)', () => {
  it('FP-8 BH-2 a Surface Fleet may not be placed in an All-Sea hex when no Beachhead marker is left in the Force Pool; On Station it may', () => {
    const { s } = toPlacement(teaching((g) => moved(g, noWesternBeachheads)));
    const atSea = { type: 'PLACE_SUPPORT', unit: 'br-force-b', to: { kind: 'hex', hex: 'w2618' } } as const;
    expect(explain(s, atSea)).toEqual([expect.objectContaining({ rule: '2.2.3.4', code: 'placement.noBeachheadPossible' })]);
    const surfaceFleet = legalActions(s).filter((e) => e.type === 'PLACE_SUPPORT' && e.unit === 'br-force-b');
    expect(surfaceFleet.length).toBeGreaterThan(0);
    expect(surfaceFleet.every((e) => e.type === 'PLACE_SUPPORT' && e.to.kind === 'onStation')).toBe(true);
    holds(s, [...BAD_INPUT, atSea, { type: 'PLACE_SUPPORT', unit: 'br-force-b', to: { kind: 'onStation', zone: 'bayOfBengal' } }]);
  });

  it('FP-4 AP-11 PR-4 a CV Fleet may not be placed in a hex around which its CV Strike could go nowhere (South Monsoon Mud)', () => {
    const mud = teaching((g) => ({ ...g, weatherAreas: { ...g.weatherAreas, southMonsoon: { ...g.weatherAreas['southMonsoon']!, weather: 'mud' } } }));
    const { s } = toPlacement(mud);
    const fleet = { type: 'PLACE_SUPPORT', unit: 'br-eastern-cv', to: { kind: 'hex', hex: 'w2717' } } as const;
    expect(explain(s, fleet)).toEqual([expect.objectContaining({ rule: '2.2.3.1', code: 'placement.noCvStrikeHex' })]);
    expect(isListed(s, fleet)).toBe(false);
    holds(s, [...BAD_INPUT, fleet]);
  });
});
