import { TEC_SAMPLE_CITY, TEC_SAMPLE_HEX, TEC_SAMPLE_HEXSIDE } from '../../data/terrain-effects.sample.ts';
import type { Faction } from '../../model/factions.ts';
import { isArmorType, isHq, type GroundUnit } from '../../model/ground-units.ts';
import type { Nationality } from '../../model/nationalities.ts';
import type { DsGameState } from '../../model/state.ts';
import { isAirUnit } from '../../model/support-units.ts';
import { unitNationalities } from '../organization/general.ts';
import { airUnitsIn, hexOf, hexWeather, isBlitzEnabled, isSupplied, markersIn } from './attack-facts.ts';
import { beachheadPointing, sideFeatures, waterCrossing } from './hexsides.ts';
import type { ColumnShift, CombatMode } from '../../model/combat.ts';

/** CRT Column Shifts (4.2.3): each a named rule; right shifts positive, left negative. */

/** Who is in the combat, as the shifts need it. */
export interface ShiftCase {
  readonly mode: CombatMode;
  readonly target: string;
  readonly attacker: Faction;
  readonly defender: Faction | undefined;
  /** Adjacent attacking ground units. */
  readonly attackers: readonly GroundUnit[];
  readonly attackerHq?: GroundUnit;
  /** Ground units in the defending hex. */
  readonly defenders: readonly GroundUnit[];
  readonly defenderHq?: GroundUnit;
}

const shift = (rule: string, id: string, label: string, n: number): ColumnShift => ({ rule, id, label, shift: n });

/**
 * SH-1, SH-2, SH-3, SH-4, SH-15 (4.2.3.1, 4.1.2) airShifts: one shift per Air unit "of the same nationality as
 * at least one of the" side's units (an RS HQ counts, DS-CL-09) "in or adjacent to the defending
 * hex". None in Mud; in Storms or Snow only an Air unit in the defending hex. In Blitz Combat the
 * attacker's Air units must be Blitz-enabled. R-AIR-RS-NATIONALITY: a multi-national unit, such as
 * the Western CBI HQ, is of each nationality of its Holding Box too (2.3, `unitNationalities`).
 */
export function airShiftCount(state: DsGameState, c: ShiftCase, side: 'attacker' | 'defender'): number {
  const faction = side === 'attacker' ? c.attacker : c.defender;
  if (!faction) return 0;
  const weather = hexWeather(state, c.target);
  if (weather === 'mud') return 0;
  const hexes = weather === 'clear' ? [c.target, ...state.board.grid.neighbours(c.target)] : [c.target];
  const airs = hexes.flatMap((hex) => airUnitsIn(state, hex, faction, isAirUnit));
  // The side's nationalities are worked out only when an Air unit is there to match them.
  if (airs.length === 0) return 0;
  const units = side === 'attacker' ? [...c.attackers, ...(c.attackerHq ? [c.attackerHq] : [])] : [...c.defenders, ...(c.defenderHq ? [c.defenderHq] : [])];
  const nats = new Set<Nationality>(units.flatMap((u) => unitNationalities(state, u)));
  let n = 0;
  for (const air of airs) {
    if (!nats.has(air.nationality)) continue;
    if (side === 'attacker' && c.mode === 'blitz' && !isBlitzEnabled(state, air.id)) continue;
    n += 1;
  }
  return n;
}

/** SH-5 (4.2.3.2) airdropShift: Blitz only, one per attacker's (Blitz-enabled) Airdrop marker in the defending hex. */
export function airdropShiftCount(state: DsGameState, c: ShiftCase): number {
  if (c.mode !== 'blitz') return 0;
  return markersIn(state, c.target, c.attacker, ['airdrop']).filter((m) => isBlitzEnabled(state, m.id)).length;
}

/** SH-6 (4.2.3.3) armorShift: Blitz only, one in total if an attacker is a supplied, Blitz-enabled armor-type unit. */
export const armorShiftApplies = (state: DsGameState, c: ShiftCase): boolean =>
  c.mode === 'blitz' && c.attackers.some((u) => isArmorType(u) && isSupplied(state, u.id) && isBlitzEnabled(state, u.id));

/** SH-7 (4.2.3.4) fortressShift: a fortress unit in the defending hex, supplied or not. */
export const fortressShiftApplies = (c: ShiftCase): boolean => c.defenders.some((u) => u.type === 'fortress');

/** SH-8 (4.2.3.5) hqShiftAttacker: a supplied attacking HQ (an RS HQ included); Blitz-enabled in Blitz Combat (SH-15). */
export function attackerHqShiftApplies(state: DsGameState, c: ShiftCase): boolean {
  const hqs = [...c.attackers.filter(isHq), ...(c.attackerHq ? [c.attackerHq] : [])];
  return hqs.some((h) => isSupplied(state, h.id) && (c.mode !== 'blitz' || isBlitzEnabled(state, h.id)));
}

/** SH-9, HQ-11 (4.2.3.5) hqShiftDefender: a supplied defending HQ (an RS HQ included), even one that gave Ranged Support before. */
export const defenderHqShiftApplies = (state: DsGameState, c: ShiftCase): boolean =>
  [...c.defenders.filter(isHq), ...(c.defenderHq ? [c.defenderHq] : [])].some((h) => isSupplied(state, h.id));

