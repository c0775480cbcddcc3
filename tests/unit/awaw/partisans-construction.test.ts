import { describe, expect, it } from 'vitest';
import { AREA_BY_ID } from '../../../src/awaw/data/partisan-areas.ts';
import { FACTIONS } from '../../../src/awaw/model/ids.ts';
import { NO_POLITICS, type PoliticalFacts } from '../../../src/awaw/model/politics.ts';
import { areaOfCountry, factionMayEmployPartisans } from '../../../src/awaw/rules/partisans/areas.ts';
import { britainMayAttackIndianPartisans, europeGateOpen, japanMayBuildIndian } from '../../../src/awaw/rules/partisans/construction-general.ts';
import { countryClosedToPartisans, majorAreaViolations } from '../../../src/awaw/rules/partisans/construction-majors.ts';
import { PARTISAN_BRP_COST, PARTISAN_PLACEMENT_PHASE, partisanCost } from '../../../src/awaw/rules/partisans/construction-mechanics.ts';
import { constructionViolations, hexViolations, openingSetupProblems, partisansEliminatedBySurrender } from '../../../src/awaw/rules/partisans/construction.ts';
import { communistChinaPool, poolRoom, poolSize } from '../../../src/awaw/rules/partisans/pools.ts';
import { STEP_IDS } from '../../../src/awaw/legal/step-ids.ts';
import { MOVEMENT_STEP_IDS } from '../../../src/awaw/legal/movement-step.ts';
import type { PartisanBuild } from '../../../src/awaw/turn/movement-book.ts';
import { block, game20, type Spec20 } from './movement-helpers.ts';

const p = (over: Partial<PoliticalFacts> = {}, partisans: Partial<PoliticalFacts['partisans']> = {}): PoliticalFacts =>
  ({ ...NO_POLITICS, ...over, partisans: { ...NO_POLITICS.partisans, ...partisans } });
const area = (id: string) => AREA_BY_ID.get(id)!;
const rules = (vs: readonly { rule: string }[]) => vs.map((x) => x.rule);

