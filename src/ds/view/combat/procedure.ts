import type { ProcedureRow, ProcedureSection, ProcedureTable, ProcedureView } from '../../../core/views.ts';
import type { DsTurnContext } from '../../turn/context.ts';
import { combatView, type CombatUnitView, type CombatView, type ForceView, type OddsView, type ResultView } from './view.ts';
import { signed } from './words.ts';

/**
 * The attack under way (4.2.2) as the guide's procedure panel draws it: attackers and defenders
 * with their factors and totals, the odds, every column shift with its rule, the final column, the
 * die, the result and what it means, and what the attack requires next.
 */

const MARKER_ONLY = 'Only enemy Detachment or Logistics markers were in the hex: the attack succeeds at once, with no odds and no die; '
  + 'the attackers may Advance After Combat but not Exploit (4.2.2).';

function unitRow(u: CombatUnitView, hq?: string): ProcedureRow {
  const note = [hq, u.note].filter((x) => x !== undefined).join('; ');
  return { label: u.label, value: String(u.factor), ...(note && { note }), ...(hq !== undefined && { kind: 'hq' }) };
}

function forceTable(f: ForceView, side: 'attacker' | 'defender', markerOnly: boolean): ProcedureTable {
  const attacker = side === 'attacker';
  const rows = [...f.units.map((u) => unitRow(u)), ...(f.hq ? [unitRow(f.hq, 'Ranged Support HQ (4.2.1.2)')] : [])];
  return {
    caption: `${attacker ? 'Attackers' : 'Defenders'} — ${f.factionName}`,
    side: f.faction,
    columns: ['Unit', attacker ? 'Attack' : 'Defense'],
    rows,
    empty: markerOnly ? 'markers only, no ground unit' : 'none left in the combat',
    total: { label: `${attacker ? 'Attacker' : 'Defender'} Total`, value: String(f.total) },
    kind: side,
  };
}

function oddsSection(odds: OddsView | undefined, pending: string | undefined): ProcedureSection {
  const heading = 'Odds and column shifts (Steps 3-4)';
  if (!odds) return { heading, rows: [], lines: [], pending: pending ?? '', kind: 'odds' };
  const shifts: ProcedureRow[] = odds.shifts.length === 0
    ? [{ label: 'Column shifts', value: 'none', rule: '4.2.3' }]
    : odds.shifts.map((s) => ({ label: s.label, value: signed(s.shift), rule: s.rule, adjustment: true }));
  return {
    heading,
    rows: [{ label: 'Odds', value: odds.line, kind: 'odds' }, ...shifts, { label: 'Net shift', value: signed(odds.netShift), kind: 'net' }],
    outcome: { label: 'Final column', value: odds.finalColumn, kind: 'final' },
    lines: [],
    kind: 'odds',
  };
}

function resultSection(r: ResultView | undefined): ProcedureSection {
  const heading = 'Die and result (Step 5)';
  if (!r) return { heading, rows: [], lines: [], pending: 'Not yet: the attacker rolls one die on the final column, or enters the result from their own chart.', kind: 'result' };
  return {
    heading,
    rows: [{ label: 'Die', value: r.die === undefined ? 'result entered by the player' : String(r.die), kind: 'die' }],
    outcome: { label: 'Result', value: r.text, kind: 'result-text' },
    lines: r.meaning,
    kind: 'result',
  };
}

/** The combat view as a procedure panel. */
export function combatProcedure(v: CombatView): ProcedureView {
  return {
    name: 'Combat',
    title: `Attack on ${v.hexName}`,
    rule: '4.2.2',
    subtitle: `${v.modeName} (${v.modeRule}) · ${v.attacker.factionName} attacks, ${v.defender.factionName} defends`,
    tables: [forceTable(v.attacker, 'attacker', v.markerOnly), forceTable(v.defender, 'defender', v.markerOnly)],
    notes: [...(v.totalsNote ? [v.totalsNote] : []), ...(v.markerOnly ? [MARKER_ONLY] : [])],
    sections: v.markerOnly ? [] : [oddsSection(v.odds, v.oddsPending), resultSection(v.result)],
    next: v.next.map((n) => ({ text: n.text, rule: n.rule })),
  };
}

/** The attack under way as a procedure panel; undefined when no attack is being resolved. */
export function combatPanel(ctx: DsTurnContext): ProcedureView | undefined {
  const v = combatView(ctx);
  return v && combatProcedure(v);
}
