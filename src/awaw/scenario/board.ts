import { HexGrid } from '../../core/hex/grid.ts';
import type { Board, HexInfo, HexsideInfo } from '../model/game.ts';
import { AWAW_HEX } from '../model/hex-ids.ts';
import type { HexFeature, HexsideFeature } from '../model/terrain.ts';
import type { ScenarioData } from './schema.ts';
import { Problems, suggest } from './problems.ts';

const KEY_WORDS = { country: 'country', front: 'front', weatherArea: 'weather area' } as const;

/** The board: the grid (AWAW hex ids, R-AWAW-HEX-IDS), hexes and hexsides, every bad entry located. */
export function buildBoard(data: ScenarioData, problems: Problems): Board | undefined {
  const built = HexGrid.build({ maps: data.maps.map((m) => ({ letter: m.letter, rowOffset: m.rowOffset })), hexes: data.hexes.map((h) => h.id) }, AWAW_HEX);
  for (const e of built.errors) problems.add(e.list === 'maps' ? ['maps', e.index, 'letter'] : ['hexes', e.index, 'id'], e.message);
  const grid = built.grid;
  if (!grid) return undefined;
  const known = {
    country: new Set(data.countries.map((c) => c.id)),
    front: new Set(data.fronts.map((f) => f.id)),
    weatherArea: new Set(data.weatherAreas.map((w) => w.id)),
  };
  const hexes = new Map<string, HexInfo>();
  data.hexes.forEach((h, i) => {
    for (const key of ['country', 'front', 'weatherArea'] as const) {
      const ref = h[key];
      if (ref !== undefined && !known[key].has(ref)) problems.add(['hexes', i, key], `unknown ${KEY_WORDS[key]} "${ref}"${suggest(ref, known[key])}`);
    }
    if (h.control !== undefined && !data.factions.some((f) => f.id === h.control)) problems.add(['hexes', i, 'control'], `the faction "${h.control}" is not among the scenario's factions`);
    hexes.set(h.id, {
      id: h.id, terrain: h.terrain, features: new Set<HexFeature>(h.features), fortUnsuppliedTurns: h.fortUnsuppliedTurns,
      ...(h.name !== undefined && { name: h.name }), ...(h.country !== undefined && { country: h.country }),
      ...(h.front !== undefined && { front: h.front }), ...(h.weatherArea !== undefined && { weatherArea: h.weatherArea }),
      ...(h.separateZone !== undefined && { separateZone: h.separateZone }),
    });
  });
  const hexsides = new Map<string, HexsideInfo>();
  data.hexsides.forEach((s, i) => {
    const [a, b] = s.between;
    if (!grid.has(a) || !grid.has(b)) { problems.add(['hexsides', i, 'between'], `${!grid.has(a) ? a : b} is not a hex of the map`); return; }
    if (!grid.adjacent(a, b)) { problems.add(['hexsides', i, 'between'], `${a} and ${b} are not adjacent`); return; }
    const key = grid.hexsideKey(a, b);
    if (hexsides.has(key)) { problems.add(['hexsides', i, 'between'], `the hexside ${key} is listed twice`); return; }
    if (s.line && s.line.protects !== a && s.line.protects !== b) { problems.add(['hexsides', i, 'line', 'protects'], `${s.line.protects} is not one of the two hexes of this side`); return; }
    hexsides.set(key, { between: [a, b], features: new Set<HexsideFeature>(s.features), ...(s.line && { line: { kind: s.line.kind, hex: s.line.protects } }) });
  });
  return { grid, hexes, hexsides };
}
