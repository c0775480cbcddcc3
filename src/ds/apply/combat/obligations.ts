import { logEntry, type LogEntry } from '../../../core/log.ts';
import type { DsGameState } from '../../model/state.ts';
import { counterName, hexName } from '../../model/names.ts';
import { stepLossOptions } from '../../rules/combat/after-api.ts';
import type { CombatSide } from '../../model/combat.ts';
import { attackerCanRetreat, cannotRetreat, currentRetreat, exploitationDistanceOf, nextTask } from '../../rules/combat/obligations.ts';
import { onTheMap } from '../../rules/combat/forces.ts';
import type { AttackUnderWay } from '../../turn/slices/combat.ts';

const canLose = (game: DsGameState, u: AttackUnderWay, side: CombatSide, units: readonly string[]): boolean =>
  units.length > 0 && stepLossOptions(game, u.mode, side, units, side === 'attacker' && !u.attackerLostAStep, u.declaration).length > 0;

/**
 * Drops what can no longer be owed, and logs why: a force that is gone, or has Retreated its full
 * result; losses with no unit left to take them (4.2.6: "until ... all of its units that took part
 * in that combat are eliminated"). What the defender leaves unsatisfied counts for Exploitation (EX-2).
 */
export function settle(game: DsGameState, u0: AttackUnderWay): { underWay: AttackUnderWay; log: LogEntry[] } {
  let u = u0;
  const log: LogEntry[] = [];
  if (u.awaitingAttackerChoice && !attackerCanRetreat(game, u)) {
    // CR-3, CR-4: "If Retreat is possible, the attacker chooses": it is not, so the step loss it is.
    log.push(logEntry('4.2.4.1', `${u.result?.retreat?.kind ?? 'Ad'}: the attacking units cannot Retreat, so one of them must take a step loss`));
    u = { ...u, awaitingAttackerChoice: false, attackerResultLoss: true };
  }
  for (;;) {
    const r = currentRetreat(u);
    if (!r) break;
    const force = onTheMap(game, r.force);
    const owingLoss = u.conversionChosen || cannotRetreat(game, r);
    if (r.remaining > 0 && force.length > 0 && (!owingLoss || canLose(game, u, r.side, force))) break;
    if (r.remaining > 0) {
      log.push(logEntry('4.2.5.3', force.length === 0
        ? `the retreating force is eliminated with ${r.remaining} Retreat hex(es) unsatisfied`
        : `the force in ${hexName(game, r.at)} can neither Retreat nor lose a step: ${r.remaining} Retreat hex(es) unsatisfied`));
      if (r.side === 'defender') u = { ...u, defenderUnsatisfied: u.defenderUnsatisfied + r.remaining };
    }
    u = { ...u, retreats: u.retreats.slice(1), conversionChosen: false };
  }
  if (u.attackerResultLoss && !canLose(game, u, 'attacker', onTheMap(game, u.attackingForce))) {
    log.push(logEntry('4.2.6.1', 'no attacking unit is left to take the step loss'));
    u = { ...u, attackerResultLoss: false };
  }
  // CR-1, CR-9: Attrition is looked at only once every Retreat is over: a Retreat may eliminate
  // units, or bring in units that join by rout and must take part in the Attrition (RT-6).
  const retreatsOver = !u.awaitingAttackerChoice && !u.attackerResultLoss && !currentRetreat(u);
  if (retreatsOver && u.attrition.attacker > 0 && !canLose(game, u, 'attacker', onTheMap(game, u.attackingForce))) {
    log.push(logEntry('4.2.6', `no attacking unit is left to lose a step: ${u.attrition.attacker} attacker Attrition unsatisfied`));
    u = { ...u, attrition: { ...u.attrition, attacker: 0 } };
  }
  if (retreatsOver && u.attrition.defender > 0 && !canLose(game, u, 'defender', onTheMap(game, u.defendingForce))) {
    log.push(logEntry('4.2.6', `no defending unit is left to lose a step: ${u.attrition.defender} defender Attrition unsatisfied`));
    u = { ...u, defenderUnsatisfied: u.defenderUnsatisfied + u.attrition.defender, attrition: { ...u.attrition, defender: 0 } };
  }
  if (u.exploiting && !onTheMap(game, [u.exploiting.unit]).length) u = { ...u, exploiting: undefined };
  return { underWay: u, log };
}

/** 'the 16th Army 5-5-1 and the 2nd Division 3-3-1' — a force in words. */
export const forceNames = (game: DsGameState, ids: readonly string[]): string =>
  ids.length === 0 ? 'no unit' : ids.map((id) => counterName(game, id)).join(', ');
