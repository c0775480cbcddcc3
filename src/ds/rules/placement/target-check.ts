import type { Violation } from '../../../core/violation.ts';
import type { SupportTarget } from '../../events/index.ts';
import type { Board } from '../../model/state.ts';
import type { Hex } from '../../model/terrain.ts';

/**
 * The check of one unit's placement (or contest) for any location, with two ways in: `at` for a
 * location named in an event (the guard, `explain`), `hex` for a hex of the board known by its
 * index and record (the enumerator walks the hexes an Air Unit Path reaches by index: no lookup of
 * the hex by id). `at` of a hex that exists asks `hex` with its index and record, so the check of
 * one event and the enumerator run the same predicate: what each rule reads of a hex by id it may
 * read by index instead, never anything else.
 */
export interface TargetCheck {
  at(to: SupportTarget): readonly Violation[];
  /** `at({ kind: 'hex', hex })` for a hex of the board: `i` its index (-1 when not on the grid), `h` its record. */
  hex(hex: string, i: number, h: Hex): readonly Violation[];
}

/** Nothing refused: one list shared by every accepted candidate (frozen: no caller may add to it). */
export const NO_VIOLATIONS: readonly Violation[] = Object.freeze([]);

/** Two lists of violations one after the other, without a copy when either is empty. */
export const both = (a: readonly Violation[], b: readonly Violation[]): readonly Violation[] =>
  b.length === 0 ? a : a.length === 0 ? b : [...a, ...b];

const records = new WeakMap<Board, readonly (Hex | undefined)[]>();

/** The board's hex records by index (the grid's order), once per board. */
export function hexRecords(board: Board): readonly (Hex | undefined)[] {
  let list = records.get(board);
  if (!list) records.set(board, (list = board.grid.ids.map((id) => board.hexes[id])));
  return list;
}
