import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dsTurnMachine } from '../../machines/ds/turn.machine.ts';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { activeStep, explain, legalActions, STEPS } from '../../src/ds/legal/index.ts';
import type { Generation } from '../../src/paths/generate.ts';
import { UNREACHED } from '../../src/paths/impossible.ts';
import { FIXTURE_GAMES } from './generation.ts';
import type { TurnSnapshot } from '../support/turn-harness.ts';

/** The first snapshot each step is reached in, replaying the paths. */
function firstSnapshots(g: Generation): Map<string, TurnSnapshot> {
  const out = new Map<string, TurnSnapshot>();
  for (const path of g.paths) {
    const { game, seed } = FIXTURE_GAMES.get(path.fixture)!;
    const actor = createActor(dsTurnMachine, { input: { game, seed } }).start();
    for (const step of path.steps) {
      const s = actor.getSnapshot();
      const id = activeStep(s)?.step.id;
      if (id && !out.has(id)) out.set(id, s);
      actor.send(step.event);
    }
    actor.stop();
  }
  return out;
}

/** One event of each type another step accepts and this one does not: from that step's enumerator when it lists one. */
function othersEvents(s: TurnSnapshot): DsEvent[] {
  const here = activeStep(s)!.step;
  const out = new Map<string, DsEvent>();
  for (const st of STEPS) {
    for (const type of st.accepts) {
      if (here.accepts.includes(type) || out.has(type)) continue;
      out.set(type, st.enumerate(s.context).find((e) => e.type === type) ?? ({ type } as DsEvent));
    }
  }
  return [...out.values()];
}

/**
 * Negative orderings: in every step the generated paths reach, the events of the other steps are
 * refused, with a reason that names the step they belong to, where it comes in the turn, and the
 * rule that orders the two ("Airdrop Landing comes after Blitz Combat — 4.1").
 */
export function negativeOrderingsSuite(g: Generation): void {
  const snapshots = firstSnapshots(g);

  describe('negative orderings: the events of other steps are refused, with the step and rule that order them', () => {
    it('the generated paths rest in every step that takes events, but those named as gaps of the fixture family', () => {
      const gap = (id: string): boolean => Object.keys(UNREACHED).some((k) => k.startsWith(`${id}:`));
      expect(STEPS.map((s) => s.id).filter((id) => !snapshots.has(id) && !gap(id))).toEqual([]);
    });

    for (const [id, s] of snapshots) {
      it(`${id}: every other step's event is refused, explained as "<its step> comes after|before <this step> — <rule>"`, () => {
        const title = activeStep(s)!.meta.title;
        for (const e of othersEvents(s)) {
          expect(s.can(e), `${e.type} in ${id}`).toBe(false);
          expect(legalActions(s)).not.toContainEqual(e);
          const [v, ...rest] = explain(s, e);
          expect(rest).toEqual([]);
          expect(v?.code).toBe('sequence.notInThisStep');
          expect(v?.message, `${e.type} in ${id}`).toMatch(new RegExp(`^.+ comes (after|before) ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( — [0-9.-]+)?: ${e.type} is not an action of`));
        }
      });
    }

    it('4.1 the example of the issue: AIRDROP_LANDING during Blitz Combat', () => {
      const s = snapshots.get('ds.blitz.attacks')!;
      const [v] = explain(s, { type: 'AIRDROP_LANDING', marker: 'ax-airdrop-1' });
      expect(v?.message).toMatch(/^Airdrop Landing comes after Blitz Combat — 4\.1: AIRDROP_LANDING is not an action of Blitz Combat \(4\.1\.2\)/);
    });

    it('2.2 an event of an earlier step is said to come before: KEEP_BEACHHEAD during Blitz Marker Placement', () => {
      const s = snapshots.get('ds.support.blitzPlacement')!;
      const [v] = explain(s, { type: 'KEEP_BEACHHEAD', marker: 'we-bh-1' });
      expect(v?.message).toMatch(/^Beachhead Maintenance comes before Blitz Marker Placement — 2\.2:/);
    });
  });
}
