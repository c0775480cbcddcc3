import { logEntry, type LogEntry } from '../../core/log.ts';
import { moveCounter } from '../model/contents.ts';
import type { Place } from '../model/places.ts';
import { counterName, placePhrase } from '../model/names.ts';
import { snlfBeachheadsToRemove, strandedAxisUnits, troopConvoysToReturn, turnMarkersToRemove } from '../rules/marker-segment.ts';
import type { DsTurnContext } from '../turn/context.ts';

/** Moves each listed counter and logs it; logs `none` when the list is empty. */
function moveAll(ctx: DsTurnContext, rule: string, moves: readonly { id: string; to: Place }[], verb: string, none: string): Partial<DsTurnContext> {
  let game = ctx.game;
  const lines: LogEntry[] = [];
  for (const { id, to } of moves) {
    game = moveCounter(game, id, to);
    lines.push(logEntry(rule, `${counterName(ctx.game, id)} ${verb} from ${placePhrase(ctx.game, ctx.game.counters.get(id)!.at)} to ${placePhrase(game, to)}`));
  }
  if (moves.length === 0) lines.push(logEntry(rule, none));
  return { game, log: ctx.log.append(...lines) };
}

/** MK-1 (4.3 Step 1): Troop Convoy markers go from the Used Boxes back to the Convoys Boxes. */
export function applyTroopConvoysReturn(ctx: DsTurnContext): Partial<DsTurnContext> {
  const moves = troopConvoysToReturn(ctx.game).map(({ marker, to }) => ({ id: marker, to }));
  return moveAll(ctx, '4.3', moves, 'goes back', 'Step 1: no Troop Convoy marker of the phasing faction is in a Used Box');
}

/** MK-2 (4.3 Step 2): Blitz, Totsugeki, Failure and Mobilizing markers are removed for future use. */
export function applyTurnMarkersRemoved(ctx: DsTurnContext): Partial<DsTurnContext> {
  const moves = turnMarkersToRemove(ctx.game).map(({ marker, to }) => ({ id: marker, to }));
  return moveAll(ctx, '4.3', moves, 'is removed', 'Step 2: no Blitz, Totsugeki, Failure or Mobilizing marker of the phasing faction is on the map');
}

/** MK-3 (4.3 Step 3): SNLF Beachhead-0 markers set aside, then stranded Axis ground units eliminated. */
export function applySnlfBeachheadsRemoved(ctx: DsTurnContext): Partial<DsTurnContext> {
  if (ctx.game.game.phasing !== 'axis') {
    return { log: ctx.log.append(logEntry('4.3', 'Step 3 is the Axis faction\'s: nothing to do in another faction\'s Marker Segment')) };
  }
  const removed = moveAll(ctx, '4.3', snlfBeachheadsToRemove(ctx.game).map((id) => ({ id, to: { kind: 'setAside' } as const })),
    'is removed', 'Step 3: no SNLF Beachhead-0 marker is on the map');
  const after = { ...ctx, ...removed } as DsTurnContext;
  const stranded = strandedAxisUnits(after.game).map(({ unit, to }) => ({ id: unit, to }));
  return moveAll(after, '4.3', stranded, 'is in an All-Sea hex without a friendly Beachhead marker: eliminated', 'Step 3: no Axis ground unit is left at sea without a friendly Beachhead marker');
}
