import { placeholderStep } from './placeholder.ts';
import type { StepLegality } from './step.ts';

/** 2.2.2 Beachhead Maintenance. */
export const beachheadMaintenanceSteps: readonly StepLegality[] = [placeholderStep('ds.support.beachheadMaintenance')];
