import type { Violation } from '../../../core/violation.ts';
import { FORTRESS_LOCATIONS, type FortressLocation } from '../../data/fortress-locations.ts';
import { contentsOf } from '../../model/contents.ts';
import type { GroundUnit } from '../../model/ground-units.ts';
import { NATIONALITY_INFO } from '../../model/nationalities.ts';
import type { DsGameState } from '../../model/state.ts';
import { violation } from './general.ts';

/**
 * 2.3.2.4 Fortress Conversion and Garrison Unit Restrictions: where each fortress may be placed
 * (FH-1..FH-12, the list in src/ds/data/fortress-locations.ts) and the two conversions limited to
 * one per turn (Per, Line).
 */

/** The 2.3.2.4 entry for a fortress unit: matched by nationality and its printed name or designation. */
export function fortressLocation(fort: GroundUnit): FortressLocation | undefined {
  const names = new Set([fort.name, ...fort.designations, ...(fort.fortKind === 'line' ? ['Line'] : [])]);
  return FORTRESS_LOCATIONS.find((f) => f.nationality === fort.nationality && names.has(f.fortress));
}

/** FH-5: the Axis Japanese Mandate marker is on the VP Track. */
export function japaneseMandateOnVpTrack(state: DsGameState): boolean {
  return state.counters.all().some(({ counter: c, at }) =>
    c.kind === 'marker' && c.type === 'japaneseMandate' && at.kind === 'track' && at.track === 'victoryPoints');
}

/**
 * FH-10: a hex "within Russia that shares a border with Manchukuo": a Russian hex next to a hex
 * of Manchukuo, as the hexes' countries stand now (Ceded Land changes them; the Blagoveshchensk
 * clarification, DS-CL-01).
 */
export function russianHexBorderingManchukuo(state: DsGameState, hex: string): boolean {
  const russia = NATIONALITY_INFO.russian.country;
  const manchukuo = NATIONALITY_INFO.manchukuo.country;
  if (state.board.hexes[hex]?.country !== russia) return false;
  return state.board.grid.neighbours(hex).some((n) => state.board.hexes[n]?.country === manchukuo);
}

/** A fortress unit already in the hex (FC-2, PF-2), other than `except`. */
export function fortressInHex(state: DsGameState, hex: string, except?: string): GroundUnit | undefined {
  for (const { counter: c } of contentsOf(state, { kind: 'hex', hex })) {
    if (c.kind === 'ground' && c.type === 'fortress' && c.id !== except) return c;
  }
  return undefined;
}

/**
 * FC-8 (2.3.2.4) fortressHexRestriction with FH-1..FH-12: may `fort` be placed in `hex` this turn?
 * `used` lists the once-per-turn conversions already made this turn (FH-5 Per, FH-10 Line).
 */
export function fortressHexViolations(state: DsGameState, fort: GroundUnit, hex: string, used: readonly string[]): Violation[] {
  const out: Violation[] = [];
  if (fort.restrictedTo && !fort.restrictedTo.includes(hex)) {
    out.push(violation('2.3.2.4', 'conversion.fortressHex', `The ${fort.name} fortress can only be placed in ${fort.restrictedTo.join(' or ')} (2.3.2.4).`));
  }
  const loc = fortressLocation(fort);
  if (!loc) return out;
  if (loc.hexes && !loc.hexes.includes(hex)) {
    out.push(violation('2.3.2.4', 'conversion.fortressHex', `The ${loc.fortress} fortress unit can only be placed in ${loc.placeName ?? 'hex'} (${loc.hexes.join(', ')}) (2.3.2.4, ${loc.catalog}).`));
  }
  if (loc.condition === 'japaneseMandateOnVpTrack' && !japaneseMandateOnVpTrack(state)) {
    out.push(violation('2.3.2.4', 'conversion.japaneseMandate', `A ${loc.fortress} fortress can be placed only if the Axis Japanese Mandate marker is on the VP Track (2.3.2.4).`));
  }
  if (loc.condition === 'russiaBorderingManchukuo' && !russianHexBorderingManchukuo(state, hex)) {
    out.push(violation('2.3.2.4', 'conversion.lineBorder', `A Line fortress can only be placed in a hex within Russia that shares a border with Manchukuo; ${hex} does not (2.3.2.4).`));
  }
  if (loc.oncePerTurn && used.includes(loc.fortress)) {
    out.push(violation('2.3.2.4', 'conversion.oncePerTurn', `Only one ${NATIONALITY_INFO[loc.nationality].name} unit per turn can be converted into a ${loc.fortress} fortress, and one already was this turn (2.3.2.4).`));
  }
  return out;
}
