/**
 * Assembles the AWAW teaching scenario (turnchart/awaw-scenario@1) from the geography
 * (teaching-geo.ts) and the forces (teaching-units.ts).
 */
import type { ScenarioInput } from '../../src/awaw/scenario/schema.ts';
import { boardHexes, hexAt, isLandHex, landTest, riverBetween, type BoardHex } from './teaching-geo.ts';
import { AXIS_UNITS, PLACES, RUSSIAN_POOL, RUSSIAN_UNITS, type UnitSpec } from './teaching-units.ts';

type Hex = ScenarioInput['hexes'][number];
type Counter = NonNullable<ScenarioInput['counters']>[number];

/** Hand-set terrain: the wooded country north of Voronezh (the Usman forest) and on the middle Donets. */
const FOREST = [{ lon: 39.5, lat: 51.95 }, { lon: 38.2, lat: 48.9 }];
const TOWNS: Readonly<Record<string, readonly ('objective' | 'ic' | 'capital' | 'port')[]>> = {
  stalingrad: ['objective', 'ic'], voronezh: ['objective'], rostov: ['objective', 'ic', 'port'], kalach: [], serafimovich: [], kletskaya: [],
  millerovo: [], boguchar: [], rossosh: [], liski: [], tsimlyansk: [], morozovsk: [], frolovo: [], uryupinsk: [], kamensk: [], kantemirovka: [],
};

