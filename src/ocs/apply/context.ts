import { logEntry, type LogEntry } from '../../core/log.ts';
import type { Piece } from '../model/pieces.ts';
import type { Place } from '../model/places.ts';
import type { OcsGame } from '../model/state.ts';
import type { CombatUnderWay, Role, SideExecution } from '../turn/combat.ts';
import type { OcsTurnContext } from '../turn/context.ts';

/** Small pure helpers of the reducers: a new context with a piece moved, a line logged, the combat changed. */

export const log = (ctx: OcsTurnContext, rule: string, message: string, kind: LogEntry['kind'] = 'automatic'): OcsTurnContext =>
  ({ ...ctx, log: ctx.log.append(logEntry(rule, message, kind)) });

export const withGame = (ctx: OcsTurnContext, game: OcsGame): OcsTurnContext => ({ ...ctx, game });

export const movePiece = (g: OcsGame, id: string, to: Place, piece?: Piece): OcsGame => ({ ...g, pieces: g.pieces.move(id, to, piece) });
export const updatePiece = (g: OcsGame, piece: Piece): OcsGame => ({ ...g, pieces: g.pieces.update(piece) });

/** The combat under way; reducers run only where the machine has one. */
export function combatOf(ctx: OcsTurnContext): CombatUnderWay {
  const c = ctx.turn.combat;
  if (!c) throw new Error('no combat is under way');
  return c;
}

export const withCombat = (ctx: OcsTurnContext, combat: CombatUnderWay | undefined): OcsTurnContext => {
  const { combat: _old, ...rest } = ctx.turn;
  return { ...ctx, turn: combat ? { ...rest, combat } : rest };
};

export const withExec = (c: CombatUnderWay, role: Role, exec: SideExecution): CombatUnderWay => (role === 'attacker' ? { ...c, attacker: exec } : { ...c, defender: exec });

export const roleSide = (c: CombatUnderWay, role: Role): string => (role === 'attacker' ? c.attackerSide : c.defenderSide);
