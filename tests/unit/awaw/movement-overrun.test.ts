import { describe, expect, it } from 'vitest';
import { applyDeclareOverrun, applyOverrunAir, applyResolveOverrun } from '../../../src/awaw/apply/overrun.ts';
import { OVERRUN_MAX_UNITS, OVERRUN_ODDS } from '../../../src/awaw/data/movement.ts';
import type { AwawGame } from '../../../src/awaw/model/game.ts';
import { unit } from '../../../src/awaw/model/queries.ts';
import { groundMovement } from '../../../src/awaw/legal/ground-movement.ts';
import { withExploitationOverruns } from '../../../src/awaw/legal/exploitation-overrun.ts';
import { exploitationMovement } from '../../../src/awaw/legal/exploitation.ts';
import { unitDefense } from '../../../src/awaw/rules/dm.ts';
import { entryCost } from '../../../src/awaw/rules/movement/costs.ts';
import { airdropMayAssistOverrun, answeredOverrun, carriedAir, carriedDefensiveAirViolations, carriedGroundSupportViolations, owedAttackViolations, owedOverrunAttacks } from '../../../src/awaw/rules/movement/overrun-attack.ts';
import { overrunUnitViolations, overrunViolations, weatherBarsOverrun } from '../../../src/awaw/rules/movement/overrun-eligibility.ts';
import { maxInterception, maxOverrunDefensiveAir, maxOverrunGroundSupport, overrunAttackForce, overrunOdds, overrunOddsMet, seaTransportedAirMayAssist } from '../../../src/awaw/rules/movement/overrun-odds.ts';
import { airFlown, mayContinueAfterOverrun, overrunCasualties, overrunOutcome, overrunSurchargeFor } from '../../../src/awaw/rules/movement/overrun-result.ts';
import { reachableHexes } from '../../../src/awaw/rules/movement/reach.ts';
import type { AwawTurnContext } from '../../../src/awaw/turn/context.ts';
import { movementOf, type OverrunRecord, type UnderWayOverrun } from '../../../src/awaw/turn/movement-book.ts';
import { ctx20, game20, type Spec20 } from './movement-helpers.ts';


const rules = (vs: readonly { rule: string }[]) => vs.map((x) => x.rule);
const codes = (vs: readonly { code: string }[]) => vs.map((x) => x.code);

/** Two German 6-6 armor units in eK38, a Russian 1-3 infantry in eK39 (defense 2: the basic +2 DM of 15.32A). */
function front(extra: Partial<Spec20> = {}): AwawGame {
  return game20({ ...extra, units: [
    { id: 'pz1', nat: 'german', type: 'armor', values: '6-6', at: 'eK38' }, { id: 'pz2', nat: 'german', type: 'armor', values: '6-6', at: 'eK38' },
    { id: 'ru', nat: 'russian', type: 'infantry', values: '1-3', at: 'eK39' }, ...(extra.units ?? []),
  ] });
}
const step = (ctx: AwawTurnContext, patch: Partial<AwawTurnContext>): AwawTurnContext => ({ ...ctx, ...patch });
const declared = (g: AwawGame, units: string[], hex: string, over: Partial<UnderWayOverrun> = {}): UnderWayOverrun =>
  ({ mode: 'regular', faction: 'axis', units, from: 'eK38', hex, defenders: ['ru'], ...over });

