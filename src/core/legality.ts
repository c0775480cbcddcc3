import { checkOnce, type EventGroup, type FreeMover, type LegalActionsOptions, type RulesetEvent, type StepLegality, type StepMeta } from './step.ts';
import type { Violation } from './violation.ts';

/** A state node as the sequence-of-play message reads it (xstate's StateNode has these). */
export interface NodeLike {
  readonly id: string;
  readonly key?: string;
  readonly meta?: unknown;
  readonly states: Readonly<Record<string, NodeLike>>;
}

/** The parts of a turn-machine snapshot the legality services read; no dependency on a machine. */
export interface TurnSnapshotLike<C> {
  readonly context: C;
  readonly status: string;
  getMeta(): Record<string, unknown>;
  /** The machine, when the snapshot has it: lets a wrong-step answer name the step and the rule that orders them. */
  readonly machine?: { readonly root: NodeLike };
}

/** The step the turn rests in, with its meta. */
export interface ActiveStep<C, E extends RulesetEvent> {
  readonly step: StepLegality<C, E>;
  readonly meta: StepMeta;
}

/**
 * The one source of legality of a ruleset, built once from its steps: the step the turn rests in,
 * every concrete event legal there, and why any other event is not. For every event e,
 * `snapshot.can(e)` ⇔ e ∈ `legalActions` ⇔ `explain(e)` is empty (the machine's guards call the
 * same checks, through `allowedIn`).
 */
export interface Legality<C, E extends RulesetEvent> {
  readonly steps: readonly StepLegality<C, E>[];
  readonly stepById: ReadonlyMap<string, StepLegality<C, E>>;
  activeStep(s: TurnSnapshotLike<C>): ActiveStep<C, E> | undefined;
  /**
   * Every event legal now; with `{ freeMoves: false }` the rules' actions alone, without the free
   * moves of R-FREE-MOVES (what a walk through the rules and the legality benchmarks list).
   */
  legalActions(s: TurnSnapshotLike<C>, options?: LegalActionsOptions): E[];
  /**
   * The same events as `legalActions`, as compact groups (one group per event where the step has no
   * compact form): what the guide lists, so a step with thousands of events makes none of them.
   */
  legalGroups(s: TurnSnapshotLike<C>, options?: LegalActionsOptions): readonly EventGroup<E>[];
  /**
   * The counters that may move freely now (R-FREE-MOVES), each with its moves worked out when asked
   * for: the free moves of `legalActions`, counter by counter, without listing them (none: empty).
   */
  freeMovers(s: TurnSnapshotLike<C>): readonly FreeMover<E>[];
  explain(s: TurnSnapshotLike<C>, e: E): readonly Violation[];
}

interface Placed { readonly order: number; readonly path: readonly NodeLike[] }

/** Every state node of the machine in document order, with its ancestors (root first). */
function nodeOrder(root: NodeLike): Map<string, Placed> {
  const out = new Map<string, Placed>();
  const visit = (n: NodeLike, path: readonly NodeLike[]): void => {
    const here = [...path, n];
    out.set(n.id, { order: out.size, path: here });
    for (const c of Object.values(n.states)) visit(c, here);
  };
  visit(root, []);
  return out;
}
const orders = new WeakMap<NodeLike, Map<string, Placed>>();
const orderOf = (root: NodeLike): Map<string, Placed> => {
  let m = orders.get(root);
  if (!m) { m = nodeOrder(root); orders.set(root, m); }
  return m;
};
const metaOf = (n: NodeLike | undefined): Partial<StepMeta> => (n?.meta ?? {}) as Partial<StepMeta>;

