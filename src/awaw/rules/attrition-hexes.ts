import type { Violation } from '../../core/violation.ts';
import type { AwawGame } from '../model/game.ts';
import { areEnemies } from '../model/ids.ts';
import { factionOf, groundIn, hexOf, hexOfUnit, hexsideBetween, markersIn, unit, weatherOf, withMoved } from '../model/queries.ts';
import { GONE, hexPlace } from '../model/places.ts';
import type { TurnBook, UnderWayAttrition } from '../turn/context.ts';
import { zoneFaction, zoneHexes } from './attrition.ts';
import { countsForAttrition, effectiveSupply } from './ground-units.ts';
import { onMap } from './losses.ts';
import { stackingViolations } from './stacking.ts';

/**
 * 14.6 Attrition combat results, hexes. Catalog: T-19..T-22 (GU-62 for the Chindit).
 * T-21 14.63 limitedOffensiveNoImmunity: a hex attacked in a limited offensive gains no immunity
 * unless the attack cleared it; nothing here exempts attacked hexes.
 */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/** T-22 14.65 zoneWipeout: every non-partisan ground unit of the zone is gone after the losses. */
export function zoneWipedOut(g: AwawGame, book: TurnBook, zone: string): boolean {
  const enemy = zoneFaction(zone);
  return zoneHexes(book, zone).every((h) => !groundIn(g, h).some((u) => factionOf(g, u) === enemy && u.type !== 'partisan'));
}

/** 14.62B: all the losses came from one hex, each the largest unit there when taken: that hex is safe. */
export function protectedByLosses(a: UnderWayAttrition): string | undefined {
  if (a.losses.length === 0 || !a.result || a.losses.length < a.result.c) return undefined;
  const hex = a.losses[0]!.hex;
  return a.losses.every((l) => l.hex === hex && l.largest) ? hex : undefined;
}

/** How many hexes may still be selected (Infinity after a wipeout). */
export const hexesLeft = (a: UnderWayAttrition): number => (a.wipeout ? Infinity : (a.result?.h ?? 0) - a.selected.length);

/**
 * An occupation of `hex` by `unitIds` (T-19 14.61/14.64 occupationSelection, T-20 14.62A-E
 * occupationIneligible):
 * the hex is in the zone and holds a non-partisan enemy ground unit (A; after a wipeout, T-22, any
 * zone hex next to the attritioners); not the hex the losses were all taken from with its largest
 * units (B); no capital, objective, IC, fortress, fortification, railhead, or bridgehead placed across
 * a river (C; invasion bridgeheads may be taken); not forest, jungle, mountain, jungle/mountain or
 * swamp (D; Japanese units and the Chindit may take jungle, GU-62 10.64B, frozen swamp is clear);
 * each advancing unit took part, was supplied, is no replacement or flak, stands next to the hex and
 * attacks it neither across a river or crossing arrow (E) nor across a fortified side (C, Maginot and
 * West Wall); at least one advances (14.64); they fit the stacking limits there (12.11).
 */
