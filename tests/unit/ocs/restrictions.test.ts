import { describe, expect, it } from 'vitest';
import { attackEligibility, attackOnlyEnterable, combatDefenders, declarationViolations, onlyPhasingAttacks, onceOrSingleHex } from '../../../src/ocs/rules/restrictions.ts';
import { advanceTo, game, piece, play, start, stepOf, unit, unitEntry, why } from './helpers.ts';

const codes = (vs: readonly { code: string }[]) => vs.map((v) => v.code);

describe('9.0 and 9.1 restrictions on combat', () => {
  it('9.1a O-R1 onlyPhasingAttacks: only the phasing player\'s units attack (and overrun)', () => {
    const g = game();
    expect(onlyPhasingAttacks(g, 'nk')).toBe(true);
    expect(onlyPhasingAttacks(g, 'un')).toBe(false);
    expect(codes(declarationViolations(g, 'combat', 'A03.03', ['un-i1'], [], []))).toEqual(['attack.notPhasing']);
  });

  it('9.1b O-R2 attackVoluntary: just part of a stack may attack, and DONE ends the segment with no attack', () => {
    const g = game();
    expect(declarationViolations(g, 'combat', 'A04.03', ['nk-i1'], [], [])).toEqual([]);
    const a = start(g);
    advanceTo(a, 'ocs.combat.declare');
    play(a, { type: 'DONE' });
    expect(stepOf(a)).toBe('ocs.exploitMove.moves');
  });

  it('9.1c O-R3 noSplitNoMultiHex: a unit cannot divide its strength (listed twice), a declaration names one defending hex', () => {
    const g = game();
    expect(codes(declarationViolations(g, 'combat', 'A04.03', ['nk-i1', 'nk-i1'], [], []))).toEqual(['attack.unitTwice']);
  });

  it('9.1c O-R4 combatSegmentOnce: in a Combat Segment a unit attacks once and a hex is attacked once; from as many hexes as wanted', () => {
    const g = game();
    const [t1, i1, i2] = [unit(g, 'nk-t1'), unit(g, 'nk-i1'), unit(g, 'nk-i2')];
    expect(onceOrSingleHex('combat', [t1, i1, i2], ['A03.03', 'A03.03', 'A03.04'], 'A04.03', [], [])).toEqual([]);
    expect(codes(onceOrSingleHex('combat', [i1], ['A03.03'], 'A04.03', [], ['A04.03']))).toEqual(['attack.hexOnce']);
    expect(codes(onceOrSingleHex('combat', [i1], ['A03.03'], 'A04.04', ['nk-i1'], []))).toEqual(['attack.unitOnce']);
  });

  it('9.1c O-R5 overrunRules: an overrun comes from a single adjacent hex; the same hex may be overrun again and again', () => {
    const g = game();
    const [i1, i2] = [unit(g, 'nk-i1'), unit(g, 'nk-i2')];
    expect(codes(onceOrSingleHex('overrun', [i1, i2], ['A03.03', 'A03.04'], 'A04.03', [], []))).toEqual(['overrun.singleHex']);
    expect(onceOrSingleHex('overrun', [i2], ['A03.04'], 'A04.03', ['nk-i2'], ['A04.03'])).toEqual([]);
  });

  it('9.1d O-R6 allDefendersCombined: every combat unit in the hex defends; the hedgehog is no combat unit', () => {
    expect(combatDefenders(game(), 'A04.03', 'nk').map((u) => u.id)).toEqual(['un-i1', 'un-at']);
  });

  it('9.1e O-R7 attackEligibility: Strat Mode, unreleased reserves, parenthesized strengths and units not Attack-Capable never attack', () => {
    const g = game((d) => {
      d.pieces.push(unitEntry('nk-s', 'nk', 'A03.03', 2, 1, { mode: 'strat' }), unitEntry('nk-r', 'nk', 'A03.03', 2, 1, { mode: 'reserve' }), unitEntry('nk-p', 'nk', 'A03.03', 2, 1, { defendOnly: true }));
    });
    expect(codes(attackEligibility(unit(g, 'nk-s')))).toEqual(['attack.stratMode']);
    expect(codes(attackEligibility(unit(g, 'nk-r')))).toEqual(['attack.reserve']);
    expect(codes(attackEligibility(unit(g, 'nk-p')))).toEqual(['attack.notAttackCapable']);
    expect(codes(attackEligibility(unit(g, 'nk-hq')))).toEqual(['attack.notAttackCapable']);
    expect(attackEligibility(unit(g, 'nk-i1'))).toEqual([]);
  });

  it('9.1f, 9.3a O-R8 attackOnlyEnterable: never a hex it may not enter; entered only by road: regular combat yes, overrun no', () => {
    const g = game((d) => {
      piece(d, 'un-ext')['at'] = 'A05.03';
      d.pieces.push(unitEntry('un-m', 'un', 'A05.02', 2, 1), unitEntry('nk-a', 'nk', 'A04.02', 4, 3, { unitClass: 'armor' }), unitEntry('nk-b', 'nk', 'A05.01', 4, 3, { unitClass: 'armor' }));
    });
    // A04.02-A05.02 has a road: the armor enters the mountain only by it.
    expect(attackOnlyEnterable(g, unit(g, 'nk-a'), 'A04.02', 'A05.02', 'combat')).toEqual([]);
    expect(codes(attackOnlyEnterable(g, unit(g, 'nk-a'), 'A04.02', 'A05.02', 'overrun'))).toEqual(['attack.roadOnlyOverrun']);
    expect(codes(attackOnlyEnterable(g, unit(g, 'nk-b'), 'A05.01', 'A05.02', 'combat'))).toEqual(['attack.cannotEnter']);
  });

  it('9.0 attacking units must be adjacent, and a hex with no enemy combat unit cannot be attacked (9.14 deals with it)', () => {
    const g = game();
    expect(codes(declarationViolations(g, 'combat', 'A04.04', ['nk-i1'], [], []))).toEqual(['attack.notAdjacent']);
    const a = start(g);
    advanceTo(a, 'ocs.combat.declare');
    expect(codes(why(a, { type: 'ATTACK', target: 'A05.03', attackers: ['nk-t1'] }))).toContain('attack.notAdjacent');
    expect(codes(declarationViolations(game((d) => { piece(d, 'nk-i2')['at'] = 'A05.05'; }), 'combat', 'A05.04', ['nk-i2'], [], []))).toEqual(['attack.noDefender']);
  });
});
