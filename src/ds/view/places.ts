import type { PlaceView } from '../../core/views.ts';
import { describePlace, hexName, placeIndex, placeKey, zoneName, type DsGameState, type Place } from '../model/index.ts';
import { pieceView } from './board.ts';
import { placeNames } from './names.ts';

/**
 * The places off the DS map (Force Pools, Naval Zone boxes, the Delay Box, tracks...) and the keys
 * by which actions target some of them, independent of the model's own place keys:
 * `zone:<zoneId>` is a Naval Zone's On Station Box (support units, 2.2.3.1), `convoys:<zoneId>` its
 * Convoys Box (Convoy markers, 2.2.3.6), and `box:strategicWarfare` the Strategic Warfare Box.
 */

/** The target key of a place an action may target; undefined for the others. */
export function targetKeyOf(place: Place): string | undefined {
  if (place.kind === 'navalZone' && place.box === 'onStation') return `zone:${place.zone}`;
  if (place.kind === 'navalZone' && place.box === 'convoys') return `convoys:${place.zone}`;
  if (place.kind === 'strategicWarfareBox') return 'box:strategicWarfare';
  return undefined;
}

/** The place a target key names; undefined for a key of no known form. */
export function placeOfTargetKey(key: string): Place | undefined {
  if (key === 'box:strategicWarfare') return { kind: 'strategicWarfareBox' };
  const [, kind, zone] = /^(zone|convoys):(.+)$/.exec(key) ?? [];
  if (!zone) return undefined;
  return { kind: 'navalZone', zone, box: kind === 'zone' ? 'onStation' : 'convoys' };
}

/** A target key in words: a hex by name and id, a Naval Zone's box, or the Strategic Warfare Box. */
export function targetName(state: DsGameState, key: string): string {
  if (key.startsWith('zone:')) return `${zoneName(state, key.slice(5))} On Station Box`;
  if (key.startsWith('convoys:')) return `${zoneName(state, key.slice(8))} Convoys Box`;
  if (key === 'box:strategicWarfare') return 'Strategic Warfare Box';
  return hexName(state, key);
}

/** Every place an action may target, held or not: each Naval Zone's On Station and Convoys Boxes, the Strategic Warfare Box. */
function targetable(state: DsGameState): Place[] {
  return [
    ...Object.keys(state.navalZones).flatMap((zone): Place[] => [{ kind: 'navalZone', zone, box: 'onStation' }, { kind: 'navalZone', zone, box: 'convoys' }]),
    { kind: 'strategicWarfareBox' },
  ];
}

const placesCache = new WeakMap<DsGameState, readonly PlaceView[]>();

/** The places off the map holding counters, and the targetable ones even when empty, by name. */
export function placesView(state: DsGameState): readonly PlaceView[] {
  let views = placesCache.get(state);
  if (!views) {
    const index = placeIndex(state), names = placeNames(state), seen = new Set<string>(), out: PlaceView[] = [];
    const add = (place: Place): void => {
      const model = placeKey(place);
      if (seen.has(model)) return;
      seen.add(model);
      const placed = index.get(model) ?? [];
      out.push({ key: targetKeyOf(place) ?? model, name: describePlace(place, names), pieces: placed.map((p) => pieceView(state, p)) });
    };
    for (const placed of index.values()) {
      const at = placed[0]?.at;
      if (at && at.kind !== 'hex') add(at);
    }
    for (const place of targetable(state)) add(place);
    views = out.sort((a, b) => a.name.localeCompare(b.name));
    placesCache.set(state, views);
  }
  return views;
}
