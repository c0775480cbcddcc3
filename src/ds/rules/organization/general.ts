import type { Violation } from '../../../core/violation.ts';
import { contentsOf } from '../../model/contents.ts';
import { counterFaction } from '../../model/counters.ts';
import { derivedCarried } from '../../model/derived.ts';
import { areEnemies, type Faction } from '../../model/factions.ts';
import type { GroundUnit } from '../../model/ground-units.ts';
import type { Nationality } from '../../model/nationalities.ts';
import { describePlace, type Place } from '../../model/places.ts';
import type { DsGameState, Placed } from '../../model/state.ts';
import { isAirUnit } from '../../model/support-units.ts';

/**
 * General rules of the 2.3 Organization Segment: whose units take part, where they are, where the
 * pieces it removes go, and what Holding Boxes mean. The order of the five steps (OG-1) is the
 * sequence of the Organization Segment's states (machines/ds/administrative/organization.machine.ts).
 */

export const violation = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/** A ground unit with the one place it is in. */
export interface PlacedGround {
  readonly unit: GroundUnit;
  readonly at: Place;
}

/**
 * The phasing faction's own ground unit `id`, or why not: an unknown id, a piece that is not a
 * ground unit, or another faction's unit. `action` is the code prefix ('combine', 'breakdown'...).
 */
export function ownGroundUnit(
  state: DsGameState, faction: Faction, id: string, action: string, rule: string,
): { ok: PlacedGround } | { violation: Violation } {
  const placed = state.counters.get(id);
  if (!placed) return { violation: violation(rule, `${action}.unknownUnit`, `There is no counter "${id}".`) };
  const c = placed.counter;
  if (c.kind !== 'ground') return { violation: violation(rule, `${action}.notGroundUnit`, `${id} is not a ground unit.`) };
  const owner = counterFaction(c, state.countries);
  if (owner !== faction) {
    return { violation: violation(rule, `${action}.notYourUnit`, `${c.name} belongs to the ${owner ?? 'no'} faction; only the phasing faction's own units can be organized.`) };
  }
  return { ok: { unit: c, at: placed.at } };
}

/**
 * On the map: a hex or an Off-Map Box, the places where units combine (CB-1) and from which they
 * are eliminated or broken down. A unit in a Holding Box is not available (OG-15), nor is one in a
 * Force Pool, the Delay Box or on the Turn Track (docs/rulings.md R-ON-THE-MAP).
 */
export const isOnMap = (p: Place): boolean => p.kind === 'hex' || p.kind === 'offMapBox';

/** Why a unit at `at` is not available on the map, as a sentence; undefined when it is. */
export function notOnMapReason(name: string, at: Place): string | undefined {
  if (isOnMap(at)) return undefined;
  if (at.kind === 'holdingBox') return `${name} is in a Holding Box: it is not available until its multi-step unit breaks down (2.3).`;
  return `${name} is in the ${describePlace(at)}, not on the map.`;
}

/**
 * OG-3 (2.3) delayStripeOnRemoval: a unit or marker removed by a Combination, Fortress Conversion
 * or Breakdown goes to the Delay Box if it has a Delay Stripe, otherwise to its Force Pool.
 */
export function removalDestination(c: { readonly delayStripe: boolean }, faction: Faction): Place {
  return c.delayStripe ? { kind: 'delayBox' } : { kind: 'forcePool', faction };
}

/** Supplied: not listed in `facts.unsupplied` (docs/rulings.md R-SUPPLY). */
export const isSupplied = (state: DsGameState, id: string): boolean => !state.facts.unsupplied.includes(id);

/** An enemy Air unit (Air Force or CV Strike, R-AIR-UNIT) in the hex (CB-7). */
export function hasEnemyAirUnit(state: DsGameState, hex: string, faction: Faction): boolean {
  return contentsOf(state, { kind: 'hex', hex }).some(({ counter: c }) => {
    if (c.kind !== 'support' || !isAirUnit(c)) return false;
    const owner = counterFaction(c, state.countries);
    return owner !== undefined && areEnemies(owner, faction);
  });
}

/** A fortress unit (2.3.2.1), a port-a-fort showing its fortress side included (2.3.2.2). */
export const isFortress = (u: GroundUnit): boolean => u.type === 'fortress';

/**
 * GC-1 (2.3.2.3) isGarrison: "any unit with a movement allowance of zero that is restricted to a
 * specific hex listed in 2.3.2.4": a garrison unit, or a non-fortress unit of movement 0 whose
 * hexes are printed on it (`restrictedTo`).
 */
export const isGarrison = (u: GroundUnit): boolean =>
  u.type === 'garrison' || (u.type !== 'fortress' && u.values.movement === 0 && (u.restrictedTo?.length ?? 0) > 0);

/**
 * PF-1 (2.3.2.2) isPortAFort: Japanese 1-1-2 IG infantry and Chinese 1-1-1 Def infantry have
 * one-step fortress units on their other side. The counter says so: one side is a `portAFort`.
 */
export const isPortAFort = (u: GroundUnit): boolean => u.fortKind === 'portAFort' || u.back?.fortKind === 'portAFort';

/** OG-15 (2.3) holdingBoxUnavailable: the one-step units kept in `unitId`'s Holding Box. */
export function heldUnits(state: DsGameState, unitId: string): readonly GroundUnit[] {
  return contentsOf(state, { kind: 'holdingBox', unit: unitId }).flatMap(({ counter: c }) => (c.kind === 'ground' ? [c] : []));
}

/**
 * OG-15 (2.3 clarification): "Holding Boxes are used to determine the unit's nationality for
 * various rules purposes": a unit is of its own nationality and of each unit in its Holding Box.
 */
export function unitNationalities(state: DsGameState, unit: GroundUnit): readonly Nationality[] {
  return [...new Set([unit.nationality, ...heldUnits(state, unit.id).map((u) => u.nationality)])];
}

/** OG-15: is `nationality` one of `unitNationalities(state, unit)`? (Asked per hex per Detachment: no lists made.) */
export function unitHasNationality(state: DsGameState, unit: GroundUnit, nationality: Nationality): boolean {
  if (unit.nationality === nationality) return true;
  return contentsOf(state, { kind: 'holdingBox', unit: unit.id }).some(({ counter: c }) => c.kind === 'ground' && c.nationality === nationality);
}

/** The phasing faction's ground units in its Force Pool. */
export function forcePoolUnits(state: DsGameState, faction: Faction): readonly GroundUnit[] {
  return contentsOf(state, { kind: 'forcePool', faction }).flatMap(({ counter: c }) => (c.kind === 'ground' ? [c] : []));
}

const groundOnMap = (p: Placed | undefined): boolean => p !== undefined && p.counter.kind === 'ground' && isOnMap(p.at);

/**
 * The faction's ground units on the map (hexes and Off-Map Boxes), each with its place, in counter
 * order. Every Organization enumerator starts from it: kept per state, and carried over a move
 * that touched no ground unit on the map (the list can only change if a counter it holds, or one
 * that joins it, changed).
 */
export function groundUnitsOnMap(state: DsGameState, faction: Faction): readonly PlacedGround[] {
  return derivedCarried(state, `groundUnitsOnMap:${faction}`, () => {
    const out: PlacedGround[] = [];
    for (const { counter: c, at } of state.counters.all()) {
      if (c.kind === 'ground' && isOnMap(at) && counterFaction(c, state.countries) === faction) out.push({ unit: c, at });
    }
    return out;
  }, (known, changes) => (changes.some(({ id, before }) => groundOnMap(before) || groundOnMap(state.counters.get(id))) ? undefined : known));
}
