import type { Violation } from '../../core/violation.ts';
import { contentsOf } from '../model/contents.ts';
import { counterFaction } from '../model/counters.ts';
import { derived, derivedCarried } from '../model/derived.ts';
import type { Faction } from '../model/factions.ts';
import { phasingCard } from '../model/game.ts';
import type { DsGameState, Placed } from '../model/state.ts';
import type { BlitzSlice } from '../turn/slices/blitz.ts';
import { count, counterName, hexName } from './admin-labels.ts';

const isBlitz = (p: Placed): boolean => p.counter.kind === 'marker' && p.counter.type === 'blitz';
const ownedBy = (state: DsGameState, p: Placed, f: Faction): boolean => counterFaction(p.counter, state.countries) === f;

/**
 * BZ-1 (2.2.4) blitzMarkersAvailable: the Current Card's Blitz Value, generated each turn it is the
 * Current Card, plus one for each Blitz marker a Political Event awarded this turn (PE-8).
 */
export function blitzMarkersAvailable(state: DsGameState, awarded: number): number {
  return phasingCard(state.game).blitzValue + awarded;
}

/** Available markers not placed yet in this step. */
export const blitzMarkersLeft = (state: DsGameState, blitz: BlitzSlice): number =>
  Math.max(0, blitzMarkersAvailable(state, blitz.awarded) - blitz.placed);

/** The phasing faction's Blitz marker counters in its Force Pool: the counter mix caps placement too. */
export function blitzMarkersInForcePool(state: DsGameState, faction: Faction): string[] {
  return contentsOf(state, { kind: 'forcePool', faction }).filter((p) => isBlitz(p) && ownedBy(state, p, faction)).map((p) => p.counter.id);
}

/** A Blitz marker can still be placed: one is available (BZ-1) and a counter is in the Force Pool (R-BLITZ-COUNTERS). */
export const canPlaceBlitz = (state: DsGameState, blitz: BlitzSlice): boolean =>
  blitzMarkersLeft(state, blitz) > 0 && blitzMarkersInForcePool(state, state.game.phasing).length > 0;

export const hasFriendlyBlitz = (state: DsGameState, hex: string, faction: Faction): boolean =>
  contentsOf(state, { kind: 'hex', hex }).some((p) => isBlitz(p) && ownedBy(state, p, faction));

/**
 * BZ-3 (2.2.4) blitzOnBeachheadsFirst: "If the phasing faction has a Beachhead marker on the map, it
 * must place one Blitz marker in the same hex. After all hexes with friendly Beachhead markers have
 * received Blitz markers, any additional Blitz markers may go in any other hexes. Exception: The
 * Axis faction is never required to place a Blitz marker on an SNLF Beachhead-0 marker."
 * The hexes still owed one, in id order.
 */
export function beachheadHexesOwedBlitz(state: DsGameState, faction: Faction): string[] {
  // Asked once per PLACE_BLITZ checked: derived once per state instead.
  return [...derived(state, `blitzOwed:${faction}`, () => hexesOwed(state, faction))];
}

/**
 * The ids of the markers of `type`, in counter order, wherever they are: kept per state and carried
 * over every move that leaves the set alone (a marker moving keeps its id; where it is now is read
 * from the counters). Blitz and Beachhead markers are few among 600 counters.
 */
export function markerIdsOfType(state: DsGameState, type: 'blitz' | 'beachhead'): readonly string[] {
  const isType = (p: Placed | undefined): boolean => p !== undefined && p.counter.kind === 'marker' && p.counter.type === type;
  return derivedCarried(state, `markerIds:${type}`, () => state.counters.all().filter(isType).map((p) => p.counter.id),
    (known, changes) => (changes.every(({ id, before }) => isType(before) === isType(state.counters.get(id))) ? known : undefined));
}

function hexesOwed(state: DsGameState, faction: Faction): string[] {
  const hexes = new Set<string>();
  for (const id of markerIdsOfType(state, 'beachhead')) {
    const p = state.counters.get(id)!;
    const c = p.counter;
    if (c.kind !== 'marker' || c.type !== 'beachhead' || p.at.kind !== 'hex' || !ownedBy(state, p, faction)) continue;
    if (faction === 'axis' && c.snlf) continue;
    if (!hasFriendlyBlitz(state, p.at.hex, faction)) hexes.add(p.at.hex);
  }
  return [...hexes].sort();
}