describe('11.1-11.2 partisan force pools (PT-1..PT-10)', () => {
  it('PT-1 11.11 partisansByFaction: each alliance faction may construct and employ partisans', () => {
    for (const f of FACTIONS) expect(factionMayEmployPartisans(f)).toBe(true);
  });
  it('PT-4 11.22A poolFrance: "Western Allies: One, plus one additional partisan from production. Communist: One, plus one"', () => {
    expect(poolSize(p(), area('france'), 'western', 1942)).toBe(1);
    expect(poolSize(p({}, { productionResults: { 'france:western': 1 } }), area('france'), 'western', 1942)).toBe(2);
    expect(poolSize(p({}, { productionResults: { 'france:western': 5 } }), area('france'), 'western', 1942)).toBe(2);
    expect(poolSize(p(), area('france'), 'russia', 1942)).toBe(1);
    expect(poolSize(p(), area('france'), 'axis', 1942)).toBe(0);
    expect(areaOfCountry('corsica', p())!.id).toBe('france');
  });
  it('PT-5 11.22B poolBritain: "Western Allies: Two, plus two additional ... Communist: None" (Ulster included)', () => {
    expect(poolSize(p(), area('britain'), 'western', 1942)).toBe(2);
    expect(poolSize(p({}, { productionResults: { 'britain:western': 2 } }), area('britain'), 'western', 1942)).toBe(4);
    expect(poolSize(p(), area('britain'), 'russia', 1942)).toBe(0);
    expect(areaOfCountry('ulster', p())!.id).toBe('britain');
  });
  it('PT-6 11.22C poolRussia: "Four, plus four ... reduced by one for each Russian occupation policies result, to a maximum reduction of three"', () => {
    expect(poolSize(p(), area('russia'), 'russia', 1942)).toBe(4);
    expect(poolSize(p({}, { productionResults: { 'russia:russia': 4 } }), area('russia'), 'russia', 1942)).toBe(8);
    expect(poolSize(p({}, { russianOccupationPolicyResults: 2 }), area('russia'), 'russia', 1942)).toBe(2);
    expect(poolSize(p({}, { russianOccupationPolicyResults: 5 }), area('russia'), 'russia', 1942)).toBe(1);
    expect(poolSize(p(), area('russia'), 'western', 1942)).toBe(0);
    expect(areaOfCountry('easternPoland', p())!.id).toBe('russia');
  });
  it('PT-7 11.22D poolSiberia and PT-8 11.22E poolItaly: two plus two; one plus one each (Sicily and Sardinia in Italy)', () => {
    expect(poolSize(p(), area('siberia'), 'russia', 1942)).toBe(2);
    expect(poolSize(p({}, { productionResults: { 'siberia:russia': 9 } }), area('siberia'), 'russia', 1942)).toBe(4);
    expect(poolSize(p(), area('italy'), 'western', 1943)).toBe(1);
    expect(poolSize(p(), area('italy'), 'russia', 1943)).toBe(1);
    expect(areaOfCountry('sicily', p())!.id).toBe('italy');
  });
  it('PT-9 11.22F poolChina: "Nationalist: Two. Communist: One in 1939-41; two in 1942; ... six in 1946" (the 11.23 "1**" is the same pool)', () => {
    expect(poolSize(p(), area('china'), 'nationalistChina', 1942)).toBe(2);
    expect([1939, 1940, 1941, 1942, 1943, 1944, 1945, 1946].map(communistChinaPool)).toEqual([1, 1, 1, 2, 3, 4, 5, 6]);
    expect(poolSize(p(), area('china'), 'communistChina', 1944)).toBe(4);
    expect(poolSize(p(), area('china'), 'western', 1944)).toBe(0);
  });
  it('PT-10 11.23 poolMinorCountry: the partisan columns of the Minor Country Forces Table', () => {
    expect(poolSize(p(), area('yugoslavia'), 'western', 1942)).toBe(2);
    expect(poolSize(p({}, { productionResults: { 'yugoslavia:western': 2 } }), area('yugoslavia'), 'western', 1942)).toBe(4);
    expect(poolSize(p(), area('yugoslavia'), 'russia', 1942)).toBe(2);
    expect(poolSize(p(), area('yugoslavia'), 'axis', 1942)).toBe(0);
    expect(poolSize(p(), area('spain'), 'axis', 1942)).toBe(3);
    expect(poolSize(p(), area('ireland'), 'axis', 1942)).toBe(2);
    expect(poolSize(p(), area('egypt'), 'axis', 1942)).toBe(0);
    expect(poolSize(p({}, { productionResults: { 'egypt:axis': 1 } }), area('egypt'), 'axis', 1942)).toBe(1);
    expect(poolSize(p(), area('poland'), 'russia', 1942)).toBe(0);
    expect(poolSize(p(), area('dutchEastIndies'), 'axis', 1942)).toBe(0);
    expect(areaOfCountry('kuwait', p())!.id).toBe('iraq');
  });
  it('PT-2 11.21 partisanPoolLimit: the partisans built in an area are limited by its pool', () => {
    const g = game20({ hexes: block(['K'], [34, 44], { country: 'yugoslavia' }), units: [
      { id: 'y1', nat: 'british', type: 'partisan', values: '1-1', at: 'eK36' }, { id: 'y2', nat: 'british', type: 'partisan', values: '1-1', at: 'eK40' },
    ] });
    expect(poolRoom(g, area('yugoslavia'), 'western')).toBe(0);
    expect(poolRoom(g, area('yugoslavia'), 'russia')).toBe(2);
  });
});

/** Yugoslavia (rows H-M, 38-44) held by the Axis, attacked by Germany; Russia (34-37); the Allies build. */
function yugoslavia(extra: Partial<Spec20> = {}, politics: Partial<PoliticalFacts> = {}) {
  const hexes = { ...block(['H', 'I', 'J', 'K', 'L', 'M'], [38, 44], { country: 'yugoslavia' }), ...(extra.hexes ?? {}) };
  const control: Record<string, string> = {};
  for (const h of Object.keys(hexes)) control[h] = 'axis';
  return game20({
    game: { phasing: 'allies' }, ...extra, hexes, control: { ...control, ...(extra.control ?? {}) },
    units: [
      { id: 'bp1', nat: 'british', type: 'partisan', values: '1-1', at: 'pool:british' }, { id: 'bp2', nat: 'british', type: 'partisan', values: '1-1', at: 'pool:british' },
      { id: 'rp1', nat: 'russian', type: 'partisan', values: '1-1', at: 'pool:russian' }, { id: 'rp2', nat: 'russian', type: 'partisan', values: '1-1', at: 'pool:russian' },
      { id: 'rp3', nat: 'russian', type: 'partisan', values: '1-1', at: 'pool:russian' },
      ...(extra.units ?? []),
    ],
    politics: { wars: [['britain', 'germany'], ['russia', 'germany']], attackedBy: { yugoslavia: ['germany'] }, ...politics },
  });
}

