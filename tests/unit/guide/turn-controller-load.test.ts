import { readFileSync } from 'node:fs';
import type { InspectionEvent } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TurnController, previewLoad } from '../../../components/shared/turn-controller.ts';
import { engineOf } from '../../../src/core/engine.ts';
import { replayDsGame } from '../../../machines/ds/replay.ts';
import { dsRuleset } from '../../../machines/ds/ruleset.ts';
import { TEACHING, loadScenario, savedEvents } from '../../support/turn-harness.ts';

const ADMIN = 'scenarios/events/teaching-western-admin.json';
const host = { addController: () => {}, removeController: () => {}, requestUpdate: () => {}, updateComplete: Promise.resolve(true) };

describe('the guide\'s controller keeps the events as the machine received them', () => {
  it('2.3.1 R-ORG-UNIT-ORDER a saved game naming a combination\'s units in another order loads, recorded in the canonical order', () => {
    const game = loadScenario(TEACHING);
    const { seed, events } = JSON.parse(readFileSync(ADMIN, 'utf8')) as { seed: number; events: Record<string, unknown>[] };
    const at = events.findIndex((e) => e['type'] === 'COMBINE');
    expect(events[at]).toEqual({ type: 'COMBINE', units: ['br-1-burma', 'br-burma-rifles'], into: 'br-14-army' });
    const typed = events.map((e, i) => (i === at ? { ...e, units: ['br-burma-rifles', 'br-1-burma'] } : e));
    const ctrl = new TurnController(host, dsRuleset, game, seed);
    expect(ctrl.load(typed)).toEqual([]);
    expect(ctrl.events).toEqual(savedEvents(ADMIN));
    // Each event's log mark is where its effects end: the last is the whole log.
    expect(ctrl.logMarks).toHaveLength(events.length);
    expect(ctrl.logMarks.at(-1)).toBe(ctrl.log.length);
    expect(ctrl.log).toEqual(replayDsGame(game, seed, events).snapshot.context.log.toArray());
  });
});

describe('a saved game chosen in the guide is replayed once (issue 17: load)', () => {
  const TURN = 'scenarios/events/teaching-western-turn.json';
  /** The teaching scenario and the saved Western turn, as the guide's load dialog reads them. */
  const turnFile = () => ({ game: loadScenario(TEACHING), ...(JSON.parse(readFileSync(TURN, 'utf8')) as { seed: number; events: unknown[] }) });
  afterEach(() => { vi.restoreAllMocks(); });

  it('the load takes the replay the load dialog made, and ends where a replay of its own ends', async () => {
    const { game, seed, events } = turnFile();
    const replays = vi.spyOn(engineOf(dsRuleset), 'replaying');
    const preview = (await previewLoad(dsRuleset, game, seed, events))!;
    expect(preview).toMatchObject({ applied: events.length, problems: [] });
    const taken = new TurnController(host, dsRuleset, game, seed);
    expect(taken.load(events, preview.prepared)).toEqual([]);
    expect(replays).toHaveBeenCalledTimes(1);

    const replayed = new TurnController(host, dsRuleset, game, seed);
    expect(replayed.load(events)).toEqual([]);
    expect(replays).toHaveBeenCalledTimes(2);
    expect(taken.snapshot.value).toEqual(replayed.snapshot.value);
    expect(taken.events).toEqual(replayed.events);
    expect(taken.logMarks).toEqual(replayed.logMarks);
    expect(taken.log).toEqual(replayed.log);
    // Its checkpoints serve undo as a replay's do: back 20 events, the same position either way.
    taken.undoTo(events.length - 20);
    replayed.undoTo(events.length - 20);
    expect(taken.snapshot.value).toEqual(replayed.snapshot.value);
    expect(taken.log).toEqual(replayed.log);
  });

  it('an inspected turn (the guide\'s always is) takes it too, its inspector fed the replay\'s reports in order', async () => {
    const { game, seed, events } = turnFile();
    /** An inspector panel's timeline: every report kept, and where undo cut it. */
    const recorder = () => {
    const entries: string[] = [], cuts: number[] = [];
    const timeline = { clear: () => { entries.length = 0; }, length: () => entries.length, truncate: (n: number) => { cuts.push(n); entries.length = n; } };
    const inspect = (e: InspectionEvent) => { entries.push(`${e.type} ${'event' in e ? (e.event as { type: string }).type : ''}`); };
    return { entries, cuts, timeline, inspect };
    };
    const replays = vi.spyOn(engineOf(dsRuleset), 'replaying');
    const { prepared } = (await previewLoad(dsRuleset, game, seed, events))!;
    const seen = recorder(), own = recorder();
    const taken = new TurnController(host, dsRuleset, game, seed);
    taken.attachInspector(seen.inspect, seen.timeline);
    const replayed = new TurnController(host, dsRuleset, game, seed);
    replayed.attachInspector(own.inspect, own.timeline);
    replays.mockClear();
    taken.load(events, prepared);
    expect(replays).not.toHaveBeenCalled();
    replayed.load(events);
    expect(replays).toHaveBeenCalledTimes(1);
    expect(seen.entries.length).toBeGreaterThan(events.length);
    expect(seen.entries).toEqual(own.entries);
    expect(taken.snapshot.value).toEqual(replayed.snapshot.value);
    // Undo cuts both inspectors at the same report: the marks are the replay's own.
    for (const n of [events.length - 1, 30, 16, 3, 0]) {
      taken.undoTo(n);
      replayed.undoTo(n);
    }
    expect(seen.cuts).toEqual(own.cuts);
    expect(seen.entries).toEqual(own.entries);
  });

  it('a replay made for other events or another seed is not taken: the turn replays its own', async () => {
    const { game, seed, events } = turnFile();
    const shorter = events.slice(0, 10);
    const { prepared } = (await previewLoad(dsRuleset, game, seed, shorter))!;
    const other = new TurnController(host, dsRuleset, game, seed);
    expect(other.load(events, prepared)).toEqual([]);
    expect(other.events).toHaveLength(events.length);
    const reseeded = new TurnController(host, dsRuleset, game, seed + 1);
    reseeded.load(shorter, prepared);
    expect(reseeded.snapshot.context).not.toBe(prepared.outcome.snapshot.context);
    expect(reseeded.events.length).toBeLessThanOrEqual(shorter.length);
  });
});
