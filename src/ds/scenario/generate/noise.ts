import type { Rng } from './random.ts';

/**
 * Smooth value noise over the board's global columns and rows: random values on a coarse lattice,
 * blended with a smoothstep, in a few octaves. Enough for coastlines and mountain ranges.
 */
export type Field = (col: number, row: number) => number;

function lattice(rng: Rng, width: number, height: number): Field {
  const values = Array.from({ length: (width + 2) * (height + 2) }, () => rng.next());
  const at = (x: number, y: number): number => values[y * (width + 2) + x]!;
  const smooth = (t: number): number => t * t * (3 - 2 * t);
  return (x, y) => {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const tx = smooth(x - x0);
    const ty = smooth(y - y0);
    const top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx;
    const bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx;
    return top * (1 - ty) + bottom * ty;
  };
}

/**
 * Noise in [0, 1) over columns 0..cols and rows 0..rows; `scale` is the size in hexes of the
 * largest features, each further octave half as large and half as strong.
 */
export function valueNoise(rng: Rng, cols: number, rows: number, scale: number, octaves = 3): Field {
  const layers: { field: Field; size: number; weight: number }[] = [];
  let size = scale;
  let weight = 1;
  for (let i = 0; i < octaves; i++) {
    layers.push({ field: lattice(rng, Math.ceil(cols / size) + 1, Math.ceil(rows / size) + 1), size, weight });
    size /= 2;
    weight /= 2;
  }
  const total = layers.reduce((s, l) => s + l.weight, 0);
  return (col, row) => layers.reduce((s, l) => s + l.weight * l.field(col / l.size, row / l.size), 0) / total;
}