describe('11.32 general restrictions (PT-11, PT-12)', () => {
  it('PT-11 11.32A europeConstructionGate: without RGT, no Western Allied or Russian partisans in Europe until Russia and Germany are at war or Russia may declare it', () => {
    const closed = p({ wars: [['britain', 'germany']] });
    expect(europeGateOpen(closed, 'western', 'europe')).toBe(false);
    expect(europeGateOpen(closed, 'axis', 'europe')).toBe(true);
    expect(europeGateOpen(closed, 'western', 'pacific')).toBe(true);
    expect(europeGateOpen({ ...closed, russiaMayDeclareWarOnGermany: true }, 'western', 'europe')).toBe(true);
    expect(europeGateOpen({ ...closed, rgtTracked: true }, 'russia', 'europe')).toBe(true);
    expect(europeGateOpen(p({ wars: [['russia', 'germany']] }), 'western', 'europe')).toBe(true);
    const g = yugoslavia({}, { wars: [['britain', 'germany']] });
    expect(rules(constructionViolations(g, [], 'bp1', 'eK40'))).toEqual(['11.32A']);
  });
  it('PT-12 11.32B pacificIndianPartisans: Japan builds Indian partisans before war with Britain once it has Indian Subversion; Britain may attack them anyway', () => {
    expect(japanMayBuildIndian(p({}, { indianSubversion: true }), 'japan')).toBe(true);
    expect(japanMayBuildIndian(p(), 'japan')).toBe(false);
    expect(britainMayAttackIndianPartisans).toBe(true);
    const g = game20({ map: 'p', hexes: block(['K'], [34, 44], { country: 'india' }, 'p'), control: { pK40: 'western' },
      units: [{ id: 'ip', nat: 'japanese', type: 'partisan', values: '1-1', at: 'pool:japanese' }], partisanFacts: { indianSubversion: true } });
    expect(constructionViolations(g, [], 'ip', 'pK40')).toEqual([]);
  });
});

