import { describe, expect, it } from 'vitest';
import { BASIC_ENTRY_COST, MOVEMENT_FACTORS, ROUGH_EXTRA_COST, ZOC_LEAVE_COST } from '../../../src/awaw/data/movement.ts';
import { unit } from '../../../src/awaw/model/queries.ts';
import { allowanceIn, mayMoveBySupply, minimumMoveApplies, spentBy } from '../../../src/awaw/rules/movement/allowance.ts';
import { entryCost, movementTerrain } from '../../../src/awaw/rules/movement/costs.ts';
import { betweenBoxesAllowed, boxMovementAllowed, entryViolations, prohibitedHexside } from '../../../src/awaw/rules/movement/entry.ts';
import { moveOutcome, moveViolations } from '../../../src/awaw/rules/movement/move.ts';
import { groundMovementOpen, MOVEMENT_STAGES, stageBefore } from '../../../src/awaw/rules/movement/order.ts';
import { reachableHexes, whyNotReachable } from '../../../src/awaw/rules/movement/reach.ts';
import { moveEnv, stepOutcome, unitMoveViolations } from '../../../src/awaw/rules/movement/step.ts';
import { navalMayBeEliminated, reconstruction, voluntaryEliminationViolations } from '../../../src/awaw/rules/movement/voluntary-elimination.ts';
import { zocLeaveCosts } from '../../../src/awaw/rules/movement/zoc.ts';
import { EMPTY_MOVEMENT, type MovementBook } from '../../../src/awaw/turn/movement-book.ts';
import { block, game20 } from './movement-helpers.ts';

const rules = (vs: readonly { rule: string }[]) => vs.map((x) => x.rule);
const book = (moved: MovementBook['moved'] = {}): MovementBook => ({ ...EMPTY_MOVEMENT, moved });

describe('13.1 order of movement and 13.3 activities before ground movement (MV-1, MV-8..MV-10)', () => {
  it('MV-1 13.11 movementOrder: "A player first moves his air units, then his naval units, then his ground units"', () => {
    expect(MOVEMENT_STAGES.map((s) => s.id)).toEqual(['voluntaryElimination', 'air', 'naval', 'supply', 'ground', 'overstack']);
    expect(stageBefore('air', 'naval')).toBe(true);
    expect(stageBefore('naval', 'ground')).toBe(true);
    expect(stageBefore('ground', 'air')).toBe(false);
  });
  it('MV-8 13.31 airStaging and MV-9 13.32 navalActivity: air staging and counterair, then naval movement and sea transport (rules not in the texts: confirm stages)', () => {
    const air = MOVEMENT_STAGES.find((s) => s.id === 'air')!;
    const naval = MOVEMENT_STAGES.find((s) => s.id === 'naval')!;
    expect([air.rule, air.inTexts, naval.rule, naval.inTexts]).toEqual(['13.31', false, '13.32', false]);
  });
  it('MV-10 13.33 supplyDetermination: "after air and naval movement, but before ground movement"', () => {
    expect(stageBefore('naval', 'supply') && stageBefore('supply', 'ground')).toBe(true);
    expect(groundMovementOpen('supply')).toBe(false);
    expect(groundMovementOpen('ground')).toBe(true);
  });
});

