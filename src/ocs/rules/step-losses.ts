import { stepsLeft, type CombatUnit } from '../model/pieces.ts';

/** 9.11 Step Losses. */

/**
 * O-L1 9.11 stepModel: a loss flips the Step Loss marker up one; "When the marker equals the
 * unit's total steps, put it in the Dead Pile. No unit can ever absorb more step losses than it
 * has available steps." Returns the unit after the loss and whether it is dead.
 */
export function takeStep(u: CombatUnit): { unit: CombatUnit; dead: boolean } {
  const unit = { ...u, stepsLost: Math.min(u.steps, u.stepsLost + 1) };
  return { unit, dead: stepsLeft(unit) <= 0 };
}

/**
 * O-L3 9.11b hardLossesMandatory: "Results given as 'L' followed by a number must be taken as step
 * losses. Ignore inflicted losses beyond the side's ability to absorb them." Losses still owed
 * when no involved unit has a step left are ignored.
 */
export const lossesStillOwed = (owed: number, involvedAlive: readonly CombatUnit[]): boolean =>
  owed > 0 && involvedAlive.some((u) => stepsLeft(u) > 0);

/**
 * O-L4 9.11c lossDistribution and O-A4 9.6 arUnitFirstLoss: "the AR unit (9.6) must lose the first
 * step of their side. In the case of multiple losses, all units must take one loss before any
 * unit takes two." O-L2 9.11a ownerAssignsLosses: within that, the owner picks. The units that may
 * take the next combat loss: the AR unit for the first, then those with the fewest losses so far.
 */
export function combatLossCandidates(alive: readonly CombatUnit[], arUnit: string | undefined, lost: Readonly<Record<string, number>>): CombatUnit[] {
  const able = alive.filter((u) => stepsLeft(u) > 0);
  const first = Object.values(lost).every((n) => n === 0);
  if (first) {
    const ar = able.find((u) => u.id === arUnit);
    if (ar) return [ar];
  }
  const fewest = Math.min(...able.map((u) => lost[u.id] ?? 0));
  return able.filter((u) => (lost[u.id] ?? 0) === fewest);
}

/**
 * O-RT9 9.11c retreatLossesFree: "These distribution rules do not apply to losses taken during a
 * barrage or retreat; instead the player has full control over which units to lose." 9.12e: the
 * owner chooses "from among the retreating DG units".
 */
export const retreatLossCandidates = (fromUnits: readonly CombatUnit[]): CombatUnit[] => fromUnits.filter((u) => stepsLeft(u) > 0);
