import { rollD6 } from '../../core/dice.ts';
import { AIR_BASE_CAPTURE_SAMPLE } from '../data/capture.sample.ts';
import { retreatPath, type OcsEvent, type OcsEventType } from '../events/index.ts';
import { hexOf, pieceOf } from '../model/query.ts';
import { combatFigures } from '../rules/figures.ts';
import { aliveOf } from '../rules/procedure.ts';
import { modifiedCombatRoll, tableResult } from '../rules/resolution.ts';
import { parseCombatResult } from '../rules/results.ts';
import { retreatEffects } from '../rules/retreats.ts';
import { capturePercent, enemyNonCombat, specializedCombatDue } from '../rules/specialized.ts';
import { modifiedSurpriseRoll, surpriseSide } from '../rules/surprise.ts';
import type { OcsTurnContext } from '../turn/context.ts';
import { combatSituation, resultShape, unitsOf } from './situation.ts';

/**
 * The variants of OCS events for the bounded path model: two legal events of one type and variant
 * lead down the same sequence, so the generator keeps the first of each (docs/coverage/ocs.md).
 */
export const OCS_VARIANTS: Readonly<Partial<Record<OcsEventType, string>>> = {
  ROLL: 'by what the die decides: the capture percentage (none, some, all), the air base result; one for the Surprise shift',
  ROLL_2D6: 'by what the dice decide: Surprise and whose, or the shape of the combat result',
  SURPRISE_RESULT: 'each answer', COMBAT_RESULT: 'by shape: which of losses, option, exploit each side gets, and DG',
  CAPTURE_RESULT: 'none, some, all', AIR_BASE_RESULT: 'each result',
  TAKE_OPTION: 'all as retreat, all as losses, or a split', PAY_COMBAT_SUPPLY: 'with internal stocks, or without',
  MOVE: 'into a hex with enemy non-combat pieces (by their kinds), or not', ADVANCE: 'into a hex with enemy non-combat pieces, or not',
  OVERRUN: 'by situation: who can pay combat supply, the enemy non-combat pieces in the hex, a DG attacker',
  ATTACK: 'by situation (as OVERRUN) and the number of attacking stacks',
  RETREAT: 'eliminated, or a path by the ZOC step losses, the DG bystanders and the enemy non-combat pieces it brings, and tagalongs',
};

const seeded = (ctx: OcsTurnContext, n: number): number[] => {
  const out: number[] = [];
  let d = ctx.dice;
  for (let i = 0; i < n; i++) { const r = rollD6(d); out.push(r.value); d = r.dice; }
  return out;
};
const bucket = (pct: number): string => (pct === 0 ? 'none' : pct >= 100 ? 'all' : 'some');

function rollVariant(e: OcsEvent, ctx: OcsTurnContext): string {
  const t = ctx.turn.specialized[0];
  if (e.type === 'ROLL') {
    const die = e.value ?? seeded(ctx, 1)[0]!;
    if (t?.kind === 'captureRoll') return bucket(capturePercent(t.column, die));
    if (t?.kind === 'airBaseRoll') return AIR_BASE_CAPTURE_SAMPLE[die - 1]!;
    return 'shift';
  }
  const c = ctx.turn.combat;
  if (!c || e.type !== 'ROLL_2D6') return 'roll';
  const dice = e.dice ?? seeded(ctx, 2);
  const f = combatFigures(ctx.game, c);
  if (!c.surprise) return surpriseSide(modifiedSurpriseRoll(dice, f.drm ?? 0, f.hedgehog), c.kind);
  return resultShape(parseCombatResult(tableResult(f.finalColumn, modifiedCombatRoll(dice, f.drm ?? 0, f.hedgehog)))!);
}

const kindsIn = (ctx: OcsTurnContext, hex: string): string =>
  [...new Set(enemyNonCombat(ctx.game, hex, ctx.game.frame.phasing).map((p) => p.kind))].sort().join('+');

export function ocsVariantOf(e: OcsEvent, ctx: OcsTurnContext): string | undefined {
  const g = ctx.game;
  const c = ctx.turn.combat;
  switch (e.type) {
    case 'ROLL': case 'ROLL_2D6': return rollVariant(e, ctx);
    case 'SURPRISE_RESULT': return e.surprise;
    case 'COMBAT_RESULT': { const r = parseCombatResult(e.result); return r ? resultShape(r) : 'unreadable'; }
    case 'CAPTURE_RESULT': return bucket(e.percent);
    case 'AIR_BASE_RESULT': return e.result;
    case 'TAKE_OPTION': { const o = c?.result?.[e.side === c.attackerSide ? 'attacker' : 'defender'].option ?? 0; return e.losses === 0 ? 'retreat' : e.losses === o ? 'losses' : 'split'; }
    case 'PAY_COMBAT_SUPPLY': return String(e.internalStocks.length > 0);
    case 'MOVE': return specializedCombatDue(g, e.to, g.frame.phasing, e.units.map((u) => pieceOf(g, u)!)) ? `special:${kindsIn(ctx, e.to)}` : 'plain';
    case 'ADVANCE': return kindsIn(ctx, c?.target ?? '') || 'plain';
    case 'OVERRUN': case 'ATTACK': {
      const units = unitsOf(g, e.type === 'ATTACK' ? e.attackers : e.units);
      return `${combatSituation(g, e.target, units)}/${new Set(units.map((u) => hexOf(g, u.id))).size}`;
    }
    case 'RETREAT': {
      const path = retreatPath(e);
      if (!c || path.length === 0) return 'eliminated';
      const side = aliveOf(g, c, 'attacker').some((u) => e.units.includes(u.id)) ? c.attackerSide : c.defenderSide;
      const fx = retreatEffects(g, side, unitsOf(g, e.units), path);
      const tag = e.units.some((u) => !c.attackers.includes(u) && !c.defenders.includes(u));
      const depot = path.some((h) => specializedCombatDue(g, h, side, unitsOf(g, e.units)));
      return `path:${fx.zocLosses.length}:${fx.bystandersDg.length > 0}:${tag}:${depot}`;
    }
    default: return undefined;
  }
}
