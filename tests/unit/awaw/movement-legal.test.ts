import { describe, expect, it } from 'vitest';
import { applyEliminate, applyEliminateExcess, applyEndOfMovementPhase, applyGroundMovementDone, applyMove } from '../../../src/awaw/apply/movement.ts';
import { applyDeclareOverrun, applyOverrunAir, applyResolveOverrun } from '../../../src/awaw/apply/overrun.ts';
import { applyBuildPartisan } from '../../../src/awaw/apply/partisans.ts';
import type { MovementEvent } from '../../../src/awaw/events/movement.ts';
import { movementEventSchema, MOVEMENT_EVENT_TYPES } from '../../../src/awaw/events/movement.ts';
import { attackSteps } from '../../../src/awaw/legal/attack.ts';
import { withExploitationOverruns } from '../../../src/awaw/legal/exploitation-overrun.ts';
import { exploitationMovement } from '../../../src/awaw/legal/exploitation.ts';
import { groundMovement } from '../../../src/awaw/legal/ground-movement.ts';
import { AWAW_STEPS } from '../../../src/awaw/legal/steps.ts';
import { MOVEMENT_STEP_IDS, overrunStepId, type MovementStepLegality, type TurnEvent } from '../../../src/awaw/legal/movement-step.ts';
import { withOwedOverrunAttacks } from '../../../src/awaw/legal/overrun-attack.ts';
import { overrunDefensiveAirPossible, overrunInterceptionPossible, overrunSteps } from '../../../src/awaw/legal/overrun.ts';
import { overstack, phasingOverstacks } from '../../../src/awaw/legal/overstack.ts';
import { construction } from '../../../src/awaw/legal/partisans.ts';
import { STEP_IDS } from '../../../src/awaw/legal/step-ids.ts';
import { voluntaryElimination } from '../../../src/awaw/legal/voluntary-elimination.ts';
import type { AwawGame } from '../../../src/awaw/model/game.ts';
import { unit } from '../../../src/awaw/model/queries.ts';
import { endOfPhaseOverstacks, remedyChoices, shockArmyMayOverstack } from '../../../src/awaw/rules/movement/stacking.ts';
import { OVERSTACK_DEADLINES } from '../../../src/awaw/rules/stacking.ts';
import type { AwawTurnContext } from '../../../src/awaw/turn/context.ts';
import { movementOf } from '../../../src/awaw/turn/movement-book.ts';
import { block, ctx20, game20 } from './movement-helpers.ts';

/** The check says yes, then the reducer applies: the way the machine's guard and action will. */
function send(ctx: AwawTurnContext, step: MovementStepLegality, e: TurnEvent, apply: (c: AwawTurnContext) => Partial<AwawTurnContext>): AwawTurnContext {
  expect(step.check(ctx, e), `${e.type} in ${step.id}`).toEqual([]);
  return { ...ctx, ...apply(ctx) };
}
/** Every event a step enumerates passes its check (the `exact` promise). */
function exact(step: MovementStepLegality, ctx: AwawTurnContext): TurnEvent[] {
  const all = step.enumerate(ctx);
  for (const e of all) expect(step.check(ctx, e), JSON.stringify(e)).toEqual([]);
  return [...all];
}
const [GS, DAS, INTERCEPT] = overrunSteps('regular') as [MovementStepLegality, MovementStepLegality, MovementStepLegality];

/**
 * A stretch of the eastern front: German 6-6 armor pair and infantry west, a Russian 1-3 infantry to
 * overrun in eK39, a Russian 2-3 infantry in eH39 and a Russian armor in eM40.
 */
function front(): AwawGame {
  return game20({
    hexes: { eK41: { terrain: 'forest' } },
    units: [
      { id: 'pz1', nat: 'german', type: 'armor', values: '6-6', at: 'eK38' }, { id: 'pz2', nat: 'german', type: 'armor', values: '6-6', at: 'eK38' },
      { id: 'pz3', nat: 'german', type: 'armor', values: '6-6', at: 'eI37' }, { id: 'in1', nat: 'german', type: 'infantry', values: '3-3', at: 'eJ37' },
      { id: 'rep', nat: 'german', type: 'replacement', values: '1-1', at: 'eL36' }, { id: 'fk', nat: 'german', type: 'flak', values: '1-1', at: 'eL35' },
      { id: 'ru1', nat: 'russian', type: 'infantry', values: '1-3', at: 'eK39' }, { id: 'ru2', nat: 'russian', type: 'infantry', values: '2-3', at: 'eH39' },
      { id: 'rpz', nat: 'russian', type: 'armor', values: '3-5', at: 'eM40' },
    ],
  });
}

