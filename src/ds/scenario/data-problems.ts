import { formatPath, type InputProblem } from '../../core/violation.ts';
import { MAX_NESTING } from '../../core/input/limits.ts';

/**
 * Problems with parsed JSON that must be caught before anything reads it: a "__proto__" key
 * (JSON.parse keeps it as an ordinary key, but copying it into an object, as a schema's record
 * parser does, would set that object's prototype instead of adding an entry), and nesting deeper
 * than MAX_NESTING (junk that recursive code would overflow the stack on). The walk is iterative
 * and keeps a link to its parent instead of a copied path, so no depth of junk makes it slow.
 */
interface Node {
  readonly value: unknown;
  readonly parent: Node | undefined;
  readonly key: PropertyKey | undefined;
  readonly depth: number;
}

function pathOf(node: Node): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let n: Node | undefined = node; n?.key !== undefined; n = n.parent) path.push(n.key);
  return path.reverse();
}

export function dataProblems(json: unknown): InputProblem[] {
  const out: InputProblem[] = [];
  const stack: Node[] = [{ value: json, parent: undefined, key: undefined, depth: 0 }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value, depth } = node;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_NESTING) {
      out.push({ path: formatPath(pathOf(node)), message: `nested more than ${MAX_NESTING} levels deep; a scenario nests a few levels only` });
      continue;
    }
    const keys: PropertyKey[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const child: Node = { value: (value as Record<PropertyKey, unknown>)[key], parent: node, key, depth: depth + 1 };
      if (key === '__proto__') out.push({ path: formatPath(pathOf(child)), message: '"__proto__" is not allowed as a key' });
      else stack.push(child);
    }
  }
  return out;
}
