import { describe, expect, it } from 'vitest';
import { applyChanges } from '../../../../src/ds/apply/organization/apply-plan.ts';
import { planElimination, voluntaryEliminationTurn } from '../../../../src/ds/rules/organization/elimination.ts';
import { codes, expectLegal, pool, teaching } from './helpers.ts';

describe('2.3.3 Voluntary Unit Elimination', () => {
  it('DS-EX-20 VE-4 2.3.3: a Delay Stripe unit goes on the Turn Track as if its Delay roll were 1: DRM 0 gives the next box (June-July after May-June), DRM +1 the one after (July-Aug)', () => {
    const mayJune = 5;
    expect(voluntaryEliminationTurn(mayJune, 0)).toBe(6);
    expect(voluntaryEliminationTurn(mayJune, 1)).toBe(7);
    expect(voluntaryEliminationTurn(mayJune, -2)).toBe(6);
  });

  it('DS-EX-20 VE-2 VE-4 2.3.3: the Axis Southern Army HQ (Delay Stripe) is voluntarily eliminated on turn 4 and placed in the turn 5 box', () => {
    const s = teaching();
    const after = applyChanges(s, expectLegal(planElimination(s, 'axis', 'jp-southern-hq')));
    expect(after.counters.get('jp-southern-hq')?.at).toEqual({ kind: 'turnTrack', turn: s.game.turn + 1 });
  });

  it('VE-3 2.3.3: a unit without a Delay Stripe goes to its Force Pool, whole: every step at once', () => {
    const s = teaching();
    const after = applyChanges(s, expectLegal(planElimination(s, 'western', 'br-2-div')));
    expect(after.counters.get('br-2-div')).toMatchObject({ at: pool('western'), counter: { steps: 2 } });
  });

  it('VE-2 2.3.3: the units in its Holding Box go with it (R-HOLDING-BOX-ELIMINATION)', () => {
    const s = teaching();
    const plan = expectLegal(planElimination(s, 'western', 'br-abda-army'));
    const after = applyChanges(s, plan);
    expect(after.counters.get('br-abda-army')?.at).toEqual(pool('western'));
    expect(after.counters.get('nei-1-knil')?.at).toEqual(pool('western'));
    expect(plan.message).toContain('Holding Box');
  });

  it('VE-2 2.3.3: only a friendly ground unit on the map; bad input is reported', () => {
    const s = teaching();
    expect(codes(planElimination(s, 'western', 'jp-25-army'))).toEqual(['eliminate.notYourUnit']);
    expect(codes(planElimination(s, 'western', 'br-sing-fort'))).toEqual(['eliminate.notOnMap']);
    expect(codes(planElimination(s, 'western', 'nei-1-knil'))).toEqual(['eliminate.notOnMap']);
    expect(codes(planElimination(s, 'western', 'br-force-b'))).toEqual(['eliminate.notGroundUnit']);
    expect(codes(planElimination(s, 'western', 'nope'))).toEqual(['eliminate.unknownUnit']);
    expect(planElimination(s, 'western', 'br-5-div').ok).toBe(true);
  });
});
