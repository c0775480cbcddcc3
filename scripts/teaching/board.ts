/**
 * The hexes of the teaching map: land or All-Sea from the atlas (with the hexes the rules fix
 * forced), country, terrain, names, cities and ports, Naval Zones and Weather Areas.
 */
import type { ScenarioInput } from '../../src/ds/scenario/index.ts';
import type { Atlas } from './atlas.ts';
import { classifyRegion, isLandByShare, type Classified } from './classify.ts';
import { terrainOf } from './countries.ts';
import type { Affine } from './fit.ts';
import { ANCHORS, CITIES, RULE_CHECKS, RULE_LAND_HEXES, RULE_SEA_HEXES, type NamedPlace } from './geo-data.ts';
import { centreOf, hexContaining, hexLengths, idOf, neighbourIds } from './hexmath.ts';
import { weatherOf, zoneOf, type ZoneId } from './zones.ts';

export type HexInput = ScenarioInput['hexes'][number];

/** Ports of the South China Sea – Bay of Bengal Restricted Waterway (2.2.3.1). */
export const WATERWAY_PORTS = ['w3218', 'w2819'] as const;
const ZONE_ORDER: readonly ZoneId[] = ['southChinaSea', 'bayOfBengal'];
/** How far (in hexes) a coastal city in an All-Sea hex may move to a Land hex. */
export const MAX_CITY_SHIFT = 1;

interface Cell {
  readonly c: Classified;
  land: boolean;
  country?: string;
  place?: NamedPlace;
}

export interface BoardNotes {
  readonly forced: string[];
  readonly cities: string[];
  readonly ports: string[];
}

export interface BoardBuild {
  readonly hexes: HexInput[];
  readonly cells: ReadonlyMap<string, { readonly land: boolean; readonly geo: Classified['geo'] }>;
  readonly notes: BoardNotes;
}

function forceLand(cell: Cell, why: string, notes: BoardNotes): void {
  const share = `${cell.c.landSamples}/7 land samples`;
  notes.forced.push(`${cell.c.id} (${why}) forced to Land${cell.land ? ` (already land: ${share})` : `; the atlas gives ${share}`}`);
  cell.land = true;
}

function placeNamed(cells: Map<string, Cell>, id: string, p: NamedPlace, notes: BoardNotes): void {
  const cell = cells.get(id);
  if (!cell) throw new Error(`${p.name} (${id}) lies outside the region of the teaching map`);
  if (!cell.land) forceLand(cell, p.name, notes);
  if (cell.country !== undefined && cell.country !== p.country) notes.cities.push(`${p.name} (${id}): hex country ${p.country}, where most of its samples fall in ${cell.country}`);
  cell.country = p.country;
  cell.place = p;
}

/** The Land hex for a city: its own, or for a coastal city in an All-Sea hex the nearest adjacent Land hex within a hex. */
function cityHex(cells: ReadonlyMap<string, Cell>, fit: Affine, p: Omit<NamedPlace, 'id'>, notes: BoardNotes): string | undefined {
  const at = fit.toMap(p.geo);
  const own = hexContaining(at);
  const id = idOf(own.col, own.row);
  const cell = cells.get(id);
  if (!cell) { notes.cities.push(`${p.name}: outside the region (${id}), left out`); return undefined; }
  if (cell.land) return id;
  const near = neighbourIds(id)
    .filter((n) => cells.get(n)?.land)
    .map((n) => ({ n, d: hexLengths(at, centreOf(n)) }))
    .sort((x, y) => x.d - y.d || (x.n < y.n ? -1 : 1))[0];
  if (!near || near.d > MAX_CITY_SHIFT) { notes.cities.push(`${p.name}: falls in All-Sea hex ${id} with no Land hex near enough, left out`); return undefined; }
  notes.cities.push(`${p.name}: falls in All-Sea hex ${id}, moved to the adjacent Land hex ${near.n} (${near.d.toFixed(2)} hexes from the city)`);
  return near.n;
}

