import type { WarningView } from '../../core/views.ts';
import type { DsEvent } from '../events/index.ts';
import { counterName } from '../model/names.ts';
import { leftToFailAtSea } from '../rules/beachhead-failure.ts';
import type { DsTurnContext } from '../turn/context.ts';

/**
 * What a legal DS event leaves for a later automatic step to punish. Returning a Beachhead marker
 * (2.2.2, by choice or because it must go) leaves the ground units on it in the All-Sea hex "for
 * now": Beachhead Failure (2.2.5) eliminates them at the end of the Support Segment unless an
 * Inland Advance takes them ashore first. Found with BF-1's own predicate (`failsAtSea`).
 */
export function dsWarnings(ctx: DsTurnContext, e: DsEvent): readonly WarningView[] {
  if (e.type !== 'RETURN_BEACHHEAD') return [];
  const state = ctx.game, units = leftToFailAtSea(state, e.marker, state.game.phasing);
  if (units.length === 0) return [];
  const names = units.map((p) => counterName(state, p.counter.id)).join(', ');
  const they = units.length === 1 ? 'it stays' : 'they stay';
  return [{
    rule: '2.2.5',
    message: `${names}: ${they} at sea without a Beachhead marker and will be eliminated at Beachhead Failure (2.2.5), unless advanced inland first.`,
  }];
}

/** The units a DS event acts on where they stand: joined, converted, broken down, eliminated, losing a step, a Detachment removed. */
export function dsPiecesOf(e: DsEvent): readonly string[] {
  switch (e.type) {
    case 'COMBINE': return e.units;
    case 'CONVERT': case 'ELIMINATE': case 'BREAK_DOWN': case 'LOSE_STEP': return [e.unit];
    case 'REMOVE_DETACHMENT': return [e.marker];
    default: return [];
  }
}
