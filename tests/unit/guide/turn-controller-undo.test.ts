import { describe, expect, it } from 'vitest';
import { CHECKPOINT_EVERY, TurnController } from '../../../components/shared/turn-controller.ts';
import { replayDsGame } from '../../../machines/ds/replay.ts';
import { dsRuleset } from '../../../machines/ds/ruleset.ts';
import { TEACHING, loadScenario, savedEvents } from '../../support/turn-harness.ts';

const host = { addController: () => {}, removeController: () => {}, requestUpdate: () => {}, updateComplete: Promise.resolve(true) };
const TURN = savedEvents('scenarios/events/teaching-western-turn.json');

/**
 * Undo goes back to the nearest checkpoint and replays at most CHECKPOINT_EVERY events (issue 17):
 * the position it gives is the one a replay of the prefix from the scenario gives, wherever the
 * prefix ends against the checkpoints, and the turn goes on from it as from any other.
 */
describe('undo in the guide\'s controller, from checkpoints', () => {
  const game = loadScenario(TEACHING);

  it('every undo gives the position a replay of the kept events gives', () => {
    const ctrl = new TurnController(host, dsRuleset, game, 1);
    for (const e of TURN) expect(ctrl.send(e)).toEqual([]);
    expect(TURN.length).toBeGreaterThan(CHECKPOINT_EVERY + 1);
    for (const n of [TURN.length - 1, CHECKPOINT_EVERY + 1, CHECKPOINT_EVERY, CHECKPOINT_EVERY - 1, 3, 0]) {
      ctrl.undoTo(n);
      const replayed = replayDsGame(game, 1, TURN.slice(0, n)).snapshot;
      expect(ctrl.events).toHaveLength(n);
      expect(ctrl.snapshot.value, `after undo to ${n}`).toEqual(replayed.value);
      expect(ctrl.snapshot.context, `after undo to ${n}`).toEqual(replayed.context);
      expect(ctrl.logMarks).toHaveLength(n);
    }
  });

  it('after an undo the turn goes on: the same events sent again reach the same end', () => {
    const ctrl = new TurnController(host, dsRuleset, game, 1);
    for (const e of TURN) ctrl.send(e);
    const end = ctrl.snapshot.context;
    ctrl.undoTo(CHECKPOINT_EVERY + 5);
    for (const e of TURN.slice(CHECKPOINT_EVERY + 5)) expect(ctrl.send(e)).toEqual([]);
    expect(ctrl.snapshot.context).toEqual(end);
    ctrl.undoTo(10);
    expect(ctrl.snapshot.context).toEqual(replayDsGame(game, 1, TURN.slice(0, 10)).snapshot.context);
  });
});
