import type { HexId } from '../../core/hex/hex-id.ts';
import { eventOf, type StepLegality } from '../../core/step.ts';
import type { OcsEvent } from '../events/index.ts';
import { hasEnemyCombatUnits, occupiedHexes } from '../model/query.ts';
import type { OcsGame } from '../model/state.ts';
import type { CombatKind } from '../turn/combat.ts';
import type { OcsTurnContext } from '../turn/context.ts';
import { declarationViolations } from '../rules/restrictions.ts';
import { declareId, type ProcedureSpec } from './step-ids.ts';

/**
 * For each hex holding enemy combat units, the phasing units next to it that may attack it, by the
 * hex they would attack from (each checked alone against the declaration rules).
 */
export function attackCandidatesByTarget(g: OcsGame, kind: CombatKind, attackedUnits: readonly string[], exploitationPhase = kind === 'exploitation'): Map<HexId, Map<HexId, string[]>> {
  const out = new Map<HexId, Map<HexId, string[]>>();
  for (const from of occupiedHexes(g)) {
    const units = g.pieces.inPlace(from).map((s) => s.piece).filter((p) => p.kind === 'combat' && p.side === g.frame.phasing);
    for (const target of g.board.grid.neighbours(from)) {
      if (!hasEnemyCombatUnits(g, target, g.frame.phasing)) continue;
      const able = units.filter((u) => declarationViolations(g, kind, target, [u.id], attackedUnits, [], exploitationPhase).length === 0).map((u) => u.id);
      if (able.length === 0) continue;
      if (!out.has(target)) out.set(target, new Map());
      out.get(target)!.set(from, able);
    }
  }
  return out;
}

/** 9.2 step 1 in a Combat Segment: declare a combat (ATTACK) or end the segment (DONE). */
export function declareStep(spec: ProcedureSpec): StepLegality<OcsTurnContext, OcsEvent> {
  return {
    id: declareId(spec),
    accepts: ['ATTACK', 'DONE'],
    check(ctx, e) {
      const a = eventOf(e, 'ATTACK');
      return a ? declarationViolations(ctx.game, spec.kind, a.target, a.attackers, ctx.turn.attackedUnits, ctx.turn.attackedHexes) : [];
    },
    enumerate(ctx) {
      const out: OcsEvent[] = [];
      for (const [target, byHex] of attackCandidatesByTarget(ctx.game, spec.kind, ctx.turn.attackedUnits)) {
        if (ctx.turn.attackedHexes.includes(target)) continue;
        const all = [...byHex.values()].flat();
        out.push({ type: 'ATTACK', target, attackers: all });
        if (byHex.size > 1) for (const units of byHex.values()) out.push({ type: 'ATTACK', target, attackers: units });
      }
      return [...out, { type: 'DONE' }];
    },
  };
}
