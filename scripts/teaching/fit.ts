/**
 * A least-squares affine fit from geographic (lon, lat) to hex-centre map units, from anchor
 * hexes whose ids the rules give, and its inverse.
 */
import { offsetDistance } from '../../src/core/hex/index.ts';
import { centreOf, colRowOf, hexContaining, hexLengths, idOf, type Point } from './hexmath.ts';

export interface GeoPoint {
  readonly lon: number;
  readonly lat: number;
}

export interface Affine {
  /** x = a·lon + b·lat + c, y = d·lon + e·lat + f. */
  readonly coefficients: readonly [number, number, number, number, number, number];
  toMap(g: GeoPoint): Point;
  toGeo(p: Point): GeoPoint;
}

export interface Anchored {
  readonly id: string;
  readonly name: string;
  readonly geo: GeoPoint;
}

export interface Residual {
  readonly id: string;
  readonly name: string;
  /** Distance from the fitted point to the centre of its hex, in hexes. */
  readonly hexes: number;
  /** The hex the fitted point falls in. */
  readonly landsIn: string;
  /** Grid distance from that hex to the hex the rules give. */
  readonly gridDistance: number;
}

/** Solves the 3x3 system m·v = t by Cramer's rule. */
function solve3(m: readonly (readonly [number, number, number])[], t: readonly [number, number, number]): [number, number, number] {
  const det = (a: readonly (readonly [number, number, number])[]): number =>
    a[0]![0] * (a[1]![1] * a[2]![2] - a[1]![2] * a[2]![1])
    - a[0]![1] * (a[1]![0] * a[2]![2] - a[1]![2] * a[2]![0])
    + a[0]![2] * (a[1]![0] * a[2]![1] - a[1]![1] * a[2]![0]);
  const d = det(m);
  if (Math.abs(d) < 1e-12) throw new Error('anchors are degenerate: cannot fit an affine transform');
  const col = (k: number) => m.map((row, i) => row.map((v, j) => (j === k ? t[i]! : v)) as [number, number, number]);
  return [det(col(0)) / d, det(col(1)) / d, det(col(2)) / d];
}

function leastSquares(rows: readonly (readonly [number, number, number])[], targets: readonly number[]): [number, number, number] {
  const sum = (f: (r: readonly [number, number, number], i: number) => number): number =>
    rows.reduce((acc, r, i) => acc + f(r, i), 0);
  const entry = (j: 0 | 1 | 2, k: 0 | 1 | 2) => sum((r) => r[j] * r[k]);
  const m = ([0, 1, 2] as const).map((j) => [entry(j, 0), entry(j, 1), entry(j, 2)] as [number, number, number]);
  const t: [number, number, number] = [sum((r, i) => r[0] * targets[i]!), sum((r, i) => r[1] * targets[i]!), sum((r, i) => r[2] * targets[i]!)];
  return solve3(m, t);
}

export function fitAffine(anchors: readonly Anchored[]): Affine {
  const rows = anchors.map((a) => [a.geo.lon, a.geo.lat, 1] as const);
  const targets = anchors.map((a) => centreOf(a.id));
  const [a, b, c] = leastSquares(rows, targets.map((p) => p.x));
  const [d, e, f] = leastSquares(rows, targets.map((p) => p.y));
  const det = a * e - b * d;
  return {
    coefficients: [a, b, c, d, e, f],
    toMap: (g) => ({ x: a * g.lon + b * g.lat + c, y: d * g.lon + e * g.lat + f }),
    toGeo: (p) => {
      const u = p.x - c;
      const v = p.y - f;
      return { lon: (e * u - b * v) / det, lat: (a * v - d * u) / det };
    },
  };
}

/** Where the fit puts each anchor, against the hex the rules give. */
export function residuals(fit: Affine, anchors: readonly Anchored[]): Residual[] {
  return anchors.map((an) => {
    const p = fit.toMap(an.geo);
    const hex = hexContaining(p);
    const landsIn = idOf(hex.col, hex.row);
    return {
      id: an.id, name: an.name, hexes: hexLengths(p, centreOf(an.id)), landsIn,
      gridDistance: offsetDistance(hex, colRowOf(an.id)),
    };
  });
}

/** Fails loudly unless every anchor falls within one hex of the hex the rules give. */
export function assertWithinOneHex(rs: readonly Residual[]): void {
  const bad = rs.filter((r) => r.hexes > 1 || r.gridDistance > 1);
  if (bad.length > 0) {
    const lines = bad.map((r) => `${r.name} ${r.id}: lands in ${r.landsIn}, ${r.hexes.toFixed(2)} hexes off`);
    throw new Error(`the geographic fit puts anchors more than one hex from their rules hexes:\n${lines.join('\n')}`);
  }
}
