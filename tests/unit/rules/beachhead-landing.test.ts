import { describe, expect, it } from 'vitest';
import { moveCounter } from '../../../src/ds/model/contents.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import { beachheadLandingViolations, snlfLandingViolations, enemyMarkersShooed } from '../../../src/ds/rules/beachhead-landing.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';

/** A Western Beachhead at sea next to Australia's 7th Division's hex, its arrow at w2518; a Blitz marker there. */
export function westernBeachhead(): { s: DsGameState; sea: string; land: string } {
  let s = loadScenario(TEACHING);
  const land = 'w2518';
  const sea = s.board.grid.neighbours(land).find((h) => s.board.hexes[h]!.terrain === 'allSea')!;
  s = moveCounter(s, 'we-bh-1', { kind: 'hex', hex: sea, arrowTo: land });
  s = moveCounter(s, 'au-7-div', { kind: 'hex', hex: sea });
  s = moveCounter(s, 'au-1-corps-hq', { kind: 'hex', hex: sea });
  s = moveCounter(s, 'we-blitz-1', { kind: 'hex', hex: sea });
  return { s, sea, land };
}
const codes = (s: DsGameState, unit: string, attacked: string[] = []) => beachheadLandingViolations(s, unit, 'we-bh-1', attacked).map((v) => v.code);

describe('4.1.3 Beachhead Landing', () => {
  it('BL-1 BL-3 BL-7 4.1.3 a supplied, Blitz-enabled unit on the Beachhead lands; an HQ may too', () => {
    const { s } = westernBeachhead();
    expect(codes(s, 'au-7-div')).toEqual([]);
    expect(codes(s, 'au-1-corps-hq')).toEqual([]);
  });
  it('BL-1 4.1.3 an unsupplied or not Blitz-enabled unit cannot land', () => {
    const { s } = westernBeachhead();
    expect(codes({ ...s, facts: { ...s.facts, unsupplied: ['au-7-div'] } }, 'au-7-div')).toEqual(['landing.unsupplied']);
    expect(codes(moveCounter(s, 'we-blitz-1', { kind: 'forcePool', faction: 'western' }), 'au-7-div')).toEqual(['landing.notBlitzEnabled']);
    expect(codes(s, 'br-2-div')).toEqual(['landing.notOnBeachhead']);
    expect(codes(s, 'nobody')).toEqual(['landing.unknownUnit']);
  });
  it('BL-2 4.1.3 a unit that attacked in this Blitz Combat Segment cannot land', () => {
    const { s } = westernBeachhead();
    expect(codes(s, 'au-7-div', ['au-7-div'])).toEqual(['landing.attacked']);
  });
  it('BL-4 4.1.3 no landing into a hex with an enemy unit', () => {
    const { s, land } = westernBeachhead();
    expect(codes(moveCounter(s, 'jp-38-div', { kind: 'hex', hex: land }), 'au-7-div')).toEqual(['landing.enemyThere']);
  });
  it('BL-5 BL-6 4.1.3 no landing into a Neutral Minor Country', () => {
    const { s, land } = westernBeachhead();
    const c = s.board.hexes[land]!.country!;
    expect(codes({ ...s, countries: { ...s.countries, [c]: { ...s.countries[c]!, status: 'neutral' } } }, 'au-7-div')).toEqual(['landing.neutral']);
  });
});

describe('4.1.3.1 Special SNLF Landing', () => {
  const axis = () => {
    // Tjilatjap, emptied of the 50th Indian Parachute Brigade so that only the NEI unit the tests move stands there.
    const s0 = moveCounter(loadScenario(TEACHING), 'in-50-para-bde', { kind: 'forcePool', faction: 'western' });
    const land = 'w2719';
    const sea = s0.board.grid.neighbours(land).find((h) => s0.board.hexes[h]!.terrain === 'allSea')!;
    const s = moveCounter({ ...s0, game: { ...s0.game, phasing: 'axis' } }, 'ax-snlf-1', { kind: 'hex', hex: sea, arrowTo: land });
    return { s, land };
  };
  it('SN-1 SN-2 SN-5 4.1.3.1 a supplied SNLF Beachhead-0 lands a Japanese Detachment from the Axis Force Pool, no unit needed', () => {
    const { s } = axis();
    const free = moveCounter(s, 'nei-2-knil', { kind: 'forcePool', faction: 'western' });
    expect(snlfLandingViolations(free, 'ax-snlf-1', 'jp-det-3', [])).toEqual([]);
    expect(snlfLandingViolations(free, 'ax-snlf-1', 'jp-det-1', []).map((v) => v.code)).toEqual(['snlf.noDetachment']);
    expect(snlfLandingViolations(free, 'ax-snlf-1', 'jp-det-3', ['ax-snlf-1']).map((v) => v.code)).toEqual(['snlf.alreadyLanded']);
    expect(snlfLandingViolations({ ...free, facts: { ...free.facts, unsupplied: ['ax-snlf-1'] } }, 'ax-snlf-1', 'jp-det-3', []).map((v) => v.code)).toEqual(['snlf.unsupplied']);
  });
  it('SN-3 SN-4 4.1.3.1 an enemy unit blocks it; enemy Detachment or Logistics markers do not, they go to the Delay Box', () => {
    const { s, land } = axis();
    expect(snlfLandingViolations(s, 'ax-snlf-1', 'jp-det-3', []).map((v) => v.code)).toEqual(['snlf.enemyThere']);
    const markers = moveCounter(moveCounter(s, 'nei-2-knil', { kind: 'forcePool', faction: 'western' }), 'br-det-1', { kind: 'hex', hex: land });
    expect(snlfLandingViolations(markers, 'ax-snlf-1', 'jp-det-3', [])).toEqual([]);
    expect(enemyMarkersShooed(markers, land)).toEqual(['br-det-1']);
  });
});
