import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../components/board-map/board-map.ts';
import type { BoardMap, HexSelectDetail } from '../../components/board-map/board-map.ts';
import { mapLayout } from '../../components/board-map/layout.ts';
import { readingOrder, stepTarget } from '../../components/board-map/target-nav.ts';
import teaching from '../../scenarios/teaching-java-1942.json';
import { hexName, type DsGameState } from '../../src/ds/model/index.ts';
import { parseScenario } from '../../src/ds/scenario/index.ts';
import { generateFullBoard } from '../../src/ds/scenario/generate/full-board.ts';
import { dsViews } from '../../src/ds/view/index.ts';

function load(json: unknown): DsGameState {
  const r = parseScenario(json);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return r.value;
}

const game = load(teaching);
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The map mounted at 800x600, after its ResizeObserver has fitted the view to that box. */
async function mount(state: DsGameState = game): Promise<BoardMap> {
  document.body.replaceChildren();
  const map = document.createElement('tc-board-map');
  map.style.width = '800px';
  map.style.height = '600px';
  // What the guide hands the map: the DS views of the game.
  map.map = dsViews.map(state);
  map.stacks = dsViews.stacks(state);
  map.hexInfo = (id) => dsViews.hex(state, id);
  document.body.append(map);
  await map.updateComplete;
  await frame();
  await frame();
  await map.updateComplete;
  return map;
}

const root = (map: BoardMap) => map.shadowRoot!;
const base = (map: BoardMap) => root(map).querySelector<SVGSVGElement>('svg.layer.base')!;
const hatch = (map: BoardMap) => root(map).querySelector<SVGPathElement>('path.target-hatch');
const viewBox = (map: BoardMap) => base(map).viewBox.baseVal;
const box = (map: BoardMap) => { const v = viewBox(map); return { x: v.x, y: v.y, w: v.width, h: v.height }; };
const button = (map: BoardMap, label: string) => root(map).querySelector<HTMLButtonElement>(`.controls button[aria-label="${label}"]`)!;
const stops = (map: BoardMap) => [...root(map).querySelectorAll<SVGElement>('[tabindex="0"][data-target]')];
/** The corners of a hex as the map draws them. */
const cornersOf = (map: BoardMap, id: string) => mapLayout(map.map!.grid, map.map!.hexes.map((h) => h.id), map.size).corners(id);
const subpaths = (d: string | null | undefined) => (d?.match(/M/g) ?? []).length;
const terrainHexes = (map: BoardMap) => [...root(map).querySelectorAll('.terrain path')].reduce((n, p) => n + subpaths(p.getAttribute('d')), 0);

/** Where the hex's centre is, in pixels from the map's top left corner (as a pointer aims at it). */
function at(map: BoardMap, id: string): { x: number; y: number } {
  const p = map.hexOnScreen(id);
  if (!p) throw new Error(`hex ${id} is not on the map`);
  return p;
}

/** True when the map point under the hex's centre lies inside the highlight's fill. */
function highlighted(map: BoardMap, id: string): boolean {
  const h = hatch(map), p = at(map, id), r = map.getBoundingClientRect();
  if (!h) return false;
  return h.isPointInFill(new DOMPoint(r.left + p.x, r.top + p.y).matrixTransform(h.getScreenCTM()!.inverse()));
}

function collect(map: BoardMap): HexSelectDetail[] {
  const seen: HexSelectDetail[] = [];
  map.addEventListener('hex-select', (e) => seen.push(e.detail));
  return seen;
}

/** Targets labelled as the guide labels them: the action, then the hex by name and id. */
function targetsAt(ids: readonly string[]): ReadonlyMap<string, string> {
  return new Map(ids.map((id) => [id, `Place British Eastern Fleet CV at ${hexName(game, id)}`]));
}

describe('board map hit testing', () => {
  it('finds the hex under a map point from its position: every hex at its centre and near its corners, nothing off the map', () => {
    const ids = Object.keys(game.board.hexes), layout = mapLayout(game.board.grid, ids, 18);
    for (const id of ids) {
      const c = layout.center(id);
      expect(layout.hexAt(c)).toBe(id);
      for (const [x, y] of layout.corners(id).split(' ').map((p) => p.split(',').map(Number) as [number, number])) {
        expect(layout.hexAt({ x: c.x + (x - c.x) * 0.9, y: c.y + (y - c.y) * 0.9 })).toBe(id);
      }
    }
    expect(layout.hexAt({ x: -100, y: -100 })).toBeUndefined();
  });
});