/** Builds the legality services of a ruleset from its steps; a step id declared twice is a build error. */
export function legalityOf<C extends object, E extends RulesetEvent>(steps: readonly StepLegality<C, E>[]): Legality<C, E> {
  const stepById = new Map<string, StepLegality<C, E>>();
  for (const s of steps) {
    if (stepById.has(s.id)) throw new Error(`two legality objects for step ${s.id}`);
    stepById.set(s.id, s);
  }
  const stepsAccepting = (type: string): StepLegality<C, E>[] => steps.filter((st) => (st.accepts as readonly string[]).includes(type));

  const activeStep = (s: TurnSnapshotLike<C>): ActiveStep<C, E> | undefined => {
    if (s.status !== 'active') return undefined;
    const metas = s.getMeta();
    for (const id of Object.keys(metas)) {
      const step = stepById.get(id);
      if (step) return { step, meta: metas[id] as StepMeta };
    }
    return undefined;
  };

  /**
   * "Airdrop Landing comes after Blitz Combat — 4.1": the step `type` belongs to, placed against the
   * step the turn is in, with the rule of the nearest phase or segment holding both (the one that
   * orders them). Of several steps taking `type`, the next one in the turn is named, else the last.
   */
  const orderingSentence = (s: TurnSnapshotLike<C>, here: string, title: string, type: string): string | undefined => {
    if (!s.machine) return undefined;
    const order = orderOf(s.machine.root);
    const at = order.get(here);
    if (!at) return undefined;
    const others = stepsAccepting(type).map((st) => order.get(st.id)).filter((p): p is Placed => p !== undefined)
      .sort((a, b) => a.order - b.order);
    const other = others.find((p) => p.order > at.order) ?? others.at(-1);
    if (!other) return undefined;
    let common: NodeLike | undefined;
    for (let i = 0; i < Math.min(at.path.length, other.path.length) && at.path[i] === other.path[i]; i++) common = at.path[i];
    const rule = metaOf(common).rule;
    const otherTitle = metaOf(other.path.at(-1)).title ?? other.path.at(-1)!.id;
    return `${otherTitle} comes ${other.order > at.order ? 'after' : 'before'} ${title}${rule && rule !== '—' ? ` — ${rule}` : ''}`;
  };

  /** A step in words, "Blitz Marker Placement (2.2.4)", from its state node's meta when the machine is known. */
  const stepTitle = (s: TurnSnapshotLike<C>, id: string): string => {
    const node = s.machine ? orderOf(s.machine.root).get(id)?.path.at(-1) : undefined;
    const meta = metaOf(node);
    return meta.title ? `${meta.title} (${meta.rule ?? '—'})` : id.replace(/^[^.]*\./, '');
  };

  // A step with a compact form lists the same events through `enumerate` (the harnesses compare
  // the two on every state they reach): its enumerator may share events made once, where expanding
  // the groups would make thousands of new objects per call.
  const legalActions = (s: TurnSnapshotLike<C>, options?: LegalActionsOptions): E[] => {
    const active = activeStep(s);
    if (!active) return [];
    const { step } = active;
    const listed = step.enumerate(s.context);
    // An exact enumerator already passed every event through the step's rule predicates.
    const rules = step.exact ? [...listed] : listed.filter((e) => checkOnce(step, s.context, e).length === 0);
    if (options?.freeMoves === false || !step.enumerateFreeMoves) return rules;
    for (const e of step.enumerateFreeMoves(s.context)) rules.push(e);
    return rules;
  };

  return {
    steps,
    stepById,
    activeStep,
    legalActions,
    legalGroups(s, options) {
      const step = activeStep(s)?.step;
      // Groups are not checked again: only an exact step's are taken as they come.
      const rules = step?.enumerateGroups && step.exact ? step.enumerateGroups(s.context) : legalActions(s, { freeMoves: false }).map((base) => ({ base }));
      if (options?.freeMoves === false || !step?.enumerateFreeMoveGroups) return rules;
      return [...rules, ...step.enumerateFreeMoveGroups(s.context)];
    },
    freeMovers(s) {
      const step = activeStep(s)?.step;
      return step?.enumerateFreeMovers?.(s.context) ?? [];
    },
    explain(s, e) {
      const active = activeStep(s);
      if (!active) return [{ rule: '—', code: 'sequence.turnOver', message: 'The turn is over: no more events are accepted.' }];
      const { step, meta } = active;
      if ((step.accepts as readonly string[]).includes(e.type)) return checkOnce(step, s.context, e);
      const ordering = orderingSentence(s, step.id, meta.title, e.type);
      const elsewhere = stepsAccepting(e.type).map((st) => stepTitle(s, st.id)).join(', ');
      return [{
        rule: meta.rule,
        code: 'sequence.notInThisStep',
        message: (ordering ? `${ordering}: ` : '') +
          `${e.type} is not an action of ${meta.title} (${meta.rule}); here you may ${step.accepts.join(', ')}.` +
          (elsewhere ? ` ${e.type} belongs to: ${elsewhere}.` : ''),
      }];
    },
  };
}
