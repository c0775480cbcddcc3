import {
  applyAirdrop, applyAirdropLanding, applyAirdropLandingStart, applyBeachheadLanding, applyBlitzSegmentStart, applyCvStrikeReturns,
  applyFinishAirdropLanding, applySnlfLanding,
} from '../../../src/ds/apply/blitz-combat/steps.ts';
import { airdropLandingStep, airdropStep, beachheadLandingStep } from '../../../src/ds/legal/blitz-combat.ts';
import { allowedIn, eventOf } from '../../../src/ds/legal/step.ts';
import { blitzStepsSkippable } from '../../../src/ds/rules/blitz-enabled.ts';
import { update, type DsActionArgs } from '../update.ts';

/** Guards and actions of the Combat Phase: blitz-combat (4.1.1, 4.1.3, 4.1.4, 4.1.5; BC-6). */
export const blitzCombatGuards = {
  blitzStepsSkipped: ({ context }: DsActionArgs) => blitzStepsSkippable(context.game),
  airdropAllowed: allowedIn(airdropStep),
  beachheadLandingAllowed: allowedIn(beachheadLandingStep),
  airdropLandingAllowed: allowedIn(airdropLandingStep),
};

export const blitzCombatActions = {
  beginBlitzSegment: update(({ context }) => applyBlitzSegmentStart(context)),
  airdrop: update(({ context, event }) => applyAirdrop(context, eventOf(event, 'AIRDROP')!)),
  beachheadLanding: update(({ context, event }) => applyBeachheadLanding(context, eventOf(event, 'BEACHHEAD_LANDING')!)),
  snlfLanding: update(({ context, event }) => applySnlfLanding(context, eventOf(event, 'SNLF_LANDING')!)),
  beginAirdropLanding: update(({ context }) => applyAirdropLandingStart(context)),
  airdropLanding: update(({ context, event }) => applyAirdropLanding(context, eventOf(event, 'AIRDROP_LANDING')!)),
  finishAirdropLanding: update(({ context }) => applyFinishAirdropLanding(context)),
  cvStrikeReturns: update(({ context }) => applyCvStrikeReturns(context)),
};
