import { logEntry } from '../../../core/log.ts';
import type { DsEvent } from '../../events/index.ts';
import { moveCounter, updateCounter } from '../../model/contents.ts';
import { FACTION_NAMES } from '../../model/factions.ts';
import type { PlacementFollowUp } from '../../rules/placement/index.ts';
import {
  contestDestination, supportUnitOf, targetPlace, type ContestOffer,
} from '../../rules/placement-flow.ts';
import type { DsTurnContext } from '../../turn/context.ts';
import type { PlacementSlice } from '../../turn/slices/placement.ts';
import { label, where } from './describe.ts';

/**
 * 2.2.3, applied: a placement is put up for contest, the non-phasing factions answer in turn, and
 * it ends contested (both units to the Delay boxes) or successfully placed.
 */

const withSlice = (ctx: DsTurnContext, placement: PlacementSlice): DsTurnContext['turn'] => ({ ...ctx.turn, placement });

/** PLACE_SUPPORT: the unit is pending (SU-4: it stays in its Force Pool, with no effect on the map) until the contest round ends. */
export function applyPlaceSupport(ctx: DsTurnContext, e: DsEvent): Partial<DsTurnContext> {
  if (e.type !== 'PLACE_SUPPORT') return {};
  const who = FACTION_NAMES[ctx.game.game.phasing];
  const message = `${who} places ${label(ctx.game, e.unit)} in ${where(ctx.game, targetPlace(e.to))}; it is not successfully placed until no enemy faction contests it`;
  return {
    turn: withSlice(ctx, { placed: ctx.turn.placement.placed, pending: { unit: e.unit, to: e.to }, asked: [] }),
    log: ctx.log.append(logEntry('2.2.3', message, 'choice')),
  };
}

/**
 * SU-2 (2.2.3): the next faction in the order Axis, Western, Soviet that could contest is asked;
 * those passed over are logged. Who that is, is the rules' answer (`nextToAsk`, asked by the machine).
 */
export function applyOfferContest(ctx: DsTurnContext, offer: ContestOffer): Partial<DsTurnContext> {
  const slice = ctx.turn.placement;
  const { asking, passedOver } = offer;
  const pending = slice.pending ? label(ctx.game, slice.pending.unit) : 'the placement';
  const log = passedOver.map((f) => logEntry('2.2.3.2', `the ${FACTION_NAMES[f]} faction has no support unit that could contest ${pending}: it is not asked`));
  if (asking) log.push(logEntry('2.2.3', `the ${FACTION_NAMES[asking]} faction is asked whether it contests ${pending}`));
  const asked = [...slice.asked, ...passedOver, ...(asking ? [asking] : [])];
  const { asking: _before, ...rest } = slice;
  return { turn: withSlice(ctx, asking ? { ...rest, asked, asking } : { ...rest, asked }), log: ctx.log.append(...log) };
}

/** DECLINE_CONTEST (SU-7: no one is required to contest): the placement stands for now; the next faction is asked. */
export function applyDeclineContest(ctx: DsTurnContext, e: DsEvent): Partial<DsTurnContext> {
  if (e.type !== 'DECLINE_CONTEST') return {};
  const { asking: _answered, ...rest } = ctx.turn.placement;
  return { turn: withSlice(ctx, rest), log: ctx.log.append(logEntry('2.2.3', `the ${FACTION_NAMES[e.faction]} faction does not contest`, 'choice')) };
}

/**
 * CONTEST, CT-3 (2.2.3.2): "The phasing and non-phasing support units are then immediately placed"
 * in the Delay Box or the Naval Warfare Delay Box, each by the side it is on. There each shows its
 * front side again, as Return to Base puts units in the Delay Box (RB-4, RB-5; R-CONTEST-BOXES).
 */
export function applyContest(ctx: DsTurnContext, e: DsEvent): Partial<DsTurnContext> {
  const slice = ctx.turn.placement;
  const placedUnit = slice.pending ? supportUnitOf(ctx.game, slice.pending.unit) : undefined;
  const contester = e.type === 'CONTEST' ? supportUnitOf(ctx.game, e.unit) : undefined;
  if (e.type !== 'CONTEST' || !placedUnit || !contester) return {};
  const pair = [{ unit: placedUnit, to: contestDestination(placedUnit) }, { unit: contester, to: contestDestination(contester, e.side) }];
  let game = ctx.game;
  for (const { unit, to } of pair) game = moveCounter(updateCounter(game, { ...unit, flipped: false }), unit.id, to);
  const onSide = e.side === 'cvStrike' ? ' on its CV Strike side' : '';
  const sent = pair.map(({ unit, to }) => `${label(ctx.game, unit.id)} to the ${where(game, to)}`).join(', ');
  return {
    game,
    turn: withSlice(ctx, { placed: slice.placed.filter((u) => u !== placedUnit.id), asked: [] }),
    log: ctx.log.append(logEntry('2.2.3.2', `the ${FACTION_NAMES[e.faction]} faction contests with ${label(ctx.game, contester.id)}${onSide}: ${sent}`, 'choice')),
  };
}

/**
 * SU-3 (2.2.3) successfullyPlaced: no faction contested, so the unit stands where it was placed and
 * cannot be contested again this Segment. The follow-up it owes, if any (`kind`, the rules' answer
 * asked by the machine: `placementFollowUp`), is due at once.
 */
export function applySuccessfulPlacement(ctx: DsTurnContext, kind: PlacementFollowUp): Partial<DsTurnContext> {
  const slice = ctx.turn.placement;
  if (!slice.pending) return {};
  const { unit, to } = slice.pending;
  const game = moveCounter(ctx.game, unit, targetPlace(to));
  const placed = slice.placed.includes(unit) ? slice.placed : [...slice.placed, unit];
  return {
    game,
    turn: withSlice(ctx, kind === 'none' ? { placed, asked: [] } : { placed, asked: [], followUp: { unit, kind } }),
    log: ctx.log.append(logEntry('2.2.3', `${label(game, unit)} is successfully placed in ${where(game, targetPlace(to))}`)),
  };
}
