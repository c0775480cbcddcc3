import type { AnyViews, EngineContext, RulesetEvent } from '../../src/core/ruleset.ts';
import type { FreeMover } from '../../src/core/step.ts';
import type { MoveView, StacksView } from '../../src/core/views.ts';
import { freeMoverKey, subjectKey } from '../legal-actions/action-targets.ts';

/**
 * Moving pieces on the map, for any ruleset: the legal actions that move pieces (those the views'
 * `moveOf` reads as a move) grouped by the piece that moves and the hex it may end in. Picking a
 * piece up arms its moves as one choice of the legal actions (the same choice the list offers), so
 * the map's targets, the why-not of a hex that is not one, and Escape all work as for any action.
 */

/** One way a piece may go to a hex: the event to send and the move it stands for. */
export interface MoveOption {
  readonly event: RulesetEvent;
  readonly move: MoveView;
}

/** A piece that may move now: where it stands, the key of its choice, and where it may go. */
export interface Movable {
  readonly piece: string;
  readonly from: string;
  /** The legal-actions choice its moves make (`subjectKey`): arming it picks the piece up. */
  readonly key: string;
  readonly to: ReadonlyMap<string, MoveOption>;
}

/** The moves offered now, by piece and by the hex the pieces stand in (top of the stack first). */
export interface MoveIndex {
  readonly byPiece: ReadonlyMap<string, Movable>;
  readonly byHex: ReadonlyMap<string, readonly string[]>;
  /** Choice key → piece, to find the piece picked up from the armed choice. */
  readonly byKey: ReadonlyMap<string, string>;
}

const EMPTY: MoveIndex = { byPiece: new Map(), byHex: new Map(), byKey: new Map() };
const indexCache = new WeakMap<readonly RulesetEvent[], { readonly movers: readonly FreeMover[]; readonly index: MoveIndex }>();

/**
 * A counter's free moves (R-FREE-MOVES) by the hex they end in, worked out when first read: only
 * the counter picked up is ever read (a full board offers 455,000 free moves at once).
 */
function freeWays(m: FreeMover, views: AnyViews, context: EngineContext): () => ReadonlyMap<string, MoveOption> {
  let to: Map<string, MoveOption> | undefined;
  return () => {
    if (to) return to;
    to = new Map();
    for (const event of m.moves()) {
      const move = views.moveOf?.(event, context);
      if (move && !to.has(move.to)) to.set(move.to, { event, move });
    }
    return to;
  };
}

/**
 * The moves among `legal` and those of the counters that may move freely, `movers` (cached per
 * list: the guide asks on every render).
 */
export function moveIndex(legal: readonly RulesetEvent[], views: AnyViews, stacks: StacksView, context: EngineContext, movers: readonly FreeMover[] = []): MoveIndex {
  if (!views.moveOf) return EMPTY;
  let cached = indexCache.get(legal);
  if (cached && cached.movers === movers) return cached.index;
  const hexOf = new Map<string, string>();
  for (const [hex, pieces] of stacks.stacks) for (const p of pieces) hexOf.set(p.id, hex);
  const ways = new Map<string, Map<string, MoveOption>>(), keys = new Map<string, string>();
  for (const event of legal) {
    const move = views.moveOf(event, context);
    if (!move) continue;
    for (const piece of move.pieces) {
      if (!hexOf.has(piece)) continue;
      let to = ways.get(piece);
      if (!to) { ways.set(piece, (to = new Map())); keys.set(piece, subjectKey(event, views)); }
      if (!to.has(move.to)) to.set(move.to, { event, move });
    }
  }
  const free = new Map<string, () => ReadonlyMap<string, MoveOption>>();
  for (const m of movers) {
    if (!hexOf.has(m.piece) || ways.has(m.piece)) continue;
    free.set(m.piece, freeWays(m, views, context));
    keys.set(m.piece, freeMoverKey(m, views));
  }
  const byPiece = new Map<string, Movable>(), byHex = new Map<string, string[]>(), byKey = new Map<string, string>();
  for (const [hex, pieces] of stacks.stacks) {
    for (const p of pieces) {
      const to = ways.get(p.id), lazy = free.get(p.id);
      if (!to && !lazy) continue;
      const key = keys.get(p.id)!;
      byPiece.set(p.id, to ? { piece: p.id, from: hex, key, to } : { piece: p.id, from: hex, key, get to() { return lazy!(); } });
      byKey.set(key, p.id);
      byHex.set(hex, [...(byHex.get(hex) ?? []), p.id]);
    }
  }
  const index = byPiece.size === 0 ? EMPTY : { byPiece, byHex, byKey };
  indexCache.set(legal, { movers, index });
  return index;
}