function placeCity(cells: Map<string, Cell>, fit: Affine, p: Omit<NamedPlace, 'id'>, notes: BoardNotes): void {
  const id = cityHex(cells, fit, p, notes);
  const cell = id === undefined ? undefined : cells.get(id);
  if (id === undefined || !cell) return;
  if (cell.place) {
    const port = p.port && !cell.place.port ? `; its port goes to ${cell.place.name}` : '';
    if (p.port && !cell.place.port) cell.place = { ...cell.place, port: p.port };
    notes.cities.push(`${p.name}: shares ${id} with ${cell.place.name}, not named${port}`);
    return;
  }
  if (cell.country !== p.country) { notes.cities.push(`${p.name}: ${id} belongs mostly to ${cell.country ?? 'no country'}, left out`); return; }
  cell.place = { ...p, id };
}

function portZones(cells: ReadonlyMap<string, Cell>, id: string): ZoneId[] {
  const zones = new Set<ZoneId>();
  for (const n of neighbourIds(id)) {
    const cell = cells.get(n);
    if (cell && !cell.land) zones.add(zoneOf(cell.c.geo));
  }
  return ZONE_ORDER.filter((z) => zones.has(z));
}

function toHex(cells: ReadonlyMap<string, Cell>, cell: Cell, notes: BoardNotes): HexInput {
  const { id, geo } = cell.c;
  const weatherArea = weatherOf(geo);
  if (!cell.land) return { id, terrain: 'allSea', navalZones: [zoneOf(geo)], weatherArea };
  if (cell.country === undefined) throw new Error(`land hex ${id} has no country`);
  const p = cell.place;
  let zones: ZoneId[] = [];
  if (p?.port) {
    zones = portZones(cells, id);
    if ((WATERWAY_PORTS as readonly string[]).includes(id) && zones.length < 2) {
      notes.ports.push(`${p.name} (${id}) opens onto ${zones.join(', ') || 'no zone'} by its adjacent hexes; set to both zones (2.2.3.1 Restricted Waterway)`);
      zones = [...ZONE_ORDER];
    }
    if (zones.length === 0) notes.ports.push(`${p.name} (${id}) touches no All-Sea hex at this scale: not a port here`);
  }
  return {
    id, terrain: terrainOf(cell.country),
    ...(p && { name: p.name, city: { name: p.name, ...(p.capital && { capital: true }) } }),
    ...(p?.port && zones.length > 0 && { port: { key: p.port === 'key' } }),
    country: cell.country,
    ...(zones.length > 0 && { navalZones: zones }),
    weatherArea,
  };
}

export function buildHexes(atlas: Atlas, fit: Affine): BoardBuild {
  const notes: BoardNotes = { forced: [], cities: [], ports: [] };
  const cells = new Map<string, Cell>();
  for (const c of classifyRegion(atlas, fit)) {
    cells.set(c.id, { c, land: isLandByShare(c), ...(c.country !== undefined && { country: c.country }) });
  }
  for (const p of [...ANCHORS, ...RULE_CHECKS]) placeNamed(cells, p.id, p, notes);
  for (const id of RULE_LAND_HEXES) {
    const cell = cells.get(id);
    if (cell && !cell.land) forceLand(cell, 'a Land hex of the 4.2.5.1 Akyab example', notes);
  }
  for (const id of RULE_SEA_HEXES) {
    const cell = cells.get(id);
    if (!cell) throw new Error(`${id} lies outside the region of the teaching map`);
    notes.forced.push(`${id} (a fleet hex of the 2.2.3.3 example) forced to All-Sea${cell.land ? '' : ` (already sea: ${cell.c.landSamples}/7 land samples)`}`);
    cell.land = false;
  }
  for (const p of CITIES) placeCity(cells, fit, p, notes);
  const hexes = [...cells.values()].sort((a, b) => (a.c.id < b.c.id ? -1 : 1)).map((cell) => toHex(cells, cell, notes));
  const view = new Map([...cells].map(([id, cell]) => [id, { land: cell.land, geo: cell.c.geo }] as const));
  return { hexes, cells: view, notes };
}
