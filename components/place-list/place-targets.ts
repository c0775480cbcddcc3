import { placeKey, type Place } from '../../src/ds/model/index.ts';

/**
 * Keys by which the guide names the off-map places an action can target, independent of the
 * model's own place keys: `zone:<zoneId>` is a Naval Zone's On Station Box (support units,
 * 2.2.3.1), `convoys:<zoneId>` its Convoys Box (Convoy markers, 2.2.3.6), and
 * `box:strategicWarfare` the Strategic Warfare Box.
 */
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

/** The model's key of the place a target key names, to match it against what the state holds. */
export function modelKeyOfTarget(key: string): string | undefined {
  const place = placeOfTargetKey(key);
  return place && placeKey(place);
}
