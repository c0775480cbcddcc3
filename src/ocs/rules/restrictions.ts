import type { HexId } from '../../core/hex/hex-id.ts';
import type { Violation } from '../../core/violation.ts';
import type { CombatUnit } from '../model/pieces.ts';
import { combatUnitsIn, hasEnemyCombatUnits, hexName, hexOf, pieceName, unitOf } from '../model/query.ts';
import type { SideId } from '../model/sides.ts';
import type { OcsGame } from '../model/state.ts';
import type { CombatKind } from '../turn/combat.ts';
import { mayExploitMove } from './exploit.ts';
import { entryInto } from './movement.ts';

/** 9.0 and 9.1 Restrictions on Combat: who may attack what, from where. */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/**
 * O-R1 9.1a onlyPhasingAttacks: "Only the phasing player's units can attack in a Combat Segment,
 * and only the moving player's units can overrun in a Movement Segment."
 */
export const onlyPhasingAttacks = (g: OcsGame, side: SideId): boolean => side === g.frame.phasing;

/**
 * O-R7 9.1e attackEligibility: "units in Strat Mode and unreleased reserves cannot attack ... and
 * unit type (parenthesized Combat Strengths can only defend). Fuel is not needed to attack or
 * defend." And 9.0: "Units that are not Attack-Capable (4.4) can never attack"; HQs and artillery
 * attack only by Barrage. (Combat supply, the other limit of 9.1e, is paid in step 2: O-S1.)
 */
export function attackEligibility(u: CombatUnit): Violation[] {
  if (!u.attackCapable) return [v('9.0', 'attack.notAttackCapable', `${u.name} is not Attack-Capable (4.4): it can never attack${u.type !== 'unit' ? ` (an ${u.type === 'hq' ? 'HQ' : 'artillery unit'} uses Barrage, 10.0)` : ''}.`)];
  if (u.defendOnly) return [v('9.1e', 'attack.defendOnly', `${u.name} has a parenthesized Combat Strength: it can only defend.`)];
  if (u.mode === 'strat') return [v('9.1e', 'attack.stratMode', `${u.name} is in Strat Mode: units in Strat Mode cannot attack.`)];
  if (u.mode === 'reserve') return [v('9.1e', 'attack.reserve', `${u.name} is an unreleased reserve: it cannot attack.`)];
  return [];
}

/**
 * O-R8 9.1f, 9.3a attackOnlyEnterable: "A unit can never attack a hex that the movement rules ...
 * prohibit it from entering ... if a hex can be entered in movement, but only by using a road, a
 * regular combat is allowed, but not an overrun (8.1c)."
 */
export function attackOnlyEnterable(g: OcsGame, u: CombatUnit, from: HexId, target: HexId, kind: CombatKind): Violation[] {
  const entry = entryInto(g, u.unitClass, from, target);
  if (entry === 'no') return [v('9.1f', 'attack.cannotEnter', `${u.name} could not enter ${hexName(g, target)} from ${from}: it cannot attack it.`)];
  if (entry === 'roadOnly' && kind === 'overrun') return [v('9.1f', 'attack.roadOnlyOverrun', `${u.name} could enter ${hexName(g, target)} only by road: a regular combat is allowed there, but not an overrun (8.1c).`)];
  return [];
}

/**
 * O-R4 9.1c combatSegmentOnce: "In a Combat Segment, a given unit may attack only once and a given
 * hex can only be attacked once. A hex can be attacked from as many adjacent hexes as the
 * attacking player wants." O-R5 9.1c overrunRules: "In a Movement Segment, a given unit may
 * perform multiple overruns and there is no limit on how many times a given hex can be attacked
 * via overrun. Only the currently moving stack can overrun, so overruns must come from a single
 * adjacent hex."
 */
