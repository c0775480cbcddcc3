import { blitzCombatSteps } from './blitz-combat.ts';
import { combatSteps } from './combat.ts';
import { organizationSteps } from './organization.ts';
import { phaseSteps } from './phases.ts';
import { politicalEventsSteps } from './political-events.ts';
import type { StepLegality } from './step.ts';
import { beachheadMaintenanceSteps } from './beachhead-maintenance.ts';
import { blitzSteps } from './blitz.ts';
import { placementSteps } from './placement.ts';

/** Every step of the DS turn that takes events, by its state node id. */
export const STEPS: readonly StepLegality[] = [
  ...phaseSteps, ...politicalEventsSteps, ...beachheadMaintenanceSteps, ...placementSteps, ...blitzSteps, ...organizationSteps,
  ...blitzCombatSteps, ...combatSteps,
];
export const STEP_BY_ID: ReadonlyMap<string, StepLegality> = new Map(STEPS.map((s) => [s.id, s]));