describe('11.33 construction in major powers (PT-13..PT-19, PT-41)', () => {
  it('PT-13 11.33A constructFrance: once Germany has conquered France, with Vichy not established, eliminated or on the Allied side', () => {
    const conquered = p({ conqueredByGermany: ['france'] });
    expect(majorAreaViolations(conquered, area('france'), 'western', 'france')).toEqual([]);
    expect(rules(majorAreaViolations({ ...conquered, vichy: 'established' }, area('france'), 'western', 'france'))).toEqual(['11.33A']);
    expect(majorAreaViolations({ ...conquered, vichy: 'eliminated' }, area('france'), 'russia', 'france')).toEqual([]);
    expect(majorAreaViolations({ ...conquered, vichy: 'westernAligned' }, area('france'), 'western', 'corsica')).toEqual([]);
    expect(rules(majorAreaViolations(p(), area('france'), 'western', 'france'))).toEqual(['11.33A']);
  });
  it('PT-41 11.37 afterLiberation: partisans may still be built after their country is recaptured (the conquest stays a fact)', () => {
    const liberated = p({ conqueredByGermany: ['france'] });
    expect(majorAreaViolations(liberated, area('france'), 'western', 'france')).toEqual([]);
  });
  it('PT-14 11.33B constructBritain: Western Allied partisans once Britain has surrendered to Germany; Communist never (pool "0")', () => {
    expect(rules(majorAreaViolations(p(), area('britain'), 'western', 'britain'))).toEqual(['11.33B']);
    expect(majorAreaViolations(p({ surrendered: ['britain'] }), area('britain'), 'western', 'ulster')).toEqual([]);
    expect(poolSize(p({ surrendered: ['britain'] }), area('britain'), 'russia', 1942)).toBe(0);
  });
  it('PT-15 11.33C constructRussiaSiberia: Russia while at war with Germany, Siberia while at war with Japan; no Western Allied partisans in Russia', () => {
    expect(rules(majorAreaViolations(p(), area('russia'), 'russia', 'russia'))).toEqual(['11.33C']);
    expect(majorAreaViolations(p({ wars: [['russia', 'germany']] }), area('russia'), 'russia', 'easternPoland')).toEqual([]);
    expect(rules(majorAreaViolations(p({ wars: [['russia', 'germany']] }), area('siberia'), 'russia', 'siberia'))).toEqual(['11.33C']);
    expect(majorAreaViolations(p({ wars: [['japan', 'russia']] }), area('siberia'), 'russia', 'siberia')).toEqual([]);
    expect(poolSize(p(), area('russia'), 'western', 1942)).toBe(0);
  });
  it('PT-16 11.33C ukraineBar: no Communist partisans built in the Ukraine while a "6" or greater result is in effect', () => {
    const at = p({ wars: [['russia', 'germany']], diplomaticResults: { ukraine: 6 } });
    expect(rules(majorAreaViolations(at, area('russia'), 'russia', 'ukraine'))).toEqual(['11.33C']);
    expect(majorAreaViolations({ ...at, diplomaticResults: { ukraine: 5 } }, area('russia'), 'russia', 'ukraine')).toEqual([]);
    expect(majorAreaViolations(at, area('russia'), 'russia', 'russia')).toEqual([]);
  });
  it('PT-17 11.33D constructItaly: once Italy has surrendered to the Allies', () => {
    expect(rules(majorAreaViolations(p(), area('italy'), 'western', 'italy'))).toEqual(['11.33D']);
    expect(majorAreaViolations(p({ surrendered: ['italy'] }), area('italy'), 'russia', 'sardinia')).toEqual([]);
  });
  it('PT-18 11.33E, G, H constructNever: "Partisans may not be constructed in Germany ... Japan ... the U.S."', () => {
    for (const c of ['germany', 'japan', 'usa']) expect(countryClosedToPartisans(c)).toBe(true);
    expect(countryClosedToPartisans('france')).toBe(false);
    const g = yugoslavia({ hexes: { eK44: { country: 'germany' } } });
    expect(rules(constructionViolations(g, [], 'bp1', 'eK44'))).toEqual(['11.33E']);
  });
  it('PT-19 11.33F constructChina: both Nationalist and Communist Chinese partisans may be built in China', () => {
    expect(majorAreaViolations(p(), area('china'), 'nationalistChina', 'china')).toEqual([]);
    expect(majorAreaViolations(p(), area('china'), 'communistChina', 'china')).toEqual([]);
  });
});