const pickupCache = new WeakMap<MoveIndex, ReadonlyMap<string, string>>();

/** The hexes holding a piece that may move, each named by what Enter or a click does there. */
export function pickupTargets(index: MoveIndex, views: AnyViews, game: unknown, label: (piece: string) => string): ReadonlyMap<string, string> | undefined {
  if (index.byHex.size === 0) return undefined;
  let cached = pickupCache.get(index);
  if (!cached) {
    const out = new Map<string, string>();
    for (const [hex, pieces] of index.byHex) {
      const more = pieces.length > 1 ? ` (${pieces.length} pieces here may move: pick again for the next)` : '';
      out.set(hex, `Pick up ${label(pieces[0]!)} in ${views.targetName(game, hex)}${more}`);
    }
    pickupCache.set(index, (cached = out));
  }
  return cached;
}

/** The piece picked up by the armed choice, if the armed choice is a piece's moves. */
export const pickedPiece = (index: MoveIndex, armed: string | undefined): Movable | undefined => {
  const piece = armed === undefined ? undefined : index.byKey.get(armed);
  return piece === undefined ? undefined : index.byPiece.get(piece);
};

/**
 * The choice to arm when the player picks up in `hex`: its top movable piece, or the next one
 * when a piece of that hex is already picked up (a stack is gone through piece by piece).
 */
export function pickUp(index: MoveIndex, hex: string, armed: string | undefined): string | undefined {
  const pieces = index.byHex.get(hex);
  if (!pieces) return undefined;
  const now = pickedPiece(index, armed);
  const at = now && now.from === hex ? pieces.indexOf(now.piece) : -1;
  return index.byPiece.get(pieces[(at + 1) % pieces.length]!)!.key;
}

/** What the map previews of the picked piece's move to a hex: the line to draw and the words to say. */
export interface MovePreview {
  readonly from: string;
  readonly to: string;
  /** The hexes entered in order; empty for a move that is not hex by hex (drawn as a dashed line). */
  readonly path: readonly string[];
  readonly unchecked: boolean;
  /** "Unchecked move: 7th Division to Batavia (w2819). Not checked by the rules." */
  readonly text: string;
}

/** The preview of the picked piece's move to each hex it may go to. */
export function movePreview(picked: Movable | undefined, views: AnyViews, game: unknown): ((hex: string) => MovePreview | undefined) | undefined {
  if (!picked) return undefined;
  return (hex) => {
    const option = picked.to.get(hex);
    if (!option) return undefined;
    const { move, event } = option;
    const said = views.describe(event, game);
    const through = (move.path ?? []).slice(0, -1).map((h) => views.targetName(game, h));
    // The path, unless the action's words already name it (an AWAW MOVE names the hexes it goes through).
    const via = through.length > 0 && !through.every((h) => said.includes(h)) ? ` via ${through.join(', ')}` : '';
    const cost = move.cost ? ` Cost: ${move.cost}.` : '';
    const unchecked = move.unchecked ? ' An unchecked move: the rules texts do not check it.' : '';
    return { from: picked.from, to: hex, path: move.path ?? [], unchecked: move.unchecked === true, text: `${said}${via}.${cost}${unchecked}` };
  };
}
