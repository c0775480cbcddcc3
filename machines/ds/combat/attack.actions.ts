import {
  applyAdvance, applyAttackerChoice, applyExploit, applyFinishAttack, applyLoseStep, applyRetreat, applyVoluntaryConversion,
} from '../../../src/ds/apply/combat/after.ts';
import {
  applyCombatResult, applyCombatRoll, applyDeclareAttack, applyDefensiveSupport, applyPassDefensiveSupport, applyResolveOdds,
} from '../../../src/ds/apply/combat/declare.ts';
import { applySettlement } from '../../../src/ds/apply/combat/obligations.ts';
import { nextTask, type AttackTask } from '../../../src/ds/rules/combat/obligations.ts';
import { settlement, stepLossDecision } from '../../../src/ds/rules/combat/settlement.ts';
import type { DsTurnContext } from '../../../src/ds/turn/context.ts';
import { COMBAT_STEP_BY_ID } from '../../../src/ds/legal/combat.ts';
import { allowedIn, eventOf } from '../../../src/ds/legal/step.ts';
import { isMarkerOnlyHex, mayGiveDefensiveSupport } from '../../../src/ds/rules/combat/attack-api.ts';
import type { CombatMode } from '../../../src/ds/model/combat.ts';
import { update, type DsActionArgs } from '../update.ts';

/** Guards and actions of the Attack Sequence (4.2.1, 4.2.2), shared by Blitz and Regular Combat. */
export const attackGuards = {
  /** The step's own legality check (src/ds/legal/combat.ts), by the step's state node id. */
  combatStepAllowed: ({ context, event }: DsActionArgs, params: { step: string }) => allowedIn(COMBAT_STEP_BY_ID.get(params.step)!)({ context, event }),
  /** AT-20: the declared hex holds only enemy Detachment/Logistics markers. */
  attackOnMarkerOnlyHex: ({ context, event }: DsActionArgs) => isMarkerOnlyHex(context.game, eventOf(event, 'ATTACK')?.target ?? '', context.game.game.phasing),
  /** 4.2.2 Step 2: the defender has no HQ it could use for Ranged Support. */
  noDefensiveSupportOption: ({ context: { game, turn: { combat } } }: DsActionArgs, params: { mode: CombatMode }) => !mayGiveDefensiveSupport(game, params.mode, combat.underWay!.declaration, combat.underWay!.defender, combat[params.mode]),
  /** What the attack waits for next (Steps 6-8). */
  attackAwaits: ({ context }: DsActionArgs, params: { task: AttackTask }) => nextTask(context.game, context.turn.combat.underWay!) === params.task,
};

/**
 * A reducer of the attack under way, then the rules' settlement of what the change leaves owed
 * (`settlement`: a force gone or done Retreating, losses no unit is left to take), written by
 * `applySettlement`: the machine asks the rules, the reducers apply.
 */
const settled = (fn: (args: DsActionArgs) => Partial<DsTurnContext>) => update((args) => {
  const out = fn(args);
  const underWay = (out.turn ?? args.context.turn).combat.underWay!;
  const s = settlement(out.game ?? args.context.game, underWay);
  // Nothing dropped, nothing to say (the usual case): the reducer's answer as it is.
  if (s.underWay === underWay && s.notes.length === 0) return out;
  return { ...out, ...applySettlement({ ...args.context, ...out }, s) };
});

export const attackActions = {
  declareBlitzAttack: settled(({ context, event }) => applyDeclareAttack(context, 'blitz', eventOf(event, 'ATTACK')!)),
  declareRegularAttack: settled(({ context, event }) => applyDeclareAttack(context, 'regular', eventOf(event, 'ATTACK')!)),
  giveDefensiveSupport: settled(({ context, event }) => applyDefensiveSupport(context, eventOf(event, 'DEFENSIVE_SUPPORT')!)),
  passDefensiveSupport: settled(({ context }) => applyPassDefensiveSupport(context)),
  resolveOdds: settled(({ context }) => applyResolveOdds(context)),
  rollCombatDie: settled(({ context, event }) => applyCombatRoll(context, eventOf(event, 'ROLL')!)),
  enterCombatResult: settled(({ context, event }) => applyCombatResult(context, eventOf(event, 'COMBAT_RESULT')!)),
  chooseAttackerResult: settled(({ context, event }) => applyAttackerChoice(context, eventOf(event, 'ATTACKER_CHOICE')!)),
  retreatOneHex: settled(({ context, event }) => applyRetreat(context, eventOf(event, 'RETREAT')!)),
  convertRetreatHex: settled(({ context }) => applyVoluntaryConversion(context)),
  loseStep: settled(({ context, event }) => {
    const e = eventOf(event, 'LOSE_STEP')!;
    return applyLoseStep(context, e, stepLossDecision(context.game, context.turn.combat.underWay!, e));
  }),
  advanceAfterCombat: settled(({ context, event }) => applyAdvance(context, eventOf(event, 'ADVANCE')!)),
  exploit: settled(({ context, event }) => applyExploit(context, eventOf(event, 'EXPLOIT')!)),
  finishAttack: update(({ context }) => applyFinishAttack(context)),
};
