import type { HexId } from '../../core/hex/hex-id.ts';
import { HEX_TEC_SAMPLE } from '../data/terrain-effects.sample.ts';
import type { OcsGame } from '../model/state.ts';
import { hexsideFeatures } from './terrain.ts';
import type { Violation } from '../../core/violation.ts';
import { isCombatUnit, type Mode, type Piece, type UnitClass } from '../model/pieces.ts';
import { hasEnemyCombatUnits, hexOf, pieceOf } from '../model/query.ts';
import { mayExploitMove } from './exploit.ts';

/**
 * Entering a hex (6.0, not in the seed: R-OCS-MOVEMENT). 9.1f and 9.3a lean on it ("A unit can
 * never attack a hex that the movement rules ... prohibit it from entering"); retreats, advances
 * and the movement segments use it. What turnchart checks: the hex is on the map; no terrain of
 * it is impassable; a class the chart lets in only by road needs a road across the hexside.
 * Movement Points are not counted.
 */
export type Entry = 'no' | 'roadOnly' | 'yes';

export function entryInto(g: OcsGame, unitClass: UnitClass, from: HexId, to: HexId): Entry {
  const hex = g.board.hexes[to];
  if (!hex || !g.board.grid.adjacent(from, to)) return 'no';
  const effects = hex.terrain.map((t) => HEX_TEC_SAMPLE[t]);
  if (effects.every((e) => e.impassable)) return 'no';
  if (!effects.some((e) => e.roadOnly.includes(unitClass))) return 'yes';
  return hexsideFeatures(g, from, to).includes('road') ? 'roadOnly' : 'no';
}

export const mayEnter = (g: OcsGame, unitClass: UnitClass, from: HexId, to: HexId): boolean => entryInto(g, unitClass, from, to) !== 'no';


const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/** The class a piece enters terrain as: combat units by their own; Transport Points as Other (R-OCS-MOVEMENT). */
export const moveClass = (p: Piece): UnitClass => (isCombatUnit(p) ? p.unitClass : 'other');

/** Why a piece cannot move at all now (undefined: it can): a combat unit needs an MA in its mode; Transport Points move in the Movement Phase (not an Extender). */
export function movable(p: Piece, phase: 'movement' | 'exploitation'): string | undefined {
  if (isCombatUnit(p)) {
    if (phase === 'exploitation' && !mayExploitMove(p)) return `${p.name} has no Exploit marker: only Exploit-marked units move in the Exploitation Phase (9.13a).`;
    const ma = p.mode === 'move' || p.mode === 'strat' ? p.ma.move : p.ma.combat;
    return ma > 0 ? undefined : `${p.name} has no Movement Allowance in ${p.mode} mode.`;
  }
  if (p.kind === 'transport' && !p.extender && phase === 'movement') return undefined;
  return `${p.kind === 'transport' ? (p.extender ? 'An Extender' : 'Transport Points') : 'This piece'} (${p.id}) does not move ${phase === 'exploitation' ? 'in the Exploitation Phase' : 'here'}.`;
}

/**
 * A stack moves one hex (6.0, not in the seed: R-OCS-MOVEMENT): the moving player's pieces, in one
 * hex, into an adjacent hex they may enter that holds no enemy combat unit. Movement Points are not
 * counted. In the Exploitation Phase only Exploit-marked units move (O-E2, 9.13a).
 */
export function moveViolations(g: OcsGame, units: readonly string[], to: HexId, phase: 'movement' | 'exploitation'): Violation[] {
  if (new Set(units).size !== units.length) return [v('6.0', 'move.listedTwice', 'A piece is listed twice.')];
  const from = hexOf(g, units[0] ?? '');
  const out: Violation[] = [];
  for (const id of units) {
    const p = pieceOf(g, id);
    if (!p || !hexOf(g, id)) { out.push(v('6.0', 'move.unknownPiece', `There is no piece "${id}" on the map.`)); continue; }
    if (p.side !== g.frame.phasing) { out.push(v('9.1a', 'move.notPhasing', `${id} is not the moving player's.`)); continue; }
    if (hexOf(g, id) !== from) { out.push(v('6.0', 'move.notOneStack', 'The pieces that move together start in one hex.')); continue; }
    const why = movable(p, phase);
    if (why) out.push(v(phase === 'exploitation' ? '9.13a' : '6.0', 'move.cannotMove', why));
  }
  if (out.length > 0 || !from) return out;
  if (!g.board.grid.has(to) || !g.board.grid.adjacent(from, to)) return [v('6.0', 'move.notAdjacent', `${to} is not a hex next to ${from}.`)];
  if (hasEnemyCombatUnits(g, to, g.frame.phasing)) return [v('6.0', 'move.enemyHex', `${to} holds enemy combat units: a stack attacks it (an overrun), it does not move in.`)];
  for (const id of units) {
    if (!mayEnter(g, moveClass(pieceOf(g, id)!), from, to)) return [v('6.0', 'move.prohibited', `${id} may not enter ${to} from ${from} (prohibited terrain, or a road is needed).`)];
  }
  return [];
}

/** Mode changes (5.0, not in the seed: R-OCS-MODES): before a unit moves in the Movement Phase, not while DG or Exploit-marked. */
export function modeChangeViolations(g: OcsGame, units: readonly string[], mode: Mode, moved: readonly string[]): Violation[] {
  if (mode !== 'combat' && mode !== 'move' && mode !== 'strat') return [v('5.0', 'mode.notChosen', `A player changes units to Combat, Move or Strat Mode, not to "${String(mode)}".`)];
  const out: Violation[] = [];
  for (const id of units) {
    const p = pieceOf(g, id);
    if (!isCombatUnit(p) || !hexOf(g, id)) out.push(v('5.0', 'mode.unknownUnit', `There is no combat unit "${id}" on the map.`));
    else if (p.side !== g.frame.phasing) out.push(v('5.0', 'mode.notPhasing', `${p.name} is not the moving player's.`));
    else if (moved.includes(id)) out.push(v('5.0', 'mode.alreadyMoved', `${p.name} has moved: modes change before a unit moves.`));
    else if (p.dg || p.mode === 'exploit') out.push(v('5.0', 'mode.markerHeld', `${p.name} is ${p.dg ? 'DG' : 'Exploit-marked'}: its mode does not change now.`));
    else if (p.mode === mode) out.push(v('5.0', 'mode.same', `${p.name} is already in ${mode} mode.`));
  }
  return new Set(units).size === units.length ? out : [...out, v('5.0', 'mode.listedTwice', 'A unit is listed twice.')];
}
