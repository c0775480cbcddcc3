import { HexGrid } from '../../core/hex/grid.ts';
import { OCS_HEX } from '../model/hex.ts';
import type { OcsBoard } from '../model/state.ts';
import type { HexsideFeature, OcsHex } from '../model/terrain.ts';
import type { Problems } from './problems.ts';
import type { OcsScenarioData } from './schema.ts';

/** The map from the scenario's maps, hexes and hexsides; each bad entry located. */
export function buildBoard(data: OcsScenarioData, problems: Problems): OcsBoard | undefined {
  const built = HexGrid.build({ maps: data.maps, hexes: data.hexes.map((h) => h.id) }, OCS_HEX);
  for (const e of built.errors) {
    problems.add(e.list === 'maps' ? ['maps', e.index, e.code === 'map.badRowOffset' ? 'rowOffset' : 'letter'] : ['hexes', e.index, 'id'], e.message);
  }
  const grid = built.grid;
  if (!grid) return undefined;
  const hexes: Record<string, OcsHex> = Object.create(null) as Record<string, OcsHex>;
  data.hexes.forEach((h, i) => {
    if (new Set(h.terrain).size !== h.terrain.length) problems.add(['hexes', i, 'terrain'], 'a terrain type is listed twice');
    hexes[h.id] = { id: h.id, terrain: h.terrain, ...(h.name !== undefined && { name: h.name }) };
  });
  const hexsides = new Map<string, readonly HexsideFeature[]>();
  data.hexsides.forEach((side, i) => {
    const [a, b] = side.between;
    for (const [j, h] of [a, b].entries()) if (!grid.has(h)) problems.add(['hexsides', i, 'between', j], `hex "${h}" is not on the map`);
    if (!grid.has(a) || !grid.has(b)) return;
    if (!grid.adjacent(a, b)) {
      problems.add(['hexsides', i, 'between'], `${a} and ${b} are ${grid.distance(a, b)} hexes apart; a hexside lies between adjacent hexes`);
      return;
    }
    const key = grid.hexsideKey(a, b);
    if (hexsides.has(key)) problems.add(['hexsides', i], `hexside ${key} is listed twice`);
    hexsides.set(key, [...new Set(side.features)]);
  });
  return { grid, hexes, hexsides };
}
