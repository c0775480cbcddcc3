import type { DiagramModel } from './model.ts';

/** One transition taken (one per target), as an inspector sees it and a diagram traces it. */
export interface TracedTransition {
  readonly source: string;
  readonly target: string;
  /** The event type; null for an eventless transition. */
  readonly event: string | null;
}

/** The parts of xstate's TransitionDefinition a trace needs (the `_transitions` of a microstep). */
export interface TransitionLike {
  readonly source: { readonly id: string };
  readonly target?: readonly { readonly id: string }[] | undefined;
  readonly eventType: string;
}

/** A microstep's transitions as traced ones: a targetless transition stays on its source; '' is eventless. */
export function tracedFrom(transitions: readonly TransitionLike[]): TracedTransition[] {
  return transitions.flatMap((t) => {
    const targets = t.target && t.target.length > 0 ? t.target.map((x) => x.id) : [t.source.id];
    return targets.map((target) => ({ source: t.source.id, target, event: t.eventType === '' ? null : t.eventType }));
  });
}

/**
 * Where a state of the full model is drawn in a (possibly collapsed) one: itself when shown,
 * else its nearest shown ancestor.
 */
export function shownAsIn(full: DiagramModel, shown: DiagramModel): (id: string) => string {
  const parent = new Map(full.nodes.map((n) => [n.id, n.parent]));
  const visible = new Set(shown.nodes.map((n) => n.id));
  return (id) => {
    let at: string | null = id;
    while (at !== null && !visible.has(at)) at = parent.get(at) ?? null;
    return at ?? id;
  };
}

/** The edges of `shown` a traced transition is drawn as (none when it happened inside a collapsed state). */
export function edgesOf(full: DiagramModel, shown: DiagramModel, traced: readonly TracedTransition[]): Set<string> {
  const as = shownAsIn(full, shown);
  const out = new Set<string>();
  for (const t of traced) {
    const [source, target] = [as(t.source), as(t.target)];
    for (const e of shown.edges) {
      if (e.source === source && e.target === target && e.event === t.event) out.add(e.id);
    }
  }
  return out;
}
