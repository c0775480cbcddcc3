import type { Violation } from '../../core/violation.ts';
import { contentsOf } from '../model/contents.ts';
import { counterFaction } from '../model/counters.ts';
import { derived } from '../model/derived.ts';
import type { Faction } from '../model/factions.ts';
import type { DsGameState, Placed } from '../model/state.ts';
import { isAllSeaHex, isLandHex } from '../model/terrain.ts';
import { counterName, hexName } from './admin-labels.ts';
import { markerIdsOfType } from './blitz-placement.ts';

const isBeachhead = (p: Placed): boolean => p.counter.kind === 'marker' && p.counter.type === 'beachhead';
const level = (p: Placed): number => (p.counter.kind === 'marker' && p.counter.type === 'beachhead' ? p.counter.level : -1);
const faction = (state: DsGameState, p: Placed): Faction | undefined => counterFaction(p.counter, state.countries);

/**
 * The markers 2.2.2 maintains: "If the phasing faction has a Beachhead-1 or Beachhead-2 marker in
 * an All-Sea hex". In id order.
 */
export function beachheadsToMaintain(state: DsGameState, phasing: Faction): Placed[] {
  // Asked again by the check of every event of the step: from the Beachhead markers' ids (kept per
  // state, carried across moves) and once per state, not from every counter each time.
  return [...derived(state, `beachheadsToMaintain:${phasing}`, () => markerIdsOfType(state, 'beachhead')
    .map((id) => state.counters.get(id)!)
    .filter((p) => isBeachhead(p) && level(p) >= 1 && faction(state, p) === phasing && p.at.kind === 'hex'
      && state.board.hexes[p.at.hex] !== undefined && isAllSeaHex(state.board.hexes[p.at.hex]!))
    .sort((a, b) => (a.counter.id < b.counter.id ? -1 : 1)))];
}

/** The phasing faction's ground units stacked with a marker. */
export function groundUnitsOnBeachhead(state: DsGameState, marker: Placed): Placed[] {
  if (marker.at.kind !== 'hex') return [];
  const own = faction(state, marker);
  return contentsOf(state, { kind: 'hex', hex: marker.at.hex }).filter((p) => p.counter.kind === 'ground' && faction(state, p) === own);
}

/**
 * BM-1 (2.2.2) beachheadMayRemain: the marker is in an All-Sea hex, "stacked with friendly ground
 * units", and its Beachhead Hexside (the arrow) "points to a Land hex occupied by enemy units"
 * (enemy ground units: docs/rulings.md R-BM-ENEMY-UNITS).
 */
export function beachheadMayRemain(state: DsGameState, marker: Placed): boolean {
  if (marker.at.kind !== 'hex' || marker.at.arrowTo === undefined) return false;
  const sea = state.board.hexes[marker.at.hex];
  const land = state.board.hexes[marker.at.arrowTo];
  const own = faction(state, marker);
  if (!sea || !land || !isAllSeaHex(sea) || !isLandHex(land) || own === undefined) return false;
  if (groundUnitsOnBeachhead(state, marker).length === 0) return false;
  return contentsOf(state, { kind: 'hex', hex: marker.at.arrowTo }).some((p) => {
    const f = faction(state, p);
    return p.counter.kind === 'ground' && f !== undefined && f !== own;
  });
}

/** Why BM-1 fails, in words, for the log and for explain. */
export function whyBeachheadMustGo(state: DsGameState, marker: Placed): string {
  if (marker.at.kind !== 'hex' || marker.at.arrowTo === undefined) return 'it has no Beachhead Hexside (no arrow)';
  if (groundUnitsOnBeachhead(state, marker).length === 0) return 'no friendly ground unit is stacked with it';
  return `its arrow points to ${hexName(state, marker.at.arrowTo)}, which holds no enemy unit`;
}

/**
 * BM-2 (2.2.2) beachhead2Degrades: "If a Beachhead-2 marker will remain on the map, it must be
 * flipped to its Beachhead-1 side." A kept marker is a Beachhead-1 either way.
 */
export const flipsWhenKept = (level: number): boolean => level === 2;

/**
 * BM-3 (2.2.2) beachheadMustBeRemoved: a marker that does not meet BM-1 "must be removed to the
 * faction's Force Pool". BM-4 (2.2.2) beachheadVoluntaryRemoval: one that meets it "may" be
 * returned anyway; its ground units stay in the All-Sea hex "for now" (2.2.5 may eliminate them).
 */
export const beachheadMustBeRemoved = (state: DsGameState, marker: Placed): boolean => !beachheadMayRemain(state, marker);

/**
 * BM-8 (2.2.2) snlfBeachhead0AutoRemains: Axis SNLF Beachhead-0 markers placed earlier this turn
 * remain automatically. They are removed in every Axis Marker Segment (4.3 Step 3), so every one on
 * the map now was placed earlier this turn (docs/rulings.md R-SNLF-THIS-TURN).
 */
export function snlfBeachheadsThatRemain(state: DsGameState, phasing: Faction): Placed[] {
  if (phasing !== 'axis') return [];
  return state.counters.all().filter((p) => isBeachhead(p) && level(p) === 0 && p.at.kind === 'hex' && faction(state, p) === 'axis');
}

const v = (code: string, message: string): Violation => ({ rule: '2.2.2', code, message });

