/**
 * "Did you mean": the known name closest to a mistyped one, when it is close enough to be a typo
 * (a letter wrong, missing, extra or two swapped; more for longer names) or the start of just one name.
 */

/** Edit distance counting an adjacent swap as one edit (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The name `typed` most likely stands for, or undefined when none is close. */
export function closestName(typed: string, names: readonly string[]): string | undefined {
  const word = typed.toLowerCase();
  if (word === '') return undefined;
  const starting = names.filter((n) => word.length >= 2 && n.startsWith(word));
  if (starting.length === 1) return starting[0];
  const allowed = Math.max(1, Math.floor(word.length / 3));
  let best: { name: string; d: number } | undefined;
  for (const name of names) {
    const d = editDistance(word, name);
    if (d <= allowed && (!best || d < best.d)) best = { name, d };
  }
  return best?.name;
}