describe('13.2 voluntary elimination (MV-2..MV-7)', () => {
  const g = game20({
    units: [
      { id: 'ge', nat: 'german', type: 'infantry', values: '3-3', at: 'eK36' }, { id: 'ru', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK38' },
      { id: 'ro', nat: 'rumanian', type: 'infantry', values: '2-3', at: 'eK35' }, { id: 'it', nat: 'italian', type: 'infantry', values: '2-3', at: 'eH34' },
      { id: 'gp', nat: 'german', type: 'partisan', values: '1-1', at: 'eM44' }, { id: 'pool', nat: 'german', type: 'infantry', values: '3-3', at: 'pool:german' },
      { id: 'ab', nat: 'german', type: 'airborne', values: '1-3', at: 'eH35' },
    ],
    markers: [{ id: 'base', type: 'airbase', faction: 'axis', at: 'eK36' }, { id: 'fort', type: 'fortification', faction: 'axis', at: 'eK35' }],
  });
  it('MV-2 13.21 voluntaryElimination: its own or a minor ally\'s ground units and partisans it controls, back to the force pool', () => {
    for (const id of ['ge', 'ro', 'gp']) expect(voluntaryEliminationViolations(g, id)).toEqual([]);
    expect(rules(voluntaryEliminationViolations(g, 'ru'))).toEqual(['13.21']);
    expect(rules(voluntaryEliminationViolations(g, 'pool'))).toEqual(['13.21']);
  });
  it('MV-3 13.22A noElimNeutralMajor: "A neutral major country may not voluntarily eliminate units"', () => {
    const neutral = { ...g, politics: { ...g.politics!, neutralMajors: ['italy' as const] } };
    expect(rules(voluntaryEliminationViolations(neutral, 'it'))).toEqual(['13.22A']);
    expect(voluntaryEliminationViolations(neutral, 'ge')).toEqual([]);
  });
  it('MV-4 13.22B noElimInactiveMinor: minor country units may not be eliminated before activation or association', () => {
    const inactive = { ...g, politics: { ...g.politics!, inactiveMinors: ['rumanian'] } };
    expect(rules(voluntaryEliminationViolations(inactive, 'ro'))).toEqual(['13.22B']);
  });
  it('MV-5 13.22C noElimLaunchedNaval: naval units may not be voluntarily eliminated once launched (13.21 lists none: AG-G-54)', () => {
    expect(navalMayBeEliminated(true)).toBe(false);
    expect(navalMayBeEliminated(false)).toBe(false);
  });
  it('MV-6 13.22D noElimAirbase: "Airbase counters may not be voluntarily eliminated"; no other marker is a unit', () => {
    expect(rules(voluntaryEliminationViolations(g, 'base'))).toEqual(['13.22D']);
    expect(rules(voluntaryEliminationViolations(g, 'fort'))).toEqual(['13.21']);
  });
  it('MV-7 13.23 reconstructAfterElim: rebuilt in the same game turn at double cost; not a specialized unit in the same player turn (10.41D, AG-G-53)', () => {
    const b = { ...EMPTY_MOVEMENT, eliminated: ['ge', 'ab'] };
    expect(reconstruction(b, unit(g, 'ge')!)).toEqual({ allowed: true, costFactor: 2 });
    expect(reconstruction(b, unit(g, 'ro')!)).toEqual({ allowed: true, costFactor: 1 });
    expect(reconstruction(b, unit(g, 'ab')!).allowed).toBe(false);
  });
});

describe('13.41 movement governed by movement factor (MV-11..MV-20)', () => {
  it('MV-11 13.41 movementFactorLimit: "every ground unit may move up to the limit of its movement factor"', () => {
    const g = game20({ units: [{ id: 'in', nat: 'german', type: 'infantry', values: '3-3', at: 'eK38' }] });
    const reach = reachableHexes(g, book(), 'in');
    expect([...reach.values()].every((r) => r.spent <= 3)).toBe(true);
    expect(reach.get('eK41')).toEqual({ spent: 3, path: ['eK39', 'eK40', 'eK41'], minimumMove: false });
    expect(reach.has('eK42')).toBe(false);
    expect(whyNotReachable(g, book(), 'in', 'eK42')!.rule).toBe('13.41');
  });
  it('MV-12 13.41A outOfSupplyNoMove: "Ground units which are out of supply may not move"; the Chindit is always in limited supply (10.62)', () => {
    const g = game20({ map: 'p', hexes: block(['K'], [34, 44], { country: 'india' }, 'p'), units: [
      { id: 'cut', nat: 'german', type: 'infantry', values: '3-3', at: 'pK36', extra: { supply: 'unsupplied' } },
      { id: 'ch', nat: 'british', type: 'chindit', values: '1-3', at: 'pK40', extra: { supply: 'unsupplied' } },
    ] });
    expect(rules(unitMoveViolations(g, book(), unit(g, 'cut')!))).toEqual(['13.41A']);
    expect(mayMoveBySupply(unit(g, 'ch')!)).toBe(true);
  });
  it('MV-13 13.41B clearCost and MV-14 13.41C roughCost: one to enter clear, one more for forest, jungle, mountain, jungle/mountain, swamp', () => {
    const g = game20({ map: 'p', hexes: { pK41: { terrain: 'forest' }, pK42: { terrain: 'jungle' }, pK43: { terrain: 'jungleMountain' }, pK44: { terrain: 'swamp' }, pJ41: { terrain: 'mountain' }, pH40: { country: 'india' } }, units: [
      { id: 'us', nat: 'american', type: 'infantry', values: '3-2', at: 'pK40' }, { id: 'jp', nat: 'japanese', type: 'infantry', values: '3-2', at: 'pH36' },
      { id: 'ch', nat: 'british', type: 'chindit', values: '1-3', at: 'pH40' },
    ] });
    const cost = (id: string, hex: string) => entryCost(g, unit(g, id)!, hex, 0, false).total;
    expect([BASIC_ENTRY_COST, ROUGH_EXTRA_COST]).toEqual([1, 1]);
    expect(cost('us', 'pK39')).toBe(1);
    expect(['pK41', 'pK42', 'pK43', 'pK44', 'pJ41'].map((h) => cost('us', h))).toEqual([2, 2, 2, 2, 2]);
    expect(cost('jp', 'pK42')).toBe(1);
    expect(cost('ch', 'pK42')).toBe(1);
    expect(cost('jp', 'pK43')).toBe(2);
    expect(cost('ch', 'pK43')).toBe(2);
  });
  it('MV-15 13.41D zocCost: leaving a hostile armor ZoC, or ZoC to ZoC, two more in Europe, one in the Pacific; entering is free', () => {
    const units = [{ id: 'pz', nat: 'russian', type: 'armor', values: '4-6', at: 'eK40' }, { id: 'in', nat: 'german', type: 'infantry', values: '3-3', at: 'eK38' }];
    const g = game20({ units });
    const zoc = zocLeaveCosts(g, 'axis', false);
    expect([...zoc.keys()].sort()).toEqual(['eJ40', 'eJ41', 'eK39', 'eK41', 'eL39', 'eL40']);
    expect(ZOC_LEAVE_COST).toMatchObject({ europe: 2, pacific: 1 });
    const env = moveEnv(g, 'axis');
    expect(stepOutcome(g, env, unit(g, 'in')!, 'eK38', 'eK39', 0, true).spent).toBe(1);
    expect(stepOutcome(g, env, unit(g, 'in')!, 'eK39', 'eJ40', 1, false).cost.total).toBe(3);
    expect(stepOutcome(g, env, unit(g, 'in')!, 'eK39', 'eK38', 1, false).cost.parts.map((p) => p.rule)).toEqual(['13.41B', '13.41D']);
    const pacific = game20({ map: 'p', units: units.map((u) => ({ ...u, at: u.at.replace('e', 'p') })) });
    expect(zocLeaveCosts(pacific, 'axis', false).get('pK39')).toBe(1);
  });
  it('MV-15 13.41D with GU-27/GU-28 10.344: in the Russian surprise turn, Russian armor next to Axis hexes has no ZoC, the rest costs one; exploitation normal', () => {
    const units = [{ id: 'near', nat: 'russian', type: 'armor', values: '4-6', at: 'eK40' }, { id: 'far', nat: 'russian', type: 'armor', values: '4-6', at: 'eH36' }];
    const g = game20({ units, control: { eK41: 'axis' }, game: { conditions: { russianSurprise: { active: true, countries: ['russia'] } } } });
    const zoc = zocLeaveCosts(g, 'axis', false);
    expect(zoc.has('eK39')).toBe(false);
    expect(zoc.get('eH37')).toBe(1);
    expect(zocLeaveCosts(g, 'axis', true).get('eH37')).toBe(2);
    expect(zocLeaveCosts(g, 'axis', true).get('eK39')).toBe(2);
  });
  it('MV-16 13.41E overrunCost: "one additional movement factor to execute an overrun"', () => {
    const g = game20({ units: [{ id: 'pz', nat: 'german', type: 'armor', values: '4-6', at: 'eK38' }] });
    expect(entryCost(g, unit(g, 'pz')!, 'eK39', 0, true).total).toBe(2);
  });
  it('MV-17 13.41F mechMovementFactor: partially supplied armor and mechanized infantry three in Europe, two in the Pacific; all British and American infantry two in the Pacific', () => {
    const g = game20({ units: [
      { id: 'pp', nat: 'german', type: 'armor', values: '4-6', at: 'eK36', extra: { supply: 'partial' } }, { id: 'oil', nat: 'german', type: 'armor', values: '4-6', at: 'eK38', extra: { armyOil: true } },
      { id: 'mi', nat: 'british', type: 'mechInfantry', values: '3-4', at: 'eH36', extra: { supply: 'partial' } }, { id: 'pz', nat: 'german', type: 'armor', values: '4-6', at: 'eH40' },
    ] });
    expect(allowanceIn(g, unit(g, 'pp')!, 'eK36')).toBe(MOVEMENT_FACTORS.mechanizedPartialSupply.europe);
    expect(allowanceIn(g, unit(g, 'oil')!, 'eK38')).toBe(MOVEMENT_FACTORS.armorNegated.europe);
    expect(allowanceIn(g, unit(g, 'mi')!, 'eH36')).toBe(3);
    expect(allowanceIn(g, unit(g, 'pz')!, 'eH40')).toBe(6);
    const p = game20({ map: 'p', units: [{ id: 'br', nat: 'british', type: 'infantry', values: '3-3', at: 'pK36' }, { id: 'pa', nat: 'american', type: 'armor', values: '3-3', at: 'pK40', extra: { supply: 'partial' } }] });
    expect(allowanceIn(p, unit(p, 'br')!, 'pK36')).toBe(MOVEMENT_FACTORS.britishAmericanInfantryPacific.pacific);
    expect(allowanceIn(p, unit(p, 'pa')!, 'pK40')).toBe(2);
  });
  it('MV-18 13.411 minimumOneHex: a supplied unit may always move one hex, whatever the terrain and ZoCs', () => {
    const g = game20({ hexes: { eK39: { terrain: 'mountain' } }, units: [{ id: 'pz', nat: 'russian', type: 'armor', values: '4-6', at: 'eJ39' }, { id: 're', nat: 'german', type: 'replacement', values: '1-1', at: 'eK38' }] });
    const o = moveOutcome(g, book(), ['re'], ['eK39']);
    expect(o.violations).toEqual([]);
    expect(o.units[0]).toMatchObject({ spent: 4, minimumMove: true });
    expect(rules(moveViolations(g, { ...EMPTY_MOVEMENT, moved: { re: { start: 'eK38', path: ['eK39'], spent: 4, minimumMove: true } } }, ['re'], ['eK40']))).toEqual(['13.411']);
    expect(reachableHexes(g, book(), 're').get('eK39')).toMatchObject({ minimumMove: true });
  });
  it('MV-19 13.411 minimumOneHexLimits: not for overruns, not into ineligible hexes, not after moving', () => {
    const g = game20({ units: [{ id: 'in', nat: 'german', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'ru', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK39' }] });
    const u = unit(g, 'in')!;
    expect(minimumMoveApplies(u, undefined, true)).toBe(false);
    expect(minimumMoveApplies(u, { start: 'eK38', path: ['eK37'], spent: 1, minimumMove: false }, false)).toBe(false);
    expect(minimumMoveApplies(u, undefined, false)).toBe(true);
    expect(rules(moveViolations(g, book(), ['in'], ['eK39']))).toEqual(['13.46']);
  });
  it('MV-20 13.42 noTransferNoSaving: movement factors are each unit\'s and each phase\'s', () => {
    const g = game20({ units: [{ id: 'a', nat: 'german', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'b', nat: 'german', type: 'infantry', values: '3-3', at: 'eK36' }] });
    const b = book({ a: { start: 'eK38', path: ['eK39', 'eK40', 'eK41'], spent: 3, minimumMove: false } });
    expect(spentBy(b.moved['a'])).toBe(3);
    expect(reachableHexes(g, b, 'a').size).toBe(0);
    expect(reachableHexes(g, b, 'b').get('eK39')!.spent).toBe(3);
    expect(spentBy(EMPTY_MOVEMENT.moved['a'])).toBe(0);
  });
});

describe('10.33 and 13.47 examples in ground movement (AG-T-1, AG-T-2, AG-T-3, AG-S-1)', () => {
  const pacific = game20({ map: 'p', game: { phasing: 'allies' }, hexes: { pK41: { terrain: 'mountain' }, pK43: { terrain: 'mountain' } }, units: [{ id: 'pz', nat: 'american', type: 'armor', values: '3-3', at: 'pK40' }, { id: 'pm', nat: 'american', type: 'armor', values: '3-3', at: 'pK41' }] });
  it('AG-T-1 10.33 EXAMPLE (a) with GU-21, MV-13, MV-14: a Pacific armor unit of factor three enters a mountain (2 MF): it cannot continue into a clear hex', () => {
    expect(moveViolations(pacific, book(), ['pz'], ['pK41'])).toEqual([]);
    const v = moveViolations(pacific, book(), ['pz'], ['pK41', 'pK42']);
    expect(rules(v)).toEqual(['13.41']);
    expect(v[0]!.message).toContain('has 0 left of 2');
  });
  it('AG-T-2 10.33 EXAMPLE (b): beginning in a mountain and entering a clear hex, the full allowance returns: it could then move into a mountain', () => {
    const o = moveOutcome(pacific, book(), ['pm'], ['pK42', 'pK43']);
    expect(o.violations).toEqual([]);
    expect(o.units[0]!.spent).toBe(3);
  });
  it('AG-T-3 13.47 EXAMPLE with MV-26 13.47 weatherAreas: into a winter-bound mountain of the eastern front it goes no further; over a clear eastern hex into a Mediterranean mountain it continues (SAMPLE 34.23B)', () => {
    const hexes = { ...block(['H', 'I', 'J', 'K', 'L', 'M'], [34, 39], { weatherArea: 'med', front: 'mediterranean' }), eK40: { terrain: 'mountain' }, eJ40: { terrain: 'mountain', weatherArea: 'med', front: 'mediterranean' } };
    const g = game20({ hexes, weatherAreas: [{ id: 'area', name: 'Eastern front winter', restrictive: true }, { id: 'med', name: 'Mediterranean' }],
      units: [{ id: 'pz', nat: 'german', type: 'armor', values: '4-6', at: 'eK39' }] });
    const env = moveEnv(g, 'axis', true);
    const u = unit(g, 'pz')!;
    expect(stepOutcome(g, env, u, 'eK39', 'eK40', 0, true).violations).toEqual([]);
    expect(rules(stepOutcome(g, env, u, 'eK40', 'eK41', 2, false).violations)).toEqual(['13.47']);
    expect(stepOutcome(g, env, u, 'eK39', 'eJ39', 0, true).violations).toEqual([]);
    expect(stepOutcome(g, env, u, 'eJ39', 'eJ40', 1, false).violations).toEqual([]);
    expect(stepOutcome(g, env, u, 'eJ40', 'eI40', 3, false).violations).toEqual([]);
  });
  it('MV-26 13.47 weatherAreas: the restrictions hold while the unit is in the area, and it regains what it lost on leaving (SAMPLE winter levels)', () => {
    const g = game20({ hexes: block(['H', 'I', 'J', 'K', 'L', 'M'], [34, 38], { weatherArea: 'mild' }), weatherAreas: [{ id: 'area', name: 'Winter', winterLevel: 3 }, { id: 'mild', name: 'Mild' }],
      units: [{ id: 'pz', nat: 'german', type: 'armor', values: '4-6', at: 'eK40' }, { id: 'in', nat: 'german', type: 'infantry', values: '3-3', at: 'eK41' }] });
    expect(allowanceIn(g, unit(g, 'pz')!, 'eK40')).toBe(3);
    expect(allowanceIn(g, unit(g, 'pz')!, 'eK38')).toBe(6);
    expect(allowanceIn(g, unit(g, 'in')!, 'eK41')).toBe(3);
  });
  it('AG-S-1 10.341 note (GU-24, MV-14): Japanese armor exerts no ZoC into jungle, yet Japanese units move through jungle as if clear', () => {
    const g = game20({ map: 'p', hexes: { pK41: { terrain: 'jungle' } }, units: [{ id: 'jpz', nat: 'japanese', type: 'armor', values: '3-4', at: 'pK40' }, { id: 'jin', nat: 'japanese', type: 'infantry', values: '3-2', at: 'pH36' }] });
    expect(zocLeaveCosts(g, 'western', false).has('pK41')).toBe(false);
    expect(zocLeaveCosts(g, 'western', false).has('pK39')).toBe(true);
    expect(entryCost(g, unit(g, 'jin')!, 'pK41', 0, false).total).toBe(1);
  });
});

describe('13.43-13.46 where ground units may go (MV-21..MV-25)', () => {
  it('MV-21 13.43A-D prohibitedHexsides: all-ocean and all-lake except at a crossing arrow; impassable (Qattara, Himalaya, outback)', () => {
    const g = game20({ hexsides: [
      { between: ['eK38', 'eK39'], features: ['allWater'] }, { between: ['eJ38', 'eJ39'], features: ['allWater', 'crossingArrow'] }, { between: ['eL38', 'eL39'], features: ['impassable'] },
      { between: ['eM38', 'eM39'], features: ['river'] },
    ] });
    expect(prohibitedHexside(g, 'eK38', 'eK39')!.rule).toBe('13.43A');
    expect(prohibitedHexside(g, 'eJ38', 'eJ39')).toBeUndefined();
    expect(prohibitedHexside(g, 'eL39', 'eL38')!.rule).toBe('13.43');
    expect(prohibitedHexside(g, 'eM38', 'eM39')).toBeUndefined();
  });
  it('MV-21 13.43B-C: the named hexsides MM26-NN26, NN25-NN26 (Qattara) and R15 (Ledo)-R16 (Himalaya)', () => {
    const q = game20({ rows: ['LL', 'MM', 'NN'], numbers: [24, 28] });
    expect(prohibitedHexside(q, 'eMM26', 'eNN26')!.rule).toBe('13.43B');
    expect(prohibitedHexside(q, 'eNN26', 'eNN25')!.rule).toBe('13.43B');
    expect(prohibitedHexside(q, 'eMM26', 'eMM27')).toBeUndefined();
    const h = game20({ map: 'p', rows: ['Q', 'R', 'S'], numbers: [14, 17] });
    expect(prohibitedHexside(h, 'pR15', 'pR16')!.rule).toBe('13.43C');
  });
  it('MV-22 13.44 offBoardMovement: onto or off the map only where rule 5 allows (no box does here); never between boxes', () => {
    const g = game20({ boxes: [{ id: 'urals', name: 'Urals' }], units: [{ id: 'bx', nat: 'russian', type: 'infantry', values: '3-3', at: 'box:urals' }], game: { phasing: 'allies' } });
    expect(rules(unitMoveViolations(g, book(), unit(g, 'bx')!))).toEqual(['13.44']);
    expect(boxMovementAllowed('urals', true)).toBe(false);
    expect(betweenBoxesAllowed).toBe(false);
  });
  it('MV-23 13.44 offBoardHexesClear: "All off-board hexes are considered to be clear terrain for movement purposes"', () => {
    const g = game20({ hexes: { eK40: { terrain: 'mountain' } } });
    expect(movementTerrain(g, 'eK40', true)).toBe('clear');
    expect(movementTerrain(g, 'eK40')).toBe('mountain');
  });
  it('MV-24 13.45 moveTogetherAndWait: units of one hex move together, each on its own factor; a unit may wait and go on later', () => {
    const g = game20({ units: [{ id: 'a', nat: 'german', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'b', nat: 'german', type: 'armor', values: '4-6', at: 'eK38' }, { id: 'c', nat: 'german', type: 'infantry', values: '3-3', at: 'eK36' }] });
    const o = moveOutcome(g, book(), ['a', 'b'], ['eK39', 'eK40']);
    expect(o.units.map((m) => m.spent)).toEqual([2, 2]);
    expect(rules(moveViolations(g, book(), ['a', 'c'], ['eK39']))).toEqual(['13.45']);
    const waited = book({ a: { start: 'eK38', path: ['eK39'], spent: 1, minimumMove: false } });
    const moved = { ...g, pieces: g.pieces.move('a', { kind: 'hex', hex: 'eK39' }) };
    expect(moveViolations(moved, waited, ['a'], ['eK40', 'eK41'])).toEqual([]);
    expect(rules(moveViolations(moved, waited, ['a'], ['eK40', 'eK41', 'eK42']))).toEqual(['13.41']);
  });
  it('MV-25 13.46 noEnemyOccupiedHexes: not onto or through hexes of hostile ground units, except by overrun', () => {
    const g = game20({ units: [{ id: 'in', nat: 'german', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'ru', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK39' }] });
    expect(rules(entryViolations(g, unit(g, 'in')!, 'eK38', 'eK39'))).toEqual(['13.46']);
    expect(entryViolations(g, unit(g, 'in')!, 'eK38', 'eK39', true)).toEqual([]);
    expect(whyNotReachable(g, book(), 'in', 'eK39')!.rule).toBe('13.46');
    expect(reachableHexes(g, book(), 'in').get('eK40')!.path).not.toContain('eK39');
  });
});

describe('12.21-12.22 stacking at the end of movement (SK-13, SK-14) and the reachability query', () => {
  const g = game20({ units: [
    { id: 'a', nat: 'german', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'x', nat: 'german', type: 'infantry', values: '3-3', at: 'eK39' }, { id: 'y', nat: 'german', type: 'infantry', values: '3-3', at: 'eK39' },
  ] });
  it('SK-14 12.22 stackingWhileMoving: a unit passes through a full hex but may not end there; SK-13 12.21 none voluntarily overstacked', () => {
    expect(moveViolations(g, book(), ['a'], ['eK39', 'eK40'])).toEqual([]);
    expect(rules(moveViolations(g, book(), ['a'], ['eK39']))).toEqual(['12.11']);
    const reach = reachableHexes(g, book(), 'a');
    expect(reach.has('eK39')).toBe(false);
    expect(reach.get('eK40')!.spent).toBe(2);
    expect(whyNotReachable(g, book(), 'a', 'eK39')!.rule).toBe('12.11');
  });
  it('MV-11 13.41 whyNotReachable: the unit, the hex, the stack, the movement factor, each with its rule', () => {
    expect(whyNotReachable(g, book(), 'a', 'eK40')).toBeUndefined();
    expect(whyNotReachable(g, book(), 'a', 'eK38')!.code).toBe('move.stay');
    expect(whyNotReachable(g, book(), 'nobody', 'eK40')!.code).toBe('move.unknownUnit');
    expect(whyNotReachable(g, book(), 'a', 'eK44')!.message).toContain('would spend 6');
    const enemyTurn = { ...g, info: { ...g.info, phasing: 'allies' as const } };
    expect(whyNotReachable(enemyTurn, book(), 'a', 'eK40')!.rule).toBe('13.11');
  });
});
