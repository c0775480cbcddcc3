import type { AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { GUARD_READINGS } from '../../../machines/ds/guard-readings.ts';
import { dsRuleset } from '../../../machines/ds/ruleset.ts';
import { dsTurnMachine } from '../../../machines/ds/turn.machine.ts';
import { legalActions } from '../../../src/ds/legal/index.ts';
import { flattenOutline, guardReading, markOutline, rulesetOutline, rulesetTracer } from '../../../src/core/outline/index.ts';

const turnOutline = () => rulesetOutline(dsRuleset);
import type { DsEvent } from '../../../src/ds/events/index.ts';
import { TEACHING, loadScenario, savedEvents, startTurn, stepId } from '../../support/turn-harness.ts';

const allNodes = (n: AnyStateNode): AnyStateNode[] => [n, ...Object.values(n.states).flatMap(allNodes)];
const ORDER = allNodes(dsTurnMachine.root);

describe('the reasons the outline gives for a skipped step (machines/ds/guard-readings.ts)', () => {
  it('every guard of an eventless transition that leads ahead in the turn says what it means', () => {
    const missing: string[] = [];
    for (const source of ORDER) {
      for (const t of source.always ?? []) {
        if (t.guard === undefined) continue;
        const ahead = (t.target ?? []).some((n) => ORDER.indexOf(n) > ORDER.indexOf(source));
        if (ahead && !guardReading(GUARD_READINGS, t.guard, 'held') && !guardReading(GUARD_READINGS, t.guard, 'failed')) missing.push(`${source.id}: ${JSON.stringify(t.guard)}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('1-6 every step skipped in three faction turns of the teaching scenario says why', () => {
    const game = loadScenario(TEACHING);
    const actor = startTurn(game, 1);
    const tracer = rulesetTracer(dsRuleset, game, 1);
    const sent: DsEvent[] = [];
    const send = (e: DsEvent) => { actor.send(e); sent.push(e); };
    savedEvents('scenarios/events/teaching-western-turn.json').forEach(send);
    const unexplained: string[] = [];
    let turns = 0;
    for (let i = 0; i < 300 && turns < 3; i++) {
      const s = actor.getSnapshot();
      if (stepId(s) === 'ds.finalAdministrative') {
        turns++;
        const marks = markOutline(turnOutline(), Object.keys(s.getMeta()), tracer.traceOf(sent));
        for (const n of flattenOutline(marks)) if (n.status === 'skipped' && !n.note) unexplained.push(`${s.context.game.game.phasing} ${n.id}`);
      }
      const legal = legalActions(s);
      const next = ['CONTINUE', 'DONE', 'ROLL', 'DECLINE_CONTEST'].map((t) => legal.find((e) => e.type === t && !('value' in e))).find((e) => e);
      if (!next) throw new Error(`stuck in ${stepId(s)}`);
      send(next);
    }
    expect(turns).toBe(3);
    expect(unexplained).toEqual([]);
  });
});
