import { describe, expect, it } from 'vitest';
import { moveCounter, updateCounter } from '../../src/ds/model/contents.ts';
import type { DsGameState } from '../../src/ds/model/state.ts';
import { TEACHING, advanceTo, expectLegalityHolds, loadScenario, startTurn, type TurnSnapshot } from '../support/turn-harness.ts';

const MAINTENANCE = 'ds.support.beachheadMaintenance';
const quiet = (g: DsGameState, phasing = g.game.phasing): DsGameState =>
  ({ ...g, game: { ...g.game, phasing, currentCard: { name: 'Quiet card', blitzValue: 0, politicalEvents: '' } } });
const rb = (s: TurnSnapshot): string[] => s.context.log.filter((l) => l.rule === '2.2.1').map((l) => l.message);
const at = (s: TurnSnapshot, id: string) => s.context.game.counters.get(id)!.at;
const flipped = (s: TurnSnapshot, id: string) => {
  const c = s.context.game.counters.get(id)!.counter;
  return c.kind === 'support' ? c.flipped : undefined;
};

describe('2.2.1 Return to Base, through the turn machine', () => {
  it('RB-1 RB-2 RB-4 RB-5 RB-6 Western: support units and Convoy markers come home, flipped back; Devastation stays', () => {
    let g = loadScenario(TEACHING);
    const flip = (id: string) => {
      const c = g.counters.get(id)!.counter;
      if (c.kind === 'support') g = updateCounter(g, { ...c, flipped: true });
    };
    g = moveCounter(g, 'br-221-group', { kind: 'hex', hex: 'w3218' });
    flip('br-eastern-cv'); // CV Strike side, Delay Stripe
    g = moveCounter(g, 'br-eastern-cv', { kind: 'hex', hex: 'w2818' });
    flip('br-force-b'); // Escort Troop Convoy side
    g = moveCounter(g, 'br-force-b', { kind: 'navalZone', zone: 'bayOfBengal', box: 'convoys' });
    g = moveCounter(g, 'us-asiatic-subs', { kind: 'strategicWarfareBox' });
    g = moveCounter(g, 'br-convoy-1', { kind: 'navalZone', zone: 'bayOfBengal', box: 'convoys' });
    flip('us-10-af'); // Devastation
    g = moveCounter(g, 'us-10-af', { kind: 'hex', hex: 'w2819' });
    const actor = startTurn(quiet(g));
    const s = advanceTo(actor, MAINTENANCE);
    expect(rb(s).sort()).toEqual([
      '221 Group RAF (British Air Force) returns from Singapore (w3218) to the Western Force Pool',
      'Asiatic Fleet Submarines (US Sub Fleet) returns from the Strategic Warfare Box to the Western Force Pool',
      'Eastern Fleet Carriers (British CV Fleet) returns from Telekbetung (w2818) to the Delay Box',
      'Force B (British Surface Fleet) returns from the Bay of Bengal Convoys Box to the Western Force Pool',
      'Standard Convoy (Supply) (br-convoy-1) returns from the Bay of Bengal Convoys Box to the Western Force Pool',
    ]);
    expect(at(s, 'br-eastern-cv')).toEqual({ kind: 'delayBox' });
    expect(flipped(s, 'br-eastern-cv')).toBe(false);
    expect(flipped(s, 'br-force-b')).toBe(false);
    expect(at(s, 'us-10-af')).toEqual({ kind: 'hex', hex: 'w2819' });
    expect(s.context.log.find((l) => l.rule === '2.2.1')?.kind).toBe('automatic');
    expectLegalityHolds(s, [{ type: 'DONE' }]);
  });

  it('RB-1 RB-3 Axis: the Used Box, the Strategic Warfare Box and the Convoys Box are emptied; only Axis pieces go', () => {
    const g = loadScenario(TEACHING);
    const withInherent: DsGameState = { ...g, navalZones: { ...g.navalZones, southChinaSea: { ...g.navalZones.southChinaSea!, inherentSupplyConvoys: ['axis'] } } };
    const actor = startTurn(quiet(withInherent, 'axis'));
    const s = advanceTo(actor, MAINTENANCE);
    expect(rb(s).sort()).toEqual([
      '2nd Fleet (Japanese Surface Fleet) returns from the South China Sea Used Box to the Axis Force Pool',
      '6th Fleet (Japanese Sub Fleet) returns from the Strategic Warfare Box to the Axis Force Pool',
      'Standard Convoy (Supply) (jp-convoy-1) returns from the South China Sea Convoys Box to the Axis Force Pool',
    ]);
    expect(s.context.game.navalZones.southChinaSea!.inherentSupplyConvoys).toEqual(['axis']);
  });

  it('RB-1 2.2.1 nothing on the map: the log says so', () => {
    const s = advanceTo(startTurn(quiet(loadScenario(TEACHING))), MAINTENANCE);
    expect(rb(s)).toEqual(['nothing to return to base']);
  });
});
