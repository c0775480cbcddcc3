import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEvent, type DsEvent } from '../../../src/ds/events/index.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import { legalActions } from '../../../src/ds/legal/index.ts';
import {
  flattenOutline, markOutline, rulesetOutline, rulesetTracer, type MarkedOutlineNode, type OutlineTrace,
} from '../../../src/core/outline/index.ts';
import { dsRuleset } from '../../../machines/ds/ruleset.ts';

const turnOutline = () => rulesetOutline(dsRuleset);
const newTracer = (game: DsGameState, seed: number) => rulesetTracer(dsRuleset, game, seed);
const traceTurn = (game: DsGameState, seed: number, events: readonly DsEvent[]) => newTracer(game, seed).traceOf(events);
import { TEACHING, loadScenario, startTurn, stepId, type TurnSnapshot } from '../../support/turn-harness.ts';

const SAVED = JSON.parse(readFileSync('scenarios/events/teaching-western-turn.json', 'utf8')) as { seed: number; events: unknown[] };
const EVENTS: DsEvent[] = SAVED.events.map((json, i) => {
  const r = parseEvent(json, ['events', i]);
  if (!r.ok) throw new Error(`event ${i} is malformed`);
  return r.value;
});

/** Plays the first `n` events of the saved Western turn through the machine, the tracer following. */
function playPrefix(n: number) {
  const actor = startTurn(loadScenario(TEACHING), SAVED.seed);
  const tracer = newTracer(loadScenario(TEACHING), SAVED.seed);
  const sent: DsEvent[] = [];
  let trace = tracer.traceOf(sent);
  for (const e of EVENTS.slice(0, n)) {
    actor.send(e);
    sent.push(e);
    trace = tracer.traceOf([...sent]);
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, trace };
}

const marked = (p: { snapshot: TurnSnapshot; trace: OutlineTrace }) =>
  markOutline(turnOutline(), Object.keys(p.snapshot.getMeta()), p.trace);

/**
 * The saved Western turn, then confirms, Done, seeded rolls and refusals until the turn rests in
 * `target` (in the faction turn of `phasing`, when given).
 */
