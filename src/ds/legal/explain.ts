import type { Violation } from '../../core/violation.ts';
import type { DsEvent, DsEventType } from '../events/index.ts';
import type { DsTurnContext } from '../turn/context.ts';
import { checkOnce, type StepLegality } from './step.ts';
import { STEPS, STEP_BY_ID } from './steps.ts';

/** A state node as the sequence-of-play message reads it (xstate's StateNode has these). */
interface NodeLike {
  readonly id: string;
  readonly meta?: unknown;
  readonly states: Readonly<Record<string, NodeLike>>;
}

/** The parts of a turn-machine snapshot the legality API reads; no dependency on the machine itself. */
export interface TurnSnapshotLike {
  readonly context: DsTurnContext;
  readonly status: string;
  getMeta(): Record<string, unknown>;
  /** The machine, when the snapshot has it: lets a wrong-step answer name the step and the rule that orders them. */
  readonly machine?: { readonly root: NodeLike };
}

export interface StepMeta {
  readonly rule: string;
  readonly title: string;
  readonly explain: string;
  readonly actor: string;
}

/** The step the turn rests in now, with its meta; undefined once the machine has stopped. */
export function activeStep(s: TurnSnapshotLike): { step: StepLegality; meta: StepMeta } | undefined {
  if (s.status !== 'active') return undefined;
  const metas = s.getMeta();
  for (const id of Object.keys(metas)) {
    const step = STEP_BY_ID.get(id);
    if (step) return { step, meta: metas[id] as StepMeta };
  }
  return undefined;
}

/** Every concrete event the turn accepts now. */
export function legalActions(s: TurnSnapshotLike): DsEvent[] {
  const active = activeStep(s);
  if (!active) return [];
  const { step } = active;
  const listed = step.enumerate(s.context);
  // An exact enumerator already passed every event through the step's rule predicates.
  return step.exact ? [...listed] : listed.filter((e) => checkOnce(step, s.context, e).length === 0);
}

const stepsAccepting = (type: DsEventType): StepLegality[] => STEPS.filter((st) => st.accepts.includes(type));

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

/**
 * "Airdrop Landing comes after Blitz Combat — 4.1": the step `type` belongs to, placed against the
 * step the turn is in, with the rule of the nearest phase or segment holding both (the one that
 * orders them). Of several steps taking `type`, the next one in the turn is named, else the last.
 */
function orderingSentence(s: TurnSnapshotLike, here: string, title: string, type: DsEventType): string | undefined {
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
}

/** A step in words, "Blitz Marker Placement (2.2.4)", from its state node's meta when the machine is known. */
function stepTitle(s: TurnSnapshotLike, id: string): string {
  const node = s.machine ? orderOf(s.machine.root).get(id)?.path.at(-1) : undefined;
  const meta = metaOf(node);
  return meta.title ? `${meta.title} (${meta.rule ?? '—'})` : id.replace(/^ds\./, '');
}

/** Why `e` is not accepted now (empty when it is): the step's own check, or the sequence of play. */
export function explain(s: TurnSnapshotLike, e: DsEvent): readonly Violation[] {
  const active = activeStep(s);
  if (!active) return [{ rule: '—', code: 'sequence.turnOver', message: 'The turn is over: no more events are accepted.' }];
  const { step, meta } = active;
  if (step.accepts.includes(e.type)) return checkOnce(step, s.context, e);
  const ordering = orderingSentence(s, step.id, meta.title, e.type);
  const elsewhere = stepsAccepting(e.type).map((st) => stepTitle(s, st.id)).join(', ');
  return [{
    rule: meta.rule,
    code: 'sequence.notInThisStep',
    message: (ordering ? `${ordering}: ` : '') +
      `${e.type} is not an action of ${meta.title} (${meta.rule}); here you may ${step.accepts.join(', ')}.` +
      (elsewhere ? ` ${e.type} belongs to: ${elsewhere}.` : ''),
  }];
}
