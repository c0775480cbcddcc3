/**
 * The forces of the teaching scenario, placed by geography: the Don bend in summer 1942, Army Group
 * B driving on Stalingrad, its allies along the Don to the north-west, the Russians holding the
 * Kalach bridgehead, Serafimovich, Kletskaya and the approaches to Stalingrad. Unit strengths follow
 * rule 10's types; the order of battle is simplified (R-AWAW-TEACHING-MAP).
 */
import type { Geo } from './teaching-geo.ts';

export interface UnitSpec {
  readonly id: string;
  readonly name: string;
  readonly nationality: string;
  readonly type: string;
  readonly values: string;
  /** Where it stands: a place of the 1942 front. */
  readonly at: Geo | string;
  readonly supply?: string;
  /**
   * Left out of the scenario's hex control (nearest army): the units added for the movement phase
   * (issue 20) keep the front of the combat scene as it was, and partisans control no hex (11.61).
   */
  readonly noControl?: boolean;
}

const P = {
  voronezh: { lon: 39.2, lat: 51.67 }, liski: { lon: 39.5, lat: 50.98 }, rossosh: { lon: 39.57, lat: 50.2 }, boguchar: { lon: 40.55, lat: 49.93 },
  kantemirovka: { lon: 39.85, lat: 49.7 }, millerovo: { lon: 40.4, lat: 48.92 }, serafimovich: { lon: 42.7, lat: 49.58 }, kletskaya: { lon: 43.05, lat: 49.32 },
  kalach: { lon: 43.5, lat: 48.7 }, stalingrad: { lon: 44.5, lat: 48.7 }, tsimlyansk: { lon: 42.1, lat: 47.65 }, morozovsk: { lon: 41.83, lat: 48.35 },
  frolovo: { lon: 43.66, lat: 49.77 }, uryupinsk: { lon: 42.0, lat: 50.8 }, rostov: { lon: 39.7, lat: 47.23 }, kamensk: { lon: 40.27, lat: 48.32 },
} as const;
export const PLACES: Readonly<Record<string, Geo>> = P;

export const AXIS_UNITS: readonly UnitSpec[] = [
  { id: 'ge-xvii', name: 'XVII Corps', nationality: 'german', type: 'infantry', values: '3-3', at: 'eO48' },
  { id: 'it-35', name: 'XXXV Corps (CSIR)', nationality: 'italian', type: 'infantry', values: '2-3', at: 'eO48' },
  { id: 'ge-xi', name: 'XI Corps', nationality: 'german', type: 'infantry', values: '3-3', at: 'eP48' },
  { id: 'ge-7fj', name: '7th Flieger Division', nationality: 'german', type: 'airborne', values: '1-3', at: 'eP46' },
  { id: 'ge-xiv', name: 'XIV Panzer Corps', nationality: 'german', type: 'armor', values: '4-6', at: 'eP48' },
  { id: 'ge-viii', name: 'VIII Corps', nationality: 'german', type: 'infantry', values: '3-3', at: 'eQ47' },
  { id: 'ge-xxiv', name: 'XXIV Panzer Corps', nationality: 'german', type: 'armor', values: '4-6', at: 'eQ47' },
  { id: 'ge-li', name: 'LI Corps', nationality: 'german', type: 'infantry', values: '3-3', at: 'eR47' },
  { id: 'ge-xxix', name: 'XXIX Corps', nationality: 'german', type: 'infantry', values: '3-3', at: 'eR46' },
  { id: 'ro-3', name: '3rd Army', nationality: 'rumanian', type: 'infantry', values: '2-3', at: 'eS45' },
  { id: 'ro-4', name: '4th Army', nationality: 'rumanian', type: 'infantry', values: '1-3', at: 'eS44' },
  { id: 'it-8', name: '8th Army', nationality: 'italian', type: 'infantry', values: '2-3', at: 'eN46' },
  { id: 'hu-2', name: '2nd Army', nationality: 'hungarian', type: 'infantry', values: '2-3', at: 'eL46' },
  { id: 'ge-2a', name: '2nd Army', nationality: 'german', type: 'infantry', values: '3-3', at: 'eK46' },
  { id: 'ge-repl', name: 'Replacements', nationality: 'german', type: 'replacement', values: '1-1', at: 'eQ44' },
  { id: 'ge-flak', name: 'Flak', nationality: 'german', type: 'flak', values: '1-1', at: 'eP46' },
  // The movement scene (13.4, 13.5): two panzer corps behind Serafimovich, to overrun Uryupinsk and beyond.
  { id: 'ge-xlviii', name: 'XLVIII Panzer Corps', nationality: 'german', type: 'armor', values: '4-6', at: 'eP47', noControl: true },
  { id: 'ge-xl', name: 'XL Panzer Corps', nationality: 'german', type: 'armor', values: '4-6', at: 'eP47', noControl: true },
];

export const RUSSIAN_UNITS: readonly UnitSpec[] = [
  { id: 'ru-21', name: '21st Army', nationality: 'russian', type: 'infantry', values: '2-3', at: P.serafimovich },
  { id: 'ru-r1', name: 'Replacements', nationality: 'russian', type: 'replacement', values: '1-1', at: P.serafimovich },
  { id: 'ru-4g', name: '4th Guards Army', nationality: 'russian', type: 'infantry', values: '3-3', at: P.kletskaya },
  { id: 'ru-62', name: '62nd Army', nationality: 'russian', type: 'infantry', values: '3-3', at: 'eQ48' },
  { id: 'ru-64', name: '64th Army', nationality: 'russian', type: 'infantry', values: '3-3', at: 'eR49' },
  { id: 'ru-1g', name: '1st Guards Army', nationality: 'russian', type: 'infantry', values: '3-3', at: P.stalingrad },
  { id: 'ru-4ta', name: '4th Tank Army', nationality: 'russian', type: 'armor', values: '4-5', at: P.frolovo },
  { id: 'ru-51', name: '51st Army', nationality: 'russian', type: 'infantry', values: '3-3', at: 'eS46' },
  { id: 'ru-r2', name: 'Replacements', nationality: 'russian', type: 'replacement', values: '1-1', at: 'eS46' },
  { id: 'ru-63', name: '63rd Army', nationality: 'russian', type: 'infantry', values: '3-3', at: 'eN47' },
  { id: 'ru-6', name: '6th Army', nationality: 'russian', type: 'infantry', values: '3-3', at: 'eL47' },
  { id: 'ru-40', name: '40th Army', nationality: 'russian', type: 'infantry', values: '2-3', at: P.voronezh, supply: 'partial' },
  { id: 'ru-r3', name: 'Replacements', nationality: 'russian', type: 'replacement', values: '1-1', at: P.uryupinsk },
  { id: 'ru-r4', name: 'Replacements', nationality: 'russian', type: 'replacement', values: '1-1', at: 'eL50', noControl: true },
  // 11.36: a partisan of the opening setup, behind the Axis lines on the lower Donets.
  { id: 'ru-p1', name: 'Partisans', nationality: 'russian', type: 'partisan', values: '1-1', at: 'eT39', noControl: true },
];

/** 11.22C: Russia's partisans in its force pool, built in the Allied unit construction phase (11.35). */
export const RUSSIAN_POOL: readonly Omit<UnitSpec, 'at'>[] = [
  { id: 'ru-p2', name: 'Partisans', nationality: 'russian', type: 'partisan', values: '1-1' },
];
