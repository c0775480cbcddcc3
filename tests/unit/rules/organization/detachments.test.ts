import { describe, expect, it } from 'vitest';
import { applyChanges } from '../../../../src/ds/apply/organization/apply-plan.ts';
import { planPlaceDetachment, planRemoveDetachment, shooedDetachments } from '../../../../src/ds/rules/organization/detachments.ts';
import { codes, expectLegal, hex, north, teaching, unsupplied, withAirForce, withCounter } from './helpers.ts';

const at = (s: ReturnType<typeof teaching>, id: string): string => {
  const p = s.counters.get(id)?.at;
  return p?.kind === 'hex' ? p.hex : '';
};

describe('2.3.5 Detachments', () => {
  it('DT-1 2.3.5: a Detachment in the Force Pool is placed in a hex with a ground unit of its nationality, and the unit stays as it is', () => {
    const s = teaching();
    const after = applyChanges(s, expectLegal(planPlaceDetachment(s, 'western', 'br-det-1', 'w4215')));
    expect(after.counters.get('br-det-1')?.at).toEqual(hex('w4215'));
    expect(after.counters.get('br-1-burma')).toEqual(s.counters.get('br-1-burma'));
    expect(codes(planPlaceDetachment(s, 'western', 'br-det-1', at(s, 'in-14-div')))).toEqual(['detachment.noParentUnit']);
    expect(codes(planPlaceDetachment(s, 'western', 'us-det-1', 'w4215'))).toEqual(['detachment.noParentUnit']);
  });

  it('DT-1 OG-15 2.3.5: a unit\'s Holding Box gives it the nationality of the unit it keeps (an NEI Detachment with the ABDA Army)', () => {
    const s = withCounter(teaching(), { kind: 'marker', id: 'nei-det-1', type: 'detachment', nationality: 'nei', delayStripe: false }, { kind: 'forcePool', faction: 'western' });
    expect(planPlaceDetachment(s, 'western', 'nei-det-1', 'w2720').ok).toBe(true);
  });

  it('DT-2 2.3.5: not in a hex that already contains a Detachment or Logistics marker', () => {
    const s = teaching();
    expect(codes(planPlaceDetachment(s, 'axis', 'jp-det-3', 'w3218'))).toEqual(['detachment.markerInHex']);
    const withUnit = withCounter(s, { kind: 'ground', id: 'jp-x', name: 'x', nationality: 'japanese', type: 'infantry', values: { attack: 1, defense: 1, movement: 1 }, steps: 1, stepMarks: 'dots', elite: false, colonial: false, kwantung: false, exp: false, delayStripe: false, designations: [] }, hex(at(s, 'jp-det-1')));
    expect(codes(planPlaceDetachment(withUnit, 'axis', 'jp-det-3', at(s, 'jp-det-1')))).toEqual(['detachment.markerInHex']);
  });

  it('DS-CL-16 DT-1 DT-2 DT-5 DT-6 2.3.5: an unsupplied Japanese unit in a hex with an enemy Air unit; the Japanese Detachment is placed there', () => {
    const s = withAirForce(unsupplied(north(), 'jp-inf-2'), 'ru-af-1', 'russian', 'w5124');
    const withDet = withCounter(s, { kind: 'marker', id: 'jp-det-9', type: 'detachment', nationality: 'japanese', delayStripe: false }, { kind: 'forcePool', faction: 'axis' });
    expect(planPlaceDetachment(withDet, 'axis', 'jp-det-9', 'w5124').ok).toBe(true);
  });

  it('DT-3 2.3.5: a Detachment on the map is removed to the Delay Box', () => {
    const s = teaching();
    const after = applyChanges(s, expectLegal(planRemoveDetachment(s, 'axis', 'jp-det-1')));
    expect(after.counters.get('jp-det-1')?.at).toEqual({ kind: 'delayBox' });
    expect(codes(planRemoveDetachment(s, 'axis', 'jp-det-3'))).toEqual(['detachment.notOnMap']);
  });

  it('DT-4 2.3.5: an enemy entering a hex with only a Detachment shoos it away (to the Delay Box, R-DETACHMENT-SHOOED); not if anything else is there', () => {
    const s = teaching();
    const sandakan = at(s, 'jp-det-1');
    expect(shooedDetachments(s, sandakan, 'western')).toEqual([{ marker: 'jp-det-1', to: { kind: 'delayBox' } }]);
    expect(shooedDetachments(s, sandakan, 'axis')).toEqual([]);
    expect(shooedDetachments(s, 'w3218', 'western')).toEqual([]);
  });

  it('bad input: unknown markers, not a Detachment, another faction\'s, a hex off the map', () => {
    const s = teaching();
    expect(codes(planPlaceDetachment(s, 'western', 'nope', 'w4215'))).toEqual(['detachment.unknownMarker']);
    expect(codes(planPlaceDetachment(s, 'western', 'we-blitz-1', 'w4215'))).toEqual(['detachment.notDetachment']);
    expect(codes(planPlaceDetachment(s, 'western', 'jp-det-3', 'w4215'))).toEqual(['detachment.notYours']);
    expect(codes(planRemoveDetachment(s, 'western', 'jp-det-1'))).toEqual(['detachment.notYours']);
    expect(codes(planPlaceDetachment(s, 'western', 'br-det-1', 'w9999'))).toEqual(['detachment.unknownHex']);
  });
});
