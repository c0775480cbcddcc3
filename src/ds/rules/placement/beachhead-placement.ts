import type { Violation } from '../../../core/violation.ts';
import { contentsOf } from '../../model/contents.ts';
import type { BeachheadLevel } from '../../model/markers.ts';
import type { Place } from '../../model/places.ts';
import type { DsGameState } from '../../model/state.ts';
import { supportFace, type SupportFace } from '../../model/support-units.ts';
import { A, faceName, factionName, hexLabel, unitLabel } from './names.ts';
import type { PlacementSituation } from './situation.ts';

/** 2.2.3.4 Beachhead Marker Placement. */

/**
 * BH-1, BH-2, BH-3 (2.2.3.4) beachheadPlacers: an Air Force successfully placed in an All-Sea hex
 * may be exchanged for a Beachhead-2 marker (BH-1), a Surface Fleet must be exchanged for a
 * Beachhead-1 marker (BH-2); "Interceptors, Bombers, CV Fleets, and Sub Fleets cannot place
 * Beachhead markers".
 */
export function beachheadLevelFor(face: SupportFace): Exclude<BeachheadLevel, 0> | undefined {
  return face === 'airForce' ? 2 : face === 'surfaceFleet' ? 1 : undefined;
}

/**
 * BH-9 (2.2.3.4) beachheadShiftValue: "A defender attacked from a Beachhead-2 marker receives two
 * CRT column shifts (4.2.3). A defender attacked from a Beachhead-1 marker receives only one." The
 * Beachhead-0 shift is not given (gap §2 #13).
 */
export const beachheadShifts = (level: BeachheadLevel): number | undefined => (level === 2 ? 2 : level === 1 ? 1 : undefined);

const v = (code: string, message: string): Violation => ({ rule: '2.2.3.4', code, message });

/**
 * BH-1..BH-8 (2.2.3.4) beachheadCheck: `supportUnit`, just successfully placed in an All-Sea hex,
 * is exchanged for Beachhead marker `marker` from the faction's Force Pool (BH-4), whose arrow
 * points to the adjacent hex `arrowTo` (BH-5): a Land hex (BH-7), not in a Neutral Minor Country
 * (BH-6); the hex holds no other Beachhead marker (BH-8). Beachhead markers are the faction's,
 * two-sided (Beachhead-2 / Beachhead-1, 2.2.2): any of its markers in the Force Pool but the SNLF
 * Beachhead-0 is placed at the level the unit gives (R-BEACHHEAD-SIDES).
 */
export function beachheadCheck(state: DsGameState, supportUnit: string, marker: string, arrowTo: string, s: PlacementSituation): Violation[] {
  return beachheadCheckAt(state, supportUnit, state.counters.get(supportUnit)?.at, marker, arrowTo, s);
}

/**
 * beachheadCheck with the unit standing at `at`: its own place, or the hex a placement being tried
 * would put it in. Nothing else the check reads (Beachhead markers, the hexes) depends on where a
 * support unit stands, so a tried placement needs no new game state (FP-8 pre-check).
 */
