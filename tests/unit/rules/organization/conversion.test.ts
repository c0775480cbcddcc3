import { describe, expect, it } from 'vitest';
import { applyChanges } from '../../../../src/ds/apply/organization/apply-plan.ts';
import { FORTRESS_LOCATIONS } from '../../../../src/ds/data/fortress-locations.ts';
import type { GroundUnit } from '../../../../src/ds/model/ground-units.ts';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import { planConversion } from '../../../../src/ds/rules/organization/conversion.ts';
import { fortressHexViolations, fortressLocation, russianHexBorderingManchukuo } from '../../../../src/ds/rules/organization/fortress-locations.ts';
import { codes, expectLegal, hex, move, north, pool, teaching, unit, unsupplied, withAirForce, withJapaneseMandate, withUnit, withUnits } from './helpers.ts';

type F = 'axis' | 'western' | 'soviet';
const convert = (s: DsGameState, f: F, u: string, into: string, used: string[] = []) => planConversion(s, f, used, { unit: u, into });
const mandate = (s: DsGameState) => move(s, 'japanese-mandate', { kind: 'track', track: 'victoryPoints', space: 10 });
const fort = (name: string, nationality: GroundUnit['nationality'], extra: Partial<GroundUnit> = {}) =>
  unit(`${name}-fort`, { name, nationality, type: 'fortress', fortKind: 'fortress', steps: 2, ...extra });

