import type { Violation } from '../../core/violation.ts';
import { contentsOf } from '../model/contents.ts';
import { counterFaction } from '../model/counters.ts';
import type { Faction } from '../model/factions.ts';
import { counterName, hexName } from '../model/names.ts';
import type { DsGameState } from '../model/state.ts';
import { isAirUnit } from '../model/support-units.ts';
import { isBlitzEnabled } from './blitz-enabled.ts';

/**
 * 4.1.1 Airdrop. A supplied, Blitz-enabled airborne ground unit in a Land hex flips to its Airdrop
 * marker side and is placed within two hexes. The counters model the flip as the faction's Airdrop
 * marker coming from its Force Pool to the placement hex while the airborne unit is set aside under
 * it (docs/rulings.md R-AIRDROP-MARKER); the turn remembers which unit each marker stands for.
 */

/** Airdrop Path length: within two hexes, the origin not counted, the placement hex counted (AD-2). */
export const AIRDROP_RANGE = 2;

const v = (code: string, message: string): Violation => ({ rule: '4.1.1', code, message });

export const isSupplied = (state: DsGameState, id: string): boolean => !state.facts.unsupplied.includes(id);

/** The hex a counter is in, if it is on the map. */
export function hexOf(state: DsGameState, id: string): string | undefined {
  const at = state.counters.get(id)?.at;
  return at?.kind === 'hex' ? at.hex : undefined;
}

/** A hex in a Neutral Minor Country (13.4) or a Policy Affected Country (13.6). */
export function inNeutralOrPolicyCountry(state: DsGameState, hex: string): boolean {
  const country = state.board.hexes[hex]?.country;
  const status = country !== undefined ? state.countries[country]?.status : undefined;
  return status === 'neutral' || status === 'policyAffected';
}

/** Units (ground or support, not markers) of a faction other than `faction` in the hex. */
export function enemyUnitsIn(state: DsGameState, faction: Faction, hex: string): string[] {
  return contentsOf(state, { kind: 'hex', hex })
    .filter((p) => p.counter.kind !== 'marker' && counterFaction(p.counter, state.countries) !== faction)
    .map((p) => p.counter.id);
}

/** The faction's Airdrop markers in its Force Pool, the unit's own nationality first (gap §1 #28). */
export function airdropMarkersAvailable(state: DsGameState, unit: string): string[] {
  const c = state.counters.get(unit)?.counter;
  if (!c || c.kind !== 'ground') return [];
  const faction = counterFaction(c, state.countries);
  if (!faction) return [];
  const markers = contentsOf(state, { kind: 'forcePool', faction })
    .map((p) => p.counter)
    .filter((m) => m.kind === 'marker' && m.type === 'airdrop');
  return [...markers.filter((m) => m.nationality === c.nationality), ...markers.filter((m) => m.nationality !== c.nationality)].map((m) => m.id);
}

/**
 * AD-1 (4.1.1) airdropUnitEligible: a phasing, supplied, Blitz-enabled airborne ground unit in a
 * Land hex, with an Airdrop marker of its faction to flip to. AD-5 airdropNotPreWar: none in Pre-War.
 */
export function airdropUnitViolations(state: DsGameState, unit: string): Violation[] {
  const placed = state.counters.get(unit);
  if (!placed) return [v('airdrop.unknownUnit', `There is no unit "${unit}".`)];
  const c = placed.counter;
  const name = counterName(state, unit);
  if (c.kind !== 'ground' || c.type !== 'airborne') return [v('airdrop.notAirborne', `${name} is not an airborne ground unit: only airborne units airdrop.`)];
  if (counterFaction(c, state.countries) !== state.game.phasing) return [v('airdrop.notPhasing', `${name} does not belong to the phasing faction.`)];
  if (state.game.preWar) return [v('airdrop.preWar', 'No Airdrop marker is placed during Pre-War (12.1).')];
  const hex = hexOf(state, unit);
  const h = hex !== undefined ? state.board.hexes[hex] : undefined;
  if (!h || h.terrain === 'allSea') return [v('airdrop.notInLandHex', `${name} must be in a Land hex to airdrop.`)];
  if (!isSupplied(state, unit)) return [v('airdrop.unsupplied', `${name} is unsupplied: only supplied units airdrop.`)];
  if (!isBlitzEnabled(state, unit)) return [v('airdrop.notBlitzEnabled', `${name} is not Blitz-enabled: it must be within two hexes of a friendly Blitz marker.`)];
  if (airdropMarkersAvailable(state, unit).length === 0) return [v('airdrop.noMarker', `No Airdrop marker of ${name}'s faction is in its Force Pool.`)];
  return [];
}

