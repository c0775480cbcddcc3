import { applyPlaceConvoy } from '../../../../src/ds/apply/placement/convoy.ts';
import {
  applyBeachheadExchange, applyDeclineBeachhead, applyDevastation, applyDevastationTarget, applyEscortDecision,
  applyNoBeachheadPossible, applyPlaceCvStrike,
} from '../../../../src/ds/apply/placement/follow-ups.ts';
import {
  applyContest, applyDeclineContest, applyOfferContest, applyPlaceSupport, applySuccessfulPlacement,
} from '../../../../src/ds/apply/placement/support.ts';
import {
  airForceBeachheadStep, beachheadTwoOffered, chooseStep, contestStep, cvStrikeStep, devastationTargetOffered, devastationTargetStep,
  escortStep, followUpDue, surfaceFleetBeachheadStep,
} from '../../../../src/ds/legal/placement.ts';
import { allowedIn } from '../../../../src/ds/legal/step.ts';
import { placementFollowUp } from '../../../../src/ds/rules/placement/index.ts';
import { nextToAsk, placementSituation } from '../../../../src/ds/rules/placement-flow.ts';
import { update, type DsActionArgs } from '../../update.ts';

/** Guards of 2.2.3 Support Unit and Convoy Marker Placement: each step's own check, and the flow's routes. */
export const placementGuards = {
  placementChoiceAllowed: allowedIn(chooseStep),
  contestAnswerAllowed: allowedIn(contestStep),
  cvStrikeAllowed: allowedIn(cvStrikeStep),
  beachheadOneAllowed: allowedIn(surfaceFleetBeachheadStep),
  beachheadTwoAllowed: allowedIn(airForceBeachheadStep),
  escortAllowed: allowedIn(escortStep),
  devastationTargetAllowed: allowedIn(devastationTargetStep),
  contestOffered: ({ context }: DsActionArgs) => context.turn.placement.asking !== undefined,
  cvStrikeDue: ({ context }: DsActionArgs) => followUpDue(context) === 'cvStrike',
  beachheadOneDue: ({ context }: DsActionArgs) => followUpDue(context) === 'beachheadRequired',
  beachheadTwoDue: ({ context }: DsActionArgs) => followUpDue(context) === 'beachheadOptional',
  beachheadTwoOffered: ({ context }: DsActionArgs) => beachheadTwoOffered(context),
  escortDecisionDue: ({ context }: DsActionArgs) => followUpDue(context) === 'escortDecision',
  devastationDue: ({ context }: DsActionArgs) => followUpDue(context) === 'devastation',
  devastationTargetOffered: ({ context }: DsActionArgs) => devastationTargetOffered(context),
};

/** Actions of 2.2.3: one-liners into the reducers of src/ds/apply/placement. */
export const placementActions = {
  placeSupport: update(({ context, event }) => applyPlaceSupport(context, event)),
  offerContest: update(({ context }) => applyOfferContest(context, nextToAsk(context.game, context.turn.placement))),
  declineContest: update(({ context, event }) => applyDeclineContest(context, event)),
  sendContestedToDelayBoxes: update(({ context, event }) => applyContest(context, event)),
  placeSuccessfully: update(({ context }) => applySuccessfulPlacement(context,
    placementFollowUp(context.game, placementSituation(context.game.game.phasing, context.turn.placement)))),
  placeCvStrike: update(({ context, event }) => applyPlaceCvStrike(context, event)),
  exchangeForBeachhead: update(({ context, event }) => applyBeachheadExchange(context, event)),
  declineBeachhead: update(({ context }) => applyDeclineBeachhead(context)),
  noBeachheadPossible: update(({ context }) => applyNoBeachheadPossible(context)),
  decideEscort: update(({ context, event }) => applyEscortDecision(context, event)),
  flipToDevastation: update(({ context }) => applyDevastation(context)),
  sendDevastationTarget: update(({ context, event }) => applyDevastationTarget(context, event)),
  placeConvoy: update(({ context, event }) => applyPlaceConvoy(context, event)),
};
