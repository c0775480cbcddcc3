import type { HexId } from '../../core/hex/hex-id.ts';
import type { OcsEvent } from '../events/index.ts';
import { capturePercent } from '../rules/specialized.ts';
import { AIR_BASE_CAPTURE_SAMPLE } from '../data/capture.sample.ts';
import type { OcsTurnContext } from '../turn/context.ts';
import { rollDice } from './dice.ts';
import { pieceOf } from '../model/query.ts';
import type { Transport } from '../model/pieces.ts';
import { applyAirBaseResult, applyAllotment, applyCapture, applyDisplace, CAPTURE_SOURCE } from './specialized.ts';

/** The events of the Specialized Combat steps, on the task owed first. */

/** A die on the Capture Table or the Air Base Capture Table (the SAMPLE tables), or the player's chart result. */
export function applySpecialRoll(ctx: OcsTurnContext, e: OcsEvent): OcsTurnContext {
  const t = ctx.turn.specialized[0]!;
  if (e.type === 'CAPTURE_RESULT' && t.kind === 'captureRoll') return applyCapture(ctx, t, e.percent, 'your chart');
  if (e.type === 'AIR_BASE_RESULT' && t.kind === 'airBaseRoll') return applyAirBaseResult(ctx, t, e.result, 'your chart');
  const r = rollDice(ctx.dice, 1, e.type === 'ROLL' && e.value !== undefined ? [e.value] : undefined);
  const die = r.values[0]!;
  const next = { ...ctx, dice: r.dice };
  if (t.kind === 'captureRoll') return applyCapture(next, t, capturePercent(t.column, die), CAPTURE_SOURCE(die));
  if (t.kind === 'airBaseRoll') return applyAirBaseResult(next, t, AIR_BASE_CAPTURE_SAMPLE[die - 1]!, `die ${die}`);
  return ctx;
}

/** 9.14c: the captured points come off the named counter first, then off the others in order (R-OCS-TP-CAPTURE). */
export function applySpecialAllot(ctx: OcsTurnContext, first: string): OcsTurnContext {
  const t = ctx.turn.specialized[0]!;
  if (t.kind !== 'allot') return ctx;
  let left = t.points;
  const allot = [first, ...t.pieces.filter((p) => p !== first)].map((piece) => {
    const n = Math.min(left, (pieceOf(ctx.game, piece) as Transport).points);
    left -= n;
    return { piece, points: n };
  });
  return applyAllotment(ctx, t, allot, ctx.turn.specialized.slice(1));
}

export function applySpecialDisplace(ctx: OcsTurnContext, hex: HexId): OcsTurnContext {
  const t = ctx.turn.specialized[0]!;
  return t.kind === 'displace' ? applyDisplace(ctx, t, hex) : ctx;
}
