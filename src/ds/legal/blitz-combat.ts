import type { DsEvent } from '../events/index.ts';
import { airdropCandidates, airdropTargets, airdropViolations } from '../rules/airdrop.ts';
import { airdropLandingUnits, airdropLandingViolations, airdropMarkersOnMap } from '../rules/airdrop-landing.ts';
import { beachheadLandingOptions, beachheadLandingViolations, snlfLandingOptions, snlfLandingViolations } from '../rules/beachhead-landing.ts';
import { eventOf, type StepLegality } from './step.ts';
import { STEP_IDS } from './step-ids.ts';

/** 4.1.1 Airdrop: one at a time (AD-11), then DONE. */
export const airdropStep: StepLegality = {
  id: STEP_IDS.blitzAirdrop,
  accepts: ['AIRDROP', 'DONE'],
  check(ctx, e) {
    const a = eventOf(e, 'AIRDROP');
    return a ? airdropViolations(ctx.game, a.unit, a.hex) : [];
  },
  enumerate(ctx) {
    const out: DsEvent[] = [];
    for (const unit of airdropCandidates(ctx.game)) for (const hex of airdropTargets(ctx.game, unit)) out.push({ type: 'AIRDROP', unit, hex });
    out.push({ type: 'DONE' });
    return out;
  },
};

/** 4.1.3 Beachhead Landing and 4.1.3.1 Special SNLF Landing, one at a time (BL-7), then DONE. */
export const beachheadLandingStep: StepLegality = {
  id: STEP_IDS.blitzBeachheadLanding,
  accepts: ['BEACHHEAD_LANDING', 'SNLF_LANDING', 'DONE'],
  check(ctx, e) {
    const landing = eventOf(e, 'BEACHHEAD_LANDING');
    if (landing) return beachheadLandingViolations(ctx.game, landing.unit, landing.marker, ctx.turn.combat.blitz.unitsThatAttacked);
    const snlf = eventOf(e, 'SNLF_LANDING');
    return snlf ? snlfLandingViolations(ctx.game, snlf.marker, snlf.detachment, ctx.turn.blitzCombat.snlfLandings) : [];
  },
  enumerate(ctx) {
    return [
      ...beachheadLandingOptions(ctx.game, ctx.turn.combat.blitz.unitsThatAttacked).map((o): DsEvent => ({ type: 'BEACHHEAD_LANDING', ...o })),
      ...snlfLandingOptions(ctx.game, ctx.turn.blitzCombat.snlfLandings).map((o): DsEvent => ({ type: 'SNLF_LANDING', ...o })),
      { type: 'DONE' },
    ];
  },
};

/** 4.1.4 Airdrop Landing: each marker lands a unit or not (AL-2..AL-4); DONE sends the rest to the Delay Box (AL-5). */
export const airdropLandingStep: StepLegality = {
  id: STEP_IDS.blitzAirdropLanding,
  accepts: ['AIRDROP_LANDING', 'DONE'],
  check(ctx, e) {
    const a = eventOf(e, 'AIRDROP_LANDING');
    return a ? airdropLandingViolations(ctx.game, a.marker, a.unit) : [];
  },
  enumerate(ctx) {
    const out: DsEvent[] = [];
    for (const marker of airdropMarkersOnMap(ctx.game)) {
      for (const unit of airdropLandingUnits(ctx.game, marker)) out.push({ type: 'AIRDROP_LANDING', marker, unit });
      out.push({ type: 'AIRDROP_LANDING', marker });
    }
    out.push({ type: 'DONE' });
    return out;
  },
};

/** 4.1 Blitz Combat Segment steps that take events, besides its attacks (4.1.5 and 4.3 are automatic). */
export const blitzCombatSteps: readonly StepLegality[] = [airdropStep, beachheadLandingStep, airdropLandingStep];
