import { eventOf } from '../../core/step.ts';
import { attackTargets } from '../events/index.ts';
import type { CombatMode } from '../model/combat.ts';
import { owedAttackViolations, owedOverrunAttacks } from '../rules/movement/overrun-attack.ts';
import { violation } from './step.ts';
import type { MovementStepLegality } from './movement-step.ts';

/**
 * OV-13 13.531 on the combat phase's attacks step: while a failed overrun's attack is owed, an attack
 * by its units is on its hex with all of them, and the attacks step does not end. The machine wiring
 * wraps the regular (and exploitation) attacks step with this; the step's own checks stay first.
 */
export function withOwedOverrunAttacks(step: MovementStepLegality, mode: CombatMode): MovementStepLegality {
  return {
    ...step,
    check(ctx, e) {
      const own = step.check(ctx, e);
      if (own.length > 0) return own;
      const a = eventOf(e, 'ATTACK');
      if (a) return owedAttackViolations(ctx.game, ctx.turn, mode, attackTargets(a), a.attackers);
      if (e.type !== 'DONE') return [];
      const owed = owedOverrunAttacks(ctx.game, ctx.turn, mode);
      return owed.length === 0 ? [] : [violation('13.531', 'overrun.attackOwed', `the failed overrun of ${owed[0]!.hex} must be followed by a normal attack on it (13.531)`)];
    },
    enumerate(ctx) {
      const owed = owedOverrunAttacks(ctx.game, ctx.turn, mode).length > 0;
      return step.enumerate(ctx).filter((e) => {
        const a = eventOf(e, 'ATTACK');
        if (a) return owedAttackViolations(ctx.game, ctx.turn, mode, attackTargets(a), a.attackers).length === 0;
        return !(owed && e.type === 'DONE');
      });
    },
  };
}