export function occupationViolations(g: AwawGame, book: TurnBook, a: UnderWayAttrition, hex: string, unitIds: readonly string[]): Violation[] {
  if (hexesLeft(a) <= 0) return [v('14.61', 'occupy.noMoreHexes', 'no more hexes may be selected (14.61)')];
  const info = hexOf(g, hex);
  if (!info || book.zones[hex] !== a.zone) return [v('14.61', 'occupy.notInZone', `${hex} is not a hex of ${a.zone}`)];
  if (a.selected.some((s) => s.hex === hex)) return [v('14.61', 'occupy.twice', `${hex} is already selected`)];
  const out: Violation[] = [];
  const enemy = zoneFaction(a.zone);
  const holders = groundIn(g, hex).filter((u) => factionOf(g, u) === enemy && u.type !== 'partisan');
  if (!a.wipeout && holders.length === 0) out.push(v('14.62A', 'occupy.empty', `${hex} holds no non-partisan enemy ground unit (14.62A)`));
  if (protectedByLosses(a) === hex) out.push(v('14.62B', 'occupy.lossHex', `the defender took all his losses from ${hex}, its largest units (14.62B)`));
  const bridgeheadRiver = markersIn(g, hex, 'bridgehead').some((m) => m.origin !== 'invasion');
  if (info.features.has('capital') || info.features.has('objective') || info.features.has('ic') || info.features.has('fortress')
    || markersIn(g, hex, 'fortification').length > 0 || markersIn(g, hex, 'railhead').length > 0 || bridgeheadRiver) {
    out.push(v('14.62C', 'occupy.protected', `${hex} holds a capital, objective, IC, fortress, fortification, railhead or river bridgehead (14.62C)`));
  }
  const frozen = info.terrain === 'swamp' && (weatherOf(g, hex)?.frozen ?? false);
  if (unitIds.length === 0) out.push(v('14.64', 'occupy.noUnit', 'at least one adjacent unit must advance into each selected hex (14.64)'));
  if (new Set(unitIds).size !== unitIds.length) out.push(v('14.64', 'occupy.listedTwice', 'a unit is listed twice'));
  const jungleOk = unitIds.length > 0 && unitIds.every((id) => unit(g, id)?.type === 'chindit' || unit(g, id)?.nationality === 'japanese');
  if (['forest', 'mountain', 'jungleMountain'].includes(info.terrain) || (info.terrain === 'swamp' && !frozen) || (info.terrain === 'jungle' && !jungleOk)) {
    out.push(v('14.62D', 'occupy.terrain', `${hex} is ${info.terrain}: not taken by attrition (14.62D)`));
  }
  const elsewhere = new Set(a.selected.flatMap((s) => s.units));
  for (const id of unitIds) {
    const u = unit(g, id);
    const at = hexOfUnit(g, id);
    if (!u || at === undefined || !a.units.includes(id)) { out.push(v('14.61', 'occupy.notAttritioner', `${u?.name ?? id} did not take part in this attrition (14.61)`)); continue; }
    if (!countsForAttrition(u) || effectiveSupply(u) === 'unsupplied') out.push(v('14.61', 'occupy.mayNotAdvance', `${u.name} may not advance by attrition (14.61, 10.23, 10.93)`));
    if (elsewhere.has(id)) out.push(v('14.64', 'occupy.unitTwice', `${u.name} already advances into another hex`));
    if (!g.board.grid.adjacent(at, hex)) { out.push(v('14.61', 'occupy.notAdjacent', `${u.name} is not adjacent to ${hex}`)); continue; }
    const side = hexsideBetween(g, at, hex);
    if (side?.features.has('river') || side?.features.has('crossingArrow')) out.push(v('14.62E', 'occupy.river', `${u.name} attritions ${hex} across a river or crossing arrow (14.62E)`));
    if (side?.line && side.line.hex === hex) out.push(v('14.62C', 'occupy.fortifiedSide', `${u.name} attritions ${hex} across a fortified hexside (14.62C)`));
  }
  if (out.length > 0) return out;
  // The hex as it will be: the defenders gone (14.71), the advancing units in.
  let after = g;
  for (const d of groundIn(g, hex)) if (areEnemies(factionOf(g, d), factionOf(g, unit(g, unitIds[0]!)!))) after = withMoved(after, d.id, GONE);
  for (const id of unitIds) after = withMoved(after, id, hexPlace(hex));
  return stackingViolations(after, hex);
}

/** The attritioning units that could still advance into some hex (for the enumerator). */
export const advancers = (g: AwawGame, a: UnderWayAttrition): string[] => {
  const used = new Set(a.selected.flatMap((s) => s.units));
  return onMap(g, a.units).filter((u) => !used.has(u.id) && countsForAttrition(u) && effectiveSupply(u) !== 'unsupplied').map((u) => u.id);
};
