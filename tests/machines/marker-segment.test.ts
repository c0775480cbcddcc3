import { describe, expect, it } from 'vitest';
import { moveCounter } from '../../src/ds/model/contents.ts';
import type { DsGameState } from '../../src/ds/model/state.ts';
import { TEACHING, advanceTo, loadScenario, startTurn } from '../support/turn-harness.ts';

describe('4.3 Marker Segment, through the turn machine', () => {
  it('MK-2 4.3 S2 the Western Blitz marker leaves the map for the Force Pool', () => {
    const game = moveCounter(loadScenario(TEACHING), 'we-blitz-1', { kind: 'hex', hex: 'w2518' });
    const s = advanceTo(startTurn(game), 'ds.reserveMovement', 100);
    expect(s.context.game.counters.get('we-blitz-1')!.at).toEqual({ kind: 'forcePool', faction: 'western' });
    expect(s.context.log.some((l) => l.rule === '4.3' && l.message.includes('no Troop Convoy'))).toBe(true);
    expect(s.context.log.some((l) => l.rule === '4.3' && l.message.includes("Axis faction's"))).toBe(true);
  });

  it('DS-CL-15 MK-3 4.3 S3 Axis: the SNLF Beachhead-0 is set aside, then the stranded Axis unit goes to its Force Pool', () => {
    const g0 = loadScenario(TEACHING);
    const sea = g0.board.grid.neighbours('w2719').find((h) => g0.board.hexes[h]!.terrain === 'allSea')!;
    let game: DsGameState = { ...g0, game: { ...g0.game, phasing: 'axis' } };
    game = moveCounter(game, 'ax-snlf-1', { kind: 'hex', hex: sea, arrowTo: 'w2719' });
    game = moveCounter(game, 'jp-38-div', { kind: 'hex', hex: sea });
    const s = advanceTo(startTurn(game), 'ds.reserveMovement', 120);
    expect(s.context.game.counters.get('ax-snlf-1')!.at).toEqual({ kind: 'setAside' });
    expect(s.context.game.counters.get('jp-38-div')!.at).toEqual({ kind: 'forcePool', faction: 'axis' });
    expect(s.context.game.counters.get('ax-blitz-3')!.at).toEqual({ kind: 'forcePool', faction: 'axis' });
  });
});
