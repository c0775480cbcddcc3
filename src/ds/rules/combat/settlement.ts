import type { CombatSide } from '../../model/combat.ts';
import { hexName } from '../../model/names.ts';
import type { DsGameState } from '../../model/state.ts';
import type { EventOf } from '../../events/index.ts';
import type { AttackUnderWay } from '../../turn/slices/combat.ts';
import type { OrganizationPlan } from '../organization/index.ts';
import { mayLoseAStep, stepLossPlan } from './after-api.ts';
import { onTheMap } from './forces.ts';
import { attackerCanRetreat, cannotRetreat, currentRetreat, nextTask, sideOfTask, unitsOwingLoss, type AttackTask } from './obligations.ts';

/** A line the settlement gives its reason in: the rule and the words for the log. */
export interface SettlementNote {
  readonly rule: string;
  readonly text: string;
}

/** The attack under way with what can no longer be owed dropped, and why (`settlement`). */
export interface Settlement {
  readonly underWay: AttackUnderWay;
  readonly notes: readonly SettlementNote[];
}

const canLose = (game: DsGameState, units: readonly string[]): boolean => mayLoseAStep(game, units);

/**
 * 4.2.4.1, 4.2.5.3, 4.2.6, EX-2: what can no longer be owed after a change to the attack: a force that
 * is gone, or has Retreated its full result; losses with no unit left to take them (4.2.6: "until ...
 * all of its units that took part in that combat are eliminated"). What the defender leaves
 * unsatisfied counts for Exploitation (EX-2). The machine asks this after each change of the attack
 * under way; the reducer writes the answer (apply/combat/obligations.ts `applySettlement`).
 */
export function settlement(game: DsGameState, u0: AttackUnderWay): Settlement {
  let u = u0;
  const notes: SettlementNote[] = [];
  if (u.awaitingAttackerChoice && !attackerCanRetreat(game, u)) {
    // CR-3, CR-4: "If Retreat is possible, the attacker chooses": it is not, so the step loss it is.
    notes.push({ rule: '4.2.4.1', text: `${u.result?.retreat?.kind ?? 'Ad'}: the attacking units cannot Retreat, so one of them must take a step loss` });
    u = { ...u, awaitingAttackerChoice: false, attackerResultLoss: true };
  }
  for (;;) {
    const r = currentRetreat(u);
    if (!r) break;
    const force = onTheMap(game, r.force);
    const owingLoss = u.conversionChosen || cannotRetreat(game, r);
    if (r.remaining > 0 && force.length > 0 && (!owingLoss || canLose(game, force))) break;
    if (r.remaining > 0) {
      notes.push({ rule: '4.2.5.3', text: force.length === 0
        ? `the retreating force is eliminated with ${r.remaining} Retreat hex(es) unsatisfied`
        : `the force in ${hexName(game, r.at)} can neither Retreat nor lose a step: ${r.remaining} Retreat hex(es) unsatisfied` });
      if (r.side === 'defender') u = { ...u, defenderUnsatisfied: u.defenderUnsatisfied + r.remaining };
    }
    u = { ...u, retreats: u.retreats.slice(1), conversionChosen: false };
  }
  if (u.attackerResultLoss && !canLose(game, onTheMap(game, u.attackingForce))) {
    notes.push({ rule: '4.2.6.1', text: 'no attacking unit is left to take the step loss' });
    u = { ...u, attackerResultLoss: false };
  }
  // CR-1, CR-9: Attrition is looked at only once every Retreat is over: a Retreat may eliminate
  // units, or bring in units that join by rout and must take part in the Attrition (RT-6).
  const retreatsOver = !u.awaitingAttackerChoice && !u.attackerResultLoss && !currentRetreat(u);
  if (retreatsOver && u.attrition.attacker > 0 && !canLose(game, onTheMap(game, u.attackingForce))) {
    notes.push({ rule: '4.2.6', text: `no attacking unit is left to lose a step: ${u.attrition.attacker} attacker Attrition unsatisfied` });
    u = { ...u, attrition: { ...u.attrition, attacker: 0 } };
  }
  if (retreatsOver && u.attrition.defender > 0 && !canLose(game, onTheMap(game, u.defendingForce))) {
    notes.push({ rule: '4.2.6', text: `no defending unit is left to lose a step: ${u.attrition.defender} defender Attrition unsatisfied` });
    u = { ...u, defenderUnsatisfied: u.defenderUnsatisfied + u.attrition.defender, attrition: { ...u.attrition, defender: 0 } };
  }
  if (u.exploiting && !onTheMap(game, [u.exploiting.unit]).length) u = { ...u, exploiting: undefined };
  return { underWay: u, notes };
}

/** What a LOSE_STEP pays for and how it is carried out: the task owing it, its side and the Eliminating Steps plan. */
export interface StepLossDecision {
  readonly task: AttackTask;
  readonly side: CombatSide;
  readonly plan: OrganizationPlan;
}

/** 4.2.6, 4.2.6.2: the step loss `e` as the rules carry it out now (asked by the machine once the step's check accepted `e`). */
export function stepLossDecision(game: DsGameState, u: AttackUnderWay, e: EventOf<'LOSE_STEP'>): StepLossDecision {
  const task = nextTask(game, u);
  const side = sideOfTask(task);
  const plan = stepLossPlan(game, u.mode, side, unitsOwingLoss(game, u, task), side === 'attacker' && !u.attackerLostAStep, e, u.declaration)!;
  return { task, side, plan };
}
