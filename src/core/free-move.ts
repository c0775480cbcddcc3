import { logEntry, type LogEntry } from './log.ts';
import type { EventGroup, FreeMover, RulesetEvent, StepLegality, StepMeta } from './step.ts';
import type { Violation } from './violation.ts';

/**
 * Free moves (docs/rulings.md R-FREE-MOVES): in a step of a phase whose rules the texts do not
 * give (DS Operational Movement, an OCS Reinforcement Phase...), the phasing player may move their
 * counters on the map as the table has them, so the map keeps up with the game. Nothing of the
 * rules is checked, only what can be: the piece exists, is the phasing side's and on the map, and
 * the hex is on the map and not the one it is in. The move is logged as unchecked, with its phase.
 */

/** The event type of a free move: every ruleset that opts in adds it to its events. */
export const FREE_MOVE = 'FREE_MOVE';

/** A free move: `piece` goes to hex `to` (ids of the ruleset's own). */
export interface FreeMoveEvent {
  readonly type: typeof FREE_MOVE;
  readonly piece: string;
  readonly to: string;
}

/** The ruling every free-move violation and log entry names. */
export const FREE_MOVE_RULE = 'R-FREE-MOVES';

/** What a ruleset tells core so that its phasing player may move counters freely (`Ruleset.freeMoves`). */
export interface FreeMoveSupport<C> {
  /** The side whose counters may move now (the phasing side), or undefined when none is. */
  mover(context: C): string | undefined;
  /** Every hex of the map, in one stable order (the same array for the same map, for caching). */
  hexes(context: C): readonly string[];
  /**
   * A piece's side and the hex it stands in (none: off the map); `fixed` says why it never moves
   * freely (a DS Beachhead marker's arrow is part of its place); undefined for no such piece.
   */
  piece(context: C, id: string): { readonly side?: string; readonly hex?: string; readonly fixed?: string } | undefined;
  /**
   * The hexes the side's counters may not be moved into: those holding enemy units (the model never
   * holds enemies in one hex; entering one is an attack, which the rules give or the player plays).
   */
  barred(context: C, side: string): ReadonlySet<string>;
  /**
   * What the texts do give and a free move must still respect, for this piece in this hex (AWAW's
   * stacking limits, 12.11-12.12); empty when nothing. Optional; asked of every candidate hex, so cheap.
   */
  refuses?(context: C, piece: string, to: string): readonly Violation[];
  /** The pieces of `side` on the map that may move freely (none `fixed`), in a stable order, with their hexes. */
  onMap(context: C, side: string): readonly { readonly id: string; readonly hex: string }[];
  /** Names for messages and the log: "25th Army 4-4-2", "Batavia (w2819)", "Western". */
  pieceName(context: C, id: string): string;
  hexName(context: C, hex: string): string;
  sideName(context: C, side: string): string;
  /** The context with the piece in hex `to` and `entry` added to its log: the ruleset's own reducer. */
  move(context: C, piece: string, to: string, entry: LogEntry): Partial<C>;
}

const hexSets = new WeakMap<readonly string[], ReadonlySet<string>>();
const hexSet = (hexes: readonly string[]): ReadonlySet<string> => {
  let s = hexSets.get(hexes);
  if (!s) hexSets.set(hexes, (s = new Set(hexes)));
  return s;
};

const violation = (code: string, message: string): Violation => ({ rule: FREE_MOVE_RULE, code: `freeMove.${code}`, message });

/** Why a free move may not be made now (empty: it may); only what can be checked is. */
export function freeMoveViolations<C>(support: FreeMoveSupport<C>, context: C, e: FreeMoveEvent): readonly Violation[] {
  const side = support.mover(context);
  if (side === undefined) return [violation('noMover', 'No side is phasing in this step: nobody moves counters freely here.')];
  const piece = support.piece(context, e.piece);
  if (!piece) return [violation('unknownPiece', `There is no piece "${e.piece}" in this game.`)];
  const name = support.pieceName(context, e.piece);
  const out: Violation[] = [];
  if (piece.side !== side) {
    out.push(violation('notPhasing', `${name} is not a ${support.sideName(context, side)} counter: only the phasing side moves its counters freely here.`));
  }
  if (piece.fixed !== undefined) out.push(violation('fixed', `${name} does not move freely: ${piece.fixed}.`));
  if (piece.hex === undefined) out.push(violation('offMap', `${name} is not on the map: free moves move counters on the map only.`));
  if (!hexSet(support.hexes(context)).has(e.to)) out.push(violation('notOnMap', `"${e.to}" is not a hex of the map.`));
  else if (piece.hex === e.to) out.push(violation('sameHex', `${name} is already in ${support.hexName(context, e.to)}.`));
  else if (support.barred(context, side).has(e.to)) {
    out.push(violation('enemyHex', `${support.hexName(context, e.to)} holds enemy units: moving into it is an attack, not a free move.`));
  } else if (out.length === 0 && support.refuses) out.push(...support.refuses(context, e.piece, e.to));
  return out;
}

