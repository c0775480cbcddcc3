import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEvent } from '../../../src/ds/events/index.ts';
import { flattenOutline, markOutline, turnOutline, visitedSteps, withVisited, type MarkedOutlineNode } from '../../../src/ds/turn/outline.ts';
import { TEACHING, loadScenario, startTurn } from '../../support/turn-harness.ts';

const SAVED = JSON.parse(readFileSync('scenarios/events/teaching-western-turn.json', 'utf8')) as { seed: number; events: unknown[] };

/** Plays the first `n` events of the saved Western turn, collecting the steps the turn rested in. */
function playPrefix(n: number) {
  const actor = startTurn(loadScenario(TEACHING), SAVED.seed);
  let visited = withVisited([], Object.keys(actor.getSnapshot().getMeta()));
  for (const [i, json] of SAVED.events.slice(0, n).entries()) {
    const parsed = parseEvent(json, ['events', i]);
    if (!parsed.ok) throw new Error(`event ${i} is malformed`);
    actor.send(parsed.value);
    visited = withVisited(visited, Object.keys(actor.getSnapshot().getMeta()));
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, visited };
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
    const { snapshot, visited } = playPrefix(0);
    const marked = markOutline(turnOutline(), Object.keys(snapshot.getMeta()), visited, snapshot.context.log);
    expect(find(marked, 'ds.seasonal').status).toBe('active');
    expect(find(marked, 'ds.seasonal.optionCard').status).toBe('active');
    expect(find(marked, 'ds.seasonal.replacements').status).toBe('upcoming');
    expect(marked.slice(1).map((p) => p.status)).toEqual(Array(5).fill('upcoming'));
  });

  it('marks a mid-turn position: the active Blitz attack, done steps, automatic ones, upcoming ones', () => {
    const { snapshot, visited } = playPrefix(30);
    const marked = markOutline(turnOutline(), Object.keys(snapshot.getMeta()), visited, snapshot.context.log);
    expect(find(marked, 'ds.blitz.attacks').status).toBe('active');
    expect(find(marked, 'ds.combat').status).toBe('active');
    expect(marked.map((p) => p.status)).toEqual(['done', 'done', 'done', 'active', 'upcoming', 'upcoming']);
    expect(find(marked, 'ds.support.placement.choose').status).toBe('done');
    expect(find(marked, 'ds.blitz.airdrop').status).toBe('done');
    // Return to Base never waits for the player: the log says what it did.
    expect(find(marked, 'ds.support.returnToBase')).toMatchObject({ status: 'done', note: 'nothing to return to base — 2.2.1' });
    expect(find(marked, 'ds.combat.regularSegment').status).toBe('upcoming');
    expect(find(marked, 'ds.blitz.beachheadLanding').status).toBe('upcoming');
    // No Devastation target was offered in the placement this turn.
    expect(find(marked, 'ds.support.placement.devastationTarget').status).toBe('skipped');
  });

  it('finds the same visited steps by replaying the events from the scenario', () => {
    const { visited } = playPrefix(30);
    const events = SAVED.events.slice(0, 30).map((json, i) => {
      const r = parseEvent(json, ['events', i]);
      if (!r.ok) throw new Error(`event ${i} is malformed`);
      return r.value;
    });
    expect(visitedSteps(loadScenario(TEACHING), SAVED.seed, events)).toEqual(visited);
  });

  it('gives a skipped step the reason logged by its segment', () => {
    const ids = ['ds.factionTurn', 'ds.combat', 'ds.combat.blitzSegment', 'ds.blitz.cvStrikeReturns'];
    const log = [{ rule: '4.1', kind: 'automatic', message: 'no Blitz marker on the map' }];
    const marked = markOutline(turnOutline(), ids, ['ds.blitz.blitzCheck'], log);
    expect(find(marked, 'ds.blitz.airdrop')).toMatchObject({ status: 'skipped', note: 'no Blitz marker on the map — 4.1' });
    expect(find(marked, 'ds.factionTurn.combat.blitzCombat.combat')).toMatchObject({ status: 'skipped', note: 'no Blitz marker on the map — 4.1' });
    expect(find(marked, 'ds.blitz.cvStrikeReturns').status).toBe('active');
  });

  it('marks the whole turn done or skipped once it reaches Reserve Movement', () => {
    const { snapshot, visited } = playPrefix(SAVED.events.length);
    const marked = markOutline(turnOutline(), Object.keys(snapshot.getMeta()), visited, snapshot.context.log);
    expect(marked.map((p) => p.status)).toEqual(['done', 'done', 'done', 'done', 'active', 'upcoming']);
    expect(flattenOutline(marked.slice(0, 4)).every((n) => n.status === 'done' || n.status === 'skipped')).toBe(true);
  });
});
