import type { GroundUnit, Supply } from '../../model/units.ts';

/**
 * 11.5 Partisan supply. Catalog: PT-53.
 */

/**
 * PT-53 11.51 partisanSupply: partisans are always in supply and trace no supply line (30.551B):
 * whatever the supply determination left on the counter, a partisan moves (13.41A) and fights in
 * supply.
 */
export const supplyForMovement = (u: GroundUnit, determined: Supply): Supply => (u.type === 'partisan' ? 'full' : determined);
export const needsSupplyLine = (u: GroundUnit): boolean => u.type !== 'partisan';
