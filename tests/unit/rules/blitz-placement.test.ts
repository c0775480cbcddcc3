import { describe, expect, it } from 'vitest';
import { moveCounter } from '../../../src/ds/model/contents.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import {
  beachheadHexesOwedBlitz, blitzDoneViolations, blitzMarkersAvailable, blitzMarkersInForcePool, blitzMarkersLeft,
  blitzMarkersLost, blitzOpenCity, blitzPlacementViolations, canPlaceBlitz, mandatoryBlitzDue,
} from '../../../src/ds/rules/blitz-placement.ts';
import type { BlitzSlice } from '../../../src/ds/turn/slices/blitz.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';

const teaching = loadScenario(TEACHING); // Western phasing, Blitz Value 2, we-blitz-1/2 in the Force Pool
const fresh: BlitzSlice = { awarded: 0, placed: 0 };
const codes = (vs: readonly { code: string }[]) => vs.map((x) => x.code);
const axis = (g: DsGameState): DsGameState => ({ ...g, game: { ...g.game, phasing: 'axis' } });
const withBeachheads = (g: DsGameState): DsGameState =>
  moveCounter(moveCounter(g, 'we-bh-2', { kind: 'hex', hex: 'w2717', arrowTo: 'w2818' }), 'we-bh-1', { kind: 'hex', hex: 'w2618', arrowTo: 'w2518' });