describe('11.34 and 11.341 construction in minor countries (PT-20..PT-27)', () => {
  it('PT-20 11.34 constructMinorEligible: a minor attacked by an opposing major power, or ever associated or allied', () => {
    expect(constructionViolations(yugoslavia(), [], 'bp1', 'eK40')).toEqual([]);
    const untouched = yugoslavia({}, { attackedBy: {} });
    expect(rules(constructionViolations(untouched, [], 'bp1', 'eK40'))).toEqual(['11.34']);
    expect(constructionViolations(yugoslavia({}, { attackedBy: {}, associatedOrAllied: ['yugoslavia'] }), [], 'bp1', 'eK40')).toEqual([]);
    expect(rules(constructionViolations(yugoslavia({}, { attackedBy: { yugoslavia: ['usa'] } }), [], 'bp1', 'eK40'))).toEqual(['11.34']);
  });
  it('PT-21 11.34 constructMinorDowBar: not by a major power whose alliance faction declared war on the minor', () => {
    const g = yugoslavia({}, { declaredWarBy: { yugoslavia: ['usa'] } });
    expect(rules(constructionViolations(g, [], 'bp1', 'eK40'))).toEqual(['11.34']);
    expect(constructionViolations(g, [], 'rp1', 'eK40')).toEqual([]);
  });
  it('PT-22 11.34 spanishMorocco: Spanish partisans may be built in Spanish Morocco (the Spain pool)', () => {
    expect(areaOfCountry('spanishMorocco', p())!.id).toBe('spain');
  });
  const middleEast = (country: string, facts: Partial<PoliticalFacts> = {}, unrest = true, control = 'western') => game20({
    hexes: block(['K'], [34, 44], { country }), control: { eK40: control },
    units: [{ id: 'gp', nat: 'german', type: 'partisan', values: '1-1', at: 'pool:german' }, { id: 'ip', nat: 'italian', type: 'partisan', values: '1-1', at: 'pool:italian' }],
    politics: { wars: [['germany', 'britain']], ...facts }, partisanFacts: { moslemUnrest: unrest, productionResults: { 'egypt:axis': 2, 'iraq:axis': 2, 'persia:axis': 2 } },
  });
  it('PT-23 11.341A middleEastAxis: once the Axis have a Moslem Unrest result, Germany builds in Egypt, the Iraq group and Persia, three distinct pools', () => {
    expect(constructionViolations(middleEast('egypt'), [], 'gp', 'eK40')).toEqual([]);
    expect(rules(constructionViolations(middleEast('egypt', {}, false), [], 'gp', 'eK40'))).toEqual(['11.341A']);
    expect(rules(constructionViolations(middleEast('egypt'), [], 'ip', 'eK40'))).toEqual(['11.341A']);
    expect(constructionViolations(middleEast('kuwait'), [], 'gp', 'eK40')).toEqual([]);
    expect(new Set(['egypt', 'iraq', 'persia'].map((a) => AREA_BY_ID.get(a)!.id)).size).toBe(3);
  });
  it('PT-24 11.341A middleEastLimits: Persia after an Allied declaration of war or the route; Lebanon/Syria if Allied controlled; Arabia if attacked by the Allies', () => {
    expect(rules(constructionViolations(middleEast('persia'), [], 'gp', 'eK40'))).toEqual(['11.341A']);
    expect(constructionViolations(middleEast('persia', { alliedDeclarationsOfWar: ['persia'] }), [], 'gp', 'eK40')).toEqual([]);
    expect(constructionViolations(middleEast('persia', { persianRouteActive: true }), [], 'gp', 'eK40')).toEqual([]);
    expect(constructionViolations(middleEast('lebanonSyria'), [], 'gp', 'eK40')).toEqual([]);
    expect(rules(constructionViolations(middleEast('arabia'), [], 'gp', 'eK40'))).toEqual(['11.341A']);
    expect(constructionViolations(middleEast('arabia', { attackedBy: { arabia: ['britain'] } }), [], 'gp', 'eK40')).toEqual([]);
  });
  it('PT-25 11.341B irelandAxis: Germany, after a diplomatic result for Ireland of "7" or greater or an Allied declaration of war', () => {
    const ireland = (facts: Partial<PoliticalFacts>) => game20({ hexes: block(['K'], [34, 44], { country: 'ireland' }), control: { eK40: 'western' },
      units: [{ id: 'gp', nat: 'german', type: 'partisan', values: '1-1', at: 'pool:german' }], politics: { wars: [['germany', 'britain']], ...facts } });
    expect(rules(constructionViolations(ireland({ diplomaticResults: { ireland: 6 } }), [], 'gp', 'eK40'))).toEqual(['11.341B']);
    expect(constructionViolations(ireland({ diplomaticResults: { ireland: 7 } }), [], 'gp', 'eK40')).toEqual([]);
    expect(constructionViolations(ireland({ alliedDeclarationsOfWar: ['ireland'] }), [], 'gp', 'eK40')).toEqual([]);
  });
  it('PT-26 11.341C indiaJapan: "Japan may construct up to two partisans in India if it has achieved an Indian Subversion production result"', () => {
    expect(poolSize(p({}, { indianSubversion: true }), area('india'), 'axis', 1942)).toBe(2);
    expect(poolSize(p(), area('india'), 'axis', 1942)).toBe(0);
  });
  it('PT-27 11.341D polandNoPact: without the Pact eastern Poland is Polish; the Western Allies build there, Russia may not', () => {
    const noPact = p({ nazisovietPact: false });
    expect(areaOfCountry('easternPoland', noPact)!.id).toBe('poland');
    expect(poolSize(noPact, area('poland'), 'western', 1942)).toBe(2);
    expect(poolSize(noPact, area('poland'), 'russia', 1942)).toBe(0);
  });
});

