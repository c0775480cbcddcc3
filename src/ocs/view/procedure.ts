import type { ProcedureRow, ProcedureSection, ProcedureTable, ProcedureView } from '../../core/views.ts';
import { COMBAT_TABLE_SAMPLE_NOTE } from '../data/combat-table.sample.ts';
import { SURPRISE_SAMPLE_NOTE } from '../data/surprise.sample.ts';
import { TEC_SAMPLE_NOTE } from '../data/terrain-effects.sample.ts';
import { hexName, pieceName, sideName, unitOf } from '../model/query.ts';
import { effectiveAr } from '../rules/action-rating.ts';
import { combatFigures, stacksOf } from '../rules/figures.ts';
import { columnLabel, oddsText } from '../rules/odds.ts';
import { nextResultTask, type ResultTask } from '../rules/procedure.ts';
import { choiceName } from '../rules/terrain.ts';
import type { UnitStrength } from '../rules/strength.ts';
import type { CombatUnderWay, SideExecution } from '../turn/combat.ts';
import type { OcsTurnContext } from '../turn/context.ts';

/** The OCS combat panel: each unit's strength with every factor and its rule, the odds, DRM, Surprise, result, and what is owed. */

const fmt = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(3).replace(/0+$/, ''));
const factorText = (f: number): string => (f === 0.5 ? '×½' : f === 0.25 ? '×¼' : f === 1.5 ? '×1½' : `×${fmt(f)}`);

function unitRow(ctx: OcsTurnContext, s: UnitStrength, c: CombatUnderWay): ProcedureRow {
  const u = unitOf(ctx.game, s.unit);
  const factors = s.factors.map((f) => `${f.label} ${factorText(f.factor)} (${f.rule})`).join(', ');
  const ar = c.arUnit.attacker === s.unit || c.arUnit.defender === s.unit ? ` · AR unit, AR ${u ? effectiveAr(u) : '?'}` : '';
  return { label: u?.name ?? s.unit, value: fmt(s.value), note: `printed ${s.printed}: ${factors}${ar}`, rule: '9.4a' };
}

const NEXT: Readonly<Record<ResultTask, string>> = {
  specialized: 'A Specialized Combat: a capture roll or a displacement (9.14)', attackerLoss: 'The attacker takes a step loss (9.11)',
  attackerOption: 'The attacker takes his option as losses and retreat hexes (9.10a)', attackerRetreat: 'The attacker retreats (9.12)',
  attackerRetreatLoss: 'The attacker loses a step for entering an enemy ZOC while DG (9.12e)', exploit: 'The attacker chooses his Exploit units (9.13)',
  defenderDg: 'The defenders enter DG Mode (9.12a)', defenderLoss: 'The defender takes a step loss (9.11)',
  defenderOption: 'The defender takes or ignores his option (9.10a, 9.10c)', defenderRetreat: 'The defender retreats (9.12)',
  defenderRetreatLoss: 'The defender loses a step for entering an enemy ZOC while DG (9.12e)', advance: 'The attacker may advance into the vacant hex (9.12g)',
  finished: 'The combat is over',
};

function optionsLeft(e: SideExecution, option: number): string {
  if (option === 0) return 'no option';
  if (e.optionChoice === undefined) return `o${option} to take`;
  if (e.optionChoice === 'ignored') return `o${option} ignored (9.10c)`;
  return `o${option}: ${e.optionChoice.losses} as losses (${e.optionLossesLeft} left), ${e.retreatHexes} retreat hexes`;
}