describe('the movement events (events/movement.ts)', () => {
  it('MV-11 13.4, OV-4 13.52, PT-28 11.351: the event shapes parse, and bad ones are refused', () => {
    expect(MOVEMENT_EVENT_TYPES).toEqual(['ELIMINATE', 'MOVE', 'OVERRUN', 'INTERCEPT_DAS', 'ELIMINATE_EXCESS', 'BUILD_PARTISAN']);
    expect(movementEventSchema.safeParse({ type: 'MOVE', units: ['a'], path: ['eK39'] }).success).toBe(true);
    expect(movementEventSchema.safeParse({ type: 'MOVE', units: [], path: ['eK39'] }).success).toBe(false);
    expect(movementEventSchema.safeParse({ type: 'OVERRUN', units: ['a', 'b', 'c'], hex: 'eK39' }).success).toBe(false);
    expect(movementEventSchema.safeParse({ type: 'BUILD_PARTISAN', unit: 'p', hex: 'K39' }).success).toBe(false);
  });
  it('MV-1 13.11, MV-2 13.21, PT-28 11.351: the steps of issue 20, in the order of the phase, with the ids of the confirm steps they replace', () => {
    const issue20 = [
      STEP_IDS.voluntaryElimination, STEP_IDS.groundMovement, overrunStepId('regular', 'groundSupport'), overrunStepId('regular', 'defensiveAir'), overrunStepId('regular', 'interception'),
      MOVEMENT_STEP_IDS.overstack, overrunStepId('exploitation', 'groundSupport'), overrunStepId('exploitation', 'defensiveAir'), overrunStepId('exploitation', 'interception'),
      MOVEMENT_STEP_IDS.exploitationOverstack,
      MOVEMENT_STEP_IDS.redeploymentElimination, STEP_IDS.construction,
    ];
    // In the turn's one list of steps, in this order among the others.
    expect(AWAW_STEPS.map((s) => s.id).filter((id) => issue20.includes(id))).toEqual(issue20);
  });
});

describe('13.2 voluntary elimination step (MV-2)', () => {
  it('MV-2 13.21: the phasing side\'s units may be eliminated before the movement phase; every listed one passes the check', () => {
    const ctx = ctx20(front());
    const list = exact(voluntaryElimination, ctx);
    expect(list).toContainEqual({ type: 'ELIMINATE', unit: 'rep' });
    expect(list).not.toContainEqual({ type: 'ELIMINATE', unit: 'ru1' });
    expect(list.at(-1)).toEqual({ type: 'DONE' });
    const after = send(ctx, voluntaryElimination, { type: 'ELIMINATE', unit: 'rep' }, (c) => applyEliminate(c, { type: 'ELIMINATE', unit: 'rep' }));
    expect(after.game.pieces.get('rep')!.at).toEqual({ kind: 'pool', nationality: 'german' });
    expect(movementOf(after.turn).eliminated).toEqual(['rep']);
  });
});

describe('13.4 ground movement step: reachable hexes, moves, why not (MV-11, MV-24, MV-25)', () => {
  it('MV-11 13.41: legalActions lists each movable unit\'s reachable hexes with the cheapest path, all passing the check', () => {
    const ctx = ctx20(front());
    const list = exact(groundMovement, ctx);
    const moves = list.filter((e): e is Extract<TurnEvent, { type: 'MOVE' }> => e.type === 'MOVE');
    expect(moves.some((m) => m.units[0] === 'in1' && m.path?.join() === 'eJ38,eJ39,eJ40')).toBe(true);
    expect(moves.filter((m) => m.units[0] === 'rep').every((m) => m.path?.length === 1)).toBe(true);
    expect(moves.some((m) => m.units[0] === 'ru1')).toBe(false);
    expect(list).toContainEqual({ type: 'OVERRUN', units: ['pz1', 'pz2'], hex: 'eK39' });
    expect(list.at(-1)).toEqual({ type: 'DONE' });
  });
  it('MV-15 13.41D in the check: a path leaving the Russian armor\'s ZoC pays two more, and is refused past the movement factor, with the rule', () => {
    const ctx = ctx20(front());
    const e: MovementEvent = { type: 'MOVE', units: ['rep'], path: ['eL37', 'eL38'] };
    expect(groundMovement.check(ctx, e).map((v) => v.rule)).toEqual(['13.41']);
    const far: MovementEvent = { type: 'MOVE', units: ['in1'], path: ['eJ38', 'eJ39', 'eJ40', 'eJ41'] };
    expect(groundMovement.check(ctx, far)[0]!.message).toContain('has 0 left of 3');
  });
  it('MV-24 13.45: units move, wait and go on; the log gives what each has spent', () => {
    let ctx = ctx20(front());
    const a: MovementEvent = { type: 'MOVE', units: ['in1'], path: ['eJ38'] };
    ctx = send(ctx, groundMovement, a, (c) => applyMove(c, a));
    const b: MovementEvent = { type: 'MOVE', units: ['in1'], path: ['eI39', 'eI40'] };
    ctx = send(ctx, groundMovement, b, (c) => applyMove(c, b));
    expect(movementOf(ctx.turn).moved['in1']).toEqual({ start: 'eJ37', path: ['eJ38', 'eI39', 'eI40'], spent: 3, minimumMove: false });
    expect(ctx.game.control['eI40']).toBe('axis');
    expect(ctx.log.at(-1)!.message).toContain('has spent 3');
    expect(groundMovement.check(ctx, { type: 'MOVE', units: ['in1'], path: ['eI41'] }).map((v) => v.rule)).toEqual(['13.41']);
  });
});

