import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SeatTracker } from '../../../components/hand-over/seat-tracker.ts';
import { TurnController } from '../../../components/shared/turn-controller.ts';
import { dsRuleset } from '../../../machines/ds/ruleset.ts';
import { ocsRuleset } from '../../../machines/ocs/ruleset.ts';
import type { AnyRuleset } from '../../../src/core/ruleset.ts';
import { summarizeTurn, turnOpening } from '../../../src/core/turn-summary.ts';
import { toyRuleset } from '../../toy/toy-ruleset.ts';

/**
 * Issue 21, two players at one screen: which sides act in each step (`RulesetViews.actingSides`)
 * and what a side's turn did (`logTopic`, summed up by `summarizeTurn`), read off real turns played
 * through the machine by the guide's own controller; and the seat tracker that turns them into
 * hand-overs and end-of-turn summaries.
 */
const host = { addController: () => {}, removeController: () => {}, requestUpdate: () => {}, updateComplete: Promise.resolve(true) };
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as { seed: number; events: { type: string }[] };

function gameOf(ruleset: AnyRuleset, path: string): unknown {
  const r = ruleset.scenario.parseText(readFileSync(path, 'utf8'));
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return r.value;
}

/** The guide's controller on a scenario with the first `n` events of a saved game played. */
function played(ruleset: AnyRuleset, scenario: string, file: string, n?: number): TurnController {
  const saved = read(file);
  const turn = new TurnController(host, ruleset, gameOf(ruleset, scenario), saved.seed);
  expect(turn.load(saved.events.slice(0, n))).toEqual([]);
  return turn;
}

/** Who acts now in the controller's step, and the step. */
function acting(turn: TurnController): { step?: string; sides: readonly string[] } {
  const step = turn.step;
  return { step: step?.id, sides: step ? turn.ruleset.views.actingSides(step.meta.actor, turn.snapshot.context) : [] };
}

const DS = ['scenarios/teaching-java-1942.json', 'scenarios/events/teaching-western-turn.json'] as const;
const OCS = ['scenarios/ocs/teaching-naktong-1950.json', 'scenarios/ocs/events/teaching-naktong-1950.json'] as const;
const dsEvents = read(DS[1]).events, ocsEvents = read(OCS[1]).events;

describe('actingSides: the side whose player acts now', () => {
  it('DS 2.2.3 / 2.2.3.2: the Western player places a support unit; the Axis, the faction asked, answers the contest', () => {
    const place = dsEvents.findIndex((e) => e.type === 'PLACE_SUPPORT');
    expect(acting(played(dsRuleset, ...DS, place))).toEqual({ step: 'ds.support.placement.choose', sides: ['western'] });
    const contest = played(dsRuleset, ...DS, place + 1);
    expect(acting(contest)).toEqual({ step: 'ds.support.placement.contest', sides: ['axis'] });
    // The step panel names the same faction, not every non-phasing one.
    expect(contest.ruleset.views.actorText('non-phasing', contest.snapshot.context)).toBe('Axis (non-phasing)');
  });

  it('DS 4.2.5: the defending Axis player Retreats its force; the Western player then advances (4.2.7)', () => {
    const retreat = dsEvents.findIndex((e) => e.type === 'RETREAT');
    const r = acting(played(dsRuleset, ...DS, retreat));
    expect(r.step).toMatch(/defenderRetreat$/);
    expect(r.sides).toEqual(['axis']);
    const advance = dsEvents.findIndex((e, i) => i > retreat && e.type !== 'RETREAT');
    expect(acting(played(dsRuleset, ...DS, advance)).sides).toEqual(['western']);
  });

  it('DS: a step of the whole game turn is every faction\'s; an automatic step nobody\'s', () => {
    const turn = played(dsRuleset, ...DS, 0);
    const views = turn.ruleset.views, ctx = turn.snapshot.context;
    expect(views.actingSides('all', ctx)).toEqual(['axis', 'western', 'soviet']);
    expect(views.actingSides('automatic', ctx)).toEqual([]);
    // With no contest offered and no attack under way, the non-phasing factions are both others.
    expect(views.actingSides('non-phasing', ctx)).toEqual(['axis', 'soviet']);
    expect(views.actorText('non-phasing', ctx)).toBe('Axis or Soviet (non-phasing)');
  });

  it('OCS 9.4: the defender (UN Command) chooses the terrain; the attacker (North Korean) moves and declares', () => {
    expect(acting(played(ocsRuleset, ...OCS, 0)).sides).toEqual(['nk']);
    const terrain = ocsEvents.findIndex((e) => e.type === 'CHOOSE_TERRAIN');
    expect(terrain).toBeGreaterThan(0);
    const r = acting(played(ocsRuleset, ...OCS, terrain));
    expect(r.step).toMatch(/terrain/i);
    expect(r.sides).toEqual(['un']);
  });

  it('the toy ruleset: its one player acts in every step', () => {
    const ruleset: AnyRuleset = toyRuleset;
    const toy = new TurnController(host, ruleset, { name: 'Toy', tokens: 0, cap: 2 });
    expect(acting(toy).sides).toEqual(['player']);
  });
});

