import { logEntry, type LogEntry } from '../../../core/log.ts';
import type { DsGameState } from '../../model/state.ts';
import { counterName, hexName } from '../../model/names.ts';
import {
  advanceOptions, exploitationDistance, retreatBlocked, retreatHexes, retreatingStacks, stepLossOptions,
} from '../../rules/combat/after-api.ts';
import type { CombatSide, RetreatProgress } from '../../rules/combat/types.ts';
import type { AttackUnderWay } from '../../turn/slices/combat.ts';
import { onTheMap } from './forces.ts';

/**
 * AT-4 (4.2.1) oneAttackAtATime: an attack is resolved completely before the next is declared.
 * CR-1 (4.2.4) retreatBeforeAttrition, CR-9 (4.2.2 S6-S7) resultApplicationOrder.
 * What the attack under way waits for next, in the order of 4.2.2: Step 6 Retreats (the Ad/Ex
 * choice, then each retreating force hex by hex, or its step losses), Step 7 Attrition (attacker
 * first, then defender), Step 8 Advance After Combat or Exploitation, then the attack is over.
 */
export type AttackTask =
  | 'attackerChoice' | 'attackerRetreat' | 'attackerRetreatLoss' | 'defenderRetreat' | 'defenderRetreatLoss'
  | 'attackerLosses' | 'defenderLosses' | 'advance' | 'finished';

/** The retreating force now: the first still to Retreat. */
export const currentRetreat = (u: AttackUnderWay): RetreatProgress | undefined => u.retreats[0];

/** The last answer per Retreat record and game state: `settle`, then `nextTask`, ask it of the same pair. */
const blockedMemo = new WeakMap<RetreatProgress, { readonly game: DsGameState; readonly blocked: boolean }>();

/** RR-1, RR-2, RC-1: the force cannot Retreat from where it is (no hex meets a Retreat Priority, or a restriction forbids it). */
export function cannotRetreat(game: DsGameState, r: RetreatProgress): boolean {
  const known = blockedMemo.get(r);
  if (known?.game === game) return known.blocked;
  const blocked = retreatBlocked(game, r).length > 0 || retreatHexes(game, r).length === 0;
  blockedMemo.set(r, { game, blocked });
  return blocked;
}

/**
 * 4.2.5: the attacking stacks, each Retreating on its own (units in different hexes need not stay
 * together); a Ranged Support HQ belongs to each of them (RR-2, R-RS-HQ-FORCE).
 */
export function attackerStacks(game: DsGameState, u: AttackUnderWay): RetreatProgress[] {
  const t = u.declaration.target;
  return retreatingStacks(game, u.declaration, 'attacker')
    .map(({ hex, units }) => ({ side: 'attacker', faction: game.game.phasing, force: units, at: hex, defendingHex: t, path: [hex], remaining: 1 }));
}

/** CR-3, CR-4: an Ad or Ex result lets the attacker choose only when every attacking stack can Retreat. */
export function attackerCanRetreat(game: DsGameState, u: AttackUnderWay): boolean {
  const stacks = attackerStacks(game, u);
  return stacks.length > 0 && stacks.every((r) => !cannotRetreat(game, r));
}

/** CR-2 (4.2.4) onlyInvolvedAffected: the units that can lose a step for what is owed now (4.2.6: only units involved in that combat). */
export function unitsOwingLoss(game: DsGameState, u: AttackUnderWay, task: AttackTask): string[] {
  const r = currentRetreat(u);
  if ((task === 'attackerRetreatLoss' || task === 'defenderRetreatLoss') && r) return onTheMap(game, r.force);
  if (task === 'attackerRetreatLoss' || task === 'attackerLosses') return onTheMap(game, u.attackingForce);
  if (task === 'defenderLosses') return onTheMap(game, u.defendingForce);
  return [];
}

export const sideOfTask = (task: AttackTask): CombatSide => (task.startsWith('attacker') ? 'attacker' : 'defender');

/** Survivors of the attacking force that have not advanced or exploited yet (4.2.7, 4.2.8). */
export const survivors = (game: DsGameState, u: AttackUnderWay): string[] =>
  onTheMap(game, u.declaration.attackers).filter((id) => !u.advanced.includes(id));

/** Step 8: units may still advance or exploit, or one is exploiting now. */
export const step8Open = (game: DsGameState, u: AttackUnderWay): boolean =>
  u.exploiting !== undefined || advanceOptions(game, u.declaration, survivors(game, u)).length > 0;

/** EX-1..EX-3: the Exploitation Distance of this attack; none after a marker-only hex (AT-20). */
export const exploitationDistanceOf = (u: AttackUnderWay): number =>
  u.markerOnly ? 0 : exploitationDistance(u.defenderRetreatHexes, u.defenderUnsatisfied);

/**
 * The last task found per attack record and game state: the machine asks `nextTask` once for each
 * of its eventless Steps 6-8 transitions, and each answer reads Retreat hexes and advance options.
 * States are never mutated, so the same pair always has the same task.
 */
const taskMemo = new WeakMap<AttackUnderWay, { readonly game: DsGameState; readonly task: AttackTask }>();

/** The next thing the attack waits for, read off what is still owed (see `settle`). */
export function nextTask(game: DsGameState, u: AttackUnderWay): AttackTask {
  const known = taskMemo.get(u);
  if (known?.game === game) return known.task;
  const task = findNextTask(game, u);
  taskMemo.set(u, { game, task });
  return task;
}

function findNextTask(game: DsGameState, u: AttackUnderWay): AttackTask {
  if (u.awaitingAttackerChoice) return 'attackerChoice';
  if (u.attackerResultLoss) return 'attackerRetreatLoss';
  const r = currentRetreat(u);
  if (r) {
    if (u.conversionChosen || cannotRetreat(game, r)) return r.side === 'attacker' ? 'attackerRetreatLoss' : 'defenderRetreatLoss';
    return r.side === 'attacker' ? 'attackerRetreat' : 'defenderRetreat';
  }
  if (u.attrition.attacker > 0) return 'attackerLosses';
  if (u.attrition.defender > 0) return 'defenderLosses';
  return step8Open(game, u) ? 'advance' : 'finished';
}

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
