import { logEntry } from '../../../core/log.ts';
import type { DsGameState } from '../../model/state.ts';
import { counterName } from '../../model/names.ts';
import type { Settlement } from '../../rules/combat/settlement.ts';
import type { DsTurnContext } from '../../turn/context.ts';

/**
 * The attack under way as the rules settled it (`settlement`: what can no longer be owed is
 * dropped), its reasons logged. The machine asks for the settlement after each change of the attack.
 */
export function applySettlement(ctx: DsTurnContext, s: Settlement): Partial<DsTurnContext> {
  return {
    turn: { ...ctx.turn, combat: { ...ctx.turn.combat, underWay: s.underWay } },
    log: s.notes.length === 0 ? ctx.log : ctx.log.append(...s.notes.map((n) => logEntry(n.rule, n.text))),
  };
}

/** 'the 16th Army 5-5-1 and the 2nd Division 3-3-1' — a force in words. */
export const forceNames = (game: DsGameState, ids: readonly string[]): string =>
  ids.length === 0 ? 'no unit' : ids.map((id) => counterName(game, id)).join(', ');
