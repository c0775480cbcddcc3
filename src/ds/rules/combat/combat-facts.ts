import { contentsOf } from '../../model/contents.ts';
import { counterFaction } from '../../model/counters.ts';
import type { Faction } from '../../model/factions.ts';
import type { GroundUnit } from '../../model/ground-units.ts';
import type { DsGameState } from '../../model/state.ts';
import { isAirUnit } from '../../model/support-units.ts';

/**
 * Facts about the map that the after-the-die rules (4.2.5-4.2.8) ask again and again: where a
 * ground unit stands, who is in a hex, zones of control, hexside features. Pure, over the state.
 */

/** A ground unit on the map with the hex it is in; undefined for an unknown id or a unit off the map. */
export function groundInHex(state: DsGameState, id: string): { unit: GroundUnit; hex: string } | undefined {
  const placed = state.counters.get(id);
  if (!placed || placed.counter.kind !== 'ground' || placed.at.kind !== 'hex') return undefined;
  return { unit: placed.counter, hex: placed.at.hex };
}

export const factionOf = (state: DsGameState, id: string): Faction | undefined => {
  const c = state.counters.get(id)?.counter;
  return c ? counterFaction(c, state.countries) : undefined;
};

const isEnemy = (state: DsGameState, f: Faction | undefined, faction: Faction): boolean => f !== undefined && f !== faction;

/** R-ZOC: the hex is in an EZOC for `faction` when an enemy faction lists it in `facts.zonesOfControl`. */
export function inEzoc(state: DsGameState, hex: string, faction: Faction): boolean {
  return enemyZones(state.facts.zonesOfControl, faction).has(hex);
}

type Zones = DsGameState['facts']['zonesOfControl'];

/**
 * The hexes some other faction lists as its zone of control, kept per zones object and faction
 * (facts are never mutated): a Retreat asks it of each neighbour, and a full board lists thousands.
 */
const ezocs = new WeakMap<Zones, Map<Faction, ReadonlySet<string>>>();

function enemyZones(zones: Zones, faction: Faction): ReadonlySet<string> {
  let byFaction = ezocs.get(zones);
  if (!byFaction) ezocs.set(zones, (byFaction = new Map()));
  let set = byFaction.get(faction);
  if (!set) {
    set = new Set(Object.entries(zones).flatMap(([f, hexes]) => (f !== faction ? hexes ?? [] : [])));
    byFaction.set(faction, set);
  }
  return set;
}

/** An enemy unit (ground or support unit) is in the hex. */
export function hasEnemyUnit(state: DsGameState, hex: string, faction: Faction): boolean {
  return contentsOf(state, { kind: 'hex', hex }).some((p) => p.counter.kind !== 'marker' && isEnemy(state, counterFaction(p.counter, state.countries), faction));
}

/** An enemy marker of `type` is in the hex (Airdrop, Beachhead...). */
export function hasEnemyMarker(state: DsGameState, hex: string, faction: Faction, type: string): boolean {
  return contentsOf(state, { kind: 'hex', hex }).some((p) => p.counter.kind === 'marker' && p.counter.type === type
    && isEnemy(state, counterFaction(p.counter, state.countries), faction));
}

/** RP-3's "friendly ground, Airdrop, or Air unit" in the hex (R-AIR-UNIT: Air Force or CV Strike). */
export function hasFriendlyGroundAirdropOrAir(state: DsGameState, hex: string, faction: Faction): boolean {
  return contentsOf(state, { kind: 'hex', hex }).some((p) => {
    const c = p.counter;
    if (counterFaction(c, state.countries) !== faction) return false;
    if (c.kind === 'ground') return true;
    if (c.kind === 'support') return isAirUnit(c);
    return c.type === 'airdrop';
  });
}

export const isLand = (state: DsGameState, hex: string): boolean => {
  const h = state.board.hexes[hex];
  return h !== undefined && h.terrain !== 'allSea';
};

/** R-NEUTRAL, R-POLICY: the hex belongs to a Neutral Minor Country or a Policy Affected Country (or a Dependent of one). */
export function inNeutralOrPolicyAffected(state: DsGameState, hex: string): string | undefined {
  const seen = new Set<string>();
  let id = state.board.hexes[hex]?.country;
  while (id !== undefined && !seen.has(id)) {
    seen.add(id);
    const c = state.countries[id];
    if (!c) return undefined;
    if (c.status === 'neutral' || c.status === 'policyAffected') return c.name;
    id = c.status === 'dependent' ? c.dependentOf : undefined;
  }
  return undefined;
}
