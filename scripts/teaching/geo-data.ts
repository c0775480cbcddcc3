/**
 * Real places used by the teaching map: the anchor hexes whose ids the rules give (they fix the
 * geographic fit), further hexes the rules name (checked, not fitted), and a handful of real
 * cities and ports placed by the fit from their own longitude and latitude.
 */
import type { Anchored } from './fit.ts';

export interface NamedPlace extends Anchored {
  /** DS country of the hex when its own samples find no land (Christmas Island is tiny). */
  readonly country: string;
  readonly port?: 'port' | 'key';
  readonly capital?: boolean;
}

/** Anchors of the fit (2.2.3.1, 2.2.3.3, 2.3.2.4, 4.2.5.1 and 4.2.5.2 examples). */
export const ANCHORS: readonly NamedPlace[] = [
  { id: 'w2518', name: 'Christmas Island', geo: { lat: -10.49, lon: 105.63 }, country: 'christmasIsland', port: 'port' },
  { id: 'w2818', name: 'Telekbetung', geo: { lat: -5.45, lon: 105.27 }, country: 'nei', port: 'port' },
  { id: 'w2819', name: 'Batavia', geo: { lat: -6.2, lon: 106.82 }, country: 'nei', port: 'key', capital: true },
  { id: 'w3218', name: 'Singapore', geo: { lat: 1.29, lon: 103.85 }, country: 'malaya', port: 'key', capital: true },
  { id: 'w3619', name: 'Saigon', geo: { lat: 10.78, lon: 106.7 }, country: 'indochina', port: 'port' },
  { id: 'w3509', name: 'Trincomalee', geo: { lat: 8.57, lon: 81.23 }, country: 'ceylon', port: 'key' },
  { id: 'w3824', name: 'Manila', geo: { lat: 14.6, lon: 120.98 }, country: 'philippines', port: 'key', capital: true },
  { id: 'w4222', name: 'Hong Kong', geo: { lat: 22.3, lon: 114.17 }, country: 'hongKong', port: 'key', capital: true },
  { id: 'w4114', name: 'Akyab', geo: { lat: 20.15, lon: 92.9 }, country: 'burma', port: 'port' },
  { id: 'w4213', name: 'Calcutta', geo: { lat: 22.57, lon: 88.36 }, country: 'india', port: 'port' },
  { id: 'w4313', name: 'Dacca', geo: { lat: 23.81, lon: 90.41 }, country: 'india' },
  { id: 'w4323', name: 'Amoy', geo: { lat: 24.48, lon: 118.09 }, country: 'china', port: 'port' },
  { id: 'w4324', name: 'Taihoku', geo: { lat: 25.03, lon: 121.56 }, country: 'japan' },
];

/** Named hexes of the rules inside the region that are not anchors: checked against the fit. */
export const RULE_CHECKS: readonly NamedPlace[] = [
  { id: 'w4424', name: 'Foochow', geo: { lat: 26.07, lon: 119.3 }, country: 'china', port: 'port' },
  { id: 'w4427', name: 'Okinawa', geo: { lat: 26.33, lon: 127.8 }, country: 'japan', port: 'port' },
];

/** Unnamed hexes the 4.2.5.1 Akyab example retreats through: they must be Land hexes. */
export const RULE_LAND_HEXES: readonly string[] = ['w4214', 'w4312', 'w4314', 'w4413', 'w4414'];

/** Hexes the 2.2.3.3 example places fleets in: they must be All-Sea. */
export const RULE_SEA_HEXES: readonly string[] = ['w2717', 'w2618'];

type City = Omit<NamedPlace, 'id'>;

