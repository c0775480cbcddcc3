import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TurnController } from '../../../components/shared/turn-controller.ts';
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