/** Each piece's moves to every hex of a map, made once per map and piece and shared (frozen). */
const intoEveryHex = new WeakMap<readonly string[], Map<string, readonly FreeMoveEvent[]>>();
function movesOf(hexes: readonly string[], piece: string): readonly FreeMoveEvent[] {
  let byPiece = intoEveryHex.get(hexes);
  if (!byPiece) intoEveryHex.set(hexes, (byPiece = new Map()));
  let events = byPiece.get(piece);
  if (!events) byPiece.set(piece, (events = hexes.map((to) => Object.freeze<FreeMoveEvent>({ type: FREE_MOVE, piece, to }))));
  return events;
}

const refused = <C>(support: FreeMoveSupport<C>, context: C, piece: string, to: string): boolean =>
  support.refuses !== undefined && support.refuses(context, piece, to).length > 0;

/** The counters that may move freely now, in the ruleset's order, each with at least one move. */
export function freeMovers<C>(support: FreeMoveSupport<C>, context: C): FreeMover<FreeMoveEvent>[] {
  const side = support.mover(context);
  if (side === undefined) return [];
  const hexes = support.hexes(context), barred = support.barred(context, side), onMap = hexSet(hexes);
  let barredOnMap = 0;
  for (const h of barred) if (onMap.has(h)) barredOnMap++;
  const out: FreeMover<FreeMoveEvent>[] = [];
  for (const { id, hex } of support.onMap(context, side)) {
    let moves: readonly FreeMoveEvent[] | undefined;
    const movesNow = () => (moves ??= movesOf(hexes, id).filter((e) => e.to !== hex && !barred.has(e.to) && !refused(support, context, id, e.to)));
    // Without a refusal to ask (R-FREE-MOVES' only limits then are the piece's own hex and the
    // enemy's), the count is arithmetic: every hex but its own and the barred ones.
    const count = support.refuses ? () => movesNow().length : () => hexes.length - (onMap.has(hex) && !barred.has(hex) ? 1 : 0) - barredOnMap;
    if (count() > 0) out.push({ piece: id, from: hex, count, moves: movesNow });
  }
  return out;
}

/** Every free move legal now, piece by piece in the ruleset's order, hexes in map order. */
export function freeMoves<C>(support: FreeMoveSupport<C>, context: C): FreeMoveEvent[] {
  const out: FreeMoveEvent[] = [];
  for (const m of freeMovers(support, context)) for (const e of m.moves()) out.push(e);
  return out;
}

/** The same moves as `freeMoves`, one group per piece (its hexes but its own). */
export function freeMoveGroups<C>(support: FreeMoveSupport<C>, context: C): EventGroup<FreeMoveEvent>[] {
  return freeMovers(support, context).map((m) => {
    const values = m.moves().map((e) => e.to);
    return { base: { type: FREE_MOVE, piece: m.piece, to: values[0]! }, field: 'to', values };
  });
}

export const isFreeMove = (e: RulesetEvent): e is FreeMoveEvent => e.type === FREE_MOVE;

/**
 * A confirm step where the phasing player may also move counters freely: CONTINUE goes on, a
 * FREE_MOVE is checked by `freeMoveViolations` (the machine's guard asks the same).
 */
export function freeMoveConfirmStep<C, E extends RulesetEvent>(id: string, support: FreeMoveSupport<C>): StepLegality<C, E> {
  const go = { type: 'CONTINUE' } as E;
  return {
    id,
    accepts: ['CONTINUE', FREE_MOVE],
    check: (ctx, e) => (isFreeMove(e) ? freeMoveViolations(support, ctx, e) : []),
    enumerate: () => [go],
    enumerateGroups: () => [{ base: go }],
    enumerateFreeMoves: (ctx) => freeMoves(support, ctx) as readonly RulesetEvent[] as readonly E[],
    enumerateFreeMoveGroups: (ctx) => freeMoveGroups(support, ctx) as readonly EventGroup<RulesetEvent>[] as readonly EventGroup<E>[],
    enumerateFreeMovers: (ctx) => freeMovers(support, ctx) as readonly FreeMover[] as readonly FreeMover<E>[],
    exact: true,
  };
}

/** The log entry of a free move: marked unchecked, with the step it was made in. */
export function freeMoveEntry<C>(support: FreeMoveSupport<C>, context: C, e: FreeMoveEvent, phase: Pick<StepMeta, 'rule' | 'title'>): LogEntry {
  const from = support.piece(context, e.piece)?.hex;
  const move = `${support.pieceName(context, e.piece)}${from ? ` from ${support.hexName(context, from)}` : ''} to ${support.hexName(context, e.to)}`;
  return logEntry(phase.rule, `Unchecked move in the ${phase.title}: ${move}`, 'unchecked');
}

/** The reducer of a free move: the ruleset's own move, with the unchecked entry in the log. */
export const applyFreeMove = <C>(support: FreeMoveSupport<C>, context: C, e: FreeMoveEvent, phase: Pick<StepMeta, 'rule' | 'title'>): Partial<C> =>
  support.move(context, e.piece, e.to, freeMoveEntry(support, context, e, phase));
