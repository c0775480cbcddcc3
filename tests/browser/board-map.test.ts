import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../components/board-map/board-map.ts';
import type { BoardMap, HexSelectDetail } from '../../components/board-map/board-map.ts';
import teaching from '../../scenarios/teaching-java-1942.json';
import { hexName, type DsGameState } from '../../src/ds/model/index.ts';
import { parseScenario } from '../../src/ds/scenario/index.ts';
import { generateFullBoard } from '../../src/ds/scenario/generate/full-board.ts';

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
  map.state = state;
  document.body.append(map);
  await map.updateComplete;
  await frame();
  await frame();
  await map.updateComplete;
  return map;
}

const root = (map: BoardMap) => map.shadowRoot!;
const hex = (map: BoardMap, id: string) => root(map).querySelector<SVGPolygonElement>(`polygon.hex[data-hex="${id}"]`)!;
const viewBox = (map: BoardMap) => root(map).querySelector('svg')!.viewBox.baseVal;
const box = (map: BoardMap) => { const v = viewBox(map); return { x: v.x, y: v.y, w: v.width, h: v.height }; };
const button = (map: BoardMap, label: string) => root(map).querySelector<HTMLButtonElement>(`.controls button[aria-label="${label}"]`)!;

function collect(map: BoardMap): HexSelectDetail[] {
  const seen: HexSelectDetail[] = [];
  map.addEventListener('hex-select', (e) => seen.push(e.detail));
  return seen;
}

/** Targets labelled as the guide labels them: the action, then the hex by name and id. */
function targetsAt(ids: readonly string[]): ReadonlyMap<string, string> {
  return new Map(ids.map((id) => [id, `Place British Eastern Fleet CV at ${hexName(game, id)}`]));
}

