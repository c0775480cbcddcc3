import { describe, expect, it } from 'vitest';
import { actionChoices, actionsByTarget, subjectKey, targetKey } from '../../../components/legal-actions/action-targets.ts';
import type { AnyViews } from '../../../src/core/ruleset.ts';
import { dsViews } from '../../../src/ds/view/index.ts';
import westernTurn from '../../../scenarios/events/teaching-western-turn.json';
import type { DsEvent } from '../../../src/ds/events/index.ts';
import { explain, legalActions } from '../../../src/ds/legal/index.ts';
import { TEACHING, eventKey, loadScenario, play, startTurn } from '../../support/turn-harness.ts';

const saved = westernTurn.events as DsEvent[];
const game = loadScenario(TEACHING);

/** The legal actions after the first `n` events of the saved Western turn. */
function after(n: number) {
  const actor = startTurn(game, westernTurn.seed);
  for (const e of saved.slice(0, n)) play(actor, e);
  return actor.getSnapshot();
}

const views: AnyViews = dsViews;
const { target: actionTarget, reaim: reaimAt } = dsViews;
/** A choice's action, as the DS event it is. */
const ds = (e: unknown): DsEvent => e as DsEvent;

/**
 * The legal actions as choices (components/legal-actions/action-targets.ts, generic), on DS's
 * actions: what the DS views say an action points at, and which fields the board choice fills.
 */
describe('guide: choosing an action, then its target on the board', () => {
  it('2.2.3 support placement: one choice per support unit, its targets the hexes and boxes it may go to', () => {
    const s = after(7);
    const legal = legalActions(s);
    const choices = actionChoices(legal, views, s.context.game);
    // The choices partition the legal actions: every action is in exactly one choice.
    expect(choices.flatMap((c) => c.actions).map(eventKey).sort()).toEqual(legal.map(eventKey).sort());
    const placements = choices.filter((c) => c.kind === 'PLACE_SUPPORT');
    const units = new Set(legal.flatMap((e) => (e.type === 'PLACE_SUPPORT' ? [e.unit] : [])));
    expect(placements).toHaveLength(units.size);
    expect(placements.every((c) => c.targeted)).toBe(true);
    const eastern = placements.find((c) => { const e = ds(c.actions[0]); return e.type === 'PLACE_SUPPORT' && e.unit === 'br-eastern-cv'; })!;
    expect(eastern.label).toMatch(/^Place support unit: .*Eastern/);
    expect(eastern.label).not.toContain(' to ');
    const targets = actionsByTarget(eastern.actions, views);
    expect(targets.get('w2717')).toEqual({ target: { kind: 'hex', hex: 'w2717' }, actions: [saved[7]] });
    expect(targets.size).toBe(eastern.actions.length); // one action per target for a placement
  });

  it('a subject whose actions are not all side by side is still one choice, its actions in list order', () => {
    const place = (unit: string, hex: string): DsEvent => ({ type: 'PLACE_SUPPORT', unit, to: { kind: 'hex', hex } });
    const list = [place('a', 'w1'), place('a', 'w2'), place('b', 'w1'), { type: 'DONE' } as DsEvent, place('a', 'w3'), place('b', 'w2'), { type: 'DONE' } as DsEvent];
    const choices = actionChoices(list, views, game);
    expect(choices.map((c) => c.actions.length)).toEqual([3, 2, 2]);
    expect(choices[0]!.actions).toEqual([list[0], list[1], list[4]]);
    expect(choices[1]!.actions).toEqual([list[2], list[5]]);
    expect(choices[2]!.actions).toEqual([list[3], list[6]]);
  });

  it('plain actions (Done, Decline to contest) are choices of their own, without a target', () => {
    const s = after(8);
    const choices = actionChoices(legalActions(s), views, s.context.game);
    const decline = choices.find((c) => c.kind === 'DECLINE_CONTEST')!;
    expect(decline.targeted).toBe(false);
    expect(decline.actions).toEqual([{ type: 'DECLINE_CONTEST', faction: 'axis' }]);
  });

  it('4.2.2 Step 1: all attacks are one choice; pointing at the defending hex leaves the forces that may attack it', () => {
    const at = saved.findIndex((e) => e.type === 'ATTACK' && e.target === 'w4017');
    const s = after(at);
    const attacks = actionChoices(legalActions(s), views, s.context.game).filter((c) => c.kind === 'ATTACK');
    expect(attacks).toHaveLength(1);
    expect(attacks[0]!.label).toBe('Declare attack');
    const onTarget = actionsByTarget(attacks[0]!.actions, views).get('w4017')!.actions;
    expect(onTarget.map(eventKey)).toContain(eventKey(saved[at]));
    expect(onTarget.map(ds).every((e) => e.type === 'ATTACK' && e.target === 'w4017')).toBe(true);
  });

  it('targets: hexes for map actions, place keys for boxes and zones', () => {
    expect(actionTarget({ type: 'PLACE_SUPPORT', unit: 'u', to: { kind: 'onStation', zone: 'javaSea' } })).toEqual({ kind: 'place', key: 'zone:javaSea' });
    expect(actionTarget({ type: 'PLACE_SUPPORT', unit: 'u', to: { kind: 'strategicWarfareBox' } })).toEqual({ kind: 'place', key: 'box:strategicWarfare' });
    expect(actionTarget({ type: 'PLACE_BEACHHEAD', marker: 'm', arrowTo: 'w2819' })).toEqual({ kind: 'hex', hex: 'w2819' });
    expect(targetKey({ kind: 'hex', hex: 'w2819' })).toBe('w2819');
    expect(actionTarget({ type: 'DONE' })).toBeUndefined();
    const retreat = (hex: string): DsEvent => ({ type: 'RETREAT', hex });
    expect(subjectKey(retreat('w1'), views)).toBe(subjectKey(retreat('w2'), views));
  });

  it('a click on a hex no legal action points at is re-aimed, so the legality check says why not (4.2.5.1)', () => {
    const at = saved.findIndex((e) => e.type === 'RETREAT');
    const s = after(at);
    const retreat = legalActions(s).find((e) => e.type === 'RETREAT')!;
    const legalHexes = new Set(actionsByTarget([retreat], views).keys());
    const elsewhere = reaimAt(retreat, 'w4017')!; // the defending hex itself: no retreat goes back there
    expect(legalHexes.has('w4017')).toBe(false);
    const violations = explain(s, elsewhere);
    expect(violations.length).toBeGreaterThan(0);
    expect(violations[0]!.rule).toMatch(/^4\.2\.5/);
    expect(reaimAt({ type: 'DONE' }, 'w1')).toBeUndefined();
  });
});