describe('13.51-13.52 who may overrun, through which hexside (OV-1, OV-2, OV-4..OV-7)', () => {
  it('OV-1 13.51 overrunUnitTypes: "may only be conducted by armor and mechanized infantry units"', () => {
    const g = front({ units: [{ id: 'in', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }] });
    expect(rules(overrunUnitViolations(g, unit(g, 'in')!))).toEqual(['13.51']);
    expect(overrunUnitViolations(g, unit(g, 'pz1')!)).toEqual([]);
  });
  it('OV-2 13.51 overrunTiming: in regular movement and in exploitation movement (AG-G-42): both steps take OVERRUN', () => {
    expect(groundMovement.accepts).toContain('OVERRUN');
    expect(withExploitationOverruns(exploitationMovement).accepts).toContain('OVERRUN');
    expect(exploitationMovement.accepts).not.toContain('OVERRUN');
  });
  it('OV-4 13.52 overrunMechanics: no more than two units, through the same hexside, into a hex of enemy units, at 6:1 or greater', () => {
    const g = front({ units: [{ id: 'pz3', nat: 'german', type: 'armor', values: '4-6', at: 'eK37' }, { id: 'big', nat: 'russian', type: 'infantry', values: '9-3', at: 'eJ39' }] });
    const t = ctx20(g).turn;
    expect([OVERRUN_MAX_UNITS, OVERRUN_ODDS]).toEqual([2, 6]);
    expect(overrunViolations(g, t, 'regular', ['pz1', 'pz2'], 'eK39')).toEqual([]);
    expect(codes(overrunViolations(g, t, 'regular', ['pz1', 'pz2', 'pz3'], 'eK39'))).toEqual(['overrun.units']);
    expect(codes(overrunViolations(g, t, 'regular', ['pz1', 'pz3'], 'eK39'))).toEqual(['overrun.sameHexside']);
    expect(codes(overrunViolations(g, t, 'regular', ['pz1'], 'eK40'))).toEqual(['overrun.noEnemy']);
    expect(codes(overrunViolations(g, t, 'regular', ['pz1', 'pz2'], 'eJ39'))).toEqual(['overrun.odds']);
  });
  it('OV-5 13.52 overrunComposition: at least one armor unit; both with a functional mechanized component', () => {
    const g = front({ units: [
      { id: 'mi1', nat: 'british', type: 'mechInfantry', values: '3-4', at: 'eH36' }, { id: 'mi2', nat: 'british', type: 'mechInfantry', values: '3-4', at: 'eH36' },
      { id: 'ba', nat: 'british', type: 'armor', values: '6-5', at: 'eH38' }, { id: 'mi3', nat: 'british', type: 'mechInfantry', values: '3-4', at: 'eH38' },
      { id: 'gp', nat: 'german', type: 'infantry', values: '1-3', at: 'eH37' }, { id: 'pp', nat: 'german', type: 'armor', values: '4-6', at: 'eM40', extra: { supply: 'partial' } },
    ], game: { phasing: 'allies', offensives: { western: { eastern: 'limited' } } } });
    const t = ctx20(g).turn;
    expect(codes(overrunViolations(g, t, 'regular', ['mi1', 'mi2'], 'eH37'))).toEqual(['overrun.noArmor']);
    expect(overrunViolations(g, t, 'regular', ['ba', 'mi3'], 'eH37')).toEqual([]);
    expect(codes(overrunUnitViolations(g, unit(g, 'pp')!))).toEqual(['overrun.noMechanizedComponent']);
  });
  it('OV-6 13.52 overrunMovementCost: each unit spends one more to occupy the overrun hex; without the points the overrun is prohibited (13.411 does not help)', () => {
    const g = front();
    expect(entryCost(g, unit(g, 'pz1')!, 'eK39', 0, true).total).toBe(2);
    const tired = ctx20(g, { moved: { pz1: { start: 'eK34', path: ['eK35', 'eK36', 'eK37', 'eK38'], spent: 5, minimumMove: false } } }).turn;
    expect(codes(overrunViolations(g, tired, 'regular', ['pz1'], 'eK39'))).toEqual(['overrun.movement']);
    const fit = ctx20(g, { moved: { pz1: { start: 'eK34', path: ['eK35', 'eK36', 'eK37', 'eK38'], spent: 4, minimumMove: false } } }).turn;
    expect(overrunViolations(g, fit, 'regular', ['pz1'], 'eK39')).toEqual([]);
  });
  it('OV-7 13.521 overrunConvergence: the overrunning units may arrive at the hex from different locations (a sea-transported unit too)', () => {
    const g0 = front({ units: [{ id: 'sea', nat: 'german', type: 'armor', values: '6-6', at: 'eM36', extra: { transported: true } }] });
    const g = { ...g0, pieces: g0.pieces.move('pz2', { kind: 'hex', hex: 'eM44' }).move('sea', { kind: 'hex', hex: 'eK38' }) };
    const t = ctx20(g, { moved: { pz1: { start: 'eM36', path: ['eL37', 'eK38'], spent: 2, minimumMove: false }, sea: { start: 'eK38', path: [], spent: 0, minimumMove: false } } }).turn;
    expect(overrunViolations(g, t, 'regular', ['pz1', 'sea'], 'eK39')).toEqual([]);
  });
  it('OV-1 13.51 an overrun is an offensive operation: the faction needs an offensive on the front of the hex (R-AWAW-OFFENSIVES)', () => {
    const g = front({ game: { offensives: {} } });
    expect(rules(overrunViolations(g, ctx20(g).turn, 'regular', ['pz1', 'pz2'], 'eK39'))).toEqual(['13.51']);
  });
});

