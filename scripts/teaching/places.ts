/**
 * From pieces (a counter and where it is) to the scenario's `counters`, `places` and `facts`.
 * Zones of control are not worked out by the rules here (docs/rulings.md R-ZOC): they are set by
 * a simple rule, every Land hex adjacent to a faction's ground unit unless across an All-Sea
 * hexside that is not a Strait.
 */
import type { ScenarioInput } from '../../src/ds/scenario/index.ts';
import { FACTIONS, type Faction } from '../../src/ds/model/factions.ts';
import { NATIONALITY_INFO } from '../../src/ds/model/nationalities.ts';
import { hexsideKey } from '../../src/core/hex/index.ts';
import type { HexInput } from './board.ts';
import type { HexsideInput } from './hexsides.ts';
import { neighbourIds } from './hexmath.ts';
import type { CounterInput, Piece, Where } from './pieces.ts';

type Places = ScenarioInput['places'];
type HexEntry = NonNullable<Places['hexes']>[string][number];

function hexIdOf(name: string, byName: ReadonlyMap<string, string>, hexes: ReadonlyMap<string, HexInput>): string {
  const id = byName.get(name) ?? (hexes.has(name) ? name : undefined);
  if (id === undefined) throw new Error(`no hex named or numbered "${name}" on the teaching map`);
  return id;
}

function push<K extends string>(rec: Partial<Record<K, string[]>>, key: K, id: string): void {
  (rec[key] ??= []).push(id);
}

export function buildPlaces(pieces: readonly Piece[], hexList: readonly HexInput[]): { counters: CounterInput[]; places: Places } {
  const hexes = new Map(hexList.map((h) => [h.id, h]));
  const byName = new Map(hexList.flatMap((h) => (h.name === undefined ? [] : [[h.name, h.id] as const])));
  const inHexes = new Map<string, HexEntry[]>();
  const forcePools: Partial<Record<Faction, string[]>> = {};
  const holdingBoxes: Record<string, string[]> = {};
  const navalZones: Record<string, { onStation: string[]; convoys: string[]; used: string[] }> = {};
  const offMapBoxes: Record<string, string[]> = {};
  const boxes = { delayBox: [] as string[], navalWarfareDelayBox: [] as string[], strategicWarfareBox: [] as string[], setAside: [] as string[] };
  const turnTrack: Record<string, string[]> = {};
  const tracks: Record<string, Record<string, string[]>> = {};
  const place = (id: string, at: Where): void => {
    if ('hex' in at) {
      const hex = hexIdOf(at.hex, byName, hexes);
      const list = inHexes.get(hex) ?? [];
      list.push(at.arrowTo === undefined ? id : { counter: id, arrowTo: hexIdOf(at.arrowTo, byName, hexes) });
      inHexes.set(hex, list);
    } else if ('pool' in at) push(forcePools, at.pool, id);
    else if ('holding' in at) push(holdingBoxes, at.holding, id);
    else if ('zone' in at) (navalZones[at.zone] ??= { onStation: [], convoys: [], used: [] })[at.zoneBox].push(id);
    else if ('offMap' in at) push(offMapBoxes, at.offMap, id);
    else if ('box' in at) boxes[at.box].push(id);
    else if ('turn' in at) push(turnTrack, String(at.turn), id);
    else push((tracks[at.track] ??= {}), String(at.space), id);
  };
  for (const p of pieces) place(p.counter.id, p.at);
  const orderedPools = Object.fromEntries(FACTIONS.flatMap((f) => (forcePools[f] ? [[f, forcePools[f]] as const] : [])));
  const places: Places = {
    hexes: Object.fromEntries([...inHexes.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))),
    forcePools: orderedPools, holdingBoxes, navalZones, offMapBoxes, ...boxes, turnTrack, tracks,
  };
  return { counters: pieces.map((p) => p.counter), places };
}

function factionOfGround(c: CounterInput, countries: ReadonlyMap<string, Faction | undefined>): Faction | undefined {
  if (c.kind !== 'ground') return undefined;
  const info = NATIONALITY_INFO[c.nationality];
  return countries.has(info.country) ? countries.get(info.country) : info.defaultFaction;
}

/** Zones of control by the simple rule above, for every faction with ground units on the map. */
export function zonesOfControl(
  places: Places, counters: readonly CounterInput[], hexList: readonly HexInput[], hexsides: readonly HexsideInput[],
  countries: ReadonlyMap<string, Faction | undefined>,
): Partial<Record<Faction, string[]>> {
  const land = new Set(hexList.filter((h) => h.terrain !== 'allSea').map((h) => h.id));
  const blocked = new Set(hexsides.filter((s) => s.features.includes('allSea') && !s.features.includes('strait')).map((s) => hexsideKey(...s.between)));
  const byId = new Map(counters.map((c) => [c.id, c]));
  const zoc: Partial<Record<Faction, Set<string>>> = {};
  for (const [hex, entries] of Object.entries(places.hexes ?? {})) {
    for (const e of entries) {
      const c = byId.get(typeof e === 'string' ? e : e.counter);
      const f = c && factionOfGround(c, countries);
      if (!f) continue;
      for (const n of neighbourIds(hex)) if (land.has(n) && !blocked.has(hexsideKey(hex, n))) (zoc[f] ??= new Set()).add(n);
    }
  }
  return Object.fromEntries(FACTIONS.flatMap((f) => (zoc[f] ? [[f, [...zoc[f]].sort()] as const] : [])));
}
