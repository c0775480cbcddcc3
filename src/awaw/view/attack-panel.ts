import type { ProcedureRow, ProcedureSection, ProcedureView } from '../../core/views.ts';
import type { UnitDefense } from '../model/combat.ts';
import { FACTION_NAMES } from '../model/ids.ts';
import { factionOf, hexOfUnit, unit } from '../model/queries.ts';
import { forceOf } from '../rules/attack.ts';
import { maxRounds, unitCtl } from '../rules/ctl.ts';
import { unitDefense } from '../rules/dm.ts';
import { attackFactor } from '../rules/ground-units.ts';
import { effectiveResult, onMap, owedNow } from '../rules/losses.ts';
import { anotherRoundBar } from '../rules/rounds.ts';
import { nextAttackTask, type AttackTask } from '../rules/procedure.ts';
import type { AwawTurnContext, RoundState, UnderWayAttack } from '../turn/context.ts';
import { hexName } from './labels.ts';

/**
 * The AWAW combat panel: each attacking unit's factor and CTL, each defending unit's DMs with
 * their rules and its strength, the odds and the CRT column, the die with its +1 per previous
 * round and the CRT row, the result and what each side still owes, and the rounds: computed with
 * the functions the guards use.
 */

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

const owedText = (o: ReturnType<typeof owedNow>['attacker'], lost: number): string =>
  o.kind === 'none' ? 'nothing' : o.kind === 'all' ? 'its entire force' : `${o.amount} factors${o.counting === 'modified' ? ' (counted with DMs)' : ''}, ${Math.max(0, o.amount - lost)} still owed`;

function attackerRows(ctx: AwawTurnContext, a: UnderWayAttack): ProcedureRow[] {
  const g = ctx.game;
  const r = a.round;
  const rows: ProcedureRow[] = a.attackers.map((id) => {
    const u = unit(g, id)!;
    const ctl = unitCtl(g, u);
    const gone = g.pieces.get(id)?.at.kind !== 'hex';
    const out = r !== undefined && !r.attackers.includes(id) && !gone;
    const notes = [`CTL ${ctl}: ${maxRounds(ctl) === 1 ? 'the first round only' : `rounds 1-${maxRounds(ctl)}`} (15.71)`];
    if (a.dropped.includes(id)) notes.push('airdropped (10.55)');
    if (gone) notes.push('eliminated');
    else if (out) notes.push('out of this round (15.71)');
    return { label: u.name, value: String(attackFactor(u)), rule: '15.31', note: notes.join(', '), kind: 'unit' };
  });
  const support = r?.groundSupport ?? a.groundSupport;
  if (support > 0 || a.supportDeclared) rows.push({ label: 'Ground support', value: String(support), rule: '15.51', note: `${FACTION_NAMES[a.faction]} air factors`, kind: 'air' });
  return rows;
}

function defenderRows(d: readonly UnitDefense[], ctx: AwawTurnContext, a: UnderWayAttack): ProcedureRow[] {
  const g = ctx.game;
  const rows: ProcedureRow[] = d.map((x) => ({
    label: unit(g, x.unit)!.name,
    value: `${x.printed} × ${Math.max(1, x.net)} = ${x.strength}`,
    rule: '15.31',
    note: x.entries.length === 0 ? 'no DM (15.31)' : `DM ${x.entries.map((e) => `${signed(e.value)} ${e.label} (${e.rule})`).join(', ')}; net ${signed(x.net)}${x.net < 1 ? ', never below face value (15.35)' : ''}`,
    kind: 'unit',
  }));
  if (a.defensiveAir > 0 || a.defensiveAirDeclared) rows.push({ label: 'Defensive air support', value: String(a.defensiveAir), rule: '15.51', note: 'not multiplied by DMs', kind: 'air' });
  return rows;
}

