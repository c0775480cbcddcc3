import type { Violation } from '../../core/violation.ts';
import { contentsOf } from '../model/contents.ts';
import { counterFaction } from '../model/counters.ts';
import { isHq } from '../model/ground-units.ts';
import { counterName, hexName } from '../model/names.ts';
import type { DsGameState } from '../model/state.ts';
import { enemyUnitsIn, hexOf, isSupplied } from './airdrop.ts';
import { isBlitzEnabled, isSnlfBeachhead } from './blitz-enabled.ts';
import { markerIdsOfType } from './blitz-placement.ts';

/**
 * 4.1.3 Beachhead Landing and △ 4.1.3.1 Special SNLF Landing: from a Beachhead marker's hex to the
 * Land hex across its Beachhead Hexside (the marker's arrow, `at.arrowTo`).
 */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/** BL-3, SN-3: the Land hex across the marker's Beachhead Hexside. */
export function beachheadTarget(state: DsGameState, marker: string): string | undefined {
  const at = state.counters.get(marker)?.at;
  return at?.kind === 'hex' ? at.arrowTo : undefined;
}

/** A hex in a Neutral Minor Country (13.4). */
const inNeutralCountry = (state: DsGameState, hex: string): boolean => {
  const country = state.board.hexes[hex]?.country;
  return country !== undefined && state.countries[country]?.status === 'neutral';
};

/** A Beachhead marker of the phasing faction on the map. */
function phasingBeachheadViolation(state: DsGameState, marker: string, rule: string): Violation | undefined {
  const c = state.counters.get(marker)?.counter;
  if (!c || c.kind !== 'marker' || c.type !== 'beachhead') return v(rule, 'landing.notBeachhead', `"${marker}" is not a Beachhead marker.`);
  if (counterFaction(c, state.countries) !== state.game.phasing) return v(rule, 'landing.notPhasing', `${counterName(state, marker)} does not belong to the phasing faction.`);
  if (hexOf(state, marker) === undefined || beachheadTarget(state, marker) === undefined) return v(rule, 'landing.notOnMap', `${counterName(state, marker)} is not on the map.`);
  return undefined;
}

/**
 * BL-1 (4.1.3) beachheadLandingEligible, BL-2 beachheadLandingNotAttacked, BL-4..BL-5: a phasing,
 * supplied, Blitz-enabled ground unit in the hex of a friendly Beachhead marker, that did not
 * attack this Blitz Combat Segment (`attacked`: the segment's attacking units, an HQ that gave
 * Ranged Support among them, 4.2.3.5), lands where no enemy unit is and not in a Neutral Minor
 * Country. BL-6 beachheadLandingPolicy: Policies, Truces and Failures are named in the log to
 * weigh (airdropLimitsToWeigh), not checked, as PR-10 does. BL-3: not movement nor Advance After Combat, so HQs may land. BL-7: one at a time, no
 * limit, in any weather.
 */
export function beachheadLandingViolations(state: DsGameState, unit: string, marker: string, attacked: readonly string[]): Violation[] {
  const c = state.counters.get(unit)?.counter;
  if (!c) return [v('4.1.3', 'landing.unknownUnit', `There is no unit "${unit}".`)];
  const name = counterName(state, unit);
  if (c.kind !== 'ground') return [v('4.1.3', 'landing.notGround', `${name} is not a ground unit: only ground units make Beachhead Landings.`)];
  if (counterFaction(c, state.countries) !== state.game.phasing) return [v('4.1.3', 'landing.notPhasing', `${name} does not belong to the phasing faction.`)];
  const bad = phasingBeachheadViolation(state, marker, '4.1.3');
  if (bad) return [bad];
  const hex = hexOf(state, marker)!;
  if (hexOf(state, unit) !== hex) return [v('4.1.3', 'landing.notOnBeachhead', `${name} is not in ${hexName(state, hex)}, the hex of ${counterName(state, marker)}.`)];
  if (!isSupplied(state, unit)) return [v('4.1.3', 'landing.unsupplied', `${name} is unsupplied: an unsupplied unit cannot make a Beachhead Landing.`)];
  if (!isBlitzEnabled(state, unit)) return [v('4.1.3', 'landing.notBlitzEnabled', `${name} is not Blitz-enabled: it must be within two hexes of a friendly Blitz marker.`)];
  if (attacked.includes(unit)) {
    const rs = isHq(c) ? ' (giving Ranged Support is attacking: 4.2.3.5 counts the HQ among the attacking units)' : '';
    return [v('4.1.3', 'landing.attacked', `${name} attacked in this Blitz Combat Segment${rs}, so it cannot make a Beachhead Landing.`)];
  }
  const target = beachheadTarget(state, marker)!;
  const enemies = enemyUnitsIn(state, state.game.phasing, target);
  if (enemies.length > 0) return [v('4.1.3', 'landing.enemyThere', `${hexName(state, target)} holds an enemy unit (${counterName(state, enemies[0]!)}): no Beachhead Landing into it.`)];
  if (inNeutralCountry(state, target)) return [v('4.1.3', 'landing.neutral', `${hexName(state, target)} is in a Neutral Minor Country (13.4).`)];
  return [];
}

