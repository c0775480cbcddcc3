import { describe, expect, it } from 'vitest';
import { moveCounter, withPlaced } from '../../../src/ds/model/contents.ts';
import type { GroundUnit } from '../../../src/ds/model/ground-units.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import { airdropCandidates, airdropLimitsToWeigh, airdropTargets, airdropViolations } from '../../../src/ds/rules/airdrop.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';

const hex = (h: string) => ({ kind: 'hex' as const, hex: h });
/** A British 1-1-1 airborne brigade at w2518, beside a Western Blitz marker. */
export function withParas(s: DsGameState = loadScenario(TEACHING), at = 'w2518'): DsGameState {
  const au = s.counters.get('au-7-div')!.counter as GroundUnit;
  const para: GroundUnit = { ...au, id: 'br-1-para', name: '1st Airborne', nationality: 'british', type: 'airborne', steps: 1, back: undefined };
  const added = withPlaced(s, { counter: para, at: hex(at) });
  return moveCounter(added, 'we-blitz-1', hex(at));
}
const codes = (s: DsGameState, unit: string, to: string) => airdropViolations(s, unit, to).map((v) => v.code);

describe('4.1.1 Airdrop', () => {
  it('AD-1 4.1.1 a supplied, Blitz-enabled airborne ground unit in a Land hex may airdrop', () => {
    const s = withParas();
    // The teaching scenario's own 50th Indian Parachute Brigade in Tjilatjap (w2719) is also within
    // two hexes of the Blitz marker; the infantry around them are not airborne.
    expect(airdropCandidates(s)).toEqual(['br-1-para', 'in-50-para-bde']);
    expect(codes(s, 'au-7-div', 'w2518')).toEqual(['airdrop.notAirborne']);
    expect(codes(s, 'ghost', 'w2518')).toEqual(['airdrop.unknownUnit']);
    expect(codes({ ...s, facts: { ...s.facts, unsupplied: ['br-1-para'] } }, 'br-1-para', 'w2518')).toEqual(['airdrop.unsupplied']);
    expect(codes(moveCounter(s, 'we-blitz-1', { kind: 'forcePool', faction: 'western' }), 'br-1-para', 'w2518')).toEqual(['airdrop.notBlitzEnabled']);
  });

  it('AD-2 AD-9 4.1.1 within two hexes, the origin hex included, enemy units or not; three hexes is too far', () => {
    const s = withParas();
    const g = s.board.grid;
    const targets = airdropTargets(s, 'br-1-para');
    expect(targets).toContain('w2518');
    expect(targets.every((h) => g.distance('w2518', h) <= 2)).toBe(true);
    const three = g.within('w2518', 3).find((h) => g.distance('w2518', h) === 3 && s.board.hexes[h]!.terrain !== 'allSea')!;
    expect(codes(s, 'br-1-para', three)).toEqual(['airdrop.outOfRange']);
    expect(codes(s, 'br-1-para', 'w2719')).toEqual([]); // NEI 2nd KNIL, friendly units and markers are fine
  });

  it('AD-4 4.1.1 never into an All-Sea hex', () => {
    const s = withParas();
    const sea = s.board.grid.within('w2518', 2).find((h) => s.board.hexes[h]!.terrain === 'allSea')!;
    expect(codes(s, 'br-1-para', sea)).toEqual(['airdrop.allSea']);
  });

  it('AD-3 AD-10 4.1.1 not in or next to an enemy Air unit (contesting plays no part)', () => {
    const s = moveCounter(withParas(), 'jp-3-air-div', hex('w2719'));
    expect(codes(s, 'br-1-para', 'w2719')).toEqual(['airdrop.enemyAir']);
    const beside = s.board.grid.neighbours('w2719').find((h) => h !== 'w2518')!;
    const adjacent = moveCounter(withParas(), 'jp-3-air-div', hex(beside));
    expect(codes(adjacent, 'br-1-para', 'w2719')).toEqual(['airdrop.enemyAir']);
  });

  it('AD-5 4.1.1 no Airdrop in Pre-War', () => {
    const s = withParas();
    expect(codes({ ...s, game: { ...s.game, preWar: true } }, 'br-1-para', 'w2518')).toEqual(['airdrop.preWar']);
  });

  it('AD-6 AD-7 AD-8 4.1.1 not into a Neutral or Policy Affected country; Policies, Truces and Failures are named to weigh', () => {
    const s = withParas();
    const country = s.board.hexes['w2719']!.country!;
    const neutral = { ...s, countries: { ...s.countries, [country]: { ...s.countries[country]!, status: 'neutral' as const } } };
    expect(codes(neutral, 'br-1-para', 'w2719')).toEqual(['airdrop.neutralOrPolicy']);
    const failing = { ...s, facts: { ...s.facts, failures: [country] } };
    expect(airdropLimitsToWeigh(failing, 'w2719').join()).toContain('Failure');
  });

  it('AD-11 4.1.1 an airborne unit of the non-phasing faction does not airdrop', () => {
    const s = withParas();
    expect(codes({ ...s, game: { ...s.game, phasing: 'axis' } }, 'br-1-para', 'w2518')).toEqual(['airdrop.notPhasing']);
  });
});
