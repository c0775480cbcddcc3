import { logEntry, type LogEntry } from '../../core/log.ts';
import { moveCounter, updateCounter } from '../model/contents.ts';
import { counterName, placePhrase } from '../model/names.ts';
import { failsAtSea } from '../rules/beachhead-failure.ts';
import { flipsOnReturn, returnDestination, returnsToBase } from '../rules/return-to-base.ts';
import type { DsTurnContext } from '../turn/context.ts';

/** 2.2.1 Return to Base, applied: every piece RB-1 names goes where RB-2 says, flipped per RB-4/RB-5. */
export function applyReturnToBase(ctx: DsTurnContext): Partial<DsTurnContext> {
  const phasing = ctx.game.game.phasing;
  let game = ctx.game;
  const lines: LogEntry[] = [];
  for (const placed of ctx.game.counters.all()) {
    if (!returnsToBase(ctx.game, placed, phasing)) continue;
    let c = placed.counter;
    if (flipsOnReturn(c) && c.kind === 'support') {
      c = { ...c, flipped: false };
      game = updateCounter(game, c);
    }
    const to = returnDestination(c, phasing);
    game = moveCounter(game, c.id, to);
    lines.push(logEntry('2.2.1', `${counterName(game, c.id)} returns from ${placePhrase(ctx.game, placed.at)} to ${placePhrase(game, to)}`));
  }
  if (lines.length === 0) lines.push(logEntry('2.2.1', 'nothing to return to base'));
  return { game, log: ctx.log.append(...lines) };
}

/** 2.2.5 Beachhead Failure, applied: BF-1 units are eliminated, by Delay Stripe (BF-2). */
export function applyBeachheadFailure(ctx: DsTurnContext): Partial<DsTurnContext> {
  const phasing = ctx.game.game.phasing;
  let game = ctx.game;
  const lines: LogEntry[] = [];
  for (const placed of ctx.game.counters.all()) {
    if (!failsAtSea(ctx.game, placed, phasing) || placed.counter.kind !== 'ground') continue;
    const to = returnDestination(placed.counter, phasing);
    game = moveCounter(game, placed.counter.id, to);
    lines.push(logEntry('2.2.5', `${counterName(ctx.game, placed.counter.id)} is at sea without a Beachhead marker in ${placePhrase(ctx.game, placed.at)}: eliminated to ${placePhrase(game, to)}`));
  }
  if (lines.length === 0) lines.push(logEntry('2.2.5', 'no ground unit is at sea without a Beachhead marker'));
  return { game, log: ctx.log.append(...lines) };
}
