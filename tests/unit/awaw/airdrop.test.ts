import { describe, expect, it } from 'vitest';
import { applyAirdrop, applyIntercept, applyStrandedAirborne } from '../../../src/awaw/apply/airdrop.ts';
import { hexOfUnit } from '../../../src/awaw/model/queries.ts';
import { airdropIsOffensive, airdropViolations, strandedAfterCombat, weatherBarsDrop } from '../../../src/awaw/rules/airdrop.ts';
import { freshBook, type TurnBook } from '../../../src/awaw/turn/context.ts';
import { context, game, type Spec } from './helpers.ts';
import { unit } from '../../../src/awaw/model/queries.ts';

const base = (extra: Partial<Spec> = {}): Spec => ({
  weatherAreas: [{ id: 'area', name: 'Area' }, { id: 'cold', name: 'Cold', winterLevel: 3 }, { id: 'wet', name: 'Wet', monsoon: true }, { id: 'hard', name: 'Hard', restrictive: true }],
  hexes: { eM40: { weatherArea: 'cold' }, eM41: { weatherArea: 'wet', terrain: 'swamp' }, eM42: { weatherArea: 'hard' } },
  markers: [{ id: 'ab', type: 'airbase', faction: 'axis', at: 'eK36' }],
  units: [
    { id: 'fj', nat: 'german', type: 'airborne', values: '1-3', at: 'eK36' },
    { id: 'fj2', nat: 'german', type: 'airborne', values: '1-3', at: 'eK35' },
    { id: 'it', nat: 'italian', type: 'airborne', values: '1-3', at: 'eK36' },
    { id: 'tr', nat: 'german', type: 'airborne', values: '1-3', at: 'eH36', extra: { transported: true } },
    { id: 'ps', nat: 'german', type: 'airborne', values: '1-3', at: 'eI36', extra: { supply: 'partial' } },
    { id: 'ru', nat: 'russian', type: 'infantry', values: '2-3', at: 'eK39' }, { id: 'big', nat: 'russian', type: 'infantry', values: '9-3', at: 'eI39' },
    { id: 'ge', nat: 'german', type: 'infantry', values: '3-3', at: 'eK38' },
  ],
  ...extra,
});
const rules = (g = game(base()), book: TurnBook = freshBook(), id = 'fj', hex = 'eK39') => airdropViolations(g, book, 'regular', id, hex).map((v) => v.rule);

