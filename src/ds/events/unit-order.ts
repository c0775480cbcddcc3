/**
 * The one order in which an event names a set of units whose order means nothing (the two units a
 * COMBINE joins, the one-step units a BREAK_DOWN takes): ids compared as a person reads them,
 * runs of digits by their value ("jp-5-div" before "jp-35-bde"), everything else character by
 * character. The order is the same on every machine (no locale), so a saved game names the same
 * action the same way everywhere (docs/rulings.md R-ORG-UNIT-ORDER).
 */

const RUNS = /\d+|\D+/g;
const DIGITS = /^\d/;

/**
 * Each id's runs, split once: a breakdown's options sort the Force Pool's units again and again
 * (the regular expression was a quarter of that listing's time on the full board). Ids come from
 * scenarios, so there are few of them; the cache is emptied if it ever grows past any board's.
 */
const runsOf = new Map<string, readonly string[]>();
const MAX_IDS = 20_000;
function runs(id: string): readonly string[] {
  let r = runsOf.get(id);
  if (r === undefined) {
    if (runsOf.size >= MAX_IDS) runsOf.clear();
    runsOf.set(id, (r = id.match(RUNS) ?? []));
  }
  return r;
}

/** Negative when id `a` comes before `b` in the canonical order, positive after, 0 when equal. */
export function compareUnitIds(a: string, b: string): number {
  if (a === b) return 0;
  const ra = runs(a), rb = runs(b);
  for (let i = 0; i < Math.min(ra.length, rb.length); i++) {
    const x = ra[i]!, y = rb[i]!;
    if (x === y) continue;
    if (DIGITS.test(x) && DIGITS.test(y)) {
      // Digit runs by value; equal values ("7" and "07") by length, so that distinct ids never tie.
      const nx = x.replace(/^0+/, ''), ny = y.replace(/^0+/, '');
      if (nx.length !== ny.length) return nx.length - ny.length;
      if (nx !== ny) return nx < ny ? -1 : 1;
      return x.length - y.length;
    }
    return x < y ? -1 : 1;
  }
  return ra.length - rb.length;
}

/** The ids in the canonical order (a new array). */
export const inUnitOrder = (ids: readonly string[]): string[] => [...ids].sort(compareUnitIds);

/** Whether the ids are already in the canonical order. */
export const isInUnitOrder = (ids: readonly string[]): boolean => ids.every((id, i) => i === 0 || compareUnitIds(ids[i - 1]!, id) <= 0);
