import { placeholderStep } from './placeholder.ts';
import type { StepLegality } from './step.ts';

/** 2.2.3 Support Unit and Convoy Marker Placement. */
export const placementSteps: readonly StepLegality[] = [placeholderStep('ds.support.placement')];
