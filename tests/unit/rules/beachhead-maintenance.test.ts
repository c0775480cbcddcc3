import { describe, expect, it } from 'vitest';
import { moveCounter } from '../../../src/ds/model/contents.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import {
  beachheadMayRemain, beachheadMustBeRemoved, beachheadsToMaintain, flipsWhenKept, inlandAdvanceHex, inlandAdvanceViolations,
  keepBeachheadViolations, maintainedMarkerViolations, maintenanceDoneViolations, returnBeachheadViolations,
  snlfBeachheadsThatRemain,
} from '../../../src/ds/rules/beachhead-maintenance.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';

/**
 * The Java situation at sea (teaching scenario, Western phasing): w2717 and w2718 are All-Sea hexes
 * off Telekbetung (w2818, the Japanese 38th Division) and Tjilatjap (w2719, the NEI 2nd KNIL).
 */
function situation(): DsGameState {
  let g = loadScenario(TEACHING);
  // Kept: Beachhead-2 off Telekbetung with the Australian 7th Division on it.
  g = moveCounter(g, 'we-bh-2', { kind: 'hex', hex: 'w2717', arrowTo: 'w2818' });
  g = moveCounter(g, 'au-7-div', { kind: 'hex', hex: 'w2717' });
  // Must go: Beachhead-1 pointing at Tjilatjap, which holds no enemy unit.
  g = moveCounter(g, 'we-bh-1', { kind: 'hex', hex: 'w2718', arrowTo: 'w2719' });
  g = moveCounter(g, 'br-5-div', { kind: 'hex', hex: 'w2718' });
  g = moveCounter(g, 'au-1-corps-hq', { kind: 'hex', hex: 'w2718' });
  return g;
}
const m = (g: DsGameState, id: string) => g.counters.get(id)!;
const codes = (vs: readonly { code: string }[]) => vs.map((x) => x.code);

