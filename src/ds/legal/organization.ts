import { placeholderStep } from './placeholder.ts';
import type { StepLegality } from './step.ts';

/** 2.3 Organization Segment, Steps 1-5. */
export const organizationSteps: readonly StepLegality[] = [
  placeholderStep('ds.organization.combinations'),
  placeholderStep('ds.organization.conversions'),
  placeholderStep('ds.organization.voluntaryEliminations'),
  placeholderStep('ds.organization.breakdowns'),
  placeholderStep('ds.organization.detachments'),
];
