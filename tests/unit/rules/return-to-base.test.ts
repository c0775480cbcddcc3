import { describe, expect, it } from 'vitest';
import { newDice } from '../../../src/core/dice.ts';
import { applyReturnToBase } from '../../../src/ds/apply/support-automatic.ts';
import { moveCounter, updateCounter } from '../../../src/ds/model/contents.ts';
import type { Place } from '../../../src/ds/model/places.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import type { SupportUnit } from '../../../src/ds/model/support-units.ts';
import { flipsOnReturn, returnDestination, returnsToBase } from '../../../src/ds/rules/return-to-base.ts';
import { freshBookkeeping, type DsTurnContext } from '../../../src/ds/turn/context.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';
import { GameLog } from '../../../src/core/log.ts';

const teaching = loadScenario(TEACHING); // Western phasing
const ctxOf = (game: DsGameState): DsTurnContext => ({ game, turn: freshBookkeeping(), dice: newDice(1), log: GameLog.empty });
const support = (g: DsGameState, id: string): SupportUnit => {
  const c = g.counters.get(id)!.counter;
  if (c.kind !== 'support') throw new Error(`${id} is not a support unit`);
  return c;
};
const flipped = (g: DsGameState, id: string, extra: Partial<SupportUnit> = {}): DsGameState => updateCounter(g, { ...support(g, id), flipped: true, ...extra });
const at = (g: DsGameState, id: string): Place => g.counters.get(id)!.at;

describe('2.2.1 Return to Base', () => {
  it('RB-1 2.2.1 phasing support units in a hex, a Naval Zone Box or the Strategic Warfare Box return to base', () => {
    let g = moveCounter(teaching, 'br-221-group', { kind: 'hex', hex: 'w3218' });
    g = moveCounter(g, 'br-force-b', { kind: 'navalZone', zone: 'bayOfBengal', box: 'onStation' });
    g = moveCounter(g, 'us-asiatic-subs', { kind: 'strategicWarfareBox' });
    for (const id of ['br-221-group', 'br-force-b', 'us-asiatic-subs']) expect(returnsToBase(g, g.counters.get(id)!, 'western'), id).toBe(true);
    expect(returnsToBase(g, g.counters.get('au-raaf-nw')!, 'western')).toBe(false); // in the Force Pool
    expect(returnsToBase(g, g.counters.get('nei-ml-knil')!, 'western')).toBe(false); // in the Delay Box
  });

  it('RB-1 2.2.1 a Used Box is a Naval Zone Box (R-USED-BOX); only the phasing faction\'s pieces return', () => {
    expect(returnsToBase(teaching, teaching.counters.get('jp-2-fleet')!, 'western')).toBe(false);
    expect(returnsToBase(teaching, teaching.counters.get('jp-2-fleet')!, 'axis')).toBe(true);
    expect(returnsToBase(teaching, teaching.counters.get('jp-6-fleet')!, 'axis')).toBe(true);
  });

  it('RB-1 2.2.1 Convoy markers in a Convoys Box return too; other markers do not', () => {
    expect(returnsToBase(teaching, teaching.counters.get('jp-convoy-1')!, 'axis')).toBe(true);
    expect(returnsToBase(teaching, teaching.counters.get('ax-log-1')!, 'axis')).toBe(false);
  });

  it('RB-2 2.2.1 a piece with a Delay Stripe goes to the Delay Box, any other to the Force Pool', () => {
    expect(returnDestination(support(teaching, 'br-eastern-cv'), 'western')).toEqual({ kind: 'delayBox' });
    expect(returnDestination(support(teaching, 'br-force-b'), 'western')).toEqual({ kind: 'forcePool', faction: 'western' });
  });

  it('RB-3 2.2.1 the inherent Supply Convoys printed on the map are not removed', () => {
    const g: DsGameState = { ...teaching, navalZones: { ...teaching.navalZones, bayOfBengal: { ...teaching.navalZones.bayOfBengal!, inherentSupplyConvoys: ['western'] } } };
    const after = applyReturnToBase(ctxOf(g)).game!;
    expect(after.navalZones.bayOfBengal!.inherentSupplyConvoys).toEqual(['western']);
  });

  it('RB-4 2.2.1 an Escort Troop Convoy is flipped to its support-unit side before going to the Delay Box', () => {
    let g = flipped(teaching, 'br-force-b', { delayStripe: true });
    g = moveCounter(g, 'br-force-b', { kind: 'navalZone', zone: 'bayOfBengal', box: 'convoys' });
    expect(flipsOnReturn(support(g, 'br-force-b'))).toBe(true);
    const after = applyReturnToBase(ctxOf(g)).game!;
    expect(at(after, 'br-force-b')).toEqual({ kind: 'delayBox' });
    expect(support(after, 'br-force-b').flipped).toBe(false);
  });

  it('RB-5 2.2.1 a CV Strike is flipped to its CV Fleet side before going to the Delay Box', () => {
    const g = moveCounter(flipped(teaching, 'br-eastern-cv'), 'br-eastern-cv', { kind: 'hex', hex: 'w2818' });
    expect(flipsOnReturn(support(g, 'br-eastern-cv'))).toBe(true);
    const after = applyReturnToBase(ctxOf(g));
    expect(at(after.game!, 'br-eastern-cv')).toEqual({ kind: 'delayBox' });
    expect(support(after.game!, 'br-eastern-cv').flipped).toBe(false);
    expect(after.log!.map((l) => l.message)).toContain('Eastern Fleet Carriers (British CV Fleet) returns from Telekbetung (w2818) to the Delay Box');
  });

  it('RB-6 2.2.3.5 a Devastation marker (a flipped Bomber) is never removed', () => {
    const g = moveCounter(flipped(teaching, 'us-10-af'), 'us-10-af', { kind: 'hex', hex: 'w2818' });
    expect(returnsToBase(g, g.counters.get('us-10-af')!, 'western')).toBe(false);
    expect(flipsOnReturn(support(g, 'us-10-af'))).toBe(false);
    expect(at(applyReturnToBase(ctxOf(g)).game!, 'us-10-af')).toEqual({ kind: 'hex', hex: 'w2818' });
  });

  it('RB-1 2.2.1 with nothing on the map, the log says so', () => {
    expect(applyReturnToBase(ctxOf(teaching)).log!.map((l) => l.message)).toEqual(['nothing to return to base']);
  });
});
