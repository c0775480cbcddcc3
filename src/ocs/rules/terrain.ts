import type { HexId } from '../../core/hex/hex-id.ts';
import { HEX_TEC_SAMPLE, HEXSIDE_TEC_SAMPLE, type EffectText, type TerrainEffects } from '../data/terrain-effects.sample.ts';
import type { CombatUnit, Hedgehog } from '../model/pieces.ts';
import type { OcsGame } from '../model/state.ts';
import type { HexsideFeature, TerrainCategory, TerrainChoice } from '../model/terrain.ts';

/** 9.3 and 9.4: terrain categories, the defender's terrain choices, and terrain effects on each unit. */

/** O-T3 9.3c tecSource: a terrain's effects and category come from the game's Terrain Effects Chart (here the SAMPLE one). */
export const tecEntry = (c: TerrainChoice): TerrainEffects => (c.kind === 'hex' ? HEX_TEC_SAMPLE[c.terrain] : HEXSIDE_TEC_SAMPLE[c.terrain]);

export const hexsideFeatures = (g: OcsGame, a: HexId, b: HexId): readonly HexsideFeature[] =>
  g.board.hexsides.get(g.board.grid.hexsideKey(a, b)) ?? [];

/**
 * O-T2 9.3b multiTerrainChoice: "Some hexes include more than one terrain symbol ... The defender
 * gets to choose which one of these terrain types affects the combat." The hex's own types.
 */
export const hexTerrainChoices = (g: OcsGame, hex: HexId): TerrainChoice[] =>
  (g.board.hexes[hex]?.terrain ?? []).map((terrain) => ({ kind: 'hex', terrain }));

/**
 * O-T5 9.4b attackerTerrainChoice: for each attacking stack, "either a type in the defender's hex
 * ... or along the hexside ... the attack crosses", one of them (not cumulative). Hexside features
 * with no combat effect (a road) are not terrain for combat.
 */
export const attackerTerrainChoices = (g: OcsGame, target: HexId, from: HexId): TerrainChoice[] => [
  ...hexTerrainChoices(g, target),
  ...hexsideFeatures(g, from, target).filter((f) => HEXSIDE_TEC_SAMPLE[f].combat).map((terrain): TerrainChoice => ({ kind: 'hexside', terrain })),
];

/** O-T6 9.4c defenderTerrainChoice: "Only hex terrain (not hexside) can be chosen"; independent of the 9.4b choices. */
export const defenderTerrainChoices = (g: OcsGame, target: HexId): TerrainChoice[] => hexTerrainChoices(g, target);

/**
 * O-T1 9.3 terrainCategoryRow: "Always use the defender's hex ... to determine the terrain
 * category"; 9.4c: the defence choice "also determines the terrain category line".
 */
export function terrainCategory(defence: TerrainChoice | undefined): TerrainCategory {
  return defence?.kind === 'hex' ? HEX_TEC_SAMPLE[defence.terrain].category : 'open';
}

/** A terrain effect as printed: its multiplier, and whether it is bracketed (attack only). */
export interface ParsedEffect {
  readonly factor: number;
  readonly bracketed: boolean;
}

/** "x2", "x1/2", "[x2]", "x1.5" as a multiplier; anything else reads x1. */
export function parseEffect(text: EffectText): ParsedEffect {
  const m = /^(\[)?x(\d+(?:\.\d+)?)(?:\/(\d+))?(\])?$/.exec(text.trim());
  if (!m) return { factor: 1, bracketed: false };
  const factor = Number(m[2]) / (m[3] ? Number(m[3]) : 1);
  return { factor, bracketed: m[1] === '[' && m[4] === ']' };
}

/** O-T7 9.4d bracketedAttackOnly: "If a Terrain Effect is in brackets ... that modifier only applies to attacking units. On defense, all such bracketed modifiers are read as x1." */
export const effectFactor = (e: ParsedEffect, attacking: boolean): number => (e.bracketed && !attacking ? 1 : e.factor);

export const AT_LEVELS = ['none', 'light', 'heavy'] as const;
export type AtLevel = (typeof AT_LEVELS)[number];

/**
 * O-T8 9.4e AT levels: "Heavy AT Effects are given to all Yellow-coded units, Red-coded units with
 * Tank symbols ..., units with an Anti-Tank or Anti-Aircraft symbol, and hedgehogs. Light AT
 * Effects are given to all Red-coded units which do not have a Tank symbol ... No AT Effects are
 * given to all other unit types."
 */
export function atLevel(u: CombatUnit | Hedgehog): AtLevel {
  if (u.kind === 'hedgehog') return 'heavy';
  if (u.colour === 'yellow' || (u.colour === 'red' && u.symbol === 'tank') || u.symbol === 'antiTank' || u.symbol === 'antiAircraft') return 'heavy';
  return u.colour === 'red' ? 'light' : 'none';
}

export const atRank = (l: AtLevel): number => AT_LEVELS.indexOf(l);

/** The defending hex's AT level (9.4e "the defender's hex has ... AT Effects"): the highest of its defenders and hedgehog. */
export function hexAtLevel(defenders: readonly (CombatUnit | Hedgehog)[]): AtLevel {
  return defenders.reduce<AtLevel>((best, d) => (atRank(atLevel(d)) > atRank(best) ? atLevel(d) : best), 'none');
}

/**
 * O-T8 9.4e antiTankReduction: "A 'x2' Terrain Effect for attacking Armor or Mech is sometimes
 * reduced to 'x1.5'. Do this when the defender's hex has the same or a higher level of AT Effects"
 * than the attacking unit; "Consider AT reductions ... on an individual unit basis."
 */
export function antiTankFactor(factor: number, u: CombatUnit, defenderHexAt: AtLevel): number {
  const reduced = factor === 2 && (u.unitClass === 'armor' || u.unitClass === 'mech') && atRank(defenderHexAt) >= atRank(atLevel(u));
  return reduced ? 1.5 : factor;
}

/**
 * O-T4 9.4a terrainPerUnit: "Apply Terrain Effects to every unit independently." The multiplier
 * for one unit: the chosen terrain's effect for its class (9.4), brackets read on defence (9.4d),
 * AT reduction on attack (9.4e).
 */
export function terrainFactor(u: CombatUnit, choice: TerrainChoice | undefined, attacking: boolean, defenderHexAt: AtLevel): number {
  if (!choice) return 1;
  const f = effectFactor(parseEffect(tecEntry(choice).effects[u.unitClass]), attacking);
  return attacking ? antiTankFactor(f, u, defenderHexAt) : f;
}

export const choiceName = (c: TerrainChoice): string => `${tecEntry(c).name}${c.kind === 'hexside' ? ' hexside' : ''}`;
