import type { ScenarioInput } from '../schema/scenario.schema.ts';
import { camelId, seaName } from './names.ts';
import type { Rng } from './random.ts';
import { components, neighbourIndices, type Sketch } from './sketch.ts';

export type NavalZoneInput = NonNullable<ScenarioInput['navalZones']>[number];

export interface SeaLayout {
  /** Naval Zones; their adjacency is filled in by `linkZones`. */
  readonly zones: NavalZoneInput[];
  /** Zone id of each All-Sea hex, by grid index (undefined on land). */
  readonly zoneOf: readonly (string | undefined)[];
}

/** Seeds spread out by best-candidate sampling: of a few random hexes, the one farthest from the rest. */
function spreadSeeds(s: Sketch, rng: Rng, hexes: readonly number[], count: number): number[] {
  const seeds = [rng.pick(hexes)];
  while (seeds.length < count) {
    let best = -1;
    let bestD = -1;
    for (let k = 0; k < 10; k++) {
      const c = rng.pick(hexes);
      const d = Math.min(...seeds.map((x) => s.grid.distance(s.grid.ids[c]!, s.grid.ids[x]!)));
      if (d > bestD) { bestD = d; best = c; }
    }
    seeds.push(best);
  }
  return seeds;
}

/**
 * Naval Zones as contiguous sea regions: seeds in every body of water (more in larger ones) grow
 * together breadth-first, so each zone is connected and every All-Sea hex is in exactly one.
 */
export function layOutSeas(s: Sketch, rng: Rng, hexesPerZone: number): SeaLayout {
  const seas = components(s.grid, (i) => !s.land[i]).sort((a, b) => b.length - a.length);
  const zoneOf: (string | undefined)[] = s.grid.ids.map(() => undefined);
  const zones: NavalZoneInput[] = [];
  const queue: number[] = [];
  const seeds = new Set<number>();
  for (const sea of seas) {
    for (const seed of spreadSeeds(s, rng, sea, Math.max(1, Math.round(sea.length / hexesPerZone)))) seeds.add(seed);
  }
  // Names go north to south, as the list of sea names does.
  const row = (i: number) => s.grid.globalOf(s.grid.ids[i]!)!.row;
  for (const seed of [...seeds].sort((a, b) => row(a) - row(b) || a - b)) {
    const name = seaName(zones.length);
    const id = camelId(name);
    zones.push({ id, name });
    zoneOf[seed] = id;
    queue.push(seed);
  }
  for (let k = 0; k < queue.length; k++) {
    const i = queue[k]!;
    for (const j of neighbourIndices(s.grid, i)) {
      if (!s.land[j] && zoneOf[j] === undefined) { zoneOf[j] = zoneOf[i]; queue.push(j); }
    }
  }
  return { zones, zoneOf };
}

/** Zones touch where their sea hexes do, or where one port opens onto both; adjacency goes both ways. */
export function linkZones(s: Sketch, sea: SeaLayout, portZones: Iterable<readonly string[]>): void {
  const pairs = new Map<string, Set<string>>(sea.zones.map((z) => [z.id, new Set<string>()]));
  const link = (a: string, b: string) => {
    if (a === b) return;
    pairs.get(a)!.add(b);
    pairs.get(b)!.add(a);
  };
  s.grid.ids.forEach((_, i) => {
    const a = sea.zoneOf[i];
    if (a === undefined) return;
    for (const j of neighbourIndices(s.grid, i)) {
      const b = sea.zoneOf[j];
      if (b !== undefined) link(a, b);
    }
  });
  for (const zs of portZones) for (const a of zs) for (const b of zs) link(a, b);
  for (const z of sea.zones) z.adjacentZones = [...pairs.get(z.id)!].sort();
}