describe('2.3.2 Fortress and Garrison Conversion', () => {
  it('DS-CL-11 FC-1 FH-5 2.3.2.1: with the Japanese Mandate marker on the VP Track, a Japanese one-step armor unit in a Land hex becomes the two-step Per fortress; only one Per per turn', () => {
    const s = mandate(north());
    const plan = expectLegal(convert(s, 'axis', 'jp-armor-1', 'jp-per-1'));
    expect(plan.oncePerTurn).toBe('Per');
    const after = applyChanges(s, plan);
    expect(after.counters.get('jp-per-1')).toMatchObject({ at: hex('w5124'), counter: { steps: 2, type: 'fortress' } });
    expect(after.counters.get('jp-armor-1')?.at).toEqual(pool('axis'));
    expect(codes(convert(after, 'axis', 'jp-inf-1', 'jp-per-2', ['Per']))).toEqual(['conversion.oncePerTurn']);
  });

  it('FH-5 2.3.2.4: no Per fortress unless the Axis Japanese Mandate marker is on the VP Track', () => {
    expect(codes(convert(north(), 'axis', 'jp-armor-1', 'jp-per-1'))).toEqual(['conversion.japaneseMandate']);
  });

  it('FC-1 2.3.2.1: only a one-step infantry-type or armor-type unit in a Land hex converts, into a fortress of its own nationality', () => {
    const s = withUnits(mandate(north()),
      [unit('jp-two', { steps: 2 }), hex('w5124')],
      [unit('jp-hq-1', { type: 'hq' }), hex('w5124')],
      [unit('jp-at-sea'), hex('w5025')]);
    expect(codes(convert(s, 'axis', 'jp-two', 'jp-per-1'))).toEqual(['conversion.notOneStep']);
    expect(codes(convert(s, 'axis', 'jp-hq-1', 'jp-per-1'))).toEqual(['conversion.notInfantryOrArmor']);
    expect(codes(convert(s, 'axis', 'jp-at-sea', 'jp-per-1'))).toEqual(['conversion.notLand']);
    expect(codes(convert(s, 'axis', 'mk-inf-1', 'jp-dai-fort'))).toEqual(['conversion.nationality']);
  });

  it('FH-4 FH-8 2.3.2.4: the Japanese and the Manchukuo Dai fortress go only in Dairen (w5125); FC-2 2.3.2.1: never where another fortress is', () => {
    const s = north();
    expect(codes(convert(s, 'axis', 'jp-inf-2', 'jp-dai-fort'))).toEqual(['conversion.fortressHex']);
    const after = applyChanges(s, expectLegal(convert(s, 'axis', 'mk-inf-1', 'mk-dai-fort')));
    expect(after.counters.get('mk-dai-fort')?.at).toEqual(hex('w5125'));
    expect(codes(convert(after, 'axis', 'jp-inf-1', 'jp-dai-fort'))).toEqual(['conversion.fortressInHex']);
    expect(convert(s, 'axis', 'jp-inf-1', 'jp-dai-fort').ok).toBe(true);
  });

  it('FC-3 FC-4 2.3.2.1: the unit need not be supplied, and an enemy Air unit in the hex is no bar', () => {
    const s = move(unsupplied(north(), 'jp-inf-1'), 'jp-inf-1', hex('w5125'));
    expect(convert(s, 'axis', 'jp-inf-1', 'jp-dai-fort').ok).toBe(true);
    const air = withAirForce(north(), 'ru-af-1', 'russian', 'w5125');
    expect(convert(air, 'axis', 'jp-inf-1', 'jp-dai-fort').ok).toBe(true);
  });

  it('FC-5 2.3.2.1: no limit on other conversions within a turn (Sai and Truk in one turn); FH-6 FH-7 2.3.2.4: each in its own hex', () => {
    const s = withUnit(north(), unit('jp-truk-det'), hex('e3408'));
    const s1 = applyChanges(s, expectLegal(convert(s, 'axis', 'jp-saipan-det', 'jp-sai-fort')));
    expect(convert(s1, 'axis', 'jp-truk-det', 'jp-truk-fort').ok).toBe(true);
    expect(codes(convert(s, 'axis', 'jp-saipan-det', 'jp-truk-fort'))).toEqual(['conversion.fortressHex']);
  });

  it('FC-6 2.3.2.1: a Japanese colonial unit can convert into a Japanese fortress', () => {
    const s = withUnit(mandate(north()), unit('jp-col', { colonial: true, stepMarks: 'squares' }), hex('w5124'));
    expect(convert(s, 'axis', 'jp-col', 'jp-per-1').ok).toBe(true);
  });

  it('DS-CL-02 FC-7 GC-1 2.3.2.4: the Hong Kong 0-1-0 garrison infantry in Hong Kong (w4222) may convert into the HK 0-2-0 fortress', () => {
    const s = withUnits(move(teaching(), 'jp-23-army', hex('w4321')),
      [unit('br-hk-garrison', { name: 'Hong Kong Garrison', nationality: 'british', type: 'garrison', values: { attack: 0, defense: 1, movement: 0 }, restrictedTo: ['w4222'] }), hex('w4222')],
      [fort('HK', 'british', { values: { attack: 0, defense: 2, movement: 0 } }), pool('western')]);
    const after = applyChanges(s, expectLegal(convert(s, 'western', 'br-hk-garrison', 'HK-fort')));
    expect(after.counters.get('HK-fort')?.at).toEqual(hex('w4222'));
    expect(after.counters.get('br-hk-garrison')?.at).toEqual(pool('western'));
  });

  it('FC-8 FH-1 FH-2 FH-3 FH-4 FH-6 FH-7 FH-8 FH-9 FH-11 FH-12 2.3.2.4: every listed fortress may be placed only where 2.3.2.4 says', () => {
    const cases: [string, GroundUnit['nationality'], string, string, DsGameState][] = [
      ['Cey', 'british', 'w3509', 'w3218', teaching()], ['HK', 'british', 'w4222', 'w3509', teaching()], ['Sing', 'british', 'w3218', 'w4222', teaching()],
      ['Dai', 'japanese', 'w5125', 'w5124', north()], ['Sai', 'japanese', 'e3906', 'e3408', north()], ['Truk', 'japanese', 'e3408', 'e3906', north()],
      ['Dai', 'manchukuo', 'w5125', 'w5124', north()], ['Vlad', 'russian', 'e5301', 'w5727', north()], ['Gm', 'us', 'e3806', 'e3906', north()],
      ['Man', 'us', 'w3824', 'w3218', teaching()],
    ];
    for (const [name, nat, good, bad, s] of cases) {
      expect(fortressHexViolations(s, fort(name, nat), good, []), `${name} in ${good}`).toEqual([]);
      expect(fortressHexViolations(s, fort(name, nat), bad, []).map((v) => v.code), `${name} in ${bad}`).toEqual(['conversion.fortressHex']);
    }
    expect(FORTRESS_LOCATIONS.map((f) => f.catalog)).toEqual(Array.from({ length: 12 }, (_, i) => `FH-${i + 1}`));
    expect(fortressLocation(fort('Cey', 'japanese'))).toBeUndefined();
  });

  it('FH-9 FH-11 FH-12 2.3.2.4: Vlad in Vladivostok, Gm in Guam, Man in Manila (an unsupplied US unit may convert, FC-3)', () => {
    expect(convert(north(), 'soviet', 'ru-inf-3', 'ru-vlad-fort').ok).toBe(true);
    expect(convert(north(), 'western', 'us-guam-det', 'us-gm-fort').ok).toBe(true);
    const manila = withUnits(unsupplied(teaching(), 'us-4-marines'),
      [unit('us-4-marines', { nationality: 'us' }), hex('w3824')], [fort('Man', 'us'), pool('western')]);
    expect(convert(manila, 'western', 'us-4-marines', 'Man-fort').ok).toBe(true);
  });

  it('DS-CL-01 FH-10 2.3.2.4: a Line fort in Blagoveshchensk (w5727) on the Manchukuo border; one per turn; not once Heilungkiang is ceded, though a fort placed earlier stays', () => {
    const s = north();
    expect(russianHexBorderingManchukuo(s, 'w5727')).toBe(true);
    const plan = expectLegal(convert(s, 'soviet', 'ru-inf-1', 'ru-line-1'));
    expect(plan.oncePerTurn).toBe('Line');
    const after = applyChanges(s, plan);
    expect(after.counters.get('ru-line-1')?.at).toEqual(hex('w5727'));
    expect(codes(convert(after, 'soviet', 'ru-shock-1', 'ru-line-2', ['Line']))).toContain('conversion.oncePerTurn');
    expect(codes(convert(s, 'soviet', 'ru-inf-2', 'ru-line-2'))).toEqual(['conversion.lineBorder']);
    const w5726 = s.board.hexes.w5726!;
    const ceded = { ...after, board: { ...after.board, hexes: { ...after.board.hexes, w5726: { ...w5726, country: 'ussr' } } } };
    expect(russianHexBorderingManchukuo(ceded, 'w5727')).toBe(false);
    expect(codes(convert(move(ceded, 'ru-line-1', pool('soviet')), 'soviet', 'ru-shock-1', 'ru-line-2'))).toEqual(['conversion.lineBorder']);
    expect(ceded.counters.get('ru-line-1')?.at).toEqual(hex('w5727'));
  });

  it('PF-2 PF-4 2.3.2.2: a port-a-fort flips to its fortress side, not where another fortress is, and flips back without going to the Delay Box', () => {
    const s = teaching();
    const s1 = applyChanges(s, expectLegal(convert(s, 'axis', 'jp-ig-1', 'jp-ig-1')));
    expect(s1.counters.get('jp-ig-1')).toMatchObject({ at: hex('w3216'), counter: { type: 'fortress', fortKind: 'portAFort', steps: 1 } });
    const s2 = applyChanges(s1, expectLegal(convert(s1, 'axis', 'jp-ig-1', 'jp-ig-1')));
    expect(s2.counters.get('jp-ig-1')).toMatchObject({ at: hex('w3216'), counter: { type: 'infantry', designations: ['IG'] } });
    const crowded = withUnit(s, fort('Per', 'japanese'), hex('w3216'));
    expect(codes(convert(crowded, 'axis', 'jp-ig-1', 'jp-ig-1'))).toEqual(['conversion.fortressInHex']);
    expect(codes(convert(s, 'axis', 'jp-guards', 'jp-guards'))).toEqual(['conversion.notPortAFort']);
  });

  it('PF-3 2.3.2.2: no other unit converts into a port-a-fort\'s fortress side, but a port-a-fort infantry may build a regular two-step fortress', () => {
    const s = move(teaching(), 'jp-ig-1', pool('axis'));
    expect(codes(convert(s, 'axis', 'jp-guards', 'jp-ig-1'))).toEqual(['conversion.portAFortExclusive']);
    const t = withJapaneseMandate(withUnit(teaching(), fort('Per', 'japanese'), pool('axis')));
    expect(convert(t, 'axis', 'jp-ig-1', 'Per-fort').ok).toBe(true);
  });

  it('GC-2 GC-5 2.3.2.3: a one-step unit converts into a garrison of its nationality only in a hex printed on the garrison; GC-3 GC-4: supply and enemy Air do not matter', () => {
    const garrison = (restrictedTo?: string[]) => unit('nei-tjilatjap', {
      name: 'Tjilatjap Garrison', nationality: 'nei', type: 'garrison', values: { attack: 0, defense: 1, movement: 0 }, ...(restrictedTo && { restrictedTo }),
    });
    const here = teaching().counters.get('nei-2-knil')!.at;
    const h = here.kind === 'hex' ? here.hex : '';
    const s = withUnit(unsupplied(withAirForce(teaching(), 'jp-af-x', 'japanese', h), 'nei-2-knil'), garrison([h]), pool('western'));
    const after = applyChanges(s, expectLegal(convert(s, 'western', 'nei-2-knil', 'nei-tjilatjap')));
    expect(after.counters.get('nei-tjilatjap')?.at).toEqual(here);
    const elsewhere = withUnit(teaching(), garrison(['w2921']), pool('western'));
    expect(codes(convert(elsewhere, 'western', 'nei-2-knil', 'nei-tjilatjap'))).toEqual(['conversion.garrisonHex']);
    const unknown = withUnit(teaching(), garrison(), pool('western'));
    expect(codes(convert(unknown, 'western', 'nei-2-knil', 'nei-tjilatjap'))).toEqual(['conversion.garrisonHexUnknown']);
  });

  it('OG-2 2.3: the fortress must be in the phasing faction\'s Force Pool; bad input is reported', () => {
    const s = north();
    expect(codes(convert(move(s, 'jp-dai-fort', { kind: 'delayBox' }), 'axis', 'jp-inf-1', 'jp-dai-fort'))).toEqual(['conversion.notInForcePool']);
    expect(codes(convert(s, 'axis', 'nope', 'jp-dai-fort'))).toEqual(['conversion.unknownUnit']);
    expect(codes(convert(s, 'axis', 'jp-inf-1', 'nope'))).toEqual(['conversion.unknownUnit']);
    expect(codes(convert(s, 'axis', 'ru-inf-1', 'jp-dai-fort'))).toEqual(['conversion.notYourUnit']);
    expect(codes(convert(s, 'axis', 'jp-kwa-3', 'jp-dai-fort'))).toEqual(['conversion.notInHex']);
    expect(codes(convert(s, 'axis', 'jp-inf-1', 'jp-kwa-3'))).toEqual(['conversion.notFortressOrGarrison']);
  });
});

