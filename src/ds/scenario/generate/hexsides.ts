import { hexsideKey } from '../../../core/hex/index.ts';
import type { HexsideFeature } from '../../model/terrain.ts';
import type { ScenarioInput } from '../schema/scenario.schema.ts';
import type { CountryLayout } from './countries.ts';
import type { Rng } from './random.ts';
import { neighbourIndices, type Sketch } from './sketch.ts';

export type HexsideInput = NonNullable<ScenarioInput['hexsides']>[number];

/** Features gathered by hexside key, so a side with a river on a border is listed once. */
class SideFeatures {
  private readonly byKey = new Map<string, Set<HexsideFeature>>();

  add(a: string, b: string, feature: HexsideFeature): void {
    const key = hexsideKey(a, b);
    const set = this.byKey.get(key) ?? new Set<HexsideFeature>();
    set.add(feature);
    this.byKey.set(key, set);
  }

  list(): HexsideInput[] {
    return [...this.byKey].map(([key, set]) => ({ between: key.split('/') as [string, string], features: [...set] }));
  }
}

/** A river along the sides of a land path: each step, the side shared with one common neighbour. */
function addRiver(s: Sketch, rng: Rng, sides: SideFeatures, landHexes: readonly number[]): void {
  const from = s.grid.ids[rng.pick(landHexes)]!;
  const to = s.grid.ids[rng.pick(landHexes)]!;
  const onLand = (id: string) => s.land[s.grid.indexOf(id)] === true;
  const path = s.grid.path(from, to, { canEnter: onLand, maxLength: 14 });
  if (!path) return;
  for (let k = 0; k + 1 < path.length; k++) {
    const a = path[k]!;
    const common = s.grid.neighbours(a).filter((n) => s.grid.adjacent(n, path[k + 1]!) && onLand(n));
    if (common[0] !== undefined) sides.add(a, common[0], 'river');
  }
}

/**
 * Hexside features: borders between countries, mountain crests between mountain hexes, rivers,
 * a few lakes, and All-Sea or strait sides between land hexes that face each other across water.
 */
export function layOutHexsides(s: Sketch, rng: Rng, lands: CountryLayout, rivers: number): HexsideInput[] {
  const sides = new SideFeatures();
  const landHexes = s.grid.ids.map((_, i) => i).filter((i) => s.land[i]);
  for (const i of landHexes) {
    const a = s.grid.ids[i]!;
    for (const j of neighbourIndices(s.grid, i)) {
      if (j < i || !s.land[j]) continue;
      const b = s.grid.ids[j]!;
      if (lands.countryOf[i] !== lands.countryOf[j]) sides.add(a, b, 'border');
      if (s.terrain[i] === 'mountain' && s.terrain[j] === 'mountain' && rng.chance(0.4)) sides.add(a, b, 'mountain');
      else if (rng.chance(0.004)) sides.add(a, b, 'lake');
      const wet = neighbourIndices(s.grid, i).some((k) => !s.land[k] && neighbourIndices(s.grid, j).includes(k));
      if (wet && rng.chance(0.05)) {
        sides.add(a, b, 'allSea');
        if (rng.chance(0.5)) sides.add(a, b, 'strait');
      }
    }
  }
  for (let r = 0; r < rivers; r++) addRiver(s, rng, sides, landHexes);
  return sides.list();
}
