import { placeholderStep } from './placeholder.ts';
import type { StepLegality } from './step.ts';

/** 2.2.4 Blitz Marker Placement. */
export const blitzSteps: readonly StepLegality[] = [placeholderStep('ds.support.blitzPlacement')];
