import { logEntry } from '../../../core/log.ts';
import type { DsEvent } from '../../events/index.ts';
import { moveCounter, updateCounter } from '../../model/contents.ts';
import { FACTION_NAMES } from '../../model/factions.ts';
import type { Place } from '../../model/places.ts';
import type { DsTurnContext } from '../../turn/context.ts';
import { label, where } from './describe.ts';

/**
 * PLACE_CONVOY (2.2.3.6): the marker goes into the Naval Zone's Convoys Box with the Convoy Mode
 * chosen face up (CV-8). CV-1: a Convoy marker's placement is not contested, so the phasing faction
 * goes straight on with its next placement.
 */
export function applyPlaceConvoy(ctx: DsTurnContext, e: DsEvent): Partial<DsTurnContext> {
  const marker = e.type === 'PLACE_CONVOY' ? ctx.game.counters.get(e.marker)?.counter : undefined;
  if (e.type !== 'PLACE_CONVOY' || marker?.kind !== 'marker' || marker.type !== 'convoy') return {};
  const box: Place = { kind: 'navalZone', zone: e.zone, box: 'convoys' };
  const game = moveCounter(updateCounter(ctx.game, { ...marker, mode: e.mode }), marker.id, box);
  const who = FACTION_NAMES[ctx.game.game.phasing];
  return { game, log: ctx.log.append(logEntry('2.2.3.6', `${who} places ${label(game, marker.id)} in the ${where(game, box)}; Convoy markers are not contested`, 'choice')) };
}