describe('board map targets', () => {
  it('highlights the target hexes and only those, with one tab stop: a button named by its action', async () => {
    const map = await mount();
    expect(root(map).querySelector('.viewport')!.classList.contains('armed')).toBe(false);
    const ids = ['w2717', 'w2819', 'w3218'];
    map.targets = targetsAt(ids);
    await map.updateComplete;
    expect(subpaths(hatch(map)?.getAttribute('d'))).toBe(3);
    for (const id of ids) expect(highlighted(map, id), id).toBe(true);
    for (const id of ['w2818', 'w3022', 'w3216']) expect(highlighted(map, id), id).toBe(false);
    const [stop, ...more] = stops(map);
    expect(more).toHaveLength(0);
    expect(stop!.getAttribute('role')).toBe('button');
    const first = readingOrder(ids, mapLayout(game.board.grid, Object.keys(game.board.hexes), 18))[0]!;
    expect(stop!.getAttribute('data-hex')).toBe(first);
    expect(stop!.getAttribute('aria-label')).toBe(targetsAt(ids).get(first));
    expect(root(map).querySelector('.viewport')!.classList.contains('armed')).toBe(true);
  });

  it('Tab from the map reaches the first target in reading order, the arrow keys reach every other, and Enter or Space selects it', async () => {
    const map = await mount();
    const ids = ['w2819', 'w3218', 'w2717', 'w3216'];
    const order = [...ids].sort((a, b) => (Math.abs(at(map, a).y - at(map, b).y) > 1 ? at(map, a).y - at(map, b).y : at(map, a).x - at(map, b).x));
    map.targets = targetsAt(ids);
    await map.updateComplete;
    const seen = collect(map);
    const focused = () => root(map).activeElement?.getAttribute('data-hex');
    root(map).querySelector<HTMLElement>('.viewport')!.focus();
    await userEvent.tab();
    expect(focused()).toBe(order[0]);
    // The keyboard focus ring is drawn last, above counters and neighbouring targets.
    await map.updateComplete;
    const ring = root(map).querySelector('svg.layer.top')!.lastElementChild!;
    expect(ring.classList.contains('focus-ring')).toBe(true);
    expect(ring.querySelector('polygon')!.getAttribute('points')).toBe(stops(map)[0]!.getAttribute('points'));
    for (const id of order.slice(1)) {
      await userEvent.keyboard('{ArrowRight}');
      expect(focused()).toBe(id);
      expect(stops(map)).toHaveLength(1);
      expect(root(map).activeElement?.getAttribute('aria-label')).toBe(targetsAt(ids).get(id));
    }
    await userEvent.keyboard('{ArrowRight}');
    expect(focused()).toBe(order[order.length - 1]);
    await userEvent.keyboard('{Home}');
    expect(focused()).toBe(order[0]);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{End}');
    await userEvent.keyboard(' ');
    expect(seen).toEqual([{ hex: order[0], target: true }, { hex: order[order.length - 1], target: true }]);
    // Tab leaves the targets: they are one stop, not one each.
    await userEvent.tab();
    expect(root(map).activeElement).toBe(button(map, 'Zoom in'));
  });

  it('ArrowUp and ArrowDown go to the nearest target above or below, and stay put when there is none', () => {
    const ids = Object.keys(game.board.hexes), layout = mapLayout(game.board.grid, ids, 18);
    const order = readingOrder(['w2819', 'w3218', 'w2717', 'w3216', 'w4424'], layout);
    const y = (id: string) => layout.center(id).y;
    for (const from of order) {
      const up = stepTarget(order, from, 'ArrowUp', layout), down = stepTarget(order, from, 'ArrowDown', layout);
      const above = order.filter((id) => y(id) < y(from) - 1), below = order.filter((id) => y(id) > y(from) + 1);
      if (up) expect(y(up)).toBeLessThan(y(from)); else expect(above.every((id) => Math.abs(layout.center(id).x - layout.center(from).x) > (y(from) - y(id)) * Math.sqrt(3))).toBe(true);
      if (down) expect(y(down)).toBeGreaterThan(y(from)); else expect(below.every((id) => Math.abs(layout.center(id).x - layout.center(from).x) > (y(id) - y(from)) * Math.sqrt(3))).toBe(true);
    }
    expect(stepTarget(order, order[0]!, 'ArrowLeft', layout)).toBeUndefined();
    expect(stepTarget(order, order[order.length - 1]!, 'ArrowRight', layout)).toBeUndefined();
  });

  it('a click on a non-target hex selects it with target false, a click on any target hex with target true', async () => {
    const map = await mount();
    map.targets = targetsAt(['w2819', 'w3216']);
    await map.updateComplete;
    const seen = collect(map);
    const cursor = () => getComputedStyle(base(map)).cursor;
    await userEvent.click(base(map), { position: at(map, 'w3022') });
    await map.updateComplete;
    expect(cursor()).toBe('grab');
    // The tab stop takes no pointer events: a click on its hex, as on any, is found from the point.
    for (const id of ['w2819', 'w3216']) {
      await userEvent.click(base(map), { position: at(map, id) });
      await map.updateComplete;
      expect(cursor()).toBe('crosshair');
      expect(root(map).querySelector('polygon.hover.on-target')?.getAttribute('points')).toBe(cornersOf(map, id));
    }
    expect(seen).toEqual([{ hex: 'w3022', target: false }, { hex: 'w2819', target: true }, { hex: 'w3216', target: true }]);
    // A click on the focused stop itself (assistive technology clicks the focused element) acts there too.
    stops(map)[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(seen[3]).toEqual({ hex: stops(map)[0]!.getAttribute('data-hex'), target: true });
  });

  it('setting targets neither moves the view nor redraws the terrain', async () => {
    const map = await mount();
    const before = box(map), terrain = root(map).querySelector('.terrain path');
    const timings: number[] = [];
    for (const ids of [['w2819'], ['w2717', 'w2819', 'w3218', 'w3216', 'w3022'], []]) {
      const t0 = performance.now();
      map.targets = targetsAt(ids);
      await map.updateComplete;
      timings.push(performance.now() - t0);
      expect(subpaths(hatch(map)?.getAttribute('d'))).toBe(ids.length);
    }
    expect(box(map)).toEqual(before);
    expect(root(map).querySelector('.terrain path')).toBe(terrain);
    console.info(`targets update on the teaching map (400 hexes): ${timings.map((t) => t.toFixed(2)).join(', ')} ms`);
  });

  it('setting targets on a full board of some 5,000 hexes draws each once and leaves the terrain in place', async () => {
    const full = load(generateFullBoard({ seed: 1 }));
    const ids = Object.keys(full.board.hexes);
    const map = await mount(full);
    expect(terrainHexes(map)).toBe(ids.length);
    const terrain = root(map).querySelector('.terrain path');
    const timings: number[] = [];
    for (const from of [0, 200, 400]) {
      const t0 = performance.now();
      map.targets = new Map(ids.slice(from, from + 200).map((id) => [id, `Target ${id}`]));
      await map.updateComplete;
      timings.push(performance.now() - t0);
    }
    expect(subpaths(hatch(map)?.getAttribute('d'))).toBe(200);
    expect(stops(map)).toHaveLength(1);
    expect(root(map).querySelector('.terrain path')).toBe(terrain);
    console.info(`targets update on the full board (${ids.length} hexes, 200 targets): ${timings.map((t) => t.toFixed(2)).join(', ')} ms`);
  });
});

describe('board map pan and zoom', () => {
  it('Zoom in and Zoom out change the viewBox by one step, and Fit restores the fitted view', async () => {
    const map = await mount();
    const fitted = box(map);
    expect(fitted.w / fitted.h).toBeCloseTo(800 / 600, 3);
    button(map, 'Zoom in').click();
    await map.updateComplete;
    expect(box(map).w).toBeCloseTo(fitted.w / 1.25, 3);
    button(map, 'Zoom in').click();
    button(map, 'Zoom out').click();
    await map.updateComplete;
    expect(box(map).w).toBeCloseTo(fitted.w / 1.25, 3);
    button(map, 'Fit the whole map').click();
    await map.updateComplete;
    expect(box(map)).toEqual(fitted);
  });

  it('zooms with the wheel around the pointer, and with + and - and arrow keys when the map has focus', async () => {
    const map = await mount();
    const fitted = box(map);
    await userEvent.wheel(base(map), { delta: { y: -200 } });
    await map.updateComplete;
    expect(box(map).w).toBeLessThan(fitted.w);
    map.fit();
    root(map).querySelector<HTMLElement>('.viewport')!.focus();
    await userEvent.keyboard('+');
    await map.updateComplete;
    const zoomed = box(map);
    expect(zoomed.w).toBeCloseTo(fitted.w / 1.25, 3);
    await userEvent.keyboard('{ArrowRight}');
    await map.updateComplete;
    expect(box(map).x).toBeGreaterThan(zoomed.x);
    expect(box(map).y).toBeCloseTo(zoomed.y, 6);
    await userEvent.keyboard('-');
    await map.updateComplete;
    expect(box(map).w).toBeCloseTo(fitted.w, 3);
  });

  it('keeps the zoom within bounds', async () => {
    const map = await mount();
    const fitted = box(map);
    for (let i = 0; i < 40; i++) button(map, 'Zoom in').click();
    await map.updateComplete;
    expect(box(map).w).toBeGreaterThanOrEqual(18 * 6 * (1 - 1e-6));
    for (let i = 0; i < 40; i++) button(map, 'Zoom out').click();
    await map.updateComplete;
    // The viewBox reads back in single precision.
    expect(box(map).w).toBeLessThanOrEqual(fitted.w * 1.5 * (1 + 1e-6));
  });

  it('a drag pans the map and the click that ends it selects nothing', async () => {
    const map = await mount();
    button(map, 'Zoom in').click();
    await map.updateComplete;
    const before = box(map), seen = collect(map);
    const target = base(map), r = map.getBoundingClientRect(), p = at(map, 'w3218');
    const pointer = (dx: number) => ({ bubbles: true, composed: true, pointerId: 7, button: 0, clientX: r.left + p.x + dx, clientY: r.top + p.y });
    target.dispatchEvent(new PointerEvent('pointerdown', pointer(0)));
    target.dispatchEvent(new PointerEvent('pointermove', pointer(30)));
    target.dispatchEvent(new PointerEvent('pointermove', pointer(60)));
    target.dispatchEvent(new PointerEvent('pointerup', pointer(60)));
    target.dispatchEvent(new MouseEvent('click', pointer(60)));
    await map.updateComplete;
    expect(seen).toEqual([]);
    expect(box(map).x).toBeLessThan(before.x);
    // The next plain click selects again, the hex now under the pointer.
    const q = at(map, 'w3218');
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: r.left + q.x, clientY: r.top + q.y }));
    expect(seen).toEqual([{ hex: 'w3218', target: false }]);
  });

  it('showTargets fits the targets, focusHex pans a hex into view, and neither happens on its own', async () => {
    const map = await mount();
    const fitted = box(map);
    map.targets = targetsAt(['w3216', 'w3218']);
    await map.updateComplete;
    expect(box(map)).toEqual(fitted);
    map.showTargets();
    await map.updateComplete;
    const shown = box(map);
    expect(shown.w).toBeLessThan(fitted.w);
    // Wholly in view: the hex's centre at least one radius (in pixels) from every edge.
    const inView = (id: string) => {
      const p = at(map, id), radius = 18 * (800 / box(map).w);
      return p.x >= radius && p.x <= 800 - radius && p.y >= radius && p.y <= 600 - radius;
    };
    expect(inView('w3216') && inView('w3218')).toBe(true);
    expect(inView('w4424')).toBe(false);
    map.focusHex('w4424');
    await map.updateComplete;
    expect(inView('w4424')).toBe(true);
  });
});

