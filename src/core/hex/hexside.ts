/**
 * Hexside keys. Terrain such as All-Sea, Strait and lake hexsides (4.2.5.2, 4.2.5.3) belongs to
 * the side two hexes share, not to either hex, so it is stored under one key per hexside that
 * does not depend on which side it is looked at from: the two ids, sorted, joined by a slash.
 */
import type { HexId } from './hex-id.ts';

/** An id that can stand in a key: not empty, no slash (the separator), no space. */
const isKeyPart = (id: string | undefined): id is HexId => id !== undefined && /^[^/\s]+$/.test(id);

/** A hexside key such as `w4114/w4214`. */
export type HexsideKey = string;

/** The key of the side a and b would share; it does not check that they touch. */
export function hexsideKey(a: HexId, b: HexId): HexsideKey {
  return a < b ? `${a}/${b}` : `${b}/${a}`;
}

/**
 * The two ids of a key, only if it is written canonically (two distinct ids, sorted), so that
 * equal hexsides always have equal keys. Whether the ids are hexes of a board is the grid's
 * question (`HexGrid.parseHexsideKey`).
 */
export function parseHexsideKey(key: unknown): readonly [HexId, HexId] | undefined {
  if (typeof key !== 'string') return undefined;
  const parts = key.split('/');
  if (parts.length !== 2) return undefined;
  const [a, b] = parts;
  if (!isKeyPart(a) || !isKeyPart(b) || !(a < b)) return undefined;
  return [a, b];
}