describe('13.5 overruns through the steps: one succeeds, one is thwarted by defensive air (OV-4, OV-9, OV-12, OV-13, OV-15)', () => {
  const declare = (ctx: AwawTurnContext, units: string[], hex: string) => {
    const e: MovementEvent = { type: 'OVERRUN', units, hex };
    return send(ctx, groundMovement, e, (c) => applyDeclareOverrun(c, e, 'regular'));
  };
  const air = (ctx: AwawTurnContext, step: MovementStepLegality, e: TurnEvent) => send(ctx, step, e, (c) => applyOverrunAir(c, e as Parameters<typeof applyOverrunAir>[1]));
  it('OV-15 13.54: declared, ground support none, no defensive air, resolved: the defender is eliminated and the armor goes on', () => {
    let ctx = declare(ctx20(front()), ['pz1', 'pz2'], 'eK39');
    expect(groundMovement.enumerate(ctx)).toEqual([]);
    expect(groundMovement.check(ctx, { type: 'DONE' }).map((v) => v.rule)).toEqual(['13.53']);
    expect(exact(GS, ctx)[0]).toEqual({ type: 'GROUND_SUPPORT', faction: 'axis', factors: 0 });
    ctx = air(ctx, GS, { type: 'GROUND_SUPPORT', faction: 'axis', factors: 0 });
    expect(exact(DAS, ctx).length).toBe(4);
    ctx = air(ctx, DAS, { type: 'DEFENSIVE_AIR', faction: 'russia', factors: 0 });
    expect(overrunInterceptionPossible(ctx)).toBe(false);
    ctx = { ...ctx, ...applyResolveOverrun(ctx) };
    expect(ctx.game.pieces.get('ru1')!.at.kind).toBe('pool');
    expect(ctx.game.pieces.get('pz1')!.at).toEqual({ kind: 'hex', hex: 'eK39' });
    const on: MovementEvent = { type: 'MOVE', units: ['pz1'], path: ['eK40'] };
    expect(groundMovement.check(ctx, on)).toEqual([]);
  });
  it('OV-12 13.531 and OV-13: defensive air survives interception and brings the odds below 6:1; the units stay and owe an attack in the combat phase', () => {
    const g = front();
    let ctx = declare(ctx20({ ...g, pieces: g.pieces.move('pz2', { kind: 'hex', hex: 'eM36' }) }), ['pz1'], 'eK39');
    expect(GS.check(ctx, { type: 'GROUND_SUPPORT', faction: 'axis', factors: 5 }).map((v) => v.code)).toEqual(['overrun.odds']);
    ctx = air(ctx, GS, { type: 'GROUND_SUPPORT', faction: 'axis', factors: 6 });
    expect(overrunDefensiveAirPossible(ctx)).toBe(true);
    expect(DAS.check(ctx, { type: 'DEFENSIVE_AIR', faction: 'russia', factors: 4 }).map((v) => v.code)).toEqual(['support.tooMuch']);
    ctx = air(ctx, DAS, { type: 'DEFENSIVE_AIR', faction: 'russia', factors: 3 });
    expect(exact(INTERCEPT, ctx).length).toBe(4);
    ctx = air(ctx, INTERCEPT, { type: 'INTERCEPT_DAS', faction: 'axis', factors: 1 });
    ctx = { ...ctx, ...applyResolveOverrun(ctx) };
    expect(movementOf(ctx.turn).overruns[0]).toMatchObject({ outcome: 'failed', defensiveAir: 2, groundSupport: 6 });
    expect(ctx.game.pieces.get('pz1')!.at).toEqual({ kind: 'hex', hex: 'eK38' });
    expect(ctx.turn.airUsed).toEqual({ axis: 6, russia: 3 });
    const attacks = withOwedOverrunAttacks(attackSteps('regular')[0]!, 'regular');
    expect(attacks.check(ctx, { type: 'DONE' }).map((v) => v.rule)).toEqual(['13.531']);
    expect(attacks.enumerate(ctx).some((e) => e.type === 'DONE')).toBe(false);
    expect(attacks.check(ctx, { type: 'ATTACK', target: 'eK39', attackers: ['pz1'] })).toEqual([]);
  });
});