describe('board map tooltip', () => {
  it('hovering a hex lists its whole stack, not only the chips drawn, and outlines the hex', async () => {
    const map = await mount();
    await userEvent.hover(base(map), { position: at(map, 'w3218') });
    await map.updateComplete;
    const tip = root(map).querySelector('[role="tooltip"]')!;
    const text = tip.textContent ?? '';
    expect(text).toContain('Singapore (w3218)');
    expect(text).toContain('Jungle');
    const counters = new Map(teaching.counters.map((c) => [c.id, c] as const));
    const stack = teaching.places.hexes.w3218;
    expect(stack.length).toBeGreaterThan(3);
    expect(tip.querySelectorAll('li')).toHaveLength(stack.length);
    for (const id of stack) {
      const c = counters.get(id)!;
      if ('name' in c && c.name) expect(text).toContain(c.name);
    }
    expect(text).toContain('25th Army 4-4-2 — Japanese, Axis');
    expect(text).toContain('Logistics');
    const outline = root(map).querySelector('polygon.hover')!;
    expect(outline.getAttribute('points')).toBe(cornersOf(map, 'w3218'));
  });

  it('hovering an empty hex says so, and focusing a target shows its stack', async () => {
    const map = await mount();
    await userEvent.hover(base(map), { position: at(map, 'w2717') });
    await map.updateComplete;
    expect(root(map).querySelector('[role="tooltip"]')?.textContent).toContain('empty');
    map.targets = targetsAt(['w2819']);
    await map.updateComplete;
    stops(map)[0]!.focus();
    await map.updateComplete;
    const tip = root(map).querySelector('[role="tooltip"]')!;
    expect(tip.textContent).toContain('Batavia (w2819)');
    expect(stops(map)[0]!.getAttribute('aria-describedby')).toBe(tip.id);
  });
});
