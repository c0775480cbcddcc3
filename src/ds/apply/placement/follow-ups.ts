import { logEntry } from '../../../core/log.ts';
import type { DsEvent } from '../../events/index.ts';
import { moveCounter, updateCounter } from '../../model/contents.ts';
import type { Place } from '../../model/places.ts';
import { supportFace } from '../../model/support-units.ts';
import { devastationSideOf, devastationTargets } from '../../rules/devastation.ts';
import { beachheadLevelFor } from '../../rules/placement/index.ts';
import { supportUnitOf } from '../../rules/placement-flow.ts';
import type { DsTurnContext } from '../../turn/context.ts';
import type { PlacementSlice } from '../../turn/slices/placement.ts';
import { label, where } from './describe.ts';

/** The immediate follow-ups of a successful placement, applied (2.2.3.1, 2.2.3.4, 2.2.3.5, 2.2.3.6). */

const withSlice = (ctx: DsTurnContext, placement: PlacementSlice): DsTurnContext['turn'] => ({ ...ctx.turn, placement });

/** The slice once the follow-up is made: nothing is due any more. */
function followUpMade(slice: PlacementSlice): PlacementSlice {
  const { followUp: _made, ...rest } = slice;
  return rest;
}

/** The successfully placed unit whose follow-up is due, with the place it stands in. */
function subject(ctx: DsTurnContext) {
  const id = ctx.turn.placement.followUp?.unit;
  const unit = id === undefined ? undefined : supportUnitOf(ctx.game, id);
  const at = id === undefined ? undefined : ctx.game.counters.get(id)?.at;
  return unit && at ? { unit, at } : undefined;
}

/**
 * FP-4, AP-10 (2.2.3.1): "Just flip the Fleet unit over to its Air unit side and place it within one
 * hex." The CV Strike waits flipped in its CV Fleet's hex while the contest round runs (CT-14).
 */
export function applyPlaceCvStrike(ctx: DsTurnContext, e: DsEvent): Partial<DsTurnContext> {
  const s = subject(ctx);
  if (e.type !== 'PLACE_CV_STRIKE' || !s) return {};
  const game = updateCounter(ctx.game, { ...s.unit, flipped: true });
  const slice = followUpMade(ctx.turn.placement);
  return {
    game,
    turn: withSlice(ctx, { ...slice, pending: { unit: s.unit.id, to: { kind: 'hex', hex: e.hex } }, asked: [] }),
    log: ctx.log.append(logEntry('2.2.3.1', `${s.unit.name} flips to its CV Strike side and is placed in ${where(game, { kind: 'hex', hex: e.hex })}; the enemy may contest the CV Strike`, 'choice')),
  };
}

/**
 * BH-1, BH-2 (2.2.3.4): the exchange. "place a Beachhead-2 marker [for an Air Force; a Beachhead-1
 * for a Surface Fleet] in the same hex …, then put the … unit in that Naval Zone's Used Box." The
 * marker is two-sided (2.2.2 flips a Beachhead-2 to its Beachhead-1 side), so it is put down on the
 * side the unit gives (R-BEACHHEAD-SIDES); its arrow names the Beachhead Hexside (R-BEACHHEAD-ARROW).
 */
export function applyBeachheadExchange(ctx: DsTurnContext, e: DsEvent): Partial<DsTurnContext> {
  const s = subject(ctx);
  const marker = e.type === 'PLACE_BEACHHEAD' ? ctx.game.counters.get(e.marker)?.counter : undefined;
  if (e.type !== 'PLACE_BEACHHEAD' || !s || s.at.kind !== 'hex' || marker?.kind !== 'marker' || marker.type !== 'beachhead') return {};
  const zone = ctx.game.board.hexes[s.at.hex]?.navalZones[0];
  const level = beachheadLevelFor(supportFace(s.unit));
  if (zone === undefined || level === undefined) return {};
  const used: Place = { kind: 'navalZone', zone, box: 'used' };
  let game = updateCounter(ctx.game, { ...marker, level });
  game = moveCounter(game, marker.id, { kind: 'hex', hex: s.at.hex, arrowTo: e.arrowTo });
  game = moveCounter(game, s.unit.id, used);
  const message = `${s.unit.name} is exchanged for ${label(game, marker.id)} in ${where(game, s.at)}, its arrow pointing to ${where(game, { kind: 'hex', hex: e.arrowTo })}; ${s.unit.name} goes to the ${where(game, used)}`;
  return { game, turn: withSlice(ctx, followUpMade(ctx.turn.placement)), log: ctx.log.append(logEntry('2.2.3.4', message, 'choice')) };
}

