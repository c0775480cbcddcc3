import { describe, expect, it } from 'vitest';
import { attackOptions, maxGroundSupport, owedAirdropAttack } from '../../../src/awaw/legal/attack.ts';
import { advanceViolations, defendersGone } from '../../../src/awaw/rules/advance.ts';
import { attackViolations, forceOf, minimumOddsCategory, monsoonBars } from '../../../src/awaw/rules/attack.ts';
import { anotherRoundBar, roundAttackers, supportInRound } from '../../../src/awaw/rules/rounds.ts';
import { onMap } from '../../../src/awaw/rules/losses.ts';
import type { AwawGame } from '../../../src/awaw/model/game.ts';
import type { TurnBook, UnderWayAttack } from '../../../src/awaw/turn/context.ts';
import { freshBook } from '../../../src/awaw/turn/context.ts';
import { eliminate } from '../../../src/awaw/apply/common.ts';
import { context, game, moved } from './helpers.ts';

const codes = (vs: readonly { code: string }[]) => vs.map((v) => v.code);
const check = (g: AwawGame, targets: string[], attackers: string[], book: TurnBook = freshBook(), mode: 'regular' | 'exploitation' = 'regular') =>
  codes(attackViolations(g, book, mode, targets, attackers, maxGroundSupport(g, book, attackers.filter((id) => g.pieces.has(id)))));

const front = () => game({
  hexes: { eM39: { terrain: 'swamp', weatherArea: 'monsoon' }, eM38: { terrain: 'swamp', weatherArea: 'monsoon' } },
  weatherAreas: [{ id: 'area', name: 'Area' }, { id: 'monsoon', name: 'Monsoon', monsoon: true }],
  markers: [{ id: 'bh', type: 'bridgehead', faction: 'axis', at: 'eL37', origin: 'river' }],
  units: [
    { id: 'r1', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'r2', nat: 'russian', type: 'infantry', values: '3-3', at: 'eJ39' },
    { id: 'g1', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }, { id: 'g2', nat: 'german', type: 'armor', values: '4-6', at: 'eK37' },
    { id: 'b1', nat: 'german', type: 'infantry', values: '3-3', at: 'eL37' }, { id: 'b2', nat: 'german', type: 'infantry', values: '3-3', at: 'eL37' },
    { id: 'b3', nat: 'german', type: 'infantry', values: '3-3', at: 'eL37' }, { id: 'fj', nat: 'german', type: 'airborne', values: '1-3', at: 'eL37' },
    { id: 'rp', nat: 'german', type: 'replacement', values: '1-1', at: 'eJ38' }, { id: 'fk', nat: 'german', type: 'flak', values: '1-1', at: 'eJ38' },
    { id: 'far', nat: 'german', type: 'infantry', values: '3-3', at: 'eH35' }, { id: 'r3', nat: 'russian', type: 'infantry', values: '3-3', at: 'eM39' },
    { id: 'g3', nat: 'german', type: 'infantry', values: '3-3', at: 'eM38' },
  ],
});

