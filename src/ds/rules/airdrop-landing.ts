import type { Violation } from '../../core/violation.ts';
import { contentsOf } from '../model/contents.ts';
import { counterFaction } from '../model/counters.ts';
import { derived } from '../model/derived.ts';
import type { Nationality } from '../model/nationalities.ts';
import { counterName, hexName } from '../model/names.ts';
import type { DsGameState } from '../model/state.ts';
import { enemyUnitsIn, hexOf, isSupplied } from './airdrop.ts';

/** 4.1.4 Airdrop Landing: each phasing Airdrop marker on the map may land one infantry unit, then goes to the Delay Box. */

const v = (code: string, message: string): Violation => ({ rule: '4.1.4', code, message });

/** The phasing faction's Airdrop markers on the map. */
export function airdropMarkersOnMap(state: DsGameState): string[] {
  // Asked once per AIRDROP_LANDING checked: derived once per state instead.
  const phasing = state.game.phasing;
  return [...derived(state, `airdropMarkersOnMap:${phasing}`, () => state.counters.sortedIds.filter((id) => {
    const { counter, at } = state.counters.get(id)!;
    return at.kind === 'hex' && counter.kind === 'marker' && counter.type === 'airdrop' && counterFaction(counter, state.countries) === phasing;
  }))];
}

/** AL-1 (4.1.4) airdropMarkerForcedDelay: the marker is unsupplied or stacked with an enemy unit. */
export function airdropMarkerForcedToDelay(state: DsGameState, marker: string): boolean {
  const hex = hexOf(state, marker);
  return hex !== undefined && (!isSupplied(state, marker) || enemyUnitsIn(state, state.game.phasing, hex).length > 0);
}

/**
 * AL-3 (4.1.4) airdropLandingUnit: nationalities whose one-step infantry may replace the marker:
 * its own, and British or US for the Western Airdrop marker. A marker without a nationality takes
 * any of its faction's (gap §2 #40, R-AIRDROP-LANDING-NATIONALITY).
 */
export function landingNationalities(state: DsGameState, marker: string): readonly Nationality[] | 'any' {
  const c = state.counters.get(marker)?.counter;
  if (!c || c.kind !== 'marker') return [];
  if (counterFaction(c, state.countries) === 'western') return ['british', 'us'];
  return c.nationality !== undefined ? [c.nationality] : 'any';
}

/**
 * AL-2 (4.1.4) airdropLandingEligible, AL-3 airdropLandingUnit, AL-4 airdropLandingNotElite: a
 * supplied Airdrop marker not stacked with an enemy unit lands a one-step, non-elite infantry unit
 * of its nationality from its faction's Force Pool. Without `unit` the marker does not land.
 */
export function airdropLandingViolations(state: DsGameState, marker: string, unit: string | undefined): Violation[] {
  if (!airdropMarkersOnMap(state).includes(marker)) return [v('airdropLanding.notMarker', `${counterName(state, marker)} is not an Airdrop marker of the phasing faction on the map.`)];
  if (unit === undefined) return [];
  if (airdropMarkerForcedToDelay(state, marker)) {
    return [v('airdropLanding.cannotLand', `${counterName(state, marker)} is unsupplied or stacked with an enemy unit: it cannot land, it goes to the Delay Box.`)];
  }
  const placed = state.counters.get(unit);
  if (!placed) return [v('airdropLanding.unknownUnit', `There is no unit "${unit}".`)];
  const c = placed.counter;
  const name = counterName(state, unit);
  const faction = state.game.phasing;
  if (placed.at.kind !== 'forcePool' || placed.at.faction !== faction) return [v('airdropLanding.notInForcePool', `${name} is not in the phasing faction's Force Pool.`)];
  if (c.kind !== 'ground' || c.type !== 'infantry' || c.steps !== 1) return [v('airdropLanding.notOneStepInfantry', `${name} is not a one-step infantry unit.`)];
  if (c.elite) return [v('airdropLanding.elite', `${name} is elite (2.3.4.3): elite infantry is not placed by an Airdrop Landing.`)];
  const allowed = landingNationalities(state, marker);
  if (allowed !== 'any' && !allowed.includes(c.nationality)) {
    return [v('airdropLanding.nationality', `${name} is not of the nationality of ${counterName(state, marker)} (${allowed.join(' or ')}).`)];
  }
  return [];
}

/** Every legal Airdrop Landing unit for a marker. */
export function airdropLandingUnits(state: DsGameState, marker: string): string[] {
  return contentsOf(state, { kind: 'forcePool', faction: state.game.phasing })
    .map((p) => p.counter.id)
    .filter((u) => airdropLandingViolations(state, marker, u).length === 0)
    .sort();
}

/** AL-5 (4.1.4) airdropLandingEffect, in words: the unit in the marker's hex, the marker to the Delay Box. */
export function airdropLandingPhrase(state: DsGameState, marker: string, unit: string): string {
  return `${counterName(state, unit)} lands at ${hexName(state, hexOf(state, marker) ?? '')} in place of ${counterName(state, marker)}`;
}