describe('12.15-12.17 at the end of the movement phase (SK-7, SK-9, SK-10)', () => {
  it('SK-7 12.15 failedOverrunOverstack: the failed overrun\'s hex may stay overstacked until the phase ends; then the units that did not attempt it go first (AG-G-50)', () => {
    const g = game20({ units: [
      { id: 'a', nat: 'german', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'b', nat: 'german', type: 'infantry', values: '3-3', at: 'eK38' },
      { id: 'pz1', nat: 'german', type: 'armor', values: '6-6', at: 'eK37' }, { id: 'pz2', nat: 'german', type: 'armor', values: '6-6', at: 'eK37' },
      { id: 'c', nat: 'german', type: 'infantry', values: '3-3', at: 'eL37' }, { id: 'ru', nat: 'russian', type: 'infantry', values: '1-3', at: 'eK39' },
    ] });
    const over = { ...g, pieces: g.pieces.move('pz1', { kind: 'hex', hex: 'eK38' }).move('pz2', { kind: 'hex', hex: 'eK38' }) };
    const failed = { mode: 'regular' as const, faction: 'axis' as const, units: ['pz1', 'pz2'], from: 'eK38', hex: 'eK39', defenders: ['ru'], groundSupport: 0, defensiveAir: 3, outcome: 'failed' as const };
    let ctx = ctx20(over, { overruns: [failed] });
    expect(groundMovement.check(ctx, { type: 'MOVE', units: ['c'], path: ['eK38'] }).map((v) => v.rule)).toEqual(['12.11']);
    expect(groundMovement.check(ctx, { type: 'MOVE', units: ['a'], path: ['eK37'] })).toEqual([]);
    ctx = { ...ctx, ...applyGroundMovementDone(ctx) };
    expect(endOfPhaseOverstacks(ctx.game)).toEqual([{ hex: 'eK38', faction: 'axis', ground: 2, specialized: 0, flak: 0 }]);
    expect(OVERSTACK_DEADLINES['SK-7']).toContain('movement phase');
    expect(overstack.accepts).toEqual(['ELIMINATE_EXCESS']);
    expect(exact(overstack, ctx)).toEqual([{ type: 'ELIMINATE_EXCESS', unit: 'a' }, { type: 'ELIMINATE_EXCESS', unit: 'b' }]);
    expect(overstack.check(ctx, { type: 'ELIMINATE_EXCESS', unit: 'pz1' }).map((v) => v.rule)).toEqual(['12.15']);
    ctx = send(ctx, overstack, { type: 'ELIMINATE_EXCESS', unit: 'a' }, (c) => applyEliminateExcess(c, { type: 'ELIMINATE_EXCESS', unit: 'a' }));
    ctx = send(ctx, overstack, { type: 'ELIMINATE_EXCESS', unit: 'b' }, (c) => applyEliminateExcess(c, { type: 'ELIMINATE_EXCESS', unit: 'b' }));
    // Nothing left to remedy: the machine leaves the step by itself (noOverstack).
    expect(phasingOverstacks(ctx)).toEqual([]);
    expect(exact(overstack, ctx)).toEqual([]);
    const alone = { ...over, pieces: over.pieces.move('a', { kind: 'pool', nationality: 'german' }) };
    expect(remedyChoices(alone, { ...movementOf(ctx.turn) }, endOfPhaseOverstacks(alone)[0]!).map((u) => u.id)).toEqual(['b']);
  });
  it('SK-10 12.17 attritionRetreatOverstack: remedied by the end of the defender\'s next movement phase; SK-9 12.16 shock armies only next to the enemy', () => {
    const g = game20({ units: [
      { id: 'r1', nat: 'german', type: 'infantry', values: '3-3', at: 'eK38', extra: { retreatOverstack: true } }, { id: 'r2', nat: 'german', type: 'infantry', values: '3-3', at: 'eK38' },
      { id: 'r3', nat: 'german', type: 'infantry', values: '3-3', at: 'eK38' },
      { id: 's1', nat: 'russian', type: 'infantry', values: '3-3', at: 'eH40', extra: { shockArmy: true } }, { id: 's2', nat: 'russian', type: 'infantry', values: '3-3', at: 'eH40' },
      { id: 's3', nat: 'russian', type: 'infantry', values: '3-3', at: 'eH40' }, { id: 'ge', nat: 'german', type: 'infantry', values: '3-3', at: 'eH41' },
    ] });
    expect(endOfPhaseOverstacks(g).map((o) => [o.hex, o.faction, o.ground])).toEqual([['eK38', 'axis', 1]]);
    expect(shockArmyMayOverstack(g, unit(g, 's1')!)).toBe(true);
    const lonely = { ...g, pieces: g.pieces.move('ge', { kind: 'hex', hex: 'eM34' }) };
    expect(endOfPhaseOverstacks(lonely).map((o) => o.hex).sort()).toEqual(['eH40', 'eK38']);
    let ctx = ctx20(g);
    ctx = send(ctx, overstack, { type: 'ELIMINATE_EXCESS', unit: 'r1' }, (c) => applyEliminateExcess(c, { type: 'ELIMINATE_EXCESS', unit: 'r1' }));
    ctx = { ...ctx, ...applyEndOfMovementPhase(ctx) };
    expect(phasingOverstacks(ctx)).toEqual([]);
  });
});

