import { LitElement, html } from 'lit';
import { describe, expect, it } from 'vitest';
import '../../components/step-panel/step-panel.ts';
import '../../components/legal-actions/legal-actions.ts';
import '../../components/turn-log/turn-log.ts';
import { actionChoices } from '../../components/legal-actions/action-targets.ts';
import { actionsForDice } from '../../components/legal-actions/dice-entry.ts';
import { TurnController } from '../../components/shared/turn-controller.ts';
import { replayDsGame } from '../../machines/ds/replay.ts';
import { dsRuleset } from '../../machines/ds/ruleset.ts';
import teaching from '../../scenarios/teaching-java-1942.json';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { legalActions } from '../../src/ds/legal/index.ts';
import type { DsGameState } from '../../src/ds/model/index.ts';
import { parseScenario } from '../../src/ds/scenario/index.ts';

function load(json: unknown): DsGameState {
  const r = parseScenario(json);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return r.value;
}

const game = load(teaching);
const saved = westernTurn.events as DsEvent[];

const views = dsRuleset.views;

/** The three components wired to one controller, as the guide wires them: the DS views give the words. */
class TestTurnGuide extends LitElement {
  ctrl = new TurnController(this, dsRuleset, game, westernTurn.seed);

  override render() {
    const c = this.ctrl;
    const now = c.snapshot.context.game;
    const refusal = c.lastRefusal, step = c.step;
    return html`
      <tc-step-panel .step=${step?.meta} .actor=${step ? views.actorText(step.meta.actor, c.snapshot.context) : undefined}></tc-step-panel>
      <tc-legal-actions .actions=${c.legal} .freeMovers=${c.freeMovers} .views=${views} .game=${now} .violations=${refusal?.violations ?? []} .refused=${refusal?.event}
        @action-chosen=${(e: CustomEvent<{ action: DsEvent }>) => c.send(e.detail.action)}></tc-legal-actions>
      <tc-turn-log .entries=${c.log} .marks=${c.logMarks} .start=${c.startMark}
        .eventLabels=${c.events.map((e) => views.describe(e, now))}
        @undo-to=${(e: CustomEvent<{ count: number }>) => c.undoTo(e.detail.count)}></tc-turn-log>`;
  }
}
customElements.define('tc-test-turn-guide', TestTurnGuide);

async function settle(host: TestTurnGuide): Promise<void> {
  await host.updateComplete;
  for (const tag of ['tc-step-panel', 'tc-legal-actions', 'tc-turn-log'] as const) await host.shadowRoot!.querySelector(tag)!.updateComplete;
}

async function mount(): Promise<TestTurnGuide> {
  document.body.replaceChildren();
  const host = document.createElement('tc-test-turn-guide') as TestTurnGuide;
  document.body.append(host);
  await settle(host);
  return host;
}

const part = (host: TestTurnGuide, tag: 'tc-step-panel' | 'tc-legal-actions' | 'tc-turn-log') =>
  host.shadowRoot!.querySelector(tag)!.shadowRoot!;
/** Buttons the panel offers with seeded dice: one per choice (an action, or a subject pointing at the board). */
const offered = (host: TestTurnGuide) =>
  actionChoices(actionsForDice(legalActions(host.ctrl.snapshot), false, views), views, host.ctrl.snapshot.context.game).length;
const text = (host: TestTurnGuide, tag: 'tc-step-panel' | 'tc-legal-actions' | 'tc-turn-log') => part(host, tag).textContent ?? '';