/** AD-2, AD-7 (4.1.1): the Airdrop Path, at most two hexes, not across a Neutral or Policy Affected hex. */
export function airdropPath(state: DsGameState, from: string, to: string): string[] | undefined {
  return state.board.grid.path(from, to, { maxLength: AIRDROP_RANGE, canEnter: (h: string) => !inNeutralOrPolicyCountry(state, h) });
}

/** AD-3 (4.1.1) airdropNotNearEnemyAir: enemy Air units in or next to the hex. */
export function enemyAirNear(state: DsGameState, faction: Faction, hex: string): string[] {
  return state.board.grid.within(hex, 1).flatMap((h) => contentsOf(state, { kind: 'hex', hex: h })
    .filter((p) => p.counter.kind === 'support' && isAirUnit(p.counter) && counterFaction(p.counter, state.countries) !== faction)
    .map((p) => p.counter.id));
}

/**
 * AD-2..AD-7 (4.1.1): where the Airdrop marker may go. AD-4 airdropNotAllSea: never an All-Sea hex,
 * Beachhead or not. AD-6 airdropNotNeutralOrPolicy: never in a Neutral Minor or Policy Affected
 * Country. AD-9 airdropPermissive: enemy or friendly
 * units and markers (other Airdrop markers too), Mud, Storms and Snow do not matter, nor does the
 * hex need to be Blitz-enabled. AD-10 airdropNotContestable: nobody contests it.
 */
export function airdropTargetViolations(state: DsGameState, unit: string, target: string): Violation[] {
  const from = hexOf(state, unit);
  const faction = state.game.phasing;
  const h = state.board.hexes[target];
  if (!h || from === undefined) return [v('airdrop.unknownHex', `There is no hex ${target} on this map.`)];
  const name = hexName(state, target);
  if (h.terrain === 'allSea') return [v('airdrop.allSea', `${name} is an All-Sea hex: no Airdrop marker goes there, even with a Beachhead marker.`)];
  if (inNeutralOrPolicyCountry(state, target)) return [v('airdrop.neutralOrPolicy', `${name} is in a Neutral Minor Country or a Policy Affected Country (13.4, 13.6).`)];
  if (state.board.grid.distance(from, target) > AIRDROP_RANGE) return [v('airdrop.outOfRange', `${name} is more than two hexes from ${hexName(state, from)}.`)];
  if (!airdropPath(state, from, target)) return [v('airdrop.pathBlocked', `No Airdrop Path of two hexes reaches ${name} without crossing a Neutral Minor Country or a Policy Affected Country.`)];
  const air = enemyAirNear(state, faction, target);
  if (air.length > 0) return [v('airdrop.enemyAir', `${name} is in or next to a hex with an enemy Air unit (${air.map((a) => counterName(state, a)).join(', ')}).`)];
  return [];
}

/** AD-1..AD-7: everything that stops this Airdrop. */
export function airdropViolations(state: DsGameState, unit: string, target: string): Violation[] {
  const u = airdropUnitViolations(state, unit);
  return u.length > 0 ? u : airdropTargetViolations(state, unit, target);
}

/** AD-11 (4.1.1): the units that may still airdrop (Airdrops go on while any remain). */
export function airdropCandidates(state: DsGameState): string[] {
  return state.counters.sortedIds.filter((id) => airdropUnitViolations(state, id).length === 0);
}

/** AD-2: the hexes a unit may airdrop to, its own included. */
export function airdropTargets(state: DsGameState, unit: string): string[] {
  const from = hexOf(state, unit);
  if (from === undefined) return [];
  return state.board.grid.within(from, AIRDROP_RANGE).filter((h) => airdropTargetViolations(state, unit, h).length === 0).sort();
}

/**
 * AD-8 (4.1.1) airdropPolicyTruceFailure: Policies (13.6.1), Truces (13.6.2) and Failures (14.12)
 * may limit the placement; their content is not in the seeds, so they are named for the player
 * to weigh (as PR-10 does), not checked.
 */
export function airdropLimitsToWeigh(state: DsGameState, target: string): string[] {
  const countryId = state.board.hexes[target]?.country;
  const country = countryId ? state.countries[countryId] : undefined;
  if (!country) return [];
  const notes = country.policies.map((p) => `${country.name}: Policy "${p}" (13.6.1)`);
  if (country.truces.includes(state.game.phasing)) notes.push(`${country.name} has a Truce with the phasing faction (13.6.2)`);
  if (state.facts.failures.includes(country.id)) notes.push(`${country.name}: Failure in effect (14.12/14.15)`);
  return notes;
}
