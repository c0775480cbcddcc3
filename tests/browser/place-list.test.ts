import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../components/place-list/place-list.ts';
import type { PlaceList, PlaceSelectDetail } from '../../components/place-list/place-list.ts';
import teaching from '../../scenarios/teaching-java-1942.json';
import type { DsGameState } from '../../src/ds/model/index.ts';
import { parseScenario } from '../../src/ds/scenario/index.ts';
import { dsViews } from '../../src/ds/view/index.ts';
import { placeOfTargetKey, targetKeyOf } from '../../src/ds/view/places.ts';

function load(json: unknown): DsGameState {
  const r = parseScenario(json);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return r.value;
}

const game = load(teaching);

async function mount(targets?: ReadonlyMap<string, string>): Promise<PlaceList> {
  document.body.replaceChildren();
  const list = document.createElement('tc-place-list');
  list.places = dsViews.places(game);
  list.targets = targets;
  document.body.append(list);
  await list.updateComplete;
  return list;
}

const TARGETS: ReadonlyMap<string, string> = new Map([
  ['zone:bayOfBengal', 'Place British Eastern Fleet CV in the Bay of Bengal On Station Box'],
  ['box:strategicWarfare', 'Place 10th Air Force Bomber in the Strategic Warfare Box'],
  ['convoys:southChinaSea', 'Place Convoy in the South China Sea Convoys Box'],
]);

describe('place list targets', () => {
  it('without targets, lists the occupied boxes and offers no button', async () => {
    const list = await mount();
    const root = list.shadowRoot!;
    expect(root.querySelectorAll('button')).toHaveLength(0);
    expect(root.textContent).toContain('Strategic Warfare Box (1)');
    expect(root.textContent).not.toContain('Bay of Bengal On Station Box');
  });

  it('renders each target place as a button labelled with its action, empty boxes included, in the given order', async () => {
    const list = await mount(TARGETS);
    const buttons = [...list.shadowRoot!.querySelectorAll('button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([...TARGETS.values()]);
    expect(buttons.map((b) => b.textContent?.trim())).toEqual([
      'Bay of Bengal On Station Box (0)', 'Strategic Warfare Box (1)', 'South China Sea Convoys Box (1)',
    ]);
    // The Strategic Warfare Box shows what is in it once, under its button, not again in the list below.
    const text = list.shadowRoot!.textContent ?? '';
    expect(text).toContain('6th Fleet');
    expect(text.match(/Strategic Warfare Box/g)).toHaveLength(1);
  });

  it('a click or Enter on a target place dispatches place-select with its key', async () => {
    const list = await mount(TARGETS);
    const seen: PlaceSelectDetail[] = [];
    list.addEventListener('place-select', (e) => seen.push(e.detail));
    const [bay, strategic] = list.shadowRoot!.querySelectorAll('button');
    await userEvent.click(strategic!);
    bay!.focus();
    await userEvent.keyboard('{Enter}');
    expect(seen).toEqual([{ key: 'box:strategicWarfare' }, { key: 'zone:bayOfBengal' }]);
  });

  it('target keys name On Station Boxes, Convoys Boxes and the Strategic Warfare Box, and nothing else', () => {
    for (const key of TARGETS.keys()) expect(targetKeyOf(placeOfTargetKey(key)!)).toBe(key);
    expect(placeOfTargetKey('zone:bayOfBengal')).toEqual({ kind: 'navalZone', zone: 'bayOfBengal', box: 'onStation' });
    expect(placeOfTargetKey('hex:w3218')).toBeUndefined();
    expect(targetKeyOf({ kind: 'navalZone', zone: 'bayOfBengal', box: 'used' })).toBeUndefined();
    expect(targetKeyOf({ kind: 'delayBox' })).toBeUndefined();
  });
});
