import type { DsEventType } from '../../src/ds/events/index.ts';
import { ACTION_KIND_LABELS } from '../../src/ds/view/actions.ts';

/**
 * What ends a step, in words, from the events it accepts: a step that takes "Done" lasts until
 * the player declares it; a confirm step ends on Continue; any other step ends with the action
 * it asks for (each step of the Attack Sequence waits for exactly its own answer).
 */
export function stepEndsWhen(accepts: readonly DsEventType[]): string {
  if (accepts.length === 0) return 'Ends by itself: the guide carries it out.';
  if (accepts.includes('DONE')) {
    const others = accepts.filter((t) => t !== 'DONE');
    return others.length > 0
      ? 'Ends when you choose “Done with this step”; until then you may act as often as the rules allow.'
      : 'Ends when you choose “Done with this step”.';
  }
  if (accepts.length === 1 && accepts[0] === 'CONTINUE') return 'Ends when you choose “Continue”.';
  return `Ends with one of: ${accepts.map((t) => ACTION_KIND_LABELS[t]).join('; ')}.`;
}
