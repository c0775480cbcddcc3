import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { awawRuleset } from '../../machines/awaw/ruleset.ts';
import don from '../../scenarios/awaw/teaching-don-1942.json';
import teachingEvents from '../../scenarios/awaw/events/teaching-don-1942.json';
import wholeTurn from '../../scenarios/awaw/events/teaching-don-1942-whole-turn.json';
import type { AwawGame } from '../../src/awaw/model/game.ts';
import { engineOf } from '../../src/core/engine.ts';
import { eventKey } from '../../src/core/event-key.ts';
import type { RulesetEvent } from '../../src/core/ruleset.ts';
import { mountRuleset, playByClicks, rootOf, settle, type Input } from './support/guide-driver.ts';

/**
 * A World at War in the guide (issue 19): the Axis combat phase at the Don bend, summer 1942 (an
 * airdrop, three regular attacks one of them over two rounds, a breakthrough, exploitation movement
 * and an exploitation attack, an attrition with a hex occupied and a retreat), played by clicks and
 * by the keyboard through the same guide that plays the other rulesets, ends in the state the CLI's
 * replay of the events file gives; the combat panel shows each unit's factor and every DM with its
 * rule, the odds and CRT column, the die, the CRT row and the result, and the rounds.
 */
function donGame(): AwawGame {
  const r = awawRuleset.scenario.parse(don);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return r.value;
}
const events = teachingEvents.events as RulesetEvent[];
const text = (root: ParentNode | null | undefined): string => (root?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the AWAW teaching combat phase in the guide (issue 19)', () => {
  it('15, 16, 14: every event of the teaching file, played by clicks (every fifth from the keyboard), ends in the CLI replay\'s state', async () => {
    const game = donGame();
    // The file records the dice as read: the player rolls their own.
    const guide = await mountRuleset(awawRuleset, game, teachingEvents.seed, true);
    const panels: string[] = [];
    for (const [i, e] of events.entries()) {
      const input: Input = i % 5 === 4 ? 'keyboard' : 'mouse';
      await playByClicks(guide, e, input);
      expect(guide.controller!.events.length, `event ${i} ${JSON.stringify(e)} was not taken by ${input}`).toBe(i + 1);
      const panel = guide.shadowRoot!.querySelector('tc-procedure-panel')?.shadowRoot;
      if (panel && panel.querySelector('section')) panels.push(text(panel));
    }
    const replayed = engineOf(awawRuleset).replay(game, teachingEvents.seed, events);
    expect(replayed.applied).toBe(events.length);
    expect(eventKey(guide.controller!.snapshot.context)).toBe(eventKey(replayed.snapshot.context));
    // The combat panel followed the attacks and the attrition.
    expect(panels.some((p) => p.includes('Defense Multipliers') && p.includes('15.32A') && p.includes('15.32C'))).toBe(true);
    expect(panels.some((p) => p.includes('CRT column') && p.includes('CRT row'))).toBe(true);
    expect(panels.some((p) => p.includes('Earlier rounds') && p.includes('previous round'))).toBe(true);
    expect(panels.some((p) => p.includes('Exploitation combat (16.44)'))).toBe(true);
    expect(panels.some((p) => p.includes('Attrition Table') && p.includes('14.42B'))).toBe(true);
  }, 300_000);

  it('13, 13.5, 11 (issue 20): the whole-turn file (moves, a successful and a thwarted overrun, the owed attack, a partisan moved and built), played by clicks and keys, ends in the CLI replay\'s state', async () => {
    const game = donGame();
    const all = wholeTurn.events as RulesetEvent[];
    const guide = await mountRuleset(awawRuleset, game, wholeTurn.seed, true);
    for (const [i, e] of all.entries()) {
      const input: Input = i % 5 === 4 ? 'keyboard' : 'mouse';
      await playByClicks(guide, e, input);
      expect(guide.controller!.events.length, `event ${i} ${JSON.stringify(e)} was not taken by ${input}`).toBe(i + 1);
    }
    const replayed = engineOf(awawRuleset).replay(game, wholeTurn.seed, all);
    expect(replayed.applied).toBe(all.length);
    expect(eventKey(guide.controller!.snapshot.context)).toBe(eventKey(replayed.snapshot.context));
  }, 300_000);

  it('the AWAW guide in the middle of an attack has no serious or critical axe-core finding', async () => {
    const guide = await mountRuleset(awawRuleset, donGame(), teachingEvents.seed);
    const at = events.findIndex((e) => e.type === 'ANOTHER_ROUND');
    for (const e of events.slice(0, at + 2)) expect(guide.controller!.send(e)).toEqual([]);
    await settle(guide);
    expect(text(rootOf(guide, 'tc-step-panel'))).not.toBe('');
    expect(text(guide.shadowRoot!.querySelector('tc-procedure-panel')!.shadowRoot)).toContain('Round 2');
    const result = await axe.run(guide, { resultTypes: ['violations'] });
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
    expect(bad).toEqual([]);
  }, 120_000);
});
