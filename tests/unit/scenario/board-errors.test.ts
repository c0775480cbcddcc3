import { describe, it } from 'vitest';
import { expectOnly, expectProblem, problemsOf, push, set, tiny } from './helpers.ts';

describe('the map', () => {
  it('a hex on a map the scenario does not list', () => {
    const problems = problemsOf(set(tiny(), ['hexes', 1, 'id'], 'e3318'));
    expectProblem(problems, 'hexes[1].id', 'e3318 is on map "e", which the board does not list', '(maps listed: w)');
    // Its listing in places is reported, but its counters are not also "in no place".
    expectProblem(problems, 'places.hexes.w3318', 'hex w3318 is not on the map');
  });

  it('two hexes at the same position of a two-map board', () => {
    const doc = push(tiny(), ['maps'], { letter: 'e', name: 'East map' });
    push(doc, ['hexes'], { id: 'e3319', terrain: 'allSea', navalZones: ['southChinaSea'], weatherArea: 'southMonsoon' });
    expectOnly(doc, 'hexes[7].id', 'e3319 is at global column 33, row 19, as is w3319');
  });

  it('a row offset out of range is reported at the map, not at its hexes', () => {
    expectOnly(set(tiny(), ['maps', 0, 'rowOffset'], 5000), 'maps[0].rowOffset', 'from -999 to 999');
  });

  it('a hexside between hexes that are not adjacent', () => {
    const doc = push(tiny(), ['hexsides'], { between: ['w3319', 'w3117'], features: ['river'] });
    expectOnly(doc, 'hexsides[1].between', 'w3319 and w3117 are 3 hexes apart', 'adjacent');
  });

  it('a hexside off the map, and one listed twice', () => {
    expectOnly(push(tiny(), ['hexsides'], { between: ['w3218', 'w3418'], features: ['river'] }), 'hexsides[1].between[1]', 'hex "w3418" is not on the map');
    expectOnly(push(tiny(), ['hexsides'], { between: ['w3318', 'w3218'], features: ['river'] }), 'hexsides[1]', 'listed twice');
  });

  it('a hexside with no feature', () => {
    expectOnly(set(tiny(), ['hexsides', 0, 'features'], []), 'hexsides[0].features', 'list at least one feature');
  });

  it('terrain, countries and Naval Zones of hexes agree', () => {
    expectOnly(set(tiny(), ['hexes', 2, 'country'], 'malaya'), 'hexes[2].country', 'an All-Sea hex belongs to no country');
    expectOnly(set(tiny(), ['hexes', 2, 'navalZones'], []), 'hexes[2].navalZones', 'exactly one Naval Zone');
    const land = tiny();
    set(land, ['hexes', 1], { id: 'w3318', terrain: 'jungle', weatherArea: 'southMonsoon' });
    expectOnly(land, 'hexes[1]', 'a Land hex must name its country');
    expectOnly(set(tiny(), ['hexes', 1, 'port'], { key: false }), 'hexes[1].navalZones', 'a port must open onto at least one Naval Zone');
  });
});

describe('Naval Zones, Restricted Waterways and Off-Map Boxes (2.2.3.1)', () => {
  it('adjacency listed one way only', () => {
    expectOnly(set(tiny(), ['navalZones', 1, 'adjacentZones'], []), 'navalZones[0].adjacentZones[0]', '"bayOfBengal" does not list "southChinaSea" back');
  });

  it('a zone adjacent to itself', () => {
    const doc = push(tiny(), ['navalZones', 0, 'adjacentZones'], 'southChinaSea');
    expectOnly(doc, 'navalZones[0].adjacentZones[1]', 'not adjacent to itself');
  });

  it('a Restricted Waterway port that is not a port', () => {
    expectOnly(set(tiny(), ['restrictedWaterways', 0, 'ports'], ['w3318']), 'restrictedWaterways[0].ports[0]', 'hex w3318 is not a port');
  });

  it('a Restricted Waterway port that is not a hex, and one between zones that are not adjacent', () => {
    expectOnly(set(tiny(), ['restrictedWaterways', 0, 'ports'], ['w3228']), 'restrictedWaterways[0].ports[0]', 'unknown hex "w3228"');
    const doc = set(set(tiny(), ['navalZones', 0, 'adjacentZones'], []), ['navalZones', 1, 'adjacentZones'], []);
    expectOnly(doc, 'restrictedWaterways[0].zones', 'lies between adjacent Naval Zones');
  });

  it('an Off-Map Box adjacent to an unknown zone', () => {
    const doc = set(tiny(), ['offMapBoxes'], [{ id: 'indianOcean', name: 'Indian Ocean', faction: 'western', adjacentZones: ['bayOfBengel'] }]);
    expectOnly(doc, 'offMapBoxes[0].adjacentZones[0]', 'did you mean "bayOfBengal"?');
  });

  it('Off-Map Box adjacency listed one way only, from either side', () => {
    const fromBox = set(tiny(), ['offMapBoxes'], [{ id: 'indianOcean', name: 'Indian Ocean', faction: 'western', adjacentZones: ['bayOfBengal'] }]);
    expectOnly(fromBox, 'offMapBoxes[0].adjacentZones[0]', 'Naval Zone "bayOfBengal" does not list "indianOcean" back');
    const fromZone = set(fromBox, ['offMapBoxes', 0, 'adjacentZones'], []);
    set(fromZone, ['navalZones', 1, 'adjacentOffMapBoxes'], ['indianOcean']);
    expectOnly(fromZone, 'navalZones[1].adjacentOffMapBoxes[0]', 'Off-Map Box "indianOcean" does not list "bayOfBengal" back');
    expectOnly(set(tiny(), ['navalZones', 1, 'adjacentOffMapBoxes'], ['indianOcean']), 'navalZones[1].adjacentOffMapBoxes[0]', 'unknown Off-Map Box');
  });
});

describe('countries and the game', () => {
  it('a Dependent without dependentOf, an active country without a faction', () => {
    expectOnly(set(tiny(), ['countries', 3], { id: 'malaya', name: 'Malaya', status: 'dependent', faction: 'western' }), 'countries[3]', 'dependentOf');
    expectOnly(set(tiny(), ['countries', 0], { id: 'japan', name: 'Japan', major: true }), 'countries[0].faction', 'a country with status "active" must name its faction');
  });

  it('a faction order that is not a permutation', () => {
    const problems = problemsOf(set(tiny(), ['game', 'factionOrder'], ['axis', 'axis', 'soviet']));
    expectProblem(problems.filter((p) => p.message.includes('twice')), 'game.factionOrder', 'faction "axis" is listed twice');
    expectProblem(problems.filter((p) => p.message.includes('missing')), 'game.factionOrder', 'missing: western');
  });
});
