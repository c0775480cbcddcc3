import { describe, expect, it } from 'vitest';
import { mapLayout } from '../../../components/board-map/layout.ts';
import { firstTarget, isTargetKey, readingOrder, stepTarget } from '../../../components/board-map/target-nav.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';

/**
 * Keyboard movement among the armed action's targets (one tab stop on the map): every target is
 * reached by Left/Right in reading order, Up/Down go to the nearest target above or below, and the
 * hex under a point is the one whose centre is nearest (the map has no element per hex).
 */
const game = loadScenario(TEACHING);
const layout = mapLayout(game.board.grid, game.board.grid.ids);
const ids = game.board.grid.ids;
// Every seventh hex: targets spread over the whole map, several per row.
const targets = ids.filter((_, i) => i % 7 === 0);

describe('target navigation on the map', () => {
  it('reading order: row by row from the top, each row left to right, every target once', () => {
    const order = readingOrder(targets, layout);
    expect([...order].sort()).toEqual([...targets].sort());
    for (let i = 1; i < order.length; i++) {
      const a = layout.center(order[i - 1]!), b = layout.center(order[i]!);
      expect(a.y < b.y - 0.5 || (Math.abs(a.y - b.y) <= 0.5 && a.x < b.x), `${order[i - 1]} before ${order[i]}`).toBe(true);
    }
    expect(firstTarget(targets, layout)).toBe(order[0]);
  });

  it('a target off this board is left out (it must not become an invisible tab stop)', () => {
    expect(readingOrder([...targets, 'z9999'], layout)).not.toContain('z9999');
    expect(firstTarget(['z9999'], layout)).toBeUndefined();
  });

  it('Right from the first target reaches every target, Left walks back, Home and End go to the ends', () => {
    const order = readingOrder(targets, layout);
    const seen = [order[0]!];
    for (let at = order[0]!, next = stepTarget(order, at, 'ArrowRight', layout); next; at = next, next = stepTarget(order, at, 'ArrowRight', layout)) seen.push(next);
    expect(seen).toEqual(order);
    expect(stepTarget(order, order[order.length - 1]!, 'ArrowRight', layout)).toBeUndefined();
    expect(stepTarget(order, order[1]!, 'ArrowLeft', layout)).toBe(order[0]);
    expect(stepTarget(order, order[0]!, 'ArrowLeft', layout)).toBeUndefined();
    expect(stepTarget(order, order[3]!, 'Home', layout)).toBe(order[0]);
    expect(stepTarget(order, order[3]!, 'End', layout)).toBe(order[order.length - 1]);
  });

  it('Down goes to a target lower on the map, the nearest below; none below the last row', () => {
    const order = readingOrder(targets, layout);
    const from = order[Math.floor(order.length / 2)]!;
    const p = layout.center(from);
    const down = stepTarget(order, from, 'ArrowDown', layout)!;
    expect(layout.center(down).y).toBeGreaterThan(p.y);
    const up = stepTarget(order, from, 'ArrowUp', layout)!;
    expect(layout.center(up).y).toBeLessThan(p.y);
    // No target straight below is nearer (vertical distance first, sideways counting double).
    const score = (id: string) => { const c = layout.center(id); return (c.y - p.y) ** 2 + 4 * (c.x - p.x) ** 2; };
    for (const id of order) {
      const c = layout.center(id);
      if (c.y - p.y > 0.5 && Math.abs(c.x - p.x) <= (c.y - p.y) * Math.sqrt(3)) expect(score(id)).toBeGreaterThanOrEqual(score(down));
    }
    expect(stepTarget(order, order[order.length - 1]!, 'ArrowDown', layout)).toBeUndefined();
  });

  it('only the arrow keys, Home and End move the tab stop', () => {
    expect(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].every(isTargetKey)).toBe(true);
    expect(['Enter', ' ', 'Tab', 'a'].some(isTargetKey)).toBe(false);
  });

  it('the hex under a point is the hex whose centre it is, for every hex of the board', () => {
    for (const id of ids) expect(layout.hexAt(layout.center(id))).toBe(id);
    expect(layout.hexAt({ x: -1000, y: -1000 })).toBeUndefined();
  });
});