/** Every DM of every defending unit, one line each with its rule, then the unit's net DM (15.3, 15.35). */
function dmSection(ctx: AwawTurnContext, defenses: readonly UnitDefense[]): ProcedureSection {
  const g = ctx.game;
  const rows: ProcedureRow[] = defenses.flatMap((d) => {
    const name = unit(g, d.unit)!.name;
    return [
      ...d.entries.map((e) => ({ label: `${e.label} — ${name}`, value: signed(e.value), rule: e.rule, adjustment: true })),
      { label: `${name}: net DM`, value: String(Math.max(1, d.net)), rule: d.net < 1 ? '15.35' : '15.31', kind: 'net', ...(d.net < 1 && { note: `net ${signed(d.net)}: defends at face value` }) },
    ];
  });
  return {
    heading: 'Defense Multipliers', kind: 'dm', rows,
    lines: ['Each unit\'s DMs are added; its printed defense factor is multiplied by the total, never below its face value (15.35).'],
    ...(defenses.length === 0 && { pending: 'No defending ground unit left' }),
  };
}

function roundSection(g: AwawTurnContext['game'], a: UnderWayAttack, r: RoundState): ProcedureSection {
  const most = Math.max(1, ...onMap(g, a.attackers).map((u) => maxRounds(unitCtl(g, u))));
  return {
    heading: `Round ${r.number}`, kind: 'odds',
    rows: [
      { label: 'Attack', value: String(r.attack), rule: '15.51', kind: 'attack' },
      { label: 'Defense', value: String(r.defense), rule: '15.51', kind: 'defense' },
      { label: 'Odds', value: r.odds, rule: '15.51', note: 'fractions ignored', kind: 'odds' },
    ],
    outcome: { label: 'CRT column', value: r.column, rule: '15.52', kind: 'column' },
    lines: [
      `Round ${r.number}; the attacking CTLs allow at most ${most} round${most > 1 ? 's' : ''} (15.71).`,
      ...(r.column === 'below 1:4' ? ['Below 1:4: the attacker is eliminated without loss to the defender (15.52).'] : []),
    ],
  };
}

/** The rounds already fought: each one's odds, die and result (15.7). */
function earlierSection(a: UnderWayAttack): ProcedureSection {
  return {
    heading: 'Earlier rounds', kind: 'rounds',
    rows: a.earlier.map((r) => ({
      label: `Round ${r.number}`, rule: '15.71', kind: 'round',
      value: `${r.attack} against ${r.defense}, ${r.column}${r.die === undefined ? '' : `, die ${r.die}${r.modified !== r.die ? ` (${r.modified})` : ''}`}: ${r.result ?? '—'}`,
    })),
    lines: [],
  };
}

function resultSection(g: AwawTurnContext['game'], r: RoundState): ProcedureSection {
  const result = effectiveResult(g, r);
  const owed = result === undefined ? undefined : owedNow(g, r);
  const rows: ProcedureRow[] = r.die === undefined ? [] : [
    { label: 'Die', value: String(r.die), rule: '15.6', kind: 'die' },
    ...(r.number > 1 ? [{ label: `previous round${r.number > 2 ? 's' : ''}`, value: signed(r.number - 1), rule: '15.75', adjustment: true }] : []),
    { label: 'CRT row', value: String(Math.min(6, r.modified!)), rule: '15.75', kind: 'row', ...(r.modified! > 6 && { note: `modified ${r.modified}, read on the 6 row (R-AWAW-CRT-ROWS)` }) },
    { label: 'CRT', value: r.crt!, rule: '15.6', kind: 'crt' },
  ];
  return {
    heading: 'Result', kind: 'result', rows,
    ...(result !== undefined && { outcome: { label: 'Result', value: result, rule: result !== r.crt && r.crt !== undefined ? '15.53-15.55' : '15.61', kind: 'result' } }),
    lines: owed === undefined ? [] : [`Attacker loses ${owedText(owed.attacker, r.attackerLost)}`, `Defender loses ${owedText(owed.defender, r.defenderLost)}`],
    ...(r.die === undefined && r.column !== 'below 1:4' && { pending: 'Roll the die (15.6), +1 for each previous round (15.75)' }),
  };
}

