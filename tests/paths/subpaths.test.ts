import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel, getShortestPaths } from 'xstate/graph';
import { withoutSubpaths } from '../../src/paths/subpaths.ts';

const path = (...events: string[]) => ({ steps: events.map((type) => ({ event: { type } })) });
const types = (paths: readonly { steps: readonly { event: unknown }[] }[]) =>
  paths.map((p) => p.steps.map((s) => (s.event as { type: string }).type).join(' '));

describe('shortest paths without the ones another path runs through', () => {
  it('drops a path that is the start of a longer one, and repeats; keeps the longest first', () => {
    const kept = withoutSubpaths([path('A', 'B'), path('A', 'X'), path('A', 'B', 'C'), path('A', 'B'), path()]);
    expect(types(kept)).toEqual(['A B C', 'A X']);
  });

  it('keeps what xstate/graph\'s TestModel keeps, in the same order (it only adds a description to each)', () => {
    const machine = createMachine({
      id: 'm',
      initial: 'a',
      states: {
        a: { on: { NEXT: 'b', SKIP: 'c', STAY: 'a' } },
        b: { on: { NEXT: 'c', BACK: 'a', OFF: 'd' } },
        c: { on: { NEXT: 'd', BACK: 'b' } },
        d: { type: 'final' },
      },
    });
    const model = createTestModel(machine);
    const expected = model.getShortestPaths();
    const ours = withoutSubpaths(getShortestPaths(machine, { ...model.options }));
    expect(types(ours)).toEqual(types(expected));
    expect(ours.length).toBeGreaterThan(1);
  });
});
