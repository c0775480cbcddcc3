import type { DsEvent, DsEventType } from '../events/index.ts';
import {
  allBreakdownOptions, combinationOptions, conversionOptions, detachmentOptions, eliminationOptions,
} from '../rules/organization/candidates.ts';
import { planOrganizationEvent, violationsOf } from '../rules/organization/index.ts';
import type { DsTurnContext } from '../turn/context.ts';
import type { StepLegality } from './step.ts';
import { STEP_IDS } from './step-ids.ts';

/**
 * 2.3 Organization Segment, Steps 1-5, one StepLegality each. Every step may be declared DONE at
 * any time (each is optional and repeatable: CB-2, BD-2); its actions are checked by the one plan
 * of the rules layer (src/ds/rules/organization). OG-1 organizationOrder: each step accepts only its
 * own actions, so breaking down before combining is over is out of sequence (explain says so).
 */
function organizationStep(id: string, actions: readonly DsEventType[], options: (ctx: DsTurnContext) => DsEvent[]): StepLegality {
  return {
    id,
    accepts: [...actions, 'DONE'],
    // The options (rules/organization/candidates.ts) keep only requests their plan accepts, and the check is that plan.
    exact: true,
    check: (ctx, e) => {
      if (e.type === 'DONE') return [];
      const p = planOrganizationEvent(ctx.game, ctx.game.game.phasing, ctx.turn.organization.oncePerTurnUsed, e);
      return p ? violationsOf(p) : [];
    },
    enumerate: (ctx) => [...options(ctx), { type: 'DONE' }],
  };
}

const phasing = (ctx: DsTurnContext) => ctx.game.game.phasing;

export const combinationsStep = organizationStep(STEP_IDS.organizationCombinations, ['COMBINE'], (ctx) =>
  combinationOptions(ctx.game, phasing(ctx)).map((r): DsEvent => ({ type: 'COMBINE', units: [...r.units], into: r.into })));

export const conversionsStep = organizationStep(STEP_IDS.organizationConversions, ['CONVERT'], (ctx) =>
  conversionOptions(ctx.game, phasing(ctx), ctx.turn.organization.oncePerTurnUsed).map((r): DsEvent => ({ type: 'CONVERT', unit: r.unit, into: r.into })));

export const voluntaryEliminationsStep = organizationStep(STEP_IDS.organizationVoluntaryEliminations, ['ELIMINATE'], (ctx) =>
  eliminationOptions(ctx.game, phasing(ctx)).map((unit): DsEvent => ({ type: 'ELIMINATE', unit })));

export const breakdownsStep = organizationStep(STEP_IDS.organizationBreakdowns, ['BREAK_DOWN'], (ctx) =>
  allBreakdownOptions(ctx.game, phasing(ctx)).map((r): DsEvent => ({ type: 'BREAK_DOWN', unit: r.unit, into: [...r.into] })));

export const detachmentsStep = organizationStep(STEP_IDS.organizationDetachments, ['PLACE_DETACHMENT', 'REMOVE_DETACHMENT'], (ctx) => {
  const { place, remove } = detachmentOptions(ctx.game, phasing(ctx));
  return [
    ...place.map((p): DsEvent => ({ type: 'PLACE_DETACHMENT', marker: p.marker, hex: p.hex })),
    ...remove.map((marker): DsEvent => ({ type: 'REMOVE_DETACHMENT', marker })),
  ];
});

/** 2.3 Organization Segment, Steps 1-5. */
export const organizationSteps: readonly StepLegality[] = [
  combinationsStep, conversionsStep, voluntaryEliminationsStep, breakdownsStep, detachmentsStep,
];
