import { counterName } from '../model/names.ts';
import { rollD6 } from '../../core/dice.ts';
import { logEntry } from '../../core/log.ts';
import { CABINET_CRISIS_TABLE, SAMPLE_CABINET_NOTE } from '../data/cabinet-crisis.sample.ts';
import type { EventOf } from '../events/index.ts';
import { moveCounter } from '../model/contents.ts';
import { phasingCard } from '../model/game.ts';
import { count, hexName } from '../rules/admin-labels.ts';
import { beachheadHexesOwedBlitz, blitzMarkersAvailable, blitzMarkersLost } from '../rules/blitz-placement.ts';
import { cabinetCrisisCause, cabinetCrisisModifiedRoll, cabinetCrisisReason } from '../rules/cabinet-crisis.ts';
import type { DsTurnContext } from '../turn/context.ts';

const signed = (n: number): string => (n < 0 ? `− ${-n}` : `+ ${n}`);

/** 2.2.4 begins: how many Blitz markers are available (BZ-1) and which Beachhead hexes need one first (BZ-3). */
export function applyBeginBlitzPlacement(ctx: DsTurnContext): Partial<DsTurnContext> {
  const { blitzValue, name } = phasingCard(ctx.game.game);
  const awarded = ctx.turn.blitz.awarded;
  const total = blitzMarkersAvailable(ctx.game, awarded);
  const owed = beachheadHexesOwedBlitz(ctx.game, ctx.game.game.phasing).map((h) => hexName(ctx.game, h));
  const lines = [logEntry('2.2.4', `${count(total, 'Blitz marker')} available: Blitz Value ${blitzValue} of "${name}" + ${awarded} awarded by Political Events`)];
  if (owed.length > 0 && total > 0) lines.push(logEntry('2.2.4', `a Blitz marker must go first on each hex with your Beachhead marker: ${owed.join(', ')}`));
  return { log: ctx.log.append(...lines) };
}

/** BZ-2, BZ-3: the marker goes in the hex; an Axis placement may call for a Cabinet Crisis roll (BZ-4, BZ-5). */
export function applyPlaceBlitz(ctx: DsTurnContext, e: EventOf<'PLACE_BLITZ'>): Partial<DsTurnContext> {
  const cause = cabinetCrisisCause(ctx.game, e.hex);
  const placed = logEntry('2.2.4', `${counterName(ctx.game, e.marker)} is placed in ${hexName(ctx.game, e.hex)}`, 'choice');
  const log = cause
    ? ctx.log.append(placed, logEntry('2.2.4', `${cabinetCrisisReason(cause)}: the Axis must roll on the Cabinet Crisis Table, with the Political DRMs`))
    : ctx.log.append(placed);
  return {
    game: moveCounter(ctx.game, e.marker, { kind: 'hex', hex: e.hex }),
    turn: {
      ...ctx.turn,
      blitz: { ...ctx.turn.blitz, placed: ctx.turn.blitz.placed + 1, ...(cause ? { cabinetCrisis: { marker: e.marker, hex: e.hex, cause } } : {}) },
    },
    log,
  };
}

const crisisResolved = (ctx: DsTurnContext) => {
  const { cabinetCrisis: _done, ...blitz } = ctx.turn.blitz;
  return { ...ctx.turn, blitz };
};

/** BZ-4, BZ-5: one die plus the Political DRMs on the (SAMPLE) Cabinet Crisis Table; the result is logged. */
export function applyCabinetCrisisRoll(ctx: DsTurnContext, e: EventOf<'ROLL'>): Partial<DsTurnContext> {
  const { value, dice } = rollD6(ctx.dice, e.value);
  const drm = ctx.game.game.politicalDrm;
  const modified = cabinetCrisisModifiedRoll(value, drm);
  const clamped = modified !== value + drm ? ` (treated as ${modified})` : '';
  const result = CABINET_CRISIS_TABLE.results[modified - 1]!;
  const line = `Cabinet Crisis: die ${value} ${signed(drm)} Political DRMs = ${value + drm}${clamped} on the ${CABINET_CRISIS_TABLE.name}: "${result}" (SAMPLE) — ${SAMPLE_CABINET_NOTE}`;
  return { dice, turn: crisisResolved(ctx), log: ctx.log.append(logEntry('2.2.4', line, 'roll')) };
}

/** BZ-4, BZ-5: the result the player read from the printed Cabinet Crisis Table. */
export function applyCabinetCrisisResult(ctx: DsTurnContext, e: EventOf<'CABINET_CRISIS_RESULT'>): Partial<DsTurnContext> {
  return { turn: crisisResolved(ctx), log: ctx.log.append(logEntry('2.2.4', `Cabinet Crisis: result read from the player's chart: "${e.result}"`, 'choice')) };
}

/** BZ-6: the step ends; available markers not placed are lost. */
export function applyFinishBlitzPlacement(ctx: DsTurnContext): Partial<DsTurnContext> {
  const lost = blitzMarkersLost(ctx.game, ctx.turn.blitz);
  const line = lost > 0
    ? `${count(lost, 'available Blitz marker')} not placed ${lost === 1 ? 'is' : 'are'} lost: Blitz markers cannot be saved for another turn`
    : 'every available Blitz marker was placed';
  return { log: ctx.log.append(logEntry('2.2.4', `${count(ctx.turn.blitz.placed, 'Blitz marker')} placed; ${line}`)) };
}
