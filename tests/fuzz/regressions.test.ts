import { describe, expect, it } from 'vitest';
import { EVENTS_PER_TARGET, MIN_RULESET_EVENTS, MIN_TOTAL_EVENTS, TESTED, targetsOf } from './support/budget.ts';
import { failureOf, minimizeEvents, shrinkList } from './support/minimize.ts';
import { readRegressions } from './support/regression-file.ts';
import { targetGame } from './support/targets.ts';
import { CheckedGame } from './support/walk.ts';

/**
 * Failing fuzz cases, shrunk and kept (tests/fuzz/regressions/*.json): each event list once broke
 * an invariant; replayed now with every check, none may. Each file says what was found and fixed.
 */
describe('fuzz regressions replay with every invariant holding', () => {
  const cases = readRegressions();

  it('there are regression files, each naming a ruleset, a scenario, a side, a seed and what was found', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const { regression: r } of cases) {
      const ruleset = TESTED.find((x) => x.id === r.ruleset);
      expect(ruleset, r.ruleset).toBeDefined();
      expect(targetsOf(ruleset!).map((t) => t.file)).toContain(r.scenario);
      expect(r.found.length).toBeGreaterThan(10);
      expect(r.events.length).toBeGreaterThan(0);
    }
  });

  it.each(cases.map((c) => [c.file, c.regression] as const))('%s', (_, r) => {
    const ruleset = TESTED.find((x) => x.id === r.ruleset)!;
    const game = targetGame(ruleset, { file: r.scenario, side: r.side });
    expect(failureOf(ruleset, game, r.seed, r.events)).toBeUndefined();
    // Replayed to the end: every event was offered and the last one was taken or refused cleanly.
    const g = new CheckedGame(ruleset, game, r.seed);
    for (const e of r.events) g.offer(e);
    expect(g.stats.events).toBe(r.events.length);
  });
});

describe('the fuzzing budget and the shrinking of failures', () => {
  it(`the targets together offer at least ${MIN_TOTAL_EVENTS.toLocaleString('en')} events, and those of each ruleset at least ${MIN_RULESET_EVENTS.toLocaleString('en')}`, () => {
    const perRuleset = TESTED.map((r) => targetsOf(r).length * EVENTS_PER_TARGET);
    expect(perRuleset.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(MIN_TOTAL_EVENTS);
    for (const [i, n] of perRuleset.entries()) expect(n, TESTED[i]!.id).toBeGreaterThanOrEqual(MIN_RULESET_EVENTS);
  });

  it('a failing list shrinks to the items its failure needs, in order', () => {
    // The failure: a "b" somewhere after an "a". Everything else goes; the pair stays.
    const reasonOf = (xs: readonly string[]) => (xs.join('').replace(/[^ab]/g, '').includes('ab') ? 'b after a' : undefined);
    expect(shrinkList(['x', 'a', 'y', 'a', 'z', 'b', 'w'], reasonOf)).toEqual(['a', 'b']);
    expect(shrinkList(['b', 'a'], reasonOf)).toEqual(['b', 'a']);
  });

  it('an event list that breaks nothing is left as it is', () => {
    const ds = TESTED.find((x) => x.id === 'ds')!;
    const game = targetGame(ds, { file: 'scenarios/fixtures/tiny.json', side: 'axis' });
    const events = [null, { type: 'NOPE' }, { type: 'CONTINUE' }];
    expect(minimizeEvents(ds, game, 1, events)).toEqual(events);
  });
});
