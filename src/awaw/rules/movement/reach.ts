import type { Violation } from '../../../core/violation.ts';
import type { AwawGame } from '../../model/game.ts';
import { factionOf, groundIn, hexOf, hexOfUnit, unit, withMoved } from '../../model/queries.ts';
import { hexPlace } from '../../model/places.ts';
import type { GroundUnit } from '../../model/units.ts';
import type { MovementBook } from '../../turn/movement-book.ts';
import { allowanceIn } from './allowance.ts';
import { entryCost } from './costs.ts';
import { entryViolations } from './entry.ts';
import { endOfMoveStacking } from './stacking.ts';
import { hasEntered, moveEnv, newStepCache, spentOf, stepOutcome, unitMoveViolations, type MoveEnv } from './step.ts';

/**
 * The reachability query of ground movement: every hex a unit may move to now with what it would
 * have spent, the cheapest path there, and for a hex out of reach the reason with its rule.
 * Costs only grow along a path and every limit reads the hex being left, so the cheapest way into a
 * hex is always the best way on (a Dijkstra search over hexes). Catalog: MV-11, MV-18 (through
 * step.ts), SK-14 (passing through any stack, ending only where stacking allows).
 */

export interface Reach {
  /** Movement factors spent this phase once there. */
  readonly spent: number;
  /** Hexes entered from where the unit stands, in order. */
  readonly path: readonly string[];
  /** Reached only by 13.411's one hex. */
  readonly minimumMove: boolean;
}

interface Node { readonly hex: string; readonly spent: number; readonly path: readonly string[]; readonly minimum: boolean }

/** Cheapest ways into every hex `u` can enter from where it stands, within its allowance (`limit` false: ignoring it). */
function search(g: AwawGame, env: MoveEnv, book: MovementBook, u: GroundUnit, limit: boolean): Map<string, Node> {
  const start = hexOfUnit(g, u.id)!;
  const best = new Map<string, Node>([[start, { hex: start, spent: spentOf(book, u.id), path: [], minimum: false }]]);
  const open: Node[] = [best.get(start)!];
  const first = !hasEntered(book, u.id);
  const cache = newStepCache();
  while (open.length > 0) {
    let i = 0;
    for (let j = 1; j < open.length; j++) if (open[j]!.spent < open[i]!.spent) i = j;
    const n = open[i]!;
    open[i] = open[open.length - 1]!;
    open.pop();
    if (best.get(n.hex) !== n || n.minimum) continue;
    for (const to of g.board.grid.neighbours(n.hex)) {
      let spent: number;
      let minimum = false;
      if (limit) {
        const o = stepOutcome(g, env, u, n.hex, to, n.spent, first && n.path.length === 0, false, cache);
        if (o.violations.length > 0) continue;
        spent = o.spent;
        minimum = o.minimumMove;
      } else {
        if (entryViolations(g, u, n.hex, to).length > 0) continue;
        spent = n.spent + entryCost(g, u, to, env.zoc.get(n.hex) ?? 0, false, env.table).total;
      }
      const seen = best.get(to);
      if (seen && (seen.spent < spent || (seen.spent === spent && !seen.minimum))) continue;
      const next = { hex: to, spent, path: [...n.path, to], minimum };
      best.set(to, next);
      open.push(next);
    }
  }
  best.delete(start);
  return best;
}

/**
 * Every hex `unitId` may end a move in now (its own hex left out), with the movement spent there and
 * the cheapest path: MV-11 within its allowance, MV-18 or by 13.411's one hex; SK-14 12.22 not
 * ending overstacked.
 */
export function reachableHexes(g: AwawGame, book: MovementBook, unitId: string, env?: MoveEnv): Map<string, Reach> {
  const u = unit(g, unitId);
  const out = new Map<string, Reach>();
  if (!u || unitMoveViolations(g, book, u).length > 0) return out;
  const e = env ?? moveEnv(g, factionOf(g, u));
  for (const [hex, n] of search(g, e, book, u, true)) {
    // A unit alone in a hex is never overstacked (one flak counter holds at most three factors, 10.96): only stacks are checked.
    const stacked = groundIn(g, hex).length > 0;
    if (!stacked || endOfMoveStacking(withMoved(g, unitId, hexPlace(hex)), book, hex).length === 0) out.set(hex, { spent: n.spent, path: n.path, minimumMove: n.minimum });
  }
  return out;
}

/**
 * Why `unitId` may not move to `hex` now, with the rule; undefined when it may. In order: the unit
 * (13.11, 13.41A, 13.44, 13.411), the hex itself (12.23, 13.46, 11.42), the stack it would end in
 * (12.22), its movement factor (13.41), or no way through (13.43, 13.46).
 */
export function whyNotReachable(g: AwawGame, book: MovementBook, unitId: string, hex: string, env?: MoveEnv): Violation | undefined {
  const u = unit(g, unitId);
  if (!u) return { rule: '13.41', code: 'move.unknownUnit', message: `no ground unit "${unitId}"` };
  const unitWhy = unitMoveViolations(g, book, u);
  if (unitWhy.length > 0) return unitWhy[0];
  const from = hexOfUnit(g, unitId)!;
  if (hex === from) return { rule: '13.41', code: 'move.stay', message: `${u.name} is already in ${hex}` };
  if (!hexOf(g, hex)) return { rule: '13.41', code: 'move.notAHex', message: `${hex} is not a hex of the map` };
  const e = env ?? moveEnv(g, factionOf(g, u));
  const reach = reachableHexes(g, book, unitId, e);
  if (reach.has(hex)) return undefined;
  const neighbourWhy = g.board.grid.neighbours(hex).map((n) => entryViolations(g, u, n, hex)[0]).find((x) => x !== undefined && x.code !== 'move.hexside');
  if (neighbourWhy && ['13.46', '12.23'].includes(neighbourWhy.rule)) return neighbourWhy;
  if (neighbourWhy?.code.startsWith('partisan.')) return neighbourWhy;
  const free = search(g, e, book, u, false).get(hex);
  if (!free) return { rule: '13.43', code: 'move.noWay', message: `no way for ${u.name} into ${hex}: prohibited hexsides or hostile units bar every approach (13.43, 13.46)` };
  const inLimit = search(g, e, book, u, true).get(hex);
  if (inLimit) return endOfMoveStacking(withMoved(g, unitId, hexPlace(hex)), book, hex)[0];
  const allowance = allowanceIn(g, u, from, e.table);
  return { rule: '13.41', code: 'move.allowance', message: `${u.name} would spend ${free.spent} movement factors to reach ${hex} (by ${free.path.join(', ')}); its movement factor is ${allowance}${spentOf(book, unitId) > 0 ? `, ${spentOf(book, unitId)} already spent` : ''} (13.41)` };
}
