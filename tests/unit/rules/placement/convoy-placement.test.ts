import { describe, expect, it } from 'vitest';
import type { ConvoyMode } from '../../../../src/ds/model/markers.ts';
import { updateCounter } from '../../../../src/ds/model/contents.ts';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import { convoyOptions, convoyViolations, placementFollowUp, supportPlacementViolations } from '../../../../src/ds/rules/placement/index.ts';
import { changeSupport, convoysBox, expectCodes, load, NORTH_SEAS, pool, put, situation, SOUTH_PACIFIC, station, TEACHING } from './helpers.ts';

const western = situation('western');
const axis = situation('axis');
/** The teaching map with Singapore British: the South China Sea - Bay of Bengal Restricted Waterway opens for the Western faction. */
const britishSingapore = () => put(load(TEACHING), ['jp-25-army', pool('axis')], ['br-5-div', 'w3218']);
/** A marker's data changed. */
function changeMarker(state: DsGameState, id: string, change: Record<string, unknown>): DsGameState {
  const c = state.counters.get(id)?.counter;
  if (c?.kind !== 'marker') throw new Error(`test bug: ${id} is not a marker`);
  return updateCounter(state, { ...c, ...change } as typeof c);
}
/** A Western Escort Troop Convoy: the US 7th Fleet on its back in the Yellow Sea Convoys Box. */
const escorted = (state = load(NORTH_SEAS), unit = 'us-7-fleet') => changeSupport(put(state, [unit, convoysBox('yellowSea')]), unit, { flipped: true });

describe('DS-EX-11 2.2.3.6 Standard Convoy needs a Home or Dependent Port, or an Escort: Okinawa / Yellow Sea', () => {
  it('DS-EX-11 CV-2 with only Okinawa (w4427) captured, a US Convoy cannot be placed directly in the Yellow Sea Convoys Box', () => {
    const vs = convoyViolations(load(NORTH_SEAS), 'us-convoy', 'yellowSea', 'supply', western);
    expectCodes(vs, ['convoy.noHomePortOrEscort']);
    expect(vs[0]!.message).toContain('The Yellow Sea holds no US Home Country port, no port of a Dependent of USA, and no friendly Escort Troop Convoy');
  });

  it('DS-EX-11 AP-4 FP-5 CV-9 a Western Surface Fleet may first be placed in the Yellow Sea On Station Box and decide to become an Escort Troop Convoy', () => {
    expect(supportPlacementViolations(load(NORTH_SEAS), 'us-7-fleet', station('yellowSea'), western)).toEqual([]);
    expect(placementFollowUp(load(NORTH_SEAS), situation('western', { pending: { unit: 'us-7-fleet', to: station('yellowSea') } }))).toBe('escortDecision');
  });

  it('DS-EX-11 CV-2 CV-3 with that Escort Troop Convoy in the Convoys Box, the US Convoy may be placed, tracing a path to the Western US Box', () => {
    expect(convoyViolations(escorted(), 'us-convoy', 'yellowSea', 'troop', western)).toEqual([]);
  });

  it('CV-2 2.2.3.6 the Escort need not be of the Convoy\'s nationality, only friendly', () => {
    const state = put(load(NORTH_SEAS), ['br-pacific-fleet', { kind: 'navalZone', zone: 'yellowSea', box: 'onStation' }]);
    expect(convoyViolations(escorted(state, 'br-pacific-fleet'), 'us-convoy', 'yellowSea', 'supply', western)).toEqual([]);
    // An enemy Escort does not help.
    const japanese = changeSupport(put(load(NORTH_SEAS), ['jp-2-fleet', convoysBox('yellowSea')]), 'jp-2-fleet', { flipped: true });
    expectCodes(convoyViolations(japanese, 'us-convoy', 'yellowSea', 'supply', western), ['convoy.noHomePortOrEscort']);
  });

  it('CV-3 2.2.3.6 a Standard Convoy traces a Fleet Unit Path to a Home Country Open Port: no path, no Convoy', () => {
    const t = escorted();
    const state = { ...t, offMapBoxes: {} };
    const vs = convoyViolations(state, 'us-convoy', 'yellowSea', 'supply', western);
    expectCodes(vs, ['convoy.noFleetUnitPath']);
  });
});

