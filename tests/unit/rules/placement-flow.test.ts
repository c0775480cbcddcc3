import { describe, expect, it } from 'vitest';
import { newDice } from '../../../src/core/dice.ts';
import type { DsEvent } from '../../../src/ds/events/index.ts';
import { chooseStep, contestStep } from '../../../src/ds/legal/placement.ts';
import { moveCounter, updateCounter } from '../../../src/ds/model/contents.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import type { SupportUnit, SupportUnitType } from '../../../src/ds/model/support-units.ts';
import {
  answerViolations, contestDestination, contestOptions, contestOrder, isContestable, mandatoryFollowUpViolations,
  mayBeContested, nextToAsk, placementSituation, targetPlace,
} from '../../../src/ds/rules/placement-flow.ts';
import { freshBookkeeping, type DsTurnContext } from '../../../src/ds/turn/context.ts';
import { emptyPlacementSlice, type PlacementSlice } from '../../../src/ds/turn/slices/placement.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';
import { GameLog } from '../../../src/core/log.ts';

const java = loadScenario(TEACHING); // Western phasing; Japanese Air Force in the Axis Force Pool; Batavia and Telekbetung held
const unit = (type: SupportUnitType, flipped = false): SupportUnit => ({ kind: 'support', id: `u-${type}`, name: type, nationality: 'british', type, flipped, delayStripe: false });
const pendingAt = (u: string, hex: string, rest: Partial<PlacementSlice> = {}): PlacementSlice => ({ ...emptyPlacementSlice, pending: { unit: u, to: { kind: 'hex', hex } }, ...rest });
const ctxOf = (game: DsGameState, placement: PlacementSlice = emptyPlacementSlice): DsTurnContext => ({ game, turn: { ...freshBookkeeping(), placement }, dice: newDice(1), log: GameLog.empty });
const codes = (ctx: DsTurnContext, e: DsEvent, step = chooseStep) => step.check(ctx, e).map((v) => v.code);

