import { GameLog } from '../../src/core/log.ts';
import { setup } from 'xstate';
import { newDice } from '../../src/core/dice.ts';
import { mergeNamed } from '../../src/core/named.ts';
import type { StepMeta } from '../../src/core/step.ts';
import type { AwawEvent } from '../../src/awaw/events/index.ts';
import { freshBook, type AwawTurnContext, type AwawTurnInput } from '../../src/awaw/turn/context.ts';
import { airdropActions, airdropGuards } from './airdrop.actions.ts';
import { attackActions, attackGuards } from './attack.actions.ts';
import { attritionActions, attritionGuards } from './attrition.actions.ts';
import { exploitationActions, exploitationGuards } from './exploitation.actions.ts';
import { movementActions, movementGuards } from './movement.actions.ts';
import { stepGuards } from './step.guards.ts';
import { freeMoveNamed } from '../../src/core/free-move-machine.ts';
import { awawFreeMoves } from '../../src/awaw/rules/free-moves.ts';
import { turnActions, turnGuards } from './turn.actions.ts';

/** Free moves (R-FREE-MOVES): core's guard and action over AWAW's way of moving a counter. */
const freeMove = freeMoveNamed<AwawTurnContext, AwawEvent>(awawFreeMoves);

/**
 * The one `setup` of the AWAW turn: its types, and every guard and action by name. Guards are
 * one-liners into src/awaw/legal and src/awaw/rules; actions one-liners into src/awaw/apply.
 */
export const awawSetup = setup({
  types: { context: {} as AwawTurnContext, events: {} as AwawEvent, input: {} as AwawTurnInput, meta: {} as StepMeta },
  guards: mergeNamed('guard', {
    stepGuards, turnGuards, airdropGuards, attackGuards, exploitationGuards, attritionGuards, movementGuards,
    freeMoveGuards: freeMove.guards,
  }),
  actions: mergeNamed('action', {
    turnActions, airdropActions, attackActions, exploitationActions, attritionActions, movementActions,
    freeMoveActions: freeMove.actions,
  }),
});

/** The context a turn (or a segment on its own) starts from. */
export function initialContext(input: AwawTurnInput): AwawTurnContext {
  return { game: input.game, turn: freshBook(), dice: newDice(input.seed ?? 1), log: GameLog.empty };
}

export type AwawStateConfig = Parameters<typeof awawSetup.createStateConfig>[0];
