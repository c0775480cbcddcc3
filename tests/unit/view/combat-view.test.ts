import { describe, expect, it } from 'vitest';
import { combatView, type CombatView } from '../../../src/ds/view/combat/view.ts';
import { combatProcedure } from '../../../src/ds/view/combat/procedure.ts';
import { dsViews } from '../../../src/ds/view/index.ts';
import { counterLabel } from '../../../src/ds/view/names.ts';
import type { DsEvent } from '../../../src/ds/events/index.ts';
import { counterFaction, moveCounter, type DsGameState } from '../../../src/ds/model/index.ts';
import { attackTotal, crtResult, defenseTotal, resolveOdds } from '../../../src/ds/rules/combat/attack-api.ts';
import type { DsTurnContext } from '../../../src/ds/turn/context.ts';
import { TEACHING, advanceTo, loadScenario, play, savedEvents, startTurn, type TurnActor } from '../../support/turn-harness.ts';

/**
 * The combat panel's data, read off the teaching Western turn (four attacks) and a few edited
 * starts for the paths that turn does not take. Expected factors and columns are worked out here
 * from the counters, as a player would from the printed units and the odds rule (4.2.2 Step 3).
 */

const TURN = savedEvents('scenarios/events/teaching-western-turn.json');
const game = loadScenario(TEACHING);
const SLOW = 30_000;

/** The turn context after each prefix of the saved turn: `contexts[n]` follows the first n events. */
const contexts: DsTurnContext[] = (() => {
  const actor = startTurn(game, 1);
  const out = [actor.getSnapshot().context];
  for (const e of TURN) out.push(play(actor, e).context);
  return out;
})();

const indexOf = (pred: (e: DsEvent) => boolean, from = 0): number => {
  const i = TURN.findIndex((e, k) => k >= from && pred(e));
  if (i < 0) throw new Error('event not in the saved turn');
  return i;
};
const attackAt = (target: string): number => indexOf((e) => e.type === 'ATTACK' && e.target === target);
/** The view after event `i` (0-based) of the saved turn has been played. */
const viewAfter = (i: number): CombatView => {
  const v = combatView(contexts[i + 1]!);
  if (!v) throw new Error(`no attack under way after event ${i}`);
  return v;
};

const COLUMNS = ['1-3', '1-2', '1-1', '2-1', '3-1', '5-1', '7-1', '9-1'];
/** 4.2.2 Step 3 as the rule reads: the ratio rounded in the defender's favour, onto a printed column. */
function expectedColumn(attack: number, defense: number): string {
  if (defense === 0) return '9-1';
  if (attack >= defense) {
    const n = Math.floor(attack / defense);
    return [9, 7, 5, 3, 2, 1].map((k) => `${k}-1`).find((c) => Number(c[0]) <= n)!;
  }
  const n = Math.ceil(defense / attack);
  return n <= 1 ? '1-1' : n === 2 ? '1-2' : '1-3';
}
const shifted = (column: string, net: number): string => COLUMNS[Math.min(COLUMNS.length - 1, Math.max(0, COLUMNS.indexOf(column) + net))]!;

/** Ground units of the defending faction in the target hex, with their printed Defense Factors. */
function defendersIn(state: DsGameState, target: string): { id: string; label: string; factor: number }[] {
  return state.counters.all().flatMap((p) => {
    const c = p.counter;
    const enemy = c.kind === 'ground' && counterFaction(c, state.countries) !== state.game.phasing;
    return enemy && p.at.kind === 'hex' && p.at.hex === target ? [{ id: c.id, label: counterLabel(c), factor: c.values.defense }] : [];
  });
}
function attackersOf(state: DsGameState, ids: readonly string[]): { id: string; label: string; factor: number }[] {
  return ids.map((id) => {
    const c = state.counters.get(id)!.counter;
    if (c.kind !== 'ground') throw new Error(`${id} is not a ground unit`);
    return { id, label: counterLabel(c), factor: c.values.attack };
  });
}
const sum = (xs: readonly { factor: number }[]): number => xs.reduce((a, x) => a + x.factor, 0);
const units = (v: CombatView['attacker']) => v.units.map(({ id, label, factor }) => ({ id, label, factor }));

