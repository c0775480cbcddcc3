import { eventOf } from '../../core/step.ts';
import { sideOf } from '../model/ids.ts';
import { unit } from '../model/queries.ts';
import { endOfPhaseOverstacks, remedyChoices } from '../rules/movement/stacking.ts';
import type { AwawTurnContext } from '../turn/context.ts';
import { movementOf } from '../turn/movement-book.ts';
import { violation } from './step.ts';
import { MOVEMENT_STEP_IDS, type MovementStepLegality, type TurnEvent } from './movement-step.ts';

/**
 * The end of the movement phase (12.15, 12.16, 12.17; SK-7, SK-9, SK-10, OV-12): every overstack the
 * phase allowed for a while is remedied now, the player choosing which excess units are eliminated
 * (12.15: first those that did not attempt the overrun). Ground movement is over (13.11).
 */

/** The overstacks of the phasing side still standing. */
export const phasingOverstacks = (ctx: AwawTurnContext) => endOfPhaseOverstacks(ctx.game).filter((o) => sideOf(o.faction) === ctx.game.info.phasing);

/** The units the player may eliminate now, each once. */
export function excessChoices(ctx: AwawTurnContext): string[] {
  const book = movementOf(ctx.turn);
  return [...new Set(phasingOverstacks(ctx).flatMap((o) => remedyChoices(ctx.game, book, o).map((u) => u.id)))];
}

/** One step config for the end of regular movement and of exploitation movement (12.15: "as the case may be"). */
export const overstackStep = (id: string): MovementStepLegality => ({
  id,
  // The step ends by itself once no hex is overstacked (the machine's noOverstack): no DONE to send.
  accepts: ['ELIMINATE_EXCESS'],
  exact: true,
  check(ctx, e) {
    const x = eventOf(e, 'ELIMINATE_EXCESS')!;
    return excessChoices(ctx).includes(x.unit) ? [] : [violation('12.15', 'overstack.notExcess', `${unit(ctx.game, x.unit)?.name ?? x.unit} is not an excess unit of an overstack to remedy (12.15, 12.17)`)];
  },
  enumerate: (ctx) => excessChoices(ctx).map((u): TurnEvent => ({ type: 'ELIMINATE_EXCESS', unit: u })),
});

export const overstack = overstackStep(MOVEMENT_STEP_IDS.overstack);
export const exploitationOverstack = overstackStep(MOVEMENT_STEP_IDS.exploitationOverstack);
