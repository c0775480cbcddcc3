import type { AnyRuleset } from '../ruleset.ts';
import { turnOutline, type OutlineNode } from './outline.ts';
import { OutlineTracer } from './trace.ts';

export { flattenOutline, markOutline, turnOutline, type MarkedOutlineNode, type OutlineLevel, type OutlineNode, type OutlineStatus } from './outline.ts';
export { OutlineTracer, type OutlineTrace } from './trace.ts';
export { guardReading, type GuardReading, type GuardReadings } from './guard-reading.ts';

/** The sequence outline of a ruleset's turn of play: its phases, segments and steps in rulebook order. */
export const rulesetOutline = (r: AnyRuleset): readonly OutlineNode[] => turnOutline(r.machine, r.outline.root);

/** A tracer of what the turn under way has done, for the outline, from `game` and `seed`. */
export const rulesetTracer = (r: AnyRuleset, game: unknown, seed: number): OutlineTracer =>
  new OutlineTracer({ machine: r.machine, startsAfresh: r.outline.startsAfresh, guardReadings: r.outline.guardReadings }, game, seed);