/** Further real cities and ports, placed by the fit; skipped when they fall in a sea hex. */
export const CITIES: readonly City[] = [
  { name: 'Colombo', geo: { lat: 6.93, lon: 79.85 }, country: 'ceylon', port: 'key', capital: true },
  { name: 'Madras', geo: { lat: 13.08, lon: 80.27 }, country: 'india', port: 'port' },
  { name: 'Vizagapatam', geo: { lat: 17.69, lon: 83.22 }, country: 'india', port: 'port' },
  { name: 'Chittagong', geo: { lat: 22.34, lon: 91.83 }, country: 'india', port: 'port' },
  { name: 'Rangoon', geo: { lat: 16.78, lon: 96.16 }, country: 'burma', port: 'key', capital: true },
  { name: 'Moulmein', geo: { lat: 16.49, lon: 97.63 }, country: 'burma', port: 'port' },
  { name: 'Mandalay', geo: { lat: 21.97, lon: 96.08 }, country: 'burma' },
  { name: 'Lashio', geo: { lat: 22.93, lon: 97.75 }, country: 'burma' },
  { name: 'Port Blair', geo: { lat: 11.62, lon: 92.73 }, country: 'india', port: 'port' },
  { name: 'Bangkok', geo: { lat: 13.75, lon: 100.5 }, country: 'siam', port: 'port', capital: true },
  { name: 'Chiengmai', geo: { lat: 18.79, lon: 98.98 }, country: 'siam' },
  { name: 'Singora', geo: { lat: 7.2, lon: 100.6 }, country: 'siam', port: 'port' },
  { name: 'Penang', geo: { lat: 5.41, lon: 100.33 }, country: 'malaya', port: 'port' },
  { name: 'Kuala Lumpur', geo: { lat: 3.14, lon: 101.69 }, country: 'malaya' },
  { name: 'Kota Bharu', geo: { lat: 6.13, lon: 102.24 }, country: 'malaya', port: 'port' },
  { name: 'Medan', geo: { lat: 3.59, lon: 98.67 }, country: 'nei', port: 'port' },
  { name: 'Padang', geo: { lat: -0.95, lon: 100.35 }, country: 'nei', port: 'port' },
  { name: 'Palembang', geo: { lat: -2.99, lon: 104.76 }, country: 'nei', port: 'port' },
  { name: 'Tjilatjap', geo: { lat: -7.73, lon: 109.0 }, country: 'nei', port: 'port' },
  { name: 'Bandoeng', geo: { lat: -6.91, lon: 107.61 }, country: 'nei' },
  { name: 'Soerabaja', geo: { lat: -7.25, lon: 112.75 }, country: 'nei', port: 'port' },
  { name: 'Bandjermasin', geo: { lat: -3.32, lon: 114.59 }, country: 'nei', port: 'port' },
  { name: 'Balikpapan', geo: { lat: -1.27, lon: 116.83 }, country: 'nei', port: 'port' },
  { name: 'Pontianak', geo: { lat: -0.03, lon: 109.33 }, country: 'nei', port: 'port' },
  { name: 'Makassar', geo: { lat: -5.14, lon: 119.42 }, country: 'nei', port: 'port' },
  { name: 'Koepang', geo: { lat: -10.17, lon: 123.6 }, country: 'nei', port: 'port' },
  { name: 'Kuching', geo: { lat: 1.55, lon: 110.35 }, country: 'britishBorneo', port: 'port' },
  { name: 'Sandakan', geo: { lat: 5.84, lon: 118.1 }, country: 'britishBorneo', port: 'port' },
  { name: 'Hanoi', geo: { lat: 21.03, lon: 105.85 }, country: 'indochina', capital: true },
  { name: 'Haiphong', geo: { lat: 20.86, lon: 106.68 }, country: 'indochina', port: 'port' },
  { name: 'Tourane', geo: { lat: 16.07, lon: 108.22 }, country: 'indochina', port: 'port' },
  { name: 'Phnom Penh', geo: { lat: 11.56, lon: 104.92 }, country: 'indochina' },
  { name: 'Canton', geo: { lat: 23.13, lon: 113.26 }, country: 'china', port: 'port' },
  { name: 'Hoihow', geo: { lat: 20.04, lon: 110.34 }, country: 'china', port: 'port' },
  { name: 'Kunming', geo: { lat: 25.04, lon: 102.71 }, country: 'china' },
  { name: 'Takao', geo: { lat: 22.62, lon: 120.3 }, country: 'japan', port: 'port' },
  { name: 'Lingayen', geo: { lat: 16.02, lon: 120.23 }, country: 'philippines', port: 'port' },
  { name: 'Legaspi', geo: { lat: 13.14, lon: 123.74 }, country: 'philippines', port: 'port' },
  { name: 'Iloilo', geo: { lat: 10.72, lon: 122.56 }, country: 'philippines', port: 'port' },
  { name: 'Davao', geo: { lat: 7.07, lon: 125.61 }, country: 'philippines', port: 'port' },
  { name: 'Cebu', geo: { lat: 10.31, lon: 123.89 }, country: 'philippines', port: 'port' },
];
