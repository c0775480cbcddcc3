import { describe, expect, it } from 'vitest';
import { applyPartisanBrpLosses, applyPartisanEliminations, applyBuildPartisan } from '../../../src/awaw/apply/partisans.ts';
import { applyMove } from '../../../src/awaw/apply/movement.ts';
import { eliminate } from '../../../src/awaw/apply/common.ts';
import { unit } from '../../../src/awaw/model/queries.ts';
import { countsForAttrition, mayBeAttritionLoss } from '../../../src/awaw/rules/ground-units.ts';
import { unitDefense } from '../../../src/awaw/rules/dm.ts';
import { entryViolations } from '../../../src/awaw/rules/movement/entry.ts';
import { mayMoveBySupply } from '../../../src/awaw/rules/movement/allowance.ts';
import { maxOverrunDefensiveAir } from '../../../src/awaw/rules/movement/overrun-odds.ts';
import { brpLossesOf, brpLossVictim, persianRouteCut, turkishRouteCut } from '../../../src/awaw/rules/partisans/economic.ts';
import { capitalLossStands, capitalThreat, controlAfterEntry, controllerOf, forcesRebase, keyEconomicAreaLost, mayBaseAir, mayCloseSuez, objectiveCountsFor, portUsable } from '../../../src/awaw/rules/partisans/hex-control.ts';
import {
  attackBrpPayer, PARTISAN_CTL, PARTISAN_DM, PARTISAN_WINTER_PREPARATION, partisanAttackViolations, partisanCtl, partisanGeographyViolations, partisanMayJoin,
  partisanMayRedeploy, partisanMaySeaMove, partisanTakesPartInAttrition, supportBaseFactors, winterPreparationOf,
} from '../../../src/awaw/rules/partisans/movement-combat.ts';
import { needsSupplyLine, supplyForMovement } from '../../../src/awaw/rules/partisans/supply.ts';
import { block, ctx20, game20, type Spec20 } from './movement-helpers.ts';

const ROWS = ['H', 'I', 'J', 'K', 'L', 'M'];
const controlled = (hexes: Record<string, unknown>, f: string) => Object.fromEntries(Object.keys(hexes).map((h) => [h, f]));
const rules = (vs: readonly { rule: string }[]) => vs.map((x) => x.rule);

/** Yugoslavia (38-44) held by the Axis, Russia (34-37) by Russia, a British partisan deep in Yugoslavia. */
function occupied(extra: Partial<Spec20> = {}) {
  const yugo = block(ROWS, [38, 44], { country: 'yugoslavia' });
  const russia = block(ROWS, [34, 37], { country: 'russia' });
  return game20({
    ...extra,
    hexes: { ...russia, ...yugo, ...(extra.hexes ?? {}) },
    control: { ...controlled(russia, 'russia'), ...controlled(yugo, 'axis'), ...(extra.control ?? {}) },
    units: [{ id: 'bp', nat: 'british', type: 'partisan', values: '1-1', at: 'eK41' }, ...(extra.units ?? [])],
  });
}