describe('13.51, 13.53 odds and air (OV-3, OV-9, OV-10, OV-14)', () => {
  it('OV-3 13.51 overrunDms: the units overrun get the DMs of 15.3 as if attacked', () => {
    const g = front({ hexes: { eK39: { terrain: 'mountain' } } });
    const o = { mode: 'regular' as const, faction: 'axis' as const, units: ['pz1', 'pz2'], hex: 'eK39' };
    const d = unitDefense(g, unit(g, 'ru')!, 'eK39', overrunAttackForce(o, 0, 0));
    expect(overrunOdds(g, o, 0, 0).defense).toBe(d.strength);
    expect(d.strength).toBeGreaterThan(1);
  });
  it('OV-9 13.53 overrunAirSupport: ground support may assist; the defender may fly defensive air support; uncommitted air may intercept it', () => {
    const g = front();
    const t = ctx20(g).turn;
    const o = declared(g, ['pz1'], 'eK39');
    expect(maxOverrunGroundSupport(g, t, o)).toBe(10);
    expect(overrunOddsMet(overrunOdds(g, o, 0, 0))).toBe(false);
    expect(overrunOddsMet(overrunOdds(g, o, 5, 0))).toBe(false);
    expect(overrunOddsMet(overrunOdds(g, o, 6, 0))).toBe(true);
    expect(overrunViolations(g, t, 'regular', ['pz1'], 'eK39')).toEqual([]);
    expect(maxOverrunDefensiveAir(g, t, o, 'russia')).toBe(3);
    expect(maxInterception(g, t, o, 6, 3)).toBe(3);
    expect(maxInterception(g, t, o, 10, 3)).toBe(0);
  });
  it('OV-10 13.53 seaTransportedAirOverrun: sea-transported air assists overruns only from its hex of debarkation', () => {
    expect(seaTransportedAirMayAssist('eK38', 'eK38')).toBe(true);
    expect(seaTransportedAirMayAssist('eK38', 'eK30')).toBe(false);
  });
  it('OV-14 13.532 overrunAirdrops: no airdrops for overruns in the movement phase; in the combat phase for the attack a failed one owes', () => {
    expect(airdropMayAssistOverrun('movement')).toBe(false);
    expect(airdropMayAssistOverrun('combat')).toBe(true);
    expect(overrunAttackForce(declared(front(), ['pz1'], 'eK39'), 0, 0).dropped).toEqual([]);
  });
});

