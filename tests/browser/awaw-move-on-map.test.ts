import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { TurnGuide } from '../../components/turn-guide/turn-guide.ts';
import { awawRuleset } from '../../machines/awaw/ruleset.ts';
import don from '../../scenarios/awaw/teaching-don-1942.json';
import wholeTurn from '../../scenarios/awaw/events/teaching-don-1942-whole-turn.json';
import type { AwawGame } from '../../src/awaw/model/game.ts';
import type { RulesetEvent } from '../../src/core/ruleset.ts';
import { mountRuleset, partOf, settle } from './support/guide-driver.ts';
import { dragOnMap } from './support/map-driver.ts';

/**
 * Issue 20 in the guide: AWAW ground movement (13.4) on the map, through the generic move mode and
 * the ruleset's `moveOf`: the XLVIII Panzer Corps is picked up by a click on its hex, the hexes it
 * may reach are highlighted, hovering one draws the path the rules found and says its cost in
 * movement factors, a click moves it (the event the legal actions list); by dragging and by
 * keyboard the same.
 */
function donGame(): AwawGame {
  const r = awawRuleset.scenario.parse(don);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return r.value;
}
const PIECE = 'ge-xlviii', TO = 'eN48';
const opening = (wholeTurn.events as RulesetEvent[]).slice(0, 3); // to the ground movement step

async function atGroundMovement(): Promise<TurnGuide> {
  const guide = await mountRuleset(awawRuleset, donGame(), wholeTurn.seed, true);
  for (const e of opening) expect(guide.controller!.send(e)).toEqual([]);
  await settle(guide);
  expect(guide.controller!.step!.id).toBe('awaw.movement.ground');
  return guide;
}
const mapOf = (guide: TurnGuide) => partOf(guide, 'tc-board-map');
function hexOf(guide: TurnGuide, piece: string): string {
  const views = guide.controller!.ruleset.views;
  for (const [hex, pieces] of views.stacks(views.gameOf(guide.controller!.snapshot.context)).stacks) if (pieces.some((p) => p.id === piece)) return hex;
  throw new Error(`${piece} is not on the map`);
}
async function pointOf(guide: TurnGuide, hex: string): Promise<{ x: number; y: number }> {
  const map = mapOf(guide);
  map.focusHex(hex);
  await map.updateComplete;
  const at = map.hexOnScreen(hex)!;
  return { x: at.x, y: at.y };
}
const base = (guide: TurnGuide) => mapOf(guide).shadowRoot!.querySelector<HTMLElement>('svg.layer.base')!;

describe('issue 20: AWAW ground movement on the map (13.4)', () => {
  it('13.41 click the unit, see where it may go, hover a hex for the path and its cost, click it: the unit moves', async () => {
    const guide = await atGroundMovement();
    const from = hexOf(guide, PIECE);
    expect(mapOf(guide).targets?.has(from)).toBe(true); // a hex to pick a unit up from
    await userEvent.click(base(guide), { position: await pointOf(guide, from) });
    await settle(guide);
    const targets = mapOf(guide).targets!;
    const listed = guide.controller!.legal.filter((e) => e.type === 'MOVE' && (e as unknown as { units: string[] }).units.includes(PIECE));
    expect(targets.has(TO)).toBe(true);
    expect(targets.size).toBe(new Set(listed.map((e) => (e as { to?: string }).to)).size);
    await userEvent.hover(base(guide), { position: await pointOf(guide, TO) });
    await settle(guide);
    const root = mapOf(guide).shadowRoot!;
    expect(root.querySelector('.move-preview:not(.unchecked) polyline')).not.toBeNull();
    expect(root.querySelector('.move-live')!.textContent).toMatch(/movement factor/);
    // Seen as well as announced: the hovered hex's tooltip leads with the move, its path and cost.
    expect(root.querySelector('.tip .tip-move')!.textContent).toMatch(/^Move XLVIII Panzer Corps through .*eN48\. Cost: \d+ movement factors?, \d+ of \d+ spent\.$/);
    await userEvent.click(base(guide), { position: await pointOf(guide, TO) });
    await settle(guide);
    expect(hexOf(guide, PIECE)).toBe(TO);
    const last = guide.controller!.events.at(-1) as unknown as { type: string; units: string[] };
    expect(last.type).toBe('MOVE');
    expect(last.units).toEqual([PIECE]);
    const result = await axe.run(guide, { resultTypes: ['violations'] });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  }, 120_000);

  it('13.41 drag: the unit dragged from its hex and dropped on a hex it may reach moves there, by the path the rules find', async () => {
    const guide = await atGroundMovement();
    const from = await pointOf(guide, hexOf(guide, PIECE));
    dragOnMap(mapOf(guide), from, await pointOf(guide, TO));
    await settle(guide);
    expect(hexOf(guide, PIECE)).toBe(TO);
    const last = guide.controller!.events.at(-1) as unknown as { type: string; units: string[]; to: string };
    expect([last.type, last.units, last.to]).toEqual(['MOVE', [PIECE], TO]);
  }, 120_000);

  it('13.41 keyboard only: Enter picks a unit up, the destination focused is announced with its path and cost, Enter moves it', async () => {
    const guide = await atGroundMovement();
    const root = () => mapOf(guide).shadowRoot!;
    // The map's one tab stop among the hexes a unit may be picked up from.
    const stop = root().querySelector<SVGElement>('.target[tabindex="0"]')!;
    stop.focus();
    expect(stop.getAttribute('aria-label')).toMatch(/^Pick up /);
    await userEvent.keyboard('{Enter}');
    await settle(guide);
    // The focus moves to a destination once the map has drawn them: wait for it, not for a fixed time.
    await vi.waitFor(() => expect(root().activeElement?.getAttribute('aria-label') ?? '').toMatch(/^Move /));
    expect(root().activeElement?.getAttribute('data-hex')).toBeDefined();
    // The focused destination's path and cost are announced (the map's polite live region).
    await vi.waitFor(() => expect(root().querySelector('.move-live')!.textContent).toMatch(/movement factor/));
    const events = guide.controller!.events.length;
    await userEvent.keyboard('{Enter}');
    await settle(guide);
    expect(guide.controller!.events.length).toBe(events + 1);
    expect(guide.controller!.events.at(-1)!.type).toBe('MOVE');
  }, 120_000);
});
