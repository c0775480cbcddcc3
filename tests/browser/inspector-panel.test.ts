import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createActor } from 'xstate';
import '../../components/inspector-panel/inspector-panel.ts';
import type { InspectorPanel, StateFocusEvent } from '../../components/inspector-panel/inspector-panel.ts';
import { connectStatelyInspector, createInspectorRecorder } from '../../components/inspector-panel/recorder.ts';
import { dsTurnMachine } from '../../machines/ds/turn.machine.ts';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { parseScenario } from '../../src/ds/scenario/index.ts';
import teaching from '../../scenarios/teaching-java-1942.json';
import played from '../../scenarios/events/teaching-western-turn.json';

function playedTurn(count: number) {
  const r = parseScenario(teaching);
  if (!r.ok) throw new Error('the teaching scenario does not load');
  const recorder = createInspectorRecorder();
  const actor = createActor(dsTurnMachine, { input: { game: r.value, seed: played.seed }, inspect: recorder.inspect });
  actor.start();
  for (const e of played.events.slice(0, count) as DsEvent[]) actor.send(e);
  return { recorder, actor };
}

async function mount(recorder: ReturnType<typeof createInspectorRecorder>): Promise<InspectorPanel> {
  document.body.replaceChildren();
  const el = document.createElement('tc-inspector-panel');
  el.recorder = recorder;
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const rows = (el: InspectorPanel) => [...el.shadowRoot!.querySelectorAll<HTMLLIElement>('li')];

describe('<tc-inspector-panel> in Chromium', () => {
  it('records the events, microsteps and snapshots of a played turn, in order', async () => {
    const { recorder, actor } = playedTurn(3);
    const entries = recorder.entries();
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
    const sent = entries.filter((e) => e.kind === 'event' && e.title === 'CONTINUE');
    expect(sent).toHaveLength(3);
    // Each macrostep ends in one snapshot whose state ids are the actor's active configuration.
    const last = entries.filter((e) => e.kind === 'snapshot').at(-1)!;
    expect(last.stateIds).toContain(actor.getSnapshot()._nodes.at(-1)!.id);
    expect(entries.filter((e) => e.kind === 'microstep').every((e) => e.transitions.length > 0)).toBe(true);
    actor.stop();
  });

  it('shows the timeline, follows new entries, and filters by kind and text', async () => {
    const { recorder, actor } = playedTurn(2);
    const el = await mount(recorder);
    const shownKinds = new Set(['event', 'microstep', 'snapshot']);
    expect(rows(el)).toHaveLength(recorder.entries().filter((e) => shownKinds.has(e.kind)).length);

    actor.send(played.events[2] as DsEvent);
    await el.updateComplete;
    expect(rows(el)).toHaveLength(recorder.entries().filter((e) => shownKinds.has(e.kind)).length);

    await userEvent.click(el.shadowRoot!.querySelector('input[name="microstep"]')!);
    await userEvent.click(el.shadowRoot!.querySelector('input[name="snapshot"]')!);
    await el.updateComplete;
    expect(rows(el).map((r) => r.className)).toEqual(recorder.entries().filter((e) => e.kind === 'event').map(() => 'kind-event'));

    await userEvent.fill(el.shadowRoot!.querySelector<HTMLInputElement>('input[type="search"]')!, 'continue');
    await el.updateComplete;
    expect(rows(el).map((r) => r.querySelector('strong')!.textContent)).toEqual(['CONTINUE', 'CONTINUE', 'CONTINUE']);
    await userEvent.fill(el.shadowRoot!.querySelector<HTMLInputElement>('input[type="search"]')!, 'no such thing');
    await el.updateComplete;
    expect(rows(el)).toHaveLength(0);
    expect(el.shadowRoot!.querySelector('.empty')!.textContent).toBe('No entry matches the filters.');
    actor.stop();
  });

  it('an entry links to the state it produced: state-focus with its state ids', async () => {
    const { recorder, actor } = playedTurn(1);
    const el = await mount(recorder);
    const focused: StateFocusEvent['detail'][] = [];
    el.addEventListener('state-focus', (e) => focused.push((e as StateFocusEvent).detail));
    const snapshot = recorder.entries().filter((e) => e.kind === 'snapshot').at(-1)!;
    await userEvent.click(el.shadowRoot!.querySelector(`li[data-seq="${snapshot.seq}"] button.focus`)!);
    expect(focused).toEqual([{ ids: snapshot.stateIds, seq: snapshot.seq }]);
    actor.stop();
  });

  it('keeps every entry and shows them a page at a time: the newest page follows new entries, an older one stays put', async () => {
    const { recorder, actor } = playedTurn(20);
    const el = await mount(recorder);
    el.pageSize = 10;
    await el.updateComplete;
    const count = () => el.shadowRoot!.querySelector('.count')!.textContent!.trim();
    const seqs = () => rows(el).map((r) => Number(r.dataset['seq']));
    const listed = () => recorder.entries().filter((e) => e.kind !== 'actor');
    const n = listed().length;
    const newest = Math.floor((n - 1) / 10) * 10;
    expect(count()).toBe(`entries ${newest + 1}–${n} of ${n}`);
    expect(seqs()).toEqual(listed().slice(newest).map((e) => e.seq));

    actor.send(played.events[20] as DsEvent);
    await el.updateComplete;
    const m = listed().length;
    expect(m).toBeGreaterThan(n);
    expect(seqs().at(-1)).toBe(listed().at(-1)!.seq);
    expect(count()).toMatch(new RegExp(`^entries \\d+–${m} of ${m}$`));

    await userEvent.click(el.shadowRoot!.querySelector('button[aria-label="Oldest entries"]')!);
    await userEvent.click(el.shadowRoot!.querySelector('button[aria-label="Next page of entries"]')!);
    await el.updateComplete;
    expect(count()).toBe(`entries 11–20 of ${m}`);
    actor.send(played.events[21] as DsEvent);
    await el.updateComplete;
    expect(seqs()).toEqual(listed().slice(10, 20).map((e) => e.seq));
    expect(count()).toBe(`entries 11–20 of ${listed().length}`);
    const results = await axe.run(el, { resultTypes: ['violations'] });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    actor.stop();
  });

  it('keeps at most `limit` entries', () => {
    const recorder = createInspectorRecorder({ limit: 5 });
    const r = parseScenario(teaching);
    if (!r.ok) throw new Error('no scenario');
    const actor = createActor(dsTurnMachine, { input: { game: r.value, seed: 1 }, inspect: recorder.inspect }).start();
    for (const e of played.events.slice(0, 3) as DsEvent[]) actor.send(e);
    expect(recorder.entries()).toHaveLength(5);
    expect(recorder.entries().at(-1)!.seq).toBeGreaterThan(5);
    actor.stop();
  });

  it('connects to the online Stately inspector only with ?inspect in the URL', async () => {
    expect(await connectStatelyInspector('')).toBeUndefined();
    expect(await connectStatelyInspector('?scenario=x')).toBeUndefined();
  });
});
