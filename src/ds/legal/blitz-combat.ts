import { placeholderStep } from './placeholder.ts';
import type { StepLegality } from './step.ts';

/** 4.1 Blitz Combat Segment steps that take events, besides its attacks (4.1.5 and 4.3 are automatic). */
export const blitzCombatSteps: readonly StepLegality[] = [
  placeholderStep('ds.blitz.airdrop'),
  placeholderStep('ds.blitz.beachheadLanding'),
  placeholderStep('ds.blitz.airdropLanding'),
];
