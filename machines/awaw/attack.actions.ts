import {
  applyAdvance, applyAnotherRound, applyAttackOver, applyAutoLoss, applyChooseResult, applyCombatRoll, applyDeclareAttack,
  applyDefensiveAir, applyFinishAttack, applyGroundSupport, applyLose, applyLoseAir, applyStartRound,
} from '../../src/awaw/apply/attack.ts';
import { applyStrandedAirborne } from '../../src/awaw/apply/airdrop.ts';
import { eventOf } from '../../src/awaw/legal/step.ts';
import { attackOptions, maxGroundSupport, noDefensiveAir } from '../../src/awaw/legal/attack.ts';
import type { CombatMode } from '../../src/awaw/model/combat.ts';
import { nextAttackTask, type AttackTask } from '../../src/awaw/rules/procedure.ts';
import { update, type AwawActionArgs } from './update.ts';

type Side = 'attacker' | 'defender';

/** Guards and actions of the attack procedure (15.4-15.9), shared by regular and exploitation combat. */
export const attackGuards = {
  /** 15.5-15.9: what the attack waits for next (src/awaw/rules/procedure.ts). */
  attackAwaits: ({ context }: AwawActionArgs, params: { task: AttackTask }) => nextAttackTask(context.game, context.turn) === params.task,
  /** 15.52: below 1:4 there is no die. */
  belowOneToFour: ({ context }: AwawActionArgs) => context.turn.attack?.round?.column === 'below 1:4',
  /** 15.51: the attacker has no air to fly ground support (or the 3:1 limit leaves none). */
  noGroundSupportChoice: ({ context }: AwawActionArgs) => maxGroundSupport(context.game, context.turn, context.turn.attack!.attackers) === 0,
  /** 15.51: the defender has no air to fly defensive air support. */
  noDefensiveAirChoice: ({ context }: AwawActionArgs) => noDefensiveAir(context.game, context.turn, context.turn.attack!),
  /** 16.41: no exploitation attack can be made. */
  noAttackPossible: ({ context }: AwawActionArgs, params: { mode: CombatMode }) => attackOptions(context.game, context.turn, params.mode).length === 0,
};

export const attackActions = {
  declareRegularAttack: update(({ context, event }) => applyDeclareAttack(context, 'regular', eventOf(event, 'ATTACK')!)),
  declareExploitationAttack: update(({ context, event }) => applyDeclareAttack(context, 'exploitation', eventOf(event, 'ATTACK')!)),
  commitGroundSupport: update(({ context, event }) => applyGroundSupport(context, eventOf(event, 'GROUND_SUPPORT')?.factors ?? 0)),
  commitDefensiveAir: update(({ context, event }) => applyDefensiveAir(context, eventOf(event, 'DEFENSIVE_AIR')?.factors ?? 0, eventOf(event, 'DEFENSIVE_AIR')?.faction)),
  startRound: update(({ context }) => applyStartRound(context)),
  rollCombatDie: update(({ context, event }) => applyCombatRoll(context, eventOf(event, 'ROLL')!.value)),
  attackerChooses: update(({ context, event }) => applyChooseResult(context, 'attacker', eventOf(event, 'CHOOSE_RESULT')?.result)),
  defenderChooses: update(({ context, event }) => applyChooseResult(context, 'defender', eventOf(event, 'CHOOSE_RESULT')?.result)),
  attackerLoses: update(({ context, event }) => loss(context, 'attacker', event)),
  defenderLoses: update(({ context, event }) => loss(context, 'defender', event)),
  attackerAutoLoss: update(({ context }) => applyAutoLoss(context, 'attacker')),
  defenderAutoLoss: update(({ context }) => applyAutoLoss(context, 'defender')),
  anotherRound: update(({ context }) => applyAnotherRound(context)),
  abandonAttack: update(({ context }) => applyAttackOver(context, true)),
  attackOver: update(({ context }) => applyAttackOver(context, false)),
  advanceAfterCombat: update(({ context, event }) => applyAdvance(context, eventOf(event, 'ADVANCE')!)),
  finishAttack: update(({ context }) => applyFinishAttack(context)),
  regularAttacksDone: update(({ context }) => applyStrandedAirborne(context, 'regular')),
  exploitationAttacksDone: update(({ context }) => applyStrandedAirborne(context, 'exploitation')),
};

function loss(context: AwawActionArgs['context'], side: Side, event: AwawActionArgs['event']) {
  const l = eventOf(event, 'LOSE');
  return l ? applyLose(context, side, l.unit) : applyLoseAir(context, side, eventOf(event, 'LOSE_AIR')!.factors);
}
