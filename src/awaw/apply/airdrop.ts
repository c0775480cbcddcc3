import type { CombatMode } from '../model/combat.ts';
import { factionOf, hexOfUnit, unit } from '../model/queries.ts';
import { defendersIn } from '../rules/attack.ts';
import type { EventOf } from '../events/index.ts';
import type { AwawTurnContext } from '../turn/context.ts';
import { bookWith, eliminate, eliminateOccupiedFlak, logEntry, moveToHex, name, withLog } from './common.ts';

/** GU-39..GU-44 10.52-10.53: the airborne unit lands on its drop hex; the transport factor is used (not for the Chindit, 10.61A). */
export function applyAirdrop(ctx: AwawTurnContext, mode: CombatMode, e: EventOf<'AIRDROP'>): Partial<AwawTurnContext> {
  const g = ctx.game;
  const u = unit(g, e.unit)!;
  const f = factionOf(g, u);
  const from = hexOfUnit(g, e.unit)!;
  const onEnemy = defendersIn(g, e.hex, f).length > 0;
  const transportUsed = u.type === 'chindit' ? ctx.turn.transportUsed : { ...ctx.turn.transportUsed, [f]: (ctx.turn.transportUsed[f] ?? 0) + 1 };
  // Landing on enemy flak alone occupies its hex (10.94); on top of enemy units, the attack decides (applyAttackOver).
  const landed = onEnemy ? { game: moveToHex(g, e.unit, e.hex), lines: [] } : eliminateOccupiedFlak(moveToHex(g, e.unit, e.hex), e.hex, f);
  return {
    game: landed.game,
    turn: bookWith(ctx, { transportUsed, airdrops: [...ctx.turn.airdrops, { unit: e.unit, from, hex: e.hex, mode, status: 'dropped', onEnemy }] }),
    log: withLog(ctx, logEntry('10.52', `${u.name} airdrops from ${from} onto ${e.hex}${onEnemy ? ', on top of enemy ground units: an attack on them must follow (15.22)' : ''}`, 'choice'), ...landed.lines),
  };
}

/** GU-45 10.54 / GU-56 10.61B: an aborted transport takes the unit back to its base; an eliminated one takes it too. */
export function applyIntercept(ctx: AwawTurnContext, e: EventOf<'INTERCEPT'>): Partial<AwawTurnContext> {
  const d = ctx.turn.airdrops.find((x) => x.unit === e.unit && x.status === 'dropped')!;
  const game = e.outcome === 'aborted' ? moveToHex(ctx.game, e.unit, d.from) : eliminate(ctx.game, e.unit);
  return {
    game,
    turn: bookWith(ctx, { airdrops: ctx.turn.airdrops.map((x) => (x === d ? { ...x, status: e.outcome } : x)) }),
    log: withLog(ctx, logEntry('10.54', e.outcome === 'aborted'
      ? `the transport of ${name(ctx.game, e.unit)} is forced to abort: it returns to ${d.from}`
      : `the transport of ${name(ctx.game, e.unit)} is shot down: the unit is eliminated (18.624)`, 'choice')),
  };
}

/** GU-52 10.56: airdropped units left in a hex with enemy ground units after combat are eliminated. */
export function applyStrandedAirborne(ctx: AwawTurnContext, mode: CombatMode): Partial<AwawTurnContext> {
  let g = ctx.game;
  const log = [];
  for (const d of ctx.turn.airdrops) {
    if (d.mode !== mode || d.status !== 'dropped' || hexOfUnit(g, d.unit) !== d.hex) continue;
    if (defendersIn(g, d.hex, factionOf(g, unit(g, d.unit)!)).length === 0) continue;
    g = eliminate(g, d.unit);
    log.push(logEntry('10.56', `${name(g, d.unit)} is still in a hex with enemy ground units after combat: eliminated`));
  }
  return log.length === 0 ? {} : { game: g, log: withLog(ctx, ...log) };
}
