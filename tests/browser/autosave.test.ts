import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../components/restore-notice/restore-notice.ts';
import {
  AUTOSAVE_KEY, autosaveFileName, clearAutosave, restoreAutosave, writeAutosave,
} from '../../components/shared/autosave.ts';
import { TurnController } from '../../components/shared/turn-controller.ts';
import { dsRuleset } from '../../machines/ds/ruleset.ts';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { teachingGame } from './support/scenario.ts';

/**
 * The autosave in a real browser: localStorage holds the game after every event, a reload restores
 * it exactly, and a save that cannot be trusted shows <tc-restore-notice> with its reason and two
 * ways on (start over, download the save): never a blank page.
 */
const game = teachingGame();
const scenario = game.scenario.name;
/** The game the autosave is of: the DS ruleset and the teaching scenario. */
const of = { ruleset: 'ds', scenario };
const events = westernTurn.events as DsEvent[];
const host = { addController: () => undefined, removeController: () => undefined, requestUpdate: () => undefined, updateComplete: Promise.resolve(true) };

async function mountNotice(message: string, text: string) {
  document.body.replaceChildren();
  const notice = document.createElement('tc-restore-notice');
  notice.message = message;
  notice.text = text;
  notice.fileName = autosaveFileName(scenario);
  document.body.append(notice);
  await notice.updateComplete;
  return notice;
}

describe('autosave in localStorage', () => {
  beforeEach(() => { localStorage.clear(); });
  afterEach(() => { localStorage.clear(); vi.restoreAllMocks(); });

  it('saved after every event of the teaching turn, a reload restores each state exactly', () => {
    const turn = new TurnController(host, dsRuleset, game, westernTurn.seed);
    for (const e of events) {
      expect(turn.send(e)).toEqual([]);
      expect(writeAutosave({ ...of, seed: turn.seed, events: turn.events }).ok).toBe(true);
      const restored = restoreAutosave(of);
      if (restored.kind !== 'ok') throw new Error(restored.kind);
      // A reload: a fresh controller from the scenario, the save's seed and events.
      const reloaded = new TurnController(host, dsRuleset, game, restored.save.seed);
      expect(reloaded.load(restored.save.events)).toEqual([]);
      expect(reloaded.snapshot.value).toEqual(turn.snapshot.value);
      expect(reloaded.snapshot.context).toEqual(turn.snapshot.context);
    }
    expect(JSON.parse(localStorage.getItem(AUTOSAVE_KEY)!).events).toHaveLength(events.length);
  });

  it('a damaged save is refused and left in storage until the player starts over', () => {
    localStorage.setItem(AUTOSAVE_KEY, '{"format":"turnchart/ds-autosave@1","events":[');
    const r = restoreAutosave(of);
    expect(r.kind).toBe('refused');
    expect(localStorage.getItem(AUTOSAVE_KEY)).not.toBeNull();
    clearAutosave();
    expect(localStorage.getItem(AUTOSAVE_KEY)).toBeNull();
  });
});

describe('<tc-restore-notice>', () => {
  beforeEach(() => { localStorage.clear(); });
  afterEach(() => { localStorage.clear(); vi.restoreAllMocks(); document.body.replaceChildren(); });

  it('a save from a newer turnchart shows the reason and both buttons, not a blank page', async () => {
    localStorage.setItem('turnchart.autosave.v2', '{"format":"turnchart/ds-autosave@2"}');
    const r = restoreAutosave(of);
    if (r.kind !== 'refused') throw new Error(r.kind);
    const notice = await mountNotice(r.message, r.text);
    const root = notice.shadowRoot!;
    expect(root.querySelector('[role=alert]')?.textContent).toContain('was written by a newer turnchart');
    expect([...root.querySelectorAll('button')].map((b) => b.textContent?.trim())).toEqual(['Start over', 'Download the save']);
    expect(notice.getBoundingClientRect().height).toBeGreaterThan(40);
  });

  it('"Start over" tells the guide (bubbling out of the shadow root)', async () => {
    const notice = await mountNotice('The game saved in this browser was not restored: it is damaged (not valid JSON).', '{');
    const heard = vi.fn();
    document.body.addEventListener('restore-start-over', heard);
    await userEvent.click(notice.shadowRoot!.querySelector<HTMLElement>('button.start-over')!);
    expect(heard).toHaveBeenCalledTimes(1);
    document.body.removeEventListener('restore-start-over', heard);
  });

  it('"Download the save" downloads the stored text exactly', async () => {
    const text = '{"format":"turnchart/ds-autosave@9","events":[{"type":"CONTINUE"}]}';
    const notice = await mountNotice('refused', text);
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => { blobs.push(b as Blob); return 'blob:autosave'; });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { names.push(this.download); });
    const heard = vi.fn();
    notice.addEventListener('restore-download', heard);
    await userEvent.click(notice.shadowRoot!.querySelector<HTMLElement>('button.download')!);
    expect(await blobs[0]!.text()).toBe(text);
    expect(names).toEqual([autosaveFileName(scenario)]);
    expect(heard.mock.calls[0]![0].detail).toEqual({ fileName: autosaveFileName(scenario) });
    await notice.updateComplete;
    expect(notice.shadowRoot!.querySelector('[role=status]')?.textContent).toContain('Downloaded as');
  });

  it('renders nothing without a message', async () => {
    const notice = await mountNotice('', '');
    expect(notice.shadowRoot!.querySelector('button')).toBeNull();
  });
});
