import { formatValues } from './ground-units.ts';
import { markerLabel } from './markers.ts';
import { NATIONALITY_INFO } from './nationalities.ts';
import { describePlace, type Place } from './places.ts';
import type { DsGameState } from './state.ts';
import { SUPPORT_FACE_NAMES, supportFace, type SupportUnit } from './support-units.ts';

/**
 * How messages, logs and the guide name things: as printed on the map and counters, with the id
 * where a player needs it to find the piece. One place for it, so every message reads alike.
 */

/** 'Singapore (w3218)', or 'hex w2717' for an unnamed hex. */
export function hexName(state: DsGameState, hex: string): string {
  const name = state.board.hexes[hex]?.name;
  return name ? `${name} (${hex})` : `hex ${hex}`;
}

/** 'Bay of Bengal': a Naval Zone's printed name, or its id. */
export const zoneName = (state: DsGameState, zone: string): string => state.navalZones[zone]?.name ?? zone;

/** 'Force B (British Surface Fleet)': a support unit by the side it shows. */
export function supportName(u: SupportUnit): string {
  return `${u.name} (${NATIONALITY_INFO[u.nationality].name} ${SUPPORT_FACE_NAMES[supportFace(u)]})`;
}

/** '16th Army 5-5-1', 'Force B (British Surface Fleet)', 'Beachhead-1 (we-bh-1)'; an unknown id in quotes. */
export function counterName(state: DsGameState, id: string): string {
  const c = state.counters.get(id)?.counter;
  if (!c) return `"${id}"`;
  if (c.kind === 'ground') return `${c.name} ${formatValues(c.values)}`;
  if (c.kind === 'support') return supportName(c);
  return `${markerLabel(c)} (${id})`;
}

/** 'Telekbetung (w2818)', 'Bay of Bengal On Station Box', 'Holding Box of ABDA Army 2-3-2', 'Indian Ocean Box'. */
export function placeName(state: DsGameState, place: Place): string {
  return describePlace(place, {
    hex: (id) => hexName(state, id),
    zone: (id) => zoneName(state, id),
    unit: (id) => counterName(state, id),
    offMapBox: (id) => state.offMapBoxes[id]?.name ?? id,
  });
}

/** The place as it sits in a sentence: 'Singapore (w3218)', but 'the Delay Box', 'the Bay of Bengal Convoys Box'. */
export function placePhrase(state: DsGameState, place: Place): string {
  const name = placeName(state, place);
  return place.kind === 'hex' || place.kind === 'setAside' ? name : `the ${name}`;
}
