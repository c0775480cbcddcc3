import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { SEGMENT_MACHINES } from '../../machines/ds/segment-machine.ts';
import { activeStep, legalActions } from '../../src/ds/legal/index.ts';
import { TEACHING, loadScenario } from '../support/turn-harness.ts';

describe('each segment of the turn also runs as a machine of its own', () => {
  const game = loadScenario(TEACHING);
  it.each(Object.entries(SEGMENT_MACHINES))('%s: starts at its first step and stops at its end', (_name, make) => {
    const actor = createActor(make(), { input: { game, seed: 1 } }).start();
    const seen: string[] = [];
    for (let i = 0; i < 200 && actor.getSnapshot().status === 'active'; i++) {
      const s = actor.getSnapshot();
      seen.push(activeStep(s)?.step.id ?? '?');
      const legal = legalActions(s);
      const next = legal.find((e) => e.type === 'DONE' || e.type === 'CONTINUE' || e.type === 'ROLL' || e.type === 'DECLINE_CONTEST') ?? legal[0];
      if (!next) break;
      actor.send(next);
    }
    expect(actor.getSnapshot().status).toBe('done');
    expect(seen.every((id) => id !== '?')).toBe(true);
  });
});