describe('combat view: the four attacks of the teaching Western turn', () => {
  it('no view while no attack is under way (before each declaration, after the turn)', () => {
    expect(combatView(contexts[0]!)).toBeUndefined();
    for (const t of ['w2819', 'w4017', 'w4222', 'w3924']) expect(combatView(contexts[attackAt(t)]!), t).toBeUndefined();
    expect(combatView(contexts[TURN.length]!)).toBeUndefined();
  });

  it('4.2.2 Steps 1-4 at each declaration: units with their printed factors, totals, raw and final column, every shift', () => {
    for (const t of ['w2819', 'w4017', 'w4222', 'w3924']) {
      const i = attackAt(t);
      const e = TURN[i]!;
      if (e.type !== 'ATTACK') throw new Error('not an attack');
      const before = contexts[i]!.game;
      const v = viewAfter(i);
      const attackers = attackersOf(before, e.attackers);
      const defenders = defendersIn(before, t);
      expect(v.hex).toBe(t);
      expect(v.hexName).toContain(t);
      expect(v.mode).toBe(t === 'w2819' ? 'blitz' : 'regular');
      expect(v.modeRule).toBe(t === 'w2819' ? '4.1.2' : '4.2');
      expect(units(v.attacker), t).toEqual(attackers);
      expect(units(v.defender), t).toEqual(defenders);
      expect(defenders.length, t).toBeGreaterThan(0);
      // OD-1, OD-2: the totals are the factors added up, as the rules' own functions add them.
      expect([v.attacker.total, v.defender.total], t).toEqual([sum(attackers), sum(defenders)]);
      expect([v.attacker.total, v.defender.total], t).toEqual([attackTotal(before, e), defenseTotal(before, t, before.game.phasing, undefined)]);
      expect(v.totalsNote).toBeUndefined();
      const odds = v.odds!;
      expect(odds.rawColumn, t).toBe(expectedColumn(v.attacker.total, v.defender.total));
      expect(odds.line).toBe(`${v.attacker.total} : ${v.defender.total} → ${odds.rawColumn}`);
      // 4.2.3: every shift the rules find, with its rule, signed the way the player reads it.
      const rules = resolveOdds(before, v.mode, e, undefined);
      expect(odds.shifts.map(({ id, rule, shift }) => ({ id, rule, shift }))).toEqual(rules.shifts.map(({ id, rule, shift }) => ({ id, rule, shift })));
      for (const s of odds.shifts) expect(s.text).toBe(`${s.shift > 0 ? '+' : '−'}${Math.abs(s.shift)} ${s.label}`);
      expect(odds.netShift).toBe(odds.shifts.reduce((a, s) => a + s.shift, 0));
      expect(odds.finalColumn, t).toBe(shifted(odds.rawColumn, odds.netShift));
      expect(v.result).toBeUndefined();
      expect(v.next).toEqual([{ rule: '4.2.2', when: 'now', text: expect.stringContaining(`Step 5`) }]);
      expect(v.next[0]!.text).toContain(`on the ${odds.finalColumn} column`);
    }
  });

  it('4.2.3 the Blitz attack on Batavia lists the Airdrop shift (SH-5) beside the defender\'s terrain shifts', () => {
    const shifts = viewAfter(attackAt('w2819')).odds!.shifts;
    expect(shifts.find((s) => s.id === 'SH-5')).toMatchObject({ rule: '4.2.3.2', shift: 1, text: '+1 Airdrop markers (1)' });
    expect(shifts.filter((s) => s.shift < 0).every((s) => s.rule === '4.2.3.8')).toBe(true);
  });

  it('4.2.2 Step 5, 4.2.4: a result the player entered has no die and is said in words', () => {
    const cases: [string, string[]][] = [
      ['w4017', ['Dr2: the defender retreats two hexes']],
      ['w4222', ['Dr1: the defender retreats one hex', '0/1: the defender loses one step (Attrition, 4.2.4.2)']],
      ['w3924', ['1/0: the attacker loses one step (Attrition, 4.2.4.2)']],
    ];
    for (const [t, meaning] of cases) {
      const i = attackAt(t) + 1;
      const e = TURN[i]!;
      expect(e.type).toBe('COMBAT_RESULT');
      const r = viewAfter(i).result!;
      expect(r.text).toBe(e.type === 'COMBAT_RESULT' ? e.result : '');
      expect(r.die).toBeUndefined();
      expect(r.source).toBe('Result entered by the player');
      expect(r.meaning).toHaveLength(meaning.length);
      meaning.forEach((m, k) => expect(r.meaning[k]).toContain(m));
    }
  });

  it('4.2.5.3 Batavia: the 16th Army cannot Retreat, so each Retreat hex left is a step loss; totals stay those of Step 3', () => {
    const i = attackAt('w2819') + 1;
    for (const k of [i, i + 1]) {
      const u = contexts[k + 1]!.turn.combat.underWay!;
      const v = viewAfter(k);
      expect(v.next[0]).toMatchObject({ rule: '4.2.5.3', when: 'now' });
      expect(v.next[0]!.text).toContain(`cannot retreat: it loses one step for each Retreat hex left (${u.retreats[0]!.remaining})`);
      expect(v.next[0]!.text).toContain(counterLabel(contexts[k + 1]!.game.counters.get(u.defendingForce[0]!)!.counter));
    }
    // After the first step loss the 56th Division replaces the 16th Army; the Step 3 total stays.
    const replaced = viewAfter(i + 1);
    expect(units(replaced.defender).map((d) => d.id)).toEqual(['jp-56-div']);
    expect(replaced.defender.total).toBe(viewAfter(i).defender.total);
    expect(replaced.totalsNote).toContain('Step 3');
    const vacated = viewAfter(i + 2);
    expect(vacated.defender.units).toEqual([]);
    expect(vacated.next).toEqual([{ rule: '4.2.7', when: 'now', text: expect.stringContaining('Advance After Combat') }]);
    expect(vacated.next[0]!.text).not.toContain('Exploit'); // the 6th Division is no armor-type unit (4.2.8)
  });

  it('4.2.5, 4.2.7, 4.2.8 hex w4017: the Retreat hex by hex, then Advance, then Exploitation up to the hexes Retreated', () => {
    const i = attackAt('w4017') + 1;
    expect(viewAfter(i).next[0]).toMatchObject({ rule: '4.2.5', text: expect.stringContaining('Phayap Army') });
    expect(viewAfter(i).next[0]!.text).toMatch(/retreats two hexes$/);
    const once = viewAfter(i + 1);
    expect(once.next[0]!.text).toMatch(/in hex w3917 retreats one more hex$/);
    expect(once.defender.units[0]!.note).toBe('retreated to hex w3917');
    const u = contexts[i + 3]!.turn.combat.underWay!;
    const step8 = viewAfter(i + 2);
    expect(step8.next[0]).toMatchObject({ rule: '4.2.7', when: 'now' });
    // EX-2: the Phayap Army was placed in two hexes, so the distance is two.
    expect(u.defenderRetreatHexes).toBe(2);
    expect(step8.next[0]!.text).toContain('Exploit instead, up to two hexes (4.2.8)');
    expect(viewAfter(i + 3).attacker.units.find((a) => a.id === 'ch-6-army')!.note).toBe('advanced after combat');
    const exploiting = viewAfter(i + 4);
    expect(exploiting.next[0]).toMatchObject({ rule: '4.2.8', text: expect.stringContaining('1 of 2 hexes entered') });
    expect(exploiting.attacker.units.find((a) => a.id === 'ch-200-div')!.note).toContain('exploiting');
    expect(viewAfter(i + 5).next[0]!.text).toContain('full distance (2 of 2 hexes)');
  });

  it('CR-1 CR-9 Hong Kong, Dr1 0/1: the Retreat (converted) comes first, the defender\'s Attrition after; then Step 8', () => {
    const i = attackAt('w4222') + 1;
    const first = viewAfter(i);
    expect(first.next.map((n) => [n.rule, n.when])).toEqual([['4.2.5.3', 'now'], ['4.2.6', 'then'], ['4.2.2', 'then']]);
    expect(first.next[1]!.text).toBe('Attrition: the defender loses one step');
    const attrition = viewAfter(i + 1);
    expect(attrition.next[0]).toMatchObject({ rule: '4.2.6', when: 'now', text: expect.stringContaining('Attrition: the Axis defender loses one step') });
    expect(viewAfter(i + 2).next[0]!.rule).toBe('4.2.7');
  });

  it('4.2.6.1 w3924, 1/0: the attacker owes one step; no Step 8 is promised when the defender owes nothing', () => {
    const v = viewAfter(attackAt('w3924') + 1);
    expect(v.next).toEqual([{ rule: '4.2.6.1', when: 'now', text: expect.stringContaining('Attrition: the Western attacker loses one step') }]);
  });
});