describe('Standard Convoy (2.2.3.6)', () => {
  it('CV-2 2.2.3.6 a port in a Dependent of the Home Country, open or not, allows it (Manila, Philippines)', () => {
    expect(convoyViolations(britishSingapore(), 'us-convoy-1', 'southChinaSea', 'supply', western)).toEqual([]);
    // A Japanese Air Force in Manila closes the port, not the Convoy placement.
    const closed = put(britishSingapore(), ['jp-3-air-div', 'w3824']);
    expect(convoyViolations(closed, 'us-convoy-1', 'southChinaSea', 'supply', western)).toEqual([]);
  });

  it('CV-3 2.2.3.6 RW-4 with Batavia and Singapore Japanese, no Western path reaches the South China Sea', () => {
    const vs = convoyViolations(load(TEACHING), 'us-convoy-1', 'southChinaSea', 'supply', western);
    expectCodes(vs, ['convoy.noFleetUnitPath']);
    expect(vs[0]!.message).toContain('needs Batavia (w2819) or Singapore (w3218) to be a Western Open Port');
  });

  it('CV-2 2.2.3.6 a Standard Convoy with no nationality has no Home Country', () => {
    const state = changeMarker(load(TEACHING), 'br-convoy-1', { nationality: undefined });
    expectCodes(convoyViolations(state, 'br-convoy-1', 'bayOfBengal', 'supply', western), ['convoy.noNationality']);
  });
});

describe('DS-EX-12 2.2.3.6 Scratch Convoy via a friendly Air Force in a Key Port: Port Moresby', () => {
  it('CV-4 2.2.3.6 an Axis Scratch Convoy goes only to a zone with a Key Port holding a friendly unit: Rabaul\'s Bismarck Sea', () => {
    expect(convoyViolations(load(SOUTH_PACIFIC), 'ax-scratch', 'bismarckSea', 'supply', axis)).toEqual([]);
    expectCodes(convoyViolations(load(SOUTH_PACIFIC), 'ax-scratch', 'coralSea', 'supply', axis), ['convoy.noKeyPort']);
  });

  it('DS-EX-12 CV-4 CV-5 with a Japanese Air Force in Port Moresby (e2606), held by Allied troops, the Scratch Convoy may go to the Coral Sea or the Arafura Sea', () => {
    const state = put(load(SOUTH_PACIFIC), ['jp-11-air-fleet', 'e2606']);
    expect(convoyViolations(state, 'ax-scratch', 'coralSea', 'troop', axis)).toEqual([]);
    expect(convoyViolations(state, 'ax-scratch', 'arafuraSea', 'troop', axis)).toEqual([]);
    expect(convoyOptions(state, axis).map((o) => o.zone)).toEqual(['coralSea', 'coralSea', 'arafuraSea', 'arafuraSea', 'bismarckSea', 'bismarckSea']);
  });

  it('CV-4 2.2.3.6 no Fleet Unit Path is needed, and a friendly Detachment or Logistics marker serves too', () => {
    const t = load(TEACHING);
    // Singapore is a Key Port with the Axis Logistics marker (and the 25th Army).
    expect(convoyViolations(t, 'ax-scratch-1', 'bayOfBengal', 'supply', axis)).toEqual([]);
    const logisticsOnly = put(t, ['jp-25-army', pool('axis')]);
    expect(convoyViolations(logisticsOnly, 'ax-scratch-1', 'bayOfBengal', 'supply', axis)).toEqual([]);
  });

  it('CV-4 2.2.3.6 only Axis and Soviet Scratch Convoys are placed; the Soviets hold no Key Port here', () => {
    expect(convoyOptions(load(TEACHING), situation('soviet'))).toEqual([]);
    const western = changeMarker(put(load(TEACHING), ['so-scratch-1', pool('western')]), 'so-scratch-1', { faction: 'western', nationality: 'british' });
    expectCodes(convoyViolations(western, 'so-scratch-1', 'bayOfBengal', 'supply', situation('western')), ['convoy.scratchNotWestern']);
  });
});

