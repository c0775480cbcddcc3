import type { HexId } from '../../core/hex/hex-id.ts';
import type { Violation } from '../../core/violation.ts';
import { isCombatUnit, type CombatUnit, type Piece } from '../model/pieces.ts';
import { combatUnitsIn, hasEnemyCombatUnits, pieceName } from '../model/query.ts';
import type { SideId } from '../model/sides.ts';
import type { OcsGame } from '../model/state.ts';
import { mayEnter } from './movement.ts';
import { inEnemyZoc } from './zoc.ts';

/** 9.12 Retreats. */

/** How much longer than the option a zig-zag may make the path (R-OCS-RETREAT-PATH). */
export const ZIGZAG_ALLOWANCE = 2;

/**
 * O-RT4 9.12b zeroMaRetreat: "Units with a zero MA can change to Move Mode before retreating. Units
 * that are unable to move in any Mode are destroyed if forced to retreat (and cannot advance
 * after combat either)."
 */
export const ableToMove = (u: CombatUnit): boolean => u.ma.combat > 0 || u.ma.move > 0;
export const needsMoveModeToRetreat = (u: CombatUnit): boolean => u.ma[u.mode === 'move' ? 'move' : 'combat'] === 0 && u.ma.move > 0;

/**
 * O-RT6 9.12d tagalongs: "Combat units and Organic Trucks that did not participate in a combat can
 * join a retreat from their hex. Other types of units (ships, aircraft, ports, hedgehogs,
 * non-organic trucks, and dumps) cannot tag along, and must remain in the hex."
 */
export const mayTagAlong = (p: Piece, side: SideId, participants: readonly string[]): boolean =>
  p.side === side && !participants.includes(p.id) && (isCombatUnit(p) || (p.kind === 'transport' && p.type === 'organic'));

/**
 * O-RT8 9.12f noRetreatThroughEnemyStart: "A retreat cannot go through a hex that contained enemy
 * combat units at the start of the combat (so no retreats through a hex vacated by an attacking
 * unit's loss or option)." Nor into a hex holding them now.
 */
export const retreatBlocked = (g: OcsGame, hex: HexId, side: SideId, enemyAtStart: readonly HexId[]): boolean =>
  enemyAtStart.includes(hex) || hasEnemyCombatUnits(g, hex, side);

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/**
 * O-RT1 9.12 optionRetreat and O-RT2 retreatPathShape: "All units involved must retreat a number of
 * hexes equal to the remaining option result. A retreat must end the full distance (as the crow
 * flies) from the hex where it began. ... It can zig-zag to avoid prohibited terrain, but then
 * must be extended to reach a hex satisfying the 'full distance' requirement." O-RT5 9.12c
 * retreatDirection: the owner picks the path ("allowed to bend the definition of what is
 * 'locally to the rear'"); turnchart checks only the rules' limits.
 */
export function retreatPathViolations(g: OcsGame, side: SideId, classes: readonly CombatUnit['unitClass'][], start: HexId, hexes: number, path: readonly HexId[], enemyAtStart: readonly HexId[]): Violation[] {
  if (path.length < hexes || path.length > hexes + ZIGZAG_ALLOWANCE) {
    return [v('9.12', 'retreat.length', `A retreat of ${hexes} ${hexes === 1 ? 'hex' : 'hexes'} is a path of ${hexes} to ${hexes + ZIGZAG_ALLOWANCE} hexes (a zig-zag may add up to ${ZIGZAG_ALLOWANCE}).`)];
  }
  let from = start;
  const seen = new Set([start]);
  for (const hex of path) {
    if (!g.board.grid.adjacent(from, hex)) return [v('9.12', 'retreat.notAdjacent', `${hex} is not next to ${from}: a retreat goes hex by hex.`)];
    if (seen.has(hex)) return [v('9.12', 'retreat.twice', `The path enters ${hex} twice.`)];
    if (retreatBlocked(g, hex, side, enemyAtStart)) return [v('9.12f', 'retreat.throughEnemy', `${hex} held enemy combat units at the start of the combat: no retreat goes through it.`)];
    if (classes.some((c) => !mayEnter(g, c, from, hex))) return [v('9.12', 'retreat.prohibited', `The retreating units may not enter ${hex} from ${from} (prohibited terrain).`)];
    seen.add(hex);
    from = hex;
  }
  const d = g.board.grid.distance(start, from);
  return d === hexes ? [] : [v('9.12', 'retreat.notFullDistance', `The retreat ends ${d} ${d === 1 ? 'hex' : 'hexes'} from ${start}; it must end the full distance, ${hexes}.`)];
}

