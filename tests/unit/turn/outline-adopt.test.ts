import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { prepareLoad } from '../../../components/shared/prepared-load.ts';
import { RULESETS } from '../../../machines/rulesets.ts';
import { rulesetTracer, type OutlineTrace } from '../../../src/core/outline/index.ts';
import { OutlineTracer } from '../../../src/core/outline/trace.ts';
import { readScenario } from '../../../src/core/scenario-text.ts';
import { CHECKPOINT_EVERY } from '../../../src/core/timeline.ts';

/**
 * Issue 17, load: the outline's trace of a loaded game is read from the load's own replay (XState's
 * inspection of it, which the guide keeps for its inspector) instead of a second replay. It must be
 * the trace a replay of its own gives, for every ruleset, and go on from there as one would.
 */
const GAMES = [
  ['ds', 'scenarios/teaching-java-1942.json', 'scenarios/events/teaching-western-turn.json'],
  ['ocs', 'scenarios/ocs/teaching-naktong-1950.json', 'scenarios/ocs/events/teaching-naktong-1950.json'],
  ['awaw', 'scenarios/awaw/teaching-don-1942.json', 'scenarios/awaw/events/teaching-don-1942-whole-turn.json'],
] as const;

const plain = (t: OutlineTrace) => ({ entered: [...t.entered].sort(), notes: [...t.notes].sort(), skipped: [...t.skipped].sort() });

describe('issue 17 load: the outline trace of a loaded game, taken from the load\'s replay', () => {
  for (const [id, scenario, saved] of GAMES) {
    it(`${id}: the same trace as replaying the game for the outline, after one more event, after undos (from checkpoints) and in a preview`, async () => {
      const loaded = await readScenario(RULESETS, readFileSync(scenario, 'utf8'));
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
      const { ruleset, game } = loaded.value;
      const { seed, events } = JSON.parse(readFileSync(saved, 'utf8')) as { seed: number; events: unknown[] };
      // The game but its last event, loaded; the last event then played on.
      const prepared = prepareLoad(ruleset, game, seed, events.slice(0, -1), CHECKPOINT_EVERY);
      expect(prepared.outcome.stop).toBeUndefined();
      const played = prepared.outcome.events;
      expect(prepared.inspection.length).toBeGreaterThan(played.length);

      // The reference: a tracer of its own, fed the whole list from the game's start.
      const fresh = (list: readonly { readonly type: string }[]) => plain(rulesetTracer(ruleset, game, seed).traceOf(list));
      const adopted = rulesetTracer(ruleset, game, seed);
      adopted.adopt({
        events: played, inspection: prepared.inspection, marks: prepared.inspectedMarks,
        snapshotAt: (k) => prepared.timeline.snapshotAt(k), end: prepared.outcome.snapshot,
      });
      const reference = fresh(played);
      expect(reference.entered.length).toBeGreaterThan(1);
      expect(plain(adopted.traceOf(played))).toEqual(reference);

      const last = ruleset.events.parse(events.at(-1), ['events', events.length - 1]);
      if (!last.ok) throw new Error('the last event is malformed');
      const more = [...played, last.value];
      expect(plain(adopted.traceOf(more))).toEqual(fresh(more));
      // Undo to positions on, just after and between checkpoints, forward again, and a fork previewing.
      for (const n of [5, 16, 17, played.length - 1, 31, 0, played.length]) {
        expect(plain(adopted.traceOf(more.slice(0, n))), `after an undo to ${n} events`).toEqual(fresh(more.slice(0, n)));
      }
      // A saved game that stops being legal part way: the trace of the part kept.
      const bad = prepareLoad(ruleset, game, seed, [...events.slice(0, 20), { type: 'NO_SUCH_EVENT' }, ...events.slice(20)], CHECKPOINT_EVERY);
      expect(bad.outcome.applied).toBe(20);
      const partial = rulesetTracer(ruleset, game, seed);
      partial.adopt({
        events: bad.outcome.events, inspection: bad.inspection, marks: bad.inspectedMarks,
        snapshotAt: (k) => bad.timeline.snapshotAt(k), end: bad.outcome.snapshot,
      });
      expect(plain(partial.traceOf(bad.outcome.events))).toEqual(fresh(bad.outcome.events));

      const preview = adopted.fork();
      // A preview goes on from the checkpoint before it: 33 events are the checkpoint at 32 and one more.
      const at33 = fresh(more.slice(0, 33));
      const sent = vi.spyOn(OutlineTracer.prototype as unknown as { send(e: unknown): void }, 'send');
      expect(plain(preview.traceOf(more.slice(0, 33)))).toEqual(at33);
      expect(sent).toHaveBeenCalledTimes(1);
      sent.mockRestore();
      for (const n of [2, played.length]) expect(plain(preview.traceOf(more.slice(0, n))), `a preview of ${n} events`).toEqual(fresh(more.slice(0, n)));
    });
  }
});