const NEXT: Readonly<Record<AttackTask, readonly [string, string]>> = {
  attackerOption: ['The attacker may take Ex (or Ex-1) for the d', '15.53'], defenderOption: ['The defender may treat the result under 15.55', '15.55'],
  attackerLossAuto: ['The attacker\'s loss is taken', '15.61'], attackerLosses: ['The attacker chooses units to lose', '15.62'],
  defenderLossAuto: ['The defender\'s loss is taken', '15.61'], defenderLosses: ['The defender chooses units to lose', '15.62'],
  attackOver: ['The attack ends', '15.72'], nextRound: ['Another round, or abandon the attack', '15.71'],
  advance: ['Advance after combat', '15.91'], finished: ['The attack is over', '15.12'],
};

export function attackPanel(ctx: AwawTurnContext, a: UnderWayAttack): ProcedureView {
  const g = ctx.game;
  const r = a.round;
  const defFaction = a.defenders.length > 0 ? factionOf(g, unit(g, a.defenders[0]!)!) : undefined;
  const force = forceOf(ctx.turn, a.mode, a.faction, a.targets, r?.attackers ?? onMap(g, a.attackers).map((u) => u.id), r?.groundSupport ?? a.groundSupport, a.defensiveAir);
  const defenses = r?.defenses ?? onMap(g, a.defenders).map((d) => unitDefense(g, d, hexOfUnit(g, d.id)!, force));
  const attackRows = attackerRows(ctx, a);
  const attackTotal = r?.attack ?? attackRows.filter((x) => x.kind === 'unit' && !x.note?.includes('eliminated')).reduce((n, x) => n + Number(x.value), 0) + a.groundSupport;
  const sections: ProcedureSection[] = [dmSection(ctx, defenses)];
  if (a.earlier.length > 0) sections.push(earlierSection(a));
  if (r) sections.push(roundSection(g, a, r), resultSection(g, r));
  const task = nextAttackTask(g, ctx.turn);
  const bar = r?.result !== undefined && task === 'attackOver' ? anotherRoundBar(g, ctx.turn, a) : undefined;
  const next = r === undefined ? [{ text: a.supportDeclared ? 'Defensive air support, then the odds' : 'Ground support, then defensive air support and the odds', rule: '15.51' }]
    : r.result === undefined ? [{ text: 'Roll the die', rule: '15.6' }]
    : [{ text: `${NEXT[task][0]}${bar ? `: ${bar}` : ''}`, rule: NEXT[task][1] }];
  return {
    name: 'Combat',
    title: `Attack on ${a.targets.map((h) => hexName(g, h)).join(' and ')}`,
    rule: a.mode === 'regular' ? '15.5' : '16.44',
    subtitle: `${a.mode === 'regular' ? 'Regular combat (15.12)' : 'Exploitation combat (16.44)'} · ${FACTION_NAMES[a.faction]} attacks${defFaction ? `, ${FACTION_NAMES[defFaction]} defends` : ''}${r ? ` · round ${r.number}` : ''}`,
    tables: [
      { caption: `Attacker — ${FACTION_NAMES[a.faction]}`, side: a.faction, columns: ['Unit', 'Factor'], rows: attackRows, kind: 'attacker', total: { label: 'Total', value: String(attackTotal) } },
      { caption: `Defender${defFaction ? ` — ${FACTION_NAMES[defFaction]}` : ''}`, ...(defFaction && { side: defFaction }), columns: ['Unit', 'Strength'], rows: defenderRows(defenses, ctx, a), kind: 'defender', total: { label: 'Total', value: String(r?.defense ?? defenses.reduce((n, d) => n + d.strength, 0) + a.defensiveAir) }, empty: 'No defending unit left' },
    ],
    notes: a.targets.length > 1 ? ['Defenders in several hexes are attacked together (15.44).'] : [],
    sections,
    next,
  };
}