/** One legal path to each hex the retreat may end in (the shortest found), or none: then the units are eliminated (O-RT2). */
export function retreatPaths(g: OcsGame, side: SideId, classes: readonly CombatUnit['unitClass'][], start: HexId, hexes: number, enemyAtStart: readonly HexId[]): HexId[][] {
  const out = new Map<HexId, HexId[]>();
  const walk = (path: HexId[]): void => {
    const at = path.at(-1) ?? start;
    if (path.length >= hexes && g.board.grid.distance(start, at) === hexes) {
      if (!out.has(at)) out.set(at, path);
      return;
    }
    if (path.length >= hexes + ZIGZAG_ALLOWANCE) return;
    for (const n of g.board.grid.neighbours(at)) {
      if (n === start || path.includes(n) || retreatBlocked(g, n, side, enemyAtStart) || classes.some((c) => !mayEnter(g, c, at, n))) continue;
      walk([...path, n]);
    }
  };
  walk([]);
  return [...out.values()].sort((a, b) => a.length - b.length);
}

/** What a retreat along a path does (9.12a second sentence, 9.12e), hex by hex. */
export interface RetreatEffects {
  /** Retreating units that end in DG Mode. */
  readonly dg: readonly string[];
  /** Friendly combat units that happened to be in an enemy-ZOC hex entered: DG too (9.12e). */
  readonly bystandersDg: readonly string[];
  /** One step owed per enemy-ZOC hex entered while part of the stack was already DG: the units it may come from. */
  readonly zocLosses: readonly (readonly string[])[];
}

/**
 * O-RT3 9.12a dgResult (second sentence): "A retreat of 2 or more hexes triggers a DG result the
 * instant a combat unit enters the second hex of its retreat." O-RT7 9.12e retreatIntoZoc: "When a
 * combat unit retreats into a ZOC, it immediately changes to DG Mode, as do any friendly combat
 * units that 'just happen' to be in the hex. In addition, if any part of the retreating stack was
 * DG before it entered the enemy ZOC, lose one step from the stack (owning player's choice from
 * among the retreating DG units). This ZOC effect cannot be 'negated' by friendly combat units and
 * is never affected by terrain." Read per enemy-ZOC hex entered (R-OCS-RETREAT-ZOC).
 */
export function retreatEffects(g: OcsGame, side: SideId, units: readonly CombatUnit[], path: readonly HexId[]): RetreatEffects {
  const dg = new Map(units.map((u) => [u.id, u.dg]));
  const bystanders = new Set<string>();
  const zocLosses: string[][] = [];
  path.forEach((hex, i) => {
    const before = units.filter((u) => dg.get(u.id)).map((u) => u.id);
    if (i === 1) for (const u of units) dg.set(u.id, true);
    if (inEnemyZoc(g, hex, side)) {
      if (before.length > 0) zocLosses.push(before);
      for (const u of units) dg.set(u.id, true);
      for (const b of combatUnitsIn(g, hex, side)) if (!dg.has(b.id)) bystanders.add(b.id);
    }
  });
  return { dg: units.filter((u) => dg.get(u.id)).map((u) => u.id), bystandersDg: [...bystanders], zocLosses };
}

export const groupNames = (g: OcsGame, ids: readonly string[]): string => ids.map((id) => pieceName(g, id)).join(', ');
