import { describe, expect, it } from 'vitest';
import { dsTurnMachine } from '../../machines/ds/turn.machine.ts';
import { STEPS } from '../../src/ds/legal/index.ts';
import { TEACHING, advanceTo, expectLegalityHolds, loadScenario, startTurn, stepId } from '../support/turn-harness.ts';
import { RULESETS } from '../support/rulesets.ts';
import { stepMachineMismatches } from '../../src/core/machine-check.ts';

const ORDER = [
  'ds.seasonal.optionCard', 'ds.seasonal.logisticsPartisan', 'ds.seasonal.replacements',
  'ds.admin.politicalEvents', 'ds.support.beachheadMaintenance', 'ds.support.placement.choose', 'ds.support.blitzPlacement',
  'ds.organization.combinations', 'ds.organization.conversions', 'ds.organization.voluntaryEliminations',
  'ds.organization.breakdowns', 'ds.organization.detachments',
  'ds.operationalMovement', 'ds.blitz.airdrop', 'ds.blitz.attacks', 'ds.blitz.beachheadLanding', 'ds.blitz.airdropLanding',
  'ds.regular.attacks', 'ds.reserveMovement', 'ds.finalAdministrative',
];

describe('the DS faction turn, in rulebook order', () => {
  it('2 → 3 → 4 → 5 → 6: a faction turn visits every phase and segment in order', () => {
    const actor = startTurn(loadScenario(TEACHING));
    const seen: string[] = [];
    for (const target of ORDER) {
      const s = advanceTo(actor, target);
      seen.push(stepId(s)!);
      expectLegalityHolds(s, [{ type: 'CONTINUE' }, { type: 'DONE' }, { type: 'ROLL', value: 3 }]);
    }
    expect(seen).toEqual(ORDER);
  });

  it('after the last faction of the game turn comes End of Game Turn, then the next season', () => {
    const game = loadScenario(TEACHING); // Western phasing, order Axis → Western → Soviet
    const actor = startTurn(game);
    advanceTo(actor, 'ds.endOfGameTurn.delay', 200);
    expect(actor.getSnapshot().context.game.game.phasing).toBe('soviet');
    const s = advanceTo(actor, 'ds.seasonal.optionCard', 10);
    expect(s.context.game.game).toMatchObject({ phasing: 'axis', turn: game.game.turn + 1, season: 'summer', year: 1942 });
    expect(s.context.log.map((l) => l.message)).toContain('the Soviet faction turn begins');
  });

  it('every step that takes events accepts exactly the event types its legality lists (the engine checks it for every ruleset)', () => {
    for (const ruleset of RULESETS.all) expect(stepMachineMismatches(ruleset.machine, ruleset.steps), ruleset.id).toEqual([]);
    expect(stepMachineMismatches(dsTurnMachine, [{ ...STEPS[0]!, accepts: ['DONE'] }])).toEqual([`step ${STEPS[0]!.id}: the machine takes CONTINUE, its legality accepts DONE`]);
    expect(stepMachineMismatches(dsTurnMachine, [{ ...STEPS[0]!, id: 'ds.nowhere' }])).toEqual(['step ds.nowhere is not a state of the ds machine']);
  });

  it('every state of the turn carries its rule, title, explanation and actor', () => {
    const walk = (node: typeof dsTurnMachine.root): void => {
      if (node.type !== 'final' && node !== dsTurnMachine.root) {
        // `freeMoves` marks the steps where R-FREE-MOVES lets the phasing faction move counters unchecked.
        const { freeMoves, ...meta } = (node.meta ?? {}) as { freeMoves?: unknown };
        expect(meta, node.id).toEqual({ rule: expect.any(String), title: expect.any(String), explain: expect.any(String), actor: expect.any(String) });
        expect([undefined, true], node.id).toContain(freeMoves);
      }
      Object.values(node.states).forEach(walk);
    };
    walk(dsTurnMachine.root);
  });
});
