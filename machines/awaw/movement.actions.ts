import { applyEliminate, applyEliminateExcess, applyEndOfMovementPhase, applyGroundMovementDone, applyMove } from '../../src/awaw/apply/movement.ts';
import { applyDeclareOverrun, applyOverrunAir, applyResolveOverrun } from '../../src/awaw/apply/overrun.ts';
import { applyBuildPartisan, applyPartisanBrpLosses } from '../../src/awaw/apply/partisans.ts';
import { overrunDefensiveAirPossible, overrunInterceptionPossible } from '../../src/awaw/legal/overrun.ts';
import { phasingOverstacks } from '../../src/awaw/legal/overstack.ts';
import { STEP_BY_ID } from '../../src/awaw/legal/steps.ts';
import { STEP_IDS } from '../../src/awaw/legal/step-ids.ts';
import { eventOf } from '../../src/awaw/legal/step.ts';
import { update, type AwawActionArgs } from './update.ts';

/** Guards and actions of the movement phase (13), overruns (13.5), overstacks (12.15) and partisans (11). */
export const movementGuards = {
  /** 13.53: the defender has no air to fly defensive air support for the units overrun (or they are partisans, 11.44). */
  noOverrunDefensiveAir: ({ context }: AwawActionArgs) => !overrunDefensiveAirPossible(context),
  /** 13.53: no defensive air support flew, or the attacker has no uncommitted air to intercept it. */
  noOverrunInterception: ({ context }: AwawActionArgs) => !overrunInterceptionPossible(context),
  /** 12.15, 12.17: no hex of the phasing side is overstacked. */
  noOverstack: ({ context }: AwawActionArgs) => phasingOverstacks(context).length === 0,
  /** 16.31, 13.51: no exploiting armor can move or overrun. */
  noExploitationMove: ({ context }: AwawActionArgs) => STEP_BY_ID.get(STEP_IDS.exploitationMovement)!.enumerate(context).every((e) => e.type === 'DONE'),
};

export const movementActions = {
  eliminate: update(({ context, event }) => applyEliminate(context, eventOf(event, 'ELIMINATE')!)),
  moveUnits: update(({ context, event }) => applyMove(context, eventOf(event, 'MOVE')!)),
  declareRegularOverrun: update(({ context, event }) => applyDeclareOverrun(context, eventOf(event, 'OVERRUN')!, 'regular')),
  declareExploitationOverrun: update(({ context, event }) => applyDeclareOverrun(context, eventOf(event, 'OVERRUN')!, 'exploitation')),
  overrunAir: update(({ context, event }) => applyOverrunAir(context, event)),
  resolveOverrun: update(({ context }) => applyResolveOverrun(context)),
  groundMovementDone: update(({ context }) => applyGroundMovementDone(context)),
  eliminateExcess: update(({ context, event }) => applyEliminateExcess(context, eventOf(event, 'ELIMINATE_EXCESS')!)),
  endMovementPhase: update(({ context }) => applyEndOfMovementPhase(context)),
  partisanBrpLosses: update(({ context }) => applyPartisanBrpLosses(context)),
  buildPartisan: update(({ context, event }) => applyBuildPartisan(context, eventOf(event, 'BUILD_PARTISAN')!)),
};