describe('US Fleet Train Convoy (2.2.3.6)', () => {
  it('CV-6 2.2.3.6 a zone next to a Western Off-Map Box serves as a Key Port: Coral Sea and Micronesia', () => {
    expect(convoyOptions(load(SOUTH_PACIFIC), western).map((o) => o.zone)).toEqual(['coralSea', 'coralSea', 'micronesia', 'micronesia']);
    expectCodes(convoyViolations(load(SOUTH_PACIFIC), 'us-fleet-train', 'bismarckSea', 'supply', western), ['convoy.noFleetTrainKeyPort']);
  });

  it('CV-6 CV-7 2.2.3.6 a Key Port with a US unit serves, and the path runs from the Western US Box through Micronesia', () => {
    const state = put(load(SOUTH_PACIFIC), ['us-guadalcanal-div', 'e2809'], ['jp-rabaul-army', pool('axis')]);
    expect(convoyViolations(state, 'us-fleet-train', 'bismarckSea', 'supply', western)).toEqual([]);
  });

  it('CV-6 2.2.3.6 gap §2 #26 R-FLEET-TRAIN the US unit need not be supplied (Manila\'s are not)', () => {
    expect(convoyViolations(britishSingapore(), 'us-fleet-train', 'southChinaSea', 'supply', western)).toEqual([]);
  });

  it('CV-6 2.2.3.6 a Western Logistics marker or US Detachment in a Key Port serves too', () => {
    const noUs = put(britishSingapore(), ['us-usaffe', pool('western')], ['ph-army', pool('western')]);
    expectCodes(convoyViolations(noUs, 'us-fleet-train', 'southChinaSea', 'supply', western), ['convoy.noFleetTrainKeyPort']);
    expect(convoyViolations(put(noUs, ['we-log-1', 'w3824']), 'us-fleet-train', 'southChinaSea', 'supply', western)).toEqual([]);
    expect(convoyViolations(put(noUs, ['us-det-1', 'w3824']), 'us-fleet-train', 'southChinaSea', 'supply', western)).toEqual([]);
    expectCodes(convoyViolations(put(noUs, ['br-det-1', 'w3824']), 'us-fleet-train', 'southChinaSea', 'supply', western), ['convoy.noFleetTrainKeyPort']);
  });

  it('CV-7 2.2.3.6 the Fleet Train traces a Fleet Unit Path to a Home Country Open Port', () => {
    const vs = convoyViolations(load(TEACHING), 'us-fleet-train', 'southChinaSea', 'supply', western);
    expectCodes(vs, ['convoy.noFleetUnitPath']);
  });
});

describe('Placing a Convoy marker (2.2.3, 2.2.3.6)', () => {
  it('CV-8 2.2.3.6 each Convoy is placed Troop or Supply side up', () => {
    const options = convoyOptions(load(TEACHING), western);
    expect(options).toEqual([
      { marker: 'br-convoy-1', zone: 'bayOfBengal', mode: 'troop' },
      { marker: 'br-convoy-1', zone: 'bayOfBengal', mode: 'supply' },
      { marker: 'us-fleet-train', zone: 'bayOfBengal', mode: 'troop' },
      { marker: 'us-fleet-train', zone: 'bayOfBengal', mode: 'supply' },
    ]);
    expectCodes(convoyViolations(load(TEACHING), 'br-convoy-1', 'bayOfBengal', 'sideways' as ConvoyMode, western), ['convoy.unknownMode']);
  });

  it('SU-5 2.2.3 a Convoy marker comes from the phasing faction\'s Force Pool', () => {
    expect(convoyViolations(load(TEACHING), 'jp-convoy-1', 'southChinaSea', 'supply', axis).map((v) => v.code)).toEqual(['convoy.notInForcePool']);
    expectCodes(convoyViolations(load(TEACHING), 'ax-scratch-1', 'bayOfBengal', 'supply', western), ['convoy.notInForcePool']);
    expectCodes(convoyViolations(load(TEACHING), 'no-such', 'bayOfBengal', 'supply', western), ['convoy.unknownMarker']);
    expectCodes(convoyViolations(load(TEACHING), 'we-blitz-1', 'bayOfBengal', 'supply', western), ['convoy.notConvoyMarker']);
    expectCodes(convoyViolations(load(TEACHING), 'br-convoy-1', 'atlantis', 'supply', western), ['convoy.unknownZone']);
  });

  it('CV-11 2.2.3.6 any number of Convoy markers may share a Convoys Box', () => {
    const state = put(britishSingapore(), ['us-convoy-1', convoysBox('southChinaSea')], ['us-fleet-train', convoysBox('southChinaSea')]);
    // The South China Sea Convoys Box already holds a Japanese and two US Convoys; a British one joins them.
    expect(convoyViolations(state, 'br-convoy-1', 'southChinaSea', 'troop', western)).toEqual([]);
  });

  it('CV-2 2.2.3.6 a Home Country port of the Convoy\'s own allows it (the Japanese Convoy in Taihoku\'s South China Sea)', () => {
    const state = put(load(TEACHING), ['jp-convoy-1', pool('axis')]);
    expect(convoyViolations(state, 'jp-convoy-1', 'southChinaSea', 'supply', axis)).toEqual([]);
  });
});
