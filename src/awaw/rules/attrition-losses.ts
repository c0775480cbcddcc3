import type { Violation } from '../../core/violation.ts';
import type { AwawGame } from '../model/game.ts';
import { groundIn, hexOf, nationalityOf, unit } from '../model/queries.ts';
import type { GroundUnit } from '../model/units.ts';
import type { TurnBook, UnderWayAttrition } from '../turn/context.ts';
import { defendersInContact, zoneFaction, zoneHexes } from './attrition.ts';
import { armyOilApplies, mayBeAttritionLoss } from './ground-units.ts';
import { onMap } from './losses.ts';

/**
 * 14.5 Attrition combat results, counters. Catalog: T-14..T-18.
 */

/** The attritioning units of the attrition under way. */
const attackersOf = (g: AwawGame, a: UnderWayAttrition): GroundUnit[] => onMap(g, a.units);

/**
 * T-15 14.52A-B lossLocation: losses come from the zone attritioned; also, when every attritioned
 * unit was fully supplied and free of army oil, from the supply zone of its unlimited source (the
 * nationality's source countries, R-AWAW-ATTRITION-SOURCES); never from a mapboard box, except boxes
 * whose zone allows it (Australia, India, the Urals). GU-75 10.93: flak is never taken; partisans
 * take no part (14.61).
 */
export function lossPool(g: AwawGame, book: TurnBook, a: UnderWayAttrition): GroundUnit[] {
  const enemy = zoneFaction(a.zone);
  const inZone = new Set(zoneHexes(book, a.zone));
  const contact = defendersInContact(g, book, a.zone, attackersOf(g, a));
  const suppliedAll = contact.length > 0 && contact.every((u) => u.supply === 'full' && !armyOilApplies(u));
  const out: GroundUnit[] = [];
  for (const s of g.pieces.all()) {
    const u = s.piece;
    if (u.kind !== 'ground' || nationalityOf(g, u).faction !== enemy || !mayBeAttritionLoss(u)) continue;
    if (s.at.kind === 'hex') {
      const country = hexOf(g, s.at.hex)?.country;
      if (inZone.has(s.at.hex) || (suppliedAll && country !== undefined && nationalityOf(g, u).supplySourceCountries.includes(country))) out.push(u);
    } else if (s.at.kind === 'box' && g.boxes[s.at.box]?.attritionLosses) out.push(u);
  }
  return out;
}

/**
 * T-15 14.52C and T-17 14.522 attritionNationalities: a nationality (each minor country, the Free
 * French, the Commonwealth... a nationality of its own in the data) loses no more counters than it
 * has in contact with the attritioning units.
 */
export function lossCaps(g: AwawGame, book: TurnBook, a: UnderWayAttrition): Map<string, number> {
  const caps = new Map<string, number>();
  for (const u of defendersInContact(g, book, a.zone, attackersOf(g, a))) caps.set(u.nationality, (caps.get(u.nationality) ?? 0) + 1);
  return caps;
}

/** Counters still owed: T-14 14.51 counterLosses: no more than called for; if too few are eligible, what he has. */
export function lossesOwed(g: AwawGame, book: TurnBook, a: UnderWayAttrition): number {
  if (!a.result) return 0;
  const left = a.result.c - a.losses.length;
  if (left <= 0) return 0;
  return Math.min(left, eligibleLosses(g, book, a).length === 0 ? 0 : left);
}

/** The units the defender may take as his next loss. */
export function eligibleLosses(g: AwawGame, book: TurnBook, a: UnderWayAttrition): GroundUnit[] {
  const caps = lossCaps(g, book, a);
  const taken = new Map<string, number>();
  for (const l of a.losses) {
    const n = unit(g, l.unit)!.nationality;
    taken.set(n, (taken.get(n) ?? 0) + 1);
  }
  return lossPool(g, book, a).filter((u) => (taken.get(u.nationality) ?? 0) < (caps.get(u.nationality) ?? 0));
}

export function lossViolations(g: AwawGame, book: TurnBook, a: UnderWayAttrition, unitId: string): Violation[] {
  if (a.result === undefined || a.losses.length >= a.result.c) return [{ rule: '14.51', code: 'attrition.noMoreLosses', message: 'no more counters are owed (14.51)' }];
  const u = unit(g, unitId);
  if (!u || !eligibleLosses(g, book, a).some((x) => x.id === unitId)) {
    return [{ rule: '14.52', code: 'attrition.lossIneligible', message: `${u?.name ?? unitId} may not be taken as an attrition loss here (14.52A-C, 14.522)` }];
  }
  return [];
}

/** 14.62B bookkeeping: whether `u` has the largest ground combat factor in its hex when taken. */
export const isLargestThere = (g: AwawGame, u: GroundUnit, hex: string): boolean =>
  groundIn(g, hex).every((o) => o.factor <= u.factor);

/** T-18 14.523 baseLossOnEmpty: when attrition losses empty a hex of ground units, its air base and rocket base go too. */
export const basesLostWhenEmpty = (remainingGround: number): boolean => remainingGround === 0;
