/**
 * Records keyed by ids that come from files (counters, countries, Naval Zones, boxes, hexes) are
 * built without a prototype: a lookup by an id such as "toString" or "constructor" that is not in
 * the scenario then finds nothing, instead of a member of Object.prototype.
 */
export function idRecord<T>(entries: Iterable<readonly [string, T]> = []): Record<string, T> {
  const rec = Object.create(null) as Record<string, T>;
  for (const [id, value] of entries) rec[id] = value;
  return rec;
}
