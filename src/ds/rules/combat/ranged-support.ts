import { contentsOf } from '../../model/contents.ts';
import type { Violation } from '../../../core/violation.ts';
import { counterFaction } from '../../model/counters.ts';
import type { Faction } from '../../model/factions.ts';
import { isHq, type GroundUnit } from '../../model/ground-units.ts';
import { counterName, hexName } from '../../model/names.ts';
import type { DsGameState } from '../../model/state.ts';
import { unitHasNationality, unitNationalities } from '../organization/general.ts';
import { beachheadIn, hexOf, isBlitzEnabled, isSupplied } from './attack-facts.ts';
import type { CombatMode, CombatSegmentRecord } from '../../model/combat.ts';

/**
 * HQ Ranged Support (4.2.1.2): "A supplied HQ unit has the ability to participate in combat even if
 * it is not adjacent to the defending hex (when attacking) or in the defending hex (when defending)."
 * One check for both sides; the caller says which ground units it may support.
 */

const R = '4.2.1.2';
const v = (code: string, message: string, rule = R): Violation => ({ rule, code: `rangedSupport.${code}`, message });

/**
 * HQ-6 (4.2.1.2) hqPathMayEnter: "The path cannot be traced into a hex inside a Neutral Country or
 * Policy Affected Country, or any Dependent belonging to" one. It may enter enemy-held and All-Sea
 * hexes.
 */
export function hqPathMayEnter(state: DsGameState, hex: string): boolean {
  let id = state.board.hexes[hex]?.country;
  const seen = new Set<string>();
  while (id !== undefined && !seen.has(id)) {
    seen.add(id);
    const c = state.countries[id];
    if (!c) return true;
    if (c.status === 'neutral' || c.status === 'policyAffected') return false;
    id = c.status === 'dependent' ? c.dependentOf : undefined;
  }
  return true;
}

/**
 * HQ-5, HQ-6 (4.2.1.2) hqRangedSupportPath: a path from the HQ's hex to the defending hex of at
 * most two hexes, "Do not count the HQ unit's hex, but do count the defending hex", entering no
 * Neutral or Policy Affected hex.
 */
export function hqHasPath(state: DsGameState, from: string, target: string): boolean {
  if (from === target) return true;
  // The path reads only the map and the countries' statuses: kept per pair of them, since every
  // candidate attack with Ranged Support asks it again of the same HQ and target.
  let byBoard = paths.get(state.countries);
  if (!byBoard) paths.set(state.countries, (byBoard = new WeakMap()));
  let known = byBoard.get(state.board);
  if (!known) byBoard.set(state.board, (known = new Map()));
  const key = `${from}>${target}`;
  let found = known.get(key);
  if (found === undefined) {
    found = state.board.grid.path(from, target, { maxLength: 2, canEnter: (h) => hqPathMayEnter(state, h) }) !== undefined;
    known.set(key, found);
  }
  return found;
}

const paths = new WeakMap<DsGameState['countries'], WeakMap<DsGameState['board'], Map<string, boolean>>>();

/**
 * HQ-2 (4.2.1.2) hqNationalityLink: "An HQ unit can provide Ranged Support to any combat that
 * includes a ground unit of the same nationality as the HQ unit." The Communist Chinese (Soviet)
 * and Nationalist Chinese (Western) exceptions are met by nationality here, since the model gives
 * every Chinese unit one of those two nationalities (gap §1 #40). R-AIR-RS-NATIONALITY: a
 * multi-national HQ (the Western CBI) or unit is of each nationality of its Holding Box too (2.3).
 */
export function hqSupports(state: DsGameState, hq: GroundUnit, units: readonly GroundUnit[]): boolean {
  const nationalities = unitNationalities(state, hq);
  return units.some((u) => nationalities.some((n) => unitHasNationality(state, u, n)));
}

/** What a Ranged Support HQ is asked for: the side's units in the combat and whether it is the attacker's. */
export interface RangedSupportCase {
  readonly target: string;
  readonly faction: Faction;
  readonly role: 'attacker' | 'defender';
  /** The side's ground units in the combat (attackers, or the defending hex's units). */
  readonly units: readonly GroundUnit[];
}

