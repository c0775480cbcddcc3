import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ocsRuleset } from '../../machines/ocs/ruleset.ts';
import naktong from '../../scenarios/ocs/teaching-naktong-1950.json';
import teachingEvents from '../../scenarios/ocs/events/teaching-naktong-1950.json';
import { engineOf } from '../../src/core/engine.ts';
import { eventKey } from '../../src/core/event-key.ts';
import type { RulesetEvent } from '../../src/core/ruleset.ts';
import type { OcsGame } from '../../src/ocs/model/state.ts';
import { mountRuleset, playByClicks, rootOf, settle, type Input } from './support/guide-driver.ts';

/**
 * OCS in the guide (issue 18): the teaching combats on the Naktong, September 1950, played by
 * clicks and by the keyboard through the same guide that plays Dai Senso!, end in the state the
 * CLI's replay of the events file gives; the OCS combat panel shows each unit's strength with its
 * modifiers, the terrain, the odds, the DRM, Surprise and the result as the combat goes.
 */
function naktongGame(): OcsGame {
  const r = ocsRuleset.scenario.parse(naktong);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return r.value;
}
const events = teachingEvents.events as RulesetEvent[];
const text = (root: ParentNode | null | undefined): string => (root?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the OCS teaching combats in the guide (issue 18)', () => {
  it('9.2 every event of the teaching file, played by clicks (every fifth from the keyboard), ends in the CLI replay\'s state', async () => {
    const game = naktongGame();
    // The file records the dice as read from the table: the player rolls their own.
    const guide = await mountRuleset(ocsRuleset, game, teachingEvents.seed, true);
    const panels: string[] = [];
    for (const [i, e] of events.entries()) {
      const input: Input = i % 5 === 4 ? 'keyboard' : 'mouse';
      await playByClicks(guide, e, input);
      expect(guide.controller!.events.length, `event ${i} ${JSON.stringify(e)} was not taken by ${input}`).toBe(i + 1);
      const panel = guide.shadowRoot!.querySelector('tc-procedure-panel')?.shadowRoot;
      if (panel && panel.querySelector('section')) panels.push(text(panel));
    }
    const replayed = engineOf(ocsRuleset).replay(game, teachingEvents.seed, events);
    expect(replayed.applied).toBe(events.length);
    expect(eventKey(guide.controller!.snapshot.context)).toBe(eventKey(replayed.snapshot.context));
    // The combat panel followed the combats: strengths, odds, the SAMPLE table, the result.
    expect(panels.some((p) => /odds/i.test(p) && /SAMPLE/.test(p))).toBe(true);
    expect(panels.some((p) => /AR unit/.test(p))).toBe(true);
    expect(panels.some((p) => /Surprise/.test(p))).toBe(true);
  }, 240_000);

  it('the OCS guide in the middle of a combat has no serious or critical axe-core finding', async () => {
    const guide = await mountRuleset(ocsRuleset, naktongGame(), teachingEvents.seed);
    const at = events.findIndex((e) => e.type === 'COMBAT_RESULT' || e.type === 'ROLL_2D6');
    for (const e of events.slice(0, at)) expect(guide.controller!.send(e)).toEqual([]);
    await settle(guide);
    expect(text(rootOf(guide, 'tc-step-panel'))).not.toBe('');
    const result = await axe.run(guide, { resultTypes: ['violations'] });
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
    expect(bad).toEqual([]);
  }, 120_000);
});
