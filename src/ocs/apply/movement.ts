import type { HexId } from '../../core/hex/hex-id.ts';
import type { Mode } from '../model/pieces.ts';
import { inHex } from '../model/places.ts';
import { hexOf, pieceOf, unitOf } from '../model/query.ts';
import { groupNames } from '../rules/retreats.ts';
import { specializedCombatDue } from '../rules/specialized.ts';
import type { OcsTurnContext } from '../turn/context.ts';
import { log, movePiece, updatePiece, withGame } from './context.ts';
import { beginSpecialized } from './specialized.ts';

/** A stack moves one hex (R-OCS-MOVEMENT); entering a hex with enemy non-combat pieces starts a Specialized Combat (9.14). */
export function applyMove(ctx: OcsTurnContext, units: readonly string[], to: HexId, movementPhase: boolean): OcsTurnContext {
  const entering = units.map((id) => pieceOf(ctx.game, id)!);
  const due = specializedCombatDue(ctx.game, to, ctx.game.frame.phasing, entering);
  const from = hexOf(ctx.game, units[0]!);
  let g = ctx.game;
  for (const id of units) g = movePiece(g, id, inHex(to));
  let out = log(withGame(ctx, g), '6.0', `${groupNames(ctx.game, units)} ${units.length === 1 ? 'moves' : 'move'} from ${from} to ${to}.`, 'choice');
  out = { ...out, turn: { ...out.turn, moved: [...new Set([...out.turn.moved, ...units])] } };
  return due ? beginSpecialized(out, to, ctx.game.frame.phasing, movementPhase) : out;
}

/** Units change mode before they move (5.0, not in the seed: R-OCS-MODES). */
export function applySetMode(ctx: OcsTurnContext, units: readonly string[], mode: Mode): OcsTurnContext {
  let g = ctx.game;
  for (const id of units) g = updatePiece(g, { ...unitOf(g, id)!, mode });
  return log(withGame(ctx, g), '5.0', `${groupNames(ctx.game, units)} ${units.length === 1 ? 'changes' : 'change'} to ${mode === 'strat' ? 'Strat' : mode === 'move' ? 'Move' : 'Combat'} Mode.`, 'choice');
}
