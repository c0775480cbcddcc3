/**
 * Groupings kept in a canonical order: groups (a place's counters, a hex's units) in the order of
 * their first member, so a grouping patched after a move iterates exactly as one built from scratch
 * (a message or a listing must not depend on which way it was worked out).
 */

/**
 * `base` with the groups of `redone` replaced: untouched groups keep their order, and each redone
 * non-empty group is inserted where its first member ranks (binary search, no sort over every
 * group); a redone empty group is dropped.
 */
export function withGroupsRedone<T>(base: ReadonlyMap<string, readonly T[]>, redone: ReadonlyMap<string, readonly T[]>, rank: (member: T) => number): Map<string, readonly T[]> {
  const first = (group: readonly T[]): number => rank(group[0]!);
  const entries: [string, readonly T[]][] = [];
  for (const entry of base) if (!redone.has(entry[0])) entries.push(entry);
  const changed = [...redone].filter(([, group]) => group.length > 0).sort((a, b) => first(a[1]) - first(b[1]));
  for (const entry of changed) {
    const r = first(entry[1]);
    let lo = 0;
    let hi = entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (first(entries[mid]![1]) < r) lo = mid + 1;
      else hi = mid;
    }
    entries.splice(lo, 0, entry);
  }
  return new Map(entries);
}