export function buildTeaching(): { scenario: ScenarioInput; land: number; sea: number } {
  const all = boardHexes();
  const landAt = landTest();
  const isLand = new Map(all.map((h) => [h.id, isLandHex(h, landAt)]));
  const names = new Map<string, string>();
  const features = new Map<string, string[]>();
  for (const [key, geo] of Object.entries(PLACES)) {
    const id = hexAt(all, geo);
    names.set(id, key[0]!.toUpperCase() + key.slice(1));
    features.set(id, [...(TOWNS[key] ?? [])]);
  }
  const forest = new Set(FOREST.map((g) => hexAt(all, g)));
  const place = (u: UnitSpec) => (typeof u.at === 'string' ? u.at : hexAt(all, u.at));
  const axisHexes = AXIS_UNITS.filter((u) => !u.noControl).map(place);
  const russianHexes = RUSSIAN_UNITS.filter((u) => !u.noControl).map(place);
  const grid = new Map(all.map((h) => [h.id, h]));
  const dist = (a: BoardHex, b: string) => Math.hypot(a.centre.x - grid.get(b)!.centre.x, a.centre.y - grid.get(b)!.centre.y);
  // Control: the side of the nearest unit, the Russians on a tie (the front follows the armies).
  const controlOf = (h: BoardHex) => (Math.min(...axisHexes.map((x) => dist(h, x))) < Math.min(...russianHexes.map((x) => dist(h, x))) ? 'axis' : 'russia');
  const hexes: Hex[] = all.map((h) => {
    const landHex = isLand.get(h.id)!;
    const base: Hex = { id: h.id, terrain: !landHex ? 'sea' : forest.has(h.id) ? 'forest' : 'clear' };
    if (!landHex) return base;
    return {
      ...base,
      ...(names.has(h.id) && { name: names.get(h.id)! }),
      country: 'russia', front: 'eastern', weatherArea: 'southRussia',
      ...(features.get(h.id)?.length ? { features: features.get(h.id) as Hex['features'] } : {}),
      control: controlOf(h),
    };
  });
  const hexsides: NonNullable<ScenarioInput['hexsides']> = [];
  for (const a of all) for (const b of all) {
    if (a.id >= b.id || Math.hypot(a.centre.x - b.centre.x, a.centre.y - b.centre.y) > 1.8) continue;
    if (!isLand.get(a.id) || !isLand.get(b.id)) continue;
    if (riverBetween(a, b)) hexsides.push({ between: [a.id, b.id], features: ['river'] });
  }
  const counters: Counter[] = [...AXIS_UNITS, ...RUSSIAN_UNITS, ...RUSSIAN_POOL].map((u) => ({
    id: u.id, kind: 'ground', name: u.name, nationality: u.nationality, type: u.type as never, values: u.values,
    ...(u.supply !== undefined && { supply: u.supply as never }),
  }));
  const placesHexes: Record<string, string[]> = {};
  const put = (hex: string, id: string) => { (placesHexes[hex] ??= []).push(id); };
  [...AXIS_UNITS, ...RUSSIAN_UNITS].forEach((u) => put(place(u), u.id));
  // Counters that are not units: the air base of the airborne division, the Kletskaya fortifications,
  // the Axis bridgehead over the Don at Serafimovich's west bank, a railhead at Millerovo.
  const marker = (id: string, type: string, faction: string, hex: string, origin?: string) => {
    counters.push({ id, kind: 'marker', type: type as never, faction: faction as never, ...(origin && { origin: origin as never }) });
    put(hex, id);
  };
  marker('ax-airbase', 'airbase', 'axis', place(AXIS_UNITS.find((u) => u.id === 'ge-7fj')!));
  marker('ru-fort-kletskaya', 'fortification', 'russia', hexAt(all, PLACES['kletskaya']!));
  marker('ax-bridgehead', 'bridgehead', 'axis', 'eO48', 'river');
  marker('ax-railhead', 'railhead', 'axis', hexAt(all, PLACES['millerovo']!));
  const landCount = [...isLand.values()].filter(Boolean).length;
  const scenario: ScenarioInput = {
    format: 'turnchart/awaw-scenario@1',
    name: 'Teaching: the Don bend, summer 1942',
    description: 'Army Group B closes on the Don bend and Stalingrad: crossings of the Don at Serafimovich and Kletskaya, an airdrop, the Kalach bridgehead, a breakthrough and exploitation toward Stalingrad, then an attrition along the front. Real geography (Natural Earth land, the Don, Donets and Volga), hexes about 60 km across.',
    simplifications: [
      'Hex ids follow the A World at War convention (row letters and numbers) but are not the printed mapboard\'s.',
      'The order of battle is reduced to a few corps and armies per side; strengths follow rule 10\'s unit types.',
      'Air and naval forces are counts: the Axis has 28 air factors and one air transport, Russia 6 air factors.',
      'Hex control follows the nearest army; offensives are limited on the eastern front for both sides.',
      'Terrain is clear except two forest hexes; rivers are the Don, the Donets and the Volga.',
      'Politics: Germany and Russia are at war; Russia\'s partisan pool is the automatic four of 11.22C (one on the map, one in the force pool).',
    ],
    game: {
      turn: 11, year: 1942, season: 'summer', phasing: 'axis', sides: ['axis', 'allies'],
      offensives: { axis: { eastern: 'limited' }, russia: { eastern: 'limited' } },
    },
    factions: [
      { id: 'axis', airFactors: 28, airCtl: 2, airTransport: 1, airdropRange: 4 },
      { id: 'russia', airFactors: 6, airCtl: 1, airTransport: 0, airdropRange: 0 },
    ],
    nationalities: [
      { id: 'german', name: 'German', faction: 'axis', ctl: 2, winterPreparation: 1, homeCountries: ['germany'], supplySourceCountries: ['germany'] },
      { id: 'italian', name: 'Italian', faction: 'axis', ctl: 1, italian: true, homeCountries: ['italy'] },
      { id: 'rumanian', name: 'Rumanian', faction: 'axis', ctl: 1, minor: true, homeCountries: ['rumania'] },
      { id: 'hungarian', name: 'Hungarian', faction: 'axis', ctl: 1, minor: true, homeCountries: ['hungary'] },
      { id: 'russian', name: 'Russian', faction: 'russia', ctl: 1, winterPreparation: 3, homeCountries: ['russia'], supplySourceCountries: ['russia'] },
    ],
    countries: [
      { id: 'russia', name: 'Russia' }, { id: 'germany', name: 'Germany' }, { id: 'italy', name: 'Italy' },
      { id: 'rumania', name: 'Rumania' }, { id: 'hungary', name: 'Hungary' },
    ],
    fronts: [{ id: 'eastern', name: 'Eastern front' }],
    politics: { wars: [['germany', 'russia']] },
    weatherAreas: [{ id: 'southRussia', name: 'South Russia', winterLevel: 0 }],
    boxes: [{ id: 'urals', name: 'Urals box', attritionLosses: true }],
    maps: [{ letter: 'e', name: 'European mapboard (teaching extract)' }],
    hexes,
    hexsides,
    counters,
    places: { hexes: placesHexes, forcePools: { russian: RUSSIAN_POOL.map((u) => u.id) } },
  };
  return { scenario, land: landCount, sea: all.length - landCount };
}
