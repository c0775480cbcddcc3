import { derived } from '../model/derived.ts';
import type { Violation } from '../../core/violation.ts';
import { contentsOf } from '../model/contents.ts';
import { counterFaction } from '../model/counters.ts';
import type { Faction } from '../model/factions.ts';
import { counterName, hexName } from '../model/names.ts';
import type { DsGameState } from '../model/state.ts';
import type { Weather } from '../model/weather.ts';

/**
 * Blitz-enabled (gap §1 #1; docs/rulings.md, DESIGN.md): a friendly unit or marker within two
 * hexes of a friendly Blitz marker, the marker's hex included, as the Totaler Krieg! glossary
 * defines it. SNLF Beachhead-0 markers are inherently Blitz-enabled (4.1.3.1). The same reading
 * serves support units (Air units giving shifts, BC-1; gap §2 #29).
 */

/** How far a Blitz marker reaches: its own hex and up to two hexes around it. */
export const BLITZ_RANGE = 2;

/** Hexes holding a Blitz marker of `faction` on the map. */
export function blitzMarkerHexes(state: DsGameState, faction: Faction): string[] {
  // Asked for every attacker of every candidate attack: derived once per state.
  return [...derived(state, `blitzMarkerHexes:${faction}`, () => {
    const out = new Set<string>();
    for (const { counter, at } of state.counters.all()) {
      if (at.kind === 'hex' && counter.kind === 'marker' && counter.type === 'blitz' && counter.faction === faction) out.add(at.hex);
    }
    return [...out].sort();
  })];
}

/** An SNLF Beachhead-0 marker: inherently Blitz-enabled (4.1.3.1). */
export function isSnlfBeachhead(state: DsGameState, id: string): boolean {
  const c = state.counters.get(id)?.counter;
  return c !== undefined && c.kind === 'marker' && c.type === 'beachhead' && c.snlf;
}

/** True when `hex` is a Blitz-enabled location for `faction`: within two hexes of its Blitz marker. */
export function isBlitzEnabledHex(state: DsGameState, faction: Faction, hex: string): boolean {
  return blitzMarkerHexes(state, faction).some((b) => state.board.grid.distance(b, hex) <= BLITZ_RANGE);
}

/**
 * Blitz-enabled unit or marker: on the map, in a hex within two hexes of a Blitz marker of its
 * own faction; or an SNLF Beachhead-0 marker on the map (4.1.3.1). Unknown ids and counters off
 * the map are not Blitz-enabled.
 */
export function isBlitzEnabled(state: DsGameState, unitOrMarkerId: string): boolean {
  const placed = state.counters.get(unitOrMarkerId);
  if (!placed || placed.at.kind !== 'hex') return false;
  if (isSnlfBeachhead(state, unitOrMarkerId)) return true;
  const faction = counterFaction(placed.counter, state.countries);
  return faction !== undefined && isBlitzEnabledHex(state, faction, placed.at.hex);
}

/**
 * BC-6 (4.1) blitzStepsSkippable: without a Blitz marker of its own on the map, the phasing
 * faction performs only CV Strike Returns (4.1.5). An SNLF Beachhead-0 of the phasing faction on
 * the map is inherently Blitz-enabled (4.1.3.1), so it keeps Steps 1-4 open for its Special SNLF
 * Landing (gap §2 #6, R-BLITZ-SKIP-SNLF).
 */
export function blitzStepsSkippable(state: DsGameState, faction: Faction = state.game.phasing): boolean {
  if (blitzMarkerHexes(state, faction).length > 0) return false;
  return !state.counters.all().some((p) => p.at.kind === 'hex' && isSnlfBeachhead(state, p.counter.id)
    && counterFaction(p.counter, state.countries) === faction);
}

/** BC-7 (4.1) blitzStepOrder: the Blitz Combat Segment's steps, in the order they are done. */
export const BLITZ_STEP_ORDER = ['airdrop', 'combat', 'beachheadLanding', 'airdropLanding', 'cvStrikeReturns'] as const;

const v = (code: string, message: string): Violation => ({ rule: '4.1.2', code, message });

/**
 * BC-1 (4.1.2) blitzAttackerEnabled: in Blitz Combat the attacker's units and markers must be
 * Blitz-enabled to attack or to give a CRT column shift (Air units, HQ Ranged Support, Airdrop
 * markers). Returns one violation per counter that is not.
 */
export function blitzAttackerViolations(state: DsGameState, ids: readonly string[]): Violation[] {
  return ids
    .filter((id) => !isBlitzEnabled(state, id))
    .map((id) => v('blitz.notBlitzEnabled',
      `${counterName(state, id)} is not Blitz-enabled: in the Blitz Combat Segment the attacker's units and markers must be within two hexes of a friendly Blitz marker.`));
}

/**
 * BC-2 (4.1.2) blitzDefenderNoRequirement: defending units, and a defending HQ lending Ranged
 * Support, need not be Blitz-enabled. Nothing to check: it always holds.
 */
export const blitzDefenderNeedsNothing = (): true => true;

/** The weather of the Weather Area a hex lies in ('clear' when the hex or area is unknown). */
export function hexWeather(state: DsGameState, hex: string): Weather {
  const area = state.board.hexes[hex]?.weatherArea;
  return (area !== undefined ? state.weatherAreas[area]?.weather : undefined) ?? 'clear';
}

/** The Russian nationality: the only one that may Blitz attack into Snow. */
const isRussian = (state: DsGameState, id: string): boolean => {
  const c = state.counters.get(id)?.counter;
  return c !== undefined && c.kind !== 'marker' && c.nationality === 'russian';
};

/**
 * BC-3 (4.1.2) blitzWeatherBan: units in hexes affected by Mud, Storms or Snow cannot be attacked
 * in the Blitz Combat Segment; Blitz-enabled Russian units may attack into Snow. Every attacker
 * must be Russian for the exception (gap §2 #28, R-BLITZ-SNOW-RUSSIAN).
 */
export function blitzWeatherViolations(state: DsGameState, defendingHex: string, attackers: readonly string[]): Violation[] {
  const weather = hexWeather(state, defendingHex);
  if (weather === 'clear') return [];
  if (weather === 'snow' && attackers.length > 0 && attackers.every((id) => isRussian(state, id))) return [];
  const w = weather === 'mud' ? 'Mud' : weather === 'storms' ? 'Storms' : 'Snow';
  const exception = weather === 'snow' ? ' Only Russian units may Blitz attack into Snow.' : '';
  return [v('blitz.weather', `${hexName(state, defendingHex)} is affected by ${w}: it cannot be attacked in the Blitz Combat Segment.${exception}`)];
}

/**
 * BC-4 (4.1.2) blitzExtraShifts: the Airdrop (4.2.3.2) and Armor (4.2.3.3) shifts are given only in
 * Blitz Combat. BC-5 (4.1.2) blitzAsRegular: otherwise Blitz Combat is Regular Combat.
 */
export function blitzOnlyShiftAllowed(mode: 'blitz' | 'regular'): boolean {
  return mode === 'blitz';
}

/** Friendly counters of `faction` in `hex` (used by the steps of 4.1). */
export function friendlyIn(state: DsGameState, faction: Faction, hex: string): string[] {
  return contentsOf(state, { kind: 'hex', hex })
    .filter((p) => counterFaction(p.counter, state.countries) === faction)
    .map((p) => p.counter.id);
}
