import type { MoveView } from '../../core/views.ts';
import type { AwawEvent } from '../events/index.ts';
import { hexOfUnit, unit } from '../model/queries.ts';
import { allowanceIn } from '../rules/movement/allowance.ts';
import { moveOutcome } from '../rules/movement/move.ts';
import { resolvePath } from '../rules/movement/resolve.ts';
import { spentOf } from '../rules/movement/step.ts';
import type { AwawTurnContext } from '../turn/context.ts';
import { movementOf } from '../turn/movement-book.ts';

/**
 * The move an event stands for (13.4 MOVE, 13.52 OVERRUN), for the guide's map. With the turn
 * context, the path of a move named by its end (`to`) and the cost are read from the same functions
 * the rules check the move with (rules/movement): each unit's factors spent, of its movement factor.
 */
export function moveView(e: AwawEvent, ctx?: AwawTurnContext): MoveView | undefined {
  if (e.type === 'OVERRUN') return { pieces: e.units, to: e.hex, path: [e.hex], cost: 'the hex\'s cost and one more for the overrun (13.52)' };
  if (e.type !== 'MOVE') return undefined;
  const resolved = ctx ? resolvePath(ctx.game, movementOf(ctx.turn), e) : undefined;
  const path = e.path ?? (resolved && 'path' in resolved ? resolved.path : undefined);
  const to = e.to ?? path?.at(-1);
  if (to === undefined) return undefined;
  const cost = ctx && path ? moveCost(ctx, e.units, path) : undefined;
  return { pieces: e.units, to, ...(path && { path }), ...(cost !== undefined && { cost }) };
}

/** "2 movement factors, 2 of 6 spent", each unit's when several move; the 13.411 one hex said so. */
export function moveCost(ctx: AwawTurnContext, units: readonly string[], path: readonly string[]): string | undefined {
  const g = ctx.game;
  const book = movementOf(ctx.turn);
  const outcome = moveOutcome(g, book, units, path);
  if (outcome.violations.length > 0) return undefined;
  return outcome.units.map((m) => {
    const u = unit(g, m.unit)!;
    const of = allowanceIn(g, u, hexOfUnit(g, m.unit)!);
    const spent = m.spent - spentOf(book, m.unit);
    const words = `${spent} movement factor${spent === 1 ? '' : 's'}, ${m.spent} of ${of} spent${m.minimumMove ? ' (one hex whatever the cost, 13.411)' : ''}`;
    return units.length === 1 ? words : `${u.name}: ${words}`;
  }).join('; ');
}
