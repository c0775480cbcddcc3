import { inUnitOrder, isInUnitOrder } from '../../events/unit-order.ts';
import { refused, type Planned } from './plan.ts';
import { violation } from './general.ts';

/**
 * R-ORG-UNIT-ORDER (2.3.1, 2.3.4): the order in which a COMBINE names its two units, or a
 * BREAK_DOWN the one-step units it takes, changes nothing the rules do, so each such action is one
 * event, with its units in one order (events/unit-order.ts): listed once by legalActions, recorded
 * once in a saved game. parseEvent puts every event typed or loaded in that order, so a player
 * never meets this refusal; an event built in another order is refused, naming the order, and
 * only once the action is otherwise legal (the rules' own reasons come first).
 */
export function inCanonicalUnitOrder(p: Planned, ids: readonly string[], rule: '2.3.1' | '2.3.4', code: string, what: string): Planned {
  if (!p.ok || isInUnitOrder(ids)) return p;
  return refused([violation(rule, code,
    `Name the ${what} in the order ${inUnitOrder(ids).join(', ')}: the order changes nothing, so each action is listed once, with its units in that order (${rule}).`)]);
}
