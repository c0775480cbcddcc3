import type { AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { OCS_GUARD_READINGS } from '../../../machines/ocs/guard-readings.ts';
import { ocsTurnMachine } from '../../../machines/ocs/turn.machine.ts';
import { guardReading } from '../../../src/core/outline/index.ts';
import { OCS_EVENT_TYPES } from '../../../src/ocs/events/index.ts';
import { OCS_VIEWS as V } from '../../../src/ocs/view/index.ts';
import { combatTo } from '../../machines/ocs/harness.ts';
import { game, legal, play, start } from './helpers.ts';

describe('the OCS views (src/ocs/view)', () => {
  it('the map: every hex with its first terrain as key, hexside features, legend names', () => {
    const m = V.map(game());
    expect(m.hexes).toHaveLength(36);
    expect(m.hexes.find((h) => h.id === 'A04.03')).toMatchObject({ terrain: 'village', name: 'Hill village' });
    expect(m.hexes.find((h) => h.id === 'A05.04')?.port).toBe('port');
    expect(m.sides).toContainEqual({ between: ['A03.03', 'A04.03'], features: ['minorRiver'] });
    expect(m.terrainNames['mountain']).toBe('Mountain');
    expect(V.map(game())).not.toBe(m);
  });

  it('stacks, hexes and places in words: strengths, parenthesized, AR, markers; ZOC; the Dead Pile', () => {
    const g = game();
    const hq = V.stacks(g).stacks.get('A02.03')!.find((p) => p.id === 'nk-hq')!;
    expect(hq.label).toBe('I Corps HQ (1) AR 2');
    expect(V.hex(g, 'A04.03')!.facts.map((f) => f.label)).toEqual(['Terrain', 'Hexsides', 'ZOC']);
    expect(V.hex(g, 'Z99.99')).toBeUndefined();
    expect(V.places(g).map((p) => p.key)).toEqual(['spare:nk', 'spare:un']);
    expect(V.targetName(g, 'deadPile:un')).toBe('UN Dead Pile');
  });

  it('every event type has a label; events are described with names; board events are aimed and re-aimed', () => {
    for (const t of OCS_EVENT_TYPES) expect(V.kindLabel(t)).toBeTruthy();
    const g = game();
    expect(V.describe({ type: 'MOVE', units: ['nk-t1'], to: 'A04.03' }, g)).toBe('Move: 105th Tank Bde to Hill village (A04.03)');
    expect(V.target({ type: 'RETREAT', units: ['nk-t1'], to: 'A02.02' })).toEqual({ kind: 'hex', hex: 'A02.02' });
    expect(V.reaim({ type: 'ATTACK', target: 'A04.03', attackers: ['nk-t1'] }, 'A04.04')).toMatchObject({ target: 'A04.04' });
    expect([V.seededRoll({ type: 'ROLL' }), V.seededRoll({ type: 'ROLL_2D6', dice: [1, 2] }), V.seededRoll({ type: 'DONE' })]).toEqual([true, false, undefined]);
    expect(V.resultEntry('COMBAT_RESULT')?.label).toMatch(/SAMPLE/);
  });

  it('the combat panel: each unit with its factors and rules, supply, terrain, odds, DRM, Surprise, the result and what is owed', () => {
    const a = start(game());
    combatTo(a, { target: 'A04.03', attackers: ['nk-t1', 'nk-i1'], arA: 'nk-t1', arD: 'un-i1', result: 'AL1o1, DL1o1' });
    const ctx = a.getSnapshot().context;
    const p = V.procedure(ctx)!;
    expect(p.title).toBe('Combat at Hill village (A04.03)');
    const attacker = p.tables.find((t) => t.kind === 'attacker')!;
    expect(attacker.rows.map((r) => r.label)).toEqual(['105th Tank Bde', '4th Inf Div']);
    expect(attacker.rows[0]!.note).toMatch(/terrain ×.*\(9\.4b\).*AR unit, AR 4/);
    expect(p.sections.map((s) => s.kind)).toEqual(['supply', 'terrain', 'odds', 'result']);
    expect(p.sections.find((s) => s.kind === 'odds')!.lines.join(' ')).toMatch(/SAMPLE Combat Table/);
    expect(p.sections.find((s) => s.kind === 'result')!.outcome?.value).toBe('AL1o1, DL1o1');
    expect(p.next[0]?.text).toMatch(/attacker takes a step loss/);
    expect(V.actorText('phasing', ctx)).toBe('North Korean (phasing), the attacker');
    expect(V.actorText('non-phasing', ctx)).toBe('UN, the defender');
    expect(V.position(ctx.game).facts).toBe('Turn 1, test · North Korean player turn');
    expect(legal(a).length).toBeGreaterThan(0);
    play(a, legal(a)[0]!);
  });
});

describe('the reasons the outline gives for a skipped OCS step (machines/ocs/guard-readings.ts)', () => {
  const all = (n: AnyStateNode): AnyStateNode[] => [n, ...Object.values(n.states).flatMap(all)];
  const order = all(ocsTurnMachine.root);
  it('every guard of an eventless transition that leads ahead in the turn says what it means', () => {
    const missing: string[] = [];
    for (const source of order) {
      for (const t of source.always ?? []) {
        if (t.guard === undefined) continue;
        const ahead = (t.target ?? []).some((n) => order.indexOf(n) > order.indexOf(source));
        if (ahead && !guardReading(OCS_GUARD_READINGS, t.guard, 'held') && !guardReading(OCS_GUARD_READINGS, t.guard, 'failed')) missing.push(`${source.id}: ${JSON.stringify(t.guard)}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
