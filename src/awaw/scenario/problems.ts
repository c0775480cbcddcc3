import { MAX_NESTING } from '../../core/input/limits.ts';
import { formatPath, type InputProblem } from '../../core/violation.ts';

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

/**
 * Problems to catch before anything reads the JSON: a "__proto__" key (copying it into an object
 * would set a prototype) and nesting deeper than any scenario. Iterative, so junk cannot overflow.
 */
export function unsafeKeys(json: unknown): InputProblem[] {
  const out: InputProblem[] = [];
  const stack: { value: unknown; path: readonly PropertyKey[] }[] = [{ value: json, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_NESTING) { out.push({ path: formatPath(path), message: `nested more than ${MAX_NESTING} levels deep` }); continue; }
    for (const key of Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value)) {
      if (key === '__proto__') out.push({ path: formatPath([...path, key]), message: '"__proto__" is not allowed as a key' });
      else stack.push({ value: (value as Record<PropertyKey, unknown>)[key], path: [...path, key] });
    }
  }
  return out;
}

/** Reports every id listed twice, at the second copy; returns the ids. */
export function uniqueIds(problems: Problems, what: string, path: string, items: readonly { id: string }[]): Set<string> {
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const first = seen.get(item.id);
    if (first !== undefined) problems.add([path, i, 'id'], `duplicate ${what} id "${item.id}" (first at ${path}[${first}])`);
    else seen.set(item.id, i);
  });
  return new Set(seen.keys());
}

/** " (did you mean "x"?)" for an unknown id close to a known one. */
export function suggest(unknown: string, known: Iterable<string>): string {
  let best = '';
  let score = Infinity;
  for (const k of known) {
    const d = distance(unknown.toLowerCase(), k.toLowerCase());
    if (d < score) { score = d; best = k; }
  }
  return best !== '' && score <= Math.max(2, Math.floor(unknown.length / 3)) ? ` (did you mean "${best}"?)` : '';
}

function distance(a: string, b: string): number {
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
