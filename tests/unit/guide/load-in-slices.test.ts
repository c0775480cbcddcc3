import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareLoad, prepareLoadInSlices, SLICE_BUDGET_MS } from '../../../components/shared/prepared-load.ts';
import { CHECKPOINT_EVERY } from '../../../src/core/timeline.ts';
import { engineOf } from '../../../src/core/engine.ts';
import { dsRuleset } from '../../../machines/ds/ruleset.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';

/**
 * Issue 17, load: a long saved game is replayed in slices so that the page can draw between them
 * (progress, a Stop button). Slicing must not change what is replayed: the same outcome,
 * checkpoints and log marks as one replay, and the same stop at a bad event.
 */
describe('issue 17 load: a saved game replayed in slices', () => {
  const game = loadScenario(TEACHING);
  const { seed, events } = JSON.parse(readFileSync('scenarios/events/teaching-western-turn.json', 'utf8')) as { seed: number; events: unknown[] };
  afterEach(() => { vi.restoreAllMocks(); });

  /** A clock that runs a whole slice budget between two readings: every slice of 16 events yields. */
  const slowClock = () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += SLICE_BUDGET_MS + 1));
  };

  it('gives the position, events, log marks and checkpoints of one replay, reporting its progress between slices', async () => {
    const whole = prepareLoad(dsRuleset, game, seed, events, CHECKPOINT_EVERY);
    slowClock();
    const seen: [number, number][] = [];
    const sliced = (await prepareLoadInSlices(dsRuleset, game, seed, events, CHECKPOINT_EVERY, { onProgress: (done, total) => seen.push([done, total]) }))!;
    expect(sliced.outcome.applied).toBe(events.length);
    expect(sliced.outcome.events).toEqual(whole.outcome.events);
    expect(sliced.outcome.snapshot.value).toEqual(whole.outcome.snapshot.value);
    expect(sliced.outcome.snapshot.context).toEqual(whole.outcome.snapshot.context);
    expect(sliced.marks).toEqual(whole.marks);
    expect(sliced.timeline.events).toEqual(whole.timeline.events);
    // A checkpoint's position is the same either way (undo and jump start from them).
    for (const n of [16, 160, events.length]) expect(sliced.timeline.snapshotAt(n).context).toEqual(whole.timeline.snapshotAt(n).context);
    // A report after every slice of 16 events but the last, each of the whole file.
    const slices = Math.ceil(events.length / 16) - 1;
    expect(seen).toEqual(Array.from({ length: slices }, (_, i) => [16 * (i + 1), events.length]));
  });

  it('stops where one replay stops: at the first illegal event, with its rule', async () => {
    const bad = [...events.slice(0, 40), { type: 'ATTACK', target: 'w2820', attackers: ['no-such-unit'] }, ...events.slice(40)];
    const whole = prepareLoad(dsRuleset, game, seed, bad, CHECKPOINT_EVERY);
    slowClock();
    const sliced = (await prepareLoadInSlices(dsRuleset, game, seed, bad, CHECKPOINT_EVERY))!;
    expect(whole.outcome.stop).toMatchObject({ index: 40, kind: 'illegal' });
    expect(sliced.outcome.stop).toEqual(whole.outcome.stop);
    expect(sliced.outcome.snapshot.value).toEqual(whole.outcome.snapshot.value);
  });

  it('Stop: an aborted replay ends at its next slice, keeps nothing, and its replaying actor is stopped', async () => {
    slowClock();
    const stop = new AbortController();
    const replaying = vi.spyOn(engineOf(dsRuleset), 'replaying');
    const seen: number[] = [];
    const out = await prepareLoadInSlices(dsRuleset, game, seed, events, CHECKPOINT_EVERY, {
      signal: stop.signal,
      onProgress: (done) => { seen.push(done); if (done >= 32) stop.abort(); },
    });
    expect(out).toBeUndefined();
    expect(seen).toEqual([16, 32]);
    // The generator was ended (its `finally` stopped the actor): asking it again gives nothing more.
    const slices = replaying.mock.results[0]!.value as Generator<number>;
    expect(slices.next()).toEqual({ done: true, value: undefined });
  });
});
