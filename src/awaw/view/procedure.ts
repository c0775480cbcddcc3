import type { ProcedureRow, ProcedureView } from '../../core/views.ts';
import { FACTION_NAMES } from '../model/ids.ts';
import { factionOf, hexOfUnit, unit } from '../model/queries.ts';
import { forceOf } from '../rules/attack.ts';
import { ctlDrm, defendersInContact, factorDrm, winterDrm } from '../rules/attrition.ts';
import { unitCtl } from '../rules/ctl.ts';
import { unitDefense } from '../rules/dm.ts';
import { onMap, owedNow, remaining } from '../rules/losses.ts';
import { effectiveResult } from '../rules/losses.ts';
import { nextAttackTask } from '../rules/procedure.ts';
import { nextAttritionTask } from '../rules/attrition-procedure.ts';
import type { AwawTurnContext, UnderWayAttack, UnderWayAttrition } from '../turn/context.ts';
import { hexName } from './labels.ts';

/**
 * The AWAW combat panel (ProcedureView): each unit's factor and DM with its rule, the odds, the CRT
 * column and row, the die, the result and the rounds; and the attrition panel. Computed with the
 * same functions the guards use.
 */
export function procedureView(ctx: AwawTurnContext): ProcedureView | undefined {
  if (ctx.turn.attack) return attackPanel(ctx, ctx.turn.attack);
  if (ctx.turn.attrition) return attritionPanel(ctx, ctx.turn.attrition);
  return undefined;
}

const owedText = (o: ReturnType<typeof owedNow>['attacker'], lost: number): string =>
  o.kind === 'none' ? 'nothing' : o.kind === 'all' ? 'its entire force' : `${o.amount} factors${o.counting === 'modified' ? ' (counted with DMs)' : ''}, ${Math.max(0, o.amount - lost)} still owed`;

function attackPanel(ctx: AwawTurnContext, a: UnderWayAttack): ProcedureView {
  const g = ctx.game;
  const r = a.round;
  const defFaction = a.defenders.length > 0 ? factionOf(g, unit(g, a.defenders[0]!)!) : undefined;
  const force = forceOf(ctx.turn, a.mode, a.faction, a.targets, r?.attackers ?? onMap(g, a.attackers).map((u) => u.id), r?.groundSupport ?? a.groundSupport, a.defensiveAir);
  const defenses = r?.defenses ?? onMap(g, a.defenders).map((d) => unitDefense(g, d, hexOfUnit(g, d.id)!, force));
  const attackRows: ProcedureRow[] = a.attackers.map((id) => {
    const u = unit(g, id)!;
    const gone = g.pieces.get(id)?.at.kind !== 'hex';
    const out = r !== undefined && !r.attackers.includes(id) && !gone;
    return { label: u.name, value: String(u.factor), rule: '15.31', note: `CTL ${unitCtl(g, u)}${a.dropped.includes(id) ? ', airdropped' : ''}${gone ? ', eliminated' : out ? ', out of this round (CTL, 15.71)' : ''}` };
  });
  if ((r?.groundSupport ?? a.groundSupport) > 0) attackRows.push({ label: 'Ground support', value: String(r?.groundSupport ?? a.groundSupport), rule: '15.51' });
  const defenseRows: ProcedureRow[] = defenses.map((d) => ({
    label: unit(g, d.unit)!.name,
    value: `${d.printed} × ${Math.max(1, d.net)} = ${d.strength}`,
    rule: '15.31',
    note: `${d.entries.map((e) => `${e.value > 0 ? '+' : ''}${e.value} ${e.label} (${e.rule})`).join('; ')}; net ${d.net}${d.net < 1 ? ', never below face value (15.35)' : ''}`,
  }));
  if (a.defensiveAir > 0) defenseRows.push({ label: 'Defensive air support', value: String(a.defensiveAir), rule: '15.51', note: 'not multiplied by DMs' });
  const sections = [];
  if (r) {
    sections.push({
      heading: `Round ${r.number}`, kind: 'odds',
      rows: [
        { label: 'Attack', value: String(r.attack), rule: '15.51' },
        { label: 'Defense', value: String(r.defense), rule: '15.51' },
        { label: 'Odds', value: r.odds, rule: '15.51', note: 'fractions ignored' },
      ],
      outcome: { label: 'Column', value: r.column, rule: '15.52' },
      lines: r.number > 1 ? [`+${r.number - 1} on the die for the previous rounds (15.75)`] : [],
    });
    const result = effectiveResult(g, r);
    sections.push({
      heading: 'Result', kind: 'result',
      rows: r.die === undefined ? [] : [
        { label: 'Die', value: String(r.die), rule: '15.6' },
        { label: 'CRT row', value: String(Math.min(6, r.modified!)), rule: '15.75', ...(r.modified! > 6 && { note: `modified ${r.modified}, read on the 6 row (R-AWAW-CRT-ROWS)` }) },
        { label: 'CRT', value: r.crt!, rule: '15.6' },
      ],
      ...(result !== undefined && { outcome: { label: 'Result', value: result, rule: '15.61' } }),
      lines: result === undefined ? [] : [
        `Attacker loses ${owedText(owedNow(g, r).attacker, r.attackerLost)}`,
        `Defender loses ${owedText(owedNow(g, r).defender, r.defenderLost)}`,
      ],
      ...(r.die === undefined && r.column !== 'below 1:4' && { pending: 'Roll the die' }),
    });
  }
  const task = nextAttackTask(g, ctx.turn);
  const next = r?.result === undefined ? [{ text: r ? 'Roll the die' : 'Air support, then the odds', rule: '15.51' }]
    : [{ text: NEXT[task], rule: NEXT_RULE[task] }];
  return {
    title: `Attack on ${a.targets.map((h) => hexName(g, h)).join(' and ')}`,
    rule: a.mode === 'regular' ? '15.5' : '16.44',
    subtitle: `${a.mode === 'regular' ? 'Regular combat (15.12)' : 'Exploitation combat (16.44)'} · ${FACTION_NAMES[a.faction]} attacks${defFaction ? `, ${FACTION_NAMES[defFaction]} defends` : ''}`,
    tables: [
      { caption: 'Attacker', side: a.faction, columns: ['Unit', 'Factor'], rows: attackRows, kind: 'attacker', total: { label: 'Total', value: String(r?.attack ?? attackRows.reduce((n, x) => n + Number(x.value), 0)) } },
      { caption: 'Defender', ...(defFaction && { side: defFaction }), columns: ['Unit', 'Strength'], rows: defenseRows, kind: 'defender', total: { label: 'Total', value: String(r?.defense ?? defenses.reduce((n, d) => n + d.strength, 0) + a.defensiveAir) }, empty: 'No defending unit left' },
    ],
    notes: [`${a.targets.length > 1 ? 'Defenders in several hexes are attacked together (15.44). ' : ''}Every DM is added; no unit defends below its face value (15.35).`],
    sections,
    next,
  };
}