describe('2.2.4 Blitz Marker Placement', () => {
  it('BZ-1 2.2.4 available Blitz markers: the Current Card\'s Blitz Value plus those awarded by Political Events', () => {
    expect(blitzMarkersAvailable(teaching, 0)).toBe(2);
    expect(blitzMarkersAvailable(teaching, 1)).toBe(3);
    expect(blitzMarkersLeft(teaching, { awarded: 1, placed: 2 })).toBe(1);
    expect(blitzMarkersInForcePool(teaching, 'western')).toEqual(['we-blitz-1', 'we-blitz-2']);
  });

  it('BZ-1 2.2.4 the Blitz marker counters in the Force Pool cap placement too', () => {
    const g = moveCounter(moveCounter(teaching, 'we-blitz-1', { kind: 'hex', hex: 'w3218' }), 'we-blitz-2', { kind: 'hex', hex: 'w2818' });
    expect(canPlaceBlitz(g, fresh)).toBe(false);
    expect(canPlaceBlitz(teaching, fresh)).toBe(true);
  });

  it('BZ-2 2.2.4 a Blitz marker may go in any hex on the map: Land, All-Sea, enemy-held', () => {
    for (const hex of ['w3218', 'w2717', 'w2818', 'w2518']) expect(blitzPlacementViolations(teaching, fresh, 'we-blitz-1', hex), hex).toEqual([]);
  });

  it('BZ-2 2.2.4 one Blitz marker per hex: additional ones go in other hexes (R-BLITZ-ONE-PER-HEX)', () => {
    const g = moveCounter(teaching, 'we-blitz-1', { kind: 'hex', hex: 'w2818' });
    expect(codes(blitzPlacementViolations(g, { awarded: 0, placed: 1 }, 'we-blitz-2', 'w2818'))).toEqual(['blitz.hexHasBlitz']);
    expect(blitzPlacementViolations(g, { awarded: 0, placed: 1 }, 'we-blitz-2', 'w2819')).toEqual([]);
  });

  it('BZ-3 2.2.4 with a Beachhead marker on the map, the first Blitz markers go in the Beachhead hexes', () => {
    const g = withBeachheads(teaching);
    expect(beachheadHexesOwedBlitz(g, 'western')).toEqual(['w2618', 'w2717']);
    expect(codes(blitzPlacementViolations(g, fresh, 'we-blitz-1', 'w3218'))).toEqual(['blitz.beachheadsFirst']);
    expect(blitzPlacementViolations(g, fresh, 'we-blitz-1', 'w2717')).toEqual([]);
    expect(codes(blitzDoneViolations(g, fresh))).toEqual(['blitz.beachheadOwed']);
    const placed = moveCounter(moveCounter(g, 'we-blitz-1', { kind: 'hex', hex: 'w2717' }), 'we-blitz-2', { kind: 'hex', hex: 'w2618' });
    expect(beachheadHexesOwedBlitz(placed, 'western')).toEqual([]);
  });

  it('BZ-3 2.2.4 fewer Blitz markers than Beachhead hexes: as many as there are, then DONE (gap §2 #7, R-BLITZ-SHORT)', () => {
    const g = moveCounter(withBeachheads(teaching), 'we-blitz-1', { kind: 'hex', hex: 'w2717' });
    const oneOnly: BlitzSlice = { awarded: 0, placed: 2 };
    expect(beachheadHexesOwedBlitz(g, 'western')).toEqual(['w2618']);
    expect(mandatoryBlitzDue(g, oneOnly)).toBe(false);
    expect(blitzDoneViolations(g, oneOnly)).toEqual([]);
    expect(mandatoryBlitzDue(g, { awarded: 0, placed: 1 })).toBe(true);
  });

  it('BZ-3 2.2.4 the Axis is never required to place a Blitz marker on an SNLF Beachhead-0', () => {
    const g = moveCounter(axis(teaching), 'ax-snlf-1', { kind: 'hex', hex: 'w2517', arrowTo: 'w2518' });
    expect(beachheadHexesOwedBlitz(g, 'axis')).toEqual([]);
    expect(blitzDoneViolations(g, fresh)).toEqual([]);
    expect(blitzPlacementViolations(g, fresh, 'ax-blitz-1', 'w2517')).toEqual([]);
    const bh = moveCounter(g, 'ax-bh-1', { kind: 'hex', hex: 'w2618', arrowTo: 'w2518' });
    expect(beachheadHexesOwedBlitz(bh, 'axis')).toEqual(['w2618']);
  });

  it('BZ-6 2.2.4 available Blitz markers not placed are lost', () => {
    expect(blitzMarkersLost(teaching, { awarded: 1, placed: 1 })).toBe(2);
    expect(blitzMarkersLost(teaching, { awarded: 0, placed: 2 })).toBe(0);
    expect(blitzDoneViolations(teaching, fresh)).toEqual([]);
  });

  it('BZ-7 2.2.4 a friendly Blitz marker in a City hex makes it an open city', () => {
    const g = moveCounter(teaching, 'we-blitz-1', { kind: 'hex', hex: 'w2819' });
    expect(blitzOpenCity(g, 'w2819', 'western')).toBe(true);
    expect(blitzOpenCity(g, 'w2819', 'axis')).toBe(false);
    expect(blitzOpenCity(moveCounter(teaching, 'we-blitz-1', { kind: 'hex', hex: 'w2717' }), 'w2717', 'western')).toBe(false);
  });

  it('2.2.4 bad input is a located violation: unknown, not Blitz, not yours, not in the Force Pool, none left, no such hex', () => {
    expect(codes(blitzPlacementViolations(teaching, fresh, 'nope', 'w3218'))).toEqual(['blitz.unknownMarker']);
    expect(codes(blitzPlacementViolations(teaching, fresh, 'we-bh-1', 'w3218'))).toEqual(['blitz.notBlitz']);
    expect(codes(blitzPlacementViolations(teaching, fresh, 'ax-blitz-1', 'w3218'))).toEqual(['blitz.notYours']);
    const placed = moveCounter(teaching, 'we-blitz-1', { kind: 'hex', hex: 'w2818' });
    expect(codes(blitzPlacementViolations(placed, fresh, 'we-blitz-1', 'w3218'))).toEqual(['blitz.notInForcePool']);
    expect(codes(blitzPlacementViolations(teaching, { awarded: 0, placed: 2 }, 'we-blitz-1', 'w3218'))).toEqual(['blitz.noneAvailable']);
    expect(codes(blitzPlacementViolations(teaching, fresh, 'we-blitz-1', 'w9999'))).toEqual(['blitz.unknownHex']);
  });
});
