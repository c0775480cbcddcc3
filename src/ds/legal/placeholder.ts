import type { StepLegality } from './step.ts';

/**
 * A step whose rules are not encoded yet: the phasing faction can only declare it DONE. Used while
 * a segment is being filled in; every use is listed in the closing note.
 */
export function placeholderStep(id: string): StepLegality {
  return { id, accepts: ['DONE'], check: () => [], enumerate: () => [{ type: 'DONE' }] };
}