describe('11.351 partisan construction step (PT-28)', () => {
  it('PT-28 11.351: the construction step lists every hex a pool partisan may be placed in; placing it takes it from the pool', () => {
    const hexes = block(['H', 'I', 'J', 'K', 'L', 'M'], [38, 44], { country: 'yugoslavia' });
    const g = game20({ hexes, control: Object.fromEntries(Object.keys(hexes).map((h) => [h, 'axis'])), game: { phasing: 'allies' },
      units: [{ id: 'bp', nat: 'british', type: 'partisan', values: '1-1', at: 'pool:british' }, { id: 'ge', nat: 'german', type: 'infantry', values: '3-3', at: 'eK40' }],
      politics: { wars: [['britain', 'germany'], ['russia', 'germany']], attackedBy: { yugoslavia: ['germany'] } } });
    let ctx = ctx20(g);
    const list = exact(construction, ctx);
    expect(list.length).toBe(42 - 1 + 1);
    expect(list).not.toContainEqual({ type: 'BUILD_PARTISAN', unit: 'bp', hex: 'eK40' });
    const e: MovementEvent = { type: 'BUILD_PARTISAN', unit: 'bp', hex: 'eM44' };
    ctx = send(ctx, construction, e, (c) => applyBuildPartisan(c, e));
    expect(ctx.game.pieces.get('bp')!.at).toEqual({ kind: 'hex', hex: 'eM44' });
    expect(exact(construction, ctx)).toEqual([{ type: 'DONE' }]);
  });
});

describe('OV-2 13.51 overruns in exploitation movement, on the exploitation step', () => {
  it('OV-2 and OV-8: an exploiting armor unit on its breakthrough hex may overrun next to it; others may not', () => {
    const g = game20({ units: [
      { id: 'x1', nat: 'german', type: 'armor', values: '6-6', at: 'eK38' }, { id: 'pz', nat: 'german', type: 'armor', values: '6-6', at: 'eK37' },
      { id: 'ru', nat: 'russian', type: 'infantry', values: '1-3', at: 'eK39' },
    ] });
    const ctx = ctx20(g, {}, {}, { breakthroughs: [{ hex: 'eK38', faction: 'axis', firstRoundHexes: ['eK37'], attackers: ['pz'], defendedFactors: 1 }], exploiters: [{ unit: 'x1', breakthrough: 'eK38' }] });
    const step = withExploitationOverruns(exploitationMovement);
    expect(step.check(ctx, { type: 'OVERRUN', units: ['x1'], hex: 'eK39' })).toEqual([]);
    expect(step.check(ctx, { type: 'OVERRUN', units: ['pz'], hex: 'eK38' }).map((v) => v.rule)).toEqual(['16.41']);
    expect(exact(step, ctx)).toContainEqual({ type: 'OVERRUN', units: ['x1'], hex: 'eK39' });
    let after = { ...ctx, ...applyDeclareOverrun(ctx, { type: 'OVERRUN', units: ['x1'], hex: 'eK39' }, 'exploitation') };
    after = { ...after, ...applyResolveOverrun(after) };
    expect(after.turn.exploiters[0]!.route).toEqual(['eK39']);
  });
});
