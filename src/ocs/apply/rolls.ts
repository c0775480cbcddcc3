import { COMBAT_TABLE_SAMPLE_NOTE } from '../data/combat-table.sample.ts';
import { SURPRISE_SAMPLE_NOTE } from '../data/surprise.sample.ts';
import { TEC_SAMPLE_NOTE } from '../data/terrain-effects.sample.ts';
import { MODES_SAMPLE_NOTE } from '../data/modes.sample.ts';
import { combatFigures } from '../rules/figures.ts';
import { columnLabel, oddsText } from '../rules/odds.ts';
import { modifiedCombatRoll, tableResult } from '../rules/resolution.ts';
import { parseCombatResult } from '../rules/results.ts';
import { modifiedSurpriseRoll, surpriseLine, surpriseSide } from '../rules/surprise.ts';
import type { CombatResult } from '../turn/combat.ts';
import type { OcsTurnContext } from '../turn/context.ts';
import { combatOf, log, withCombat } from './context.ts';
import { rollDice } from './dice.ts';

/** 9.2 steps 4-7: the odds, the DRM, Surprise and its shift, the combat roll. */

const fmt = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, ''));

/** Step 4: the initial odds and column (9.7, 9.7a, 9.7b, 9.14a). */
export function applyOdds(ctx: OcsTurnContext): OcsTurnContext {
  const f = combatFigures(ctx.game, combatOf(ctx));
  const ratio = f.zero === 'defender' ? 'against a zero strength: the right-most column (9.14a)'
    : f.zero === 'attacker' ? 'with a zero strength: the left-most column (9.14a)'
      : f.zero === 'both' ? 'both zero: call it 1:1 (9.14a)' : `rounded odds ${oddsText(f.odds!)}`;
  return log(ctx, '9.7', `Step 4: attack ${fmt(f.attackTotal)} against defence ${fmt(f.defenceTotal)}, ${ratio}; column ${columnLabel(f.startColumn, f.category)} on the ${f.category} row (${COMBAT_TABLE_SAMPLE_NOTE}; ${TEC_SAMPLE_NOTE}; ${MODES_SAMPLE_NOTE}).`);
}

/** Step 5: the Action Rating DRM (9.6), and the hedgehog's (9.8, 9.9). */
export function applyDrm(ctx: OcsTurnContext): OcsTurnContext {
  const f = combatFigures(ctx.game, combatOf(ctx));
  const hh = f.hedgehog > 0 ? `; the defender's level-${f.hedgehog} hedgehog: Surprise -1, combat roll -${f.hedgehog}` : '';
  return log(ctx, '9.6', `Step 5: DRM = attacker's AR minus defender's AR = ${f.drm! >= 0 ? '+' : ''}${f.drm}${hh}.`);
}

/** Step 6: two dice for Surprise (9.8), or the answer read from the player's own Surprise Table. */
export function applySurprise(ctx: OcsTurnContext, given: { dice?: readonly number[] } | { side: 'attacker' | 'defender' | 'none' }): OcsTurnContext {
  const c = combatOf(ctx);
  const f = combatFigures(ctx.game, c);
  if ('side' in given) {
    return log(withCombat(ctx, { ...c, surprise: { side: given.side, fromChart: true } }), '9.8', `Step 6: Surprise read from your own chart: ${given.side === 'none' ? 'no Surprise' : `${given.side} Surprise`}.`, 'choice');
  }
  const r = rollDice(ctx.dice, 2, given.dice);
  const modified = modifiedSurpriseRoll(r.values, f.drm ?? 0, f.hedgehog);
  const side = surpriseSide(modified, c.kind);
  const words = `Step 6: Surprise roll ${r.values.join('+')} ${f.drm! >= 0 ? '+' : ''}${f.drm}${f.hedgehog > 0 ? ' -1 (hedgehog)' : ''} = ${modified} on the ${surpriseLine(c.kind)} line: ${side === 'none' ? 'no Surprise' : `${side} Surprise`} (${SURPRISE_SAMPLE_NOTE}).`;
  return log(withCombat({ ...ctx, dice: r.dice }, { ...c, surprise: { dice: r.values, modified, side, fromChart: false } }), '9.8', words, 'roll');
}

/** Step 6: one die of column shifts, right for attacker Surprise, left for defender Surprise (9.8, 9.1g). */
export function applyShift(ctx: OcsTurnContext, given?: number): OcsTurnContext {
  const c = combatOf(ctx);
  const r = rollDice(ctx.dice, 1, given === undefined ? undefined : [given]);
  const next = withCombat({ ...ctx, dice: r.dice }, { ...c, surprise: { ...c.surprise!, shiftDie: r.values[0]! } });
  const f = combatFigures(next.game, combatOf(next));
  return log(next, '9.8', `Step 6: shift die ${r.values[0]}: ${c.surprise!.side === 'attacker' ? 'right' : 'left'} ${r.values[0]} columns, from ${columnLabel(f.startColumn, f.category)} to ${columnLabel(f.finalColumn, f.category)} (9.1g: never past the last column).`, 'roll');
}

function withResult(ctx: OcsTurnContext, result: CombatResult, roll: { dice?: readonly number[]; modified?: number; column: number; fromChart: boolean }): OcsTurnContext {
  const c = combatOf(ctx);
  return withCombat(ctx, {
    ...c, roll, result,
    attacker: { ...c.attacker, hardLeft: result.attacker.losses },
    defender: { ...c.defender, hardLeft: result.defender.losses },
  });
}

/** Step 7: two dice plus the DRM minus the hedgehog's level, on the final column (9.9). */
export function applyCombatRoll(ctx: OcsTurnContext, given?: readonly number[]): OcsTurnContext {
  const c = combatOf(ctx);
  const f = combatFigures(ctx.game, c);
  const r = rollDice(ctx.dice, 2, given);
  const modified = modifiedCombatRoll(r.values, f.drm ?? 0, f.hedgehog);
  const result = parseCombatResult(tableResult(f.finalColumn, modified))!;
  const next = withResult({ ...ctx, dice: r.dice }, result, { dice: r.values, modified, column: f.finalColumn, fromChart: false });
  return log(next, '9.9', `Step 7: combat roll ${r.values.join('+')} ${f.drm! >= 0 ? '+' : ''}${f.drm}${f.hedgehog > 0 ? ` -${f.hedgehog} (hedgehog)` : ''} = ${modified} on ${columnLabel(f.finalColumn, f.category)} ${f.category}: ${result.text} (${COMBAT_TABLE_SAMPLE_NOTE}).`, 'roll');
}

/** Step 7: the result read from the player's own Combat Table. */
export function applyCombatResult(ctx: OcsTurnContext, text: string): OcsTurnContext {
  const c = combatOf(ctx);
  const f = combatFigures(ctx.game, c);
  const result = parseCombatResult(text)!;
  return log(withResult(ctx, result, { column: f.finalColumn, fromChart: true }), '9.9', `Step 7: result read from your own Combat Table on ${columnLabel(f.finalColumn, f.category)}: ${result.text}.`, 'choice');
}
