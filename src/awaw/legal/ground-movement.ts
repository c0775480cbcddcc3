import { eventOf } from '../../core/step.ts';
import type { Violation } from '../../core/violation.ts';
import type { CombatMode } from '../model/combat.ts';
import type { AwawGame } from '../model/game.ts';
import { sideOf } from '../model/ids.ts';
import { factionOf, groundIn, groundOnMap, hexOfUnit } from '../model/queries.ts';
import { hostileGroundIn } from '../rules/movement/entry.ts';
import { moveViolations } from '../rules/movement/move.ts';
import { overrunUnitViolations, overrunViolations, type MovementBudget } from '../rules/movement/overrun-eligibility.ts';
import { reachableHexes, whyNotReachable } from '../rules/movement/reach.ts';
import { resolvePath } from '../rules/movement/resolve.ts';
import { moveEnv } from '../rules/movement/step.ts';
import type { AwawTurnContext, TurnBook } from '../turn/context.ts';
import { movementOf } from '../turn/movement-book.ts';
import { subsets, violation } from './step.ts';
import { MOVEMENT_STEP_IDS, type MovementStepLegality, type TurnEvent } from './movement-step.ts';

/**
 * 13.4 ground movement with 13.5 overruns (MV-11..MV-26, OV-1..OV-20): the phasing player moves
 * units hex by hex or along a path (MOVE), overruns (OVERRUN), and ends ground movement (DONE). The
 * legal list names, for each movable unit, every hex it can reach with the cheapest path there
 * (rules/movement/reach.ts); the why-not of a hex out of reach is whyNotReachable.
 */

const busy = (ctx: AwawTurnContext): Violation[] =>
  movementOf(ctx.turn).overrun ? [violation('13.53', 'overrun.underWay', 'an overrun is being resolved: its air comes first (13.53)')] : [];

/**
 * MV-11 13.41: a move refused says first why its last hex is out of reach, when it is (the movement
 * factor, the hex, the stack, no way through: whyNotReachable), then what the path itself broke.
 */
function withReach(ctx: AwawTurnContext, units: readonly string[], path: readonly string[], own: readonly Violation[]): Violation[] {
  if (own.length === 0 || units.length === 0 || path.length === 0) return [...own];
  const why = whyNotReachable(ctx.game, movementOf(ctx.turn), units[0]!, path.at(-1)!);
  return why && !own.some((v) => v.rule === why.rule) ? [why, ...own] : [...own];
}

/** Every MOVE of one unit to each hex it can reach now, by the cheapest path. */
export function moveOptions(ctx: AwawTurnContext): TurnEvent[] {
  const g = ctx.game;
  const book = movementOf(ctx.turn);
  const out: TurnEvent[] = [];
  const envs = new Map<string, ReturnType<typeof moveEnv>>();
  for (const u of groundOnMap(g).filter((x) => sideOf(factionOf(g, x)) === g.info.phasing)) {
    const f = factionOf(g, u);
    if (!envs.has(f)) envs.set(f, moveEnv(g, f));
    for (const [hex, r] of reachableHexes(g, book, u.id, envs.get(f))) out.push({ type: 'MOVE', units: [u.id], to: hex, path: [...r.path] });
  }
  return out;
}

/** Every OVERRUN legal now in `mode`: one or two eligible units of one hex into an adjacent enemy hex. */
export function overrunOptions(g: AwawGame, turn: TurnBook, mode: CombatMode, budget?: MovementBudget, only?: ReadonlySet<string>, breakthroughOf?: (unit: string) => string | undefined): TurnEvent[] {
  const out: TurnEvent[] = [];
  const byHex = new Map<string, string[]>();
  for (const u of groundOnMap(g)) {
    if (sideOf(factionOf(g, u)) !== g.info.phasing || (only && !only.has(u.id)) || overrunUnitViolations(g, u).length > 0) continue;
    const at = hexOfUnit(g, u.id)!;
    byHex.set(at, [...(byHex.get(at) ?? []), u.id]);
  }
  for (const [from, ids] of byHex) {
    const first = groundIn(g, from).find((u) => u.id === ids[0])!;
    for (const hex of g.board.grid.neighbours(from).filter((n) => hostileGroundIn(g, n, first).length > 0)) {
      for (const units of subsets(ids, 2)) {
        if (overrunViolations(g, turn, mode, units, hex, budget, breakthroughOf?.(units[0]!)).length === 0) out.push({ type: 'OVERRUN', units, hex });
      }
    }
  }
  return out;
}

export const groundMovement: MovementStepLegality = {
  id: MOVEMENT_STEP_IDS.groundMovement,
  accepts: ['MOVE', 'OVERRUN', 'DONE'],
  exact: true,
  check(ctx, e) {
    const m = eventOf(e, 'MOVE');
    if (m) {
      const r = resolvePath(ctx.game, movementOf(ctx.turn), m);
      if ('violations' in r) return [...busy(ctx), ...r.violations];
      return [...busy(ctx), ...withReach(ctx, m.units, r.path, moveViolations(ctx.game, movementOf(ctx.turn), m.units, r.path))];
    }
    const o = eventOf(e, 'OVERRUN');
    if (o) return [...busy(ctx), ...overrunViolations(ctx.game, ctx.turn, 'regular', o.units, o.hex)];
    return busy(ctx);
  },
  enumerate: (ctx) => (movementOf(ctx.turn).overrun ? [] : [...moveOptions(ctx), ...overrunOptions(ctx.game, ctx.turn, 'regular'), { type: 'DONE' }]),
};
