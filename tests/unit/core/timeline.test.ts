import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dsTurnMachine } from '../../../machines/ds/turn.machine.ts';
import { Timeline } from '../../../src/core/timeline.ts';
import { TEACHING, loadScenario, savedEvents } from '../../support/turn-harness.ts';

/**
 * Checkpoints along a game (src/core/timeline.ts): any position, rebuilt from the nearest kept
 * snapshot and the events after it, is the position a replay from the start gives.
 */
describe('a timeline of checkpoints', () => {
  const game = loadScenario(TEACHING);
  const events = savedEvents('scenarios/events/teaching-western-turn.json');

  it('gives, at every event, the position a replay from the start gives', () => {
    const input = { game, seed: 1 };
    const timeline = new Timeline(dsTurnMachine, input, 16);
    const actor = createActor(dsTurnMachine, { input }).start();
    const positions = [actor.getSnapshot()];
    for (const e of events) {
      actor.send(e);
      timeline.record(e, actor.getSnapshot());
      positions.push(actor.getSnapshot());
    }
    for (const n of [0, 1, 15, 16, 17, 31, 32, events.length - 1, events.length]) {
      const s = timeline.snapshotAt(n);
      expect(s.value, `after ${n} events`).toEqual(positions[n]!.value);
      expect(s.context, `after ${n} events`).toEqual(positions[n]!.context);
    }
  });

  it('after an undo the list is a prefix, and new events are kept from there', () => {
    const input = { game, seed: 1 };
    const timeline = new Timeline(dsTurnMachine, input, 4);
    const actor = createActor(dsTurnMachine, { input }).start();
    for (const e of events.slice(0, 10)) { actor.send(e); timeline.record(e, actor.getSnapshot()); }
    timeline.truncate(6);
    expect(timeline.events).toHaveLength(6);
    const again = createActor(dsTurnMachine, { input, snapshot: timeline.snapshotAt(6) }).start();
    for (const e of events.slice(6, 10)) { again.send(e); timeline.record(e, again.getSnapshot()); }
    expect(timeline.snapshotAt(10).context).toEqual(actor.getSnapshot().context);
  });

  it('checkpoints every n events: a whole number of at least 1', () => {
    expect(() => new Timeline(dsTurnMachine, { game, seed: 1 }, 0)).toThrow('a whole number of at least 1');
  });
});