function beachheadCheckAt(state: DsGameState, supportUnit: string, at: Place | undefined, marker: string, arrowTo: string, s: PlacementSituation): Violation[] {
  const placed = state.counters.get(supportUnit);
  if (placed?.counter.kind !== 'support') return [v('beachhead.unknownUnit', `There is no support unit "${supportUnit}" in this game.`)];
  const face = supportFace(placed.counter);
  const level = beachheadLevelFor(face);
  if (level === undefined) return [v('beachhead.cannotPlaceBeachhead', `${A(faceName(face))} cannot place a Beachhead marker; only an Air Force (Beachhead-2) or a Surface Fleet (Beachhead-1) can (2.2.3.4).`)];
  if (at?.kind !== 'hex' || !s.placed.includes(supportUnit) || state.board.hexes[at.hex]?.terrain !== 'allSea') {
    return [v('beachhead.notPlacedAtSea', `${unitLabel(state, supportUnit)} places a Beachhead marker only right after it is successfully placed in an All-Sea hex (2.2.3.4).`)];
  }
  const hex = at.hex;
  const m = state.counters.get(marker);
  if (!m) return [v('beachhead.unknownMarker', `There is no counter "${marker}" in this game.`)];
  if (m.counter.kind !== 'marker' || m.counter.type !== 'beachhead' || m.counter.snlf || m.counter.level === 0) {
    return [v('beachhead.notBeachheadMarker', `"${marker}" is not a Beachhead-1/Beachhead-2 marker (SNLF Beachhead-0 markers come only from Political Events, 2.2.3.4).`)];
  }
  const out: Violation[] = [];
  // BH-4 beachheadFromForcePool
  if (m.at.kind !== 'forcePool' || m.at.faction !== s.phasing) out.push(v('beachhead.notInForcePool', `The Beachhead marker "${marker}" is not in the ${factionName(s.phasing)} Force Pool; it is taken from there (2.2.3.4).`));
  // BH-8 beachheadNotStacked
  if (contentsOf(state, { kind: 'hex', hex }).some((p) => p.counter.kind === 'marker' && p.counter.type === 'beachhead' && p.counter.id !== marker)) {
    out.push(v('beachhead.hexHasBeachhead', `${hexLabel(state, hex)} already holds a Beachhead marker; a Beachhead marker is not placed in a hex containing another (2.2.3.4).`));
  }
  const target = state.board.hexes[arrowTo];
  // BH-5 beachheadOrientation
  if (!target || !state.board.grid.adjacent(hex, arrowTo)) {
    out.push(v('beachhead.arrowNotAdjacent', `The arrow points to ${target ? hexLabel(state, arrowTo) : `"${arrowTo}"`}, which is not next to ${hexLabel(state, hex)}; it points across a hexside to an adjacent Land hex (2.2.3.4).`));
    return out;
  }
  // BH-7 beachheadNotToSea
  if (target.terrain === 'allSea') out.push(v('beachhead.arrowToSea', `${hexLabel(state, arrowTo)} is an All-Sea hex; a Beachhead marker points to a Land hex, never an All-Sea hex, even one with another Beachhead marker (2.2.3.4).`));
  // BH-6 beachheadNotToNeutral
  const country = target.country ? state.countries[target.country] : undefined;
  if (country?.status === 'neutral') out.push(v('beachhead.arrowToNeutral', `${hexLabel(state, arrowTo)} is in ${country.name}, a Neutral Minor Country; a Beachhead marker cannot point to it (2.2.3.4, 13.4).`));
  return out;
}

/** Every (marker, arrowTo) exchange open to `supportUnit`: the faction's markers in its Force Pool times the hexes around. */
export function beachheadChoices(state: DsGameState, supportUnit: string, s: PlacementSituation): { marker: string; arrowTo: string }[] {
  const at = state.counters.get(supportUnit)?.at;
  return at?.kind === 'hex' ? [...exchanges(state, supportUnit, at, s)] : [];
}

/** Whether `supportUnit` standing in `hex` could be exchanged for a Beachhead marker (see beachheadCheckAt); stops at the first found. */
export function beachheadPossibleAt(state: DsGameState, supportUnit: string, hex: string, s: PlacementSituation): boolean {
  return !exchanges(state, supportUnit, { kind: 'hex', hex }, s).next().done;
}

/** The exchanges open to `supportUnit` standing at `at`, one by one. */
function* exchanges(state: DsGameState, supportUnit: string, at: Extract<Place, { kind: 'hex' }>, s: PlacementSituation): Generator<{ marker: string; arrowTo: string }> {
  const markers = contentsOf(state, { kind: 'forcePool', faction: s.phasing })
    .filter((p) => p.counter.kind === 'marker' && p.counter.type === 'beachhead')
    .map((p) => p.counter.id);
  // BH-6, BH-7 turn away a neighbour whatever the marker: only the others go through the full check.
  const ends = state.board.grid.neighbours(at.hex).filter((h) => {
    const target = state.board.hexes[h];
    return target !== undefined && target.terrain !== 'allSea' && (target.country === undefined || state.countries[target.country]?.status !== 'neutral');
  });
  for (const marker of markers) {
    for (const arrowTo of ends) {
      if (beachheadCheckAt(state, supportUnit, at, marker, arrowTo, s).length === 0) yield { marker, arrowTo };
    }
  }
}
