import { readFileSync } from 'node:fs';
import type { AnyStateNode } from 'xstate';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { AWAW_GUARD_READINGS } from '../../../machines/awaw/guard-readings.ts';
import { awawRuleset } from '../../../machines/awaw/ruleset.ts';
import { awawTurnMachine } from '../../../machines/awaw/turn.machine.ts';
import { AWAW_EVENT_TYPES, type AwawEvent } from '../../../src/awaw/events/index.ts';
import type { AwawTurnContext } from '../../../src/awaw/turn/context.ts';
import { AWAW_VIEWS as V } from '../../../src/awaw/view/index.ts';
import { guardReading } from '../../../src/core/outline/index.ts';
import type { ProcedureView } from '../../../src/core/views.ts';
import { ROOT } from '../cli/helpers.ts';
import { teachingText } from './helpers.ts';

/** The AWAW views (src/awaw/view): the map, the pieces, events in words, and the combat and attrition panels along the teaching events. */
const loaded = awawRuleset.scenario.parseText(teachingText());
if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
const game = loaded.value;
const saved = JSON.parse(readFileSync(`${ROOT}/scenarios/awaw/events/teaching-don-1942.json`, 'utf8')) as { seed: number; events: AwawEvent[] };

/** The turn context after the first `n` teaching events. */
function after(n: number): AwawTurnContext {
  const a = createActor(awawRuleset.machine, { input: { game, seed: saved.seed } }).start();
  for (const e of saved.events.slice(0, n)) a.send(e);
  return a.getSnapshot().context;
}
const nth = (type: AwawEvent['type'], k = 0): number => saved.events.map((e, i) => (e.type === type ? i : -1)).filter((i) => i >= 0)[k]!;
const section = (p: ProcedureView, kind: string) => p.sections.find((s) => s.kind === kind)!;
const rows = (p: ProcedureView, kind: string) => section(p, kind).rows.map((r) => [r.label, r.value, r.rule, r.adjustment ?? false]);

