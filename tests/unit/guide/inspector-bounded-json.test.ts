import { describe, expect, it } from 'vitest';
import { boundedJson } from '../../../components/inspector-panel/recorder.ts';

// The inspector's timeline shows each event and action params as JSON cut to a few hundred
// characters; the text is written only as far as shown, and must read as JSON.stringify's would.
describe('the inspector timeline: JSON written only as far as it is shown', () => {
  const samples: unknown[] = [
    { type: 'CONTINUE' },
    { type: 'PLACE_SUPPORT', unit: 'u1', to: { kind: 'hex', hex: 'w2719' }, skip: undefined, f: () => 1 },
    [1, 'two', null, undefined, { a: [true, false] }, () => 3],
    'text "quoted"', 12.5, null, true, [], {},
    { nested: { deeper: { deepest: [1, 2, 3] } }, toJSONd: { toJSON: () => ({ as: 'json' }) } },
  ];
  it.each(samples.map((s) => [JSON.stringify(s) ?? 'undefined', s]))('%s reads as JSON.stringify gives it', (_, s) => {
    expect(boundedJson(s, 10_000)).toBe(JSON.stringify(s));
  });

  it('a value far longer than the limit is written only a little past it, and starts as JSON.stringify does', () => {
    const big = { type: 'xstate.init', input: { game: { hexes: Array.from({ length: 100_000 }, (_, i) => ({ id: `h${i}`, terrain: 'clear' })) } } };
    const text = boundedJson(big, 240)!;
    expect(text.length).toBeLessThan(400);
    expect(JSON.stringify(big).startsWith(text.slice(0, 240))).toBe(true);
  });

  it('undefined and functions alone give undefined, as JSON.stringify does', () => {
    expect(boundedJson(undefined, 240)).toBeUndefined();
    expect(boundedJson(() => 1, 240)).toBeUndefined();
  });
});
