import type { Violation } from '../../core/violation.ts';
import type { DsEvent, DsEventType } from '../events/index.ts';
import type { DsTurnContext } from '../turn/context.ts';
import type { StepLegality } from './step.ts';
import { STEPS, STEP_BY_ID } from './steps.ts';

/** The parts of a turn-machine snapshot the legality API reads; no dependency on the machine itself. */
export interface TurnSnapshotLike {
  readonly context: DsTurnContext;
  readonly status: string;
  getMeta(): Record<string, unknown>;
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
  return active.step.enumerate(s.context).filter((e) => active.step.check(s.context, e).length === 0);
}

const stepsAccepting = (type: DsEventType): StepLegality[] => STEPS.filter((st) => st.accepts.includes(type));

/** Why `e` is not accepted now (empty when it is): the step's own check, or the sequence of play. */
export function explain(s: TurnSnapshotLike, e: DsEvent): readonly Violation[] {
  const active = activeStep(s);
  if (!active) return [{ rule: '—', code: 'sequence.turnOver', message: 'The turn is over: no more events are accepted.' }];
  const { step, meta } = active;
  if (step.accepts.includes(e.type)) return step.check(s.context, e);
  const elsewhere = stepsAccepting(e.type).map((st) => st.id.replace(/^ds\./, '')).join(', ');
  return [{
    rule: meta.rule,
    code: 'sequence.notInThisStep',
    message: `${e.type} is not an action of ${meta.title} (${meta.rule}); here you may ${step.accepts.join(', ')}.` +
      (elsewhere ? ` ${e.type} belongs to: ${elsewhere}.` : ''),
  }];
}
