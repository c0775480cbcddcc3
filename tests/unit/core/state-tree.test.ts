import { describe, expect, it } from 'vitest';
import { replayDsGame } from '../../../machines/ds/replay.ts';
import { GameLog } from '../../../src/core/log.ts';
import { PieceStore } from '../../../src/core/pieces/store.ts';
import { changedPaths, childCount, childrenOf, findKeys, kindOf, preview, toPlainJson, valueAt } from '../../../src/core/state-tree.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';

describe("designer's console: the game state as a tree (src/core/state-tree.ts)", () => {
  const store = PieceStore.of([{ piece: { id: 'a' }, at: 'x1' }, { piece: { id: 'b' }, at: 'x2' }], (p: string) => p);
  const state = { board: { hexes: { x1: { terrain: 'clear' } } }, counters: store, log: GameLog.of([{ text: 'hi' }] as never), tags: new Set(['t']), by: new Map([[1, 'one']]) };

  it('reads a level at a time, toJSON honoured (the piece store by id, the log as its entries), Maps as objects, Sets as arrays', () => {
    expect(childrenOf(state).map((c) => c.key)).toEqual(['board', 'counters', 'log', 'tags', 'by']);
    expect(kindOf(store)).toBe('object');
    expect(childrenOf(store).map((c) => c.key)).toEqual(['a', 'b']);
    expect(valueAt(state, ['counters', 'b', 'at'])).toEqual({ value: 'x2' });
    expect(valueAt(state, ['log', '0', 'text'])).toEqual({ value: 'hi' });
    expect(valueAt(state, ['tags', '0'])).toEqual({ value: 't' });
    expect(valueAt(state, ['by', '1'])).toEqual({ value: 'one' });
    expect(valueAt(state, ['board', 'nowhere'])).toBeUndefined();
    expect([preview(state), preview(state.log), preview('w2717'), preview(3)]).toEqual(['{5 keys}', '[1 item]', '"w2717"', '3']);
    expect(childrenOf(store, 1, 5).map((c) => c.key)).toEqual(['b']);
    expect(childCount(state.board.hexes)).toBe(1);
  });

  it('finds keys breadth first, within a bound, and says when it stopped early', () => {
    expect(findKeys(state, 'AT').matches.map((m) => m.path.join('.'))).toEqual(['counters.a.at', 'counters.b.at']);
    expect(findKeys(state, 'at', { maxMatches: 1 })).toMatchObject({ matches: [{ path: ['counters', 'a', 'at'] }], cut: true });
    expect(findKeys(state, ' ')).toEqual({ matches: [], cut: false });
  });

  it('writes plain JSON: no functions, no undefined, a cycle named', () => {
    const cyclic: Record<string, unknown> = { f: () => 1, u: undefined, n: 1 };
    cyclic['self'] = cyclic;
    expect(toPlainJson(cyclic)).toEqual({ n: 1, self: '[circular]' });
    expect(toPlainJson(state)).toMatchObject({ counters: { a: { piece: { id: 'a' }, at: 'x1' } }, tags: ['t'], by: { 1: 'one' } });
  });

  it('DS 2.2.3 through the machine: a support unit placed (uncontested) changes that counter and the bookkeeping, never the board', () => {
    const game = loadScenario(TEACHING);
    const events = [{ type: 'CONTINUE' }, { type: 'CONTINUE' }, { type: 'CONTINUE' }, { type: 'ROLL', value: 5 }, { type: 'ROLL', value: 3 }, { type: 'ROLL', value: 2 }, { type: 'DONE' }];
    const before = replayDsGame(game, 1, events).snapshot;
    const after = replayDsGame(game, 1, [...events, { type: 'PLACE_SUPPORT', unit: 'br-eastern-cv', to: { kind: 'hex', hex: 'w2717' } },
      { type: 'DECLINE_CONTEST', faction: 'axis' }]).snapshot;
    const changed = changedPaths(before.context, after.context).paths.map((p) => p.join('.'));
    expect(changed, changed.join(' ')).toContain('game.counters.br-eastern-cv.at.hex');
    expect(changed.some((p) => p.startsWith('turn.placement'))).toBe(true);
    expect(changed.some((p) => p.startsWith('game.board'))).toBe(false);
    expect(changedPaths(before.context, before.context)).toEqual({ paths: [], cut: false });
    expect(changedPaths(before.context, after.context, 1).cut).toBe(true);
  });
});
