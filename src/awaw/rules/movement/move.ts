import type { Violation } from '../../../core/violation.ts';
import type { AwawGame } from '../../model/game.ts';
import { factionOf, hexOfUnit, unit } from '../../model/queries.ts';
import { hexPlace } from '../../model/places.ts';
import type { GroundUnit } from '../../model/units.ts';
import type { MovementBook } from '../../turn/movement-book.ts';
import type { EntryCost } from './costs.ts';
import { endOfMoveStacking } from './stacking.ts';
import { hasEntered, moveEnv, spentOf, stepOutcome, unitMoveViolations } from './step.ts';

/**
 * A move: one or more ground units together along a path of hexes (13.4). Catalog: MV-24 (moving
 * together and waiting), with every step checked by step.ts and the end by stacking.ts.
 */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/** Each unit's movement after a legal move: what it spent, whether 13.411's one hex was used. */
export interface MovedUnit {
  readonly unit: string;
  readonly spent: number;
  readonly minimumMove: boolean;
  readonly costs: readonly EntryCost[];
}

export interface MoveOutcome {
  readonly violations: readonly Violation[];
  readonly units: readonly MovedUnit[];
}

/**
 * MV-24 13.45 moveTogetherAndWait: ground units may move together (they start in one hex and enter
 * the same hexes, each paying its own costs from its own movement factor), and a unit may stop part
 * way and go on later, alone or with others, up to its movement factor (the book keeps what each
 * has spent). Every hex of the path is checked for every unit (step.ts); the move ends where stacking
 * allows (SK-13, SK-14, SK-7).
 */
export function moveOutcome(g: AwawGame, book: MovementBook, unitIds: readonly string[], path: readonly string[]): MoveOutcome {
  const fail = (...violations: Violation[]): MoveOutcome => ({ violations, units: [] });
  if (unitIds.length === 0) return fail(v('13.45', 'move.noUnit', 'a move names at least one unit'));
  if (path.length === 0) return fail(v('13.41', 'move.emptyPath', 'a move enters at least one hex'));
  if (new Set(unitIds).size !== unitIds.length) return fail(v('13.45', 'move.listedTwice', 'a unit is listed twice'));
  const units = unitIds.map((id) => unit(g, id));
  const missing = unitIds.filter((_, i) => units[i] === undefined);
  if (missing.length > 0) return fail(v('13.41', 'move.unknownUnit', `no ground unit ${missing.map((m) => `"${m}"`).join(', ')}`));
  const list = units as GroundUnit[];
  for (const u of list) {
    const why = unitMoveViolations(g, book, u);
    if (why.length > 0) return fail(...why);
  }
  const start = hexOfUnit(g, list[0]!.id)!;
  if (list.some((u) => hexOfUnit(g, u.id) !== start)) return fail(v('13.45', 'move.notTogether', 'units moving together start in the same hex (13.45)'));
  const env = moveEnv(g, factionOf(g, list[0]!));
  const moved: MovedUnit[] = [];
  for (const u of list) {
    let at = start;
    let spent = spentOf(book, u.id);
    let minimumMove = false;
    const costs: EntryCost[] = [];
    for (const [i, to] of path.entries()) {
      if (minimumMove) return fail(v('13.411', 'move.minimumUsed', `${u.name} entered ${at} by 13.411's one hex and may move no further`));
      const o = stepOutcome(g, env, u, at, to, spent, i === 0 && !hasEntered(book, u.id));
      if (o.violations.length > 0) return fail(...o.violations);
      spent = o.spent;
      minimumMove = o.minimumMove;
      costs.push(o.cost);
      at = to;
    }
    moved.push({ unit: u.id, spent, minimumMove, costs });
  }
  let after = g;
  for (const u of list) after = { ...after, pieces: after.pieces.move(u.id, hexPlace(path.at(-1)!)) };
  const stacking = endOfMoveStacking(after, book, path.at(-1)!);
  return stacking.length > 0 ? fail(...stacking) : { violations: [], units: moved };
}

export const moveViolations = (g: AwawGame, book: MovementBook, unitIds: readonly string[], path: readonly string[]): readonly Violation[] =>
  moveOutcome(g, book, unitIds, path).violations;