describe('11.35 mechanics of construction (PT-28..PT-39)', () => {
  it('PT-28 11.351 constructionTiming: "placed on the board during the unit construction phase"', () => {
    expect(PARTISAN_PLACEMENT_PHASE).toBe('construction');
    expect(MOVEMENT_STEP_IDS.construction).toBe(STEP_IDS.construction);
  });
  const build = (over: Partial<PartisanBuild>): PartisanBuild => ({ unit: 'x', hex: 'eK40', builder: 'russia', faction: 'russia', area: 'russia', country: 'russia', cost: 0, ...over });
  it('PT-29 11.352 partisanCost, PT-30 11.352A russianFreePartisan, PT-31 11.352B chineseCommunistFreePartisan', () => {
    expect(PARTISAN_BRP_COST).toBe(2);
    expect(partisanCost(p(), [], 'britain', area('yugoslavia'))).toBe(2);
    expect(partisanCost(p(), [], 'russia', area('russia'))).toBe(0);
    expect(partisanCost(p(), [], 'russia', area('siberia'))).toBe(0);
    expect(partisanCost(p(), [build({})], 'russia', area('russia'))).toBe(2);
    expect(partisanCost(p(), [], 'russia', area('yugoslavia'))).toBe(2);
    expect(partisanCost(p({}, { yenanHeldByCommunists: true }), [], 'communistChina', area('china'))).toBe(0);
    expect(partisanCost(p(), [], 'communistChina', area('china'))).toBe(2);
  });
  it('PT-32 11.353A notBeforeEmployment: nothing is built until every gate of its employment is open', () => {
    const g = yugoslavia();
    expect(constructionViolations(g, [], 'bp1', 'eK40')).toEqual([]);
    expect(constructionViolations(yugoslavia({}, { wars: [] }), [], 'bp1', 'eK40')).not.toEqual([]);
  });
  it('PT-33 11.353B atWarRequired: not by a major power not at war with the one the partisans operate against', () => {
    const g = game20({ map: 'p', hexes: block(['K'], [34, 44], { country: 'china' }, 'p'), control: { pK40: 'axis' },
      units: [{ id: 'np', nat: 'chinese', type: 'partisan', values: '1-1', at: 'pool:chinese' }], game: { phasing: 'allies' } });
    expect(rules(constructionViolations(g, [], 'np', 'pK40'))).toEqual(['11.353B']);
    expect(constructionViolations({ ...g, politics: { ...g.politics!, wars: [['nationalistChina', 'japan']] } }, [], 'np', 'pK40')).toEqual([]);
  });
  it('PT-34 11.353C onePerCountryPerTurn: one per faction and country a turn; Russia a second in Russia at the normal cost after its free one', () => {
    const g = yugoslavia();
    const first = build({ builder: 'britain', faction: 'western', area: 'yugoslavia', cost: 2 });
    expect(rules(constructionViolations(g, [first], 'bp1', 'eK41'))).toEqual(['11.353C']);
    expect(constructionViolations(g, [first], 'rp1', 'eK41')).toEqual([]);
    const russia = yugoslavia({ hexes: block(['H', 'I', 'J', 'K', 'L', 'M'], [34, 37], { country: 'russia' }) });
    expect(constructionViolations(russia, [build({})], 'rp2', 'eK35')).toEqual([]);
    expect(rules(constructionViolations(russia, [build({}), build({ cost: 2 })], 'rp3', 'eK35'))).toEqual(['11.353C']);
    expect(rules(constructionViolations(russia, [build({ cost: 2 })], 'rp3', 'eK35'))).toEqual(['11.353C']);
  });
  it('PT-35 11.353D placementHex: a vacant enemy-controlled hex, or one with only the same major power\'s partisans', () => {
    const g = yugoslavia({ control: { eK42: 'western' }, units: [
      { id: 'ge', nat: 'german', type: 'infantry', values: '3-3', at: 'eH44' }, { id: 'own', nat: 'british', type: 'partisan', values: '1-1', at: 'eM38' },
      { id: 'red', nat: 'russian', type: 'partisan', values: '1-1', at: 'eM40' },
    ] });
    expect(rules(constructionViolations(g, [], 'bp1', 'eK42'))).toEqual(['11.353D']);
    expect(constructionViolations(g, [], 'bp1', 'eM38')).toEqual([]);
    expect(rules(constructionViolations(g, [], 'bp1', 'eM40'))).toEqual(['11.353D']);
    expect(rules(constructionViolations(g, [], 'bp1', 'eH44'))).toContain('11.353E');
  });
  it('PT-36 11.353E placementExclusions: no enemy unit, air base, rocket base, bridgehead, port counter, railhead, IC, fortification, fortress, nor enemy ZoC', () => {
    const g = yugoslavia({
      hexes: { eK40: { country: 'yugoslavia', features: ['ic'] }, eK42: { country: 'yugoslavia', features: ['fortress'] } },
      markers: [{ id: 'rh', type: 'railhead', faction: 'axis', at: 'eM42' }, { id: 'ab', type: 'airbase', faction: 'axis', at: 'eM44' }],
      units: [{ id: 'pz', nat: 'german', type: 'armor', values: '4-6', at: 'eH38' }],
    });
    for (const hex of ['eK40', 'eK42', 'eM42', 'eM44']) expect(rules(constructionViolations(g, [], 'bp1', hex))).toEqual(['11.353E']);
    expect(rules(constructionViolations(g, [], 'bp1', 'eH39'))).toEqual(['11.353E']);
    expect(constructionViolations(g, [], 'bp1', 'eJ41')).toEqual([]);
  });
  it('PT-37 11.354 westernBuilder, PT-38 11.355 europeanAxisBuilder, PT-39 11.356 nationalistBuilder', () => {
    const g = yugoslavia({ units: [{ id: 'ap', nat: 'american', type: 'partisan', values: '1-1', at: 'pool:american' }] });
    expect(rules(constructionViolations(g, [], 'ap', 'eK40'))).toEqual(['11.354']);
    expect(constructionViolations({ ...g, politics: { ...g.politics!, wars: [...g.politics!.wars, ['usa', 'germany']] } }, [], 'ap', 'eK40')).toEqual([]);
    const spain = game20({ hexes: block(['K'], [34, 44], { country: 'spain' }), control: { eK40: 'western' }, politics: { attackedBy: { spain: ['britain'] }, wars: [['italy', 'britain']] },
      units: [{ id: 'it', nat: 'italian', type: 'partisan', values: '1-1', at: 'pool:italian' }] });
    expect(rules(constructionViolations(spain, [], 'it', 'eK40'))).toEqual(['11.355']);
    const china = game20({ map: 'p', hexes: block(['K'], [34, 44], { country: 'china' }, 'p'), control: { pK40: 'axis' }, game: { phasing: 'allies' },
      units: [{ id: 'np', nat: 'chinese', type: 'partisan', values: '1-1', at: 'pool:chinese' }], politics: { wars: [['nationalistChina', 'japan']] } });
    expect(hexViolations(china, [], 'nationalistChina', 'pK40')).toEqual([]);
  });
});

