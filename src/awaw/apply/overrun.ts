import type { AwawEvent } from '../events/index.ts';
import type { MovementEventOf } from '../events/movement.ts';
import type { CombatMode } from '../model/combat.ts';
import type { Faction } from '../model/ids.ts';
import { factionOf, hexOfUnit, unit } from '../model/queries.ts';
import { entryCost } from '../rules/movement/costs.ts';
import { hostileGroundIn } from '../rules/movement/entry.ts';
import { airFlown, overrunCasualties, overrunOutcome, survivingDefensiveAir } from '../rules/movement/overrun-result.ts';
import { zocLeaveCosts } from '../rules/movement/zoc.ts';
import type { AwawTurnContext } from '../turn/context.ts';
import { movementOf, type UnderWayOverrun } from '../turn/movement-book.ts';
import { eliminate, hexLabel, logEntry, name, setControl, withLog } from './common.ts';
import { withMovement } from './movement.ts';

/** The overrun's reducers (13.52-13.56). */

const under = (ctx: AwawTurnContext): UnderWayOverrun => movementOf(ctx.turn).overrun!;
const withOverrun = (ctx: AwawTurnContext, patch: Partial<UnderWayOverrun>) => withMovement(ctx, { overrun: { ...under(ctx), ...patch } });

/** 13.52: the overrun is declared: its units, the hex they go from, the enemy units they face. */
export function applyDeclareOverrun(ctx: AwawTurnContext, e: MovementEventOf<'OVERRUN'>, mode: CombatMode): Partial<AwawTurnContext> {
  const first = unit(ctx.game, e.units[0]!)!;
  const overrun: UnderWayOverrun = {
    mode, faction: factionOf(ctx.game, first), units: e.units, from: hexOfUnit(ctx.game, first.id)!, hex: e.hex,
    defenders: hostileGroundIn(ctx.game, e.hex, first).map((u) => u.id),
  };
  return { turn: withMovement(ctx, { overrun }), log: withLog(ctx, logEntry('13.52', `${e.units.map((id) => name(ctx.game, id)).join(' and ')} overrun ${hexLabel(ctx.game, e.hex)} from ${overrun.from}`, 'choice')) };
}

/** 13.53: the air of the overrun, as the players enter it. */
export function applyOverrunAir(ctx: AwawTurnContext, e: AwawEvent | MovementEventOf<'INTERCEPT_DAS'>): Partial<AwawTurnContext> {
  if (e.type === 'GROUND_SUPPORT') return { turn: withOverrun(ctx, { groundSupport: e.factors }), log: withLog(ctx, logEntry('13.53', `${e.factors} ground support factors assist the overrun`, 'choice')) };
  if (e.type === 'DEFENSIVE_AIR') return { turn: withOverrun(ctx, { defensiveAir: e.factors, defensiveAirFaction: e.faction }), log: withLog(ctx, logEntry('13.53', `${e.factors} defensive air support factors fly for the units overrun`, 'choice')) };
  if (e.type === 'INTERCEPT_DAS') return { turn: withOverrun(ctx, { intercepted: e.factors }), log: withLog(ctx, logEntry('13.53', `interception turns back ${e.factors} defensive air support factors`, 'choice')) };
  return {};
}

/**
 * The overrun resolved: 13.54 success: every enemy unit in the hex is eliminated and the overrunning
 * units occupy it, each paying the hex's cost and one more (13.52), the hex theirs; 13.531 failure:
 * no overrun, the units stay where they were and owe an attack in the combat phase. 13.53: the air
 * flown is spent (R-AWAW-AIR). In exploitation the hex joins the exploiter's route (16.3).
 */
export function applyResolveOverrun(ctx: AwawTurnContext): Partial<AwawTurnContext> {
  const o = under(ctx);
  const { odds, outcome } = overrunOutcome(ctx.game, o);
  const air = airFlown(o);
  const airUsed: Partial<Record<Faction, number>> = { ...ctx.turn.airUsed, [o.faction]: (ctx.turn.airUsed[o.faction] ?? 0) + air.attacker };
  if (o.defensiveAirFaction !== undefined) airUsed[o.defensiveAirFaction] = (airUsed[o.defensiveAirFaction] ?? 0) + air.defender;
  const book = movementOf(ctx.turn);
  const record = { mode: o.mode, faction: o.faction, units: o.units, from: o.from, hex: o.hex, defenders: o.defenders, groundSupport: o.groundSupport ?? 0, defensiveAir: survivingDefensiveAir(o), ...(o.defensiveAirFaction !== undefined && { defensiveAirFaction: o.defensiveAirFaction }), outcome };
  const { overrun: _done, ...rest } = book;
  const lines = [logEntry('13.52', `the overrun of ${hexLabel(ctx.game, o.hex)} is at ${odds.text} (${odds.attack} against ${odds.defense}): ${outcome === 'succeeded' ? 'it succeeds' : 'it fails (13.531)'}`)];
  if (outcome === 'failed') {
    lines.push(logEntry('13.531', `${o.units.map((id) => name(ctx.game, id)).join(' and ')} stay in ${o.from} and must attack ${o.hex} in the combat phase`));
    return { turn: { ...ctx.turn, airUsed, movement: { ...rest, overruns: [...book.overruns, record] } }, log: withLog(ctx, ...lines) };
  }
  let g = ctx.game;
  for (const d of overrunCasualties(ctx.game, o)) { g = eliminate(g, d.id); lines.push(logEntry('13.54', `${d.name} is overrun and eliminated`)); }
  const zoc = zocLeaveCosts(ctx.game, o.faction, o.mode === 'exploitation');
  const moved = { ...book.moved };
  for (const id of o.units) {
    const u = unit(ctx.game, id)!;
    const cost = entryCost(ctx.game, u, o.hex, zoc.get(o.from) ?? 0, true).total;
    const before = book.moved[id];
    if (o.mode === 'regular') moved[id] = { start: before?.start ?? o.from, path: [...(before?.path ?? []), o.hex], spent: (before?.spent ?? 0) + cost, minimumMove: false };
    g = { ...g, pieces: g.pieces.move(id, { kind: 'hex', hex: o.hex }) };
  }
  g = setControl(g, o.hex, o.faction);
  const exploiters = o.mode === 'exploitation'
    ? ctx.turn.exploiters.map((x) => (o.units.includes(x.unit) ? { ...x, route: [...(x.route ?? []), o.hex] } : x))
    : ctx.turn.exploiters;
  return { game: g, turn: { ...ctx.turn, airUsed, exploiters, movement: { ...rest, moved, overruns: [...book.overruns, record] } }, log: withLog(ctx, ...lines) };
}
