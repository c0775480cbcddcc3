import type { AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { dsTurnMachine } from '../../machines/ds/turn.machine.ts';
import { legalActions } from '../../src/ds/legal/index.ts';
import { loadScenario, startTurn, stepId, TEACHING } from '../support/turn-harness.ts';

/** Every state node of the turn machine, depth first. */
const allNodes = (n: AnyStateNode): AnyStateNode[] => [n, ...Object.values(n.states).flatMap(allNodes)];
const actorOf = (n: AnyStateNode): string | undefined => (n.meta as { actor?: string } | undefined)?.actor;

/** A leaf the turn can rest in: it takes events, and no unguarded eventless transition moves on at once. */
function waits(n: AnyStateNode): boolean {
  if (n.type !== 'atomic') return false;
  const takesEvents = [...n.transitions.keys()].some((type) => !type.startsWith('xstate.'));
  return takesEvents && !(n.always ?? []).some((t) => t.guard === undefined);
}

/** Passes every faction turn by confirming, finishing and rolling, until `done` holds. */
function passUntil(done: (id: string | undefined) => boolean, limit = 200) {
  const actor = startTurn(loadScenario(TEACHING));
  for (let i = 0; i < limit; i++) {
    const s = actor.getSnapshot();
    if (done(stepId(s))) return s;
    const legal = legalActions(s);
    const next = ['CONTINUE', 'DONE', 'ROLL', 'DECLINE_CONTEST'].map((t) => legal.find((e) => e.type === t && !('value' in e))).find((e) => e);
    if (!next) throw new Error(`stuck in ${stepId(s)}`);
    actor.send(next);
  }
  throw new Error('not reached');
}

describe('who acts in each step of the turn machine (meta.actor)', () => {
  it('0 7 1-6 every step that waits for a player names who acts; a step marked automatic never waits', () => {
    const nodes = allNodes(dsTurnMachine.root).filter((n) => n !== dsTurnMachine.root);
    const waiting = nodes.filter(waits);
    expect(waiting.length).toBeGreaterThan(30);
    expect(waiting.filter((n) => actorOf(n) === 'automatic' || !actorOf(n)).map((n) => n.id)).toEqual([]);
    const automatic = nodes.filter((n) => n.type === 'atomic' && actorOf(n) === 'automatic');
    expect(automatic.filter(waits).map((n) => n.id)).toEqual([]);
    // A phase or segment is automatic only when every step in it is.
    const compound = nodes.filter((n) => n.type === 'compound' && actorOf(n) === 'automatic');
    expect(compound.filter((n) => allNodes(n).some(waits)).map((n) => n.id)).toEqual([]);
  });

  it('0 7 R-UNDESCRIBED-PHASES the Delay Segment and the Seasonal Victory Phase wait for every faction to continue', () => {
    const delay = passUntil((id) => id === 'ds.endOfGameTurn.delay');
    expect(delay.getMeta()['ds.endOfGameTurn.delay']).toMatchObject({ rule: '7', actor: 'all' });
    expect(legalActions(delay)).toEqual([{ type: 'CONTINUE' }]);
    const victory = passUntil((id) => id === 'ds.seasonalVictory');
    expect(victory.getMeta()['ds.seasonalVictory']).toMatchObject({ rule: '0', actor: 'all' });
  });
});
