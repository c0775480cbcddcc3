import { describe, expect, it } from 'vitest';
import { expectOnly, expectProblem, fixture, problemsOf, push, remove, set, tiny } from './helpers.ts';

describe('each counter is in exactly one place', () => {
  it('a counter in two places', () => {
    expectOnly(set(tiny(), ['places', 'delayBox'], ['br-18-div']), 'places.delayBox[0]',
      'counter "br-18-div" is already in hex w3218 (places.hexes.w3218[0])', 'exactly one place');
  });

  it('a counter listed twice in the same place', () => {
    expectOnly(push(tiny(), ['places', 'hexes', 'w3218'], 'br-18-div'), 'places.hexes.w3218[1]', 'already in hex w3218');
  });

  it('a counter in no place', () => {
    expectOnly(set(tiny(), ['places', 'hexes', 'w3218'], []), 'counters[0]', 'counter "br-18-div" is in no place');
  });

  it('a hex in places that is not on the map (its counters are not also "in no place")', () => {
    const doc = set(remove(tiny(), ['places', 'hexes', 'w3218']), ['places', 'hexes', 'w3228'], ['br-18-div']);
    expectOnly(doc, 'places.hexes.w3228', 'hex w3228 is not on the map', 'did you mean "w3218"?');
  });
});

describe('Beachhead arrows: the Beachhead Hexside (2.2.3.4, 4.2.5.2)', () => {
  it('an arrow to a hex that is not adjacent', () => {
    const problems = problemsOf(set(tiny(), ['places', 'hexes', 'w3219', 0, 'arrowTo'], 'w3117'));
    expectProblem(problems.filter((p) => p.message.includes('adjacent')), 'places.hexes.w3219[0].arrowTo', 'w3117 is not adjacent to w3219');
  });

  it('an arrow to a hex that does not exist', () => {
    expectOnly(set(tiny(), ['places', 'hexes', 'w3219', 0, 'arrowTo'], 'w3220'), 'places.hexes.w3219[0].arrowTo', 'unknown hex "w3220"');
  });

  it('an arrow on a counter that is not a Beachhead marker', () => {
    expectOnly(set(tiny(), ['places', 'hexes', 'w3218', 0], { counter: 'br-18-div', arrowTo: 'w3318' }),
      'places.hexes.w3218[0].arrowTo', 'br-18-div: only Beachhead markers have an arrow');
  });

  it('a Beachhead marker in a hex without an arrow', () => {
    expectOnly(set(tiny(), ['places', 'hexes', 'w3219', 0], 'ax-bh-1'), 'places.hexes.w3219[0]', 'names the hex its arrow points to');
  });

  it('a Beachhead marker in a Land hex, or pointing to an All-Sea hex', () => {
    const land = set(remove(tiny(), ['places', 'hexes', 'w3219']), ['places', 'hexes', 'w3318'], ['jp-25-army', 'ax-blitz-1', { counter: 'ax-bh-1', arrowTo: 'w3218' }]);
    expectOnly(land, 'places.hexes.w3318[2]', 'placed in an All-Sea hex', 'w3318 is jungle');
    expectOnly(set(tiny(), ['places', 'hexes', 'w3219', 0, 'arrowTo'], 'w3319'), 'places.hexes.w3219[0].arrowTo', 'points to a Land hex');
  });

  it('a Beachhead marker off the map needs no arrow', () => {
    const doc = set(remove(tiny(), ['places', 'hexes', 'w3219']), ['places', 'forcePools', 'axis'], ['jp-af-1', 'ax-bh-1']);
    expect(problemsOf(set(doc, ['game', 'turn'], 0)).map((p) => p.path)).toEqual(['game.turn']);
  });
});