function playOnTo(target: string, phasing?: string, limit = 200) {
  const actor = startTurn(loadScenario(TEACHING), SAVED.seed);
  const sent: DsEvent[] = [...EVENTS];
  for (const e of EVENTS) actor.send(e);
  const there = (s: TurnSnapshot) => stepId(s) === target && (phasing === undefined || s.context.game.game.phasing === phasing);
  for (let i = 0; i < limit && !there(actor.getSnapshot()); i++) {
    const legal = legalActions(actor.getSnapshot());
    const next = ['CONTINUE', 'DONE', 'ROLL', 'DECLINE_CONTEST'].map((t) => legal.find((e) => e.type === t && !('value' in e))).find((e) => e);
    if (!next) throw new Error(`stuck in ${stepId(actor.getSnapshot())}`);
    actor.send(next);
    sent.push(next);
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  expect(stepId(snapshot)).toBe(target);
  return { snapshot, trace: traceTurn(loadScenario(TEACHING), SAVED.seed, sent), events: sent };
}

const find = (nodes: readonly MarkedOutlineNode[], id: string): MarkedOutlineNode => {
  const n = flattenOutline(nodes).find((x) => x.id === id);
  if (!n) throw new Error(`no outline node ${id}`);
  return n;
};

describe('the sequence outline of a faction turn', () => {
  it('lists the phases of one faction turn in rulebook order, read from the machine', () => {
    const phases = turnOutline();
    expect(phases.map((p) => p.rule)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(phases.map((p) => p.level)).toEqual(Array(6).fill('phase'));
    expect(phases[1]!.title).toBe('Initial Administrative Phase');
    expect(phases[3]!.children.map((s) => `${s.rule} ${s.title}`)).toEqual([
      '4.1 Blitz Combat Segment', '4.2 Regular Combat Segment', '4.3 Marker Segment',
    ]);
  });

  it('nests 2 Initial Administrative > 2.2 Support > 2.2.3 Placement, steps in order, without final nodes', () => {
    const admin = turnOutline()[1]!;
    const support = admin.children.find((s) => s.rule === '2.2')!;
    expect(support.level).toBe('segment');
    expect(support.children.map((s) => s.rule)).toEqual(['2.2.1', '2.2.2', '2.2.3', '2.2.4', '2.2.5']);
    const placement = support.children[2]!;
    expect(placement).toMatchObject({ id: 'ds.support.placement', level: 'step', actor: 'phasing' });
    expect(placement.explain.length).toBeGreaterThan(0);
    expect(placement.children[0]!.id).toBe('ds.support.placement.choose');
    const all = flattenOutline(turnOutline());
    expect(all.some((n) => n.id.endsWith('.done'))).toBe(false);
    expect(new Set(all.map((n) => n.id)).size).toBe(all.length);
  });

  it('marks everything upcoming but the first step at the start of the turn', () => {
    const marks = marked(playPrefix(0));
    expect(find(marks, 'ds.seasonal').status).toBe('active');
    expect(find(marks, 'ds.seasonal.optionCard').status).toBe('active');
    expect(find(marks, 'ds.seasonal.replacements').status).toBe('upcoming');
    expect(marks.slice(1).map((p) => p.status)).toEqual(Array(5).fill('upcoming'));
  });

  it('marks a mid-turn position: the active Blitz attack, done steps, automatic ones, upcoming ones', () => {
    const marks = marked(playPrefix(30));
    expect(find(marks, 'ds.blitz.attacks').status).toBe('active');
    expect(find(marks, 'ds.combat').status).toBe('active');
    expect(marks.map((p) => p.status)).toEqual(['done', 'done', 'done', 'active', 'upcoming', 'upcoming']);
    expect(find(marks, 'ds.support.placement.choose').status).toBe('done');
    expect(find(marks, 'ds.blitz.airdrop').status).toBe('done');
    // Return to Base never waits for the player: the log says what it did.
    expect(find(marks, 'ds.support.returnToBase')).toMatchObject({ status: 'done', note: 'nothing to return to base — 2.2.1' });
    expect(find(marks, 'ds.combat.regularSegment').status).toBe('upcoming');
    expect(find(marks, 'ds.blitz.beachheadLanding').status).toBe('upcoming');
    // No Devastation target was offered in the placement this turn.
    expect(find(marks, 'ds.support.placement.devastationTarget').status).toBe('skipped');
  });

  it('follows the events one by one to the same trace as a replay of them all, and replays again after an undo', () => {
    const { trace } = playPrefix(30);
    expect(traceTurn(loadScenario(TEACHING), SAVED.seed, EVENTS.slice(0, 30))).toEqual(trace);
    const tracer = newTracer(loadScenario(TEACHING), SAVED.seed);
    tracer.traceOf(EVENTS.slice(0, 40));
    expect(tracer.traceOf(EVENTS.slice(0, 30))).toEqual(trace);
  });

  it('4.1 BC-6 gives a skipped step the reason of the guard that skipped it: no Blitz marker, no Blitz attacks', () => {
    const soviet = playOnTo('ds.reserveMovement', 'soviet');
    expect(soviet.snapshot.context.game.game.phasing).toBe('soviet');
    const marks = marked(soviet);
    const noBlitz = 'no Blitz marker of the phasing faction (nor an Axis SNLF Beachhead-0) is on the map: nothing is Blitz-enabled — 4.1';
    expect(find(marks, 'ds.blitz.airdrop')).toMatchObject({ status: 'skipped', note: noBlitz });
    expect(find(marks, 'ds.factionTurn.combat.blitzCombat.combat')).toMatchObject({ status: 'skipped', note: noBlitz });
    expect(find(marks, 'ds.blitz.blitzCheck').status).toBe('done');
    expect(find(marks, 'ds.blitz.cvStrikeReturns').status).toBe('done');
  });

  it('marks the whole turn done or skipped once it reaches Reserve Movement', () => {
    const marks = marked(playPrefix(EVENTS.length));
    expect(marks.map((p) => p.status)).toEqual(['done', 'done', 'done', 'done', 'active', 'upcoming']);
    expect(flattenOutline(marks.slice(0, 4)).every((n) => n.status === 'done' || n.status === 'skipped')).toBe(true);
  });
});

describe('the outline follows the faction turn under way (issue 15 #8)', () => {
  it('1-6 0 the outline starts afresh with each faction turn and each game turn: no mark of the turn before', () => {
    const soviet = playOnTo('ds.seasonal.optionCard');
    expect(soviet.snapshot.context.game.game.phasing).toBe('soviet');
    const fresh = (marks: MarkedOutlineNode[]) => flattenOutline(marks).filter((n) => n.status !== 'upcoming' && n.status !== 'active').map((n) => n.id);
    expect(fresh(marked(soviet))).toEqual([]);
    const nextGameTurn = playOnTo('ds.seasonalVictory');
    expect(nextGameTurn.snapshot.context.game.game.turn).toBe(5);
    expect(flattenOutline(marked(nextGameTurn)).every((n) => n.status === 'upcoming')).toBe(true);
    const axis = playOnTo('ds.admin.politicalEvents', 'axis');
    expect(axis.snapshot.context.game.game.phasing).toBe('axis');
    expect(fresh(marked(axis))).toEqual(['ds.seasonal', 'ds.seasonal.optionCard', 'ds.seasonal.logisticsPartisan', 'ds.seasonal.replacements', 'ds.politicalEvents.cardCheck']);
  });

  it('4.1.2 4.2.1 the Blitz and the Regular copies of the Attack Sequence each show what their own attacks did', () => {
    const marks = marked(playPrefix(EVENTS.length));
    expect(find(marks, 'ds.blitz.odds')).toMatchObject({ status: 'done', note: 'net shift -2: the combat is resolved on the 1-3 column — 4.2.2' });
    expect(find(marks, 'ds.regular.odds')).toMatchObject({ status: 'done', note: expect.stringMatching(/^net shift .* — 4\.2\.2$/) });
    expect(find(marks, 'ds.regular.odds').note).not.toBe(find(marks, 'ds.blitz.odds').note);
    expect(find(marks, 'blitzAttackResults')).toMatchObject({ status: 'done', note: 'the attack on Batavia (w2819) is resolved — 4.1.2' });
    expect(find(marks, 'regularAttackResults').note).toMatch(/^the attack on .* is resolved — 4\.2\.1$/);
    // The Blitz attack had no Retreat: its Retreat step is skipped, though a Regular attack retreated.
    expect(find(marks, 'ds.regular.defenderRetreat').status).toBe('done');
    expect(find(marks, 'ds.blitz.defenderRetreat')).toMatchObject({ status: 'skipped', note: 'no defender Retreat was due — 4.2.2' });
  });

  it('2.1 2.2.3.4 PE-9 a step the turn passed over gives the reason of the guard that passed it, not the latest log line', () => {
    const marks = marked(playPrefix(EVENTS.length));
    expect(find(marks, 'ds.politicalEvents.snlfBeachheads'))
      .toMatchObject({ status: 'skipped', note: 'no Political Event gave SNLF Beachhead-0 markers to place — 2.1' });
    expect(find(marks, 'ds.support.cabinetCrisis'))
      .toMatchObject({ status: 'skipped', note: 'no Axis Blitz marker placement called for a Cabinet Crisis roll — 2.2.4' });
    expect(find(marks, 'ds.support.placement.escort')).toMatchObject({ status: 'skipped' });
    expect(find(marks, 'ds.support.placement.escort').note).toMatch(/On Station Box — 2\.2\.3$/);
  });
});
