import {
  applyAttritionLoss, applyAttritionOption, applyAttritionRoll, applyAutoAttritionLosses, applyDeclareAttrition, applyFinishAttrition,
  applyLeaveOut, applyLossesDone, applyOccupy, applyRetreat, applyRetreatEliminations, applySelectionDone, applyStartRetreats,
} from '../../src/awaw/apply/attrition.ts';
import { eventOf } from '../../src/awaw/legal/step.ts';
import { nextAttritionTask, type AttritionTask } from '../../src/awaw/rules/attrition-procedure.ts';
import { update, type AwawActionArgs } from './update.ts';

/** Guards and actions of attrition combat (14). */
export const attritionGuards = {
  /** 14.11: what the attrition waits for next (src/awaw/rules/attrition-procedure.ts). */
  attritionAwaits: ({ context }: AwawActionArgs, params: { task: AttritionTask }) => nextAttritionTask(context.game, context.turn) === params.task,
};

export const attritionActions = {
  declareAttrition: update(({ context, event }) => applyDeclareAttrition(context, eventOf(event, 'ATTRITION')!)),
  leaveOut: update(({ context, event }) => applyLeaveOut(context, eventOf(event, 'LEAVE_OUT')!.unit)),
  rollAttrition: update(({ context, event }) => applyAttritionRoll(context, eventOf(event, 'ROLL')!.value)),
  take2C: update(({ context }) => applyAttritionOption(context, true)),
  keepAttritionResult: update(({ context }) => applyAttritionOption(context, false)),
  attritionLoss: update(({ context, event }) => applyAttritionLoss(context, eventOf(event, 'LOSE')!.unit)),
  autoAttritionLosses: update(({ context }) => applyAutoAttritionLosses(context)),
  attritionLossesDone: update(({ context }) => applyLossesDone(context)),
  occupy: update(({ context, event }) => applyOccupy(context, eventOf(event, 'OCCUPY')!)),
  selectionChosen: update(({ context }) => applySelectionDone(context, true)),
  selectionOver: update(({ context }) => applySelectionDone(context, false)),
  startRetreats: update(({ context }) => applyStartRetreats(context)),
  retreatEliminations: update(({ context }) => applyRetreatEliminations(context)),
  retreat: update(({ context, event }) => applyRetreat(context, eventOf(event, 'RETREAT')!)),
  finishAttrition: update(({ context }) => applyFinishAttrition(context)),
};
