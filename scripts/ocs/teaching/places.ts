import type { GeoPoint } from './geo.ts';

/** Real places of the Pusan Perimeter, 1950, by their own longitude and latitude. */
export interface Town {
  readonly name: string;
  readonly geo: GeoPoint;
  readonly terrain: 'city' | 'village';
}

export const TOWNS: readonly Town[] = [
  { name: 'Taegu', geo: { lat: 35.87, lon: 128.6 }, terrain: 'city' },
  { name: 'Pusan', geo: { lat: 35.1, lon: 129.04 }, terrain: 'city' },
  { name: 'Masan', geo: { lat: 35.2, lon: 128.57 }, terrain: 'village' },
  { name: 'Pohang', geo: { lat: 36.03, lon: 129.37 }, terrain: 'village' },
  { name: 'Kyongju', geo: { lat: 35.85, lon: 129.21 }, terrain: 'village' },
  { name: 'Miryang', geo: { lat: 35.49, lon: 128.75 }, terrain: 'village' },
  { name: 'Yongsan', geo: { lat: 35.53, lon: 128.44 }, terrain: 'village' },
  { name: 'Changnyong', geo: { lat: 35.6, lon: 128.5 }, terrain: 'village' },
  { name: 'Waegwan', geo: { lat: 35.99, lon: 128.4 }, terrain: 'village' },
  { name: 'Hyonpung', geo: { lat: 35.7, lon: 128.45 }, terrain: 'village' },
  { name: 'Yongchon', geo: { lat: 35.97, lon: 128.94 }, terrain: 'village' },
  { name: 'Chinju', geo: { lat: 35.18, lon: 128.08 }, terrain: 'village' },
  { name: 'Kimhae', geo: { lat: 35.23, lon: 128.88 }, terrain: 'village' },
  { name: 'Ulsan', geo: { lat: 35.54, lon: 129.31 }, terrain: 'village' },
];

/** Rivers, from source to mouth. The Naktong is a major river on OCS Korea's maps; its tributaries minor. */
export const RIVERS: readonly { readonly name: string; readonly kind: 'majorRiver' | 'minorRiver'; readonly line: readonly GeoPoint[] }[] = [
  {
    name: 'Naktong', kind: 'majorRiver', line: [
      { lat: 36.22, lon: 128.35 }, { lat: 36.0, lon: 128.385 }, { lat: 35.85, lon: 128.43 }, { lat: 35.72, lon: 128.41 }, { lat: 35.62, lon: 128.37 },
      { lat: 35.53, lon: 128.36 }, { lat: 35.45, lon: 128.41 }, { lat: 35.38, lon: 128.48 }, { lat: 35.38, lon: 128.62 }, { lat: 35.4, lon: 128.75 },
      { lat: 35.36, lon: 128.83 }, { lat: 35.25, lon: 128.88 }, { lat: 35.15, lon: 128.95 }, { lat: 35.05, lon: 128.95 },
    ],
  },
  { name: 'Nam', kind: 'minorRiver', line: [{ lat: 35.2, lon: 128.05 }, { lat: 35.3, lon: 128.3 }, { lat: 35.38, lon: 128.47 }] },
  { name: 'Kumho', kind: 'minorRiver', line: [{ lat: 36.0, lon: 129.0 }, { lat: 35.9, lon: 128.75 }, { lat: 35.84, lon: 128.52 }, { lat: 35.82, lon: 128.44 }] },
  { name: 'Hyongsan', kind: 'minorRiver', line: [{ lat: 35.78, lon: 129.2 }, { lat: 35.94, lon: 129.3 }, { lat: 36.02, lon: 129.39 }] },
];

/** The main roads of 1950 between the towns (as the crow flies between waypoints). */
export const ROADS: readonly (readonly GeoPoint[])[] = [
  [{ lat: 35.87, lon: 128.6 }, { lat: 35.99, lon: 128.4 }],
  [{ lat: 35.87, lon: 128.6 }, { lat: 35.97, lon: 128.94 }, { lat: 35.85, lon: 129.21 }, { lat: 36.03, lon: 129.37 }],
  [{ lat: 35.87, lon: 128.6 }, { lat: 35.65, lon: 128.7 }, { lat: 35.49, lon: 128.75 }, { lat: 35.33, lon: 128.95 }, { lat: 35.1, lon: 129.04 }],
  [{ lat: 35.2, lon: 128.57 }, { lat: 35.23, lon: 128.88 }, { lat: 35.1, lon: 129.04 }],
  [{ lat: 35.6, lon: 128.5 }, { lat: 35.53, lon: 128.44 }, { lat: 35.49, lon: 128.75 }],
  [{ lat: 35.53, lon: 128.44 }, { lat: 35.35, lon: 128.55 }, { lat: 35.2, lon: 128.57 }],
  [{ lat: 35.85, lon: 129.21 }, { lat: 35.54, lon: 129.31 }, { lat: 35.1, lon: 129.04 }],
  [{ lat: 35.18, lon: 128.08 }, { lat: 35.2, lon: 128.57 }],
];

/** High ground, for the terrain: peaks of the perimeter's ridges (mountain within `km`). */
export const PEAKS: readonly { readonly name: string; readonly geo: GeoPoint; readonly km: number }[] = [
  { name: 'Palgong-san', geo: { lat: 36.02, lon: 128.7 }, km: 9 },
  { name: 'Biseul-san', geo: { lat: 35.67, lon: 128.52 }, km: 6 },
  { name: 'Hwawang-san', geo: { lat: 35.56, lon: 128.57 }, km: 5 },
  { name: 'Unmun-san', geo: { lat: 35.63, lon: 129.0 }, km: 9 },
  { name: 'Cheonseong-san', geo: { lat: 35.4, lon: 129.1 }, km: 6 },
  { name: 'Gaya-san', geo: { lat: 35.8, lon: 128.12 }, km: 9 },
];
