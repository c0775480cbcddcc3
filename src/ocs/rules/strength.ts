import { DG_STRENGTH_SAMPLE, MODE_STRENGTH_SAMPLE } from '../data/modes.sample.ts';
import { stepsLeft, type CombatUnit } from '../model/pieces.ts';
import type { TerrainChoice } from '../model/terrain.ts';
import { supplyFactor } from './supply.ts';
import { terrainFactor, type AtLevel } from './terrain.ts';

/** One unit's modified Combat Strength in a combat, factor by factor, each with its rule (the panel shows them). */
export interface StrengthFactor {
  readonly rule: string;
  readonly label: string;
  readonly factor: number;
}

export interface UnitStrength {
  readonly unit: string;
  readonly printed: number;
  readonly factors: readonly StrengthFactor[];
  readonly value: number;
}

/**
 * O-L5 9.11d stepLossStrength: "A multi-step unit missing one or more steps halves its Combat
 * Strength when it attacks. If it is missing half or more of its original (printed) steps, its
 * Combat Strength is also halved on defense."
 */
export function stepLossFactor(u: CombatUnit, attacking: boolean): number {
  if (u.steps <= 1 || u.stepsLost === 0) return 1;
  if (attacking) return 0.5;
  return u.stepsLost * 2 >= u.steps ? 0.5 : 1;
}

/** Mode (5.0, SAMPLE: R-OCS-MODES) and the DG marker. */
export const modeFactor = (u: CombatUnit): number => MODE_STRENGTH_SAMPLE[u.mode] * (u.dg ? DG_STRENGTH_SAMPLE : 1);

/**
 * A unit's modified Combat Strength (9.7: "making all adjustments for mode, terrain, and supply"):
 * printed strength, x mode, x terrain for this unit alone (9.4a), x supply (9.5), x step losses
 * (9.11d). All reductions are cumulative (9.5). Fractions are kept; only the odds are rounded (9.7).
 */
export function unitStrength(u: CombatUnit, attacking: boolean, terrain: TerrainChoice | undefined, defenderHexAt: AtLevel, inCombatSupply: boolean): UnitStrength {
  const factors: StrengthFactor[] = [
    { rule: '5.0', label: u.dg ? `${u.mode} mode, DG` : `${u.mode} mode`, factor: modeFactor(u) },
    { rule: attacking ? '9.4b' : '9.4c', label: 'terrain', factor: terrainFactor(u, terrain, attacking, defenderHexAt) },
    { rule: u.outOfSupply ? '9.5a' : '9.5', label: inCombatSupply ? (u.outOfSupply ? 'out of supply' : 'combat supply') : 'no combat supply', factor: supplyFactor(u, attacking, inCombatSupply) },
    { rule: '9.11d', label: `${u.stepsLost} of ${u.steps} steps lost`, factor: stepLossFactor(u, attacking) },
  ];
  const value = factors.reduce((s, f) => s * f.factor, u.strength);
  return { unit: u.id, printed: u.strength, factors: factors.filter((f) => f.factor !== 1 || f.rule === '9.4b' || f.rule === '9.4c'), value };
}

/** Steps the unit can still lose (9.11). */
export const canAbsorb = (u: CombatUnit): boolean => stepsLeft(u) > 0;
