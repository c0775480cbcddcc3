import { logEntry } from '../../../core/log.ts';
import { moveCounter, updateCounter } from '../../model/contents.ts';
import { flipGround } from '../../model/ground-units.ts';
import type { DsGameState } from '../../model/state.ts';
import type { DsEvent } from '../../events/index.ts';
import { planOrganizationEvent, type OrganizationPlan } from '../../rules/organization/index.ts';
import type { DsTurnContext } from '../../turn/context.ts';

/** Carries out a plan's changes on the game: counters turned over and moved, in order. */
export function applyChanges(game: DsGameState, plan: OrganizationPlan): DsGameState {
  let g = game;
  for (const ch of plan.changes) {
    if (ch.kind === 'move') {
      g = moveCounter(g, ch.counter, ch.to);
      continue;
    }
    const c = g.counters.get(ch.counter)?.counter;
    if (c?.kind === 'ground') g = updateCounter(g, flipGround(c));
  }
  return g;
}

/** A plan applied to the turn: the game changed, a once-per-turn conversion noted, the choice logged. */
export function applyPlan(ctx: DsTurnContext, plan: OrganizationPlan): Partial<DsTurnContext> {
  const used = ctx.turn.organization.oncePerTurnUsed;
  return {
    game: applyChanges(ctx.game, plan),
    ...(plan.oncePerTurn !== undefined && {
      turn: { ...ctx.turn, organization: { ...ctx.turn.organization, oncePerTurnUsed: [...used, plan.oncePerTurn] } },
    }),
    log: ctx.log.append(logEntry(plan.rule, plan.message, 'choice')),
  };
}

/**
 * 2.3 Organization Segment, applied: any of its actions (COMBINE, CONVERT, ELIMINATE, BREAK_DOWN,
 * PLACE_DETACHMENT, REMOVE_DETACHMENT) by the phasing faction. The machine only sends legal
 * events (its guard is the same plan); anything else leaves the turn unchanged.
 */
export function applyOrganizationEvent(ctx: DsTurnContext, e: DsEvent): Partial<DsTurnContext> {
  const p = planOrganizationEvent(ctx.game, ctx.game.game.phasing, ctx.turn.organization.oncePerTurnUsed, e);
  return p?.ok ? applyPlan(ctx, p.plan) : {};
}
