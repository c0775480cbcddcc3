import { MAX_NESTING } from '../../core/input/limits.ts';
import { formatPath, type InputProblem } from '../../core/violation.ts';

// Located problems, duplicate ids and "did you mean" are core's, shared by every ruleset's loader.
export { checkUnique as uniqueIds, Problems, suggest } from '../../core/input/problems.ts';

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
