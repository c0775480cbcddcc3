import { describe, expect, it } from 'vitest';
import type { AttackForce } from '../../../src/awaw/model/combat.ts';
import type { AwawGame } from '../../../src/awaw/model/game.ts';
import { hexOfUnit, unit } from '../../../src/awaw/model/queries.ts';
import { defendingUnits, strengthAt, unitDefense } from '../../../src/awaw/rules/dm.ts';
import { chinditAlone, sheltered } from '../../../src/awaw/rules/dm-negative.ts';
import { game, moved, type Spec } from './helpers.ts';

/** 15.3 Defense Multipliers, each against the words of the rule and the four 15.35 examples. */
const force = (g: AwawGame, over: Partial<AttackForce> & { attackers: string[] }): AttackForce => ({
  mode: 'regular', faction: g.nationalities[unit(g, over.attackers[0]!)!.nationality]!.faction, targets: [], dropped: [], seaborne: [], groundSupport: 0, defensiveAir: 0, ...over,
});
const defense = (g: AwawGame, id: string, f: AttackForce) => unitDefense(g, unit(g, id)!, hexOfUnit(g, id)!, f);
const rules = (g: AwawGame, id: string, f: AttackForce) => defense(g, id, f).entries.map((e) => `${e.rule}:${e.value}`);
const base = (extra: Partial<Spec> = {}): Spec => ({ ...extra });

