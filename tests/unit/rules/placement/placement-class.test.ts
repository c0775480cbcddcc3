import { describe, expect, it } from 'vitest';
import type { DsEvent, SupportTarget } from '../../../../src/ds/events/index.ts';
import { legalActions } from '../../../../src/ds/legal/index.ts';
import { contentsOf } from '../../../../src/ds/model/contents.ts';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import { convoyOptions, supportPlacementTargets, supportPlacementViolations, type PlacementSituation } from '../../../../src/ds/rules/placement/index.ts';
import { mandatoryFollowUpViolations, placementSituation } from '../../../../src/ds/rules/placement-flow.ts';
import { convoyClassOf, placementClassOf } from '../../../../src/ds/rules/placement/placement-class.ts';
import { CHOOSE, toPlacement, withPhasing } from '../../../machines/placement-helpers.ts';
import { TEACHING, loadScenario, stepId } from '../../../support/turn-harness.ts';
import { benchBoard } from '../../../bench/support/boards.ts';

/**
 * SU-1, AP-*, FP-*, PR-*, CV-2..CV-8 (2.2.3.1, 2.2.3.3, 2.2.3.6): the enumerator works out the targets
 * of one unit per placement class and lists them for every unit of the class. That is sound only if
 * each unit, asked on its own, has exactly those targets: checked here unit by unit, on the scenarios
 * with the most varied Force Pools, for every faction.
 */
const SCENARIOS: readonly [string, () => DsGameState][] = [
  ['teaching scenario', () => loadScenario(TEACHING)],
  ['North Seas placement fixture', () => loadScenario('scenarios/fixtures/placement-north-seas.json')],
  ['South Pacific placement fixture', () => loadScenario('scenarios/fixtures/placement-south-pacific.json')],
  ['bench board, quarter size', () => benchBoard('quarter', 'axis')],
];

const key = (t: SupportTarget): string => JSON.stringify(t);

/** The unit's own targets, asked of it alone: the rules' targets less those whose mandatory follow-up cannot be made. */
function ownTargets(state: DsGameState, unit: string, s: PlacementSituation): string[] {
  return supportPlacementTargets(state, unit, s)
    .filter((to) => to.kind !== 'hex' || mandatoryFollowUpViolations(state, unit, to, s).length === 0)
    .map(key);
}

describe('2.2.3 placement classes: every unit of a class has the targets listed for it', () => {
  for (const [name, load] of SCENARIOS) {
    for (const phasing of ['axis', 'western', 'soviet'] as const) {
      it(`${name}, ${phasing} faction`, () => {
        const { s } = toPlacement(withPhasing(load(), phasing));
        expect(stepId(s)).toBe(CHOOSE);
        const game = s.context.game;
        const situation = placementSituation(phasing, s.context.turn.placement);
        const legal = legalActions(s);
        const listedFor = (unit: string): string[] => legal.flatMap((e: DsEvent) => (e.type === 'PLACE_SUPPORT' && e.unit === unit ? [key(e.to)] : []));
        const pool = contentsOf(game, { kind: 'forcePool', faction: phasing }).flatMap((p) => (p.counter.kind === 'support' ? [p.counter] : []));
        for (const unit of pool) {
          expect(listedFor(unit.id), `${unit.id} (${placementClassOf(unit)})`).toEqual(ownTargets(game, unit.id, situation));
          for (const to of legal.flatMap((e) => (e.type === 'PLACE_SUPPORT' && e.unit === unit.id ? [e.to] : [])).slice(0, 5)) {
            expect(supportPlacementViolations(game, unit.id, to, situation)).toEqual([]);
          }
        }
        const convoys = convoyOptions(game, situation);
        const listedConvoys = legal.filter((e) => e.type === 'PLACE_CONVOY').map((e) => JSON.stringify(e));
        expect(listedConvoys).toEqual(convoys.map((c) => JSON.stringify({ type: 'PLACE_CONVOY', ...c })));
        for (const m of contentsOf(game, { kind: 'forcePool', faction: phasing })) {
          if (m.counter.kind === 'marker' && m.counter.type === 'convoy') expect(convoyClassOf(m.counter)).toContain(m.counter.convoy);
        }
      });
    }
  }

  it('the bench board has classes of several units (what makes the enumerator cheaper)', () => {
    const { s } = toPlacement(benchBoard('quarter', 'axis'));
    const pool = contentsOf(s.context.game, { kind: 'forcePool', faction: 'axis' }).flatMap((p) => (p.counter.kind === 'support' ? [p.counter] : []));
    expect(new Set(pool.map(placementClassOf)).size).toBeLessThan(pool.length);
  });
});
