import { guardText } from './guards.ts';
import type { DiagramEdge } from './model.ts';

const DONE_PREFIX = 'xstate.done.state.';

/**
 * The event part of an edge label. XState names a state's `onDone` transition after the event
 * `xstate.done.state.<id>`; the diagram writes "done" (the state it leaves says which), and
 * eventless transitions "always".
 */
export function eventText(edge: Pick<DiagramEdge, 'event'>): string {
  if (edge.event === null) return 'always';
  if (edge.event.startsWith(DONE_PREFIX)) return 'done';
  return edge.event;
}

/** "EVENT [guard]", the label of an arrow. */
export function edgeLabel(edge: Pick<DiagramEdge, 'event' | 'guard'>): string {
  const guard = guardText(edge.guard);
  return guard ? `${eventText(edge)} ${guard}` : eventText(edge);
}

/**
 * Text width estimate for layout, in px, for a sans-serif font at `fontSize`: an average glyph
 * is about 0.6 em wide in DejaVu Sans, the widest common fallback (wider for capitals), which errs on the roomy side so labels fit.
 */
export function textWidth(text: string, fontSize: number): number {
  let units = 0;
  for (const ch of text) units += ch >= 'A' && ch <= 'Z' ? 0.74 : ch === ' ' || ch === '.' || ch === 'i' || ch === 'l' ? 0.34 : 0.62;
  return Math.ceil(units * fontSize);
}
