import { formatPath, type InputProblem } from '../violation.ts';

/** Collects located problems while a scenario is checked, so that every problem is reported at once. */
export class Problems {
  readonly list: InputProblem[] = [];

  add(path: readonly PropertyKey[], message: string): void {
    this.list.push({ path: formatPath(path), message });
  }

  get empty(): boolean {
    return this.list.length === 0;
  }
}

/** Reports every id that appears twice in a list of records, at the path of the second copy; returns the ids. */
export function checkUnique(problems: Problems, what: string, path: string, items: readonly { id: string }[]): Set<string> {
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const first = seen.get(item.id);
    if (first !== undefined) problems.add([path, i, 'id'], `duplicate ${what} id "${item.id}" (first at ${path}[${first}])`);
    else seen.set(item.id, i);
  });
  return new Set(seen.keys());
}

/** " (did you mean "x"?)" for an unknown id, from the closest known id by edit distance; "" when none is close. */
export function suggest(unknown: string, known: Iterable<string>): string {
  let best = '';
  let bestScore = Infinity;
  for (const k of known) {
    const d = editDistance(unknown.toLowerCase(), k.toLowerCase());
    if (d < bestScore) { bestScore = d; best = k; }
  }
  return best !== '' && bestScore <= Math.max(2, Math.floor(unknown.length / 3)) ? ` (did you mean "${best}"?)` : '';
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}
