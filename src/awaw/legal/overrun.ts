import { eventOf } from '../../core/step.ts';
import type { Violation } from '../../core/violation.ts';
import type { CombatMode } from '../model/combat.ts';
import { overrunDefender } from '../rules/movement/overrun-eligibility.ts';
import { maxInterception, maxOverrunDefensiveAir, maxOverrunGroundSupport, overrunOdds, overrunOddsMet } from '../rules/movement/overrun-odds.ts';
import type { AwawTurnContext } from '../turn/context.ts';
import { movementOf, type UnderWayOverrun } from '../turn/movement-book.ts';
import { violation } from './step.ts';
import { overrunStepId, type MovementStepLegality, type TurnEvent } from './movement-step.ts';

/**
 * The overrun procedure once declared (13.52-13.53; OV-3, OV-4, OV-9): the attacker's ground support,
 * the defender's defensive air support, the attacker's interception of it; then the overrun is
 * resolved by itself (apply/overrun.ts). One set per movement: regular and exploitation.
 */

const under = (ctx: AwawTurnContext): UnderWayOverrun | undefined => movementOf(ctx.turn).overrun;
const none = (): Violation[] => [violation('13.52', 'overrun.none', 'no overrun is being resolved')];

/** Whether the defender may fly defensive air support for the overrun under way (else the step is passed over). */
export const overrunDefensiveAirPossible = (ctx: AwawTurnContext): boolean => {
  const o = under(ctx);
  return o !== undefined && maxOverrunDefensiveAir(ctx.game, ctx.turn, o, overrunDefender(ctx.game, o.defenders)) > 0;
};
/** Whether the attacker may intercept the defensive air support flown (uncommitted air left, and some to intercept). */
export const overrunInterceptionPossible = (ctx: AwawTurnContext): boolean => {
  const o = under(ctx);
  return o !== undefined && maxInterception(ctx.game, ctx.turn, o, o.groundSupport ?? 0, o.defensiveAir ?? 0) > 0;
};

export function overrunSteps(mode: CombatMode): MovementStepLegality[] {
  const groundSupport: MovementStepLegality = {
    id: overrunStepId(mode, 'groundSupport'),
    accepts: ['GROUND_SUPPORT'],
    exact: true,
    check(ctx, e) {
      const o = under(ctx);
      const gs = eventOf(e, 'GROUND_SUPPORT')!;
      if (!o) return none();
      if (gs.faction !== o.faction) return [violation('13.53', 'support.otherFaction', `ground support is flown by the overrunning faction, ${o.faction} (13.53)`)];
      const max = maxOverrunGroundSupport(ctx.game, ctx.turn, o);
      if (gs.factors > max) return [violation('13.53', 'support.tooMuch', `at most ${max} ground support factors: the faction's unflown air, and three times the overrunning factors (R-AWAW-AIR)`)];
      const odds = overrunOdds(ctx.game, o, gs.factors, 0);
      return overrunOddsMet(odds) ? [] : [violation('13.52', 'overrun.odds', `${odds.attack} against ${odds.defense} is ${odds.text}: an overrun is made at 6:1 or more (13.52, R-AWAW-OVERRUN-ODDS)`)];
    },
    enumerate(ctx) {
      const o = under(ctx);
      if (!o) return [];
      const max = maxOverrunGroundSupport(ctx.game, ctx.turn, o);
      return Array.from({ length: max + 1 }, (_, i) => i).filter((i) => overrunOddsMet(overrunOdds(ctx.game, o, i, 0)))
        .map((factors): TurnEvent => ({ type: 'GROUND_SUPPORT', faction: o.faction, factors }));
    },
  };
  const defensiveAir: MovementStepLegality = {
    id: overrunStepId(mode, 'defensiveAir'),
    accepts: ['DEFENSIVE_AIR'],
    exact: true,
    check(ctx, e) {
      const o = under(ctx);
      const d = eventOf(e, 'DEFENSIVE_AIR')!;
      if (!o) return none();
      const defender = overrunDefender(ctx.game, o.defenders);
      if (d.faction !== defender) return [violation('13.53', 'support.notDefending', `defensive air support for the units overrun is flown by ${defender} (13.53, R-AWAW-AIR)`)];
      const max = maxOverrunDefensiveAir(ctx.game, ctx.turn, o, defender);
      return d.factors > max ? [violation('13.53', 'support.tooMuch', `at most ${max} defensive air support factors (R-AWAW-AIR; partisans get none, 11.44)`)] : [];
    },
    enumerate(ctx) {
      const o = under(ctx);
      if (!o) return [];
      const faction = overrunDefender(ctx.game, o.defenders);
      const max = maxOverrunDefensiveAir(ctx.game, ctx.turn, o, faction);
      return Array.from({ length: max + 1 }, (_, i): TurnEvent => ({ type: 'DEFENSIVE_AIR', faction, factors: i }));
    },
  };
  const interception: MovementStepLegality = {
    id: overrunStepId(mode, 'interception'),
    accepts: ['INTERCEPT_DAS'],
    exact: true,
    check(ctx, e) {
      const o = under(ctx);
      const x = eventOf(e, 'INTERCEPT_DAS')!;
      if (!o) return none();
      if (x.faction !== o.faction) return [violation('13.53', 'overrun.interceptionFaction', `the interception is flown by the overrunning faction, ${o.faction} (13.53)`)];
      const max = maxInterception(ctx.game, ctx.turn, o, o.groundSupport ?? 0, o.defensiveAir ?? 0);
      return x.factors > max ? [violation('13.53', 'overrun.interception', `interception can turn back at most ${max} of the defensive air support factors (13.53)`)] : [];
    },
    enumerate(ctx) {
      const o = under(ctx);
      if (!o) return [];
      const max = maxInterception(ctx.game, ctx.turn, o, o.groundSupport ?? 0, o.defensiveAir ?? 0);
      return Array.from({ length: max + 1 }, (_, i): TurnEvent => ({ type: 'INTERCEPT_DAS', faction: o.faction, factors: i }));
    },
  };
  return [groundSupport, defensiveAir, interception];
}
