import { setup } from 'xstate';
import { newDice } from '../../src/core/dice.ts';
import { GameLog } from '../../src/core/log.ts';
import { mergeNamed } from '../../src/core/named.ts';
import type { DsEvent } from '../../src/ds/events/index.ts';
import type { StepMeta } from '../../src/ds/legal/index.ts';
import { freshBookkeeping, type DsTurnContext, type DsTurnInput } from '../../src/ds/turn/context.ts';
import { organizationActions, organizationGuards } from './administrative/organization.actions.ts';
import { politicalEventsActions, politicalEventsGuards } from './administrative/political-events.actions.ts';
import { supportAutomaticActions, supportAutomaticGuards } from './administrative/support/automatic.actions.ts';
import { beachheadMaintenanceActions, beachheadMaintenanceGuards } from './administrative/support/beachhead-maintenance.actions.ts';
import { blitzPlacementActions, blitzPlacementGuards } from './administrative/support/blitz-placement.actions.ts';
import { placementActions, placementGuards } from './administrative/support/placement.actions.ts';
import { attackActions, attackGuards } from './combat/attack.actions.ts';
import { blitzCombatActions, blitzCombatGuards } from './combat/blitz-combat.actions.ts';
import { markerSegmentActions, markerSegmentGuards } from './combat/marker-segment.actions.ts';
import { turnActions, turnGuards } from './turn.actions.ts';
import { freeMoveNamed } from '../../src/core/free-move-machine.ts';
import { dsFreeMoves } from '../../src/ds/rules/free-moves.ts';

/** Free moves (R-FREE-MOVES): core's guard and action over DS's way of moving a counter. */
const freeMove = freeMoveNamed<DsTurnContext, DsEvent>(dsFreeMoves);

/**
 * The one `setup` of the DS turn: its types, and every guard and action by name. Guards are
 * one-liners into src/ds/legal and src/ds/rules; actions are one-liners into src/ds/apply.
 */
export const dsSetup = setup({
  types: {
    context: {} as DsTurnContext,
    events: {} as DsEvent,
    input: {} as DsTurnInput,
    meta: {} as StepMeta,
  },
  // Merged with a check: a name declared in two files is a build error, not a silent override.
  guards: mergeNamed('guard', {
    turnGuards, politicalEventsGuards, supportAutomaticGuards, beachheadMaintenanceGuards,
    placementGuards, blitzPlacementGuards, organizationGuards,
    blitzCombatGuards, attackGuards, markerSegmentGuards, freeMoveGuards: freeMove.guards,
  }),
  actions: mergeNamed('action', {
    turnActions, politicalEventsActions, supportAutomaticActions, beachheadMaintenanceActions,
    placementActions, blitzPlacementActions, organizationActions,
    blitzCombatActions, attackActions, markerSegmentActions, freeMoveActions: freeMove.actions,
  }),
});

/** The context a turn (or a segment on its own) starts from. */
export function initialContext(input: DsTurnInput): DsTurnContext {
  return { game: input.game, turn: freshBookkeeping(), dice: newDice(input.seed ?? 1), log: GameLog.empty };
}
