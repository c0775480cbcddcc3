import type { DsGameState } from '../../model/state.ts';
import { advanceOptions, canRetreatNow, exploitationDistance, mayRetreat, retreatingStacks } from './after-api.ts';
import type { CombatSide, RetreatProgress } from '../../model/combat.ts';
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

/**
 * RR-1, RR-2, RC-1: the force cannot Retreat from where it is (no hex meets a Retreat Priority, or a
 * restriction forbids it). Read off the Retreat hexes, kept per record and state (`retreatHexes`):
 * the check of the RETREAT that follows lists them anyway.
 */
export const cannotRetreat = (game: DsGameState, r: RetreatProgress): boolean => !canRetreatNow(game, r);

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
  // Stacks made anew for the question: asked without listing the hexes, stopping at the first.
  return stacks.length > 0 && stacks.every((r) => mayRetreat(game, r));
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

/**
 * The last Advance After Combat options per attack record and game state: Step 8 asks them to know
 * whether it is open (`step8Open`), then the check of the ADVANCE or EXPLOIT sent asks them again.
 */
const advanceMemo = new WeakMap<AttackUnderWay, { readonly game: DsGameState; readonly options: readonly { unit: string; hex: string }[] }>();

/** AA-*, 4.2.7: the surviving attackers that may Advance After Combat now, and where. */
export function advanceOptionsNow(game: DsGameState, u: AttackUnderWay): readonly { unit: string; hex: string }[] {
  const known = advanceMemo.get(u);
  if (known?.game === game) return known.options;
  const options = advanceOptions(game, u.declaration, survivors(game, u));
  advanceMemo.set(u, { game, options });
  return options;
}

/** Step 8: units may still advance or exploit, or one is exploiting now. */
export const step8Open = (game: DsGameState, u: AttackUnderWay): boolean =>
  u.exploiting !== undefined || advanceOptionsNow(game, u).length > 0;

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