/** SH-10 (4.2.3.6) marineShift: a supplied, Blitz-enabled marine attacks across a Beachhead, Strait or All-Sea hexside. */
export function marineShiftApplies(state: DsGameState, c: ShiftCase): boolean {
  return c.attackers.some((u) => {
    const from = hexOf(state, u.id);
    if (u.type !== 'marine' || !from || !isSupplied(state, u.id) || !isBlitzEnabled(state, u.id)) return false;
    return waterCrossing(state, from, c.target) !== undefined;
  });
}

/** SH-11 (4.2.3.7) mudShift: Mud in the defending hex; "Storms and Snow do not provide a column shift." */
export const mudShiftApplies = (state: DsGameState, target: string): boolean => hexWeather(state, target) === 'mud';

/** SH-12 (4.2.3.8) terrainHexShift: the TEC (SAMPLE) shift for the defending hex; a City counts as its terrain when higher. */
export function terrainHexShift(state: DsGameState, target: string): number {
  const h = state.board.hexes[target];
  if (!h) return 0;
  return Math.max(TEC_SAMPLE_HEX[h.terrain], h.city ? TEC_SAMPLE_CITY : 0);
}

/**
 * SH-13, SH-14 (4.2.3.8, 2.2.3.4) hexsideShiftAcross: the shift of one hexside attacked across: a
 * Beachhead Hexside is worth its marker's level (Beachhead-2: two, Beachhead-1: one, gap §2 #13);
 * a Strait its own value rather than All-Sea's; otherwise the highest of its features, 0 for none.
 */
export function hexsideShiftAcross(state: DsGameState, from: string, target: string, attacker: Faction): number {
  const bh = beachheadPointing(state, from, target, attacker);
  if (bh) return bh.level;
  const own = sideFeatures(state, from, target).filter((f) => f !== 'allSea').map((f) => TEC_SAMPLE_HEXSIDE[f]);
  const water = waterCrossing(state, from, target);
  return Math.max(0, ...own, water !== undefined && water !== 'strait' ? TEC_SAMPLE_HEXSIDE.allSea : 0);
}

/**
 * SH-13 (4.2.3.8) terrainHexsideShift: "only one hexside shift is applicable, and it must be the
 * lowest hexside shift out of all the different hexside terrain types being attacked across"
 * (DS-EX-28: river one way, mountain the other: one shift). A plain hexside counts as 0 (gap §2 #14).
 */
export function lowestHexsideShift(state: DsGameState, target: string, attackers: readonly GroundUnit[], attacker: Faction): number {
  const values: number[] = [];
  // Units attacking from one hex cross one hexside: its shift is read once.
  const byHex = new Map<string, number>();
  for (const u of attackers) {
    const from = hexOf(state, u.id);
    if (!from) continue;
    let across = byHex.get(from);
    if (across === undefined) byHex.set(from, (across = hexsideShiftAcross(state, from, target, attacker)));
    values.push(across);
  }
  return values.length ? Math.min(...values) : 0;
}

/** OD-4 (4.2.2 Step 4), SH-1..SH-15: every shift that applies, in the order of 4.2.3. */
export function columnShifts(state: DsGameState, c: ShiftCase): ColumnShift[] {
  const out: ColumnShift[] = [];
  const airA = airShiftCount(state, c, 'attacker');
  if (airA) out.push(shift('4.2.3.1', 'SH-1', `Attacker's Air units (${airA})`, airA));
  const airD = airShiftCount(state, c, 'defender');
  if (airD) out.push(shift('4.2.3.1', 'SH-2', `Defender's Air units (${airD})`, -airD));
  const drop = airdropShiftCount(state, c);
  if (drop) out.push(shift('4.2.3.2', 'SH-5', `Airdrop markers (${drop})`, drop));
  if (armorShiftApplies(state, c)) out.push(shift('4.2.3.3', 'SH-6', 'Armor', 1));
  if (fortressShiftApplies(c)) out.push(shift('4.2.3.4', 'SH-7', 'Fortress', -1));
  if (attackerHqShiftApplies(state, c)) out.push(shift('4.2.3.5', 'SH-8', "Attacker's HQ", 1));
  if (defenderHqShiftApplies(state, c)) out.push(shift('4.2.3.5', 'SH-9', "Defender's HQ", -1));
  if (marineShiftApplies(state, c)) out.push(shift('4.2.3.6', 'SH-10', 'Marines', 1));
  if (mudShiftApplies(state, c.target)) out.push(shift('4.2.3.7', 'SH-11', 'Mud', -1));
  const hex = terrainHexShift(state, c.target);
  if (hex) out.push(shift('4.2.3.8', 'SH-12', 'Terrain in the defending hex', -hex));
  const side = lowestHexsideShift(state, c.target, c.attackers, c.attacker);
  if (side) out.push(shift('4.2.3.8', 'SH-13', 'Hexside attacked across (the lowest)', -side));
  return out;
}
