import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { engineOf, type EngineSnapshot } from '../../src/core/engine.ts';
import { FREE_MOVE, type FreeMoveEvent } from '../../src/core/free-move.ts';
import { logEntries } from '../../src/core/log.ts';
import type { AnyRuleset, EngineContext, RulesetEvent } from '../../src/core/ruleset.ts';
import { expandGroups } from '../../src/core/step.ts';
import { expectLegalityHolds } from '../support/legality.ts';
import { RULESETS } from '../support/rulesets.ts';
import { ROOT } from '../unit/cli/helpers.ts';

/**
 * R-FREE-MOVES: in the confirm steps of phases the texts do not give, the phasing player moves
 * counters freely. Each ruleset played through its own machine: the first such step of its teaching
 * scenario, a free move made, refused and undone.
 */
const CASES = [
  { id: 'ds', scenario: 'scenarios/teaching-java-1942.json', events: 'scenarios/events/teaching-western-admin.json', step: 'ds.operationalMovement', title: 'Operational Movement Phase' },
  { id: 'ocs', scenario: 'scenarios/ocs/teaching-naktong-1950.json', events: undefined, step: 'ocs.aircraftRefit', title: 'Aircraft Refit Phase' },
  { id: 'awaw', scenario: 'scenarios/awaw/teaching-don-1942.json', events: undefined, step: 'awaw.movement.airNaval', title: 'Air and naval movement' },
] as const;

type Snap = EngineSnapshot<EngineContext>;

function setUp(c: (typeof CASES)[number]) {
  const ruleset = RULESETS.byId(c.id) as AnyRuleset;
  const engine = engineOf(ruleset);
  const parsed = ruleset.scenario.parseText(readFileSync(`${ROOT}/${c.scenario}`, 'utf8'));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const saved = c.events ? (JSON.parse(readFileSync(`${ROOT}/${c.events}`, 'utf8')) as { seed: number; events: unknown[] }) : { seed: 1, events: [] };
  const actor: AnyActorRef = createActor(ruleset.machine, { input: { game: parsed.value, seed: saved.seed } }).start();
  for (const e of saved.events) actor.send(e as RulesetEvent);
  // Up to the step under test: AWAW's voluntary elimination (13.21, a real step) ends on DONE.
  for (const e of passesTo(c)) actor.send(e);
  return { ruleset, engine, actor, game: parsed.value, saved };
}

describe.each(CASES)('R-FREE-MOVES: free moves in $id', (c) => {
  const { ruleset, engine, actor, game, saved } = setUp(c);
  const free = ruleset.freeMoves!;
  const before = actor.getSnapshot() as Snap;

  it(`the ${c.title} allows free moves (its meta says so) and lists them compactly, one group per piece`, () => {
    const active = engine.activeStep(before)!;
    expect(active.step.id).toBe(c.step);
    expect(active.meta.freeMoves).toBe(true);
    const groups = engine.legalGroups(before);
    expect(groups[0]!.base).toEqual({ type: 'CONTINUE' });
    const moves = groups.slice(1);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((g) => g.base.type === FREE_MOVE && g.field === 'to')).toBe(true);
    expect(expandGroups(groups)).toEqual(engine.legalActions(before));
  });

  it('the rules\' actions alone ({ freeMoves: false }) leave the free moves out, and only them', () => {
    const all = engine.legalActions(before), rules = engine.legalActions(before, { freeMoves: false });
    expect(rules).toEqual(all.filter((e) => e.type !== FREE_MOVE));
    expect(all.slice(0, rules.length)).toEqual(rules);
    expect(engine.legalGroups(before, { freeMoves: false })).toEqual([{ base: { type: 'CONTINUE' } }]);
  });

  it('can(e) ⇔ listed ⇔ explain is empty, for the moves and for refused ones', () => {
    const mine = free.onMap(before.context, free.mover(before.context)!)[0]!;
    const theirs = ruleset.scenario.sides(game).map((s) => s.id).filter((s) => s !== free.mover(before.context))
      .flatMap((s) => free.onMap(before.context, s))[0];
    const probes: FreeMoveEvent[] = [
      { type: FREE_MOVE, piece: mine.id, to: mine.hex },
      { type: FREE_MOVE, piece: 'no-such-piece', to: mine.hex },
      ...(theirs ? [{ type: FREE_MOVE, piece: theirs.id, to: mine.hex } as const] : []),
    ];
    expectLegalityHolds(engine, before, probes);
  });

  it('a refused move says why, with the ruling, and changes nothing', () => {
    const mine = free.onMap(before.context, free.mover(before.context)!)[0]!;
    expect(engine.explain(before, { type: FREE_MOVE, piece: mine.id, to: mine.hex } as RulesetEvent))
      .toEqual([expect.objectContaining({ rule: 'R-FREE-MOVES', code: 'freeMove.sameHex' })]);
    expect(engine.explain(before, { type: FREE_MOVE, piece: 'no-such-piece', to: mine.hex } as RulesetEvent))
      .toEqual([expect.objectContaining({ code: 'freeMove.unknownPiece' })]);
  });

  it('a free move moves the piece, stays in the step, and is logged as unchecked with its phase', () => {
    const group = engine.legalGroups(before)[1]!;
    const e = expandGroups([group])[0]! as FreeMoveEvent;
    actor.send(e);
    const after = actor.getSnapshot() as Snap;
    expect(engine.activeStep(after)!.step.id).toBe(c.step);
    expect(free.piece(after.context, e.piece)!.hex).toBe(e.to);
    const last = logEntries(after.context.log).at(-1)!;
    expect(last.kind).toBe('unchecked');
    expect(last.message).toContain(`Unchecked move in the ${c.title}`);
    expect(ruleset.views.logTopic(last)).toBe('moved');
    expect(ruleset.views.moveOf!(e as RulesetEvent, after.context)).toEqual({ pieces: [e.piece], to: e.to, unchecked: true });
  });

  it('a free move replays from a saved game, and undo (a replay of the prefix) puts the piece back', () => {
    const e = expandGroups([engine.legalGroups(before)[1]!])[0]! as FreeMoveEvent;
    const events = [...saved.events, ...passesTo(c)];
    const played = engine.replay(game, saved.seed, [...events, e]);
    expect(played.stop).toBeUndefined();
    expect(free.piece(played.snapshot.context, e.piece)!.hex).toBe(e.to);
    const undone = engine.replay(game, saved.seed, events);
    expect(undone.stop).toBeUndefined();
    expect(free.piece(undone.snapshot.context, e.piece)!.hex).toBe(free.piece(before.context, e.piece)!.hex);
  });
});

/** The passes that take each case from its saved events to the step under test. */
function passesTo(c: (typeof CASES)[number]): RulesetEvent[] {
  return c.id === 'awaw' ? [{ type: 'DONE' }] : [];
}
