import type { FreeMoveSupport } from '../../core/free-move.ts';
import { counterFaction, type Counter } from '../model/counters.ts';
import { moveCounter } from '../model/contents.ts';
import { FACTION_NAMES, isFaction } from '../model/factions.ts';
import { counterName, hexName } from '../model/names.ts';
import type { Board, CounterStore, DsGameState } from '../model/state.ts';
import type { DsTurnContext } from '../turn/context.ts';

/**
 * How a DS counter moves freely (R-FREE-MOVES): the phasing faction's counters on the map go to
 * any hex of the map, in the phases the rules texts do not give (Seasonal, Operational Movement,
 * Reserve Movement, Final Administrative), but not into a hex holding another faction's ground
 * units, and never a Beachhead marker (its arrow is part of its place).
 */

const boardHexes = new WeakMap<Board, readonly string[]>();
const hexesOf = (board: Board): readonly string[] => {
  let ids = boardHexes.get(board);
  if (!ids) boardHexes.set(board, (ids = Object.keys(board.hexes).sort()));
  return ids;
};

/** The phasing faction's counters on the map, per store and faction (a store is never changed). */
/** A Beachhead marker's arrow is part of its place (2.2.5): it is never moved freely. */
const fixedReason = (c: Counter): string | undefined =>
  (c.kind !== 'ground' && c.kind !== 'support' && c.type === 'beachhead' ? 'a Beachhead marker is placed with its arrow (2.2.5)' : undefined);

/** Hexes holding ground units of another faction, per store and faction. */
const barredCache = new WeakMap<CounterStore, Map<string, ReadonlySet<string>>>();
function barredOf(state: DsGameState, side: string): ReadonlySet<string> {
  let bySide = barredCache.get(state.counters);
  if (!bySide) barredCache.set(state.counters, (bySide = new Map()));
  let set = bySide.get(side);
  if (!set) {
    const out = new Set<string>();
    for (const { counter, at } of state.counters.all()) {
      if (at.kind !== 'hex' || counter.kind !== 'ground') continue;
      const f = counterFaction(counter, state.countries);
      if (f !== undefined && f !== side) out.add(at.hex);
    }
    bySide.set(side, (set = out));
  }
  return set;
}

const onMapCache = new WeakMap<CounterStore, Map<string, readonly { id: string; hex: string }[]>>();
function onMapOf(state: DsGameState, side: string): readonly { id: string; hex: string }[] {
  let bySide = onMapCache.get(state.counters);
  if (!bySide) onMapCache.set(state.counters, (bySide = new Map()));
  let list = bySide.get(side);
  if (!list) {
    list = state.counters.all().flatMap(({ counter, at }) =>
      at.kind === 'hex' && !fixedReason(counter) && counterFaction(counter, state.countries) === side ? [{ id: counter.id, hex: at.hex }] : []);
    bySide.set(side, list);
  }
  return list;
}

export const dsFreeMoves: FreeMoveSupport<DsTurnContext> = {
  mover: (ctx) => ctx.game.game.phasing,
  hexes: (ctx) => hexesOf(ctx.game.board),
  piece(ctx, id) {
    const p = ctx.game.counters.get(id);
    if (!p) return undefined;
    const side = counterFaction(p.counter, ctx.game.countries);
    const fixed = fixedReason(p.counter);
    return { ...(side && { side }), ...(p.at.kind === 'hex' && { hex: p.at.hex }), ...(fixed && { fixed }) };
  },
  barred: (ctx, side) => barredOf(ctx.game, side),
  onMap: (ctx, side) => onMapOf(ctx.game, side),
  pieceName: (ctx, id) => counterName(ctx.game, id),
  hexName: (ctx, hex) => hexName(ctx.game, hex),
  sideName: (_ctx, side) => (isFaction(side) ? FACTION_NAMES[side] : side),
  move: (ctx, piece, to, entry) => ({ game: moveCounter(ctx.game, piece, { kind: 'hex', hex: to }), log: ctx.log.append(entry) }),
};
