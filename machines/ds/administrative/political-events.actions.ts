import {
  applyBeginPoliticalEvents, applyEndSnlfPlacement, applyPlaceSnlfBeachhead, applyPoliticalResult, applyPoliticalRoll,
  applySkipPoliticalEvents,
} from '../../../src/ds/apply/political-events.ts';
import { politicalRollStep, snlfBeachheadStep } from '../../../src/ds/legal/political-events.ts';
import { allowedIn, eventOf } from '../../../src/ds/legal/step.ts';
import { politicalActionsResolved, politicalEventsSegmentApplies } from '../../../src/ds/rules/political-events.ts';
import { snlfMarkersInForcePool } from '../../../src/ds/rules/snlf-beachhead.ts';
import { update, type DsActionArgs } from '../update.ts';

const snlfOpen = ({ context }: DsActionArgs): boolean =>
  (context.turn.politicalEvents.snlfToPlace ?? 0) > 0 && snlfMarkersInForcePool(context.game).length > 0;

/** Guards and actions of the Political Events Segment (2.1). */
export const politicalEventsGuards = {
  politicalEventsSkipped: ({ context }: DsActionArgs) => !politicalEventsSegmentApplies(context.game),
  politicalEventsAllowed: allowedIn(politicalRollStep),
  politicalActionsResolved: ({ context }: DsActionArgs) => politicalActionsResolved(context.game, context.turn.politicalEvents),
  snlfBeachheadsToPlace: snlfOpen,
  snlfPlacementOver: (args: DsActionArgs) => !snlfOpen(args),
  snlfBeachheadAllowed: allowedIn(snlfBeachheadStep),
};

export const politicalEventsActions = {
  skipPoliticalEvents: update(({ context }) => applySkipPoliticalEvents(context)),
  beginPoliticalEvents: update(({ context }) => applyBeginPoliticalEvents(context)),
  rollPoliticalEvent: update(({ context, event }) => applyPoliticalRoll(context, eventOf(event, 'ROLL')!)),
  enterPoliticalResult: update(({ context, event }) => applyPoliticalResult(context, eventOf(event, 'POLITICAL_RESULT')!)),
  placeSnlfBeachhead: update(({ context, event }) => applyPlaceSnlfBeachhead(context, eventOf(event, 'PLACE_SNLF_BEACHHEAD')!)),
  endSnlfPlacement: update(({ context }) => applyEndSnlfPlacement(context)),
};