/** BH-1 (2.2.3.4): the Air Force is not exchanged; it stays in its All-Sea hex. The decision is final. */
export function applyDeclineBeachhead(ctx: DsTurnContext): Partial<DsTurnContext> {
  const s = subject(ctx);
  const message = s ? `${s.unit.name} stays in ${where(ctx.game, s.at)} and places no Beachhead marker` : 'no Beachhead marker is placed';
  return { turn: withSlice(ctx, followUpMade(ctx.turn.placement)), log: ctx.log.append(logEntry('2.2.3.4', message, 'choice')) };
}

/** BH-1 (2.2.3.4): the Air Force could not place any Beachhead marker, so there is nothing to decide. */
export function applyNoBeachheadPossible(ctx: DsTurnContext): Partial<DsTurnContext> {
  const s = subject(ctx);
  const message = `${s ? s.unit.name : 'the Air Force'} could place no Beachhead-2 marker here (none in the Force Pool, or no hex its arrow may point to): it stays`;
  return { turn: withSlice(ctx, followUpMade(ctx.turn.placement)), log: ctx.log.append(logEntry('2.2.3.4', message)) };
}

/**
 * CV-9 (2.2.3.6) escortTroopConvoyDecision: "If it does, flip that support unit over to its Escort
 * Troop Convoy side and move it to that Naval Zone's Convoys Box." Otherwise it stays On Station.
 */
export function applyEscortDecision(ctx: DsTurnContext, e: DsEvent): Partial<DsTurnContext> {
  const s = subject(ctx);
  if (e.type !== 'ESCORT_CONVOY' || !s || s.at.kind !== 'navalZone') return {};
  const turn = withSlice(ctx, followUpMade(ctx.turn.placement));
  if (!e.escort) return { turn, log: ctx.log.append(logEntry('2.2.3.6', `${s.unit.name} stays in the ${where(ctx.game, s.at)}`, 'choice')) };
  const convoys: Place = { kind: 'navalZone', zone: s.at.zone, box: 'convoys' };
  const game = moveCounter(updateCounter(ctx.game, { ...s.unit, flipped: true }), s.unit.id, convoys);
  return { game, turn, log: ctx.log.append(logEntry('2.2.3.6', `${s.unit.name} flips to its Escort Troop Convoy side and moves to the ${where(game, convoys)}`, 'choice')) };
}

/** DV-1 (2.2.3.5) bomberBecomesDevastation: the Bomber is flipped to its Devastation marker side, for good (DV-3). */
export function applyDevastation(ctx: DsTurnContext): Partial<DsTurnContext> {
  const s = subject(ctx);
  if (!s || s.at.kind !== 'hex') return {};
  const game = updateCounter(ctx.game, devastationSideOf(s.unit));
  const targets = devastationTargets(game, s.unit.id, game.game.phasing);
  const slice = targets.length > 0 ? ctx.turn.placement : followUpMade(ctx.turn.placement);
  const then = targets.length > 0 ? 'an enemy Detachment or Logistics marker there may be sent to the Delay Box' : 'there is no enemy Detachment or Logistics marker there';
  return { game, turn: withSlice(ctx, slice), log: ctx.log.append(logEntry('2.2.3.5', `${s.unit.name} flips to its Devastation marker side in ${where(game, s.at)}; ${then}`)) };
}

/** DV-2 (2.2.3.5) devastationRemovesMarker: the chosen enemy marker, if any, goes to the Delay Box. */
export function applyDevastationTarget(ctx: DsTurnContext, e: DsEvent): Partial<DsTurnContext> {
  if (e.type !== 'DEVASTATION_TARGET') return {};
  const turn = withSlice(ctx, followUpMade(ctx.turn.placement));
  if (e.marker === undefined) return { turn, log: ctx.log.append(logEntry('2.2.3.5', 'no enemy marker is sent to the Delay Box', 'choice')) };
  const game = moveCounter(ctx.game, e.marker, { kind: 'delayBox' });
  return { game, turn, log: ctx.log.append(logEntry('2.2.3.5', `${label(ctx.game, e.marker)} is sent to the Delay Box`, 'choice')) };
}
