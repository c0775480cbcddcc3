import { HexGrid } from '../../core/hex/index.ts';
import { DS_HEX } from '../model/hex-ids.ts';
import type { Board } from '../model/state.ts';
import type { Hex, Hexside } from '../model/terrain.ts';
import type { ScenarioData } from './schema/scenario.schema.ts';
import type { Problems } from './problems.ts';
import { idRecord } from './id-record.ts';

/**
 * Builds the map from the scenario's hex and hexside lists: every hex id must be well formed, on a
 * listed map and unique; every hexside must lie between two adjacent hexes of the map.
 */
export function buildBoard(data: ScenarioData, problems: Problems): Board | undefined {
  // Duplicate map letters and hex ids, bad row offsets: HexGrid.build reports each once, located.
  const letters = new Set(data.maps.map((m) => m.letter));
  const built = HexGrid.build({ maps: data.maps, hexes: data.hexes.map((h) => h.id) }, DS_HEX);
  for (const e of built.errors) {
    if (e.list === 'maps') {
      problems.add(['maps', e.index, e.code === 'map.badRowOffset' ? 'rowOffset' : 'letter'], e.message);
      continue;
    }
    const letter = e.id[0] ?? '';
    if (e.code === 'hex.unknownMap' && letters.has(letter)) continue; // the map's own entry was reported
    const hint = letters.has(letter) ? '' : ` (maps listed: ${[...letters].join(', ') || 'none'})`;
    problems.add(['hexes', e.index, 'id'], `${e.message}${hint}`);
  }
  const grid = built.grid;
  if (!grid) return undefined;

  const hexes = idRecord<Hex>();
  for (const h of data.hexes) {
    hexes[h.id] = {
      id: h.id, terrain: h.terrain, navalZones: h.navalZones, weatherArea: h.weatherArea,
      ...(h.name !== undefined && { name: h.name }),
      ...(h.city !== undefined && { city: h.city }),
      ...(h.port !== undefined && { port: h.port }),
      ...(h.country !== undefined && { country: h.country }),
    };
  }

  const hexsides = idRecord<Hexside>();
  data.hexsides.forEach((side, i) => {
    const [a, b] = side.between;
    for (const [j, h] of [a, b].entries()) {
      if (!grid.has(h)) problems.add(['hexsides', i, 'between', j], `hex "${h}" is not on the map`);
    }
    if (!grid.has(a) || !grid.has(b)) return;
    if (!grid.adjacent(a, b)) {
      problems.add(['hexsides', i, 'between'], `${a} and ${b} are ${grid.distance(a, b)} hexes apart; a hexside lies between adjacent hexes`);
      return;
    }
    const key = grid.hexsideKey(a, b);
    if (hexsides[key]) problems.add(['hexsides', i], `hexside ${key} is listed twice`);
    const between = key.split('/') as [string, string];
    // A Strait is an All-Sea hexside that the rules except by name (4.2.5.2 "unless it is a
    // Strait"), so `["strait"]` and `["allSea", "strait"]` load the same (docs/rulings.md R-STRAIT).
    const features = side.features.includes('strait') ? ['allSea' as const, ...side.features] : side.features;
    hexsides[key] = { between, features: [...new Set(features)] };
  });

  return { maps: data.maps, hexes, hexsides, grid };
}
