import { legalityOf, type ActiveStep, type TurnSnapshotLike as CoreSnapshotLike } from '../../core/legality.ts';
import type { LegalActionsOptions, StepMeta } from '../../core/step.ts';
import type { DsEvent } from '../events/index.ts';
import type { DsTurnContext } from '../turn/context.ts';
import { STEPS } from './steps.ts';

export type { StepMeta };

/** The parts of a DS turn snapshot the legality API reads; no dependency on the machine itself. */
export type TurnSnapshotLike = CoreSnapshotLike<DsTurnContext>;

/** The one source of legality of the DS turn (src/core/legality.ts), built from its steps. */
export const DS_LEGALITY = legalityOf<DsTurnContext, DsEvent>(STEPS);

/** The step the turn rests in now, with its meta; undefined once the machine has stopped. */
export const activeStep = (s: TurnSnapshotLike): ActiveStep<DsTurnContext, DsEvent> | undefined => DS_LEGALITY.activeStep(s);
/** Every concrete event the turn accepts now; `{ freeMoves: false }`: the rules' actions alone. */
export const legalActions = (s: TurnSnapshotLike, options?: LegalActionsOptions): DsEvent[] => DS_LEGALITY.legalActions(s, options);
/** Why `e` is not accepted now (empty when it is): the step's own check, or the sequence of play. */
export const explain = (s: TurnSnapshotLike, e: DsEvent) => DS_LEGALITY.explain(s, e);