describe('what can be where', () => {
  it('a counter in the wrong faction\'s Force Pool', () => {
    expectOnly(set(tiny(), ['places', 'forcePools'], { axis: ['jp-af-1', 'br-sf-1'] }), 'places.forcePools.axis[1]',
      'br-sf-1 belongs to the western faction, not to the axis Force Pool');
  });

  it('a Convoy marker in a hex, or in an On Station Box (2.2.3.6)', () => {
    const inHex = set(set(tiny(), ['places', 'navalZones', 'southChinaSea', 'convoys'], []), ['places', 'hexes', 'w3319'], ['we-convoy-1']);
    expectOnly(inHex, 'places.hexes.w3319[0]', 'we-convoy-1: a Convoy marker sits in a Convoys Box');
    const onStation = set(set(tiny(), ['places', 'navalZones', 'southChinaSea', 'convoys'], []), ['places', 'navalZones', 'southChinaSea', 'onStation'], ['we-convoy-1']);
    expectOnly(onStation, 'places.navalZones.southChinaSea.onStation[0]', 'goes in the Convoys Box');
  });

  it('a ground unit in a Naval Zone box', () => {
    const doc = set(set(tiny(), ['places', 'hexes', 'w3218'], []), ['places', 'navalZones', 'southChinaSea', 'onStation'], ['br-18-div']);
    expectOnly(doc, 'places.navalZones.southChinaSea.onStation[0]', 'br-18-div: a ground unit cannot be in a Naval Zone box');
  });

  it('a track marker off a track', () => {
    const doc = set(set(tiny(), ['places', 'tracks'], {}), ['places', 'delayBox'], ['turn-marker']);
    expectOnly(doc, 'places.delayBox[0]', 'turn-marker: track markers sit on a track');
  });

  it('a marker that is not a track marker on a track', () => {
    const doc = set(set(tiny(), ['places', 'hexes', 'w3318'], ['jp-25-army']), ['places', 'tracks', 'turn', '4'], ['ax-blitz-1']);
    expectOnly(doc, 'places.tracks.turn.4[0]', 'ax-blitz-1: a blitz marker cannot be on a track');
    const inZone = set(set(tiny(), ['places', 'hexes', 'w3318'], ['jp-25-army']), ['places', 'navalZones', 'southChinaSea', 'used'], ['ax-blitz-1']);
    expectOnly(inZone, 'places.navalZones.southChinaSea.used[0]', 'a blitz marker cannot be in a Naval Zone box');
  });

  it('support units: Escort Troop Convoys in Convoys Boxes, CV Strike only in a hex', () => {
    const etc = set(tiny(), ['counters', 3, 'flipped'], true); // Force Z shows its Escort Troop Convoy
    expectOnly(etc, 'places.forcePools.western[0]', 'Escort Troop Convoy side sits in a Convoys Box (2.2.3.6)');
    const fleetInConvoys = set(set(tiny(), ['places', 'forcePools', 'western'], []), ['places', 'navalZones', 'southChinaSea', 'convoys'], ['we-convoy-1', 'br-sf-1']);
    expectOnly(fleetInConvoys, 'places.navalZones.southChinaSea.convoys[1]', 'only Convoy markers and Escort Troop Convoys');
    const strike = push(set(tiny(), ['counters', 2], { id: 'jp-af-1', kind: 'support', name: 'Kido Butai', nationality: 'japanese', type: 'cvFleet', flipped: true }), ['places', 'forcePools', 'axis']);
    expectOnly(strike, 'places.forcePools.axis[0]', 'CV Strike side is only face up in a hex');
  });

  it('Holding Boxes belong to multi-step ground units (2.3)', () => {
    const doc = set(set(tiny(), ['places', 'forcePools', 'axis'], []), ['places', 'holdingBoxes'], { 'jp-25-army': ['jp-af-1'] });
    expectOnly(doc, 'places.holdingBoxes.jp-25-army[0]', 'a support unit cannot be in a Holding Box');
    const oneStep = set(set(tiny(), ['places', 'hexes', 'w3318'], ['ax-blitz-1']), ['places', 'holdingBoxes'], { 'br-18-div': ['jp-25-army'] });
    expectOnly(oneStep, 'places.holdingBoxes.br-18-div', 'only multi-step ground units have a Holding Box');
  });

  it('marker fields belong to their marker types', () => {
    expectOnly(set(tiny(), ['counters', 4, 'level'], 1), 'counters[4].level', '"level" is only for Beachhead markers');
    expectOnly(remove(tiny(), ['counters', 5, 'level']), 'counters[5].level', 'needs its level');
    expectOnly(remove(tiny(), ['counters', 6, 'mode']), 'counters[6]', 'Convoy marker needs its kind');
    expectOnly(set(tiny(), ['counters', 5, 'snlf'], true), 'counters[5].snlf', 'SNLF Beachhead markers are Beachhead-0 (4.1.3.1)');
    expectOnly(remove(tiny(), ['counters', 4, 'faction']), 'counters[4].faction', 'a blitz marker must name its faction');
    expectOnly(set(tiny(), ['counters', 0, 'fortKind'], 'line'), 'counters[0].fortKind', 'only fortress units have a fortKind');
  });

  it('the richer fixture breaks in the same located way', () => {
    const doc = set(fixture('every-place.json'), ['places', 'holdingBoxes', 'jp-aex'], ['si-inf-1', 'jp-int-1']);
    expectOnly(doc, 'places.holdingBoxes.jp-aex[1]', 'counter "jp-int-1" is already in Axis Force Pool (places.forcePools.axis[1])');
  });
});
