import { logEntry, type LogEntry } from '../../core/log.ts';
import type { EventOf } from '../events/index.ts';
import { moveCounter, updateCounter } from '../model/contents.ts';
import { describePlace } from '../model/places.ts';
import { counterName, hexName } from '../rules/admin-labels.ts';
import {
  beachheadMayRemain, beachheadsToMaintain, flipsWhenKept, inlandAdvanceHex, snlfBeachheadsThatRemain, whyBeachheadMustGo,
} from '../rules/beachhead-maintenance.ts';
import type { DsTurnContext } from '../turn/context.ts';

const where = (ctx: DsTurnContext, id: string): string => {
  const at = ctx.game.counters.get(id)?.at;
  return at?.kind === 'hex' ? hexName(ctx.game, at.hex) : at ? describePlace(at) : 'nowhere';
};

/** 2.2.2 begins: which markers are to be maintained, and the SNLF Beachhead-0 markers that stay (BM-8). */
export function applyBeginBeachheadMaintenance(ctx: DsTurnContext): Partial<DsTurnContext> {
  const phasing = ctx.game.game.phasing;
  const log: LogEntry[] = [];
  for (const p of snlfBeachheadsThatRemain(ctx.game, phasing)) {
    log.push(logEntry('2.2.2', `SNLF Beachhead-0 ${p.counter.id} in ${where(ctx, p.counter.id)} was placed earlier this turn: it remains on the map`));
  }
  const markers = beachheadsToMaintain(ctx.game, phasing);
  if (markers.length === 0) log.push(logEntry('2.2.2', 'no Beachhead-1 or Beachhead-2 marker of yours is in an All-Sea hex: nothing to maintain'));
  for (const m of markers) {
    const id = m.counter.id;
    log.push(logEntry('2.2.2', beachheadMayRemain(ctx.game, m)
      ? `${counterName(ctx.game, id)} in ${where(ctx, id)} may stay on the map, or be returned to the Force Pool`
      : `${counterName(ctx.game, id)} in ${where(ctx, id)} must go back to the Force Pool: ${whyBeachheadMustGo(ctx.game, m)}; units on it may first advance inland`));
  }
  return { log: ctx.log.append(...log) };
}

/** BM-1, BM-2: the marker stays; a Beachhead-2 flips to its Beachhead-1 side. */
export function applyKeepBeachhead(ctx: DsTurnContext, e: EventOf<'KEEP_BEACHHEAD'>): Partial<DsTurnContext> {
  const c = ctx.game.counters.get(e.marker)!.counter;
  let game = ctx.game;
  let flips = false;
  if (c.kind === 'marker' && c.type === 'beachhead' && flipsWhenKept(c.level)) {
    game = updateCounter(ctx.game, { ...c, level: 1 });
    flips = true;
  }
  const what = flips ? 'stays on the map, flipped to its Beachhead-1 side' : 'stays on the map';
  return {
    game,
    turn: { ...ctx.turn, beachheadMaintenance: { done: [...ctx.turn.beachheadMaintenance.done, e.marker] } },
    log: ctx.log.append(logEntry('2.2.2', `${counterName(ctx.game, e.marker)} in ${where(ctx, e.marker)} ${what}`, 'choice')),
  };
}

/** BM-3 (must) or BM-4 (may): the marker goes to the Force Pool; units left on it wait for 2.2.5. */
export function applyReturnBeachhead(ctx: DsTurnContext, e: EventOf<'RETURN_BEACHHEAD'>): Partial<DsTurnContext> {
  const m = ctx.game.counters.get(e.marker)!;
  const phasing = ctx.game.game.phasing;
  const voluntary = beachheadMayRemain(ctx.game, m);
  const game = moveCounter(ctx.game, e.marker, { kind: 'forcePool', faction: phasing });
  const after = voluntary
    ? ': the units on it stay in the All-Sea hex for now and are eliminated at Beachhead Failure (2.2.5) unless stacked with a Beachhead marker by then'
    : '';
  return {
    game,
    turn: { ...ctx.turn, beachheadMaintenance: { done: [...ctx.turn.beachheadMaintenance.done, e.marker] } },
    log: ctx.log.append(logEntry('2.2.2', `${counterName(ctx.game, e.marker)} in ${where(ctx, e.marker)} returns to the ${describePlace({ kind: 'forcePool', faction: phasing })}${voluntary ? ' by choice' : ''}${after}`, 'choice')),
  };
}

/** BM-6, BM-7: the unit is placed in the Land hex across the Beachhead Hexside: not movement. */
export function applyInlandAdvance(ctx: DsTurnContext, e: EventOf<'INLAND_ADVANCE'>): Partial<DsTurnContext> {
  const to = inlandAdvanceHex(ctx.game, ctx.game.counters.get(e.marker)!)!;
  const from = where(ctx, e.unit);
  return {
    game: moveCounter(ctx.game, e.unit, { kind: 'hex', hex: to }),
    log: ctx.log.append(logEntry('2.2.2', `${counterName(ctx.game, e.unit)} advances inland from ${from} to ${hexName(ctx.game, to)} across the Beachhead Hexside (not movement: no Movement Points, weather, supply, Policies, Truces or Failures apply)`, 'choice')),
  };
}
