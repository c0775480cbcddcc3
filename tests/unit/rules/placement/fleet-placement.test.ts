import { describe, expect, it } from 'vitest';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import type { SupportUnit } from '../../../../src/ds/model/support-units.ts';
import { isNeutralVichyFleet } from '../../../../src/ds/rules/placement/fleet-placement.ts';
import { supportPlacementTargets, supportPlacementViolations } from '../../../../src/ds/rules/placement/index.ts';
import { changeSupport, expectCodes, hex, load, pool, put, situation, station, SWB, TEACHING, unsupplied } from './helpers.ts';

const western = situation('western');
const axis = situation('axis');
const teaching = () => load(TEACHING);
function fleet(state: DsGameState): SupportUnit {
  const c = state.counters.get('jp-malaya-force')?.counter;
  if (c?.kind !== 'support') throw new Error('test bug: no Malaya Force');
  return c;
}
/** Manila's US units supplied: Manila (w3824, South China Sea) becomes a US Naval Base. */
const manilaSupplied = () => ({ ...teaching(), facts: { ...teaching().facts, unsupplied: [] } });

describe('CV Fleet (2.2.3.1)', () => {
  it('FP-1 2.2.3.1 a CV Fleet goes in an All-Sea hex or an On Station Box (the Java example: w2717, Bay of Bengal)', () => {
    expect(supportPlacementViolations(teaching(), 'br-eastern-cv', hex('w2717'), western)).toEqual([]);
    expect(supportPlacementViolations(teaching(), 'br-eastern-cv', station('bayOfBengal'), western)).toEqual([]);
  });

  it('FP-1 2.2.3.1 not in a Land hex, nor the Strategic Warfare Box', () => {
    expectCodes(supportPlacementViolations(teaching(), 'br-eastern-cv', hex('w2518'), western), ['placement.fleetNotAllSea']);
    expectCodes(supportPlacementViolations(teaching(), 'br-eastern-cv', SWB, western), ['placement.wrongPlace']);
  });

  it('FP-2 2.2.3.1 the CV Fleet traces a Fleet Unit Path to the zone (none to the South China Sea here)', () => {
    expectCodes(supportPlacementViolations(teaching(), 'br-eastern-cv', hex('w3319'), western), ['placement.noFleetUnitPath']);
  });

  it('FP-3 2.2.3.1 the zone must contain a Naval Base of the same nationality', () => {
    // Soerabaja's ABDA Army is the only British unit in a South China Sea port.
    const state = unsupplied(teaching(), 'br-abda-army');
    expectCodes(supportPlacementViolations(state, 'br-eastern-cv', hex('w3319'), western), ['placement.noNavalBaseInZone', 'placement.noFleetUnitPath']);
    const noBritishInBay = unsupplied(teaching(), 'br-cey-fort', 'br-2-div', 'br-burcorps', 'br-abda-army', 'br-eastern-hq');
    const vs = supportPlacementViolations(noBritishInBay, 'br-eastern-cv', hex('w2717'), western);
    expectCodes(vs, ['placement.noNavalBaseInZone']);
    expect(vs[0]!.message).toContain('The Bay of Bengal Naval Zone contains no British Naval Base');
  });
});

describe('Surface Fleet (2.2.3.1)', () => {
  it('FP-5 FP-6 FP-7 2.2.3.1 a Surface Fleet goes in an All-Sea hex or an On Station Box of a zone with its Naval Base, along a Fleet Unit Path (the Java example: w2618)', () => {
    expect(supportPlacementViolations(teaching(), 'br-force-b', hex('w2618'), western)).toEqual([]);
    expect(supportPlacementViolations(teaching(), 'br-force-b', station('bayOfBengal'), western)).toEqual([]);
    expectCodes(supportPlacementViolations(teaching(), 'br-force-b', hex('w2819'), western), ['placement.fleetNotAllSea']);
    expectCodes(supportPlacementViolations(teaching(), 'br-force-b', SWB, western), ['placement.wrongPlace']);
  });

  it('FP-7 2.2.3.1 an Axis Surface Fleet too: the Japanese reach the Bay of Bengal from Taihoku through Singapore (RW-4)', () => {
    const state = put(teaching(), ['jp-malaya-force', pool('axis')]);
    expect(supportPlacementViolations(state, 'jp-malaya-force', hex('w2717'), axis)).toEqual([]);
    expect(supportPlacementViolations(state, 'jp-malaya-force', hex('w3319'), axis)).toEqual([]);
  });

  it('FP-7 2.2.3.1 gap §1 #39 a Neutral Vichy Fleet used by the Axis needs a German Naval Base, which this game has none of', () => {
    const french = changeSupport(put(teaching(), ['jp-malaya-force', pool('axis')]), 'jp-malaya-force', { nationality: 'french' });
    // Indochina is Policy Affected on the Axis side here: a French fleet is no Neutral Vichy Fleet.
    expect(isNeutralVichyFleet(french, fleet(french), 'axis')).toBe(false);
    const vichy = { ...french, countries: { ...french.countries, indochina: { ...french.countries['indochina']!, status: 'neutral' as const, faction: undefined } } };
    expect(isNeutralVichyFleet(vichy, fleet(vichy), 'axis')).toBe(true);
    const vs = supportPlacementViolations(vichy, 'jp-malaya-force', hex('w3319'), axis);
    expect(vs.map((v) => v.code)).toContain('placement.vichyNeedsGermanNavalBase');
  });
});

describe('Sub Fleet (2.2.3.1)', () => {
  it('FP-10 2.2.3.1 a Sub Fleet goes in the On Station Box of a zone with a Naval Base of its nationality, with no Fleet Unit Path', () => {
    // No Western path reaches the South China Sea (RW-4), yet the Sub Fleet needs none.
    expect(supportPlacementViolations(manilaSupplied(), 'us-asiatic-subs', station('southChinaSea'), western)).toEqual([]);
    expectCodes(supportPlacementViolations(manilaSupplied(), 'us-asiatic-subs', station('bayOfBengal'), western), ['placement.noNavalBaseInZone']);
    expectCodes(supportPlacementViolations(manilaSupplied(), 'us-asiatic-subs', hex('w3319'), western), ['placement.wrongPlace']);
  });

  it('FP-10 2.2.3.1 never in the Caspian Sea On Station Box', () => {
    const t = changeSupport(teaching(), 'us-asiatic-subs', { nationality: 'british' });
    const state = { ...t, navalZones: { ...t.navalZones, bayOfBengal: { ...t.navalZones['bayOfBengal']!, name: 'Caspian Sea' } } };
    expectCodes(supportPlacementViolations(state, 'us-asiatic-subs', station('bayOfBengal'), western), ['placement.caspianSea']);
  });

  it('FP-11 2.2.3.1 a Sub Fleet goes in the Strategic Warfare Box if a Naval Base of its nationality is anywhere on the map', () => {
    expect(supportPlacementViolations(manilaSupplied(), 'us-asiatic-subs', SWB, western)).toEqual([]);
    expectCodes(supportPlacementViolations(teaching(), 'us-asiatic-subs', SWB, western), ['placement.noNavalBaseOnMap']);
    expect(supportPlacementTargets(manilaSupplied(), 'us-asiatic-subs', western)).toEqual([station('southChinaSea'), SWB]);
    expect(supportPlacementTargets(teaching(), 'us-asiatic-subs', western)).toEqual([]);
  });
});
