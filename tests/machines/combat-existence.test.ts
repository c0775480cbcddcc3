import { describe, expect, it } from 'vitest';
import { mayLoseAStep, mayRetreat, retreatHexes, stepLossOptions } from '../../src/ds/rules/combat/after-api.ts';
import { onTheMap } from '../../src/ds/rules/combat/forces.ts';
import { TEACHING, loadScenario, play, savedEvents, startTurn } from '../support/turn-harness.ts';

/**
 * The settlement of an attack (4.2.4.1, 4.2.5.3, 4.2.6) asks "can this force still Retreat?" and
 * "can it still lose a step?" after every change; issue 17 made both questions stop at the first
 * yes instead of listing every hex and every way. These answers must be the lists' own, on every
 * state of a real turn: the teaching Western turn, played through the machine.
 */
describe('4.2.5.3 RC-1 and 4.2.6.2: whether a force may Retreat or lose a step, asked without listing', () => {
  it('4.2.5.3 RC-1 mayRetreat is true exactly when retreatHexes lists a hex; 4.2.6.2 mayLoseAStep exactly when stepLossOptions lists a way', () => {
    const actor = startTurn(loadScenario(TEACHING));
    let retreats = 0, forces = 0;
    for (const e of savedEvents('scenarios/events/teaching-western-turn.json')) {
      const s = play(actor, e);
      const u = s.context.turn.combat.underWay;
      if (!u) continue;
      const game = s.context.game;
      for (const r of u.retreats) {
        expect(mayRetreat(game, r), `${r.side} force in ${r.at}`).toBe(retreatHexes(game, r).length > 0);
        retreats++;
      }
      for (const [side, force] of [['attacker', u.attackingForce], ['defender', u.defendingForce]] as const) {
        const units = onTheMap(game, force);
        const listed = stepLossOptions(game, u.mode, side, units, side === 'attacker' && !u.attackerLostAStep, u.declaration);
        expect(mayLoseAStep(game, units), `${side} force ${units.join(', ')}`).toBe(listed.length > 0);
        forces++;
      }
    }
    // The turn has attacks with Retreats: the comparison ran on real cases.
    expect(retreats).toBeGreaterThan(0);
    expect(forces).toBeGreaterThan(10);
  });
});
