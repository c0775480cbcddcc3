import { describe, expect, it } from 'vitest';
import { copyOf, expectOnly, expectProblem, problemsOf, push, set, tiny } from './helpers.ts';

describe('duplicate ids are reported at the second copy', () => {
  it('counters', () => {
    const doc = tiny();
    expectOnly(push(doc, ['counters'], copyOf(doc, ['counters', 0])), 'counters[8].id', 'duplicate counter id "br-18-div"', 'first at counters[0]');
  });

  it('hexes (once, not twice)', () => {
    const doc = tiny();
    expectOnly(push(doc, ['hexes'], copyOf(doc, ['hexes', 1])), 'hexes[7].id', 'w3318 is listed twice', 'first at hexes[1]');
  });

  it('countries', () => {
    const doc = tiny();
    expectOnly(push(doc, ['countries'], copyOf(doc, ['countries', 0])), 'countries[4].id', 'duplicate country id "japan"');
  });

  it('Naval Zones', () => {
    const doc = tiny();
    expectOnly(push(doc, ['navalZones'], copyOf(doc, ['navalZones', 0])), 'navalZones[2].id', 'duplicate Naval Zone id "southChinaSea"');
  });

  it('weather areas and Off-Map Boxes', () => {
    const doc = tiny();
    expectOnly(push(doc, ['weatherAreas'], copyOf(doc, ['weatherAreas', 0])), 'weatherAreas[1].id', 'duplicate weather area id');
    const box = { id: 'indianOcean', name: 'Indian Ocean', faction: 'western' };
    expectOnly(set(tiny(), ['offMapBoxes'], [box, box]), 'offMapBoxes[1].id', 'duplicate Off-Map Box id "indianOcean"');
  });

  it('maps', () => {
    const doc = tiny();
    expectOnly(push(doc, ['maps'], copyOf(doc, ['maps', 0])), 'maps[1].letter', 'map "w" is listed twice');
  });
});

describe('unknown references say what was meant', () => {
  it('a country', () => {
    expectOnly(set(tiny(), ['hexes', 1, 'country'], 'malya'), 'hexes[1].country', 'unknown country "malya"', 'did you mean "malaya"?');
  });

  it('a weather area', () => {
    expectOnly(set(tiny(), ['hexes', 1, 'weatherArea'], 'southMonson'), 'hexes[1].weatherArea', 'unknown weather area', 'did you mean "southMonsoon"?');
  });

  it('a Naval Zone, from a hex and from a zone', () => {
    expectOnly(set(tiny(), ['hexes', 2, 'navalZones', 0], 'southChinaSee'), 'hexes[2].navalZones[0]', 'unknown Naval Zone', 'did you mean "southChinaSea"?');
    // An unknown zone in adjacency is reported once (not also as a one-way adjacency).
    const doc = set(tiny(), ['navalZones', 1, 'adjacentZones'], ['southChinaSea', 'javaSea']);
    expectOnly(doc, 'navalZones[1].adjacentZones[1]', 'unknown Naval Zone "javaSea"');
  });

  it('a Naval Zone in places', () => {
    const doc = set(tiny(), ['places', 'navalZones'], { southChinaSe: { onStation: [], convoys: ['we-convoy-1'], used: [] } });
    expectOnly(doc, 'places.navalZones.southChinaSe', 'unknown Naval Zone', 'did you mean "southChinaSea"?');
  });

  it('a counter in places', () => {
    expectOnly(push(tiny(), ['places', 'hexes', 'w3218'], 'br-18-dv'), 'places.hexes.w3218[1]', 'unknown counter "br-18-dv"', 'did you mean "br-18-div"?');
  });

  it('a counter under facts', () => {
    expectOnly(set(tiny(), ['facts', 'unsupplied'], ['jp-25-amry']), 'facts.unsupplied[0]', 'unknown counter', 'did you mean "jp-25-army"?');
  });

  it('the unit owning a Holding Box', () => {
    const doc = set(tiny(), ['places', 'holdingBoxes'], { 'jp-25-amy': [] });
    expectOnly(doc, 'places.holdingBoxes.jp-25-amy', 'unknown unit owning a Holding Box', 'did you mean "jp-25-army"?');
  });

  it('an Off-Map Box', () => {
    expectOnly(set(tiny(), ['places', 'offMapBoxes'], { indianOcean: [] }), 'places.offMapBoxes.indianOcean', 'unknown Off-Map Box "indianOcean"');
  });

  it('the country a Dependent depends on, and a capital hex', () => {
    expectOnly(set(tiny(), ['countries', 3, 'dependentOf'], 'britian'), 'countries[3].dependentOf', 'did you mean "britain"?');
    expectOnly(set(tiny(), ['countries', 1, 'capital'], 'w3228'), 'countries[1].capital', 'unknown hex "w3228"', 'did you mean "w3218"?');
  });

  it('a marker\'s country and a Failure', () => {
    expectOnly(set(tiny(), ['facts', 'failures'], ['malay']), 'facts.failures[0]', 'unknown country "malay"');
  });

  it('no suggestion when nothing is close', () => {
    const problems = problemsOf(set(tiny(), ['hexes', 1, 'country'], 'zanzibar'));
    expectProblem(problems, 'hexes[1].country', 'unknown country "zanzibar"');
    expect(problems[0]!.message).not.toContain('did you mean');
  });

  it('a Dependent chain that loops', () => {
    const doc = set(set(tiny(), ['countries', 1, 'status'], 'dependent'), ['countries', 1, 'dependentOf'], 'malaya');
    const problems = problemsOf(doc);
    expectProblem(problems, 'countries[1].dependentOf', 'cycle', 'britain → malaya → britain');
    expectProblem(problems, 'countries[3].dependentOf', 'cycle');
  });
});