export function onceOrSingleHex(kind: CombatKind, attackers: readonly CombatUnit[], from: readonly HexId[], target: HexId, attackedUnits: readonly string[], attackedHexes: readonly string[]): Violation[] {
  if (kind === 'overrun') {
    return new Set(from).size > 1 ? [v('9.1c', 'overrun.singleHex', 'Only the currently moving stack can overrun: an overrun comes from a single adjacent hex.')] : [];
  }
  const out: Violation[] = [];
  if (attackedHexes.includes(target)) out.push(v('9.1c', 'attack.hexOnce', `${target} was already attacked in this Combat Segment: a hex can only be attacked once.`));
  for (const u of attackers) if (attackedUnits.includes(u.id)) out.push(v('9.1c', 'attack.unitOnce', `${u.name} already attacked in this Combat Segment: a unit may attack only once.`));
  return out;
}

/**
 * Why a declaration is not legal (9.0, 9.1, 9.13a: in the Exploitation Phase, its combats and its
 * overruns alike, only Exploit-marked units). O-R2 9.1b attackVoluntary: attacking is never
 * required and any part of a stack may attack. O-R3 9.1c noSplitNoMultiHex: a declaration names
 * one defending hex, and each unit once. O-R6 9.1d allDefendersCombined: the defenders are every
 * combat unit in the hex (combatDefenders), never a choice.
 */
export function declarationViolations(g: OcsGame, kind: CombatKind, target: HexId, ids: readonly string[], attackedUnits: readonly string[], attackedHexes: readonly string[], exploitationPhase = kind === 'exploitation'): Violation[] {
  if (!g.board.grid.has(target)) return [v('9.1c', 'attack.unknownHex', `There is no hex ${target} on the map.`)];
  if (ids.length === 0) return [v('9.1b', 'attack.noUnits', 'Name at least one attacking unit.')];
  if (new Set(ids).size !== ids.length) return [v('9.1c', 'attack.unitTwice', 'A unit is listed twice: no unit can divide its strength.')];
  const units: CombatUnit[] = [];
  const out: Violation[] = [];
  for (const id of ids) {
    const u = unitOf(g, id);
    const at = hexOf(g, id);
    if (!u || !at) { out.push(v('9.0', 'attack.unknownUnit', `There is no combat unit "${id}" on the map.`)); continue; }
    if (!onlyPhasingAttacks(g, u.side)) { out.push(v('9.1a', 'attack.notPhasing', `${u.name} is not the phasing player's: only the phasing player's units attack${kind === 'overrun' ? ' (and overrun)' : ''}.`)); continue; }
    if (!g.board.grid.adjacent(at, target)) { out.push(v('9.0', 'attack.notAdjacent', `${u.name} in ${at} is not adjacent to ${target}: attacking units must be adjacent to the hex attacked.`)); continue; }
    if (exploitationPhase && !mayExploitMove(u)) { out.push(v('9.13a', 'attack.notExploiting', `${u.name} has no Exploit marker: only Exploit-marked units move and fight in the Exploitation Phase.`)); continue; }
    out.push(...attackEligibility(u), ...attackOnlyEnterable(g, u, at, target, kind));
    units.push(u);
  }
  if (out.length > 0) return out;
  if (!hasEnemyCombatUnits(g, target, g.frame.phasing)) return [v('9.0', 'attack.noDefender', `${hexName(g, target)} holds no enemy combat unit: such hexes cannot be attacked (Specialized Combats, 9.14, deal with them).`)];
  return onceOrSingleHex(kind, units, ids.map((id) => hexOf(g, id)!), target, attackedUnits, attackedHexes);
}

/** O-R6 9.1d allDefendersCombined: "Attack all combat units in a hex as a single, combined defending strength. The defender can never withhold units." */
export const combatDefenders = (g: OcsGame, target: HexId, attacker: SideId): CombatUnit[] =>
  combatUnitsIn(g, target).filter((u) => u.side !== attacker);

export const unitNames = (g: OcsGame, ids: readonly string[]): string => ids.map((id) => pieceName(g, id)).join(', ');
