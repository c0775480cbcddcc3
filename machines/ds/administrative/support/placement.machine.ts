import { dsSetup } from '../../setup.ts';
import { STEP_IDS } from '../../../../src/ds/legal/step-ids.ts';

/**
 * 2.2.3 Support Unit and Convoy Marker Placement, as the loop the rules describe: the phasing
 * faction places a support unit (or a Convoy marker, or declares it is finished); the non-phasing
 * factions are offered the contest in the order Axis, Western, Soviet; a contested pair goes to the
 * Delay boxes, an uncontested unit is successfully placed and makes its immediate follow-up; back.
 */
export const placementStep = dsSetup.createStateConfig({
  id: 'ds.support.placement',
  meta: {
    rule: '2.2.3', title: 'Support Unit and Convoy Marker Placement', actor: 'phasing',
    explain: 'Place support units one at a time; after each, the enemy factions (Axis, then Western, then Soviet) may contest it with one of their own. Place Convoy markers too. Declare when you are finished.',
  },
  initial: 'choose',
  states: {
    choose: {
      id: STEP_IDS.supportPlacementChoose,
      meta: {
        rule: '2.2.3', title: 'Place a support unit or a Convoy marker', actor: 'phasing',
        explain: 'Take a support unit from your Force Pool and aim it at a hex, an On Station Box or the Strategic Warfare Box, or put a Convoy marker in a Convoys Box (Troop or Supply side up). Nothing obliges you to place anything: declare you are finished when you want to stop.',
      },
      on: {
        PLACE_SUPPORT: { guard: 'placementChoiceAllowed', target: 'offer', actions: 'placeSupport' },
        PLACE_CONVOY: { guard: 'placementChoiceAllowed', target: 'choose', actions: 'placeConvoy' },
        DONE: { guard: 'placementChoiceAllowed', target: 'done' },
      },
    },
    offer: {
      id: 'ds.support.placement.offer',
      meta: {
        rule: '2.2.3', title: 'Contest offers', actor: 'automatic',
        explain: 'The enemy factions are offered the chance to contest, always in the order Axis, Western, Soviet. A faction with no unit that could be placed in the same location is passed over.',
      },
      entry: 'offerContest',
      always: [{ guard: 'contestOffered', target: 'contest' }, { target: 'successfullyPlaced' }],
    },
    contest: {
      id: STEP_IDS.supportPlacementContest,
      meta: {
        rule: '2.2.3.2', title: 'Contest the placement?', actor: 'non-phasing',
        explain: 'The faction asked may contest with one support unit from its Force Pool that could itself be placed there. If it does, both units go to the Delay Box (Air units) or the Naval Warfare Delay Box (Fleet units). It may also let the placement stand.',
      },
      on: {
        CONTEST: { guard: 'contestAnswerAllowed', target: 'contested' },
        DECLINE_CONTEST: { guard: 'contestAnswerAllowed', target: 'offer', actions: 'declineContest' },
      },
    },
    contested: {
      id: 'ds.support.placement.contested',
      meta: {
        rule: '2.2.3.2', title: 'Contested: both units to the Delay boxes', actor: 'automatic',
        explain: 'The placed unit and the contesting unit leave play for now, each by its own type: Air units to the Delay Box, Fleet units to the Naval Warfare Delay Box. That is the only effect of a contest.',
      },
      entry: 'sendContestedToDelayBoxes',
      always: { target: 'choose' },
    },
    successfullyPlaced: {
      id: 'ds.support.placement.successfullyPlaced',
      meta: {
        rule: '2.2.3', title: 'Successfully placed', actor: 'automatic',
        explain: 'No one contested: the unit now stands where it was placed and cannot be contested again this Segment. Some units must do something at once: a CV Fleet in a hex launches its CV Strike, a Surface Fleet at sea lands a Beachhead, a Bomber becomes Devastation.',
      },
      entry: 'placeSuccessfully',
      always: [
        { guard: 'cvStrikeDue', target: 'cvStrike' },
        { guard: 'beachheadOneDue', target: 'surfaceFleetBeachhead' },
        { guard: 'beachheadTwoOffered', target: 'airForceBeachhead' },
        { guard: 'beachheadTwoDue', target: 'choose', actions: 'noBeachheadPossible' },
        { guard: 'escortDecisionDue', target: 'escort' },
        { guard: 'devastationDue', target: 'devastation' },
        { target: 'choose' },
      ],
    },
    cvStrike: {
      id: STEP_IDS.supportPlacementCvStrike,
      meta: {
        rule: '2.2.3.1', title: 'Place the CV Strike', actor: 'phasing',
        explain: 'Your CV Fleet is in place: flip it to its CV Strike side and put it in a hex within one hex of where it stands. The enemy may contest the CV Strike, even with a Surface Fleet.',
      },
      on: { PLACE_CV_STRIKE: { guard: 'cvStrikeAllowed', target: 'offer', actions: 'placeCvStrike' } },
    },
    surfaceFleetBeachhead: {
      id: STEP_IDS.supportPlacementSurfaceFleetBeachhead,
      meta: {
        rule: '2.2.3.4', title: 'Exchange the Surface Fleet for a Beachhead-1', actor: 'phasing',
        explain: 'A Surface Fleet placed at sea must put a Beachhead-1 marker from your Force Pool in its hex, the arrow pointing to a Land hex; the fleet then goes to that Naval Zone\'s Used Box.',
      },
      on: { PLACE_BEACHHEAD: { guard: 'beachheadOneAllowed', target: 'choose', actions: 'exchangeForBeachhead' } },
    },
    airForceBeachhead: {
      id: STEP_IDS.supportPlacementAirForceBeachhead,
      meta: {
        rule: '2.2.3.4', title: 'Exchange the Air Force for a Beachhead-2?', actor: 'phasing',
        explain: 'An Air Force placed at sea may be exchanged for a Beachhead-2 marker in its hex, the arrow pointing to a Land hex; the Air Force then goes to that Naval Zone\'s Used Box. The choice is final.',
      },
      on: {
        PLACE_BEACHHEAD: { guard: 'beachheadTwoAllowed', target: 'choose', actions: 'exchangeForBeachhead' },
        DECLINE_BEACHHEAD: { guard: 'beachheadTwoAllowed', target: 'choose', actions: 'declineBeachhead' },
      },
    },
    escort: {
      id: STEP_IDS.supportPlacementEscort,
      meta: {
        rule: '2.2.3.6', title: 'Escort Troop Convoy?', actor: 'phasing',
        explain: 'Your Air Force or Surface Fleet is On Station: decide now whether it flips to its Escort Troop Convoy side and moves to that Naval Zone\'s Convoys Box, where it lets friendly Convoy markers be placed.',
      },
      on: { ESCORT_CONVOY: { guard: 'escortAllowed', target: 'choose', actions: 'decideEscort' } },
    },
    devastation: {
      id: 'ds.support.placement.devastation',
      meta: {
        rule: '2.2.3.5', title: 'Devastation', actor: 'automatic',
        explain: 'Your Bomber is in place: it flips to its Devastation marker side, which is never removed. The hex counts as yours at Victory Point Checks.',
      },
      entry: 'flipToDevastation',
      always: [{ guard: 'devastationTargetOffered', target: 'devastationTarget' }, { target: 'choose' }],
    },
    devastationTarget: {
      id: STEP_IDS.supportPlacementDevastationTarget,
      meta: {
        rule: '2.2.3.5', title: 'Send an enemy marker to the Delay Box?', actor: 'phasing',
        explain: 'You may pick one enemy Detachment or Logistics marker in the devastated hex and put it in the Delay Box.',
      },
      on: { DEVASTATION_TARGET: { guard: 'devastationTargetAllowed', target: 'choose', actions: 'sendDevastationTarget' } },
    },
    done: { type: 'final' },
  },
});