/** The checks every decision on a marker shares: it is a phasing Beachhead-1/2 at sea, not yet dealt with. */
export function maintainedMarkerViolations(state: DsGameState, phasing: Faction, done: readonly string[], marker: string): Violation[] {
  const p = state.counters.get(marker);
  if (!p) return [v('beachheadMaintenance.unknownMarker', `There is no counter "${marker}".`)];
  if (!isBeachhead(p)) return [v('beachheadMaintenance.notBeachhead', `${counterName(state, marker)} is not a Beachhead marker.`)];
  if (faction(state, p) !== phasing) return [v('beachheadMaintenance.notYours', `${counterName(state, marker)} is not yours: only the phasing faction maintains its Beachheads.`)];
  if (level(p) === 0) {
    return [v('beachheadMaintenance.snlfRemains', `${counterName(state, marker)} is an SNLF Beachhead-0: it remains on the map by itself this turn.`)];
  }
  if (!beachheadsToMaintain(state, phasing).some((b) => b.counter.id === marker)) {
    return [v('beachheadMaintenance.notAtSea', `${counterName(state, marker)} is not in an All-Sea hex on the map.`)];
  }
  if (done.includes(marker)) return [v('beachheadMaintenance.alreadyDone', `${counterName(state, marker)} has already been kept or returned this step.`)];
  return [];
}

/** KEEP_BEACHHEAD: only a marker that meets BM-1. */
export function keepBeachheadViolations(state: DsGameState, phasing: Faction, done: readonly string[], marker: string): Violation[] {
  const base = maintainedMarkerViolations(state, phasing, done, marker);
  if (base.length > 0) return base;
  const p = state.counters.get(marker)!;
  if (!beachheadMayRemain(state, p)) {
    return [v('beachheadMaintenance.mustBeRemoved', `${counterName(state, marker)} cannot stay: ${whyBeachheadMustGo(state, p)}. It must go back to your Force Pool (units on it may first advance inland).`)];
  }
  return [];
}

/** RETURN_BEACHHEAD: any marker still to deal with (BM-3 must, BM-4 may). */
export const returnBeachheadViolations = maintainedMarkerViolations;

/** BM-6 (2.2.2) inlandAdvanceTarget: "the Land hex adjacent to the marker's Beachhead Hexside". */
export function inlandAdvanceHex(state: DsGameState, marker: Placed): string | undefined {
  if (marker.at.kind !== 'hex' || marker.at.arrowTo === undefined) return undefined;
  const land = state.board.hexes[marker.at.arrowTo];
  return land && isLandHex(land) && state.board.grid.adjacent(marker.at.hex, marker.at.arrowTo) ? marker.at.arrowTo : undefined;
}

/**
 * BM-5 (2.2.2) inlandAdvanceAllowed: "Before removing the marker" that must be removed (BM-3), any
 * or all ground units stacked on it may advance inland; not when the marker could stay (gap §2 #39,
 * docs/rulings.md R-INLAND-ADVANCE). BM-7 (2.2.2) inlandAdvanceUnrestricted: no limit on units,
 * allowed in Mud, Storms and Snow, no supply or Blitz-enabled test, no Policies, Truces or
 * Failures: so none of those is checked here.
 */
export function inlandAdvanceViolations(state: DsGameState, phasing: Faction, done: readonly string[], marker: string, unit: string): Violation[] {
  const base = maintainedMarkerViolations(state, phasing, done, marker);
  if (base.length > 0) return base;
  const m = state.counters.get(marker)!;
  if (beachheadMayRemain(state, m)) {
    return [v('inlandAdvance.beachheadMayRemain', `${counterName(state, marker)} may stay on the map, so its units cannot advance inland: an Inland Advance is made only before removing a Beachhead that must go.`)];
  }
  const to = inlandAdvanceHex(state, m);
  if (to === undefined) return [v('inlandAdvance.noBeachheadHexside', `${counterName(state, marker)} has no arrow pointing to a Land hex: there is nowhere to advance to.`)];
  const u = state.counters.get(unit);
  if (!u) return [v('inlandAdvance.unknownUnit', `There is no unit "${unit}".`)];
  if (u.counter.kind !== 'ground') return [v('inlandAdvance.notGroundUnit', `${counterName(state, unit)} is not a ground unit: only ground units advance inland.`)];
  if (faction(state, u) !== phasing) return [v('inlandAdvance.notYours', `${counterName(state, unit)} is not one of your units.`)];
  if (!groundUnitsOnBeachhead(state, m).some((g) => g.counter.id === unit)) {
    return [v('inlandAdvance.notOnBeachhead', `${counterName(state, unit)} is not stacked with ${counterName(state, marker)}.`)];
  }
  return [];
}

/** The step is finished only when every marker has been kept or returned. */
export function maintenanceDoneViolations(state: DsGameState, phasing: Faction, done: readonly string[]): Violation[] {
  const open = beachheadsToMaintain(state, phasing).filter((p) => !done.includes(p.counter.id));
  if (open.length === 0) return [];
  const names = open.map((p) => `${counterName(state, p.counter.id)} in ${p.at.kind === 'hex' ? hexName(state, p.at.hex) : 'no hex'}`);
  return [v('beachheadMaintenance.markersLeft', `Keep or return every Beachhead marker first: ${names.join('; ')}.`)];
}
