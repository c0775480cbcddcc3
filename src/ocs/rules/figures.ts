import type { HexId } from '../../core/hex/hex-id.ts';
import { isCombatUnit, type CombatUnit, type Hedgehog } from '../model/pieces.ts';
import { unitOf } from '../model/query.ts';
import type { OcsGame } from '../model/state.ts';
import type { TerrainCategory } from '../model/terrain.ts';
import type { CombatUnderWay } from '../turn/combat.ts';
import { arDrm } from './action-rating.ts';
import { shiftColumn, startingColumn } from './odds.ts';
import { unitStrength, type UnitStrength } from './strength.ts';
import { surpriseShift } from './surprise.ts';
import { hexAtLevel, terrainCategory, type AtLevel } from './terrain.ts';
import type { OddsLabel } from '../data/combat-table.sample.ts';

/** The figures of a combat under way, from what its steps settled: strengths, odds, DRM, column. */

/** A unit is still in the combat while it is on the map. */
export const alive = (g: OcsGame, ids: readonly string[]): CombatUnit[] =>
  ids.flatMap((id) => {
    const s = g.pieces.get(id);
    return s && s.at.kind === 'hex' && isCombatUnit(s.piece) ? [s.piece] : [];
  });

/** The attacking stacks: the hexes attacked from, in the order of the declaration. */
export const stacksOf = (c: CombatUnderWay): HexId[] => [...new Set(c.attackers.map((id) => c.origin[id]!))];

/** The defender's hedgehog in the defending hex (16.0 level; 0 for none). */
export function hedgehogIn(g: OcsGame, c: CombatUnderWay): Hedgehog | undefined {
  return g.pieces.inPlace(c.target).map((s) => s.piece).find((p): p is Hedgehog => p.kind === 'hedgehog' && p.side === c.defenderSide);
}
export const hedgehogLevel = (g: OcsGame, c: CombatUnderWay): number => hedgehogIn(g, c)?.level ?? 0;

export const defenderHexAt = (g: OcsGame, c: CombatUnderWay): AtLevel => {
  const hh = hedgehogIn(g, c);
  return hexAtLevel([...alive(g, c.defenders), ...(hh ? [hh] : [])]);
};

export interface CombatFigures {
  readonly attack: readonly UnitStrength[];
  readonly defence: readonly UnitStrength[];
  readonly attackTotal: number;
  readonly defenceTotal: number;
  readonly category: TerrainCategory;
  readonly startColumn: number;
  readonly odds?: OddsLabel;
  readonly zero?: 'attacker' | 'defender' | 'both';
  readonly drm?: number;
  readonly hedgehog: number;
  readonly shift: number;
  readonly finalColumn: number;
}

/**
 * 9.7: the totals of the modified strengths (each unit with the terrain chosen for its stack or
 * for the defence, its mode, supply and step losses), the odds and column on the defence's row,
 * the AR DRM (9.6) once both AR units are named, and the column after any Surprise shift (9.8).
 */
export function combatFigures(g: OcsGame, c: CombatUnderWay): CombatFigures {
  const at = defenderHexAt(g, c);
  const defenceSupplied = c.supply.defender !== undefined && typeof c.supply.defender === 'object';
  const attack = alive(g, c.attackers).map((u) => unitStrength(u, true, c.terrain.stacks[c.origin[u.id]!], at, true));
  const defence = alive(g, c.defenders).map((u) => unitStrength(u, false, c.terrain.defence, at, defenceSupplied));
  const attackTotal = attack.reduce((s, x) => s + x.value, 0);
  const defenceTotal = defence.reduce((s, x) => s + x.value, 0);
  const category = terrainCategory(c.terrain.defence);
  const start = startingColumn(attackTotal, defenceTotal, category, g.frame.rounding);
  const a = c.arUnit.attacker ? unitOf(g, c.arUnit.attacker) : undefined;
  const d = c.arUnit.defender ? unitOf(g, c.arUnit.defender) : undefined;
  const shift = c.surprise ? surpriseShift(c.surprise.side, c.surprise.shiftDie) : 0;
  return {
    attack, defence, attackTotal, defenceTotal, category, startColumn: start.column,
    ...(start.odds && { odds: start.odds }), ...(start.zero && { zero: start.zero }),
    ...(a && d && { drm: arDrm(a, d) }),
    hedgehog: hedgehogLevel(g, c), shift, finalColumn: shiftColumn(start.column, shift),
  };
}
