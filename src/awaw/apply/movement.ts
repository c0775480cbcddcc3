import type { MovementEventOf } from '../events/movement.ts';
import { sideOf } from '../model/ids.ts';
import { factionOf, groundOnMap, hexOfUnit, unit } from '../model/queries.ts';
import { moveOutcome } from '../rules/movement/move.ts';
import { pathOf } from '../rules/movement/resolve.ts';
import { controlAfterEntry } from '../rules/partisans/hex-control.ts';
import type { AwawTurnContext } from '../turn/context.ts';
import { movementOf, type MovementBook } from '../turn/movement-book.ts';
import { eliminate, hexLabel, logEntry, name, setControl, updateUnit, withLog } from './common.ts';

/**
 * The movement phase's reducers (13.2, 13.4, 12.15-12.17): what each legal event changes. The
 * checks were made by the step; these only apply.
 */

export const withMovement = (ctx: AwawTurnContext, patch: Partial<MovementBook>) => ({ ...ctx.turn, movement: { ...movementOf(ctx.turn), ...patch } });

/** 13.21: the unit returns to its force pool; 13.23 remembers it for a rebuild at double cost. */
export function applyEliminate(ctx: AwawTurnContext, e: MovementEventOf<'ELIMINATE'>): Partial<AwawTurnContext> {
  return {
    game: eliminate(ctx.game, e.unit),
    turn: withMovement(ctx, { eliminated: [...movementOf(ctx.turn).eliminated, e.unit] }),
    log: withLog(ctx, logEntry('13.21', `${name(ctx.game, e.unit)} is voluntarily eliminated and returns to its force pool`, 'choice')),
  };
}

/**
 * 13.4: the units move along the path, each spending its own movement factors (13.42); every hex a
 * non-partisan unit enters comes under its faction's control (R-AWAW-MOVE-CONTROL; a partisan
 * controls only the hex it stands in, while there, 11.61).
 */
export function applyMove(ctx: AwawTurnContext, e: MovementEventOf<'MOVE'>): Partial<AwawTurnContext> {
  const book = movementOf(ctx.turn);
  const path = pathOf(ctx.game, book, e);
  const outcome = moveOutcome(ctx.game, book, e.units, path);
  const from = hexOfUnit(ctx.game, e.units[0]!)!;
  let g = ctx.game;
  const moved = { ...book.moved };
  for (const m of outcome.units) {
    const before = book.moved[m.unit];
    moved[m.unit] = { start: before?.start ?? from, path: [...(before?.path ?? []), ...path], spent: m.spent, minimumMove: m.minimumMove };
    g = { ...g, pieces: g.pieces.move(m.unit, { kind: 'hex', hex: path.at(-1)! }) };
    const takes = controlAfterEntry(ctx.game, unit(ctx.game, m.unit)!);
    if (takes !== undefined) for (const hex of path) g = setControl(g, hex, takes);
  }
  const first = outcome.units[0]!;
  const sample = first.costs.some((c) => c.parts.some((p) => p.sample));
  const names = e.units.map((id) => name(ctx.game, id)).join(' and ');
  const line = `${names} move${e.units.length === 1 ? 's' : ''} from ${hexLabel(ctx.game, from)} through ${path.join(', ')}: ${outcome.units.map((m) => `${name(ctx.game, m.unit)} has spent ${m.spent}${m.minimumMove ? ' (one hex, 13.411)' : ''}`).join('; ')}${sample ? ' (SAMPLE weather costs)' : ''}`;
  return { game: g, turn: withMovement(ctx, { moved }), log: withLog(ctx, logEntry('13.41', line, 'choice')) };
}

/** 13.11: ground movement is over; the overstacks due now are remedied next (12.15, 12.17). */
export const applyGroundMovementDone = (ctx: AwawTurnContext): Partial<AwawTurnContext> =>
  ({ turn: withMovement(ctx, { groundDone: true }), log: withLog(ctx, logEntry('13.4', 'ground movement is over', 'choice')) });

/** 12.15, 12.17: an excess unit of the player's choice is eliminated. */
export const applyEliminateExcess = (ctx: AwawTurnContext, e: MovementEventOf<'ELIMINATE_EXCESS'>): Partial<AwawTurnContext> => ({
  game: eliminate(ctx.game, e.unit),
  log: withLog(ctx, logEntry('12.15', `${name(ctx.game, e.unit)} is eliminated: its hex was overstacked at the end of the movement phase`, 'choice')),
});

/** SK-10 12.17: the attrition-retreat overstacks of the phasing side were due by the end of this movement phase: the marks go. */
export function applyEndOfMovementPhase(ctx: AwawTurnContext): Partial<AwawTurnContext> {
  let g = ctx.game;
  for (const u of groundOnMap(g)) if (u.retreatOverstack && sideOf(factionOf(g, u)) === g.info.phasing) g = updateUnit(g, { ...u, retreatOverstack: false });
  return { game: g, log: withLog(ctx, logEntry('13.1', 'the movement phase ends')) };
}