/** The saved turn up to Blitz Combat (28 events), then on to the first Regular Combat declaration. */
function atRegularAttacks(edit: (g: DsGameState) => DsGameState): TurnActor {
  const actor = startTurn(edit(game), 1);
  for (const e of TURN.slice(0, 28)) play(actor, e);
  advanceTo(actor, 'ds.regular.attacks');
  return actor;
}
const viewOf = (a: TurnActor): CombatView => combatView(a.getSnapshot().context)!;

describe('combat view: paths the saved turn does not take', () => {
  it('HQ-10 4.2.2 Step 2: before the defender declares, forces but no odds; its Ranged Support HQ then adds its Defense Factor', () => {
    const a = atRegularAttacks((g) => moveCounter(g, 'jp-southern-hq', { kind: 'hex', hex: 'w3817' }));
    play(a, { type: 'ATTACK', target: 'w3916', attackers: ['ch-6-army'] });
    const pending = viewOf(a);
    expect(pending.odds).toBeUndefined();
    expect(pending.oddsPending).toContain('after Step 2');
    expect(pending.next).toEqual([{ rule: '4.2.2', when: 'now', text: expect.stringContaining('Step 2: the Axis faction may declare one supplied HQ') }]);
    const g = a.getSnapshot().context.game;
    expect(pending.defender.total).toBe(sum(defendersIn(g, 'w3916')));
    play(a, { type: 'DEFENSIVE_SUPPORT', faction: 'axis', hq: 'jp-southern-hq' });
    const v = viewOf(a);
    const hq = g.counters.get('jp-southern-hq')!.counter;
    expect(v.defender.hq).toMatchObject({ id: 'jp-southern-hq', factor: hq.kind === 'ground' ? hq.values.defense : -1 });
    expect(v.defender.hq!.note).toBeUndefined(); // it gives its support from two hexes away
    expect(v.defender.units.map((d) => d.id)).not.toContain('jp-southern-hq');
    expect(v.defender.total).toBe(sum(defendersIn(g, 'w3916')) + v.defender.hq!.factor);
    expect(v.odds!.shifts.map((s) => s.id)).toContain('SH-9');
  }, SLOW);

  it('HQ-10 4.2.2 Step 1: the attacker\'s Ranged Support HQ is listed apart and counted in the Attacker Total', () => {
    const a = startTurn(moveCounter(game, 'au-1-corps-hq', { kind: 'hex', hex: 'w2719' }), 1);
    for (const e of TURN.slice(0, 30)) play(a, e);
    play(a, { type: 'ATTACK', target: 'w2819', attackers: ['au-6-div'], rangedSupport: 'au-1-corps-hq' });
    const v = viewOf(a);
    expect(v.attacker.hq?.id).toBe('au-1-corps-hq');
    expect(v.attacker.units.map((x) => x.id)).toEqual(['au-6-div']);
    expect(v.attacker.total).toBe(sum(v.attacker.units) + v.attacker.hq!.factor);
    expect(v.odds!.shifts.find((s) => s.id === 'SH-8')).toMatchObject({ rule: '4.2.3.5', shift: 1 });
  }, SLOW);

  it('4.2.4.1 Ad and Ex: the attacker\'s choice, then after an Ex step loss the defender\'s Retreat or step', () => {
    const a = atRegularAttacks((g) => g);
    play(a, { type: 'ATTACK', target: 'w3916', attackers: ['ch-6-army'] });
    play(a, { type: 'COMBAT_RESULT', result: 'Ex' });
    const choice = viewOf(a);
    expect(choice.result!.meaning[0]).toMatch(/^Ex \(Exchange\)/);
    expect(choice.next[0]).toMatchObject({ rule: '4.2.4.1', text: expect.stringContaining('the Western attacker chooses') });
    expect(choice.next.at(-1)).toMatchObject({ when: 'then', rule: '4.2.2' }); // the defender may yet have to leave
    play(a, { type: 'ATTACKER_CHOICE', choice: 'stepLoss' });
    expect(viewOf(a).next[0]).toMatchObject({ rule: '4.2.6.1', text: expect.stringContaining('one attacking unit') });
    play(a, { type: 'LOSE_STEP', unit: 'ch-6-army', replacements: [] });
    const v = viewOf(a);
    expect(v.next[0]).toMatchObject({ rule: '4.2.4.1', text: expect.stringContaining('retreats one hex or loses one step') });
    expect(v.attacker.units[0]).toMatchObject({ id: 'ch-6-army', note: 'off the map (step lost)' });
  }, SLOW);

  it('AT-20 4.2.2 a hex with only a Detachment marker: no odds, no die, Advance but no Exploitation', () => {
    const a = atRegularAttacks((g) => moveCounter(g, 'jp-det-3', { kind: 'hex', hex: 'w4116' }));
    play(a, { type: 'ATTACK', target: 'w4116', attackers: ['ch-200-div'] });
    const v = viewOf(a);
    expect(v.markerOnly).toBe(true);
    expect([v.odds, v.oddsPending, v.result, v.totalsNote]).toEqual([undefined, undefined, undefined, undefined]);
    expect(v.defender.units).toEqual([]);
    expect(v.next[0]).toMatchObject({ rule: '4.2.7', text: expect.stringContaining('Advance After Combat') });
    expect(v.next[0]!.text).not.toContain('Exploit');
  }, SLOW);

  it('4.2.2 Step 5 with a die: the die is shown and the result is the CRT cell of the final column', () => {
    const a = atRegularAttacks((g) => g);
    play(a, { type: 'ATTACK', target: 'w4017', attackers: ['ch-6-army', 'ch-200-div'] });
    const column = viewOf(a).odds!.finalColumn;
    play(a, { type: 'ROLL', value: 4 });
    const r = viewOf(a).result!;
    expect(r).toMatchObject({ die: 4, source: 'Die: 4', text: crtResult(column, 4).text });
  }, SLOW);
});

