import type { ScenarioInput } from '../schema/scenario.schema.ts';
import type { HexLayout } from './hexes.ts';
import type { SeaLayout } from './seas.ts';
import type { Sketch } from './sketch.ts';

export type RestrictedWaterwayInput = NonNullable<ScenarioInput['restrictedWaterways']>[number];
export type OffMapBoxInput = NonNullable<ScenarioInput['offMapBoxes']>[number];

/**
 * Restricted Waterways where a Multi-Zone Port joins two zones (as Singapore joins the South China
 * Sea and the Bay of Bengal): one per pair of zones, at most `max`, listing up to two such ports.
 */
export function restrictedWaterways(s: Sketch, hexes: HexLayout, max: number): RestrictedWaterwayInput[] {
  const byPair = new Map<string, { zones: [string, string]; ports: string[] }>();
  for (const [i, zones] of hexes.ports) {
    if (zones.length < 2) continue;
    const [a, b] = [zones[0]!, zones[1]!].sort() as [string, string];
    const key = `${a}|${b}`;
    const entry = byPair.get(key) ?? { zones: [a, b], ports: [] };
    if (entry.ports.length < 2) entry.ports.push(s.grid.ids[i]!);
    byPair.set(key, entry);
  }
  return [...byPair.values()].slice(0, max);
}

/** Off-Map Boxes beyond the edges of the board, each adjacent to the zones along that edge. */
export function offMapBoxes(s: Sketch, sea: SeaLayout): OffMapBoxInput[] {
  const edges: readonly (readonly [OffMapBoxInput, (col: number, row: number) => boolean])[] = [
    [{ id: 'northPacificBox', name: 'North Pacific', faction: 'soviet' }, (col, row) => col === s.cols && row <= s.totalRows * 0.4],
    [{ id: 'usWestCoast', name: 'US West Coast', faction: 'western' }, (col, row) => col === s.cols && row > s.totalRows * 0.4],
    [{ id: 'indianOceanBox', name: 'Indian Ocean', faction: 'western' }, (col) => col === 1],
    [{ id: 'southPacificBox', name: 'South Pacific', faction: 'western' }, (_, row) => row === s.totalRows],
  ];
  return edges.map(([box, onEdge]) => {
    const zones = new Set<string>();
    s.grid.ids.forEach((id, i) => {
      const g = s.grid.globalOf(id)!;
      const z = sea.zoneOf[i];
      if (z !== undefined && onEdge(g.col, g.row)) zones.add(z);
    });
    const adjacentZones = [...zones].sort();
    for (const z of sea.zones) {
      if (zones.has(z.id)) z.adjacentOffMapBoxes = [...(z.adjacentOffMapBoxes ?? []), box.id];
    }
    return { ...box, adjacentZones };
  });
}
