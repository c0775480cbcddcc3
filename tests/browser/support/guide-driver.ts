import { expect } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../../components/turn-guide/turn-guide.ts';
import type { TurnGuide } from '../../../components/turn-guide/turn-guide.ts';
import { subjectKey, targetKey } from '../../../components/legal-actions/action-targets.ts';
import { offeredChoices } from '../../../components/legal-actions/dice-entry.ts';
import { eventKey } from '../../../src/core/event-key.ts';
import { dsRuleset } from '../../../machines/ds/ruleset.ts';
import type { AnyRuleset, RulesetEvent } from '../../../src/core/ruleset.ts';
import type { DsGameState } from '../../../src/ds/model/index.ts';

/** Mounts the guide on a DS `game`, as `npm start` shows it. */
export async function mountGuide(game: DsGameState, seed: number, ownDice = false): Promise<TurnGuide> {
  return mountRuleset(dsRuleset, game, seed, ownDice);
}

/** Mounts the guide on a game of any ruleset. */
export async function mountRuleset(ruleset: AnyRuleset, game: unknown, seed: number, ownDice = false): Promise<TurnGuide> {
  document.body.replaceChildren();
  const guide = document.createElement('tc-turn-guide');
  guide.seed = seed;
  guide.ownDice = ownDice;
  guide.ruleset = ruleset;
  guide.game = game;
  document.body.append(guide);
  await settle(guide);
  return guide;
}

/** Waits until the guide and every component inside it have rendered. */
export async function settle(guide: TurnGuide): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await guide.updateComplete;
    const parts = [...guide.shadowRoot!.querySelectorAll('*')].filter((e): e is Element & { updateComplete: Promise<unknown> } => 'updateComplete' in e);
    await Promise.all(parts.map((p) => p.updateComplete));
  }
}

export const partOf = <K extends keyof HTMLElementTagNameMap>(guide: TurnGuide, tag: K): HTMLElementTagNameMap[K] =>
  guide.shadowRoot!.querySelector(tag)!;
export const rootOf = (guide: TurnGuide, tag: keyof HTMLElementTagNameMap): ShadowRoot => partOf(guide, tag).shadowRoot!;

function button(root: ParentNode, selector: string, what: string): HTMLElement {
  const b = root.querySelector<HTMLElement>(selector);
  expect(b, `no button for ${what} (${selector})`).not.toBeNull();
  return b!;
}

const css = (s: string) => CSS.escape(s);

/**
 * Clicks a hex of the map as a player does, brought into view first: at its place on the map
 * (the map has no element per hex; it finds the hex under the pointer).
 */
export async function clickHex(guide: TurnGuide, hex: string): Promise<void> {
  const map = partOf(guide, 'tc-board-map');
  map.focusHex(hex);
  await map.updateComplete;
  const at = map.hexOnScreen(hex);
  expect(at, `hex ${hex} is not on the map`).toBeDefined();
  await userEvent.click(button(map.shadowRoot!, 'svg.layer.base', `the map under ${hex}`), { position: at! });
}

export type Input = 'mouse' | 'keyboard';

/** Presses a control: a click with the mouse, or Enter on it after it has the focus (keyboard). */
async function press(el: Element, input: Input): Promise<void> {
  if (input === 'mouse') { await userEvent.click(el); return; }
  (el as HTMLElement).focus();
  expect(el.getRootNode() instanceof ShadowRoot ? (el.getRootNode() as ShadowRoot).activeElement : document.activeElement).toBe(el);
  await userEvent.keyboard('{Enter}');
}

/**
 * Plays one event as a player does: a plain action is one button; an action on the board is its
 * subject's button, then the hex on the map (keyboard: the target in the panel's list; the zone in
 * that list either way), then, when there are several ways to act on that target, the one wanted.
 */
export async function playByClicks(guide: TurnGuide, e: RulesetEvent, input: Input = 'mouse'): Promise<void> {
  const views = guide.ruleset!.views;
  const game = views.gameOf(guide.controller!.snapshot.context);
  const actions = () => rootOf(guide, 'tc-legal-actions');
  const target = views.target(e);
  const full = views.describe(e, game);
  if (!target) {
    // The button's name is the action in words, numbered when two read alike ("… Replacements 2").
    const choice = offeredChoices(guide.controller!.legal, guide.ownDice, views, game).find((c) => !c.targeted && eventKey(c.actions[0]) === eventKey(e));
    const plain = actions().querySelector<HTMLElement>(`button[aria-label="${css(choice?.label ?? full)}"]`);
    if (plain) await press(plain, input);
    else await enterResult(guide, e, full);
  } else {
    await press(button(actions(), `button[data-key="${css(subjectKey(e, views))}"]`, full), input);
    await settle(guide);
    if (target.kind === 'hex' && input === 'mouse') await clickHex(guide, target.hex);
    else {
      // A long list of targets opens on demand ("List all N targets").
      const summary = actions().querySelector<HTMLElement>('.all-targets > button.list-all[aria-expanded="false"]');
      if (summary) { await press(summary, input); await settle(guide); }
      await press(button(actions(), `button[data-target="${css(targetKey(target))}"]`, full), input);
    }
    await settle(guide);
    const how = actions().querySelector<HTMLElement>(`.narrowed button[aria-label="${css(full)}"]`);
    if (how) await press(how, input);
  }
  await settle(guide);
}

/** A chart result not among the sample buttons is typed in, as read from the player's own chart. */
async function enterResult(guide: TurnGuide, e: RulesetEvent, full: string): Promise<void> {
  const entry = guide.ruleset!.views.resultEntry(e.type);
  expect(entry, `no button for ${full}`).toBeDefined();
  // The text the player would type: the event's own value in the field the entry fills.
  const fields = Object.entries(e).filter(([k]) => k !== 'type');
  expect(fields, `the result ${full} is one value`).toHaveLength(1);
  const root = rootOf(guide, 'tc-legal-actions');
  const input = button(root, 'input[name="result"]', full) as HTMLInputElement;
  await userEvent.fill(input, String(fields[0]![1]));
  await userEvent.click(button(root, 'form.entry button[type="submit"]', full));
}

/** Events that move the turn on without doing anything of note, most passive first. */
const PASSING = ['CONTINUE', 'DONE', 'ROLL', 'DECLINE_CONTEST', 'DECLINE_BEACHHEAD', 'DEVASTATION_TARGET', 'ESCORT_CONVOY'] as const;

/**
 * Sends confirms, finishes, seeded rolls and refusals through the guide's controller until the
 * turn rests in step `id` (across faction turns and game turns), then lets the guide render.
 */
export async function passTo(guide: TurnGuide, id: string, limit = 200): Promise<void> {
  const turn = guide.controller!;
  for (let i = 0; i < limit && turn.step?.id !== id; i++) {
    const next = PASSING.map((t) => turn.legal.find((e) => e.type === t && !('value' in e))).find((e) => e !== undefined);
    expect(next, `stuck in ${turn.step?.id} before ${id}`).toBeDefined();
    expect(turn.send(next!)).toEqual([]);
  }
  expect(turn.step?.id).toBe(id);
  await settle(guide);
}