describe('combat view as the guide\'s procedure panel (dsViews.procedure)', () => {
  it('none while no attack is under way; during one, the same figures as the combat view', () => {
    expect(dsViews.procedure(contexts[0]!)).toBeUndefined();
    const i = attackAt('w2819');
    const v = viewAfter(i), p = dsViews.procedure(contexts[i + 1]!)!;
    expect(p).toEqual(combatProcedure(v));
    expect(p).toMatchObject({ name: 'Combat', title: `Attack on ${v.hexName}`, rule: '4.2.2' });
    expect(p.subtitle).toBe('Blitz Combat (4.1.2) · Western attacks, Axis defends');
    const [attackers, defenders] = p.tables;
    expect(attackers).toMatchObject({ kind: 'attacker', side: 'western', caption: 'Attackers — Western', columns: ['Unit', 'Attack'] });
    expect(defenders).toMatchObject({ kind: 'defender', side: 'axis', caption: 'Defenders — Axis', columns: ['Unit', 'Defense'] });
    expect(attackers!.rows.map((r) => [r.label, r.value])).toEqual(v.attacker.units.map((u) => [u.label, String(u.factor)]));
    expect(attackers!.total).toEqual({ label: 'Attacker Total', value: String(v.attacker.total) });
    const [odds, result] = p.sections;
    const shifts = odds!.rows.filter((r) => r.adjustment);
    expect(shifts.map((r) => [r.value, r.label, r.rule])).toEqual(v.odds!.shifts.map((s) => [s.text.split(' ')[0], s.label, s.rule]));
    expect(odds!.rows[0]).toEqual({ label: 'Odds', value: v.odds!.line, kind: 'odds' });
    expect(odds!.outcome).toMatchObject({ label: 'Final column', value: v.odds!.finalColumn });
    expect(result!.pending).toContain('Not yet: the attacker rolls one die');
    expect(p.next).toEqual(v.next.map((n) => ({ text: n.text, rule: n.rule })));
  });

  it('after the result: the die (or the player\'s entry), the result highlighted, its meaning as lines', () => {
    const i = attackAt('w4222') + 1;
    const v = viewAfter(i), result = combatProcedure(v).sections[1]!;
    expect(result.pending).toBeUndefined();
    expect(result.rows).toEqual([{ label: 'Die', value: 'result entered by the player', kind: 'die' }]);
    expect(result.outcome).toMatchObject({ label: 'Result', value: 'Dr1 0/1' });
    expect(result.lines).toEqual(v.result!.meaning);
  });

  it('AT-20 a marker-only attack: no odds or result sections, the reason said in a note', () => {
    const a = atRegularAttacks((g) => moveCounter(g, 'jp-det-3', { kind: 'hex', hex: 'w4116' }));
    play(a, { type: 'ATTACK', target: 'w4116', attackers: ['ch-200-div'] });
    const p = dsViews.procedure(a.getSnapshot().context)!;
    expect(p.sections).toEqual([]);
    expect(p.notes.join(' ')).toContain('Only enemy Detachment or Logistics markers');
    expect(p.tables[1]!.rows).toEqual([]);
    expect(p.tables[1]!.empty).toBe('markers only, no ground unit');
  }, SLOW);
});
