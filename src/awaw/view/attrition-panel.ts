import type { ProcedureRow, ProcedureView } from '../../core/views.ts';
import { FACTION_NAMES } from '../model/ids.ts';
import { ctlDrm, defendersInContact, factorDrm, winterDrm } from '../rules/attrition.ts';
import { nextAttritionTask, type AttritionTask } from '../rules/attrition-procedure.ts';
import { unitCtl } from '../rules/ctl.ts';
import { onMap } from '../rules/losses.ts';
import type { AwawTurnContext, UnderWayAttrition } from '../turn/context.ts';
import { zoneName } from './labels.ts';

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

const NEXT: Readonly<Record<AttritionTask, readonly [string, string]>> = {
  option: ['The attacker may take 2C for 1C/1H', '14.44'], lossesAuto: ['The defender\'s losses are taken', '14.51'],
  losses: ['The defender chooses the counters to lose', '14.51'], lossesDone: ['The losses are complete', '14.51'],
  occupy: ['The attacker selects hexes to occupy, with the units that advance', '14.61'], selectionDone: ['The selection is complete', '14.61'],
  retreatsStart: ['The defender retreats from the selected hexes', '14.71'], retreatAuto: ['Units that cannot retreat are eliminated', '14.76'],
  retreat: ['The defender retreats a unit', '14.72'], finish: ['The attacker occupies the selected hexes', '14.71'],
};

/**
 * The attrition panel: the attritioning units and the enemy units in contact, the column of the
 * Attrition Table, each die modifier with its rule (14.42), the die and the result (14.41, 14.43).
 */
export function attritionPanel(ctx: AwawTurnContext, a: UnderWayAttrition): ProcedureView {
  const g = ctx.game;
  const units = onMap(g, a.units);
  const defenders = defendersInContact(g, ctx.turn, a.zone, units);
  const factors = a.result ? a.factors : units.reduce((n, u) => n + u.factor, 0);
  const drms: ProcedureRow[] = [
    { label: 'factors over 61', value: signed(factorDrm(factors)), rule: '14.42A', adjustment: true },
    { label: 'CTL difference', value: signed(ctlDrm(g, units, defenders)), rule: '14.42B', adjustment: true },
    { label: 'winter preparation', value: signed(winterDrm(g, units, defenders)), rule: '14.42C', adjustment: true },
  ];
  const task = nextAttritionTask(g, ctx.turn);
  return {
    name: 'Attrition',
    title: `Attrition against ${zoneName(g, a.zone)}`,
    rule: '14.4',
    subtitle: `Attrition combat (14) · ${FACTION_NAMES[a.faction]} attritions ${FACTION_NAMES[a.against]}`,
    tables: [
      { caption: `Attritioning units — ${FACTION_NAMES[a.faction]}`, side: a.faction, columns: ['Unit', 'Factor'], rows: units.map((u) => ({ label: u.name, value: String(u.factor), note: `CTL ${unitCtl(g, u)}`, kind: 'unit' })), kind: 'attacker', total: { label: 'Total', value: String(factors) } },
      { caption: `Units in contact — ${FACTION_NAMES[a.against]}`, side: a.against, columns: ['Unit', 'Factor'], rows: defenders.map((u) => ({ label: u.name, value: String(u.factor), note: `CTL ${unitCtl(g, u)}`, kind: 'unit' })), kind: 'defender' },
    ],
    notes: ['One die on the column of the attritioning factors; modified results below 0 read 0, above 11 read 11+ (14.43).'],
    sections: [{
      heading: 'Attrition Table', kind: 'result',
      rows: [
        { label: 'Attritioning factors', value: String(factors), rule: '14.21', kind: 'factors' },
        ...drms,
        ...(a.die !== undefined ? [{ label: 'Die', value: String(a.die), rule: '14.41', kind: 'die' }, { label: 'Modified', value: String(a.modified), rule: '14.43', kind: 'row' }] : []),
      ],
      ...(a.result && { outcome: { label: `Column ${a.column}`, value: a.result.text, rule: '14.41', kind: 'result' } }),
      lines: a.result ? [`${a.losses.length} of ${a.result.c} counters lost; ${a.selected.length} of ${a.wipeout ? 'any number of' : a.result.h} hexes selected`] : [],
      ...(a.result === undefined && { pending: 'Roll the die' }),
    }],
    next: a.result === undefined ? [{ text: 'Roll the die', rule: '14.41' }] : [{ text: NEXT[task][0], rule: NEXT[task][1] }],
  };
}
