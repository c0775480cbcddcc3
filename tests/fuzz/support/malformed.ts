import type { RulesetEvent } from '../../../src/core/ruleset.ts';

/**
 * Payloads that are not well-formed events, for any ruleset, built from a legal one `e` when it
 * helps: not an object, no or an unknown type, a field of the wrong type, missing, extra or hostile
 * keys, a very long string, deeply nested junk. The ruleset's parser must refuse each, located.
 * (Each ruleset adds its own: `fuzz.malformed`.)
 */
type Rec = Record<string, unknown>;

const at = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** A value nested `depth` levels deep in arrays: junk that recursion-happy code chokes on. */
export function deepArray(depth: number): unknown {
  let v: unknown = 0;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

export function malformed(e: RulesetEvent, n: number): unknown {
  const rec = e as unknown as Rec;
  const fields = Object.keys(rec).filter((k) => k !== 'type');
  const field = fields.length > 0 ? at(fields, n >> 5) : undefined;
  const without = (k: string): Rec => Object.fromEntries(Object.entries(rec).filter(([key]) => key !== k));
  const junkValues: unknown[] = [null, 7, -1, 1.5, '', true, [], {}, 'x'.repeat(10_000), deepArray(2_000)];
  const builders: (() => unknown)[] = [
    () => null, () => 42, () => 'CONTINUE', () => [rec], () => ({}), () => ({ type: 5 }), () => ({ type: 'NOT_AN_EVENT' }),
    () => ({ type: String(rec.type).toLowerCase() }), () => ({ ...rec, extra: 1 }),
    () => JSON.parse(`{"type":${JSON.stringify(rec.type)},"__proto__":{"polluted":true}}`) as unknown,
    () => ({ ...rec, constructor: { prototype: { polluted: true } } }),
  ];
  if (field !== undefined) {
    builders.push(() => without(field));
    builders.push(() => ({ ...rec, [field]: at(junkValues, n >> 8) }));
  }
  return at(builders, n)();
}
