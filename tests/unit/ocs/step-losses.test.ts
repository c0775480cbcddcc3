import { describe, expect, it } from 'vitest';
import { combatLossCandidates, lossesStillOwed, retreatLossCandidates, takeStep } from '../../../src/ocs/rules/step-losses.ts';
import { stepLossFactor, unitStrength } from '../../../src/ocs/rules/strength.ts';
import { combatOf, game, gameOf, legal, piece, play, start, stepOf, unit, unitEntry } from './helpers.ts';
import { combatTo } from '../../machines/ocs/harness.ts';

describe('9.11 step losses', () => {
  it('9.11 O-L1 stepModel: a loss raises the Step Loss marker; at the unit\'s total steps it goes to the Dead Pile', () => {
    const u = unit(game((d) => { Object.assign(piece(d, 'nk-i1'), { stepsLost: 1 }); }), 'nk-i1');
    expect(takeStep(u)).toMatchObject({ unit: { stepsLost: 2 }, dead: false });
    expect(takeStep({ ...u, stepsLost: 2 })).toMatchObject({ unit: { stepsLost: 3 }, dead: true });
  });

  it('9.11a O-L2 ownerAssignsLosses and 9.6 O-A4 arUnitFirstLoss: the owner picks, but the first step comes off the AR unit', () => {
    const g = game();
    const units = [unit(g, 'un-i1'), unit(g, 'un-at')];
    expect(combatLossCandidates(units, 'un-at', {}).map((u) => u.id)).toEqual(['un-at']);
    expect(combatLossCandidates(units, 'un-at', { 'un-at': 1 }).map((u) => u.id)).toEqual(['un-i1']);
  });

  it('9.11b O-L3 hardLossesMandatory, example (OCS-T-7 a): a 3-step stack suffers 4 losses: all eliminated, the fourth ignored', () => {
    const a = start(game((d) => { Object.assign(piece(d, 'un-i1'), { steps: 2, re: 2 }); }));
    combatTo(a, { target: 'A04.03', attackers: ['nk-t1', 'nk-i1'], arD: 'un-i1', result: 'AL1, DL4' });
    play(a, { type: 'LOSE_STEP', unit: 'nk-t1' });
    play(a, { type: 'LOSE_STEP', unit: 'un-i1' }, { type: 'LOSE_STEP', unit: 'un-at' }, { type: 'LOSE_STEP', unit: 'un-i1' });
    expect(combatOf(a)!.defender.hardLeft).toBe(1);
    expect(lossesStillOwed(1, [])).toBe(false);
    expect(stepOf(a)).toBe('ocs.combat.advance');
    expect(['un-i1', 'un-at'].map((id) => gameOf(a).pieces.get(id)!.at.kind)).toEqual(['deadPile', 'deadPile']);
  });

  it('9.11c O-L4 lossDistribution, example (OCS-T-7 b): the three-step division (AR unit) loses the first step; the second kills the one-step unit', () => {
    const a = start(game((d) => { Object.assign(piece(d, 'un-i1'), { steps: 3, re: 3 }); }));
    combatTo(a, { target: 'A04.03', attackers: ['nk-i1'], arD: 'un-i1', result: 'A-, DL2' });
    expect(legal(a)).toEqual([{ type: 'LOSE_STEP', unit: 'un-i1' }]);
    play(a, { type: 'LOSE_STEP', unit: 'un-i1' });
    expect(legal(a)).toEqual([{ type: 'LOSE_STEP', unit: 'un-at' }]);
    play(a, { type: 'LOSE_STEP', unit: 'un-at' });
    expect(gameOf(a).pieces.get('un-at')!.at.kind).toBe('deadPile');
    expect(unit(gameOf(a), 'un-i1').stepsLost).toBe(1);
  });

  it('9.11d O-L5 stepLossStrength, example (OCS-T-8): a 14-4-3 rifle division: one step lost attacks 7, defends 14; two lost: 7 and 7; a third destroys it', () => {
    const g = game((d) => { d.pieces.push(unitEntry('rifle', 'un', 'A06.01', 14, 4, { steps: 3, re: 3 })); });
    const one = { ...unit(g, 'rifle'), stepsLost: 1 };
    const two = { ...one, stepsLost: 2 };
    const at = (u: typeof one, attacking: boolean) => unitStrength(u, attacking, undefined, 'none', true).value;
    expect([at(one, true), at(one, false)]).toEqual([7, 14]);
    expect([at(two, true), at(two, false)]).toEqual([7, 7]);
    expect(takeStep(two).dead).toBe(true);
    expect(stepLossFactor(unit(g, 'nk-t1'), true)).toBe(1);
  });

  it('9.11c O-RT9 retreatLossesFree: retreat losses may come from any of the retreating DG units', () => {
    const g = game();
    expect(retreatLossCandidates([unit(g, 'un-i1'), unit(g, 'un-at')]).map((u) => u.id)).toEqual(['un-i1', 'un-at']);
  });
});
