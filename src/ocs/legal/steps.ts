import { freeMoveConfirmStep } from '../../core/free-move.ts';
import { confirmStep, type StepLegality } from '../../core/step.ts';
import { ocsFreeMoves } from '../rules/free-moves.ts';
import type { OcsEvent } from '../events/index.ts';
import type { OcsTurnContext } from '../turn/context.ts';
import { declareStep } from './declare.ts';
import { movesStep } from './movement.ts';
import { procedureSteps } from './procedure.ts';
import { specializedSteps } from './specialized.ts';
import { CONFIRM_IDS, MOVEMENTS, PROCEDURES } from './step-ids.ts';

/** The confirm steps of the phasing player's own phases, where they may move pieces freely (R-FREE-MOVES). */
const FREE_MOVE_IDS: readonly string[] = [
  CONFIRM_IDS.aircraftRefit, CONFIRM_IDS.reinforcement, CONFIRM_IDS.supply, CONFIRM_IDS.combatBarrage, CONFIRM_IDS.exploitBarrage, CONFIRM_IDS.cleanUp,
];

/** Every step of the OCS turn that takes events, by its state node id. */
export const OCS_STEPS: readonly StepLegality<OcsTurnContext, OcsEvent>[] = [
  ...Object.values(CONFIRM_IDS).map((id) => (FREE_MOVE_IDS.includes(id)
    ? freeMoveConfirmStep<OcsTurnContext, OcsEvent>(id, ocsFreeMoves) : confirmStep<OcsTurnContext, OcsEvent>(id))),
  ...Object.values(MOVEMENTS).flatMap((m) => [movesStep(m), ...specializedSteps(m.prefix)]),
  declareStep(PROCEDURES.combat), declareStep(PROCEDURES.exploitation),
  ...Object.values(PROCEDURES).flatMap((p) => [...procedureSteps(p), ...specializedSteps(p.prefix)]),
];
