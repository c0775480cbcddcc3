import { describe, expect, it } from 'vitest';
import { replayDsGame } from '../../../machines/ds/replay.ts';
import { activeStep } from '../../../src/ds/legal/index.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';

describe('the event log is the record: replay rebuilds any position', () => {
  const game = loadScenario(TEACHING);
  const events = [{ type: 'CONTINUE' }, { type: 'CONTINUE' }, { type: 'CONTINUE' }, { type: 'ROLL', value: 1 }, { type: 'ROLL' }];

  it('a prefix of the events is an earlier position (undo)', () => {
    const all = replayDsGame(game, 1, events);
    const undone = replayDsGame(game, 1, events.slice(0, 3));
    expect(all.applied).toBe(5);
    expect(activeStep(undone.snapshot)?.step.id).toBe('ds.admin.politicalEvents');
    expect(activeStep(all.snapshot)?.step.id).not.toBe('ds.admin.politicalEvents');
  });

  it('the same scenario, seed and events give the same snapshot', () => {
    const a = replayDsGame(game, 5, events);
    const b = replayDsGame(game, 5, events);
    expect(a.snapshot.value).toEqual(b.snapshot.value);
    expect(a.snapshot.context).toEqual(b.snapshot.context);
  });

  it('stops at the first illegal event, leaving the position before it', () => {
    const r = replayDsGame(game, 1, [{ type: 'CONTINUE' }, { type: 'DONE' }, { type: 'CONTINUE' }]);
    expect(r.applied).toBe(1);
    expect(r.stop).toMatchObject({ index: 1, kind: 'illegal', violations: [{ code: 'sequence.notInThisStep' }] });
    expect(activeStep(r.snapshot)?.step.id).toBe('ds.seasonal.logisticsPartisan');
  });
});
