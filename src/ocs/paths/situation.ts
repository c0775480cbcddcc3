import type { HexId } from '../../core/hex/hex-id.ts';
import { isCombatUnit, type CombatUnit } from '../model/pieces.ts';
import type { OcsGame } from '../model/state.ts';
import { combatDefenders } from '../rules/restrictions.ts';
import { enemyNonCombat } from '../rules/specialized.ts';
import { canPayCombatSupply } from '../rules/supply.ts';
import type { CombatResult } from '../turn/combat.ts';

/**
 * What about a combat changes the steps that follow, for the path model: whether each side can
 * pay combat supply (9.5A: the attack is cancelled; 9.5B: the defender goes unsupplied), which
 * enemy non-combat pieces wait in the defending hex (9.14 after an advance), and whether an
 * attacker is already DG (a retreat into an enemy ZOC then costs a step, 9.12e).
 */
export function combatSituation(g: OcsGame, target: HexId, attackers: readonly CombatUnit[]): string {
  const side = attackers[0]?.side ?? g.frame.phasing;
  const defenders = combatDefenders(g, target, side);
  const depot = [...new Set(enemyNonCombat(g, target, side).map((p) => p.kind))].sort().join('+');
  return [
    canPayCombatSupply(g, attackers, 'attacker', target), defenders.length > 0 && canPayCombatSupply(g, defenders, 'defender', target),
    depot, attackers.some((u) => u.dg),
  ].join('/');
}

export const unitsOf = (g: OcsGame, ids: readonly string[]): CombatUnit[] =>
  ids.flatMap((id) => { const p = g.pieces.get(id)?.piece; return isCombatUnit(p) ? [p] : []; });

/** A result by what it asks of each side: losses, options, exploit, DG. */
export const resultShape = (r: CombatResult): string =>
  `A${r.attacker.losses > 0 ? 'L' : ''}${r.attacker.option > 0 ? 'o' : ''}${r.attacker.exploit !== undefined ? 'e' : ''}/D${r.defender.losses > 0 ? 'L' : ''}${r.defender.option > 0 ? 'o' : ''}${r.defender.dg ? 'G' : ''}`;
