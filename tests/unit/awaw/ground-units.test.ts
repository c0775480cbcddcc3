import { describe, expect, it } from 'vitest';
import { unit } from '../../../src/awaw/model/queries.ts';
import {
  actsAsInfantry, airDefenseBonus, attackFactor, brpCost, chinditConversionCost, chinditMayBeAt, commandoAbilitiesActive, commandoMayInvade,
  bridgeheadAllowedAfterCommandoInvasion, countsForAttrition, defenseFactor, effectiveSupply, eliminatedWhenHexOccupied, hasMechanizedComponent,
  isMechanizedArmor, isSpecialized, mayAirdropByType, mayBeAttritionLoss, mayJoinForcePool, mayOverrun, mayRebuild, mayTakeOffensiveAction,
  mechNegated, movementFactor, specializedSizeOk, srUnits,
} from '../../../src/awaw/rules/ground-units.ts';
import { enterCost } from '../../../src/awaw/rules/movement-cost.ts';
import { attackPermittedOn, attritionPermittedOn, frontsWithFullOffensive, fullOffensiveFrontsOfAttackers } from '../../../src/awaw/rules/offensives.ts';
import { russianSurpriseNoZoc, russianSurpriseZocCost, zocExtends, zocHexes, zocLeaveCost } from '../../../src/awaw/rules/zoc.ts';
import { parseAwawScenario } from '../../../src/awaw/scenario/load.ts';
import { game, scenarioJson } from './helpers.ts';

