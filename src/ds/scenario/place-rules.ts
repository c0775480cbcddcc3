import type { Counter } from '../model/counters.ts';
import type { PlaceKind, Place } from '../model/places.ts';
import { supportFace } from '../model/support-units.ts';

const TRACK_MARKERS = new Set(['gameTurn', 'victoryPoints', 'government']);

const GROUND_PLACES = new Set<PlaceKind>(['hex', 'forcePool', 'holdingBox', 'offMapBox', 'delayBox', 'turnTrack', 'setAside']);
const SUPPORT_PLACES = new Set<PlaceKind>(['hex', 'forcePool', 'navalZone', 'offMapBox', 'delayBox', 'navalWarfareDelayBox', 'strategicWarfareBox', 'turnTrack', 'setAside']);
const CONVOY_PLACES = new Set<PlaceKind>(['navalZone', 'forcePool', 'delayBox', 'navalWarfareDelayBox', 'turnTrack', 'setAside']);
const MARKER_PLACES = new Set<PlaceKind>(['hex', 'forcePool', 'offMapBox', 'delayBox', 'navalWarfareDelayBox', 'strategicWarfareBox', 'turnTrack', 'setAside']);
/** Besides the track markers, only the Japanese Mandate marker sits on a track: "on the VP Track" (2.3.2.4). */
const ALSO_ON_TRACKS = new Set(['japaneseMandate']);

/**
 * Why a counter cannot be in a place, or undefined if it can. This is the scenario's shape check
 * (a Convoy marker in a hex makes no sense), not the placement rules of 2.2.3, which the Support
 * Segment checks when a placement is made.
 */
export function placeMismatch(c: Counter, at: Place): string | undefined {
  if (c.kind === 'ground') {
    return GROUND_PLACES.has(at.kind) ? undefined : 'a ground unit cannot be in a Naval Zone box, the Strategic Warfare Box or on a track';
  }
  if (c.kind === 'support') {
    if (!SUPPORT_PLACES.has(at.kind)) return 'a support unit cannot be in a Holding Box or on a track';
    const face = supportFace(c);
    const inConvoys = at.kind === 'navalZone' && at.box === 'convoys';
    if (face === 'escortTroopConvoy' && !inConvoys && at.kind !== 'setAside') {
      return 'a unit flipped to its Escort Troop Convoy side sits in a Convoys Box (2.2.3.6)';
    }
    if (face !== 'escortTroopConvoy' && inConvoys) return 'only Convoy markers and Escort Troop Convoys go in a Convoys Box (2.2.3.6)';
    // CS-1 (4.1.5): a CV Strike returns to its Naval Zone's Used Box still on its CV Strike side.
    const strikeReturned = face === 'cvStrike' && at.kind === 'navalZone' && at.box === 'used';
    if (face === 'cvStrike' && at.kind !== 'hex' && !strikeReturned) return 'a CV Strike side is only face up in a hex, or in a Used Box once it returns (4.1.5)';
    if (face === 'devastation' && at.kind !== 'hex') return 'a Devastation side is only face up in a hex';
    return undefined;
  }
  if (TRACK_MARKERS.has(c.type)) return at.kind === 'track' ? undefined : 'track markers sit on a track (places.tracks)';
  if (c.type === 'convoy') {
    if (!CONVOY_PLACES.has(at.kind)) return 'a Convoy marker sits in a Convoys Box, a Force Pool or a Delay box';
    if (at.kind === 'navalZone' && at.box !== 'convoys') return 'a Convoy marker goes in the Convoys Box of its Naval Zone (2.2.3.6)';
    return undefined;
  }
  if (at.kind === 'track') {
    return ALSO_ON_TRACKS.has(c.type) ? undefined : `a ${c.type} marker cannot be on a track (only Game Turn, Victory Points, Government and Japanese Mandate markers are)`;
  }
  if (!MARKER_PLACES.has(at.kind)) return `a ${c.type} marker cannot be in ${at.kind === 'navalZone' ? 'a Naval Zone box' : 'a Holding Box'}`;
  return undefined;
}
