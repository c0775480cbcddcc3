import { describe, expect, it } from 'vitest';
import { moveCounter, withPlaced } from '../../../src/ds/model/contents.ts';
import type { GroundUnit } from '../../../src/ds/model/ground-units.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import { airdropLandingUnits, airdropLandingViolations, airdropMarkerForcedToDelay } from '../../../src/ds/rules/airdrop-landing.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';

/** The Western Airdrop marker at w2518 and one-step infantry in the Western Force Pool. */
function setup(): DsGameState {
  const s = moveCounter(loadScenario(TEACHING), 'we-airdrop-1', { kind: 'hex', hex: 'w2518' });
  const au = s.counters.get('au-7-div')!.counter as GroundUnit;
  const one = (id: string, nationality: GroundUnit['nationality'], extra: Partial<GroundUnit> = {}): GroundUnit =>
    ({ ...au, id, nationality, steps: 1, back: undefined, ...extra });
  const fp = { kind: 'forcePool' as const, faction: 'western' as const };
  return withPlaced(s,
    { counter: one('br-bde', 'british'), at: fp }, { counter: one('us-rct', 'us'), at: fp },
    { counter: one('au-bde', 'australian'), at: fp }, { counter: one('br-guards', 'british', { elite: true }), at: fp },
    { counter: one('br-cdo', 'british', { type: 'marine' }), at: fp });
}
const codes = (s: DsGameState, unit?: string) => airdropLandingViolations(s, 'we-airdrop-1', unit).map((v) => v.code);

describe('4.1.4 Airdrop Landing', () => {
  it('AL-1 4.1.4 an unsupplied or enemy-stacked Airdrop marker goes to the Delay Box', () => {
    const s = setup();
    expect(airdropMarkerForcedToDelay(s, 'we-airdrop-1')).toBe(false);
    expect(airdropMarkerForcedToDelay({ ...s, facts: { ...s.facts, unsupplied: ['we-airdrop-1'] } }, 'we-airdrop-1')).toBe(true);
    expect(airdropMarkerForcedToDelay(moveCounter(s, 'jp-38-div', { kind: 'hex', hex: 'w2518' }), 'we-airdrop-1')).toBe(true);
  });
  it('AL-2 AL-3 4.1.4 the Western marker takes a British or US one-step infantry unit from the Force Pool', () => {
    const s = setup();
    expect(airdropLandingUnits(s, 'we-airdrop-1')).toEqual(expect.arrayContaining(['br-bde', 'us-rct', 'br-16-bde']));
    expect(airdropLandingUnits(s, 'we-airdrop-1')).not.toContain('au-bde');
    expect(codes(s, 'au-bde')).toEqual(['airdropLanding.nationality']);
    expect(codes(s, 'br-cdo')).toEqual(['airdropLanding.notOneStepInfantry']);
    expect(codes(s, 'br-14-army')).toEqual(['airdropLanding.notOneStepInfantry']);
    expect(codes(s, 'au-7-div')).toEqual(['airdropLanding.notInForcePool']);
    expect(codes(s)).toEqual([]); // no landing: always allowed
  });
  it('AL-4 4.1.4 elite infantry is not placed by an Airdrop Landing', () => {
    expect(codes(setup(), 'br-guards')).toEqual(['airdropLanding.elite']);
  });
  it('AL-5 4.1.4 a marker not on the map cannot land', () => {
    expect(airdropLandingViolations(setup(), 'ax-airdrop-1', undefined).map((v) => v.code)).toEqual(['airdropLanding.notMarker']);
  });
});