/**
 * The mandatory placements still due: with fewer markers than Beachhead hexes (gap §2 #7), as many
 * as there are markers, on Beachhead hexes of the player's choice (docs/rulings.md R-BLITZ-SHORT).
 */
export const mandatoryBlitzDue = (state: DsGameState, blitz: BlitzSlice): boolean =>
  canPlaceBlitz(state, blitz) && beachheadHexesOwedBlitz(state, state.game.phasing).length > 0;

const v = (code: string, message: string): Violation => ({ rule: '2.2.4', code, message });

/**
 * BZ-2 (2.2.4) blitzPlacementAnyHex: an available Blitz marker "may" go "in any hex on the map",
 * Land or All-Sea, enemy-held or not; BZ-3 first. One Blitz marker per hex: the additional ones go
 * "in any other hexes" (docs/rulings.md R-BLITZ-ONE-PER-HEX).
 */
export function blitzPlacementViolations(state: DsGameState, blitz: BlitzSlice, marker: string, hex: string): Violation[] {
  const phasing = state.game.phasing;
  const p = state.counters.get(marker);
  if (!p) return [v('blitz.unknownMarker', `There is no counter "${marker}".`)];
  if (!isBlitz(p)) return [v('blitz.notBlitz', `${counterName(state, marker)} is not a Blitz marker.`)];
  if (!ownedBy(state, p, phasing)) return [v('blitz.notYours', `${marker} is not your Blitz marker.`)];
  if (p.at.kind !== 'forcePool') return [v('blitz.notInForcePool', `${marker} is not in your Force Pool.`)];
  const left = blitzMarkersLeft(state, blitz);
  if (left === 0) {
    const total = blitzMarkersAvailable(state, blitz.awarded);
    return [v('blitz.noneAvailable', `You have no Blitz marker left to place this turn: ${count(total, 'marker')} available (Blitz Value ${phasingCard(state.game).blitzValue} + ${blitz.awarded} awarded), all placed.`)];
  }
  if (!state.board.hexes[hex]) return [v('blitz.unknownHex', `There is no hex ${hex} on this map.`)];
  if (hasFriendlyBlitz(state, hex, phasing)) return [v('blitz.hexHasBlitz', `${hexName(state, hex)} already has one of your Blitz markers; place this one in another hex.`)];
  const owed = beachheadHexesOwedBlitz(state, phasing);
  if (owed.length > 0 && !owed.includes(hex)) {
    return [v('blitz.beachheadsFirst', `Your Beachhead hexes get a Blitz marker first: ${owed.map((h) => hexName(state, h)).join(', ')}.`)];
  }
  return [];
}

/**
 * DONE: the mandatory placements are made (BZ-3). BZ-6 (2.2.4) unusedBlitzLost: "Any available
 * Blitz marker not used at this time is lost and cannot be saved for another turn."
 */
export function blitzDoneViolations(state: DsGameState, blitz: BlitzSlice): Violation[] {
  if (!mandatoryBlitzDue(state, blitz)) return [];
  const owed = beachheadHexesOwedBlitz(state, state.game.phasing).map((h) => hexName(state, h));
  return [v('blitz.beachheadOwed', `A Blitz marker must go on each hex with your Beachhead marker before you finish: ${owed.join(', ')}.`)];
}

/** BZ-6: how many available markers are lost when the step ends. */
export const blitzMarkersLost = (state: DsGameState, blitz: BlitzSlice): number => blitzMarkersLeft(state, blitz);

/**
 * BZ-7 (2.2.4 Design Note, 4.2.5.3) blitzOpenCity: a Blitz marker of `attacker` in a City hex makes
 * it an "open city", cancelling the defender's Voluntary Retreat Conversion there.
 */
export function blitzOpenCity(state: DsGameState, hex: string, attacker: Faction): boolean {
  return state.board.hexes[hex]?.city !== undefined && hasFriendlyBlitz(state, hex, attacker);
}