describe('11.4 movement and combat (PT-43..PT-52)', () => {
  const g = occupied({ units: [{ id: 'rp', nat: 'russian', type: 'partisan', values: '1-1', at: 'eK36' }] });
  it('PT-43 11.41 partisanControl: moved by the major power that built it, which pays its attacks\' BRPs', () => {
    expect(attackBrpPayer(g, unit(g, 'bp')!)).toBe('britain');
    expect(attackBrpPayer(g, unit(g, 'rp')!)).toBe('russia');
  });
  it('PT-44 11.42 partisanGeography: "Partisans may not leave their country and cannot attack across its borders"', () => {
    expect(partisanGeographyViolations(g, unit(g, 'bp')!, 'eK42')).toEqual([]);
    expect(rules(partisanGeographyViolations(g, unit(g, 'bp')!, 'eK37'))).toEqual(['11.42']);
    expect(rules(entryViolations(g, unit(g, 'bp')!, 'eK38', 'eK37'))).toEqual(['11.42']);
    expect(rules(partisanAttackViolations(g, unit(g, 'bp')!, 'eK37'))).toEqual(['11.42 attack']);
  });
  it('PT-44 11.42 exceptions: Irish partisans into Ulster; Russian between Russia and eastern Poland; Axis within the Iraq group', () => {
    const ireland = game20({ hexes: { ...block(ROWS, [34, 39], { country: 'ireland' }), ...block(ROWS, [40, 44], { country: 'ulster' }) },
      units: [{ id: 'ip', nat: 'german', type: 'partisan', values: '1-1', at: 'eK39' }, { id: 'wp', nat: 'british', type: 'partisan', values: '1-1', at: 'eK41' }] });
    expect(partisanGeographyViolations(ireland, unit(ireland, 'ip')!, 'eK40')).toEqual([]);
    expect(rules(partisanGeographyViolations(ireland, unit(ireland, 'wp')!, 'eK39'))).toEqual(['11.42']);
    const east = game20({ hexes: { ...block(ROWS, [34, 39], { country: 'russia' }), ...block(ROWS, [40, 44], { country: 'easternPoland' }) },
      units: [{ id: 'rp', nat: 'russian', type: 'partisan', values: '1-1', at: 'eK39' }] });
    expect(partisanGeographyViolations(east, unit(east, 'rp')!, 'eK40')).toEqual([]);
    const mideast = game20({ hexes: { ...block(ROWS, [34, 39], { country: 'iraq' }), ...block(ROWS, [40, 44], { country: 'kuwait' }) },
      units: [{ id: 'gp', nat: 'german', type: 'partisan', values: '1-1', at: 'eK39' }] });
    expect(partisanGeographyViolations(mideast, unit(mideast, 'gp')!, 'eK40')).toEqual([]);
    const arabia = game20({ hexes: { ...block(ROWS, [34, 39], { country: 'iraq' }), ...block(ROWS, [40, 44], { country: 'arabia' }) },
      units: [{ id: 'gp', nat: 'german', type: 'partisan', values: '1-1', at: 'eK39' }] });
    expect(rules(partisanGeographyViolations(arabia, unit(arabia, 'gp')!, 'eK40'))).toEqual(['11.341A']);
  });
  it('PT-16 11.33C ukraineBar: Communist partisans may not operate in the Ukraine under a "6"; those there are eliminated at once', () => {
    const u = game20({ hexes: { ...block(ROWS, [34, 39], { country: 'russia' }), ...block(ROWS, [40, 44], { country: 'ukraine' }) },
      units: [{ id: 'rp', nat: 'russian', type: 'partisan', values: '1-1', at: 'eK39' }, { id: 'up', nat: 'russian', type: 'partisan', values: '1-1', at: 'eK42' }],
      politics: { diplomaticResults: { ukraine: 6 } } });
    expect(rules(partisanGeographyViolations(u, unit(u, 'rp')!, 'eK40'))).toEqual(['11.33C']);
    const after = applyPartisanEliminations(ctx20(u));
    expect(after.game!.pieces.get('up')!.at.kind).toBe('pool');
    expect(after.game!.pieces.get('rp')!.at.kind).toBe('hex');
  });
  it('PT-45 11.43 partisanNoSeaNoRedeploy: "may not move by sea and may not be redeployed"', () => {
    expect(partisanMaySeaMove(unit(g, 'bp')!)).toBe(false);
    expect(partisanMayRedeploy(unit(g, 'bp')!)).toBe(false);
    const coast = occupied({ hexes: { eK42: { country: 'yugoslavia', terrain: 'sea' } } });
    expect(entryViolations(coast, unit(coast, 'bp')!, 'eK41', 'eK42')[0]!.message).toContain('11.43');
  });
  it('PT-46 11.44 partisanCooperation: partisans stack and attack with friendly units', () => {
    const h = occupied({ units: [{ id: 'br', nat: 'british', type: 'infantry', values: '3-3', at: 'eK36' }] });
    expect(partisanMayJoin(h, unit(h, 'bp')!, unit(h, 'br')!)).toBe(true);
  });
  it('PT-47 11.44 partisanNoSupport and PT-48 partisanAirSupportBase: no air support for partisans; the allowance follows the non-partisan factors', () => {
    const h = occupied({ units: [{ id: 'br', nat: 'british', type: 'infantry', values: '3-3', at: 'eK40' }] });
    expect(supportBaseFactors([unit(h, 'bp')!, unit(h, 'br')!], (u) => u.factor)).toBe(3);
    expect(supportBaseFactors([unit(h, 'bp')!], (u) => u.factor)).toBe(0);
    const pz = occupied({ units: [{ id: 'pz', nat: 'german', type: 'armor', values: '4-6', at: 'eK40' }] });
    expect(maxOverrunDefensiveAir(pz, ctx20(pz).turn, { mode: 'regular', faction: 'axis', units: ['pz'], hex: 'eK41' }, 'western')).toBe(0);
  });
  it('PT-49 11.45 partisanNoAttrition: not counted in attrition totals and never attritioned', () => {
    expect(partisanTakesPartInAttrition).toBe(false);
    expect(countsForAttrition(unit(g, 'bp')!)).toBe(false);
    expect(mayBeAttritionLoss(unit(g, 'bp')!)).toBe(false);
  });
  it('PT-50 11.46 partisanDm: "If attacked by enemy units, partisans are subject to a -1 DM (15.33C)"', () => {
    const force = { mode: 'regular' as const, faction: 'axis' as const, targets: ['eK41'], attackers: [], dropped: [], seaborne: [], groundSupport: 0, defensiveAir: 0 };
    const d = unitDefense(g, unit(g, 'bp')!, 'eK41', force);
    expect(d.entries.find((e) => e.rule === '15.33C')!.value).toBe(PARTISAN_DM);
  });
  it('PT-51 11.47 partisanCtl: "Partisans have a CTL of one. This may not be increased by research"', () => {
    expect(PARTISAN_CTL).toBe(1);
    expect(partisanCtl(unit(g, 'bp')!, 3)).toBe(1);
  });
  it('PT-52 11.48 partisanWinterPrep: "Partisans have a winter preparation level of six"', () => {
    expect(PARTISAN_WINTER_PREPARATION).toBe(6);
    expect(winterPreparationOf(unit(g, 'bp')!, 2)).toBe(6);
  });
});