describe('2.2.2 Beachhead Maintenance', () => {
  const g = situation();

  it('2.2.2 the phasing faction maintains its Beachhead-1 and Beachhead-2 markers in All-Sea hexes', () => {
    expect(beachheadsToMaintain(g, 'western').map((p) => p.counter.id)).toEqual(['we-bh-1', 'we-bh-2']);
    expect(beachheadsToMaintain(g, 'axis')).toEqual([]);
    expect(beachheadsToMaintain(loadScenario(TEACHING), 'western')).toEqual([]);
  });

  it('BM-1 2.2.2 a Beachhead may remain when stacked with friendly ground units and its arrow points to a Land hex with enemy units', () => {
    expect(beachheadMayRemain(g, m(g, 'we-bh-2'))).toBe(true);
  });

  it('BM-1 2.2.2 not when no friendly ground unit is on it', () => {
    const alone = moveCounter(g, 'au-7-div', { kind: 'hex', hex: 'w2518' });
    expect(beachheadMayRemain(alone, m(alone, 'we-bh-2'))).toBe(false);
  });

  it('BM-1 2.2.2 not when the Land hex it points to holds no enemy unit (friendly units there do not count)', () => {
    expect(beachheadMayRemain(g, m(g, 'we-bh-1'))).toBe(false);
    const empty = moveCounter(g, 'jp-38-div', { kind: 'forcePool', faction: 'axis' });
    expect(beachheadMayRemain(empty, m(empty, 'we-bh-2'))).toBe(false);
  });

  it('BM-1 2.2.2 an enemy support unit alone does not occupy the Land hex (R-BM-ENEMY-UNITS)', () => {
    let h = moveCounter(g, 'jp-38-div', { kind: 'forcePool', faction: 'axis' });
    h = moveCounter(h, 'jp-3-air-div', { kind: 'hex', hex: 'w2818' });
    expect(beachheadMayRemain(h, m(h, 'we-bh-2'))).toBe(false);
  });

  it('BM-1 2.2.2 not without an arrow (no Beachhead Hexside)', () => {
    const noArrow = moveCounter(g, 'we-bh-2', { kind: 'hex', hex: 'w2717' });
    expect(beachheadMayRemain(noArrow, m(noArrow, 'we-bh-2'))).toBe(false);
  });

  it('BM-2 2.2.2 a Beachhead-2 that remains is flipped to its Beachhead-1 side', () => {
    expect(flipsWhenKept(2)).toBe(true);
    expect(flipsWhenKept(1)).toBe(false);
    expect(keepBeachheadViolations(g, 'western', [], 'we-bh-2')).toEqual([]);
  });

  it('BM-3 2.2.2 a Beachhead that does not meet both conditions must be removed to the Force Pool', () => {
    expect(beachheadMustBeRemoved(g, m(g, 'we-bh-1'))).toBe(true);
    expect(codes(keepBeachheadViolations(g, 'western', [], 'we-bh-1'))).toEqual(['beachheadMaintenance.mustBeRemoved']);
    expect(returnBeachheadViolations(g, 'western', [], 'we-bh-1')).toEqual([]);
  });

  it('BM-4 2.2.2 a Beachhead that may remain may be returned to the Force Pool anyway', () => {
    expect(beachheadMustBeRemoved(g, m(g, 'we-bh-2'))).toBe(false);
    expect(returnBeachheadViolations(g, 'western', [], 'we-bh-2')).toEqual([]);
  });

  it('BM-5 2.2.2 before removing a Beachhead that must go, any ground unit stacked on it may advance inland', () => {
    expect(inlandAdvanceViolations(g, 'western', [], 'we-bh-1', 'br-5-div')).toEqual([]);
    expect(inlandAdvanceViolations(g, 'western', [], 'we-bh-1', 'au-1-corps-hq')).toEqual([]);
  });

  it('BM-5 2.2.2 no Inland Advance from a Beachhead that may remain, even if returned (gap §2 #39, R-INLAND-ADVANCE)', () => {
    expect(codes(inlandAdvanceViolations(g, 'western', [], 'we-bh-2', 'au-7-div'))).toEqual(['inlandAdvance.beachheadMayRemain']);
  });

  it('BM-5 2.2.2 nor once the marker is dealt with, nor for a unit not stacked on it, nor for enemy or support units', () => {
    expect(codes(inlandAdvanceViolations(g, 'western', ['we-bh-1'], 'we-bh-1', 'br-5-div'))).toEqual(['beachheadMaintenance.alreadyDone']);
    expect(codes(inlandAdvanceViolations(g, 'western', [], 'we-bh-1', 'au-7-div'))).toEqual(['inlandAdvance.notOnBeachhead']);
    expect(codes(inlandAdvanceViolations(g, 'western', [], 'we-bh-1', 'jp-38-div'))).toEqual(['inlandAdvance.notYours']);
    expect(codes(inlandAdvanceViolations(g, 'western', [], 'we-bh-1', 'br-221-group'))).toEqual(['inlandAdvance.notGroundUnit']);
    expect(codes(inlandAdvanceViolations(g, 'western', [], 'we-bh-1', 'nobody'))).toEqual(['inlandAdvance.unknownUnit']);
  });

  it('BM-6 2.2.2 the unit goes to the Land hex adjacent to the Beachhead Hexside', () => {
    expect(inlandAdvanceHex(g, m(g, 'we-bh-1'))).toBe('w2719');
  });

  it('BM-7 2.2.2 an Inland Advance ignores Mud, supply, Policies, Truces and Failures', () => {
    const mud: DsGameState = {
      ...g,
      weatherAreas: { ...g.weatherAreas, southMonsoon: { ...g.weatherAreas.southMonsoon!, weather: 'mud' } },
      facts: { ...g.facts, unsupplied: ['br-5-div'], failures: ['nei'] },
      countries: { ...g.countries, nei: { ...g.countries.nei!, status: 'policyAffected', policies: ['sample policy'], truces: ['axis'] } },
    };
    expect(inlandAdvanceViolations(mud, 'western', [], 'we-bh-1', 'br-5-div')).toEqual([]);
  });

  it('BM-8 2.2.2 Axis SNLF Beachhead-0 markers placed earlier this turn remain automatically', () => {
    const axis = moveCounter(g, 'ax-snlf-1', { kind: 'hex', hex: 'w2517', arrowTo: 'w2518' });
    expect(snlfBeachheadsThatRemain(axis, 'axis').map((p) => p.counter.id)).toEqual(['ax-snlf-1']);
    expect(snlfBeachheadsThatRemain(axis, 'western')).toEqual([]);
    expect(beachheadsToMaintain(axis, 'axis')).toEqual([]);
    expect(codes(maintainedMarkerViolations(axis, 'axis', [], 'ax-snlf-1'))).toEqual(['beachheadMaintenance.snlfRemains']);
  });

  it('2.2.2 bad input is a located violation: unknown marker, not a Beachhead, not yours, not at sea', () => {
    expect(codes(keepBeachheadViolations(g, 'western', [], 'nope'))).toEqual(['beachheadMaintenance.unknownMarker']);
    expect(codes(keepBeachheadViolations(g, 'western', [], 'we-blitz-1'))).toEqual(['beachheadMaintenance.notBeachhead']);
    expect(codes(keepBeachheadViolations(g, 'axis', [], 'we-bh-2'))).toEqual(['beachheadMaintenance.notYours']);
    const pooled = moveCounter(g, 'we-bh-2', { kind: 'forcePool', faction: 'western' });
    expect(codes(keepBeachheadViolations(pooled, 'western', [], 'we-bh-2'))).toEqual(['beachheadMaintenance.notAtSea']);
  });

  it('2.2.2 the step is over only when every Beachhead marker has been kept or returned', () => {
    expect(codes(maintenanceDoneViolations(g, 'western', ['we-bh-2']))).toEqual(['beachheadMaintenance.markersLeft']);
    expect(maintenanceDoneViolations(g, 'western', ['we-bh-1', 'we-bh-2'])).toEqual([]);
  });
});