describe('13.53-13.56 what an overrun comes to (OV-11, OV-12, OV-15..OV-17), played through its reducers', () => {
  const g = front({ units: [{ id: 'fk', nat: 'russian', type: 'flak', values: '1-1', at: 'eK39' }] });
  const run = (gs: number, das: number, intercepted: number) => {
    let ctx = ctx20(g);
    ctx = step(ctx, applyDeclareOverrun(ctx, { type: 'OVERRUN', units: ['pz1', 'pz2'], hex: 'eK39' }, 'regular'));
    ctx = step(ctx, applyOverrunAir(ctx, { type: 'GROUND_SUPPORT', faction: 'axis', factors: gs }));
    ctx = step(ctx, applyOverrunAir(ctx, { type: 'DEFENSIVE_AIR', faction: 'russia', factors: das }));
    ctx = step(ctx, applyOverrunAir(ctx, { type: 'INTERCEPT_DAS', faction: 'axis', factors: intercepted }));
    return { before: ctx, after: step(ctx, applyResolveOverrun(ctx)) };
  };
  it('OV-15 13.54 overrunCasualties: the units overrun are eliminated at once (flak too); the moving player loses nothing', () => {
    const { before, after } = run(0, 0, 0);
    expect(overrunCasualties(before.game, movementOf(before.turn).overrun!).map((u) => u.id)).toEqual(['ru', 'fk']);
    expect(after.game.pieces.get('ru')!.at.kind).toBe('pool');
    expect(after.game.pieces.get('fk')!.at.kind).toBe('pool');
    expect(after.game.pieces.get('pz1')!.at).toEqual({ kind: 'hex', hex: 'eK39' });
    expect(after.game.control['eK39']).toBe('axis');
    expect(movementOf(after.turn).moved['pz1']!.spent).toBe(2);
    expect(movementOf(after.turn).overruns[0]!.outcome).toBe('succeeded');
  });
  it('OV-11 13.53 overrunAirInverted: air of a successful overrun is spent the moment it ends', () => {
    const { before, after } = run(3, 0, 0);
    expect(airFlown(movementOf(before.turn).overrun!)).toEqual({ attacker: 3, defender: 0 });
    expect(after.turn.airUsed['axis']).toBe(3);
  });
  it('OV-12 13.531 failedOverrun: enough surviving defensive air brings it below 6:1: no overrun; the units stay; no second attempt', () => {
    const { before, after } = run(0, 3, 0);
    expect(overrunOutcome(before.game, movementOf(before.turn).overrun!).outcome).toBe('failed');
    expect(after.game.pieces.get('ru')!.at).toEqual({ kind: 'hex', hex: 'eK39' });
    expect(after.game.pieces.get('pz1')!.at).toEqual({ kind: 'hex', hex: 'eK38' });
    expect(mayContinueAfterOverrun('failed')).toBe(false);
    expect(codes(overrunViolations(after.game, after.turn, 'regular', ['pz1', 'pz2'], 'eK39'))).toEqual(['overrun.secondAttempt']);
    const turnedBack = run(0, 3, 3);
    expect(movementOf(turnedBack.after.turn).overruns[0]!.outcome).toBe('succeeded');
  });
  it('OV-16 13.55 afterOverrun: the surviving units may go on moving, and overrun again', () => {
    const { after } = run(0, 0, 0);
    expect(mayContinueAfterOverrun('succeeded')).toBe(true);
    const reach = reachableHexes(after.game, movementOf(after.turn), 'pz1');
    expect(reach.get('eK43')!.spent).toBe(6);
  });
  it('OV-17 13.56 overrunHexFree: other units entering the overrun hex later pay no overrun cost', () => {
    const { after } = run(0, 0, 0);
    const g2 = { ...after.game, pieces: after.game.pieces.move('pz1', { kind: 'hex', hex: 'eK40' }) };
    expect(overrunSurchargeFor(false)).toBe(0);
    expect(entryCost(g2, unit(g2, 'pz2')!, 'eK39', 0, false).total).toBe(1);
  });
});

