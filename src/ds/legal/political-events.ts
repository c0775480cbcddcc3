import { placeholderStep } from './placeholder.ts';
import type { StepLegality } from './step.ts';

/** 2.1 Political Events Segment. */
export const politicalEventsSteps: readonly StepLegality[] = [placeholderStep('ds.admin.politicalEvents')];
