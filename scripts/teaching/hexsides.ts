/**
 * Hexside features of the teaching map. Between two adjacent Land hexes the side is All-Sea when
 * the midpoint of their centres is sea; Straits (All-Sea hexsides that ground units may cross,
 * 4.2.5.2) are set by name where real geography or the rules put them.
 */
import type { ScenarioInput } from '../../src/ds/scenario/index.ts';
import type { HexsideFeature } from '../../src/ds/model/terrain.ts';
import { hexsideKey } from '../../src/core/hex/index.ts';
import type { Atlas } from './atlas.ts';
import type { BoardBuild, HexInput } from './board.ts';
import type { Affine } from './fit.ts';
import { centreOf, midpoint, neighbourIds } from './hexmath.ts';

export type HexsideInput = NonNullable<ScenarioInput['hexsides']>[number];

interface NamedSide {
  readonly between: readonly [string, string];
  readonly features: readonly HexsideFeature[];
  readonly why: string;
}

const STRAIT: readonly HexsideFeature[] = ['allSea', 'strait'];

/** Hexsides the rules' examples fix (4.2.5.1 Akyab and 4.2.5.2 Taihoku examples) and the Sunda Strait. */
const RULE_SIDES: readonly NamedSide[] = [
  { between: ['w4324', 'w4424'], features: STRAIT, why: 'Taihoku – Foochow: a unit in Taihoku can Retreat into Foochow (4.2.5.2 example), so a Strait' },
  { between: ['w4323', 'w4324'], features: ['allSea'], why: 'Taihoku – Amoy: All-Sea, no Strait (4.2.5.2 example)' },
  {
    between: ['w4213', 'w4214'], features: ['allSea'],
    why: 'Calcutta – w4214: the All-Sea hexside of the 4.2.5.1 Akyab example ("Despite the All-Sea hexside, Calcutta is only two hexes away"), read as the Ganges–Meghna mouths',
  },
  { between: ['w2818', 'w2819'], features: STRAIT, why: 'Telekbetung – Batavia: the Sunda Strait' },
];

/**
 * Straits by real geography: every hexside between a Land hex of `from` (or the one hex `from`)
 * and a Land hex of the country `to`.
 */
const GEO_STRAITS: readonly { readonly from: string; readonly to: string; readonly name: string }[] = [
  { from: 'w3218', to: 'malaya', name: 'the Johore Strait (Singapore – Malaya)' },
  { from: 'ceylon', to: 'india', name: 'the Palk Strait (Ceylon – India)' },
];

export interface HexsideBuild {
  readonly hexsides: HexsideInput[];
  readonly notes: string[];
}

export function buildHexsides(atlas: Atlas, fit: Affine, board: BoardBuild): HexsideBuild {
  const land = new Map(board.hexes.filter((h) => h.terrain !== 'allSea').map((h) => [h.id, h] as const));
  const sides = new Map<string, { between: [string, string]; features: HexsideFeature[] }>();
  const notes: string[] = [];
  for (const a of [...land.keys()].sort()) {
    for (const b of neighbourIds(a)) {
      if (!(a < b) || !land.has(b)) continue;
      const mid = fit.toGeo(midpoint(centreOf(a), centreOf(b)));
      if (!atlas.isLand(mid)) sides.set(hexsideKey(a, b), { between: [a, b], features: ['allSea'] });
    }
  }
  const set = (between: readonly [string, string], features: readonly HexsideFeature[], why: string) => {
    const [a, b] = between;
    if (!land.has(a) || !land.has(b)) { notes.push(`${why}: not both Land hexes here, left out`); return; }
    const key = hexsideKey(a, b);
    const before = sides.get(key)?.features.join('+') ?? 'none';
    sides.set(key, { between: a < b ? [a, b] : [b, a], features: [...features] });
    notes.push(`${key}: ${features.join('+')} — ${why} (from the atlas: ${before})`);
  };
  for (const s of RULE_SIDES) set(s.between, s.features, s.why);
  for (const s of GEO_STRAITS) for (const pair of pairs(land, s.from, s.to)) set(pair, STRAIT, s.name);
  const hexsides = [...sides.entries()].sort((x, y) => (x[0] < y[0] ? -1 : 1)).map(([, s]) => s);
  return { hexsides, notes };
}

/** Adjacent Land hex pairs from a hex id or country `from` to the country `to`. */
function pairs(land: ReadonlyMap<string, HexInput>, from: string, to: string): [string, string][] {
  const out: [string, string][] = [];
  for (const [a, ha] of land) {
    if (a !== from && ha.country !== from) continue;
    for (const b of neighbourIds(a)) if (b !== from && land.get(b)?.country === to) out.push([a, b]);
  }
  return out.sort();
}