/**
 * HQ-1..HQ-9, HQ-12 (4.2.1.2, 4.1.2): may `hqId` give Ranged Support to this side of the combat?
 */
export function rangedSupportViolations(state: DsGameState, mode: CombatMode, c: RangedSupportCase, hqId: string, record: CombatSegmentRecord): Violation[] {
  const hq = state.counters.get(hqId)?.counter;
  if (!hq || hq.kind !== 'ground' || !isHq(hq)) return [v('unknownHq', `${counterName(state, hqId)} is not an HQ unit, so it cannot give Ranged Support.`)];
  if (counterFaction(hq, state.countries) !== c.faction) return [v('wrongFaction', `${counterName(state, hqId)} is not a unit of the ${c.role}'s faction.`)];
  const at = hexOf(state, hqId);
  if (!at) return [v('notOnMap', `${counterName(state, hqId)} is not on the map.`)];
  const name = counterName(state, hqId);
  const out: Violation[] = [];
  // HQ-8: one HQ per faction in a combat.
  if (c.units.some((u) => isHq(u))) out.push(v('secondHq', c.role === 'attacker'
    ? `An attacking HQ is already in this attack; only one HQ per faction takes part in a combat, so no HQ may add Ranged Support.`
    : `The defending hex already holds an HQ; only one HQ per faction takes part in a combat.`));
  // HQ-1
  if (!isSupplied(state, hqId)) out.push(v('unsupplied', `${name} is out of supply; only a supplied HQ can give Ranged Support.`));
  // HQ-3 / HQ-4: there must be a ground unit of the side in the combat.
  if (c.units.length === 0) out.push(v(c.role === 'attacker' ? 'noAdjacentAttacker' : 'loneMarker', c.role === 'attacker'
    ? 'An HQ cannot attack a hex by Ranged Support alone: at least one adjacent ground unit must attack.'
    : `An HQ cannot give Ranged Support to a Detachment or Logistics marker alone in a hex.`));
  // HQ-2
  else if (!hqSupports(state, hq, c.units)) out.push(v('nationality', `${name} can only support a combat that includes a ground unit of its own nationality (or of a unit in its Holding Box).`));
  // HQ-7: attacking, defending in an attacked hex ("soak off"), giving Ranged Support, caught in a rout.
  if (record.unitsThatParticipated.includes(hqId)) out.push(v('alreadyUsed', `${name} has already taken part in a combat this Combat Segment, so it cannot give Ranged Support to another one.`));
  // HQ-5, HQ-6
  if (!hqHasPath(state, at, c.target)) out.push(v('outOfRange', `${hexName(state, c.target)} is not within two hexes of ${name} along a path that avoids Neutral and Policy Affected countries.`));
  // HQ-9 (gap §2 #42: only the hex across the Beachhead Hexside)
  const bh = beachheadIn(state, at, c.faction);
  if (bh && bh.arrowTo !== c.target) out.push(v('onBeachhead', `${name} is on a Beachhead marker, so it can only give Ranged Support across that marker's Beachhead Hexside.`));
  // HQ-12 / BC-1: the attacker's HQ must be Blitz-enabled in Blitz Combat (not the defender's, BC-2).
  if (mode === 'blitz' && c.role === 'attacker' && !isBlitzEnabled(state, hqId)) out.push(v('notBlitzEnabled', `${name} is not Blitz-enabled; in Blitz Combat the attacker's units must be.`, '4.1.2'));
  return out;
}

/**
 * The faction's HQs on the map that might support a combat at `target` (within two hexes), in
 * counter order: read from the contents of the nineteen hexes around the target, not from every
 * counter of the game (this is asked again after every event of an attack).
 */
export function hqCandidates(state: DsGameState, faction: Faction, target: string): string[] {
  const found: string[] = [];
  for (const hex of state.board.grid.within(target, 2)) {
    for (const { counter: c } of contentsOf(state, { kind: 'hex', hex })) {
      if (c.kind === 'ground' && isHq(c) && counterFaction(c, state.countries) === faction) found.push(c.id);
    }
  }
  const order = state.counters;
  return found.sort((a, b) => (order.ordinalOf(a) ?? 0) - (order.ordinalOf(b) ?? 0));
}
