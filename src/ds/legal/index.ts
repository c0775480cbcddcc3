export { activeStep, explain, legalActions, type StepMeta, type TurnSnapshotLike } from './explain.ts';
export { STEPS, STEP_BY_ID } from './steps.ts';
export type { StepLegality } from './step.ts';