const NEXT: Record<ReturnType<typeof nextAttackTask>, string> = {
  attackerOption: 'The attacker may take Ex (or Ex-1) for the d', defenderOption: 'The defender may treat the result under 15.55',
  attackerLossAuto: 'The attacker\'s loss is taken', attackerLosses: 'The attacker chooses units to lose', defenderLossAuto: 'The defender\'s loss is taken',
  defenderLosses: 'The defender chooses units to lose', attackOver: 'The attack ends', nextRound: 'Another round, or abandon',
  advance: 'Advance after combat', finished: 'The attack is over',
};
const NEXT_RULE: Record<ReturnType<typeof nextAttackTask>, string> = {
  attackerOption: '15.53', defenderOption: '15.55', attackerLossAuto: '15.61', attackerLosses: '15.62', defenderLossAuto: '15.61',
  defenderLosses: '15.62', attackOver: '15.72', nextRound: '15.71', advance: '15.91', finished: '15.12',
};

function attritionPanel(ctx: AwawTurnContext, a: UnderWayAttrition): ProcedureView {
  const g = ctx.game;
  const units = onMap(g, a.units);
  const defenders = defendersInContact(g, ctx.turn, a.zone, units);
  const factors = units.reduce((n, u) => n + u.factor, 0);
  const rows: ProcedureRow[] = [
    { label: 'Attritioning factors', value: String(a.result ? a.factors : factors), rule: '14.21' },
    { label: 'Factors over 61', value: String(factorDrm(a.result ? a.factors : factors)), rule: '14.42A' },
    { label: 'CTL difference', value: String(ctlDrm(g, units, defenders)), rule: '14.42B' },
    { label: 'Winter preparation', value: String(winterDrm(g, units, defenders)), rule: '14.42C' },
  ];
  const task = nextAttritionTask(g, ctx.turn);
  return {
    title: `Attrition against ${a.zone}`,
    rule: '14.4',
    subtitle: `Attrition combat (14) · ${FACTION_NAMES[a.faction]} attritions ${FACTION_NAMES[a.against]}`,
    tables: [
      { caption: 'Attritioning units', side: a.faction, columns: ['Unit', 'Factor'], rows: units.map((u) => ({ label: u.name, value: String(u.factor), note: `CTL ${unitCtl(g, u)}` })), kind: 'attacker' },
      { caption: 'Units in contact', side: a.against, columns: ['Unit', 'Factor'], rows: defenders.map((u) => ({ label: u.name, value: String(u.factor), note: `CTL ${unitCtl(g, u)}` })), kind: 'defender' },
    ],
    notes: ['One die on the column of the attritioning factors; results below 0 read 0, above 11 read 11+ (14.43).'],
    sections: [{
      heading: 'Attrition Table', kind: 'result', rows: [
        ...rows,
        ...(a.die !== undefined ? [{ label: 'Die', value: String(a.die), rule: '14.41' }, { label: 'Modified', value: String(a.modified), rule: '14.43' }] : []),
      ],
      ...(a.result && { outcome: { label: `Column ${a.column}`, value: a.result.text, rule: '14.41' } }),
      lines: a.result ? [`${a.losses.length} of ${a.result.c} counters lost; ${a.selected.length} of ${a.wipeout ? 'any number of' : a.result.h} hexes selected`] : [],
      ...(a.result === undefined && { pending: 'Roll the die' }),
    }],
    next: [{ text: task, rule: '14.11' }],
  };
}

export { remaining };
