import type { HexId } from '../../core/hex/hex-id.ts';
import type { OcsEvent } from '../events/index.ts';
import { capturePercent } from '../rules/specialized.ts';
import { AIR_BASE_CAPTURE_SAMPLE } from '../data/capture.sample.ts';
import type { OcsTurnContext } from '../turn/context.ts';
import { rollDice } from './dice.ts';
import { applyAirBaseResult, applyAllotment, applyCapture, applyDisplace, CAPTURE_SOURCE } from './specialized.ts';

/** The events of the Specialized Combat steps, on the task owed first. */

/** A die on the Capture Table or the Air Base Capture Table (the SAMPLE tables), or the player's chart result. */
export function applySpecialRoll(ctx: OcsTurnContext, e: OcsEvent): OcsTurnContext {
  const t = ctx.turn.specialized[0]!;
  if (e.type === 'CAPTURE_RESULT' && t.kind === 'captureRoll') return applyCapture(ctx, t, e.percent, 'your chart');
  if (e.type === 'AIR_BASE_RESULT' && t.kind === 'airBaseRoll') return applyAirBaseResult(ctx, t, e.result, 'your chart');
  const r = rollDice(ctx.dice, 1, e.type === 'ROLL' ? e.dice : undefined);
  const die = r.values[0]!;
  const next = { ...ctx, dice: r.dice };
  if (t.kind === 'captureRoll') return applyCapture(next, t, capturePercent(t.column, die), CAPTURE_SOURCE(die));
  if (t.kind === 'airBaseRoll') return applyAirBaseResult(next, t, AIR_BASE_CAPTURE_SAMPLE[die - 1]!, `die ${die}`);
  return ctx;
}

export function applySpecialAllot(ctx: OcsTurnContext, allot: readonly { piece: string; points: number }[]): OcsTurnContext {
  const t = ctx.turn.specialized[0]!;
  return t.kind === 'allot' ? applyAllotment(ctx, t, allot, ctx.turn.specialized.slice(1)) : ctx;
}

export function applySpecialDisplace(ctx: OcsTurnContext, hex: HexId): OcsTurnContext {
  const t = ctx.turn.specialized[0]!;
  return t.kind === 'displace' ? applyDisplace(ctx, t, hex) : ctx;
}
