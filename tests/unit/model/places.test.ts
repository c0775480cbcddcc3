import { describe, expect, it } from 'vitest';
import { describePlace, placeKey, samePlace, type Place } from '../../../src/ds/model/places.ts';
import { formatValues, isArmorType, type GroundUnit } from '../../../src/ds/model/ground-units.ts';
import { isMultiZonePort, type Hex } from '../../../src/ds/model/terrain.ts';

/** One place of every kind (docs/rulings.md R-PLACES). */
const PLACES: Place[] = [
  { kind: 'hex', hex: 'w3218' },
  { kind: 'forcePool', faction: 'western' },
  { kind: 'holdingBox', unit: 'jp-aex' },
  { kind: 'navalZone', zone: 'southChinaSea', box: 'onStation' },
  { kind: 'navalZone', zone: 'southChinaSea', box: 'convoys' },
  { kind: 'navalZone', zone: 'southChinaSea', box: 'used' },
  { kind: 'offMapBox', box: 'indianOcean' },
  { kind: 'delayBox' },
  { kind: 'navalWarfareDelayBox' },
  { kind: 'strategicWarfareBox' },
  { kind: 'turnTrack', turn: 7 },
  { kind: 'track', track: 'victoryPoints', space: -3 },
  { kind: 'setAside' },
];

describe('places', () => {
  it('every place has its own key', () => {
    expect(new Set(PLACES.map(placeKey)).size).toBe(PLACES.length);
  });

  it('a Beachhead arrow is not part of the place: the marker is in its hex', () => {
    const arrow: Place = { kind: 'hex', hex: 'w3219', arrowTo: 'w3218' };
    expect(placeKey(arrow)).toBe('hex:w3219');
    expect(samePlace(arrow, { kind: 'hex', hex: 'w3219' })).toBe(true);
    expect(samePlace(arrow, { kind: 'hex', hex: 'w3218' })).toBe(false);
  });

  it('describes places in the rules\' words', () => {
    expect(PLACES.map((p) => describePlace(p))).toEqual([
      'hex w3218', 'Western Force Pool', 'Holding Box of jp-aex', 'southChinaSea On Station Box',
      'southChinaSea Convoys Box', 'southChinaSea Used Box', 'Off-Map Box indianOcean', 'Delay Box',
      'Naval Warfare Delay Box', 'Strategic Warfare Box', 'Turn Track, box 7', 'Victory Points track, space -3', 'set aside',
    ]);
    const names = { zone: (id: string) => (id === 'southChinaSea' ? 'South China Sea' : id), hex: (id: string) => `Singapore (${id})` };
    expect(describePlace(PLACES[3]!, names)).toBe('South China Sea On Station Box');
    expect(describePlace(PLACES[0]!, names)).toBe('Singapore (w3218)');
    expect(describePlace(PLACES[2]!, { unit: () => 'AEx HQ 4-4-2' })).toBe('Holding Box of AEx HQ 4-4-2');
    expect(describePlace(PLACES[6]!, { offMapBox: () => 'Indian Ocean Box' })).toBe('Indian Ocean Box');
  });
});

describe('ground units and hexes', () => {
  const unit = (type: GroundUnit['type']): GroundUnit => ({
    kind: 'ground', id: type, name: type, nationality: 'british', type, values: { attack: 7, defense: 6, movement: 2 }, steps: 3,
    stepMarks: 'dots', elite: false, colonial: false, kwantung: false, exp: false, delayStripe: false, designations: [],
  });

  it('armor-type units are armor and mech (docs/rulings.md R-ARMOR-TYPE)', () => {
    expect(isArmorType(unit('armor'))).toBe(true);
    expect(isArmorType(unit('mech'))).toBe(true);
    expect(isArmorType(unit('infantry'))).toBe(false);
    expect(isArmorType(unit('cavalry'))).toBe(false);
  });

  it('values print as attack-defense-movement', () => {
    expect(formatValues(unit('mech').values)).toBe('7-6-2');
  });

  it('a port in two Naval Zones is a Multi-Zone Port (2.2.3.1)', () => {
    const hex = (navalZones: string[], port: boolean): Hex => ({ id: 'w3218', terrain: 'clear', navalZones, weatherArea: 'a', ...(port && { port: { key: true } }) });
    expect(isMultiZonePort(hex(['a', 'b'], true))).toBe(true);
    expect(isMultiZonePort(hex(['a'], true))).toBe(false);
    expect(isMultiZonePort(hex(['a', 'b'], false))).toBe(false);
  });
});
