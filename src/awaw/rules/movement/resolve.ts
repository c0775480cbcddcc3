import type { Violation } from '../../../core/violation.ts';
import type { AwawGame } from '../../model/game.ts';
import type { MovementBook } from '../../turn/movement-book.ts';
import { reachableHexes, whyNotReachable } from './reach.ts';

/**
 * MV-11 13.41, MV-24 13.45: the hexes a move enters. A move names its path (hex by hex), or only the
 * hex it ends in, `to`: then the path is the cheapest way there of the first unit named (reach.ts),
 * which every unit moving with it must also be able to take (move.ts checks each).
 */
export interface MoveOrder {
  readonly units: readonly string[];
  readonly to?: string | undefined;
  readonly path?: readonly string[] | undefined;
}

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/** The path of `m`, or why there is none (the hex out of reach, with its rule). */
export function resolvePath(g: AwawGame, book: MovementBook, m: MoveOrder): { readonly path: readonly string[] } | { readonly violations: readonly Violation[] } {
  if (m.path !== undefined) {
    if (m.to !== undefined && m.path.at(-1) !== m.to) return { violations: [v('13.41', 'move.pathEnd', `the path ends in ${m.path.at(-1)}, not in ${m.to}`)] };
    return { path: m.path };
  }
  if (m.to === undefined) return { violations: [v('13.41', 'move.noPath', 'a move names the hexes it enters (path) or the hex it ends in (to)')] };
  const first = m.units[0];
  if (first === undefined) return { violations: [v('13.45', 'move.noUnit', 'a move names at least one unit')] };
  const reach = reachableHexes(g, book, first).get(m.to);
  if (reach) return { path: reach.path };
  return { violations: [whyNotReachable(g, book, first, m.to) ?? v('13.41', 'move.unreachable', `${m.to} is out of reach`)] };
}

/** The path of a move the step has accepted. */
export const pathOf = (g: AwawGame, book: MovementBook, m: MoveOrder): readonly string[] => {
  const r = resolvePath(g, book, m);
  return 'path' in r ? r.path : [];
};
