import {
  applyBeginBlitzPlacement, applyCabinetCrisisResult, applyCabinetCrisisRoll, applyFinishBlitzPlacement, applyPlaceBlitz,
} from '../../../../src/ds/apply/blitz-placement.ts';
import { blitzPlacementStep, cabinetCrisisStep } from '../../../../src/ds/legal/blitz.ts';
import { allowedIn, eventOf } from '../../../../src/ds/legal/step.ts';
import { update, type DsActionArgs } from '../../update.ts';

/** Guards and actions of 2.2.4 Blitz Marker Placement. */
export const blitzPlacementGuards = {
  blitzPlacementAllowed: allowedIn(blitzPlacementStep),
  cabinetCrisisDue: ({ context }: DsActionArgs) => context.turn.blitz.cabinetCrisis !== undefined,
  cabinetCrisisAllowed: allowedIn(cabinetCrisisStep),
};

export const blitzPlacementActions = {
  beginBlitzPlacement: update(({ context }) => applyBeginBlitzPlacement(context)),
  placeBlitz: update(({ context, event }) => applyPlaceBlitz(context, eventOf(event, 'PLACE_BLITZ')!)),
  rollCabinetCrisis: update(({ context, event }) => applyCabinetCrisisRoll(context, eventOf(event, 'ROLL')!)),
  enterCabinetCrisisResult: update(({ context, event }) => applyCabinetCrisisResult(context, eventOf(event, 'CABINET_CRISIS_RESULT')!)),
  finishBlitzPlacement: update(({ context }) => applyFinishBlitzPlacement(context)),
};
