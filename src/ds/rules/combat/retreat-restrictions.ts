import type { Violation } from '../../../core/violation.ts';
import { isHq } from '../../model/ground-units.ts';
import { counterName, hexName } from '../../model/names.ts';
import type { DsGameState } from '../../model/state.ts';
import type { RetreatProgress } from '../../model/combat.ts';
import { groundInHex, hasEnemyMarker, hasEnemyUnit, inNeutralOrPolicyAffected } from './combat-facts.ts';
import { sideFeatures, waterCrossing } from './hexsides.ts';

/**
 * 4.2.5.2 Retreat Restrictions. RR-1 and RR-2 stop the whole force; RR-3..RR-6 bar a hex.
 * Every unit of the force took part in the combat: attackers, defenders, an RS HQ, and units that
 * joined by rout (RT-6, RT-7), so "that participated" is every member still on the map.
 */

const v = (code: string, message: string): Violation => ({ rule: '4.2.5.2', code, message });

/**
 * The members of the force still on the map (units eliminated by step losses have left it). An RS
 * HQ in another hex stays a member without moving with the stack (gap §2 #23, the Kiangsu example).
 */
export function forceOnMap(state: DsGameState, r: RetreatProgress): string[] {
  return r.force.filter((id) => groundInHex(state, id) !== undefined);
}

/** RR-1 (4.2.5.2) noRetreatWithMa0: a participating unit with a Movement Allowance of 0 holds the force. */
export function noRetreatWithMa0(state: DsGameState, r: RetreatProgress): Violation[] {
  return forceOnMap(state, r).filter((id) => groundInHex(state, id)?.unit.values.movement === 0)
    .map((id) => v('retreat.movementAllowanceZero', `${counterName(state, id)} has a Movement Allowance of 0 and took part in the combat, so its force cannot Retreat.`));
}

/** RR-2 (4.2.5.2) noRetreatWithHq: a participating HQ (an RS HQ, or one caught in the rout, RT-7) holds the force. */
export function noRetreatWithHq(state: DsGameState, r: RetreatProgress): Violation[] {
  return forceOnMap(state, r).filter((id) => { const g = groundInHex(state, id); return g !== undefined && isHq(g.unit); })
    .map((id) => v('retreat.hqInForce', `${counterName(state, id)} is an HQ that took part in the combat, so its force cannot Retreat.`));
}

/** RR-3 (4.2.5.2) noRetreatOffMap: a Retreat goes from hex to hex, never into an Off-Map Box. */
export function noRetreatOffMap(state: DsGameState, hex: string): Violation[] {
  if (state.offMapBoxes[hex]) return [v('retreat.offMapBox', `A unit cannot Retreat into an Off-Map Box (${state.offMapBoxes[hex]?.name ?? hex}).`)];
  return state.board.hexes[hex] ? [] : [{ rule: '4.2.5', code: 'retreat.unknownHex', message: `"${hex}" is not a hex of this map.` }];
}

/**
 * RR-4 (4.2.5.2) noRetreatIntoEnemy: no hex with an enemy unit, enemy Airdrop marker or enemy
 * Beachhead marker. Enemy Detachment and Logistics markers do not bar it.
 */
export function noRetreatIntoEnemy(state: DsGameState, r: RetreatProgress, hex: string): Violation[] {
  const out: Violation[] = [];
  if (hasEnemyUnit(state, hex, r.faction)) out.push(v('retreat.enemyUnit', `${hexName(state, hex)} holds an enemy unit; a unit cannot Retreat into it.`));
  if (hasEnemyMarker(state, hex, r.faction, 'airdrop')) out.push(v('retreat.enemyAirdrop', `${hexName(state, hex)} holds an enemy Airdrop marker; a unit cannot Retreat into it.`));
  if (hasEnemyMarker(state, hex, r.faction, 'beachhead')) out.push(v('retreat.enemyBeachhead', `${hexName(state, hex)} holds an enemy Beachhead marker; a unit cannot Retreat into it.`));
  return out;
}

/**
 * RR-5 (4.2.5.2) retreatHexsideAllowed: not across an All-Sea hexside unless it is a Strait or a
 * Beachhead Hexside (DS-EX-32: Taihoku to Foochow yes, to Amoy no). Every side of an All-Sea hex is
 * All-Sea (R-ALL-SEA-HEXSIDE), so a force on a Beachhead marker at sea can leave only across its
 * Beachhead Hexside (the 4.2.6.1 example: "Because the force is on a Beachhead it cannot Retreat").
 * A lake hexside is read as All-Sea water for Retreat (R-LAKE-RETREAT: the Kiangsu example, "the
 * lake hexside prevents a retreat into w4622").
 */
export function retreatHexsideAllowed(state: DsGameState, from: string, to: string): Violation[] {
  if (sideFeatures(state, from, to).includes('lake')) return [v('retreat.acrossLake', `The hexside between ${hexName(state, from)} and ${hexName(state, to)} is a lake hexside; a unit cannot Retreat across it.`)];
  if (waterCrossing(state, from, to) !== 'allSea') return [];
  return [v('retreat.acrossAllSea', `The hexside between ${hexName(state, from)} and ${hexName(state, to)} is All-Sea and neither a Strait nor a Beachhead Hexside; a unit cannot Retreat across it.`)];
}

/** RR-6 (4.2.5.2) noRetreatNeutralPolicy: not into a Neutral Minor Country (13.4) or Policy Affected Country (13.6). */
export function noRetreatNeutralPolicy(state: DsGameState, hex: string): Violation[] {
  const country = inNeutralOrPolicyAffected(state, hex);
  return country === undefined ? [] : [v('retreat.neutralOrPolicyAffected', `${hexName(state, hex)} belongs to ${country}, a Neutral or Policy Affected Country; a unit cannot Retreat into it.`)];
}
