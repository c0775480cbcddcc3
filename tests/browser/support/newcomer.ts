import { expect } from 'vitest';
import type { TurnGuide } from '../../../components/turn-guide/turn-guide.ts';
import { actionsByTarget, type ActionChoice } from '../../../components/legal-actions/action-targets.ts';
import { offeredChoices } from '../../../components/legal-actions/dice-entry.ts';
import { awawRuleset } from '../../../machines/awaw/ruleset.ts';
import { dsRuleset } from '../../../machines/ds/ruleset.ts';
import { ocsRuleset } from '../../../machines/ocs/ruleset.ts';
import don from '../../../scenarios/awaw/teaching-don-1942.json';
import donEvents from '../../../scenarios/awaw/events/teaching-don-1942.json';
import westernTurn from '../../../scenarios/events/teaching-western-turn.json';
import naktong from '../../../scenarios/ocs/teaching-naktong-1950.json';
import naktongEvents from '../../../scenarios/ocs/events/teaching-naktong-1950.json';
import teaching from '../../../scenarios/teaching-java-1942.json';
import type { AnyRuleset, RulesetEvent } from '../../../src/core/ruleset.ts';
import { mountRuleset, settle } from './guide-driver.ts';
import { FREE_MOVE } from '../../../src/core/free-move.ts';

/** A ruleset's teaching game for the guide: the scenario, its events file, and whether the file's dice are the player's own. */
export interface Teaching {
  readonly ruleset: AnyRuleset;
  readonly scenario: unknown;
  readonly seed: number;
  readonly events: readonly RulesetEvent[];
  readonly ownDice: boolean;
}

export const TEACHINGS: readonly Teaching[] = [
  { ruleset: dsRuleset as AnyRuleset, scenario: teaching, seed: westernTurn.seed, events: westernTurn.events as RulesetEvent[], ownDice: false },
  // The OCS file records the dice as read from the table: the player rolls their own.
  { ruleset: ocsRuleset as AnyRuleset, scenario: naktong, seed: naktongEvents.seed, events: naktongEvents.events as RulesetEvent[], ownDice: true },
  { ruleset: awawRuleset as AnyRuleset, scenario: don, seed: donEvents.seed, events: donEvents.events as RulesetEvent[], ownDice: false },
];

export function gameOf(t: Teaching): unknown {
  const r = t.ruleset.scenario.parse(t.scenario);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return r.value;
}

/** The guide on a teaching game with its first `n` events played through the controller. */
export async function teachingAt(t: Teaching, n: number): Promise<TurnGuide> {
  const guide = await mountRuleset(t.ruleset, gameOf(t), t.seed, t.ownDice);
  for (const e of t.events.slice(0, n)) expect(guide.controller!.send(e), JSON.stringify(e)).toEqual([]);
  await settle(guide);
  return guide;
}

/** The choices the panel offers now. */
export function choicesNow(guide: TurnGuide): readonly ActionChoice[] {
  const turn = guide.controller!, views = turn.ruleset.views;
  return offeredChoices(turn.legal, guide.ownDice, views, views.gameOf(turn.snapshot.context));
}

/** A choice on the map now, and a hex next to one of its targets that is not one, where the rules say why not. */
export function armableWithRefusal(guide: TurnGuide): { choice: ActionChoice; hex: string } | undefined {
  const turn = guide.controller!, views = turn.ruleset.views, game = views.gameOf(turn.snapshot.context), grid = views.map(game).grid;
  // The rules' actions: a free move's refusals (R-FREE-MOVES) are the move mode's, tested with it.
  for (const choice of choicesNow(guide).filter((c) => c.targeted && c.kind !== FREE_MOVE)) {
    const targets = actionsByTarget(choice.actions, views);
    for (const [key, { target }] of targets) {
      if (target.kind !== 'hex') continue;
      const hex = grid.neighbours(key).find((h) => !targets.has(h) && views.reaim(choice.actions[0]!, h) !== undefined);
      if (hex) return { choice, hex };
    }
  }
  return undefined;
}

/** How many events of the teaching file to play before the first position where `ok` holds. */
export async function firstPosition(t: Teaching, ok: (guide: TurnGuide) => boolean): Promise<number> {
  const guide = await teachingAt(t, 0);
  for (let n = 0; n <= t.events.length; n++) {
    if (ok(guide)) return n;
    if (n < t.events.length) guide.controller!.send(t.events[n]!);
  }
  throw new Error(`no position of the ${t.ruleset.id} teaching file fits`);
}

/** Stubs `matchMedia` so that the player asks for reduced motion (or not); returns the undo. */
export function reducedMotion(reduce: boolean): () => void {
  const real = window.matchMedia.bind(window);
  window.matchMedia = (q: string) => (q.includes('prefers-reduced-motion')
    ? { ...real(q), matches: reduce, media: q } as MediaQueryList : real(q));
  return () => { window.matchMedia = real; };
}
