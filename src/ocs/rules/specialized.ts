import type { HexId } from '../../core/hex/hex-id.ts';
import { HEX_TEC_SAMPLE } from '../data/terrain-effects.sample.ts';
import { CAPTURE_TABLE_SAMPLE, type CaptureColumn } from '../data/capture.sample.ts';
import { isCombatUnit, type Aircraft, type NonCombatPiece, type Piece, type Transport } from '../model/pieces.ts';
import { hasEnemyCombatUnits } from '../model/query.ts';
import type { SideId } from '../model/sides.ts';
import type { OcsGame, Rounding } from '../model/state.ts';
import { roundOcs } from './odds.ts';

/** 9.14 Specialized Combats: enemy Attack-Capable units entering a hex with dumps, Transport Points, hedgehogs, air bases, ships or ports. */

/**
 * 9.0: "Supply dumps, Transport Points, air bases, planes, ships, and ports do not take part in
 * regular combat at all ... Whenever enemy Attack-Capable units enter a hex with these units, a
 * Specialized Combat (9.14) occurs." The enemy pieces of the hex that meet one.
 */
export const enemyNonCombat = (g: OcsGame, hex: HexId, side: SideId): NonCombatPiece[] =>
  g.pieces.inPlace(hex).map((s) => s.piece).filter((p): p is NonCombatPiece => !isCombatUnit(p) && p.side !== side);

export const specializedCombatDue = (g: OcsGame, hex: HexId, side: SideId, entering: readonly Piece[]): boolean =>
  entering.some((p) => isCombatUnit(p) && p.attackCapable) && enemyNonCombat(g, hex, side).length > 0;

/** A Capture Table percentage (the SAMPLE table for a die; any 0-100 read from the player's chart). */
export const capturePercent = (column: CaptureColumn, die: number): number => CAPTURE_TABLE_SAMPLE[column][die - 1] ?? 0;

/**
 * O-Z2 9.14b supplyDumpCapture: "consult the Capture Table to determine how many SP are captured by
 * the enemy player (round to the nearest token). The rest is destroyed." O-Z3 9.14c: "Transport
 * Point captures are usually rounded to the nearest full point ... SP capture is always rounded to
 * the nearest token." Example: 3 Trucks at 25% give 1 Truck Point; 12T loaded at 25% give 3T;
 * 36T on the ground at 50% give 18T (4 SP and 2T).
 */
export const captured = (amount: number, percent: number, rounding: Rounding): number =>
  Math.min(amount, roundOcs((amount * percent) / 100, rounding));

/**
 * O-Z3 9.14c transportPointCapture: "Roll on the 'Trucks' column ... to check the combined
 * Transport Points with an MA of more than 10, and then roll on the 'Wagons' column ... for all
 * with an MA of 10 or less." An Extender is not counted (it collapses, O-Z4).
 */
export const captureColumnOf = (t: Transport): CaptureColumn => (t.ma > 10 ? 'trucks' : 'wagons');

const onMapAndOpen = (g: OcsGame, hex: HexId): boolean => {
  const h = g.board.hexes[hex];
  return h !== undefined && !h.terrain.every((t) => HEX_TEC_SAMPLE[t].impassable);
};

/**
 * O-Z3 9.14c displacement: "Enemy units, ZOCs, and prohibited terrain do not affect displacement—
 * just pick up the Transport Points and place them in their new location", up to ten hexes in the
 * example (R-OCS-DISPLACEMENT): any land hex within range that holds no enemy combat unit.
 */
export const transportDisplacementHexes = (g: OcsGame, from: HexId, owner: SideId): HexId[] =>
  g.board.grid.within(from, g.frame.displacementRange).filter((h) => h !== from && onMapAndOpen(g, h) && !hasEnemyCombatUnits(g, h, owner));

/** Whether a hex is in trace supply for a side (12.0, data: R-OCS-TRACE-SUPPLY). */
export const inTraceSupply = (g: OcsGame, hex: HexId, side: SideId): boolean => g.facts.traceSupply[side]?.has(hex) ?? true;

/**
 * O-Z4 9.14d extenderCollapse: "Displace a collapsed Extender to any hex within its special draw
 * range that is currently in trace supply. Enemy units, ZOCs, and prohibited terrain have no effect
 * on a displacement, and no loss or capture is possible." "If no 'legal' hex exists collapse is not
 * possible. Instead flip the Extender where it is and have it check for capture per 9.14c."
 */
export const extenderHexes = (g: OcsGame, from: HexId, t: Transport): HexId[] =>
  g.board.grid.within(from, t.extender?.drawRange ?? 0).filter((h) => h !== from && onMapAndOpen(g, h) && inTraceSupply(g, h, t.side) && !hasEnemyCombatUnits(g, h, t.side));

/** O-Z5 9.14e hedgehogCapture: "When an Attack-Capable unit enters a hex with an enemy hedgehog, it is captured." */
export const hedgehogCaptured = (p: NonCombatPiece): boolean => p.kind === 'hedgehog';

/**
 * O-Z6 9.14f airBaseCapture: "When enemy Attack-Capable units enter a hex with an air base, it is
 * captured. A captured air base can be used immediately. Regardless of weather ... roll for each
 * aircraft ... using the Air Base Capture Table ... All surviving aircraft then displace to any
 * friendly air base within 2x range and become Inactive ... If no friendly air base exists within
 * double range, destroy the planes."
 */
export const airBaseCaptured = (p: NonCombatPiece): boolean => p.kind === 'airBase';
export function aircraftBases(g: OcsGame, from: HexId, a: Aircraft): HexId[] {
  return g.board.grid.within(from, 2 * a.range).filter((h) => h !== from
    && g.pieces.inPlace(h).some((s) => s.piece.kind === 'airBase' && s.piece.side === a.side)
    && !hasEnemyCombatUnits(g, h, a.side));
}

/** O-Z7 9.14g shipsDestroyed: "When an Attack-Capable unit enters a hex with enemy ships (including DUKW operating as Landing Craft), the ships are destroyed." */
export const shipDestroyed = (p: NonCombatPiece): boolean => p.kind === 'ship';

/** O-Z8 9.14h portCapture: "When an Attack-Capable unit enters a hex with an enemy port, it is captured. The port can immediately be used for shipping and as a possible source of trace supply." */
export const portCaptured = (p: NonCombatPiece): boolean => p.kind === 'port';

/** O-Z1 9.14a zeroStrength: zero-strength combats are handled by the odds (O-O4, rules/odds.ts startingColumn). */
export const ZERO_STRENGTH_RULE = '9.14a';