describe('15.35 the four examples (AW-T-1..AW-T-4)', () => {
  it('AW-T-1 W-15 15.32A: a 2-5 armor unit attacked on clear terrain receives +2: its defensive strength is four', () => {
    const g = game({ units: [{ id: 'ru', nat: 'russian', type: 'armor', values: '2-5', at: 'eK38' }, { id: 'ge', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }] });
    const d = defense(g, 'ru', force(g, { attackers: ['ge'], targets: ['eK38'] }));
    expect(d.entries.map((e) => e.rule)).toEqual(['15.32A']);
    expect(d.strength).toBe(4);
  });

  it('AW-T-2 W-25 15.33A, W-26 15.33B, W-12 15.31: a 2-3 Rumanian infantry attacked by exploiting armor nets 0 and defends at its face value, two', () => {
    const g = game({
      game: { phasing: 'allies' }, nationalities: { russian: { name: 'Russian', faction: 'russia', ctl: 2, homeCountries: ['russia'] } },
      units: [{ id: 'ro', nat: 'rumanian', type: 'infantry', values: '2-3', at: 'eK38' }, { id: 'ta', nat: 'russian', type: 'armor', values: '4-5', at: 'eK39' }],
    });
    const f = force(g, { mode: 'exploitation', attackers: ['ta'], targets: ['eK38'] });
    expect(rules(g, 'ro', f)).toEqual(['15.32A:2', '15.33A:-1', '15.33B:-1']);
    expect(defense(g, 'ro', f)).toMatchObject({ net: 0, strength: 2 });
  });

  it('AW-T-3 W-25 15.33A, W-33: a 4-5 Russian armor and a 3-3 Russian infantry attacked by exploiting armor total eleven', () => {
    const g = game({ units: [
      { id: 'ta', nat: 'russian', type: 'armor', values: '4-5', at: 'eK38' }, { id: 'in', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK38' },
      { id: 'pz', nat: 'german', type: 'armor', values: '4-6', at: 'eK37' },
    ] });
    const f = force(g, { mode: 'exploitation', attackers: ['pz'], targets: ['eK38'] });
    expect(defense(g, 'ta', f).strength).toBe(8);
    expect(defense(g, 'in', f).strength).toBe(3);
    expect(defendingUnits(g, f).map((u) => defense(g, u.id, f).strength).reduce((a, b) => a + b, 0)).toBe(11);
  });

  it('AW-T-4 W-17 15.32C, W-25: a 3-2 infantry attacked across a river by exploiting armor nets +2, strength six', () => {
    const g = game({
      hexsides: [{ between: ['eK37', 'eK38'], features: ['river'] }],
      units: [{ id: 'in', nat: 'russian', type: 'infantry', values: '3-2', at: 'eK38' }, { id: 'pz', nat: 'german', type: 'armor', values: '4-6', at: 'eK37' }],
    });
    const f = force(g, { mode: 'exploitation', attackers: ['pz'], targets: ['eK38'] });
    expect(rules(g, 'in', f)).toEqual(['15.32A:2', '15.32C:1', '15.33A:-1']);
    expect(defense(g, 'in', f)).toMatchObject({ net: 2, strength: 6 });
  });
});

describe('15.32 positive DMs', () => {
  const riverGame = (extra: Partial<Spec> = {}) => game(base({
    hexsides: [{ between: ['eK37', 'eK38'], features: ['river'] }, { between: ['eJ38', 'eK38'], features: ['crossingArrow'] }],
    units: [
      { id: 'd', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK38' },
      { id: 'a1', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' },
      { id: 'a2', nat: 'german', type: 'infantry', values: '3-3', at: 'eJ38' },
      { id: 'a3', nat: 'german', type: 'infantry', values: '3-3', at: 'eL37' },
      { id: 'fj', nat: 'german', type: 'airborne', values: '1-3', at: 'eK35' },
    ],
    ...extra,
  }));
  const dropped = (g: AwawGame) => moved(g, 'fj', 'eK38');

  it('W-17 15.32C dmRiver: +1 across a river or crossing arrow; negated by an attacker from a hex not across one; negated by a drop on the defender (GU-50 10.55E)', () => {
    const g = dropped(riverGame());
    expect(rules(g, 'd', force(g, { attackers: ['a1', 'a2'], targets: ['eK38'] }))).toContain('15.32C:1');
    expect(rules(g, 'd', force(g, { attackers: ['a1', 'a3'], targets: ['eK38'] }))).not.toContain('15.32C:1');
    expect(rules(g, 'd', force(g, { attackers: ['a1', 'fj'], dropped: ['fj'], targets: ['eK38'] }))).not.toContain('15.32C:1');
  });

  it('W-24 15.322 dmLaterRounds: once the unit that outflanked the river is gone, the river DM returns (the DMs are recomputed on the attackers of the round)', () => {
    const g = dropped(riverGame());
    expect(rules(g, 'd', force(g, { attackers: ['a1', 'a3'], targets: ['eK38'] }))).not.toContain('15.32C:1');
    expect(rules(g, 'd', force(g, { attackers: ['a1'], targets: ['eK38'] }))).toContain('15.32C:1');
  });

  it('W-18 15.32D dmRoughTerrain: +1 in forest, jungle, mountain, swamp; +2 in jungle/mountain', () => {
    for (const [terrain, dm] of [['forest', 1], ['jungle', 1], ['mountain', 1], ['swamp', 1], ['jungleMountain', 2]] as const) {
      const g = game({ hexes: { eK38: { terrain } }, units: [{ id: 'd', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'a', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }] });
      expect(rules(g, 'd', force(g, { attackers: ['a'], targets: ['eK38'] }))).toContain(`15.32D:${dm}`);
    }
  });

  it('W-19 15.32E dmFortress: +2 in a fortress hex, not negated by a drop; behind a fortress line only if every attacking side is fortified (Maginot)', () => {
    const g = game({
      hexes: { eK38: { features: ['fortress'] } },
      hexsides: [{ between: ['eI36', 'eI37'], line: { kind: 'fortress', protects: 'eI37' } }],
      units: [
        { id: 'd', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'a', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' },
        { id: 'fj', nat: 'german', type: 'airborne', values: '1-3', at: 'eK35' },
        { id: 'm', nat: 'russian', type: 'infantry', values: '3-3', at: 'eI37' }, { id: 'b1', nat: 'german', type: 'infantry', values: '3-3', at: 'eI36' }, { id: 'b2', nat: 'german', type: 'infantry', values: '3-3', at: 'eH37' },
      ],
    });
    const gd = moved(g, 'fj', 'eK38');
    expect(rules(gd, 'd', force(gd, { attackers: ['a', 'fj'], dropped: ['fj'], targets: ['eK38'] }))).toContain('15.32E:2');
    expect(rules(g, 'm', force(g, { attackers: ['b1'], targets: ['eI37'] }))).toContain('15.32E:2');
    expect(rules(g, 'm', force(g, { attackers: ['b1', 'b2'], targets: ['eI37'] }))).not.toContain('15.32E:2');
  });

  it('W-20 15.32F dmFortification and W-23 15.321 dmWestWallCombo: +1 for a fortification counter or line; Axis West Wall units attacked across river sides and fortified sides receive +1, across sides both at once +2', () => {
    const g = game({
      game: { phasing: 'allies' },
      hexsides: [
        { between: ['eK37', 'eK38'], line: { kind: 'fortification', protects: 'eK38' } },
        { between: ['eJ38', 'eK38'], features: ['river'] },
        { between: ['eK38', 'eK39'], features: ['river'], line: { kind: 'fortification', protects: 'eK38' } },
      ],
      markers: [{ id: 'fort', type: 'fortification', faction: 'russia', at: 'eM38' }],
      units: [
        { id: 'ww', nat: 'german', type: 'infantry', values: '3-3', at: 'eK38' },
        { id: 'w1', nat: 'british', type: 'infantry', values: '3-3', at: 'eK37' }, { id: 'w2', nat: 'british', type: 'infantry', values: '3-3', at: 'eJ38' },
        { id: 'w3', nat: 'british', type: 'infantry', values: '3-3', at: 'eK39' },
        { id: 'rf', nat: 'russian', type: 'infantry', values: '3-3', at: 'eM38' }, { id: 'g1', nat: 'german', type: 'infantry', values: '3-3', at: 'eM37' },
      ],
    });
    expect(rules(g, 'ww', force(g, { attackers: ['w1'], targets: ['eK38'] }))).toContain('15.32F:1');
    expect(rules(g, 'ww', force(g, { attackers: ['w1', 'w2'], targets: ['eK38'] })).filter((r) => r !== '15.32A:2')).toEqual(['15.321:1']);
    expect(rules(g, 'ww', force(g, { attackers: ['w3'], targets: ['eK38'] }))).toEqual(['15.32A:2', '15.32C:1', '15.32F:1']);
    const axis = game({ markers: [{ id: 'fort', type: 'fortification', faction: 'russia', at: 'eM38' }], units: [{ id: 'rf', nat: 'russian', type: 'infantry', values: '3-3', at: 'eM38' }, { id: 'g1', nat: 'german', type: 'infantry', values: '3-3', at: 'eM37' }] });
    expect(rules(axis, 'rf', force(axis, { attackers: ['g1'], targets: ['eM38'] }))).toContain('15.32F:1');
  });

  it('W-16 15.32B dmVsInvasion (GU-66 10.71, GU-72 10.84), W-21 15.32G dmBeachDefense: +1 against an invasion unless half its factors are marines; commandos do not count; a beach defense +1, negated by attackers from land', () => {
    const g = game({
      markers: [{ id: 'bd', type: 'beachDefense', faction: 'russia', at: 'eK38' }],
      units: [
        { id: 'd', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK38' },
        { id: 'inf', nat: 'american', type: 'infantry', values: '3-3', at: 'eI40' }, { id: 'mar', nat: 'american', type: 'marine', values: '1-3', at: 'eI40' },
        { id: 'com', nat: 'british', type: 'commando', values: '1-3', at: 'eI41' }, { id: 'land', nat: 'british', type: 'infantry', values: '3-3', at: 'eK37' },
      ],
    });
    const inv = (seaborne: string[], extra: string[] = []) => rules(g, 'd', force(g, { attackers: [...seaborne, ...extra], seaborne, targets: ['eK38'] }));
    expect(inv(['inf'])).toEqual(['15.32A:2', '15.32B:1', '15.32G:1']);
    expect(inv(['mar'])).not.toContain('15.32B:1');
    expect(inv(['inf', 'com'])).toContain('15.32B:1');
    expect(inv(['inf'], ['land'])).toEqual(['15.32A:2', '15.32B:1']);
  });

  it('W-22 15.32H dmVsAirdropOnly (GU-49 10.55D): against an airdrop alone infantry, replacements and partisans +1, armor and specialized units +2', () => {
    const g = moved(game({ units: [
      { id: 'i', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'ar', nat: 'russian', type: 'armor', values: '3-5', at: 'eK38' },
      { id: 'fj', nat: 'german', type: 'airborne', values: '1-3', at: 'eK35' },
    ] }), 'fj', 'eK38');
    const f = force(g, { attackers: ['fj'], dropped: ['fj'], targets: ['eK38'] });
    expect(rules(g, 'i', f)).toContain('15.32H:1');
    expect(rules(g, 'ar', f)).toContain('15.32H:2');
  });
});

describe('15.33 negative DMs (004, its missing items from 001)', () => {
  it('W-25 15.33A with GU-6 10.13, GU-12 10.24, GU-36 10.41F: exploiting armor CTL 2+ takes −1 from infantry and replacements, not in a capital, objective, IC, bridgehead or railhead, never from specialized units or armor', () => {
    const g = game({
      hexes: { eK40: { features: ['objective'] } },
      markers: [{ id: 'rh', type: 'railhead', faction: 'russia', at: 'eL40' }],
      units: [
        { id: 'i', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'r', nat: 'russian', type: 'replacement', values: '1-1', at: 'eK38' },
        { id: 'obj', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK40' }, { id: 'rail', nat: 'russian', type: 'infantry', values: '3-3', at: 'eL40' },
        { id: 'ab', nat: 'russian', type: 'airborne', values: '1-3', at: 'eK38' },
        { id: 'pz', nat: 'german', type: 'armor', values: '4-6', at: 'eK37' }, { id: 'it', nat: 'italian', type: 'armor', values: '2-5', at: 'eK37' },
      ],
    });
    const f = force(g, { mode: 'exploitation', attackers: ['pz'], targets: ['eK38'] });
    expect(rules(g, 'i', f)).toContain('15.33A:-1');
    expect(rules(g, 'r', f)).toContain('15.33A:-1');
    expect(rules(g, 'ab', f)).not.toContain('15.33A:-1');
    expect(rules(g, 'obj', f)).not.toContain('15.33A:-1');
    expect(rules(g, 'rail', f)).not.toContain('15.33A:-1');
    expect(sheltered(g, 'eK40') && sheltered(g, 'eL40') && !sheltered(g, 'eK38')).toBe(true);
    // CTL 1 exploiting armor (Italian) does not (AG-G-39); nor does regular combat.
    expect(rules(g, 'i', force(g, { mode: 'exploitation', attackers: ['it'], targets: ['eK38'] }))).not.toContain('15.33A:-1');
    expect(rules(g, 'i', force(g, { attackers: ['pz'], targets: ['eK38'] }))).not.toContain('15.33A:-1');
  });

  it('W-33 15.331 armorAsInfantry with GU-18 10.32: armor whose mechanized component is negated (partial supply) takes infantry\'s −1 against exploiting armor', () => {
    const g = game({ units: [
      { id: 'ar', nat: 'russian', type: 'armor', values: '3-5', at: 'eK38', extra: { supply: 'partial' } },
      { id: 'pz', nat: 'german', type: 'armor', values: '4-6', at: 'eK37' },
    ] });
    expect(rules(g, 'ar', force(g, { mode: 'exploitation', attackers: ['pz'], targets: ['eK38'] }))).toContain('15.33A:-1');
  });

  it('W-26 15.33B dmItalianMinor: Italians outside the Mediterranean front, all Italians when Rome falls, minor infantry outside its home country (not exempt ones, not in the Pacific)', () => {
    const g = game({
      game: { phasing: 'allies', conditions: { italianCollapse: true } },
      hexes: { eM38: { front: 'mediterranean' }, eK40: { country: 'rumania' } },
      nationalities: { finnish: { name: 'Finnish', faction: 'axis', ctl: 1, minor: true, minorPenaltyExempt: true, homeCountries: ['germany'] } },
      units: [
        { id: 'it', nat: 'italian', type: 'infantry', values: '2-3', at: 'eK38' }, { id: 'itm', nat: 'italian', type: 'infantry', values: '2-3', at: 'eM38' },
        { id: 'ita', nat: 'italian', type: 'armor', values: '2-5', at: 'eM39' },
        { id: 'ro', nat: 'rumanian', type: 'infantry', values: '2-3', at: 'eI38' }, { id: 'roh', nat: 'rumanian', type: 'infantry', values: '2-3', at: 'eK40' },
        { id: 'fi', nat: 'finnish', type: 'infantry', values: '2-3', at: 'eH38' },
        { id: 'ru', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK41' },
      ],
    });
    const f = (t: string) => force(g, { attackers: ['ru'], targets: [t] });
    expect(rules(g, 'it', f('eK38')).filter((r) => r.startsWith('15.33B'))).toEqual(['15.33B:-1', '15.33B:-1']);
    expect(rules(g, 'itm', f('eM38')).filter((r) => r.startsWith('15.33B'))).toEqual(['15.33B:-1']);
    expect(rules(g, 'ita', f('eM39')).filter((r) => r.startsWith('15.33B'))).toEqual(['15.33B:-1']);
    expect(rules(g, 'ro', f('eI38'))).toContain('15.33B:-1');
    expect(rules(g, 'roh', f('eK40'))).not.toContain('15.33B:-1');
    expect(rules(g, 'fi', f('eH38'))).not.toContain('15.33B:-1');
    const pacific = game({ map: 'p', game: { phasing: 'allies' }, units: [{ id: 'ro', nat: 'rumanian', type: 'infantry', values: '2-3', at: 'pI38' }, { id: 'ru', nat: 'russian', type: 'infantry', values: '3-3', at: 'pI39' }] });
    expect(rules(pacific, 'ro', force(pacific, { attackers: ['ru'], targets: ['pI38'] }))).not.toContain('15.33B:-1');
  });

  it('W-27 15.33C dmLowCtl and W-64 15.82E ctlDefense: infantry and replacements of CTL 0 or less take −1 away from home and shelter; partisans always', () => {
    const g = game({
      game: { phasing: 'allies' },
      hexes: { eM38: { country: 'rumania' } },
      nationalities: { rumanian: { name: 'Rumanian', faction: 'axis', ctl: 0, minor: true, homeCountries: ['rumania'] } },
      units: [
        { id: 'ro', nat: 'rumanian', type: 'replacement', values: '1-1', at: 'eK38' }, { id: 'roh', nat: 'rumanian', type: 'infantry', values: '2-3', at: 'eM38' },
        { id: 'pa', nat: 'german', type: 'partisan', values: '1-1', at: 'eI38' }, { id: 'ru', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK39' },
      ],
    });
    expect(rules(g, 'ro', force(g, { attackers: ['ru'], targets: ['eK38'] }))).toContain('15.33C:-1');
    expect(rules(g, 'roh', force(g, { attackers: ['ru'], targets: ['eM38'] }))).not.toContain('15.33C:-1');
    expect(rules(g, 'pa', force(g, { attackers: ['ru'], targets: ['eI38'] }))).toContain('15.33C:-1');
  });

  it('W-28 15.33D dmSupply: forts lose a DM per unsupplied turn; isolation costs a DM per turn, not to partially supplied units nor to units that came by movement', () => {
    const g = game({
      hexes: { eK38: { fortUnsuppliedTurns: 1 } },
      markers: [{ id: 'fort', type: 'fortification', faction: 'russia', at: 'eK38' }],
      units: [
        { id: 'f', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK38' },
        { id: 'iso', nat: 'russian', type: 'infantry', values: '3-3', at: 'eM38', extra: { isolation: { turns: 2, entered: 'survived' } } },
        { id: 'isop', nat: 'russian', type: 'infantry', values: '3-3', at: 'eM39', extra: { supply: 'partial', isolation: { turns: 2, entered: 'survived' } } },
        { id: 'isom', nat: 'russian', type: 'infantry', values: '3-3', at: 'eI38', extra: { isolation: { turns: 1, entered: 'movement' } } },
        { id: 'ge', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' },
      ],
    });
    expect(rules(g, 'f', force(g, { attackers: ['ge'], targets: ['eK38'] }))).toEqual(['15.32A:2', '15.32F:1', '15.33D:-1']);
    expect(rules(g, 'iso', force(g, { attackers: ['ge'], targets: ['eM38'] }))).toContain('15.33D:-2');
    expect(rules(g, 'isop', force(g, { attackers: ['ge'], targets: ['eM39'] })).some((r) => r.startsWith('15.33D'))).toBe(false);
    expect(rules(g, 'isom', force(g, { attackers: ['ge'], targets: ['eI38'] })).some((r) => r.startsWith('15.33D'))).toBe(false);
  });

  it('W-29 15.33E dmJapaneseSurprise and W-30 15.33F dmChineseResistance', () => {
    const g = game({
      map: 'p', game: { conditions: { japaneseSurprise: true, chineseResistance: 0 } },
      hexes: { pK40: { country: 'china' } },
      units: [
        { id: 'br', nat: 'british', type: 'infantry', values: '3-2', at: 'pK38' }, { id: 'bra', nat: 'british', type: 'armor', values: '3-4', at: 'pK38' },
        { id: 'ch', nat: 'chinese', type: 'infantry', values: '2-2', at: 'pM38' }, { id: 'chh', nat: 'chinese', type: 'infantry', values: '2-2', at: 'pK40' },
        { id: 'jp', nat: 'japanese', type: 'infantry', values: '3-2', at: 'pK39' },
      ],
    });
    const f = (t: string) => force(g, { attackers: ['jp'], targets: [t] });
    expect(rules(g, 'br', f('pK38'))).toContain('15.33E:-1');
    expect(rules(g, 'bra', f('pK38'))).not.toContain('15.33E:-1');
    expect(rules(g, 'ch', f('pM38'))).toContain('15.33F:-1');
    expect(rules(g, 'chh', f('pK40'))).not.toContain('15.33F:-1');
    const collapse = game({ map: 'p', game: { conditions: { chineseResistance: -3 } }, hexes: { pK40: { country: 'china' } }, units: [{ id: 'chh', nat: 'chinese', type: 'infantry', values: '2-2', at: 'pK40' }, { id: 'jp', nat: 'japanese', type: 'infantry', values: '3-2', at: 'pK39' }] });
    expect(rules(collapse, 'chh', force(collapse, { attackers: ['jp'], targets: ['pK40'] }))).toContain('15.33F:-1');
  });

  it('W-31 15.33G dmRgtWeather: the Russian surprise turn (Axis armor attacking, regular combat, not objectives), and a 7+ winter effect', () => {
    const g = game({
      game: { conditions: { russianSurprise: { active: true, countries: ['russia'] } } },
      weatherAreas: [{ id: 'area', name: 'Area', winterLevel: 7 }],
      hexes: { eM38: { features: ['objective'] } },
      units: [
        { id: 'ru', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK38' }, { id: 'ro', nat: 'russian', type: 'infantry', values: '3-3', at: 'eM38' },
        { id: 'pz', nat: 'german', type: 'armor', values: '4-6', at: 'eK37' }, { id: 'in', nat: 'german', type: 'infantry', values: '3-3', at: 'eM37' },
      ],
    });
    expect(rules(g, 'ru', force(g, { attackers: ['pz'], targets: ['eK38'] })).filter((r) => r.startsWith('15.33G'))).toEqual(['15.33G:-1', '15.33G:-1']);
    expect(rules(g, 'ru', force(g, { mode: 'exploitation', attackers: ['pz'], targets: ['eK38'] })).filter((r) => r.startsWith('15.33G'))).toEqual(['15.33G:-1']);
    expect(rules(g, 'ro', force(g, { attackers: ['in'], targets: ['eM38'] })).filter((r) => r.startsWith('15.33G'))).toEqual([]);
  });

  it('W-32 15.33H dmChindit (GU-61 10.64A): −1 to units attacked by the Chindit when no other Western Allied unit is with or next to it', () => {
    const g = game({ map: 'p', game: { phasing: 'allies' }, hexes: { pK38: { country: 'india', front: 'southeastAsia' }, pK40: { country: 'india' }, pK41: { country: 'india' } }, units: [
      { id: 'jp', nat: 'japanese', type: 'infantry', values: '3-2', at: 'pK39' }, { id: 'ch', nat: 'british', type: 'chindit', values: '1-3', at: 'pK38' },
      { id: 'br', nat: 'british', type: 'infantry', values: '3-2', at: 'pK41' },
    ] });
    expect(chinditAlone(g, unit(g, 'ch')!)).toBe(true);
    expect(rules(g, 'jp', force(g, { attackers: ['ch'], targets: ['pK39'] }))).toContain('15.33H:-1');
  });

  it('W-13 15.35 dmCumulative and W-12 15.31: DMs add up; units of one hex may differ; never below face value', () => {
    expect(strengthAt(3, -2)).toBe(3);
    expect(strengthAt(3, 0)).toBe(3);
    expect(strengthAt(3, 3)).toBe(9);
  });

  it('W-14 15.34 dmOverruns: overruns are movement (issue 20); the same unitDefense serves them', () => {
    expect(typeof unitDefense).toBe('function');
  });
});
