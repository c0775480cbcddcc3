import type { OcsEvent, OcsEventType } from '../events/index.ts';
import { isCombatUnit } from '../model/pieces.ts';
import { hexOf, pieceOf } from '../model/query.ts';
import { enemyOf } from '../model/sides.ts';
import { AIR_BASE_CAPTURE_SAMPLE } from '../data/capture.sample.ts';
import { combatFigures } from '../rules/figures.ts';
import { modifiedCombatRoll, tableResult } from '../rules/resolution.ts';
import { retreatEffects } from '../rules/retreats.ts';
import { capturePercent, enemyNonCombat, specializedCombatDue } from '../rules/specialized.ts';
import { modifiedSurpriseRoll, surpriseSide } from '../rules/surprise.ts';
import { canPayCombatSupply } from '../rules/supply.ts';
import { aliveOf } from '../rules/procedure.ts';
import { rollD6 } from '../../core/dice.ts';
import type { OcsTurnContext } from '../turn/context.ts';

/**
 * The variants of OCS events for the bounded path model: two legal events of one type and variant
 * lead down the same sequence, so the generator keeps the first of each (docs/coverage/ocs.md).
 */
export const OCS_VARIANTS: Readonly<Partial<Record<OcsEventType, string>>> = {
  ROLL: 'by what the dice decide: Surprise or not and whose, the combat result, the capture percentage, the air base result',
  SURPRISE_RESULT: 'each answer', COMBAT_RESULT: 'each result', CAPTURE_RESULT: 'each percentage', AIR_BASE_RESULT: 'each result',
  TAKE_OPTION: 'each split', MARK_EXPLOIT: 'some units, or none', PAY_COMBAT_SUPPLY: 'with internal stocks, or without',
  MOVE: 'into a hex with enemy non-combat pieces (by their kinds), or not',
  ADVANCE: 'into a hex with enemy non-combat pieces, or not',
  OVERRUN: 'by defending hex, and whether the attacker can pay combat supply',
  ATTACK: 'by defending hex and number of attacking stacks, and whether the attacker can pay',
  RETREAT: 'no path (eliminated), or a path, by the DG and ZOC step losses it brings, and whether tagalongs join',
};

function rolled(ctx: OcsTurnContext, dice: readonly number[] | undefined, n: number): number[] {
  if (dice) return [...dice];
  const out: number[] = [];
  let d = ctx.dice;
  for (let i = 0; i < n; i++) { const r = rollD6(d); out.push(r.value); d = r.dice; }
  return out;
}

/** ROLL by its outcome in the step it is rolled in (read from the combat and the tasks owed). */
function rollVariant(e: Extract<OcsEvent, { type: 'ROLL' }>, ctx: OcsTurnContext): string {
  const c = ctx.turn.combat;
  const t = ctx.turn.specialized[0];
  if (t && t.kind !== 'allot' && t.kind !== 'displace') {
    const die = rolled(ctx, e.dice, 1)[0]!;
    return t.kind === 'captureRoll' ? `capture${capturePercent(t.column, die)}` : t.kind === 'airBaseRoll' ? AIR_BASE_CAPTURE_SAMPLE[die - 1]! : 'roll';
  }
  if (!c) return 'roll';
  const f = combatFigures(ctx.game, c);
  if (!c.surprise) return `surprise:${surpriseSide(modifiedSurpriseRoll(rolled(ctx, e.dice, 2), f.drm ?? 0, f.hedgehog), c.kind)}`;
  if ((c.surprise.side === 'none' || c.surprise.shiftDie !== undefined) && !c.result) return `result:${tableResult(f.finalColumn, modifiedCombatRoll(rolled(ctx, e.dice, 2), f.drm ?? 0, f.hedgehog))}`;
  return 'shift';
}

const kindsIn = (ctx: OcsTurnContext, hex: string): string =>
  [...new Set(enemyNonCombat(ctx.game, hex, ctx.game.frame.phasing).map((p) => p.kind))].sort().join('+');

export function ocsVariantOf(e: OcsEvent, ctx: OcsTurnContext): string | undefined {
  const g = ctx.game;
  switch (e.type) {
    case 'ROLL': return rollVariant(e, ctx);
    case 'SURPRISE_RESULT': return e.surprise;
    case 'COMBAT_RESULT': return e.result;
    case 'CAPTURE_RESULT': return String(e.percent);
    case 'AIR_BASE_RESULT': return e.result;
    case 'TAKE_OPTION': return String(e.losses);
    case 'MARK_EXPLOIT': return String(e.units.length > 0);
    case 'PAY_COMBAT_SUPPLY': return String(e.internalStocks.length > 0);
    case 'MOVE': return specializedCombatDue(g, e.to, g.frame.phasing, e.units.map((u) => pieceOf(g, u)!)) ? `special:${kindsIn(ctx, e.to)}` : 'plain';
    case 'ADVANCE': return kindsIn(ctx, ctx.turn.combat?.target ?? '') || 'plain';
    case 'OVERRUN': case 'ATTACK': {
      const units = (e.type === 'ATTACK' ? e.attackers : e.units).flatMap((u) => { const p = pieceOf(g, u); return isCombatUnit(p) ? [p] : []; });
      const stacks = new Set(units.map((u) => hexOf(g, u.id))).size;
      return `${e.target}/${stacks}/${canPayCombatSupply(g, units, 'attacker', e.target)}`;
    }
    case 'RETREAT': {
      const c = ctx.turn.combat;
      if (!c || e.path.length === 0) return 'eliminated';
      const side = aliveOf(g, c, 'attacker').some((u) => e.units.includes(u.id)) ? c.attackerSide : c.defenderSide;
      const units = e.units.flatMap((u) => { const p = pieceOf(g, u); return isCombatUnit(p) ? [p] : []; });
      const fx = retreatEffects(g, side, units, e.path);
      const tag = e.units.some((u) => !c.attackers.includes(u) && !c.defenders.includes(u));
      return `path:${fx.zocLosses.length}:${fx.bystandersDg.length > 0}:${tag}:${enemyOf(g.frame.players, side) === g.frame.phasing}`;
    }
    default: return undefined;
  }
}
