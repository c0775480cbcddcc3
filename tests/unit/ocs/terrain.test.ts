import { describe, expect, it } from 'vitest';
import { HEX_TEC_SAMPLE } from '../../../src/ocs/data/terrain-effects.sample.ts';
import {
  antiTankFactor, atLevel, attackerTerrainChoices, defenderTerrainChoices, effectFactor, hexAtLevel, parseEffect, terrainCategory, terrainFactor, tecEntry,
} from '../../../src/ocs/rules/terrain.ts';
import { game, piece, unit, unitEntry } from './helpers.ts';

describe('9.3 and 9.4 terrain', () => {
  it('9.3 O-T1 terrainCategoryRow: the defence\'s hex terrain gives the Combat Table row', () => {
    expect(terrainCategory({ kind: 'hex', terrain: 'city' })).toBe('veryClose');
    expect(terrainCategory({ kind: 'hex', terrain: 'open' })).toBe('open');
    expect(terrainCategory({ kind: 'hex', terrain: 'mountain' })).toBe('extremelyClose');
  });

  it('9.3b O-T2 multiTerrainChoice: a hex with several terrain symbols offers each to the defender', () => {
    expect(defenderTerrainChoices(game(), 'A04.03').map((c) => c.terrain)).toEqual(['village', 'hills']);
  });

  it('9.3c O-T3 tecSource: effects and categories come from the Terrain Effects Chart (here the SAMPLE one)', () => {
    expect(tecEntry({ kind: 'hex', terrain: 'woods' })).toBe(HEX_TEC_SAMPLE.woods);
  });

  it('9.4a O-T4 terrainPerUnit: each unit is modified on its own (armor halved, infantry not, in the same stack)', () => {
    const g = game();
    const woods = { kind: 'hex', terrain: 'woods' } as const;
    expect(terrainFactor(unit(g, 'nk-t1'), woods, true, 'none')).toBe(0.5);
    expect(terrainFactor(unit(g, 'nk-i1'), woods, true, 'none')).toBe(1);
  });

  it('9.4b O-T5 attackerTerrainChoice: per stack, a hex type or the hexside crossed, one of them', () => {
    const g = game();
    expect(attackerTerrainChoices(g, 'A04.03', 'A03.03').map((c) => `${c.kind}:${c.terrain}`)).toEqual(['hex:village', 'hex:hills', 'hexside:minorRiver']);
    expect(attackerTerrainChoices(g, 'A04.03', 'A03.04').map((c) => `${c.kind}:${c.terrain}`)).toEqual(['hex:village', 'hex:hills']);
  });

  it('9.4c O-T6 defenderTerrainChoice, example (OCS-T-2): city for the two armored stacks, river for the infantry, city for the defence (Very Close)', () => {
    const g = game((d) => {
      (d.hexes.find((h) => h['id'] === 'A04.03')!)['terrain'] = ['city'];
      d.hexsides = [['A03.03', 'A04.03'], ['A04.02', 'A04.03'], ['A03.04', 'A04.03']].map((between) => ({ between, features: ['minorRiver'] }));
      (d.hexes.find((h) => h['id'] === 'A03.04')!)['terrain'] = ['swamp'];
    });
    const armor = unit(g, 'nk-t1');
    const infantry = unit(g, 'nk-i1');
    const best = (u: typeof armor, from: string) => attackerTerrainChoices(g, 'A04.03', from).reduce((a, b) => (terrainFactor(u, b, true, 'none') < terrainFactor(u, a, true, 'none') ? b : a));
    expect(best(armor, 'A03.03')).toEqual({ kind: 'hex', terrain: 'city' });
    expect(best(armor, 'A04.02')).toEqual({ kind: 'hex', terrain: 'city' });
    expect(best(infantry, 'A03.04')).toEqual({ kind: 'hexside', terrain: 'minorRiver' });
    expect(defenderTerrainChoices(g, 'A04.03')).toEqual([{ kind: 'hex', terrain: 'city' }]);
    expect(terrainCategory({ kind: 'hex', terrain: 'city' })).toBe('veryClose');
  });

  it('9.4d O-T7 bracketedAttackOnly: [x2] doubles attacking units only; on defence it reads x1', () => {
    expect(parseEffect('[x2]')).toEqual({ factor: 2, bracketed: true });
    expect(parseEffect('x1/2')).toEqual({ factor: 0.5, bracketed: false });
    expect(effectFactor(parseEffect('[x2]'), true)).toBe(2);
    expect(effectFactor(parseEffect('[x2]'), false)).toBe(1);
    expect(terrainFactor(unit(game(), 'nk-t1'), { kind: 'hex', terrain: 'open' }, false, 'none')).toBe(1);
  });

  it('9.4e O-T8 antiTankReduction, example (OCS-T-3): Light AT defence: Panzers x2, Panzergrenadiers x1.5; Heavy AT: all x1.5', () => {
    const g = game((d) => {
      d.pieces.push(unitEntry('pz', 'nk', 'A03.03', 6, 4, { unitClass: 'armor', colour: 'yellow', symbol: 'tank' }), unitEntry('pzg', 'nk', 'A03.03', 4, 4, { unitClass: 'mech', colour: 'red', symbol: 'mechInfantry' }));
      piece(d, 'un-at')['symbol'] = 'recon';
      piece(d, 'un-at')['colour'] = 'red';
    });
    const [pz, pzg] = [unit(g, 'pz'), unit(g, 'pzg')];
    expect([atLevel(pz), atLevel(pzg)]).toEqual(['heavy', 'light']);
    const open = { kind: 'hex', terrain: 'open' } as const;
    expect([terrainFactor(pz, open, true, 'light'), terrainFactor(pzg, open, true, 'light')]).toEqual([2, 1.5]);
    expect([terrainFactor(pz, open, true, 'heavy'), terrainFactor(pzg, open, true, 'heavy')]).toEqual([1.5, 1.5]);
    expect(antiTankFactor(0.5, pz, 'heavy')).toBe(0.5);
    // Heavy: Yellow units, Red with a Tank symbol, AT and AA symbols, hedgehogs; Light: other Red; None: the rest.
    expect(atLevel({ ...pzg, symbol: 'tank' })).toBe('heavy');
    expect(atLevel({ ...unit(g, 'nk-i1'), symbol: 'antiAircraft' })).toBe('heavy');
    expect(atLevel({ kind: 'hedgehog', id: 'h', side: 'un', level: 1 })).toBe('heavy');
    expect(atLevel(unit(g, 'nk-i1'))).toBe('none');
    expect(hexAtLevel([unit(g, 'un-i1'), unit(g, 'un-at')])).toBe('light');
  });
});