describe('2.2.3 placement flow predicates', () => {
  it.each([
    ['axis', ['western', 'soviet']], ['western', ['axis', 'soviet']], ['soviet', ['axis', 'western']],
  ] as const)('SU-2 2.2.3 with the %s faction phasing, the others are asked Axis, Western, Soviet: %j', (phasing, order) => {
    expect(contestOrder(phasing, [])).toEqual(order);
    expect(contestOrder(phasing, [order[0]])).toEqual([order[1]]);
  });

  it('SU-2 2.2.3 only the faction being asked answers, and never the phasing faction', () => {
    expect(answerViolations('western', 'axis', 'axis')).toEqual([]);
    expect(answerViolations('western', 'axis', 'soviet').map((v) => v.code)).toEqual(['contest.notYourTurn']);
    expect(answerViolations('western', 'axis', 'western').map((v) => v.code)).toEqual(['contest.phasingFaction']);
    expect(answerViolations('western', undefined, 'axis').map((v) => v.code)).toEqual(['contest.noOffer']);
  });

  it('SU-4 2.2.3 a pending placement has no effect: the rules are told of it, and a CV Strike being flipped is not counted as successfully placed', () => {
    expect(placementSituation('western', { ...emptyPlacementSlice, placed: ['a', 'b'] })).toEqual({ phasing: 'western', placed: ['a', 'b'] });
    const cvStrike = pendingAt('b', 'w2818', { placed: ['a', 'b'] });
    expect(placementSituation('western', cvStrike)).toEqual({ phasing: 'western', placed: ['a'], pending: { unit: 'b', to: { kind: 'hex', hex: 'w2818' } } });
  });

  it('SU-3 CT-14 2.2.3 a successfully placed unit is not contested again, but a CV Strike flipped from its placed CV Fleet is', () => {
    const fleet = java.counters.get('br-eastern-cv')!.counter as SupportUnit;
    const placed = { ...emptyPlacementSlice, placed: ['br-eastern-cv'] };
    expect(mayBeContested(java, emptyPlacementSlice, 'br-eastern-cv')).toBe(true);
    expect(mayBeContested(java, placed, 'br-eastern-cv')).toBe(false);
    expect(mayBeContested(updateCounter(java, { ...fleet, flipped: true }), placed, 'br-eastern-cv')).toBe(true);
    expect(mayBeContested(java, placed, 'no-such-unit')).toBe(false);
  });

  it('CV-1 2.2.3.6 a Convoy marker placement is never contested; a support unit placement may be', () => {
    expect(isContestable(java, 'br-force-b')).toBe(true);
    expect(isContestable(java, 'us-convoy-1')).toBe(false);
    expect(isContestable(java, 'no-such-counter')).toBe(false);
    expect(nextToAsk(java, pendingAt('us-convoy-1', 'w2717'))).toEqual({ passedOver: ['axis', 'soviet'] });
  });

  it.each([
    ['cvFleet', false, undefined, 'navalWarfareDelayBox'], ['cvFleet', false, 'cvStrike', 'delayBox'], ['cvFleet', true, undefined, 'delayBox'],
    ['surfaceFleet', false, undefined, 'navalWarfareDelayBox'], ['subFleet', false, undefined, 'navalWarfareDelayBox'],
    ['airForce', false, undefined, 'delayBox'], ['interceptor', false, undefined, 'delayBox'], ['bomber', false, undefined, 'delayBox'],
  ] as const)('CT-3 2.2.3.2 a contested %s (flipped: %s, side %s) goes to the %s', (type, flipped, side, box) => {
    expect(contestDestination(unit(type, flipped), side)).toEqual({ kind: box });
  });

  it('SU-8 2.2.3.1 a support unit goes to a hex, an On Station Box or the Strategic Warfare Box', () => {
    expect(targetPlace({ kind: 'hex', hex: 'w2717' })).toEqual({ kind: 'hex', hex: 'w2717' });
    expect(targetPlace({ kind: 'onStation', zone: 'bayOfBengal' })).toEqual({ kind: 'navalZone', zone: 'bayOfBengal', box: 'onStation' });
    expect(targetPlace({ kind: 'strategicWarfareBox' })).toEqual({ kind: 'strategicWarfareBox' });
    const ctx = ctxOf(java);
    expect(codes(ctx, { type: 'PLACE_SUPPORT', unit: 'br-force-b', to: { kind: 'hex', hex: 'w9999' } })).toEqual(['placement.unknownHex']);
    expect(codes(ctx, { type: 'PLACE_SUPPORT', unit: 'br-force-b', to: { kind: 'onStation', zone: 'noSuchSea' } })).toEqual(['placement.unknownZone']);
  });

  it('SU-1 SU-5 2.2.3 the phasing faction places support units and Convoy markers from its own Force Pool only', () => {
    const ctx = ctxOf(java);
    expect(codes(ctx, { type: 'PLACE_SUPPORT', unit: 'nei-ml-knil', to: { kind: 'hex', hex: 'w2717' } })).toEqual(['placement.notInForcePool']);
    expect(codes(ctx, { type: 'PLACE_SUPPORT', unit: 'jp-3-air-div', to: { kind: 'hex', hex: 'w2717' } })).toEqual(['placement.notInForcePool']);
    expect(codes(ctx, { type: 'PLACE_SUPPORT', unit: 'no-such-unit', to: { kind: 'hex', hex: 'w2717' } })).toEqual(['placement.unknownUnit']);
    expect(codes(ctx, { type: 'PLACE_CONVOY', marker: 'jp-convoy-2', zone: 'southChinaSea', mode: 'troop' })).toEqual(['convoy.notInForcePool']);
    expect(codes(ctx, { type: 'PLACE_CONVOY', marker: 'no-such-marker', zone: 'southChinaSea', mode: 'troop' })).toEqual(['convoy.unknownMarker']);
  });

  it('SU-6 SU-7 2.2.3 nothing obliges a placement or a contest: DONE is always open, and the faction asked may always decline', () => {
    expect(chooseStep.check(ctxOf(java), { type: 'DONE' })).toEqual([]);
    expect(chooseStep.enumerate(ctxOf(java))).toContainEqual({ type: 'DONE' });
    const asked = ctxOf(java, pendingAt('br-eastern-cv', 'w2717', { asked: ['axis'], asking: 'axis' }));
    expect(contestStep.check(asked, { type: 'DECLINE_CONTEST', faction: 'axis' })).toEqual([]);
    expect(contestStep.enumerate(asked)).toContainEqual({ type: 'DECLINE_CONTEST', faction: 'axis' });
  });

  it('SU-2 CT-1 CT-16 DS-EX-10 the Axis, with its one Japanese Air Force, is asked about the CV Fleet in w2717; the Soviet, with no Russian Air Base, is passed over', () => {
    const slice = pendingAt('br-eastern-cv', 'w2717');
    expect(contestOptions(java, 'axis', slice)).toEqual([{ unit: 'jp-3-air-div' }]);
    expect(contestOptions(java, 'soviet', slice)).toEqual([]);
    expect(nextToAsk(java, slice)).toEqual({ asking: 'axis', passedOver: [] });
    expect(nextToAsk(java, { ...slice, asked: ['axis'] })).toEqual({ passedOver: ['soviet'] });
    expect(nextToAsk(java, { ...slice, placed: ['br-eastern-cv'] })).toEqual({ passedOver: ['axis', 'soviet'] });
  });

  it('FP-8 FP-4 R-MANDATORY-FOLLOW-UP 2.2.3.1 a placement whose mandatory follow-up could not be made is refused; other placements are not concerned', () => {
    const s = { phasing: 'western', placed: [] } as const;
    const atSea = { kind: 'hex', hex: 'w2618' } as const;
    expect(mandatoryFollowUpViolations(java, 'br-force-b', atSea, s)).toEqual([]);
    const noMarkers = moveCounter(moveCounter(java, 'we-bh-1', { kind: 'delayBox' }), 'we-bh-2', { kind: 'delayBox' });
    expect(mandatoryFollowUpViolations(noMarkers, 'br-force-b', atSea, s).map((v) => [v.rule, v.code])).toEqual([['2.2.3.4', 'placement.noBeachheadPossible']]);
    expect(mandatoryFollowUpViolations(noMarkers, 'br-force-b', { kind: 'onStation', zone: 'bayOfBengal' }, s)).toEqual([]);
    expect(mandatoryFollowUpViolations(noMarkers, 'au-raaf-nw', atSea, s)).toEqual([]); // an Air Force's Beachhead-2 is optional
    expect(mandatoryFollowUpViolations(java, 'br-eastern-cv', { kind: 'hex', hex: 'w2717' }, s)).toEqual([]);
    expect(mandatoryFollowUpViolations(java, 'no-such-unit', atSea, s)).toEqual([]);
  });
});
