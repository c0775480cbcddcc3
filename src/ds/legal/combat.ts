import { placeholderStep } from './placeholder.ts';
import type { StepLegality } from './step.ts';

/** 4.2.1 attack declarations and the 4.2.2 Attack Sequence, in Blitz and Regular Combat. */
export const combatSteps: readonly StepLegality[] = [placeholderStep('ds.blitz.attacks'), placeholderStep('ds.regular.attacks')];