describe('logTopic and summarizeTurn: what a side\'s turn did, with rule numbers', () => {
  const summary = (turn: TurnController) => Object.fromEntries(summarizeTurn(turn.log, (e) => turn.ruleset.views.logTopic(e))
    .map((s) => [s.topic, s.entries.map((e) => e.rule)]));

  it('DS the teaching Western turn: 17 pieces moved or placed, 4 attacks (4.1.2, 4.2.1), 5 step losses (4.2.6.2)', () => {
    const s = summary(played(dsRuleset, ...DS));
    expect(s['attacked']).toEqual(['4.1.2', '4.2.1', '4.2.1', '4.2.1']);
    expect(s['lost']).toEqual(['4.2.6.2', '4.2.6.2', '4.2.6.2', '4.2.6.2', '4.2.6.2']);
    expect(s['moved']).toEqual(['2.2.3', '2.2.3.1', '2.2.3', '2.2.3', '2.2.3.4', '2.2.3.6', '2.2.4', '4.1.1', '4.2.7', '4.1.3', '4.1.4',
      '4.2.5', '4.2.5', '4.2.7', '4.2.8', '4.2.8', '4.2.7']);
  });

  it('OCS the teaching North Korean turn: an overrun and six combats, the steps lost and the capture at Pohang (9.14)', () => {
    const s = summary(played(ocsRuleset, ...OCS));
    expect(s['attacked']).toEqual(['9.1c', '9.2', '9.2', '9.2', '9.2', '9.2', '9.2']);
    expect(s['lost']).toEqual(['9.11', '9.11', '9.11', '9.11', '9.12e', '9.11', '9.11', '9.11', '9.14', '9.14b', '9.11']);
    expect(s['moved']).toEqual(['6.0', '9.12g D', '9.12', '9.12g', '9.12', '9.12g', '9.12', '9.12g', '9.12g', '9.14f', '6.0', '9.12g']);
  });

  it('every section is there in order, an empty one saying so; entries of no topic are left out', () => {
    const sections = summarizeTurn([{ rule: '9.7', message: 'odds', kind: 'automatic' }], () => undefined);
    expect(sections.map((s) => [s.heading, s.entries.length, s.none])).toEqual([
      ['Moved or placed', 0, 'Nothing moved.'], ['Attacked', 0, 'No attack.'], ['Lost', 0, 'Nothing was lost.'],
    ]);
  });
});

