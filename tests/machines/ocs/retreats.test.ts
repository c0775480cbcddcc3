import { describe, expect, it } from 'vitest';
import { ableToMove, mayTagAlong, needsMoveModeToRetreat, retreatBlocked, retreatEffects, retreatPathViolations, retreatPaths } from '../../../src/ocs/rules/retreats.ts';
import { combatOf, game, gameOf, legal, piece, play, start, stepOf, unit, unitEntry, why } from '../../unit/ocs/helpers.ts';
import { combatTo } from './harness.ts';

const codes = (vs: readonly { code: string }[]) => vs.map((v) => v.code);
const at = (a: ReturnType<typeof start>, id: string) => { const p = gameOf(a).pieces.get(id)!.at; return p.kind === 'hex' ? p.hex : p.kind; };

describe('9.12 retreats', () => {
  it('9.12 O-RT1 optionRetreat: the retreat must end the full distance from its hex, as the crow flies', () => {
    const a = start(game());
    combatTo(a, { target: 'A04.04', attackers: ['nk-i2'], result: 'A-, Do2' });
    play(a, { type: 'TAKE_OPTION', side: 'un', losses: 0 });
    expect(stepOf(a)).toBe('ocs.combat.defenderRetreat');
    expect(codes(why(a, { type: 'RETREAT', units: ['un-i2'], to: 'A05.05' }))).toEqual(['retreat.length']);
    expect(codes(why(a, { type: 'RETREAT', units: ['un-i2'], via: ['A05.05'], to: 'A04.05' }))).toEqual(['retreat.notFullDistance']);
    play(a, { type: 'RETREAT', units: ['un-i2'], via: ['A05.05'], to: 'A05.06' });
    expect(at(a, 'un-i2')).toBe('A05.06');
  });

  it('9.12 O-RT2 retreatPathShape: a zig-zag is allowed if extended to the full distance; with no legal path the units are eliminated', () => {
    const g = game();
    expect(retreatPathViolations(g, 'un', ['other'], 'A04.04', 1, ['A04.05', 'A05.05'], [])).toEqual([]);
    const boxed = game((d) => {
      for (const id of ['un-i1', 'un-at', 'un-hh']) piece(d, id)['at'] = 'A06.01';
      for (const [i, h] of ['A04.03', 'A04.05', 'A05.05', 'A05.04', 'A03.05'].entries()) d.pieces.push(unitEntry(`nk-box${i}`, 'nk', h, 1, 1));
    });
    expect(retreatPaths(boxed, 'un', ['other'], 'A04.04', 1, ['A03.04', 'A04.03', 'A04.05', 'A05.05', 'A05.04', 'A03.05'])).toEqual([]);
    const a = start(boxed);
    combatTo(a, { target: 'A04.04', attackers: ['nk-i2'], result: 'A-, Do1' });
    play(a, { type: 'TAKE_OPTION', side: 'un', losses: 0 });
    expect(legal(a)).toEqual([{ type: 'RETREAT', units: ['un-i2'] }]);
    play(a, { type: 'RETREAT', units: ['un-i2'] });
    expect(at(a, 'un-i2')).toBe('deadPile');
  });

  it('9.12a O-RT3 dgResult: DG puts all defenders in DG Mode before any retreat; a retreat of 2 makes DG on entering the second hex', () => {
    const a = start(game((d) => { Object.assign(piece(d, 'un-i2'), { steps: 2, re: 2 }); }));
    combatTo(a, { target: 'A04.04', attackers: ['nk-i2'], result: 'A-, Do1DG' });
    expect(unit(gameOf(a), 'un-i2').dg).toBe(true);
    const g = game();
    expect(retreatEffects(g, 'un', [unit(g, 'un-i2')], ['A05.05'])).toMatchObject({ dg: [] });
    expect(retreatEffects(g, 'un', [unit(g, 'un-i2')], ['A05.05', 'A05.06'])).toMatchObject({ dg: ['un-i2'] });
  });

  it('9.12b O-RT4 zeroMaRetreat: a zero-MA unit changes to Move Mode to retreat; one that cannot move in any Mode is destroyed', () => {
    const g = game((d) => { Object.assign(piece(d, 'un-i2'), { ma: { combat: 0, move: 3 } }); });
    expect(needsMoveModeToRetreat(unit(g, 'un-i2'))).toBe(true);
    const a = start(g);
    combatTo(a, { target: 'A04.04', attackers: ['nk-i2'], result: 'A-, Do1' });
    play(a, { type: 'TAKE_OPTION', side: 'un', losses: 0 }, { type: 'RETREAT', units: ['un-i2'], to: 'A05.05' });
    expect(unit(gameOf(a), 'un-i2').mode).toBe('move');
    const stuck = game((d) => { Object.assign(piece(d, 'un-i2'), { ma: { combat: 0, move: 0 } }); });
    expect(ableToMove(unit(stuck, 'un-i2'))).toBe(false);
    const b = start(stuck);
    combatTo(b, { target: 'A04.04', attackers: ['nk-i2'], result: 'A-, Do1' });
    play(b, { type: 'TAKE_OPTION', side: 'un', losses: 0 });
    expect(codes(why(b, { type: 'RETREAT', units: ['un-i2'], to: 'A05.05' }))).toEqual(['retreat.cannotMove']);
    play(b, { type: 'RETREAT', units: ['un-i2'] });
    expect(at(b, 'un-i2')).toBe('deadPile');
  });

  it('9.12c O-RT5 retreatDirection: the owner picks the path and may split the stack; "locally to the rear" is his to bend', () => {
    const a = start(game());
    combatTo(a, { target: 'A04.03', attackers: ['nk-i1'], arD: 'un-i1', result: 'A-, Do1' });
    play(a, { type: 'TAKE_OPTION', side: 'un', losses: 0 });
    play(a, { type: 'RETREAT', units: ['un-i1'], to: 'A05.03' });
    expect(stepOf(a)).toBe('ocs.combat.defenderRetreat');
    play(a, { type: 'RETREAT', units: ['un-at'], to: 'A04.02' });
    expect([at(a, 'un-i1'), at(a, 'un-at')]).toEqual(['A05.03', 'A04.02']);
  });

  it('9.12d O-RT6 tagalongs: Organic Trucks and non-participating combat units may join a retreat; dumps and hedgehogs stay', () => {
    const g = game();
    expect(mayTagAlong(gameOf(start(g)).pieces.get('un-org')!.piece, 'un', ['un-i1'])).toBe(true);
    expect(mayTagAlong(g.pieces.get('un-trk')!.piece, 'un', [])).toBe(false);
    expect(mayTagAlong(g.pieces.get('un-hh')!.piece, 'un', [])).toBe(false);
    const a = start(game((d) => { piece(d, 'un-org')['at'] = 'A04.04'; piece(d, 'un-dump')['at'] = 'A04.04'; }));
    combatTo(a, { target: 'A04.04', attackers: ['nk-i2'], result: 'A-, Do1' });
    play(a, { type: 'TAKE_OPTION', side: 'un', losses: 0 });
    expect(codes(why(a, { type: 'RETREAT', units: ['un-i2', 'un-dump'], to: 'A05.05' }))).toEqual(['retreat.cannotTagAlong']);
    play(a, { type: 'RETREAT', units: ['un-i2', 'un-org'], to: 'A05.05' });
    expect([at(a, 'un-org'), at(a, 'un-dump')]).toEqual(['A05.05', 'A04.04']);
  });

  it('9.12e O-RT7 retreatIntoZoc: entering an enemy ZOC makes DG, friendly units there too; already DG: one step lost, the owner\'s choice', () => {
    const a = start(game((d) => {
      Object.assign(piece(d, 'un-i2'), { steps: 2, re: 2 });
      d.pieces.push(unitEntry('nk-z', 'nk', 'A03.06', 2, 1), unitEntry('un-b', 'un', 'A04.06', 1, 1));
    }));
    combatTo(a, { target: 'A04.04', attackers: ['nk-i2'], result: 'A-, Do2' });
    play(a, { type: 'TAKE_OPTION', side: 'un', losses: 0 }, { type: 'RETREAT', units: ['un-i2'], via: ['A04.05'], to: 'A04.06' });
    expect(unit(gameOf(a), 'un-i2').dg).toBe(true);
    expect(unit(gameOf(a), 'un-b').dg).toBe(true);
    expect(stepOf(a)).toBe('ocs.combat.defenderRetreatLoss');
    expect(legal(a)).toEqual([{ type: 'LOSE_STEP', unit: 'un-i2' }]);
    play(a, { type: 'LOSE_STEP', unit: 'un-i2' });
    expect(unit(gameOf(a), 'un-i2').stepsLost).toBe(1);
    expect(combatOf(a)!.defender.lost).toEqual({});
  });

  it('9.12f O-RT8 noRetreatThroughEnemyStart: not through a hex enemy combat units held at the start, even once vacated', () => {
    const a = start(game((d) => { Object.assign(piece(d, 'un-i2'), { steps: 2, re: 2 }); }));
    combatTo(a, { target: 'A04.04', attackers: ['nk-i2'], result: 'Ao1, Do2' });
    play(a, { type: 'TAKE_OPTION', side: 'nk', losses: 0 }, { type: 'RETREAT', units: ['nk-i2'], to: 'A02.04' });
    expect(at(a, 'nk-i2')).toBe('A02.04');
    play(a, { type: 'TAKE_OPTION', side: 'un', losses: 0 });
    expect(codes(why(a, { type: 'RETREAT', units: ['un-i2'], via: ['A03.04'], to: 'A02.04' }))).toEqual(['retreat.throughEnemy']);
    expect(retreatBlocked(gameOf(a), 'A03.04', 'un', combatOf(a)!.heldAtStart['nk']!)).toBe(true);
  });
});