describe('15.2 and 15.4: who may attack what', () => {
  it('W-1 15.21 eligibleAttackers: adjacent units attack; not from or into monsoon swamp; GU-9 10.23 replacements and GU-75 10.93 flak never', () => {
    const g = front();
    expect(check(g, ['eK38'], ['g1', 'g2'])).toEqual([]);
    expect(check(g, ['eK38'], ['far'])).toEqual(['attack.notAdjacent']);
    expect(check(g, ['eK38'], ['rp'])).toEqual(['attack.mayNotAttack']);
    expect(check(g, ['eK38'], ['fk'])).toContain('attack.mayNotAttack');
    expect(monsoonBars(g, 'eM39')).toBe(true);
    expect(check(g, ['eM39'], ['g3'])).toContain('attack.monsoon');
  });

  it('W-2 15.22 attacksOptional: DONE is legal, unless an airdrop sits on enemy units that an attack could take on', () => {
    const g = front();
    expect(owedAirdropAttack(g, freshBook(), 'regular')).toBeUndefined();
    const dropped = moved(g, 'fj', 'eK38');
    const book: TurnBook = { ...freshBook(), airdrops: [{ unit: 'fj', from: 'eJ37', hex: 'eK38', mode: 'regular', status: 'dropped', onEnemy: true }] };
    expect(owedAirdropAttack(dropped, book, 'regular')).toBe('eK38');
  });

  it('W-3 15.23 noBoxAttacks: no attack into or out of a mapboard box', () => {
    const g = game({ boxes: [{ id: 'urals', name: 'Urals', attritionLosses: false }], units: [{ id: 'r1', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'g', nat: 'german', type: 'infantry', values: '3-3', at: 'box:urals' }] });
    expect(check(g, ['eK38'], ['g'])).toContain('attack.offMap');
    expect(check(front(), ['eK99'], ['g1'])).toEqual(['attack.notAHex']);
  });

  it('W-4 15.41 defendersCollective and W-7 15.44 multiHexDefense: every unit of the hex defends; several hexes only if every attacker touches every one', () => {
    const g = front();
    expect(check(g, ['eK38', 'eJ39'], ['g1'])).toContain('attack.notAdjacent');
    const both = game({ units: [
      { id: 'r1', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'r2', nat: 'russian', type: 'infantry', values: '3-3', at: 'eJ38' },
      { id: 'g1', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' },
    ] });
    expect(check(both, ['eK38', 'eJ38'], ['g1'])).toEqual([]);
  });

  it('W-5 15.42 splitHexAttackers and W-6 15.43 noSplitFactor: units of one hex may attack different hexes; a unit attacks once', () => {
    const g = front();
    const book: TurnBook = { ...freshBook(), attacks: [{ mode: 'regular', faction: 'axis', targets: ['eK38'], attackers: ['g1'], origins: [{ unit: 'g1', hex: 'eK37' }] }] };
    expect(check(g, ['eK38'], ['g1'], book)).toContain('attack.twice');
    expect(check(g, ['eJ38'].filter(() => false).concat(['eK38']), ['g2'], book)).toContain('attack.hexTwice');
  });

  it('W-9 15.46 attackedOncePerPhase: a hex once per faction in regular combat, again in exploitation', () => {
    const g = front();
    const book: TurnBook = { ...freshBook(), attacks: [{ mode: 'regular', faction: 'axis', targets: ['eK38'], attackers: ['g1'], origins: [] }] };
    expect(check(g, ['eK38'], ['g2'], book)).toContain('attack.hexTwice');
    expect(check(g, ['eK38'], ['g2'], { ...book, exploiters: [{ unit: 'g2', breakthrough: 'eK37' }] }, 'exploitation')).not.toContain('attack.hexTwice');
  });

  it('W-10 15.47 twoPerHex: at most two ground units attack from a hex (a bridgehead of three), specialized units apart', () => {
    const g = front();
    expect(check(g, ['eK38'], ['b1', 'b2', 'b3'])).toContain('attack.twoPerHex');
    expect(check(g, ['eK38'], ['b1', 'b2', 'fj'])).toEqual([]);
  });

  it('W-37 15.52 minimumOddsExceptions: French units, airdrops and fortifications need 1:1 (GU-48 10.55C)', () => {
    const g = game({
      markers: [{ id: 'fort', type: 'fortification', faction: 'russia', at: 'eK38' }],
      units: [
        { id: 'r1', nat: 'russian', type: 'infantry', values: '6-3', at: 'eK38' }, { id: 'g1', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' },
        { id: 'r2', nat: 'german', type: 'infantry', values: '6-3', at: 'eM38' }, { id: 'fr', nat: 'french', type: 'infantry', values: '3-3', at: 'eM37' },
      ],
    });
    expect(minimumOddsCategory(g, freshBook(), ['eK38'], [g.pieces.get('g1')!.piece as never], 'axis')).toMatch(/fortification/);
    expect(codes(attackViolations(g, freshBook(), 'regular', ['eK38'], ['g1'], 0))).toEqual(['attack.belowOneToOne']);
    expect(codes(attackViolations(g, freshBook(), 'regular', ['eK38'], ['g1'], 30))).toEqual([]);
    const allies = { ...g, info: { ...g.info, phasing: 'allies' as const } };
    expect(codes(attackViolations(allies, freshBook(), 'regular', ['eM38'], ['fr'], 0))).toEqual(['attack.belowOneToOne']);
    expect(minimumOddsCategory(allies, freshBook(), ['eM38'], [allies.pieces.get('fr')!.piece as never], 'western')).toMatch(/French/);
  });

  it('GU-46 10.55A airborneAttackDropHexOnly and GU-47 10.55B: a dropped unit attacks only its drop hex, or a multi-hex attack that includes it', () => {
    const g = moved(front(), 'fj', 'eK38');
    const book: TurnBook = { ...freshBook(), airdrops: [{ unit: 'fj', from: 'eJ37', hex: 'eK38', mode: 'regular', status: 'dropped', onEnemy: true }] };
    expect(check(g, ['eJ39'], ['fj'], book)).toContain('attack.dropHexOnly');
    expect(check(g, ['eK38'], ['fj', 'g1'], book)).toEqual([]);
  });

  it('GU-58 10.61D chinditNoActAfterDrop: the Chindit does not attack in the phase it drops', () => {
    const g = game({ map: 'p', game: { phasing: 'allies' }, hexes: { pK37: { country: 'india' }, pK38: { front: 'southeastAsia' } }, units: [
      { id: 'jp', nat: 'japanese', type: 'infantry', values: '3-2', at: 'pK39' }, { id: 'ch', nat: 'british', type: 'chindit', values: '1-3', at: 'pK37' },
    ] });
    const after = moved(g, 'ch', 'pK38');
    const book: TurnBook = { ...freshBook(), airdrops: [{ unit: 'ch', from: 'pK37', hex: 'pK38', mode: 'regular', status: 'dropped', onEnemy: false }] };
    expect(codes(attackViolations(after, book, 'regular', ['pK39'], ['ch'], 0))).toContain('attack.chinditDropped');
  });

  it('XP-28 16.41 exploitAttackers: in exploitation only exploiting armor and airborne dropped during exploitation attack', () => {
    const g = front();
    const book: TurnBook = { ...freshBook(), exploiters: [{ unit: 'g2', breakthrough: 'eK37' }] };
    expect(check(g, ['eK38'], ['g2'], book, 'exploitation')).toEqual([]);
    expect(check(g, ['eK38'], ['g1'], book, 'exploitation')).toContain('attack.notExploiting');
  });

  it('XP-33 16.45 attacksFromBreakthrough: exploiting armor still on its breakthrough hex is not limited to two', () => {
    const g = game({ units: [
      { id: 'r1', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK38' },
      { id: 'p1', nat: 'german', type: 'armor', values: '4-6', at: 'eK37' }, { id: 'p2', nat: 'german', type: 'armor', values: '4-6', at: 'eK37' },
      { id: 'p3', nat: 'german', type: 'armor', values: '4-6', at: 'eJ37' },
    ] });
    const three = moved(g, 'p3', 'eK37');
    const book: TurnBook = { ...freshBook(), exploiters: ['p1', 'p2', 'p3'].map((unit) => ({ unit, breakthrough: 'eK37' })) };
    expect(check(three, ['eK38'], ['p1', 'p2', 'p3'], book, 'exploitation')).toEqual([]);
  });

  it('the enumerator lists exactly the legal attacks (every one passes the check)', () => {
    const g = front();
    const options = attackOptions(g, freshBook(), 'regular');
    expect(options.length).toBeGreaterThan(5);
    for (const e of options) if (e.type === 'ATTACK') expect(check(g, [e.target, ...(e.moreTargets ?? [])], e.attackers)).toEqual([]);
  });
});

describe('15.7 additional rounds and 15.9 advance', () => {
  const attack = (g: AwawGame, over: Partial<UnderWayAttack> = {}): UnderWayAttack => ({
    mode: 'regular', faction: 'axis', targets: ['eK38'], attackers: ['g1', 'it'], dropped: [], defenders: ['r1', 'r2'], defenderHexes: ['eK38', 'eK38'],
    firstRoundHexes: ['eK37'], origins: [], groundSupport: 4, defensiveAir: 0, supportDeclared: true, defensiveAirDeclared: true, over: false, advanced: [], earlier: [],
    round: { number: 1, attackers: ['g1', 'it'], groundSupport: 4, defensiveAir: 0, defenses: [], attack: 9, defense: 9, odds: '1:1', column: '1:1', attackerOptionTaken: true, defenderOptionTaken: true, fortifiedConversion: false, attackerLost: 0, defenderLost: 0 },
    ...over,
  });
  const g0 = () => game({
    factions: [{ id: 'axis', airFactors: 10, airCtl: 1 }, { id: 'russia', airFactors: 0 }, { id: 'western', airFactors: 0 }, { id: 'nationalistChina', airFactors: 0 }],
    units: [
      { id: 'r1', nat: 'russian', type: 'infantry', values: '2-3', at: 'eK38' }, { id: 'r2', nat: 'russian', type: 'replacement', values: '1-1', at: 'eK38' },
      { id: 'g1', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37', extra: {} }, { id: 'it', nat: 'italian', type: 'infantry', values: '2-3', at: 'eK37' },
      { id: 'un', nat: 'german', type: 'infantry', values: '3-3', at: 'eL37', extra: { supply: 'unsupplied' } },
    ],
  });

  it('W-55 15.71/15.72 continueRound and W-56 roundParticipants: another round while both sides stand; the CTL-1 Italians drop out (W-59)', () => {
    const g = g0();
    expect(anotherRoundBar(g, freshBook(), attack(g))).toBeUndefined();
    expect(roundAttackers(g, attack(g), 2).map((u) => u.id)).toEqual(['g1']);
    const gone = eliminate(eliminate(g, 'r1'), 'r2');
    expect(anotherRoundBar(gone, freshBook(), attack(gone))).toMatch(/no ground unit/);
    const italians = eliminate(g, 'g1');
    expect(anotherRoundBar(italians, freshBook(), attack(italians))).toMatch(/CTL/);
  });

  it('W-57 15.73 noReinforcement: the committed attackers are the only ones (un, adjacent, never joins)', () => {
    const g = g0();
    expect(onMap(g, attack(g).attackers).map((u) => u.id)).not.toContain('un');
  });

  it('W-61 with W-56: CTL-1 air supports the first round only', () => {
    const g = g0();
    expect(supportInRound(g, attack(g), 1)).toBe(4);
    expect(supportInRound(g, attack(g), 2)).toBe(0);
  });

  it('W-58 15.74 oddsRecalculated: against a fortification a round below 1:1 is not fought', () => {
    const g = game({
      markers: [{ id: 'fort', type: 'fortification', faction: 'russia', at: 'eK38' }],
      units: [{ id: 'r1', nat: 'russian', type: 'infantry', values: '6-3', at: 'eK38' }, { id: 'g1', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }],
    });
    const a = attack(g, { attackers: ['g1'], defenders: ['r1'], groundSupport: 0, round: { ...attack(g).round!, attackers: ['g1'], groundSupport: 0 } });
    expect(anotherRoundBar(g, freshBook(), a)).toMatch(/15\.74/);
  });

  it('W-65 15.91 advanceAfterCombat and W-66 15.92A-D: only once every defender is gone, not unsupplied units, not airdropped ones (GU-51 10.56); W-67 15.93: one faction attacks', () => {
    const g = g0();
    expect(advanceViolations(g, freshBook(), attack(g), 'g1', 'eK38').map((v) => v.code)).toContain('advance.defendersLeft');
    const clear = eliminate(eliminate(g, 'r1'), 'r2');
    expect(defendersGone(clear, attack(clear))).toBe(true);
    expect(advanceViolations(clear, freshBook(), attack(clear), 'g1', 'eK38')).toEqual([]);
    const withUn = attack(clear, { attackers: ['g1', 'it', 'un'] });
    expect(advanceViolations(clear, freshBook(), withUn, 'un', 'eK38').map((v) => v.code)).toContain('advance.unsupplied');
    const book: TurnBook = { ...freshBook(), airdrops: [{ unit: 'it', from: 'eK37', hex: 'eK37', mode: 'regular', status: 'dropped', onEnemy: false }] };
    expect(advanceViolations(clear, book, attack(clear), 'it', 'eK38').map((v) => v.code)).toContain('advance.airdropped');
    expect(forceOf(freshBook(), 'regular', 'axis', ['eK38'], ['g1']).faction).toBe('axis');
    void context;
  });
});
