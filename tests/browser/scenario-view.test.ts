import { describe, expect, it } from 'vitest';
import '../../components/scenario-view/scenario-view.ts';
import type { ScenarioView } from '../../components/scenario-view/scenario-view.ts';
import tiny from '../../scenarios/fixtures/tiny.json';
import { dsRuleset } from '../../machines/ds/ruleset.ts';
import { parseScenario } from '../../src/ds/scenario/index.ts';
import type { DsGameState } from '../../src/ds/model/index.ts';

function load(json: unknown): DsGameState {
  const r = parseScenario(json);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return r.value;
}

async function mount(state: DsGameState): Promise<ScenarioView> {
  document.body.replaceChildren();
  const view = document.createElement('tc-scenario-view');
  view.ruleset = dsRuleset;
  view.game = state;
  document.body.append(view);
  await view.updateComplete;
  const map = view.shadowRoot!.querySelector('tc-board-map')!;
  await map.updateComplete;
  return view;
}

const inner = (view: ScenarioView, tag: 'tc-board-map' | 'tc-hex-details' | 'tc-place-list') =>
  view.shadowRoot!.querySelector(tag)!.shadowRoot!;

describe('scenario view in Chromium', () => {
  it('draws every hex of the map, with the hexside features', async () => {
    const state = load(tiny);
    const view = await mount(state);
    const map = inner(view, 'tc-board-map');
    // Each terrain type and each hexside feature is one path, with a subpath per hex or side.
    const subpaths = (selector: string) => [...map.querySelectorAll(selector)].reduce((n, p) => n + (p.getAttribute('d')?.match(/M/g) ?? []).length, 0);
    expect(subpaths('.terrain path')).toBe(Object.keys(state.board.hexes).length);
    expect(subpaths('path.t-allSea')).toBe(5);
    expect(subpaths('path.side-strait')).toBe(1);
    // The Beachhead marker in w3219 points at Singapore (its Beachhead Hexside, 2.2.3.4).
    expect(map.querySelectorAll('line.arrow')).toHaveLength(1);
    const box = map.querySelector('svg')!.getBoundingClientRect();
    expect(box.width).toBeGreaterThan(50);
  });

  it('shows a hex and its counters when the player clicks it', async () => {
    const view = await mount(load(tiny));
    // A click where Singapore is on the map (the map finds the hex under the pointer).
    const map = view.shadowRoot!.querySelector('tc-board-map')!, at = map.hexOnScreen('w3218')!, box = map.getBoundingClientRect();
    inner(view, 'tc-board-map').querySelector('svg.layer.base')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: box.left + at.x, clientY: box.top + at.y }));
    await view.updateComplete;
    const details = view.shadowRoot!.querySelector('tc-hex-details')!;
    await details.updateComplete;
    const text = details.shadowRoot!.textContent ?? '';
    expect(text).toContain('Singapore (w3218)');
    expect(text).toContain('Key Port (Multi-Zone Port)');
    expect(text).toContain('18th Division 2-3-1');
    expect(inner(view, 'tc-board-map').querySelector('polygon.selected')?.getAttribute('data-hex')).toBe('w3218');
  });

  it('lists the places off the map with what is in them', async () => {
    const view = await mount(load(tiny));
    const list = view.shadowRoot!.querySelector('tc-place-list')!;
    await list.updateComplete;
    const text = list.shadowRoot!.textContent ?? '';
    expect(text).toContain('Axis Force Pool (1)');
    expect(text).toContain('South China Sea Convoys Box (1)');
    expect(text).toContain('Standard Convoy (Supply)');
  });
});