describe('11.5 supply (PT-53)', () => {
  it('PT-53 11.51 partisanSupply: "always in supply and do not need to trace a supply line": they move whatever the determination', () => {
    const g = occupied({ units: [{ id: 'cut', nat: 'british', type: 'partisan', values: '1-1', at: 'eK43', extra: { supply: 'unsupplied' } }] });
    const u = unit(g, 'cut')!;
    expect(supplyForMovement(u, 'unsupplied')).toBe('full');
    expect(needsSupplyLine(u)).toBe(false);
    expect(mayMoveBySupply(u)).toBe(true);
  });
});

describe('11.6 hex control (PT-54..PT-60, AG-S-2, AG-S-3)', () => {
  it('PT-54 11.61 partisanHexControl: only the hex it occupies, while there; the hex reverts when it moves on', () => {
    const g = occupied();
    expect(controllerOf(g, 'eK41')).toEqual({ kind: 'partisan', unit: 'bp', faction: 'western' });
    const ctx = ctx20({ ...g, info: { ...g.info, phasing: 'allies' } });
    const after = applyMove(ctx, { type: 'MOVE', units: ['bp'], path: ['eK42'] }).game!;
    expect(controllerOf(after, 'eK41')).toEqual({ kind: 'faction', faction: 'axis' });
    expect(controllerOf(after, 'eK42').kind).toBe('partisan');
    expect(after.control['eK42']).toBe('axis');
  });
  it('PT-54 11.61 (29.22C): a friendly non-partisan ground unit entering a partisan\'s hex takes it for its faction', () => {
    const g = occupied({ units: [{ id: 'br', nat: 'british', type: 'infantry', values: '3-3', at: 'eK40' }], game: { phasing: 'allies' } });
    expect(controlAfterEntry(g, unit(g, 'br')!)).toBe('western');
    expect(controlAfterEntry(g, unit(g, 'bp')!)).toBeUndefined();
    const after = applyMove(ctx20(g), { type: 'MOVE', units: ['br'], path: ['eK41'] }).game!;
    expect(after.control['eK41']).toBe('western');
    expect(controllerOf(after, 'eK41')).toEqual({ kind: 'faction', faction: 'western' });
  });
  it('PT-55 11.62 partisanOnlyControl and AG-S-2: a partisan-controlled port takes no sea transport or redeployment; a partisan-held city bases no air', () => {
    const g = occupied({ hexes: { eK41: { country: 'yugoslavia', features: ['port'] } } });
    expect(portUsable(g, 'eK41', 'western')).toBe(false);
    expect(portUsable(g, 'eK41', 'axis')).toBe(false);
    expect(mayBaseAir(g, 'eK41', 'western')).toBe(false);
    expect(portUsable(g, 'eK42', 'axis')).toBe(true);
  });
  it('PT-56 11.63 partisanObjective: a partisan-controlled objective counts for neither side', () => {
    const g = occupied({ hexes: { eK41: { country: 'yugoslavia', features: ['objective'] }, eK43: { country: 'yugoslavia', features: ['objective'] } } });
    expect(objectiveCountsFor(g, 'eK41', 'axis')).toBe(false);
    expect(objectiveCountsFor(g, 'eK41', 'allies')).toBe(false);
    expect(objectiveCountsFor(g, 'eK43', 'axis')).toBe(true);
  });
  it('PT-57 11.64 partisanForcesRebase: moving into an undefended base hex forces enemy air or naval units to change base', () => {
    const g = occupied({ markers: [{ id: 'ab', type: 'airbase', faction: 'axis', at: 'eK42' }], hexes: { eK43: { country: 'yugoslavia', features: ['port'] } } });
    expect(forcesRebase(g, unit(g, 'bp')!, 'eK42')).toBe(true);
    expect(forcesRebase(g, unit(g, 'bp')!, 'eK43')).toBe(true);
    expect(forcesRebase(g, unit(g, 'bp')!, 'eK44')).toBe(false);
  });
  it('PT-58 11.65 partisanCapital and AG-S-3: the previous controller is threatened; eliminating the partisan is enough to prevent the loss', () => {
    const g = occupied({ hexes: { eK41: { country: 'yugoslavia', features: ['capital'] } } });
    expect(capitalThreat(g, 'eK41')).toBe('axis');
    expect(capitalLossStands(true)).toBe(true);
    const cleared = eliminate(g, 'bp');
    expect(capitalThreat(cleared, 'eK41')).toBeUndefined();
    expect(capitalLossStands(false)).toBe(false);
  });
  it('PT-59 11.65 partisanKeyEconomicArea: partisan control costs the owner the area\'s value; the partisan\'s power gains nothing', () => {
    const g = occupied();
    expect(keyEconomicAreaLost(g, 'eK41', true)).toBe('axis');
    expect(keyEconomicAreaLost(g, 'eK42', true)).toBeUndefined();
  });
  it('PT-60 11.66 wafdistSuez: Wafdist (Egyptian Axis) partisans may close the Suez canal', () => {
    const g = game20({ hexes: block(ROWS, [34, 44], { country: 'egypt' }), units: [{ id: 'wp', nat: 'german', type: 'partisan', values: '1-1', at: 'eK40' }] });
    expect(mayCloseSuez(g, unit(g, 'wp')!)).toBe(true);
    expect(mayCloseSuez(occupied(), unit(occupied(), 'bp')!)).toBe(false);
  });
});

