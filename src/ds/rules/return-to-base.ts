import { counterFaction } from '../model/counters.ts';
import type { Counter } from '../model/counters.ts';
import type { Faction } from '../model/factions.ts';
import type { Place } from '../model/places.ts';
import type { DsGameState, Placed } from '../model/state.ts';
import { supportFace } from '../model/support-units.ts';

/**
 * RB-1 (2.2.1) returnToBaseScope: the phasing faction's support units and Convoy markers in a
 * hex, a Naval Zone Box or the Strategic Warfare Box return to base. RB-3: inherent Supply
 * Convoys are printed on the map, not counters, so they never appear here.
 * RB-6 (2.2.3.5) devastationNeverRemoved: a Bomber showing its Devastation side stays.
 */
export function returnsToBase(state: DsGameState, placed: Placed, phasing: Faction): boolean {
  const c = placed.counter;
  const onMap = placed.at.kind === 'hex' || placed.at.kind === 'navalZone' || placed.at.kind === 'strategicWarfareBox';
  if (!onMap || counterFaction(c, state.countries) !== phasing) return false;
  if (c.kind === 'support') return supportFace(c) !== 'devastation';
  return c.kind === 'marker' && c.type === 'convoy';
}

/** RB-2 (2.2.1) returnToBaseDestination: the Delay Box with a Delay Stripe, else the Force Pool. */
export function returnDestination(c: Counter, faction: Faction): Place {
  return c.delayStripe ? { kind: 'delayBox' } : { kind: 'forcePool', faction };
}

/**
 * RB-4, RB-5 (2.2.1): an Escort Troop Convoy goes back to its support-unit side and a CV Strike to
 * its CV Fleet side. The rule says so for the Delay Box; a Force Pool holds support units, not
 * their backs, so they are flipped either way (docs/rulings.md R-RETURN-FLIP).
 */
export function flipsOnReturn(c: Counter): boolean {
  if (c.kind !== 'support' || !c.flipped) return false;
  const face = supportFace(c);
  return face === 'escortTroopConvoy' || face === 'cvStrike';
}