describe('board map targets', () => {
  it('makes each target hex a focusable button named by its action, and only those', async () => {
    const map = await mount();
    expect(root(map).querySelector('.viewport')!.classList.contains('armed')).toBe(false);
    map.targets = targetsAt(['w2717', 'w2819', 'w3218']);
    await map.updateComplete;
    const targets = [...root(map).querySelectorAll('polygon.target')];
    expect(targets.map((t) => t.getAttribute('data-hex'))).toEqual(['w2717', 'w2819', 'w3218']);
    for (const t of targets) {
      expect(t.getAttribute('role')).toBe('button');
      expect(t.getAttribute('tabindex')).toBe('0');
    }
    expect(targets[1]!.getAttribute('aria-label')).toBe('Place British Eastern Fleet CV at Batavia (w2819)');
    expect(targets[0]!.getAttribute('aria-label')).toBe('Place British Eastern Fleet CV at hex w2717');
    expect(root(map).querySelectorAll('polygon.hex[tabindex]')).toHaveLength(0);
    expect(root(map).querySelector('.viewport')!.classList.contains('armed')).toBe(true);
  });

  it('Tab from the map reaches the first target, and Enter or Space on it selects it as a target', async () => {
    const map = await mount();
    map.targets = targetsAt(['w2819', 'w3218']);
    await map.updateComplete;
    const seen = collect(map);
    root(map).querySelector<HTMLElement>('.viewport')!.focus();
    await userEvent.tab();
    expect(root(map).activeElement?.getAttribute('data-hex')).toBe('w2819');
    // The keyboard focus ring is drawn last, above counters and neighbouring targets.
    const ring = root(map).querySelector('svg.layer.top')!.lastElementChild!; // the topmost layer
    expect(ring.classList.contains('focus-ring')).toBe(true);
    expect(ring.querySelector('polygon')!.getAttribute('points')).toBe(hex(map, 'w2819').getAttribute('points'));
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(root(map).activeElement?.getAttribute('data-hex')).toBe('w3218');
    await userEvent.keyboard(' ');
    expect(seen).toEqual([{ hex: 'w2819', target: true }, { hex: 'w3218', target: true }]);
  });

  it('a click on a non-target hex selects it with target false, a click on a target with target true', async () => {
    const map = await mount();
    map.targets = targetsAt(['w2819']);
    await map.updateComplete;
    const seen = collect(map);
    await userEvent.click(hex(map, 'w3022'));
    await userEvent.click(root(map).querySelector('polygon.target[data-hex="w2819"]')!);
    expect(seen).toEqual([{ hex: 'w3022', target: false }, { hex: 'w2819', target: true }]);
  });

  it('setting targets neither moves the view nor redraws the terrain', async () => {
    const map = await mount();
    const before = box(map), polygon = hex(map, 'w3218');
    const timings: number[] = [];
    for (const ids of [['w2819'], ['w2717', 'w2819', 'w3218', 'w3216', 'w3022'], []]) {
      const t0 = performance.now();
      map.targets = targetsAt(ids);
      await map.updateComplete;
      timings.push(performance.now() - t0);
    }
    expect(box(map)).toEqual(before);
    expect(hex(map, 'w3218')).toBe(polygon);
    console.info(`targets update on the teaching map (400 hexes): ${timings.map((t) => t.toFixed(2)).join(', ')} ms`);
  });

  it('setting targets on a full board of some 5,000 hexes leaves the terrain polygons in place', async () => {
    const full = load(generateFullBoard({ seed: 1 }));
    const ids = Object.keys(full.board.hexes);
    const map = await mount(full);
    expect(root(map).querySelectorAll('polygon.hex')).toHaveLength(ids.length);
    const first = root(map).querySelector('polygon.hex');
    const timings: number[] = [];
    for (const from of [0, 200, 400]) {
      const t0 = performance.now();
      map.targets = new Map(ids.slice(from, from + 200).map((id) => [id, `Target ${id}`]));
      await map.updateComplete;
      timings.push(performance.now() - t0);
    }
    expect(root(map).querySelectorAll('polygon.target')).toHaveLength(200);
    expect(root(map).querySelector('polygon.hex')).toBe(first);
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
    await userEvent.wheel(root(map).querySelector('svg')!, { delta: { y: -200 } });
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
    const target = hex(map, 'w3218'), r = target.getBoundingClientRect();
    const at = (dx: number) => ({ bubbles: true, composed: true, pointerId: 7, button: 0, clientX: r.x + r.width / 2 + dx, clientY: r.y + r.height / 2 });
    target.dispatchEvent(new PointerEvent('pointerdown', at(0)));
    target.dispatchEvent(new PointerEvent('pointermove', at(30)));
    target.dispatchEvent(new PointerEvent('pointermove', at(60)));
    target.dispatchEvent(new PointerEvent('pointerup', at(60)));
    target.dispatchEvent(new MouseEvent('click', at(60)));
    await map.updateComplete;
    expect(seen).toEqual([]);
    expect(box(map).x).toBeLessThan(before.x);
    // The next plain click selects again.
    target.dispatchEvent(new MouseEvent('click', at(0)));
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
    const inView = (id: string) => {
      const v = root(map).querySelector('svg')!.getBoundingClientRect(), h = hex(map, id).getBoundingClientRect();
      return h.left >= v.left && h.right <= v.right && h.top >= v.top && h.bottom <= v.bottom;
    };
    expect(inView('w3216') && inView('w3218')).toBe(true);
    expect(inView('w4424')).toBe(false);
    map.focusHex('w4424');
    await map.updateComplete;
    expect(inView('w4424')).toBe(true);
  });
});

describe('board map tooltip', () => {
  it('hovering a hex lists its whole stack, not only the chips drawn', async () => {
    const map = await mount();
    await userEvent.hover(hex(map, 'w3218'));
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
  });

  it('hovering an empty hex says so, and focusing a target shows its stack', async () => {
    const map = await mount();
    await userEvent.hover(hex(map, 'w2717'));
    await map.updateComplete;
    expect(root(map).querySelector('[role="tooltip"]')?.textContent).toContain('empty');
    map.targets = targetsAt(['w2819']);
    await map.updateComplete;
    root(map).querySelector<SVGElement>('polygon.target')!.focus();
    await map.updateComplete;
    const tip = root(map).querySelector('[role="tooltip"]')!;
    expect(tip.textContent).toContain('Batavia (w2819)');
    expect(root(map).querySelector('polygon.target')!.getAttribute('aria-describedby')).toBe(tip.id);
  });
});