describe('11.7 economic effect (PT-61..PT-67)', () => {
  it('PT-61 11.71 partisanBrpLoss and PT-62 partisanBrpLossPosition: deep in enemy territory, one BRP a turn', () => {
    const g = occupied();
    expect(brpLossVictim(g, unit(g, 'bp')!)).toBe('axis');
    expect(brpLossesOf(g, 'axis')).toEqual([{ faction: 'axis', brp: 1, partisans: ['bp'] }]);
  });
  it('PT-62 11.71: not adjacent to friendly non-partisan units or hexes, nor on an island; neutral and sea neighbours do not spoil it', () => {
    const nearFriend = occupied({ units: [{ id: 'br', nat: 'british', type: 'infantry', values: '3-3', at: 'eK42' }], control: { eK42: 'western' } });
    expect(brpLossVictim(nearFriend, unit(nearFriend, 'bp')!)).toBeUndefined();
    const friendlyHex = occupied({ control: { eK40: 'western' } });
    expect(brpLossVictim(friendlyHex, unit(friendlyHex, 'bp')!)).toBeUndefined();
    const coast = occupied({ hexes: { eK42: { country: 'yugoslavia', terrain: 'sea' }, eJ41: { country: 'switzerland' } }, neutral: ['switzerland'] });
    expect(brpLossVictim(coast, unit(coast, 'bp')!)).toBe('axis');
    const island = occupied({ hexes: { eK41: { country: 'yugoslavia', features: ['oneHexIsland'] } } });
    expect(brpLossVictim(island, unit(island, 'bp')!)).toBeUndefined();
    const listed = game20({ hexes: block(ROWS, [34, 44], { country: 'yugoslavia' }), control: controlled(block(ROWS, [34, 44], {}), 'axis'),
      units: [{ id: 'bp', nat: 'british', type: 'partisan', values: '1-1', at: 'eK41' }], partisanFacts: { islandCountries: ['yugoslavia'] } });
    expect(brpLossVictim(listed, unit(listed, 'bp')!)).toBeUndefined();
  });
  it('PT-63 11.71A irishPartisans: "Irish partisans must be in or adjacent to Ulster to cause British BRP losses"', () => {
    const hexes = { ...block(ROWS, [34, 39], { country: 'ireland' }), ...block(ROWS, [40, 44], { country: 'ulster' }) };
    const g = game20({ hexes, control: controlled(hexes, 'western'), units: [
      { id: 'far', nat: 'german', type: 'partisan', values: '1-1', at: 'eK35' }, { id: 'near', nat: 'german', type: 'partisan', values: '1-1', at: 'eK39' },
    ] });
    expect(brpLossVictim(g, unit(g, 'far')!)).toBeUndefined();
    expect(brpLossVictim(g, unit(g, 'near')!)).toBe('western');
  });
  it('PT-64 11.71B persianPartisans: each Persian partisan adjacent to Abadan, Ahwaz or Tehran cuts the Persian BRP route by five', () => {
    const g = game20({ hexes: { ...block(ROWS, [34, 44], { country: 'persia' }), eK40: { country: 'persia', name: 'Tehran' } },
      units: [{ id: 'p1', nat: 'german', type: 'partisan', values: '1-1', at: 'eK41' }, { id: 'p2', nat: 'german', type: 'partisan', values: '1-1', at: 'eJ40' }, { id: 'p3', nat: 'german', type: 'partisan', values: '1-1', at: 'eK44' }] });
    expect(persianRouteCut(g)).toBe(10);
  });
  it('PT-65 11.71C turkishAxisPartisans: each Axis Turkish partisan on the board cuts the Turkish BRP route by two', () => {
    const g = game20({ hexes: block(ROWS, [34, 44], { country: 'turkey' }), units: [
      { id: 't1', nat: 'german', type: 'partisan', values: '1-1', at: 'eK41' }, { id: 't2', nat: 'german', type: 'partisan', values: '1-1', at: 'eK43' }, { id: 'w', nat: 'british', type: 'partisan', values: '1-1', at: 'eH35' },
    ] });
    expect(turkishRouteCut(g)).toBe(4);
  });
  it('PT-66 11.71D indianPartisans: always hostile to Britain, friendly to Japan: they cost Britain BRPs before Japan and Britain are at war', () => {
    const hexes = block(ROWS, [34, 44], { country: 'india' }, 'p');
    const g = game20({ map: 'p', hexes, control: controlled(hexes, 'western'), units: [{ id: 'ip', nat: 'japanese', type: 'partisan', values: '1-1', at: 'pK40' }] });
    expect(brpLossVictim(g, unit(g, 'ip')!)).toBe('western');
  });
  it('PT-67 11.72 partisanBrpLossTiming: deducted at the end of the defending major power\'s combat phase (its own turn: AG-G-63)', () => {
    const g = occupied();
    expect(brpLossesOf(g, 'allies')).toEqual([]);
    const axisTurn = applyPartisanBrpLosses(ctx20(g));
    expect(axisTurn.turn!.partisans!.brpLosses).toEqual([{ faction: 'axis', brp: 1, partisans: ['bp'] }]);
    expect(axisTurn.log!.at(-1)!.rule).toBe('11.71');
    const alliedTurn = applyPartisanBrpLosses(ctx20({ ...g, info: { ...g.info, phasing: 'allies' } }));
    expect(alliedTurn.turn!.partisans!.brpLosses).toEqual([]);
  });
  it('PT-29 11.352 and PT-30 11.352A: a placed partisan is logged with its cost (free for Russia\'s first)', () => {
    const hexes = block(ROWS, [34, 44], { country: 'russia' });
    const g = game20({ hexes, control: controlled(hexes, 'axis'), game: { phasing: 'allies' }, politics: { wars: [['russia', 'germany']] },
      units: [{ id: 'r1', nat: 'russian', type: 'partisan', values: '1-1', at: 'pool:russian' }, { id: 'r2', nat: 'russian', type: 'partisan', values: '1-1', at: 'pool:russian' }] });
    const one = applyBuildPartisan(ctx20(g), { type: 'BUILD_PARTISAN', unit: 'r1', hex: 'eK40' });
    expect(one.turn!.partisans!.builds[0]!.cost).toBe(0);
    const two = applyBuildPartisan({ ...ctx20(one.game!), turn: one.turn! }, { type: 'BUILD_PARTISAN', unit: 'r2', hex: 'eH35' });
    expect(two.turn!.partisans!.builds[1]!.cost).toBe(2);
    expect(two.log!.at(-1)!.message).toContain('2 BRPs');
  });
});