describe('11.36-11.38 opening setups and surrender (PT-40, PT-42)', () => {
  it('PT-40 11.36 openingSetup: the construction restrictions apply to partisans of an opening setup', () => {
    const g = yugoslavia({ units: [{ id: 'ok', nat: 'british', type: 'partisan', values: '1-1', at: 'eK40' }, { id: 'bad', nat: 'british', type: 'partisan', values: '1-1', at: 'eK35' }] });
    const problems = openingSetupProblems(g);
    expect(problems.map((x) => x.unit)).toEqual(['bad']);
  });
  it('PT-42 11.38 builderSurrender: partisans go when their builder surrenders, or the U.S. sues for peace in their theater', () => {
    const g = yugoslavia({ units: [{ id: 'b', nat: 'british', type: 'partisan', values: '1-1', at: 'eK40' }, { id: 'a', nat: 'american', type: 'partisan', values: '1-1', at: 'eK41' }] });
    expect(partisansEliminatedBySurrender(g)).toEqual([]);
    expect(partisansEliminatedBySurrender({ ...g, politics: { ...g.politics!, surrendered: ['britain'] } })).toEqual(['b']);
    expect(partisansEliminatedBySurrender({ ...g, politics: { ...g.politics!, usSuedForPeace: ['europe'] } })).toEqual(['a']);
    expect(partisansEliminatedBySurrender({ ...g, politics: { ...g.politics!, usSuedForPeace: ['pacific'] } })).toEqual([]);
  });
});
