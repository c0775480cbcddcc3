import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { GuideApp } from '../../components/guide-app/guide-app.ts';
import { HAND_OVER_KEY } from '../../components/hand-over/preference.ts';
import type { TurnGuide } from '../../components/turn-guide/turn-guide.ts';
import naktongTurn from '../../scenarios/ocs/events/teaching-naktong-1950.json';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import type { RulesetEvent } from '../../src/core/ruleset.ts';
import { deepActive, guideOf, mountApp, seriousViolations, text } from './support/app-driver.ts';
import { partOf, playByClicks, settle } from './support/guide-driver.ts';

/**
 * Issue 21, two players at one screen: the seats named on the page, a hand-over at each change of
 * the side that acts (the faction asked to contest in a DS turn, the defender's choices in an OCS
 * combat, the next side's turn), which says who acts now and waits for "I am <side>, go on"; an
 * end-of-turn summary with rule numbers; and the switch for solo play, remembered. All by keyboard,
 * the focus on the dialog's button and then back on the legal actions; axe-core clean.
 */
const dsSaved = westernTurn.events as RulesetEvent[];
const ocsSaved = naktongTurn.events as RulesetEvent[];

const dialogOf = (app: GuideApp) => app.shadowRoot!.querySelector('tc-hand-over');
const seatsOf = (app: GuideApp) => app.shadowRoot!.querySelector('tc-seats')!.shadowRoot!;

/** The app on a bundled scenario with the first `n` events of a saved game loaded (a load hands over nothing). */
async function at(id: string, seed: number, events: readonly RulesetEvent[]): Promise<{ app: GuideApp; guide: TurnGuide }> {
  const { app } = await mountApp(`?scenario=${id}`);
  const guide = await guideOf(app);
  guide.seed = seed;
  await settle(guide);
  expect(guide.controller!.load(events)).toEqual([]);
  await settle(guide);
  await app.updateComplete;
  expect(dialogOf(app)).toBeNull();
  return { app, guide };
}

/** Plays `e` from the keyboard, then waits for the app to see the new position. */
async function play(app: GuideApp, guide: TurnGuide, e: RulesetEvent): Promise<void> {
  const before = guide.controller!.events.length;
  await playByClicks(guide, e, 'keyboard');
  expect(guide.controller!.events.length, `${JSON.stringify(e)} was not taken`).toBe(before + 1);
  await app.updateComplete;
  await dialogOf(app)?.updateComplete;
}

/** The hand-over shows `title`; the focus is on its button, which Enter presses; the focus goes back to the legal actions. */
async function goOn(app: GuideApp, guide: TurnGuide, title: string, button: string): Promise<string> {
  const dialog = dialogOf(app);
  expect(dialog, `no hand-over (${title})`).not.toBeNull();
  const root = dialog!.shadowRoot!;
  expect(root.querySelector('dialog')!.open).toBe(true);
  expect(text(root.querySelector('h2'))).toBe(title);
  expect(deepActive()).toBe(root.querySelector('button.go-on'));
  expect(text(deepActive())).toBe(button);
  const said = text(root.querySelector('dialog'));
  await userEvent.keyboard('{Escape}'); // Escape does not skip the hand-over
  expect(dialogOf(app)).not.toBeNull();
  await userEvent.keyboard('{Enter}');
  await app.updateComplete;
  expect(dialogOf(app)).toBeNull();
  await settle(guide);
  expect(deepActive()?.getRootNode()).toBe(partOf(guide, 'tc-legal-actions').shadowRoot);
  return said;
}

/** The seats: each side's name, the one acting now marked. */
const seats = (app: GuideApp) => [...seatsOf(app).querySelectorAll('li')].map((li) => `${text(li)}${li.getAttribute('aria-current') === 'true' ? ' *' : ''}`);

