import { setup } from 'xstate';
import { newDice } from '../../src/core/dice.ts';
import { GameLog } from '../../src/core/log.ts';
import { mergeNamed } from '../../src/core/named.ts';
import type { StepMeta } from '../../src/core/step.ts';
import type { OcsEvent } from '../../src/ocs/events/index.ts';
import { freshBookkeeping, type OcsTurnContext, type OcsTurnInput } from '../../src/ocs/turn/context.ts';
import { freeMoveNamed } from '../../src/core/free-move-machine.ts';
import { ocsFreeMoves } from '../../src/ocs/rules/free-moves.ts';
import { ocsActions } from './actions.ts';
import { ocsGuards } from './guards.ts';

/** Free moves (R-FREE-MOVES): core's guard and action over OCS's way of moving a piece. */
const freeMove = freeMoveNamed<OcsTurnContext, OcsEvent>(ocsFreeMoves);

/**
 * The one `setup` of the OCS turn: its types, and every guard and action by name. Guards are
 * one-liners into src/ocs/legal and src/ocs/rules; actions are one-liners into src/ocs/apply.
 */
export const ocsSetup = setup({
  types: {
    context: {} as OcsTurnContext,
    events: {} as OcsEvent,
    input: {} as OcsTurnInput,
    meta: {} as StepMeta,
  },
  guards: mergeNamed('guard', { ocsGuards, freeMoveGuards: freeMove.guards }),
  actions: mergeNamed('action', { ocsActions, freeMoveActions: freeMove.actions }),
});

export const initialContext = (input: OcsTurnInput): OcsTurnContext =>
  ({ game: input.game, turn: freshBookkeeping(), dice: newDice(input.seed ?? 1), log: GameLog.empty });

export type OcsStateConfig = Parameters<typeof ocsSetup.createStateConfig>[0];
