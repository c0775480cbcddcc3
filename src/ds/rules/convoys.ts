import type { Counter } from '../model/counters.ts';
import type { Faction } from '../model/factions.ts';
import type { ConvoyMode } from '../model/markers.ts';
import type { DsGameState } from '../model/state.ts';
import { supportFace } from '../model/support-units.ts';

/**
 * CV-10 (2.2.3.6) escortIsTroopOnly: "Surface Fleet or Air Force units can only function as
 * Escort Troop Convoys, not as Supply Convoys." The mode a convoy counts in, or undefined for a
 * counter that is no convoy: a Convoy marker by the side it shows, an Escort always Troop.
 */
export function convoyMode(c: Counter): ConvoyMode | undefined {
  if (c.kind === 'marker') return c.type === 'convoy' ? c.mode : undefined;
  if (c.kind === 'support' && supportFace(c) === 'escortTroopConvoy') return 'troop';
  return undefined;
}

/**
 * CV-13 (2.2.3.6) inherentSupplyConvoys: "many Naval Zones have an inherent Supply Convoy for the
 * Western or Axis faction", printed on the map; never removed (RB-3), always in Supply mode.
 */
export function hasInherentSupplyConvoy(state: DsGameState, zone: string, faction: Faction): boolean {
  return state.navalZones[zone]?.inherentSupplyConvoys.includes(faction) ?? false;
}
