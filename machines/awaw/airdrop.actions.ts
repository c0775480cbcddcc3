import { applyAirdrop, applyIntercept } from '../../src/awaw/apply/airdrop.ts';
import { defenderCanIntercept, pendingDrops } from '../../src/awaw/legal/airdrop.ts';
import { STEP_BY_ID } from '../../src/awaw/legal/steps.ts';
import { airdropStepId } from '../../src/awaw/legal/step-ids.ts';
import { eventOf } from '../../src/awaw/legal/step.ts';
import type { CombatMode } from '../../src/awaw/model/combat.ts';
import { update, type AwawActionArgs } from './update.ts';

/** Guards and actions of the airdrops (10.5) before regular and exploitation combat. */
export const airdropGuards = {
  /** 10.52: no unit of the phasing side can airdrop now. */
  noAirdropPossible: ({ context }: AwawActionArgs, params: { mode: CombatMode }) =>
    STEP_BY_ID.get(airdropStepId(params.mode, 'airdrop'))!.enumerate(context).every((e) => e.type === 'DONE'),
  /** 10.54: no airdrop to intercept, or no defending air to do it. */
  noInterception: ({ context }: AwawActionArgs, params: { mode: CombatMode }) => pendingDrops(context, params.mode).length === 0 || !defenderCanIntercept(context),
};

export const airdropActions = {
  regularAirdrop: update(({ context, event }) => applyAirdrop(context, 'regular', eventOf(event, 'AIRDROP')!)),
  exploitationAirdrop: update(({ context, event }) => applyAirdrop(context, 'exploitation', eventOf(event, 'AIRDROP')!)),
  intercept: update(({ context, event }) => applyIntercept(context, eventOf(event, 'INTERCEPT')!)),
};