/** Every legal (unit, marker) Beachhead Landing now. */
export function beachheadLandingOptions(state: DsGameState, attacked: readonly string[]): { unit: string; marker: string }[] {
  const out: { unit: string; marker: string }[] = [];
  // The Beachhead markers only (kept per state), in the same id order as before.
  for (const marker of [...markerIdsOfType(state, 'beachhead')].sort((a, b) => a.localeCompare(b))) {
    const placed = state.counters.get(marker)!;
    if (placed.counter.kind !== 'marker' || placed.counter.type !== 'beachhead' || placed.at.kind !== 'hex') continue;
    for (const p of contentsOf(state, placed.at)) {
      if (beachheadLandingViolations(state, p.counter.id, marker, attacked).length === 0) out.push({ unit: p.counter.id, marker });
    }
  }
  return out;
}

/** SN-2 (4.1.3.1) snlfDetachmentAvailable: Japanese Detachment markers in the Axis Force Pool. */
export function japaneseDetachmentsInForcePool(state: DsGameState): string[] {
  return contentsOf(state, { kind: 'forcePool', faction: 'axis' })
    .filter((p) => p.counter.kind === 'marker' && p.counter.type === 'detachment' && p.counter.nationality === 'japanese')
    .map((p) => p.counter.id);
}

/** SN-4 (4.1.3.1) snlfClearsEnemyMarkers: enemy Detachment and Logistics markers in the hex go to the Delay Box. */
export function enemyMarkersShooed(state: DsGameState, hex: string): string[] {
  return contentsOf(state, { kind: 'hex', hex })
    .filter((p) => p.counter.kind === 'marker' && (p.counter.type === 'detachment' || p.counter.type === 'logistics')
      && counterFaction(p.counter, state.countries) !== 'axis')
    .map((p) => p.counter.id);
}

/**
 * SN-1 (4.1.3.1) snlfLandingEligible: the Axis, phasing, has this supplied SNLF Beachhead-0 on the
 * map (inherently Blitz-enabled; no ground unit needed). SN-2: a Japanese Detachment marker from
 * the Axis Force Pool. SN-3: no enemy unit in the target. One landing per marker per segment
 * (gap §2 #19, R-SNLF-LANDING-ONCE).
 */
export function snlfLandingViolations(state: DsGameState, marker: string, detachment: string, used: readonly string[]): Violation[] {
  if (!isSnlfBeachhead(state, marker)) return [v('4.1.3.1', 'snlf.notSnlf', `${counterName(state, marker)} is not an SNLF Beachhead-0 marker.`)];
  const bad = phasingBeachheadViolation(state, marker, '4.1.3.1');
  if (bad) return [bad];
  const name = counterName(state, marker);
  if (!isSupplied(state, marker)) return [v('4.1.3.1', 'snlf.unsupplied', `${name} is unsupplied: it cannot make a Special SNLF Landing.`)];
  if (used.includes(marker)) return [v('4.1.3.1', 'snlf.alreadyLanded', `${name} has already made its Special SNLF Landing this segment.`)];
  if (!japaneseDetachmentsInForcePool(state).includes(detachment)) {
    return [v('4.1.3.1', 'snlf.noDetachment', `${counterName(state, detachment)} is not a Japanese Detachment marker in the Axis Force Pool.`)];
  }
  const target = beachheadTarget(state, marker)!;
  const enemies = enemyUnitsIn(state, 'axis', target);
  if (enemies.length > 0) return [v('4.1.3.1', 'snlf.enemyThere', `${hexName(state, target)} holds an enemy unit (${counterName(state, enemies[0]!)}): no Special SNLF Landing into it.`)];
  return [];
}

/** Every legal (marker, detachment) Special SNLF Landing now. */
export function snlfLandingOptions(state: DsGameState, used: readonly string[]): { marker: string; detachment: string }[] {
  const out: { marker: string; detachment: string }[] = [];
  for (const marker of [...markerIdsOfType(state, 'beachhead')].sort()) {
    if (!isSnlfBeachhead(state, marker)) continue;
    for (const detachment of japaneseDetachmentsInForcePool(state)) {
      if (snlfLandingViolations(state, marker, detachment, used).length === 0) out.push({ marker, detachment });
    }
  }
  return out;
}