describe('the seat tracker: hand-overs and ends of turn', () => {
  const moment = (events: number, acting: string[], phasing: string, logLength: number) => ({ events, acting, phasing, logLength });

  it('hands over when one event makes another side the one that acts; not when several or none act', () => {
    const t = new SeatTracker();
    expect(t.observe(moment(0, ['western'], 'western', 3))).toEqual({});
    expect(t.current).toBe('western');
    expect(t.observe(moment(1, ['western'], 'western', 5))).toEqual({});
    expect(t.observe(moment(2, ['axis'], 'western', 7))).toEqual({ handOver: 'axis' });
    expect(t.observe(moment(3, ['axis', 'soviet'], 'western', 8))).toEqual({});
    expect(t.observe(moment(4, [], 'western', 9))).toEqual({});
    expect(t.observe(moment(5, ['western'], 'western', 10))).toEqual({ handOver: 'western' });
  });

  it('a side\'s turn ends when the phasing side changes: the summary spans that turn\'s log', () => {
    const t = new SeatTracker();
    t.observe(moment(0, ['nk'], 'nk', 0));
    t.observe(moment(1, ['nk'], 'nk', 4));
    expect(t.observe(moment(2, ['un'], 'un', 9))).toEqual({ handOver: 'un', turnEnded: { side: 'nk', from: 0, to: 9 } });
    t.observe(moment(3, ['un'], 'un', 12));
    expect(t.observe(moment(4, ['nk'], 'nk', 15))).toEqual({ handOver: 'nk', turnEnded: { side: 'un', from: 9, to: 15 } });
  });

  it('an undo, a loaded or a restored game moves the seat without a hand-over or a summary', () => {
    const t = new SeatTracker();
    expect(t.observe(moment(12, ['axis'], 'western', 40))).toEqual({}); // restored in the middle of a turn
    expect(t.current).toBe('axis');
    expect(t.observe(moment(10, ['western'], 'western', 33))).toEqual({}); // undone
    expect(t.current).toBe('western');
    expect(t.observe(moment(30, ['axis'], 'axis', 90))).toEqual({}); // a saved game loaded
    expect(t.observe(moment(31, ['western'], 'western', 95))).toEqual({ handOver: 'western', turnEnded: { side: 'axis', from: 90, to: 95 } });
  });
});

describe('the end of a side\'s turn, played through the machine: its summary stops where the next turn begins', () => {
  /**
   * The guide's own sequence (guide-app `onTurnChange`): after each event, where a new side's turn
   * begins among the entries it added, then the tracker. The event that ends a side's turn also runs
   * the next turn's automatic steps; their lines belong to the next turn.
   */
  function firstTurnEnd(ruleset: AnyRuleset, scenario: string, file: string) {
    const turn = new TurnController(host, ruleset, gameOf(ruleset, scenario), read(file).seed);
    const views = ruleset.views, tracker = new SeatTracker();
    const observe = () => {
      const position = views.position(views.gameOf(turn.snapshot.context));
      const turnBegan = turnOpening(turn.log, tracker.logSeen, (e) => views.logTopic(e));
      return tracker.observe({ events: turn.events.length, acting: [], phasing: position.phasing, logLength: turn.log.length, ...(turnBegan === undefined ? {} : { turnBegan }) });
    };
    observe();
    const passing = ['DONE', 'CONTINUE', 'PASS', 'END_PHASE'];
    const events: unknown[] = [...read(file).events];
    for (let i = 0; i < 400; i++) {
      const next = events.shift() ?? turn.legal.find((e) => passing.includes(e.type)) ?? turn.legal[0];
      expect(turn.sendJson(next)).toEqual([]);
      const ended = observe().turnEnded;
      if (ended) return { turn, ended, logLength: turn.log.length };
    }
    throw new Error('no side\'s turn ended in 400 events');
  }

  for (const [name, ruleset, files] of [['DS', dsRuleset, DS], ['OCS', ocsRuleset, OCS]] as const) {
    it(`${name}: the turn that ended holds no line of the next turn; the next one opens with "turn begins"`, () => {
      const { turn, ended, logLength } = firstTurnEnd(ruleset, files[0], files[1]);
      const lines = turn.log.slice(ended.from, ended.to).map((e) => e.message);
      expect(lines.some((m) => / turn begins/.test(m))).toBe(false);
      expect(turn.log[ended.to]?.message).toMatch(/ turn begins/);
      // The next turn's opening steps ran in the same event: they are after the cut, not in the summary.
      expect(logLength).toBeGreaterThan(ended.to);
    });
  }
});