describe('the AWAW views (src/awaw/view)', () => {
  it('the map: every hex with its terrain key and name, the Don and Donets as river hexsides, legend names', () => {
    const m = V.map(game);
    expect(m.hexes).toHaveLength(182);
    expect(m.hexes.find((h) => h.id === 'eO49')).toEqual({ id: 'eO49', terrain: 'clear', name: 'Serafimovich' });
    expect(m.sides).toContainEqual({ between: ['eJ47', 'eJ48'], features: ['river'] });
    expect(m.terrainNames['clear']).toBe('Clear');
    expect(m.featureNames['river']).toBe('River');
    expect(V.map(game)).toBe(m);
  });

  it('stacks, hexes and places in words: factors, type, nationality, CTL; a hex\'s summary, facts and hexsides', () => {
    expect(V.stacks(game).stacks.get('eO49')!.map((p) => [p.label, p.chip, p.side])).toEqual([['21st Army 2-3 infantry', '2-3', 'russia'], ['Replacements 1-1 replacement', '1-1', 'russia']]);
    const h = V.hex(game, 'eO49')!;
    expect(h.title).toBe('Serafimovich (eO49)');
    expect(h.summary).toBe('Clear, Serafimovich, Russia control');
    expect(h.facts.map((f) => f.label)).toEqual(['Terrain', 'Country', 'Front', 'Weather', 'Hexsides', 'Control']);
    expect(h.facts.find((f) => f.label === 'Hexsides')!.value).toBe('river to eO48; river to eP48');
    expect(V.hex(game, 'eZZ99')).toBeUndefined();
    expect(V.places(game).map((p) => p.key)).toEqual(['box:urals', 'pool:russian']);
    expect(V.targetName(game, 'eO49')).toBe('Serafimovich (eO49)');
    expect(V.targetName(game, 'pool:russian')).toBe('Russian force pool');
    expect(V.position(game)).toEqual({ title: 'Teaching: the Don bend, summer 1942', facts: 'Turn 11, summer 1942 · Axis player turn', phasing: 'axis', sides: [{ id: 'axis', name: 'Axis' }, { id: 'allies', name: 'Allies' }] });
  });

  it('every event type has a label; events are described with names; board events are aimed and re-aimed; the die is the player\'s or seeded; no result entry (both tables are printed)', () => {
    for (const t of AWAW_EVENT_TYPES) expect(V.kindLabel(t)).toBeTruthy();
    expect(V.describe({ type: 'ATTACK', target: 'eO49', attackers: ['ge-xvii', 'it-35'] }, game)).toBe('Attack Serafimovich (eO49) with XVII Corps, XXXV Corps (CSIR)');
    expect(V.describe({ type: 'ATTRITION', faction: 'axis', zone: 'russia@eJ47' }, game)).toBe('Axis attrition against Russia\'s zone at eJ47');
    // The subject of a board action, before its hex is clicked: the board's fields left out.
    expect(V.describe({ type: 'ATTACK', attackers: ['ge-xvii'] } as unknown as AwawEvent, game)).toBe('Attack with XVII Corps');
    expect(V.describe({ type: 'EXPLOIT', unit: 'ge-xxiv' } as unknown as AwawEvent, game)).toBe('Exploit with XXIV Panzer Corps');
    expect(V.describe({ type: 'AIRDROP', unit: 'ge-7fj' } as unknown as AwawEvent, game)).toBe('Airdrop 7th Flieger Division');
    expect(V.target({ type: 'AIRDROP', unit: 'ge-7fj', hex: 'eP49' })).toEqual({ kind: 'hex', hex: 'eP49' });
    expect(V.target({ type: 'EXPLOIT', unit: 'ge-xxiv', path: ['eQ49', 'eR49'] })).toEqual({ kind: 'hex', hex: 'eR49' });
    expect(V.reaim({ type: 'ADVANCE', unit: 'ge-xvii', hex: 'eO49' }, 'eO50')).toEqual({ type: 'ADVANCE', unit: 'ge-xvii', hex: 'eO50' });
    expect(V.boardFields('OCCUPY')).toEqual(['hex']);
    expect(V.boardFields('ATTACK')).toEqual(['target', 'moreTargets']);
    expect(V.reaim({ type: 'ATTACK', target: 'eO49', moreTargets: ['eP49'], attackers: ['ge-xvii'] }, 'eO50')).toEqual({ type: 'ATTACK', target: 'eO50', attackers: ['ge-xvii'] });
    expect([V.seededRoll({ type: 'ROLL' }), V.seededRoll({ type: 'ROLL', value: 3 }), V.seededRoll({ type: 'DONE' })]).toEqual([true, false, undefined]);
    expect(V.resultEntry('ROLL')).toBeUndefined();
  });

  it('no panel between procedures', () => {
    expect(V.procedure(after(nth('ATTACK')))).toBeUndefined();
  });

  it('15.3 the combat panel once an attack is declared: each unit\'s factor and CTL, each defending unit\'s DMs with their rules (15.32A, 15.32C) and strength', () => {
    const p = V.procedure(after(nth('ATTACK') + 1))!;
    expect([p.name, p.title, p.rule, p.subtitle]).toEqual(['Combat', 'Attack on Serafimovich (eO49)', '15.5', 'Regular combat (15.12) · Axis attacks, Russia defends']);
    const attacker = p.tables.find((t) => t.kind === 'attacker')!;
    expect(attacker.rows.map((r) => [r.label, r.value, r.note])).toEqual([['XVII Corps', '3', 'CTL 2: rounds 1-2 (15.71)'], ['XXXV Corps (CSIR)', '2', 'CTL 1: the first round only (15.71)']]);
    const defender = p.tables.find((t) => t.kind === 'defender')!;
    expect(defender.rows.map((r) => r.value)).toEqual(['2 × 3 = 6', '1 × 3 = 3']);
    expect(defender.rows[0]!.note).toBe('DM +2 defending (15.32A), +1 attacked across a river or crossing arrow (15.32C); net +3');
    expect(defender.total!.value).toBe('9');
    expect(rows(p, 'dm').slice(0, 3)).toEqual([
      ['defending — 21st Army', '+2', '15.32A', true], ['attacked across a river or crossing arrow — 21st Army', '+1', '15.32C', true], ['21st Army: net DM', '3', '15.31', false],
    ]);
    expect(p.next[0]!.text).toBe('Ground support, then defensive air support and the odds');
  });

  it('15.51-15.6 round 1: attack and defense with the air, the odds and CRT column, the die, the CRT row and result, what each side owes, what comes next', () => {
    const p = V.procedure(after(nth('ROLL') + 1))!;
    expect(rows(p, 'odds')).toEqual([['Attack', '9', '15.51', false], ['Defense', '9', '15.51', false], ['Odds', '1:1', '15.51', false]]);
    expect(section(p, 'odds').outcome).toMatchObject({ label: 'CRT column', value: '1:1' });
    expect(rows(p, 'result')).toEqual([['Die', '6', '15.6', false], ['CRT row', '6', '15.75', false], ['CRT', 'd', '15.6', false]]);
    expect(section(p, 'result').outcome).toMatchObject({ label: 'Result', value: 'd' });
    expect(section(p, 'result').lines).toEqual(['Attacker loses nothing', 'Defender loses 2 factors, 2 still owed']);
    expect(p.next[0]).toEqual({ text: 'The attacker may take Ex (or Ex-1) for the d', rule: '15.53' });
  });

  it('15.7 round 2: the round fought before, the unit its CTL keeps out (15.71), +1 on the die for the previous round (15.75)', () => {
    const p = V.procedure(after(nth('ROLL', 1) + 1))!;
    expect(p.subtitle).toMatch(/round 2$/);
    expect(rows(p, 'rounds')).toEqual([['Round 1', '9 against 9, 1:1, die 6: d', '15.71', false]]);
    expect(p.tables[0]!.rows[1]!.note).toBe('CTL 1: the first round only (15.71), out of this round (15.71)');
    expect(rows(p, 'result')).toEqual([['Die', '5', '15.6', false], ['previous round', '+1', '15.75', true], ['CRT row', '6', '15.75', false], ['CRT', 'D', '15.6', false]]);
    expect(section(p, 'odds').lines).toEqual(['Round 2; the attacking CTLs allow at most 2 rounds (15.71).']);
    expect(p.next[0]).toEqual({ text: 'Advance after combat', rule: '15.91' });
  });

  it('16.44 an exploitation attack uses the same panel', () => {
    const p = V.procedure(after(nth('ATTACK', 3) + 1))!;
    expect(p.subtitle).toMatch(/^Exploitation combat \(16\.44\)/);
    expect(p.rule).toBe('16.44');
  });

  it('14.4 the attrition panel: the units on both sides, the column, each die modifier with its rule, the die and the result', () => {
    const p = V.procedure(after(nth('ROLL', 5) + 1))!;
    expect([p.name, p.title, p.rule]).toEqual(['Attrition', 'Attrition against Russia\'s zone at eJ47', '14.4']);
    expect(rows(p, 'result')).toEqual([
      ['Attritioning factors', '15', '14.21', false], ['factors over 61', '0', '14.42A', true], ['CTL difference', '+1', '14.42B', true], ['winter preparation', '0', '14.42C', true],
      ['Die', '4', '14.41', false], ['Modified', '5', '14.43', false],
    ]);
    expect(section(p, 'result').outcome).toMatchObject({ label: 'Column 11-20', value: '1C/1H' });
    expect(p.next[0]).toEqual({ text: 'The attacker may take 2C for 1C/1H', rule: '14.44' });
  });

  it('who acts, in words', () => {
    const ctx = after(nth('ATTACK') + 1);
    expect([V.actorText('phasing', ctx), V.actorText('non-phasing', ctx), V.actorText('automatic', ctx), V.actorText('russia', ctx)]).toEqual(['Axis (phasing)', 'Allies (defending)', 'Automatic', 'Russia']);
  });
});

describe('the reasons the outline gives for a skipped AWAW step (machines/awaw/guard-readings.ts)', () => {
  const all = (n: AnyStateNode): AnyStateNode[] => [n, ...Object.values(n.states).flatMap(all)];
  const order = all(awawTurnMachine.root);
  it('every guard of an eventless transition that leads ahead in the turn says what it means', () => {
    const missing: string[] = [];
    for (const source of order) {
      for (const t of source.always ?? []) {
        if (t.guard === undefined) continue;
        const ahead = (t.target ?? []).some((n) => order.indexOf(n) > order.indexOf(source));
        if (ahead && !guardReading(AWAW_GUARD_READINGS, t.guard, 'held') && !guardReading(AWAW_GUARD_READINGS, t.guard, 'failed')) missing.push(`${source.id}: ${JSON.stringify(t.guard)}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
