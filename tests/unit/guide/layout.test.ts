import { describe, expect, it } from 'vitest';
import { mapLayout } from '../../../components/board-map/layout.ts';
import { offsetCentre } from '../../../src/core/hex/index.ts';
import { toyRuleset } from '../../toy/toy-ruleset.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';

/** The corners of a hex as the map draws them: [x, y] pairs. */
const corners = (points: string): [number, number][] => points.split(' ').map((p) => p.split(',').map(Number) as [number, number]);

describe('map layout from the hex convention', () => {
  it('DS (columns east-west): pointy-topped hexes where they always were, odd columns shifted east, north up', () => {
    const game = loadScenario(TEACHING), ids = Object.keys(game.board.hexes), size = 18;
    const layout = mapLayout(game.board.grid, ids, size);
    // The layout before the hex convention was a parameter: offsetCentre, y flipped so north is up.
    const raw = ids.map((id) => { const u = offsetCentre(game.board.grid.globalOf(id)!); return { id, x: u.x * size, y: -u.y * size }; });
    const minX = Math.min(...raw.map((r) => r.x)), minY = Math.min(...raw.map((r) => r.y)), pad = size * 1.2;
    for (const r of raw) expect(layout.center(r.id)).toEqual({ x: r.x - minX + pad, y: r.y - minY + pad });
    const c = layout.center('w3218'), [top] = corners(layout.corners('w3218'));
    expect(top![0]).toBeCloseTo(c.x, 1);
    expect(top![1]).toBeCloseTo(c.y - size, 1);
  });

  it('columns north-south (the toy map): flat-topped hexes, a column one above the other', () => {
    const map = toyRuleset.views.map({ name: 'Toy', tokens: 0, cap: 2 });
    const layout = mapLayout(map.grid, map.hexes.map((h) => h.id), 18);
    const a = layout.center('A0101'), b = layout.center('A0102'), [right] = corners(layout.corners('A0101'));
    expect(b.x).toBeCloseTo(a.x, 6);
    expect(b.y - a.y).toBeCloseTo(Math.sqrt(3) * 18, 6);
    expect(right![0]).toBeCloseTo(a.x + 18, 1);
    expect(right![1]).toBeCloseTo(a.y, 1);
    expect(layout.hexAt(a)).toBe('A0101');
    expect(layout.hexAt(b)).toBe('A0102');
    // The two share a side: its ends are the corners they have in common.
    const [p, q] = layout.side('A0101', 'A0102');
    expect(Math.hypot(q.x - p.x, q.y - p.y)).toBeCloseTo(18, 6);
  });
});