export function combatPanel(ctx: OcsTurnContext): ProcedureView | undefined {
  const c = ctx.turn.combat;
  if (!c) return undefined;
  const g = ctx.game;
  const f = combatFigures(g, c);
  const tables: ProcedureTable[] = [
    { caption: `${sideName(g, c.attackerSide)} attacking`, side: c.attackerSide, kind: 'attacker', columns: ['Unit', 'Attack'], rows: f.attack.map((s) => unitRow(ctx, s, c)), empty: 'No attacking unit left', total: { label: 'Total', value: fmt(f.attackTotal), rule: '9.7' } },
    { caption: `${sideName(g, c.defenderSide)} defending`, side: c.defenderSide, kind: 'defender', columns: ['Unit', 'Defence'], rows: f.defence.map((s) => unitRow(ctx, s, c)), empty: 'No defending unit left', total: { label: 'Total', value: fmt(f.defenceTotal), rule: '9.7' } },
  ];
  const supply: ProcedureRow[] = [
    { label: 'Attacker combat supply', value: c.cancelled ? 'cancelled' : c.supply.attacker ? 'paid' : 'to pay', rule: '9.5b' },
    { label: 'Defender combat supply', value: c.supply.defender === undefined ? 'to pay' : typeof c.supply.defender === 'object' ? 'paid' : c.supply.defender === 'withheld' ? 'withheld: half strength' : 'none: half strength', rule: '9.5B' },
  ];
  const terrain: ProcedureRow[] = [
    ...stacksOf(c).map((h) => ({ label: `Stack in ${h}`, value: c.terrain.stacks[h] ? choiceName(c.terrain.stacks[h]!) : 'to choose', rule: '9.4b' })),
    { label: 'Defence', value: c.terrain.defence ? `${choiceName(c.terrain.defence)} (${f.category} row)` : 'to choose', rule: '9.4c' },
  ];
  const oddsValue = f.zero ? (f.zero === 'both' ? '1:1 (both zero)' : `${f.zero} zero strength`) : f.odds ? oddsText(f.odds) : '—';
  const sections: ProcedureSection[] = [
    { heading: 'Combat supply', kind: 'supply', rows: supply, lines: [] },
    { heading: 'Terrain', kind: 'terrain', rows: terrain, lines: [TEC_SAMPLE_NOTE] },
    {
      heading: 'Odds and DRM', kind: 'odds',
      rows: [
        { label: 'Odds', value: oddsValue, rule: f.zero ? '9.14a' : '9.7' },
        { label: 'Starting column', value: columnLabel(f.startColumn, f.category), rule: '9.7a' },
        { label: 'AR DRM', value: f.drm === undefined ? 'AR units to name' : `${f.drm >= 0 ? '+' : ''}${f.drm}`, rule: '9.6' },
        ...(f.hedgehog > 0 ? [{ label: 'Hedgehog', value: `Surprise -1, combat roll -${f.hedgehog}`, rule: '9.8, 9.9' }] : []),
        { label: 'Surprise', value: c.surprise ? `${c.surprise.modified !== undefined ? `roll ${c.surprise.modified}: ` : ''}${c.surprise.side}${c.surprise.shiftDie !== undefined ? `, shift ${f.shift > 0 ? '+' : ''}${f.shift}` : ''}` : 'not rolled', rule: '9.8' },
      ],
      outcome: { label: 'Final column', value: columnLabel(c.roll?.column ?? f.finalColumn, f.category), rule: '9.1g' },
      lines: [COMBAT_TABLE_SAMPLE_NOTE, SURPRISE_SAMPLE_NOTE],
    },
    {
      heading: 'Result', kind: 'result',
      rows: c.result ? [
        { label: 'Attacker', value: optionsLeft(c.attacker, c.result.attacker.option), note: `hard losses left ${c.attacker.hardLeft}`, rule: '9.10' },
        { label: 'Defender', value: optionsLeft(c.defender, c.result.defender.option), note: `hard losses left ${c.defender.hardLeft}${c.result.defender.dg ? ', DG' : ''}`, rule: '9.10' },
      ] : [],
      ...(c.result && { outcome: { label: c.roll?.fromChart ? 'Result (your chart)' : `Result (roll ${c.roll?.modified})`, value: c.result.text, rule: '9.9' } }),
      lines: [],
      ...(!c.result && { pending: 'The combat roll comes after Surprise (step 7).' }),
    },
  ];
  const task = c.result ? nextResultTask(g, c, ctx.turn.specialized) : undefined;
  return {
    name: 'Combat',
    title: `${c.kind === 'overrun' ? 'Overrun' : 'Combat'} at ${hexName(g, c.target)}`,
    rule: c.kind === 'overrun' ? '9.1c' : '9.2',
    subtitle: `${c.kind === 'overrun' ? 'Overrun (8.0, 9.1c)' : c.kind === 'exploitation' ? 'Exploitation Phase combat (9.13a)' : 'Combat Segment (9.2)'} · ${sideName(g, c.attackerSide)} attacks ${c.defenders.map((d) => pieceName(g, d)).join(', ')}`,
    tables,
    notes: ['Bundled tables are SAMPLES: enter results from your own charts where the game gives them.'],
    sections,
    next: task ? [{ text: NEXT[task], rule: '9.10b' }] : [],
  };
}