describe('13.531 the attack a failed overrun owes (OV-13)', () => {
  const failed: OverrunRecord = { mode: 'regular', faction: 'axis', units: ['pz1', 'pz2'], from: 'eK38', hex: 'eK39', defenders: ['ru'], groundSupport: 2, defensiveAir: 3, defensiveAirFaction: 'russia', outcome: 'failed' };
  it('OV-13 13.531 failedOverrunAttack: the units that attempted it must attack the defenders in the combat phase, with its air', () => {
    const g = front({ units: [{ id: 'in', nat: 'german', type: 'infantry', values: '3-3', at: 'eL38' }] });
    const t = ctx20(g, { overruns: [failed] }).turn;
    expect(owedOverrunAttacks(g, t, 'regular')).toEqual([failed]);
    expect(owedOverrunAttacks(g, t, 'exploitation')).toEqual([]);
    expect(owedAttackViolations(g, t, 'regular', ['eK39'], ['pz1', 'pz2', 'in'])).toEqual([]);
    expect(codes(owedAttackViolations(g, t, 'regular', ['eK39'], ['pz1']))).toEqual(['overrun.owedAttackers']);
    expect(answeredOverrun(g, t, 'regular', ['eK39'], ['pz1', 'pz2', 'in'])).toBe(failed);
    expect(answeredOverrun(g, t, 'regular', ['eK39'], ['pz1'])).toBeUndefined();
    // "the air units which provided ground support ... must conduct a normal attack"; "the defensive air ... remains in place and participates"
    const carried = carriedAir(failed);
    expect(carried).toMatchObject({ hex: 'eK39', groundSupport: 2, defensiveAir: 3 });
    expect(codes(carriedGroundSupportViolations(carried, 1, 9))).toEqual(['overrun.carriedGroundSupport']);
    expect(carriedGroundSupportViolations(carried, 2, 9)).toEqual([]);
    // As far as the 3:1 limit lets it now (15.632): with 1 factor allowed, 1 is enough.
    expect(carriedGroundSupportViolations(carried, 1, 1)).toEqual([]);
    expect(codes(carriedDefensiveAirViolations(carried, 'russia', 2, 9))).toEqual(['overrun.carriedDefensiveAir']);
    expect(carriedDefensiveAirViolations(carried, 'russia', 3, 9)).toEqual([]);
    expect(codes(carriedDefensiveAirViolations(carried, 'western', 3, 9))).toEqual(['overrun.carriedDefensiveAirFaction']);
    const answered = { ...t, attacks: [{ mode: 'regular' as const, faction: 'axis' as const, targets: ['eK39'], attackers: ['pz1', 'pz2'], origins: [] }] };
    expect(owedOverrunAttacks(g, answered, 'regular')).toEqual([]);
  });
});

describe('13.522, 13.57-13.59 limits (OV-8, OV-18..OV-20)', () => {
  it('OV-8 13.522 breakthroughOverrunLimit: no more than two armor from a breakthrough hex into the same hex', () => {
    const g = front();
    const t = ctx20(g, { overruns: [{ mode: 'exploitation', faction: 'axis', units: ['x1', 'x2'], from: 'eK38', hex: 'eK39', defenders: [], groundSupport: 0, defensiveAir: 0, outcome: 'succeeded' }] }).turn;
    const budget = () => ({ spent: 0, allowance: 6 });
    expect(codes(overrunViolations(g, t, 'exploitation', ['pz1'], 'eK39', budget, 'eK38'))).toEqual(['overrun.breakthroughLimit']);
    expect(overrunViolations(g, ctx20(g).turn, 'exploitation', ['pz1', 'pz2'], 'eK39', budget, 'eK38')).toEqual([]);
  });
  it('OV-18 13.57 overrunWeather: winter may prohibit overruns (SAMPLE: restrictive winter, or level three or more)', () => {
    const g = front({ weatherAreas: [{ id: 'area', name: 'Winter', restrictive: true }] });
    expect(weatherBarsOverrun(g, 'eK39')).toBe(true);
    expect(rules(overrunViolations(g, ctx20(g).turn, 'regular', ['pz1', 'pz2'], 'eK39'))).toEqual(['13.57']);
    expect(weatherBarsOverrun(front({ weatherAreas: [{ id: 'area', name: 'Cold', winterLevel: 2 }] }), 'eK39')).toBe(false);
    expect(weatherBarsOverrun(front({ weatherAreas: [{ id: 'area', name: 'Hard', winterLevel: 3 }] }), 'eK39')).toBe(true);
  });
  it('OV-19 13.58 overrunInvasion: units invading by sea may not overrun the beach hex', () => {
    const g = front();
    const t = ctx20(g, { invasions: [{ unit: 'pz1', beach: 'eK39' }] }).turn;
    expect(rules(overrunViolations(g, t, 'regular', ['pz1', 'pz2'], 'eK39'))).toEqual(['13.58']);
  });
  it('OV-20 13.59 overrunNoSpecialStatus: capitals, objectives, ICs, bridgeheads, railheads, fortresses and fortifications may be overrun', () => {
    const g = front({ hexes: { eK39: { features: ['capital', 'objective', 'ic'] } }, markers: [{ id: 'rh', type: 'railhead', faction: 'russia', at: 'eK39' }] });
    expect(overrunViolations(g, ctx20(g).turn, 'regular', ['pz1', 'pz2'], 'eK39')).toEqual([]);
  });
});
