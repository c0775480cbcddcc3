import { describe, expect, it } from 'vitest';
import { and, assign, createActor, not, setup, transition, type InspectionEvent } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { activeStateNodes, evaluateGuard, microstepTransitions, pureStepper, scopeReporting } from '../../../src/core/xstate-adapter.ts';

/**
 * Pins what src/core/xstate-adapter.ts reads of XState beyond its plain API, on a machine small
 * enough to know by heart: if an XState release changes one of these, this file fails by name.
 */
const machine = setup({
  types: { context: {} as { n: number }, events: {} as { type: 'GO' } | { type: 'UP'; by: number } },
  guards: { small: ({ context }) => context.n < 2, above: ({ context }, params: { at: number }) => context.n > params.at },
}).createMachine({
  id: 'pin', context: { n: 0 }, initial: 'a',
  states: {
    a: {
      initial: 'a1',
      states: { a1: { on: { UP: { actions: assign({ n: ({ context, event }) => context.n + event.by }) } } } },
      on: { GO: [{ guard: and(['small', not({ type: 'above', params: { at: 0 } })]), target: 'b' }, { target: 'c' }] },
    },
    b: { always: { guard: { type: 'above', params: { at: -1 } }, target: 'c' } },
    c: { type: 'final' },
  },
});

describe('what turnchart reads of XState beyond its plain API (src/core/xstate-adapter.ts)', () => {
  it('the active state nodes of a snapshot, root first, each once', () => {
    const s = createActor(machine).start().getSnapshot();
    expect(activeStateNodes(s).map((n) => n.id)).toEqual(['pin', 'pin.a', 'pin.a.a1']);
  });

  it('a pure stepper with one inert scope gives the snapshots XState\'s transition gives, eventless steps and assigns included', () => {
    const step = pureStepper(machine);
    let mine = createActor(machine).start().getSnapshot();
    let theirs = mine;
    for (const e of [{ type: 'UP', by: 1 }, { type: 'UP', by: 0 }, { type: 'GO' }] as const) {
      mine = step(mine, e) as typeof mine;
      theirs = transition(machine, theirs, e)[0];
      expect({ value: mine.value, context: mine.context, status: mine.status }).toEqual({ value: theirs.value, context: theirs.context, status: theirs.status });
    }
    expect(mine.value).toBe('c');
  });

  it('the transitions each microstep took, from the inspection events, eventless ones included', () => {
    const taken: string[] = [];
    const actor = createActor(machine, {
      inspect: (e: InspectionEvent) => { for (const t of microstepTransitions(e)) taken.push(`${t.source.id}-${t.eventType || 'always'}->${(t.target ?? []).map((x) => x.id).join()}`); },
    }).start();
    actor.send({ type: 'GO' });
    expect(taken).toEqual(['pin.a-GO->pin.b', 'pin.b-always->pin.c']);
  });

  it('guards evaluated as XState selects: named with params, and `and`/`not` through their check', () => {
    const actor = createActor(machine).start();
    const [go] = machine.root.states['a']!.transitions.get('GO')!;
    expect(evaluateGuard(go!.guard, actor.getSnapshot(), { type: 'GO' })).toBe(true);
    actor.send({ type: 'UP', by: 1 });
    expect(evaluateGuard(go!.guard, actor.getSnapshot(), { type: 'GO' })).toBe(false);
    expect(evaluateGuard({ type: 'above', params: { at: 0 } }, actor.getSnapshot(), { type: 'GO' })).toBe(true);
    expect(evaluateGuard('small', actor.getSnapshot(), { type: 'GO' })).toBe(true);
  });

  it('a traversal by xstate/graph reports the microsteps of each edge through the reporting scope', () => {
    const seen: string[] = [];
    const logic = Object.create(machine) as typeof machine;
    logic.transition = (s, e, scope) => machine.transition(s, e, scopeReporting(scope, (ev) => {
      for (const t of microstepTransitions(ev)) seen.push(`${t.source.id}:${t.eventType || 'always'}`);
    }));
    getShortestPaths(logic, { events: [{ type: 'GO' }] });
    expect(seen).toContain('pin.a:GO');
    expect(seen).toContain('pin.b:always');
  });
});