describe('10.5 airdrops (GU-37..GU-58)', () => {
  it('GU-38 10.51 airborneAbilities and GU-40 10.53A airdropBasing: from a friendly air base with an air transport factor left', () => {
    expect(rules()).toEqual([]);
    expect(rules(undefined, undefined, 'fj2')).toContain('10.53A');
    const g = game(base({ factions: [{ id: 'axis', airFactors: 4, airCtl: 2, airTransport: 0, airdropRange: 4 }, { id: 'russia' }, { id: 'western' }, { id: 'nationalistChina' }] }));
    expect(rules(g)).toContain('10.53A');
  });
  it('GU-41 10.53B airdropOtherActivities: not after air or sea transport, not after attacking', () => {
    expect(rules(undefined, undefined, 'tr')).toContain('10.53B');
    const book = { ...freshBook(), attacks: [{ mode: 'regular' as const, faction: 'axis' as const, targets: ['eK39'], attackers: ['fj'], origins: [] }] };
    expect(rules(undefined, book)).toContain('10.53B');
  });
  it('GU-43 10.53D airdropCtl: CTL 2 or more (the Italians have 1); GU-37 10.42 specializedUnsupplied: fully supplied', () => {
    expect(rules(undefined, undefined, 'it')).toContain('10.53D');
    expect(rules(undefined, undefined, 'ps', 'eK38')).toContain('10.42');
  });
  it('GU-44 10.53E airdropWeather: not into winter effect 3+, restrictive winter, or monsoon swamp', () => {
    const g = game(base());
    expect(weatherBarsDrop(g, 'eK36', 'eM40')).toMatch(/winter effect of 3/);
    expect(weatherBarsDrop(g, 'eK36', 'eM41')).toMatch(/monsoon/);
    expect(weatherBarsDrop(g, 'eK36', 'eM42')).toMatch(/restrictive/);
    expect(weatherBarsDrop(g, 'eK36', 'eK38')).toBeUndefined();
  });
  it('GU-48 10.55C airdropMinOdds: onto enemy units only if a first round at 1:1 can follow', () => {
    expect(rules(undefined, undefined, 'fj', 'eI39')).toContain('10.55C');
  });
  it('GU-54 10.58 airdropIgnoresZoc and GU-39 10.52 airdropTiming: no ZoC is asked; drops come in the combat phase\'s two airdrop steps', () => {
    expect(rules(undefined, undefined, 'fj', 'eK38')).toEqual([]);
  });
  it('GU-42 10.53C airdropOffensiveOperation: onto enemy units with combat following', () => {
    expect(airdropIsOffensive(true, true)).toBe(true);
    expect(airdropIsOffensive(false, false)).toBe(false);
  });
  it('GU-45 10.54 airdropInterception: an aborted transport brings the unit back; a destroyed one takes it', () => {
    const ctx = context(game(base()));
    const dropped = { ...ctx, ...applyAirdrop(ctx, 'regular', { type: 'AIRDROP', unit: 'fj', hex: 'eK39' }) };
    expect(hexOfUnit(dropped.game, 'fj')).toBe('eK39');
    expect(dropped.turn.transportUsed.axis).toBe(1);
    const aborted = { ...dropped, ...applyIntercept(dropped, { type: 'INTERCEPT', unit: 'fj', outcome: 'aborted' }) };
    expect(hexOfUnit(aborted.game, 'fj')).toBe('eK36');
    const shot = { ...dropped, ...applyIntercept(dropped, { type: 'INTERCEPT', unit: 'fj', outcome: 'eliminated' }) };
    expect(shot.game.pieces.get('fj')!.at).toEqual({ kind: 'pool', nationality: 'german' });
  });
  it('GU-52 10.56 airborneWithEnemyEliminated: a dropped unit still with the enemy after combat is eliminated; GU-53 10.57: it gets no automatic supply next turn (no exploitation status)', () => {
    const ctx = context(game(base()));
    const dropped = { ...ctx, ...applyAirdrop(ctx, 'regular', { type: 'AIRDROP', unit: 'fj', hex: 'eK39' }) };
    expect(strandedAfterCombat(dropped.game, unit(dropped.game, 'fj')!)).toBe(true);
    const after = { ...dropped, ...applyStrandedAirborne(dropped, 'regular') };
    expect(after.game.pieces.get('fj')!.at.kind).toBe('pool');
    expect(unit(after.game, 'fj')!.exploitationSupply).toBe(false);
  });
  it('GU-76 10.94 flakEliminatedOnOccupation: an airborne unit landing on enemy flak alone occupies its hex, and the flak is eliminated', () => {
    const g = game(base({ units: [...base().units!, { id: 'fl', nat: 'russian', type: 'flak', values: '1-1', at: 'eK37' }] }));
    const ctx = context(g);
    expect(airdropViolations(g, freshBook(), 'regular', 'fj', 'eK37')).toEqual([]);
    const dropped = { ...ctx, ...applyAirdrop(ctx, 'regular', { type: 'AIRDROP', unit: 'fj', hex: 'eK37' }) };
    expect(hexOfUnit(dropped.game, 'fj')).toBe('eK37');
    expect(dropped.game.pieces.get('fl')!.at).toEqual({ kind: 'pool', nationality: 'russian' });
    expect(dropped.turn.airdrops.at(-1)!.onEnemy).toBe(false);
    expect(dropped.log.at(-1)!.rule).toBe('10.94');
  });
});

describe('10.6 the Chindit (GU-55..GU-58)', () => {
  const p = () => game({ map: 'p', game: { phasing: 'allies' }, factions: [{ id: 'axis' }, { id: 'russia' }, { id: 'western', airFactors: 2, airCtl: 2, airdropRange: 3 }, { id: 'nationalistChina' }], hexes: { pK36: { country: 'india' }, pK38: { front: 'southeastAsia' }, pK39: { front: 'southeastAsia' } }, units: [
    { id: 'ch', nat: 'british', type: 'chindit', values: '1-3', at: 'pK36' }, { id: 'jp', nat: 'japanese', type: 'infantry', values: '3-2', at: 'pK39' },
  ] });
  it('GU-55 10.61A chinditInherentAirdrop: no air base or transport needed; GU-57 10.61C chinditNoDropOnEnemy', () => {
    const g = p();
    expect(airdropViolations(g, freshBook(), 'regular', 'ch', 'pK38')).toEqual([]);
    expect(airdropViolations(g, freshBook(), 'regular', 'ch', 'pK39').map((v) => v.rule)).toContain('10.61C');
  });
  it('GU-56 10.61B chinditTransportLoss: its inherent transport aborted takes it home, shot down takes it too', () => {
    const ctx = context(p());
    const dropped = { ...ctx, ...applyAirdrop(ctx, 'regular', { type: 'AIRDROP', unit: 'ch', hex: 'pK38' }) };
    expect(dropped.turn.transportUsed.western ?? 0).toBe(0);
    expect(hexOfUnit({ ...dropped, ...applyIntercept(dropped, { type: 'INTERCEPT', unit: 'ch', outcome: 'aborted' }) }.game, 'ch')).toBe('pK36');
  });
});