describe('turn guide: controller, step panel, legal actions, turn log', () => {
  it('shows the current step and exactly the legal actions, each a labelled button', async () => {
    const host = await mount();
    const meta = host.ctrl.step!.meta;
    expect(text(host, 'tc-step-panel')).toContain(meta.title);
    expect(text(host, 'tc-step-panel')).toContain(meta.rule);
    expect(text(host, 'tc-step-panel')).toContain('Who acts now');
    const legal = legalActions(host.ctrl.snapshot);
    const buttons = part(host, 'tc-legal-actions').querySelectorAll('button');
    expect(buttons).toHaveLength(offered(host));
    // The rules' actions are counted; free moves (R-FREE-MOVES) are said apart, by the counters that may move.
    const rules = legalActions(host.ctrl.snapshot, { freeMoves: false }).length;
    const movers = new Set(legal.filter((e) => e.type === 'FREE_MOVE').map((e) => (e as { piece: string }).piece)).size;
    expect(text(host, 'tc-legal-actions')).toContain(movers === 0 ? `(${rules})` : `(${rules}; ${movers} counters may move freely)`);
    for (const b of buttons) expect(b.getAttribute('aria-label')).toBeTruthy();
  });

  it('advances the step when the player clicks Continue', async () => {
    const host = await mount();
    const before = host.ctrl.step!;
    const cont = part(host, 'tc-legal-actions').querySelector<HTMLButtonElement>('button[data-type="CONTINUE"]')!;
    expect(cont.getAttribute('aria-label')).toBe('Continue');
    cont.click();
    await settle(host);
    const after = host.ctrl.step!;
    expect(host.ctrl.events).toEqual([{ type: 'CONTINUE' }]);
    expect(after.id).not.toBe(before.id);
    expect(text(host, 'tc-step-panel')).toContain(after.meta.title);
    expect(text(host, 'tc-step-panel')).toContain(after.meta.rule);
    expect(part(host, 'tc-legal-actions').querySelectorAll('button')).toHaveLength(offered(host));
  });

  it('refuses an illegal event with its violations and leaves the state unchanged', async () => {
    const host = await mount();
    const step = host.ctrl.step!.id;
    const logLength = host.ctrl.log.length;
    const violations = host.ctrl.send({ type: 'PLACE_BLITZ', marker: 'we-blitz-1', hex: 'w2820' });
    await settle(host);
    expect(violations.length).toBeGreaterThan(0);
    expect(host.ctrl.step!.id).toBe(step);
    expect(host.ctrl.log).toHaveLength(logLength);
    expect(host.ctrl.events).toHaveLength(0);
    const whyNot = part(host, 'tc-legal-actions').querySelector('.why-not')!;
    expect(whyNot.textContent).toContain(violations[0]!.rule);
    expect(whyNot.textContent).toContain('Place Blitz marker');
    // The next accepted action clears the refusal.
    part(host, 'tc-legal-actions').querySelector<HTMLButtonElement>('button[data-type="CONTINUE"]')!.click();
    await settle(host);
    expect(part(host, 'tc-legal-actions').querySelector('.why-not')).toBeNull();
  });

  it('undoes to an earlier point from the turn log', async () => {
    const host = await mount();
    const steps: string[] = [host.ctrl.step!.id];
    for (const e of saved.slice(0, 8)) {
      expect(host.ctrl.send(e)).toEqual([]);
      steps.push(host.ctrl.step!.id);
    }
    await settle(host);
    const log = part(host, 'tc-turn-log');
    expect(log.querySelectorAll('li.event')).toHaveLength(8);
    expect(log.querySelectorAll('button[data-count]')).toHaveLength(8); // Undo to here: counts 0..7; none for the present
    const logAfter2 = replayDsGame(game, westernTurn.seed, saved.slice(0, 2)).snapshot.context.log.toArray();
    log.querySelector<HTMLButtonElement>('button[data-count="2"]')!.click();
    await settle(host);
    expect(host.ctrl.events).toEqual(saved.slice(0, 2));
    expect(host.ctrl.step!.id).toBe(steps[2]);
    expect(host.ctrl.log).toEqual(logAfter2);
    expect(text(host, 'tc-step-panel')).toContain(host.ctrl.step!.meta.title);
    expect(part(host, 'tc-turn-log').querySelectorAll('li.event')).toHaveLength(2);
  });

  it('plays the whole saved Western turn through the controller, as a replay does', async () => {
    const host = await mount();
    for (const [i, e] of saved.entries()) expect(host.ctrl.send(e), `event ${i}`).toEqual([]);
    const replayed = replayDsGame(game, westernTurn.seed, saved);
    expect(replayed.stop).toBeUndefined();
    expect(host.ctrl.log).toEqual(replayed.snapshot.context.log.toArray());
    expect(host.ctrl.snapshot.value).toEqual(replayed.snapshot.value);
    await settle(host);
    const entries = part(host, 'tc-turn-log').querySelectorAll('li.entry');
    expect(entries).toHaveLength(host.ctrl.log.length);
    expect(part(host, 'tc-legal-actions').querySelectorAll('button')).toHaveLength(offered(host));
  });

  it('loads a saved game and reports the first bad event', async () => {
    const host = await mount();
    expect(host.ctrl.load(saved.slice(0, 10))).toEqual([]);
    expect(host.ctrl.events).toHaveLength(10);
    expect(host.ctrl.logMarks).toHaveLength(10);
    const problems = host.ctrl.load([...saved.slice(0, 3), { type: 'ATTACK', target: 'w2820', attackers: ['x'] }]);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.index).toBe(3);
    expect(host.ctrl.events).toEqual(saved.slice(0, 3));
  });
});
