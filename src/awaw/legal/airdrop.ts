import type { CombatMode } from '../model/combat.ts';
import { sideOf } from '../model/ids.ts';
import { factionOf, groundOnMap, hexOfUnit } from '../model/queries.ts';
import { airdropViolations } from '../rules/airdrop.ts';
import { mayAirdropByType } from '../rules/ground-units.ts';
import type { AwawEvent } from '../events/index.ts';
import type { AwawTurnContext } from '../turn/context.ts';
import { airdropStepId } from './step-ids.ts';
import { eventOf, violation, type StepLegality } from './step.ts';

/** The airdrops of a combat mode still standing in the air, awaiting interception. */
export const pendingDrops = (ctx: AwawTurnContext, mode: CombatMode) => ctx.turn.airdrops.filter((d) => d.mode === mode && d.status === 'dropped');

/** Whether the non-phasing side has air units that could intercept (R-AWAW-AIR: any air factors). */
export const defenderCanIntercept = (ctx: AwawTurnContext): boolean =>
  Object.values(ctx.game.factions).some((f) => f !== undefined && sideOf(f.id) !== ctx.game.info.phasing && f.airFactors > 0);

/** 10.5 airdrops (GU-37..GU-58) and 10.54 interception (GU-45), in one combat mode. */
export function airdropSteps(mode: CombatMode): StepLegality[] {
  const declare: StepLegality = {
    id: airdropStepId(mode, 'airdrop'),
    accepts: ['AIRDROP', 'DONE'],
    exact: true,
    check(ctx, e) {
      const a = eventOf(e, 'AIRDROP');
      return a ? airdropViolations(ctx.game, ctx.turn, mode, a.unit, a.hex) : [];
    },
    enumerate(ctx) {
      const g = ctx.game;
      const out: AwawEvent[] = [];
      for (const u of groundOnMap(g).filter((x) => mayAirdropByType(x) && sideOf(factionOf(g, x)) === g.info.phasing)) {
        const range = g.factions[factionOf(g, u)]?.airdropRange ?? 0;
        for (const hex of g.board.grid.within(hexOfUnit(g, u.id)!, range)) {
          if (airdropViolations(g, ctx.turn, mode, u.id, hex).length === 0) out.push({ type: 'AIRDROP', unit: u.id, hex });
        }
      }
      return [...out, { type: 'DONE' }];
    },
  };
  const interception: StepLegality = {
    id: airdropStepId(mode, 'interception'),
    accepts: ['INTERCEPT', 'DONE'],
    exact: true,
    check(ctx, e) {
      const i = eventOf(e, 'INTERCEPT');
      if (!i) return [];
      return pendingDrops(ctx, mode).some((d) => d.unit === i.unit) ? [] : [violation('10.54', 'airdrop.notInTheAir', `${i.unit} made no airdrop that can still be intercepted (10.54)`)];
    },
    enumerate: (ctx) => [
      ...pendingDrops(ctx, mode).flatMap((d): AwawEvent[] => [{ type: 'INTERCEPT', unit: d.unit, outcome: 'aborted' }, { type: 'INTERCEPT', unit: d.unit, outcome: 'eliminated' }]),
      { type: 'DONE' },
    ],
  };
  return [declare, interception];
}
