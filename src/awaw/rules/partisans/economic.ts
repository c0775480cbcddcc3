import { PERSIAN_ROUTE_CITIES } from '../../data/partisan-areas.ts';
import type { AwawGame } from '../../model/game.ts';
import { areEnemies, sideOf, type Faction, type Side } from '../../model/ids.ts';
import { politicsOf } from '../../model/politics.ts';
import { factionOf, groundIn, groundOnMap, hexOf, hexOfUnit } from '../../model/queries.ts';
import type { GroundUnit } from '../../model/units.ts';
import type { PartisanBrpLoss } from '../../turn/movement-book.ts';
import { areaOfPartisan } from './areas.ts';
import { partisanControlled } from './hex-control.ts';

/**
 * 11.7 The economic effect of partisans. Catalog: PT-61..PT-67.
 */

/** PT-61 11.71 partisanBrpLoss: one BRP a turn for each qualifying partisan, whether or not the territory yields BRPs. */
export const BRP_LOSS_PER_PARTISAN = 1;
/** PT-64 11.71B: each Persian partisan adjacent to Abadan, Ahwaz or Tehran lowers the Persian BRP route by five (40.532). */
export const PERSIAN_ROUTE_LOSS = 5;
/** PT-65 11.71C: each Axis Turkish partisan on the board lowers the Turkish BRP route by two (40.65). */
export const TURKISH_ROUTE_LOSS = 2;

/** Whether a neighbouring hex lets the partisan qualify: enemy- or partisan-controlled, neutral, or sea. */
function hostileSurrounding(g: AwawGame, hex: string, f: Faction): boolean {
  const info = hexOf(g, hex);
  if (!info) return true; // off the scenario's map: no reason to disqualify (R-AWAW-PARTISAN-BRP)
  if (info.terrain === 'sea') return true;
  if (info.country !== undefined && g.countries[info.country]?.neutral) return true;
  if (groundIn(g, hex).some((u) => u.type !== 'partisan' && factionOf(g, u) === f)) return false;
  if (partisanControlled(g, hex)) return true;
  const c = g.control[hex];
  return c !== undefined && areEnemies(c, f);
}

/**
 * PT-62 11.71 partisanBrpLossPosition: the partisan is in an otherwise enemy- or partisan-controlled
 * hex, every one of its six neighbours enemy- or partisan-controlled, neutral or sea (AG-G-64: all
 * six); not behind friendly lines, not adjacent to friendly non-partisan units or hexes, not on an
 * island (a one-hex island, or a country the facts list as an island).
 * PT-63 11.71A irishPartisans: Irish partisans count against Britain only in or adjacent to Ulster.
 * PT-66 11.71D indianPartisans: Indian partisans are always hostile to Britain and friendly to Japan,
 * and may cost Britain BRPs before Japan and Britain are at war (in this model the sides are always
 * enemies, so nothing more is needed).
 * Returns the faction that loses the BRP, or undefined.
 */
export function brpLossVictim(g: AwawGame, u: GroundUnit): Faction | undefined {
  const hex = hexOfUnit(g, u.id);
  if (u.type !== 'partisan' || hex === undefined) return undefined;
  const f = factionOf(g, u);
  const victim = g.control[hex];
  if (victim === undefined || !areEnemies(victim, f)) return undefined;
  const info = hexOf(g, hex)!;
  if (info.features.has('oneHexIsland') || (info.country !== undefined && politicsOf(g).partisans.islandCountries.includes(info.country))) return undefined;
  if (!g.board.grid.neighbours(hex).every((n) => hostileSurrounding(g, n, f))) return undefined;
  if (areaOfPartisan(g, u)?.id === 'ireland') {
    const nearUlster = info.country === 'ulster' || g.board.grid.neighbours(hex).some((n) => hexOf(g, n)?.country === 'ulster');
    if (!nearUlster) return undefined;
  }
  return victim;
}

/**
 * PT-67 11.72 partisanBrpLossTiming: the losses are deducted at the end of the defending major
 * power's combat phase (AG-G-63: the power that loses them), so at the end of each side's combat
 * phase its own factions lose a BRP per qualifying enemy partisan.
 */
export function brpLossesOf(g: AwawGame, defending: Side): PartisanBrpLoss[] {
  const byVictim = new Map<Faction, string[]>();
  for (const u of groundOnMap(g).filter((x) => x.type === 'partisan')) {
    const victim = brpLossVictim(g, u);
    if (victim !== undefined && sideOf(victim) === defending) byVictim.set(victim, [...(byVictim.get(victim) ?? []), u.id]);
  }
  return [...byVictim].map(([faction, partisans]) => ({ faction, brp: partisans.length * BRP_LOSS_PER_PARTISAN, partisans }));
}

/** PT-64 11.71B persianPartisans: the cut to the Persian BRP route's capacity. */
export function persianRouteCut(g: AwawGame): number {
  const cities = new Set([...g.board.hexes.values()].filter((h) => h.name !== undefined && PERSIAN_ROUTE_CITIES.includes(h.name)).map((h) => h.id));
  return groundOnMap(g).filter((u) => u.type === 'partisan' && areaOfPartisan(g, u)?.id === 'persia'
    && g.board.grid.neighbours(hexOfUnit(g, u.id)!).some((n) => cities.has(n))).length * PERSIAN_ROUTE_LOSS;
}

/** PT-65 11.71C turkishAxisPartisans: the cut to the Turkish BRP route's capacity. */
export const turkishRouteCut = (g: AwawGame): number =>
  groundOnMap(g).filter((u) => u.type === 'partisan' && factionOf(g, u) === 'axis' && areaOfPartisan(g, u)?.id === 'turkey').length * TURKISH_ROUTE_LOSS;

/** The BRP route cuts of 11.71B-C, as the log reports them. */
export const routeCuts = (g: AwawGame): { persian: number; turkish: number } => ({ persian: persianRouteCut(g), turkish: turkishRouteCut(g) });
