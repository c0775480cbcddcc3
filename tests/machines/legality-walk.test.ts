import { describe, expect, it } from 'vitest';
import { newDice, rollD6 } from '../../src/core/dice.ts';
import { legalActions } from '../../src/ds/legal/index.ts';
import { TEACHING, expectLegalityHolds, loadScenario, startTurn, stepId } from '../support/turn-harness.ts';
import { nearMisses } from '../support/probes.ts';

/**
 * One source of legality, checked where the game actually goes: seeded random walks through whole
 * faction turns of the teaching scenario, for each phasing faction, choosing among the legal
 * events. On every state reached: accepted ⇔ listed by legalActions ⇔ explain finds nothing.
 */
describe('legality property on random walks through the turn', () => {
  const game = loadScenario(TEACHING);
  for (const phasing of ['western', 'axis', 'soviet'] as const) {
    for (const seed of [1, 2, 3]) {
      it(`${phasing} faction turn, walk seed ${seed}`, () => {
        const actor = startTurn({ ...game, game: { ...game.game, phasing } }, seed);
        let dice = newDice(seed * 7919);
        const visited = new Set<string>();
        for (let i = 0; i < 250; i++) {
          const s = actor.getSnapshot();
          const legal = legalActions(s);
          expectLegalityHolds(s, nearMisses(s.context, legal));
          visited.add(stepId(s) ?? 'over');
          if (stepId(s) === 'ds.operationalMovement' || legal.length === 0) break;
          // Prefer doing things over finishing: DONE/CONTINUE only one time in four. The walk is
          // about the rules: it makes no free move (R-FREE-MOVES, unchecked by definition).
          const checked = legal.filter((e) => e.type !== 'FREE_MOVE');
          const doing = checked.filter((e) => e.type !== 'DONE' && e.type !== 'CONTINUE');
          const roll = rollD6(dice); dice = roll.dice;
          const pool = doing.length > 0 && roll.value > 2 ? doing : checked;
          const pick = rollD6(dice); dice = pick.dice;
          actor.send(pool[(pick.value * 7919 + i) % pool.length]!);
        }
        expect(visited).toContain('ds.organization.detachments');
      });
    }
  }
});
