import { describe, expect, it } from 'vitest';
import { moveCounter, updateCounter } from '../../../src/ds/model/contents.ts';
import type { Marker } from '../../../src/ds/model/markers.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import { snlfBeachheadsToRemove, strandedAxisUnits, troopConvoysToReturn, turnMarkersToRemove } from '../../../src/ds/rules/marker-segment.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';

describe('4.3 Marker Segment', () => {
  it('MK-1 4.3 S1 a phasing Troop Convoy in a Used Box goes back to that zone\'s Convoys Box; a Supply Convoy does not', () => {
    let s = moveCounter(loadScenario(TEACHING), 'br-convoy-1', { kind: 'navalZone', zone: 'southChinaSea', box: 'used' });
    expect(troopConvoysToReturn(s)).toEqual([]);
    s = updateCounter(s, { ...(s.counters.get('br-convoy-1')!.counter as Extract<Marker, { type: 'convoy' }>), mode: 'troop' });
    expect(troopConvoysToReturn(s)).toEqual([{ marker: 'br-convoy-1', to: { kind: 'navalZone', zone: 'southChinaSea', box: 'convoys' } }]);
  });
  it('MK-2 4.3 S2 the phasing faction\'s Blitz markers leave the map for its Force Pool; the enemy\'s stay', () => {
    const s = moveCounter(loadScenario(TEACHING), 'we-blitz-1', { kind: 'hex', hex: 'w2518' });
    expect(turnMarkersToRemove(s)).toEqual([{ marker: 'we-blitz-1', to: { kind: 'forcePool', faction: 'western' } }]);
  });
  it('MK-3 4.3 S3 DS-CL-15 SNLF Beachhead-0 set aside, then the Axis unit left at sea without a Beachhead is eliminated to its Force Pool', () => {
    const s0 = loadScenario(TEACHING);
    const sea = s0.board.grid.neighbours('w2719').find((h) => s0.board.hexes[h]!.terrain === 'allSea')!;
    let s: DsGameState = { ...s0, game: { ...s0.game, phasing: 'axis' } };
    s = moveCounter(s, 'ax-snlf-1', { kind: 'hex', hex: sea, arrowTo: 'w2719' });
    s = moveCounter(s, 'jp-38-div', { kind: 'hex', hex: sea });
    expect(snlfBeachheadsToRemove(s)).toEqual(['ax-snlf-1']);
    expect(strandedAxisUnits(s)).toEqual([]); // the SNLF Beachhead still shelters it
    const removed = moveCounter(s, 'ax-snlf-1', { kind: 'setAside' });
    expect(strandedAxisUnits(removed)).toEqual([{ unit: 'jp-38-div', to: { kind: 'forcePool', faction: 'axis' } }]);
  });
  it('MK-3 4.3 S3 runs in the Axis Marker Segment only', () => {
    const s = moveCounter(loadScenario(TEACHING), 'ax-snlf-1', { kind: 'hex', hex: 'w2508', arrowTo: 'w2518' });
    expect(snlfBeachheadsToRemove(s)).toEqual([]);
  });
});
