import { FREE_MOVE } from '../../src/core/free-move.ts';

/**
 * What ends a step, in words, from the event types it accepts: a step that takes DONE lasts until
 * the player declares it; a confirm step (CONTINUE only, src/core/step.ts `confirmStep`) ends on
 * it; any other step ends with the action it asks for (each step of a procedure waits for exactly
 * its own answer). `kindLabel` is the ruleset's name for an event type.
 */
export function stepEndsWhen(accepts: readonly string[], kindLabel: (type: string) => string): string {
  if (accepts.length === 0) return 'Ends by itself: the guide carries it out.';
  if (accepts.includes('DONE')) {
    const others = accepts.filter((t) => t !== 'DONE');
    return others.length > 0
      ? `Ends when you choose “${kindLabel('DONE')}”; until then you may act as often as the rules allow.`
      : `Ends when you choose “${kindLabel('DONE')}”.`;
  }
  if (accepts.length === 1 && accepts[0] === 'CONTINUE') return `Ends when you choose “${kindLabel('CONTINUE')}”.`;
  // A free move (R-FREE-MOVES) leaves the step where it is: only Continue ends it.
  if (accepts.length === 2 && accepts.includes('CONTINUE') && accepts.includes(FREE_MOVE)) {
    return `Ends when you choose “${kindLabel('CONTINUE')}”; until then you may move your counters freely on the map (each an unchecked move in the log).`;
  }
  return `Ends with one of: ${accepts.map(kindLabel).join('; ')}.`;
}