describe('rule 10 ground units: movement factors and components (GU-1..GU-21)', () => {
  const g = game({
    map: 'e',
    units: [
      { id: 'inf', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' },
      { id: 'mech', nat: 'british', type: 'mechInfantry', values: '3-4', at: 'eK38' },
      { id: 'mechp', nat: 'british', type: 'mechInfantry', values: '3-4', at: 'eK39', extra: { supply: 'partial' } },
      { id: 'repl', nat: 'german', type: 'replacement', values: '1-1', at: 'eK40' },
      { id: 'pz', nat: 'german', type: 'armor', values: '4-6', at: 'eK41' },
      { id: 'pzoil', nat: 'german', type: 'armor', values: '4-6', at: 'eL37', extra: { armyOil: true } },
      { id: 'pzex', nat: 'german', type: 'armor', values: '4-6', at: 'eL38', extra: { armyOil: true, exploitationSupply: true } },
      { id: 'flak', nat: 'german', type: 'flak', values: '2-1', at: 'eL39' },
    ],
  });
  const p = game({ map: 'p', hexes: { pK38: { terrain: 'jungle' }, pK39: { terrain: 'jungle' } }, units: [
    { id: 'inf', nat: 'american', type: 'infantry', values: '3-2', at: 'pK37' }, { id: 'mech', nat: 'american', type: 'mechInfantry', values: '3-4', at: 'pL37' },
    { id: 'pzj', nat: 'japanese', type: 'armor', values: '3-4', at: 'pK38' }, { id: 'pza', nat: 'american', type: 'armor', values: '4-5', at: 'pK39' },
  ] });
  const u = (id: string) => unit(g, id)!;
  const up = (id: string) => unit(p, id)!;

  it('GU-1 10.11 infantryMovementFactor: three in Europe, two in the Pacific; GU-2 10.11: limited supply does not slow infantry', () => {
    expect(movementFactor(g, u('inf'))).toBe(3);
    expect(movementFactor(p, up('inf'))).toBe(2);
  });
  it('GU-3 10.12 westernMechInfantry (4 in Europe, overruns with armor), GU-4 negated (3, no overruns), GU-5 the Pacific (2, as infantry)', () => {
    expect(movementFactor(g, u('mech'))).toBe(4);
    expect(mayOverrun(g, u('mech'))).toBe(true);
    expect(movementFactor(g, u('mechp'))).toBe(3);
    expect(mayOverrun(g, u('mechp'))).toBe(false);
    expect(movementFactor(p, up('mech'))).toBe(2);
    expect(mechNegated(p, up('mech'))).toBe(true);
  });
  it('GU-7 10.22 replacementMovementFactor, GU-8 10.23 replacementDefense, GU-74 10.92 flakMovementFactor', () => {
    expect(movementFactor(g, u('repl'))).toBe(1);
    expect(defenseFactor(u('repl'))).toBe(1);
    expect(movementFactor(g, u('flak'))).toBe(1);
  });
  it('GU-15 10.31 armorComponents, GU-16 10.32 armorMechNegated (Japanese armor keeps it in jungle), GU-17 negatedArmorActsAsInfantry', () => {
    expect(hasMechanizedComponent(u('pz')) && !hasMechanizedComponent(u('inf'))).toBe(true);
    expect(isMechanizedArmor(g, u('pz'))).toBe(true);
    expect(mechNegated(g, u('pzoil'))).toBe(true);
    expect(movementFactor(g, u('pzoil'))).toBe(3);
    expect(actsAsInfantry(g, u('pzoil'))).toBe(true);
    expect(mechNegated(p, up('pzj'))).toBe(false);
    expect(mechNegated(p, up('pza'))).toBe(true);
    expect(movementFactor(p, up('pza'))).toBe(2);
  });
  it('GU-19 10.33 oilNegatedExploiterSupply: an exploiter of last turn keeps its component and supply under army oil', () => {
    expect(mechNegated(g, u('pzex'))).toBe(false);
  });
  it('W-11 15.31 attackStrength: the printed factor; flak none', () => {
    expect(attackFactor(u('pz'))).toBe(4);
    expect(attackFactor(u('flak'))).toBe(0);
  });
  it('GU-60 10.63 chinditMovementCost and 13.41C: no extra cost for jungle for Japanese units and the Chindit', () => {
    expect(enterCost(p, up('pzj'), 'pK37', 'pK38', new Set())).toBe(1);
    expect(enterCost(p, up('inf'), 'pK37', 'pK38', new Set())).toBe(2);
  });
});

describe('rule 10: what each type may do (GU-9..GU-14, GU-29..GU-37, GU-59, GU-62..GU-81)', () => {
  const g = game({ units: [
    { id: 'ab', nat: 'german', type: 'airborne', values: '1-3', at: 'eK37' }, { id: 'mar', nat: 'american', type: 'marine', values: '1-3', at: 'eH37' },
    { id: 'com', nat: 'british', type: 'commando', values: '1-3', at: 'eH38' }, { id: 'repl', nat: 'german', type: 'replacement', values: '1-1', at: 'eK38' },
    { id: 'flak', nat: 'german', type: 'flak', values: '2-1', at: 'eK39' }, { id: 'inf', nat: 'german', type: 'infantry', values: '3-3', at: 'eK40' },
  ] });
  const u = (id: string) => unit(g, id)!;
  it('GU-29 10.41 specializedTypes and GU-30 10.41A specializedSize; the loader refuses a two-factor specialized unit', () => {
    expect(['ab', 'mar', 'com'].every((id) => isSpecialized(u(id)))).toBe(true);
    expect(specializedSizeOk(u('ab'))).toBe(true);
    const bad = parseAwawScenario(scenarioJson({ units: [{ id: 'ab', nat: 'german', type: 'airborne', values: '2-3', at: 'eK37' }] }));
    expect(bad.ok ? [] : bad.errors.map((e) => e.message)).toEqual(['a specialized unit (airborne) is one factor (10.41A), not 2']);
  });
  it('GU-9 10.23 replacementNoOffensive, GU-10 replacementAttrition, GU-75 10.93 flakRestrictions, GU-76 10.94', () => {
    expect(mayTakeOffensiveAction(u('repl')) || mayTakeOffensiveAction(u('flak'))).toBe(false);
    expect(countsForAttrition(u('repl')) || countsForAttrition(u('flak'))).toBe(false);
    expect(mayBeAttritionLoss(u('repl'))).toBe(true);
    expect(mayBeAttritionLoss(u('flak'))).toBe(false);
    expect(eliminatedWhenHexOccupied(u('flak'))).toBe(true);
  });
  it('GU-13 10.25 replacementPool: replacements begin the game on the board (the loader) and the pool never grows; GU-31 10.41B, GU-63 10.65A, GU-79 10.97', () => {
    const bad = parseAwawScenario(scenarioJson({ game: { turn: 1 }, units: [{ id: 'r', nat: 'german', type: 'replacement', values: '1-1', at: 'pool:german' }] }));
    expect(bad.ok ? [] : bad.errors.map((e) => e.message)).toEqual(['every replacement begins the game on the board (10.25)']);
    expect(parseAwawScenario(scenarioJson({ game: { turn: 2 }, units: [{ id: 'r', nat: 'german', type: 'replacement', values: '1-1', at: 'pool:german' }] })).ok).toBe(true);
    expect(mayJoinForcePool('replacement', 'production')).toBe(false);
    expect(mayJoinForcePool('airborne', 'production')).toBe(true);
    expect(mayJoinForcePool('airborne', 'other')).toBe(false);
    expect(mayJoinForcePool('chindit', 'conversion')).toBe(true);
    expect(chinditConversionCost).toBe(3);
    expect(mayJoinForcePool('flak', 'production')).toBe(true);
  });
  it('GU-14 10.26, GU-32 10.41C, GU-80 10.98: BRP costs; GU-33 10.41D specializedNoSameTurnRebuild', () => {
    expect(brpCost(u('repl'))).toBe(1);
    expect(brpCost(u('ab'))).toBe(3);
    expect(brpCost(u('flak'))).toBe(2);
    expect(brpCost(u('inf'))).toBeUndefined();
    expect(mayRebuild(u('ab'), true)).toBe(false);
    expect(mayRebuild(u('inf'), true)).toBe(true);
  });
  it('GU-73 10.91 flakRole, GU-77 10.95 flakAirDefense, GU-81 10.99 flakSr', () => {
    expect(airDefenseBonus([u('flak'), u('inf')])).toBe(2);
    expect(srUnits(u('flak'))).toBe(2);
    expect(srUnits(u('inf'))).toBe(1);
  });
  it('GU-38 10.51 airborneAbilities and GU-55 10.61A: airborne units and the Chindit airdrop', () => {
    expect(mayAirdropByType(u('ab'))).toBe(true);
    expect(mayAirdropByType(u('mar'))).toBe(false);
  });
  it('GU-59 10.62 chinditSupply: the Chindit is always in at least limited supply', () => {
    const p = game({ map: 'p', hexes: { pK37: { country: 'india' } }, units: [{ id: 'ch', nat: 'british', type: 'chindit', values: '1-3', at: 'pK37', extra: { supply: 'unsupplied' } }] });
    expect(effectiveSupply(unit(p, 'ch')!)).toBe('partial');
  });
  it('GU-64 10.65B chinditConstruction and GU-65 10.66 chinditGeography: India, then the Southeast Asian front of the Pacific mapboard after war with Japan', () => {
    const p = game({ map: 'p', hexes: { pK37: { country: 'india' }, pK38: { front: 'southeastAsia' } } });
    expect(chinditMayBeAt(p, 'pK37', false)).toBe(true);
    expect(chinditMayBeAt(p, 'pK38', false)).toBe(false);
    expect(chinditMayBeAt(p, 'pK38', true)).toBe(true);
    expect(chinditMayBeAt(p, 'pK39', true)).toBe(false);
  });
  it('GU-67 10.72, GU-70 10.82 and GU-35 10.41E: marines and commandos do not count toward invasion stacking; GU-68, GU-69, GU-71 10.81-10.83 commandos', async () => {
    const { invasionForceStackingOk } = await import('../../../src/awaw/rules/stacking.ts');
    const inf = game({ units: [{ id: 'a', nat: 'american', type: 'infantry', values: '3-3', at: 'eK37' }, { id: 'b', nat: 'american', type: 'infantry', values: '3-3', at: 'eK37' }] });
    expect(invasionForceStackingOk(inf, [unit(inf, 'a')!, unit(inf, 'b')!, u('mar'), u('com')], 2)).toBe(true);
    expect(invasionForceStackingOk(inf, [unit(inf, 'a')!, unit(inf, 'b')!, u('ab')], 2)).toBe(false);
    expect(invasionForceStackingOk(inf, [unit(inf, 'a')!, unit(inf, 'b')!, u('com')], 1)).toBe(false);
    expect(commandoMayInvade({ distance: 10, pacific: false, port: true, enemyAtStart: false, westernCtl: 2 })).toBe(true);
    expect(commandoMayInvade({ distance: 6, pacific: true, port: true, enemyAtStart: false, westernCtl: 2 })).toBe(false);
    expect(commandoMayInvade({ distance: 3, pacific: false, port: true, enemyAtStart: true, westernCtl: 2 })).toBe(false);
    expect(commandoAbilitiesActive(1)).toBe(false);
    expect(bridgeheadAllowedAfterCommandoInvasion).toBe(false);
  });
  it('GU-62 10.64B chinditAttritionJungle is checked with the occupation rules (attrition tests); GU-37 10.42 specializedUnsupplied and GU-43 10.53D with the airdrop rules', () => {
    expect(isSpecialized(u('ab'))).toBe(true);
  });
});

describe('10.34 zones of control (GU-22..GU-28)', () => {
  const g = game({
    control: { eK38: 'russia', eK39: 'russia' },
    hexes: { eJ39: { country: 'china' } },
    hexsides: [{ between: ['eK37', 'eL37'], features: ['allWater'] }, { between: ['eK37', 'eK38'], line: { kind: 'fortification', protects: 'eK38' } }],
    units: [{ id: 'pz', nat: 'german', type: 'armor', values: '4-6', at: 'eK37' }, { id: 'pzn', nat: 'german', type: 'armor', values: '4-6', at: 'eM40', extra: { supply: 'partial' } }],
  });
  it('GU-22 10.34 armorZoc and GU-23 10.341A-C zocBlocked: into the six adjacent hexes, not across all-water or an enemy fortified side', () => {
    const z = zocHexes(g, 'axis');
    expect(z.has('eJ37') && z.has('eK36')).toBe(true);
    expect(z.has('eL37')).toBe(false);
    expect(z.has('eK38')).toBe(false);
    expect([...z].some((h) => g.board.grid.adjacent(h, 'eM40') && !g.board.grid.adjacent(h, 'eK37'))).toBe(false);
  });
  it('GU-24 10.341D zocBlockedPacific and GU-25 10.342 zocExtends: no ZoC across Pacific rivers or into Pacific rough terrain; European rivers and rough terrain carry it', () => {
    const p = game({ map: 'p', hexes: { pK38: { terrain: 'jungle' } }, hexsides: [{ between: ['pK37', 'pJ37'], features: ['river'] }], units: [{ id: 'pz', nat: 'japanese', type: 'armor', values: '3-4', at: 'pK37' }] });
    expect(zocExtends(p, unit(p, 'pz')!, 'pK37', 'pK38')).toBe(false);
    expect(zocExtends(p, unit(p, 'pz')!, 'pK37', 'pJ37')).toBe(false);
    const e = game({ hexes: { eK38: { terrain: 'mountain' } }, hexsides: [{ between: ['eK37', 'eJ37'], features: ['river'] }], units: [{ id: 'pz', nat: 'german', type: 'armor', values: '4-6', at: 'eK37' }] });
    expect(zocExtends(e, unit(e, 'pz')!, 'eK37', 'eK38') && zocExtends(e, unit(e, 'pz')!, 'eK37', 'eJ37')).toBe(true);
  });
  it('GU-26 10.343 zocEffects, GU-27 and GU-28 10.344: leaving a ZoC costs 2 (Europe) or 1 (Pacific); the Russian surprise removes or lightens Russian ZoCs in the movement phase only', () => {
    expect(zocLeaveCost('eK37')).toBe(2);
    expect(zocLeaveCost('pK37')).toBe(1);
    const s = game({ game: { conditions: { russianSurprise: { active: true, countries: ['russia'] } } }, control: { eK37: 'axis' }, units: [{ id: 'ta', nat: 'russian', type: 'armor', values: '4-5', at: 'eK38' }, { id: 'in', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }] });
    expect(russianSurpriseNoZoc(s, unit(s, 'ta')!, 'eK38')).toBe(true);
    expect(zocHexes(s, 'russia', true).size).toBe(0);
    expect(zocHexes(s, 'russia', false).size).toBeGreaterThan(0);
    expect(russianSurpriseZocCost(false)).toBe(1);
    expect(russianSurpriseZocCost(true)).toBe(2);
  });
});

describe('W-8 15.45 multiFrontBrp and the offensive levels (R-AWAW-OFFENSIVES)', () => {
  const g = game({
    game: { offensives: { axis: { eastern: 'full', mediterranean: 'limited' } } },
    hexes: { eK38: { front: 'mediterranean' }, eK39: { front: 'mediterranean' } },
    units: [{ id: 'in', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }],
  });
  it('an attack needs an offensive on the front of the hex attacked; a full-offensive attack across the boundary counts on both fronts for attrition', () => {
    expect(attackPermittedOn(g, 'axis', 'eK38')).toBe(true);
    expect(attackPermittedOn(g, 'russia', 'eK38')).toBe(false);
    expect(attritionPermittedOn(g, 'axis', 'mediterranean', [])).toBe(true);
    expect(attritionPermittedOn(g, 'axis', 'eastern', [])).toBe(false);
    const across = [{ mode: 'regular' as const, faction: 'axis' as const, targets: ['eK40'], attackers: ['in'], origins: [{ unit: 'in', hex: 'eK38' }] }];
    expect(frontsWithFullOffensive(g, 'axis', across).has('mediterranean')).toBe(true);
    expect(fullOffensiveFrontsOfAttackers(g, 'axis', across).has('mediterranean')).toBe(false);
  });
});
