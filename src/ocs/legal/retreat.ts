import type { HexId } from '../../core/hex/hex-id.ts';
import type { Violation } from '../../core/violation.ts';
import { eventOf, type StepLegality } from '../../core/step.ts';
import { retreatPath, type OcsEvent } from '../events/index.ts';
import { isCombatUnit, type CombatUnit, type Piece } from '../model/pieces.ts';
import { hexOf, pieceOf } from '../model/query.ts';
import { enemyOf } from '../model/sides.ts';
import type { OcsGame } from '../model/state.ts';
import { alive } from '../rules/figures.ts';
import { moveClass } from '../rules/movement.ts';
import { execOf, participants } from '../rules/procedure.ts';
import { ableToMove, mayTagAlong, retreatPathViolations, retreatPaths } from '../rules/retreats.ts';
import type { CombatUnderWay, Role } from '../turn/combat.ts';
import type { OcsTurnContext } from '../turn/context.ts';
import { noCombat, underWay, v } from './common.ts';

/** The hexes a retreat may not pass (9.12f): those that held the enemy's combat units at the start of the combat. */
const enemyAtStart = (g: OcsGame, c: CombatUnderWay, side: string): readonly HexId[] => c.heldAtStart[enemyOf(g.frame.players, side)] ?? [];
const sideOf = (c: CombatUnderWay, role: Role): string => (role === 'attacker' ? c.attackerSide : c.defenderSide);

/** O-RT2, O-RT4: the group can go nowhere (no legal path, or none of its units can move in any Mode): it is eliminated. */
function eliminationAllowed(g: OcsGame, c: CombatUnderWay, role: Role, start: HexId, group: readonly Piece[]): boolean {
  const units = group.filter(isCombatUnit);
  if (units.every((u) => !ableToMove(u))) return true;
  return retreatPaths(g, sideOf(c, role), group.map(moveClass), start, execOf(c, role).retreatHexes, enemyAtStart(g, c, sideOf(c, role))).length === 0;
}

function retreatCheck(g: OcsGame, c: CombatUnderWay, role: Role, units: readonly string[], path: readonly HexId[]): Violation[] {
  const e = execOf(c, role);
  const side = sideOf(c, role);
  if (new Set(units).size !== units.length) return [v('9.12', 'retreat.listedTwice', 'A piece is listed twice.')];
  const pieces = units.map((id) => pieceOf(g, id));
  if (pieces.some((p, i) => !p || !hexOf(g, units[i]!))) return [v('9.12', 'retreat.unknownPiece', 'Every retreating piece must be on the map.')];
  const start = hexOf(g, units[0]!)!;
  if (units.some((id) => hexOf(g, id) !== start)) return [v('9.12c', 'retreat.oneHexAtATime', 'A retreating group starts from one hex (a stack may split into several groups).')];
  const owing = units.filter((id) => e.toRetreat.includes(id));
  if (owing.length === 0) return [v('9.12', 'retreat.noneOwing', `None of these pieces owes a retreat: the ${role}'s units still to retreat are listed in the step.`)];
  const extra = pieces.filter((p) => !e.toRetreat.includes(p!.id));
  const bad = extra.filter((p) => !mayTagAlong(p!, side, participants(c, role)));
  if (bad.length > 0) return [v('9.12d', 'retreat.cannotTagAlong', `${bad.map((p) => p!.id).join(', ')} cannot tag along: only combat units and Organic Trucks that did not participate join a retreat from their hex.`)];
  const group = pieces as Piece[];
  if (path.length === 0) {
    return eliminationAllowed(g, c, role, start, group) ? [] : [v('9.12', 'retreat.mustRetreat', 'A legal retreat path exists: the units retreat; they are eliminated only when none does (or they cannot move in any Mode).')];
  }
  const cannot = group.filter((p): p is CombatUnit => isCombatUnit(p) && !ableToMove(p));
  if (cannot.length > 0) return [v('9.12b', 'retreat.cannotMove', `${cannot.map((u) => u.name).join(', ')} cannot move in any Mode: destroyed if forced to retreat (retreat with no path).`)];
  return retreatPathViolations(g, side, group.map(moveClass), start, e.retreatHexes, path, enemyAtStart(g, c, side));
}

/** 9.12: retreats of the units that owe one, as groups from one hex, with tagalongs (9.12d). */
export function retreatStep(id: string, role: Role): StepLegality<OcsTurnContext, OcsEvent> {
  return {
    id,
    accepts: ['RETREAT'],
    check(ctx, ev) {
      const c = underWay(ctx);
      if (!c) return noCombat();
      const r = eventOf(ev, 'RETREAT')!;
      return retreatCheck(ctx.game, c, role, r.units, retreatPath(r));
    },
    enumerate(ctx) {
      const c = underWay(ctx);
      if (!c) return [];
      const g = ctx.game;
      const e = execOf(c, role);
      const side = sideOf(c, role);
      const out: OcsEvent[] = [];
      const byHex = new Map<HexId, string[]>();
      for (const u of alive(g, e.toRetreat)) byHex.set(hexOf(g, u.id)!, [...(byHex.get(hexOf(g, u.id)!) ?? []), u.id]);
      for (const [start, owing] of byHex) {
        const tagalongs = g.pieces.inPlace(start).map((s) => s.piece).filter((p) => !owing.includes(p.id) && mayTagAlong(p, side, participants(c, role))).map((p) => p.id);
        const groups = [owing, ...(owing.length > 1 ? owing.map((u) => [u]) : []), ...(tagalongs.length > 0 ? [[...owing, ...tagalongs]] : [])];
        for (const units of groups) {
          const pieces = units.map((u) => pieceOf(g, u)!);
          if (eliminationAllowed(g, c, role, start, pieces)) { out.push({ type: 'RETREAT', units }); continue; }
          for (const path of retreatPaths(g, side, pieces.map(moveClass), start, e.retreatHexes, enemyAtStart(g, c, side))) {
            out.push({ type: 'RETREAT', units, to: path.at(-1)!, ...(path.length > 1 && { via: path.slice(0, -1) }) });
          }
        }
      }
      return out.filter((x) => x.type === 'RETREAT' && retreatCheck(g, c, role, x.units, retreatPath(x)).length === 0);
    },
  };
}