describe('two players at one screen (issue 21)', () => {
  beforeEach(() => { localStorage.clear(); });
  afterEach(() => { localStorage.clear(); });

  it('DS 2.2.3.2: the Western player places a support unit, the seat goes to the Axis to contest, then back; keyboard only, axe-clean', async () => {
    const place = dsSaved.findIndex((e) => e.type === 'PLACE_SUPPORT');
    const { app, guide } = await at('ds/teaching-java-1942', westernTurn.seed, dsSaved.slice(0, place));
    expect(seats(app)).toEqual(['Axis', 'Western · acts now *', 'Soviet']);

    await play(app, guide, dsSaved[place]!);
    expect(seats(app)).toEqual(['Axis · acts now *', 'Western', 'Soviet']);
    expect(await seriousViolations(app)).toEqual([]);
    const said = await goOn(app, guide, 'Hand over to Axis', 'I am Axis, go on');
    expect(said).toContain('Axis acts now: Contest the placement? (2.2.3.2).');
    expect(said).toContain('Nothing is hidden');

    await play(app, guide, dsSaved[place + 1]!); // the Axis does not contest
    await goOn(app, guide, 'Hand over to Western', 'I am Western, go on');
    expect(seats(app)).toEqual(['Axis', 'Western · acts now *', 'Soviet']);
    // The carrier's CV Strike (2.2.3.1) is a new placement: the Axis is asked again.
    await play(app, guide, dsSaved[place + 2]!);
    await goOn(app, guide, 'Hand over to Axis', 'I am Axis, go on');
  });

  it('OCS 9.5b-9.4: in a combat the defender (UN Command) pays its supply and chooses, the attacker rolls; keyboard only, axe-clean', async () => {
    const declare = ocsSaved.findIndex((e) => e.type === 'OVERRUN');
    const { app, guide } = await at('ocs/teaching-naktong-1950', naktongTurn.seed, ocsSaved.slice(0, declare + 1));
    expect(seats(app)).toEqual(['North Korean · acts now *', 'UN Command']);

    await play(app, guide, ocsSaved[declare + 1]!); // the attacker pays its combat supply
    expect(await seriousViolations(app)).toEqual([]);
    expect(await goOn(app, guide, 'Hand over to UN Command', 'I am UN Command, go on')).toContain('UN Command acts now: Step 2: Defender pays combat supply (9.5b).');
    await play(app, guide, ocsSaved[declare + 2]!); // the defender pays
    await goOn(app, guide, 'Hand over to North Korean', 'I am North Korean, go on');
    await play(app, guide, ocsSaved[declare + 3]!); // the attacker's AR unit
    await goOn(app, guide, 'Hand over to UN Command', 'I am UN Command, go on');
    await play(app, guide, ocsSaved[declare + 4]!); // the defender's AR unit, then the defender's terrain choices: the seat stays
    expect(dialogOf(app)).toBeNull();
    expect(seats(app)).toEqual(['North Korean', 'UN Command · acts now *']);
    expect(guide.controller!.step?.meta.title).toBe('Step 4: Terrain choices');
    await play(app, guide, ocsSaved[declare + 5]!);
    expect(dialogOf(app)).toBeNull();
    await play(app, guide, ocsSaved[declare + 6]!); // the last choice: the attacker rolls for Surprise
    expect(await goOn(app, guide, 'Hand over to North Korean', 'I am North Korean, go on')).toContain('North Korean acts now: Step 6: Surprise (9.8).');
  });

  it('DS: at the end of the Western turn, a summary of what moved, attacked and was lost, with rules, then the hand-over to the next faction', async () => {
    const { app, guide } = await at('ds/teaching-java-1942', westernTurn.seed, dsSaved);
    for (let i = 0; i < 12 && !dialogOf(app); i++) {
      const next = guide.controller!.legal.find((e) => e.type === 'CONTINUE' || e.type === 'DONE');
      expect(next, `stuck in ${guide.controller!.step?.id}`).toBeDefined();
      await play(app, guide, next!);
    }
    const root = dialogOf(app)!.shadowRoot!;
    const summary = root.querySelector('.summary')!;
    expect(text(summary.querySelector('h3'))).toBe('The Western turn is over');
    expect([...summary.querySelectorAll('h4')].map(text)).toEqual(['Moved or placed (17)', 'Attacked (4)', 'Lost (5)']);
    const lines = [...summary.querySelectorAll('li')].map(text);
    expect(lines).toContain('4.1.2 attack on Batavia (w2819) by 6th Division (AIF) 3-3-2');
    expect(lines).toContain('4.2.6.2 defender step loss: 56th Division 3-3-2 is eliminated');
    expect(lines).toContain('4.2.8 200th Division 2-1-2 exploits on into hex w3917 (2 of 2 hexes)');
    expect(await seriousViolations(app)).toEqual([]);
    const next = guide.ruleset!.views.position(guide.ruleset!.views.gameOf(guide.controller!.snapshot.context));
    expect(next.phasing).not.toBe('western');
    const name = next.sides.find((s) => s.id === next.phasing)!.name;
    await goOn(app, guide, `Hand over to ${name}`, `I am ${name}, go on`);
  });

  it('solo play: the hand-over turned off from the keyboard stays off after a reload; the end-of-turn summary still comes', async () => {
    const place = dsSaved.findIndex((e) => e.type === 'PLACE_SUPPORT');
    let { app, guide } = await at('ds/teaching-java-1942', westernTurn.seed, dsSaved.slice(0, place));
    const box = seatsOf(app).querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(box.checked).toBe(true);
    expect(text(box.closest('label'))).toBe('Hand over between players');
    box.focus();
    await userEvent.keyboard(' ');
    await app.updateComplete;
    expect(box.checked).toBe(false);
    expect(localStorage.getItem(HAND_OVER_KEY)).toBe('off');
    await play(app, guide, dsSaved[place]!);
    expect(dialogOf(app)).toBeNull();
    expect(seats(app)).toEqual(['Axis · acts now *', 'Western', 'Soviet']);

    ({ app, guide } = await at('ds/teaching-java-1942', westernTurn.seed, dsSaved));
    expect(seatsOf(app).querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(false);
    for (let i = 0; i < 12 && !dialogOf(app); i++) await play(app, guide, guide.controller!.legal.find((e) => e.type === 'CONTINUE' || e.type === 'DONE')!);
    await goOn(app, guide, 'End of the Western turn', 'Go on');
  });
});
