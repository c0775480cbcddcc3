import type { PathSnapshot } from '../../core/testing.ts';
import { nextResultTask } from '../rules/procedure.ts';
import type { OcsTurnContext } from '../turn/context.ts';

/** Player turns and game turns begun since the start (the turn frame logs each with rule "—"). */
export const epochOf = (ctx: OcsTurnContext): number => ctx.log.filter((l) => l.rule === '—' && /begins/.test(l.message)).length;

/**
 * The state serialization of the bounded model: the state value, whose player turn and how many
 * have begun, and while a combat is under way what decides its sequence from here (its kind,
 * the steps settled, the result and how far each side has carried it out, the task owed next);
 * the kind and number of Specialized Combat tasks owed. Not kept: which units, which hexes, the
 * log, the dice.
 */
export function ocsSequenceKey(s: PathSnapshot<OcsTurnContext>): string {
  const ctx = s.context;
  const c = ctx.turn.combat;
  const combat = c ? [
    c.kind, c.cancelled, c.supply.attacker !== undefined, c.supply.defender === undefined ? '' : typeof c.supply.defender === 'object' ? 'paid' : c.supply.defender,
    Object.keys(c.terrain.stacks).length, c.terrain.defence !== undefined, c.surprise?.side ?? '', c.surprise?.shiftDie !== undefined, c.result?.text ?? '',
    [c.attacker, c.defender].map((e) => [e.hardLeft, e.optionChoice === undefined ? '' : e.optionChoice === 'ignored' ? 'i' : e.optionChoice.losses, e.optionLossesLeft, e.toRetreat.length, e.retreated.length, e.zocLosses.length, e.couldNotTakeAll]),
    c.dgApplied, c.exploitDecided, c.advanceDecided, c.result ? nextResultTask(ctx.game, c, ctx.turn.specialized) : '',
  ] : null;
  return JSON.stringify([s.value, ctx.game.frame.phasing, epochOf(ctx), combat, ctx.turn.specialized.map((t) => t.kind)]);
}

/** The model stops at the start of the next player turn. */
export const stopAtNextPlayerTurn = (ctx: OcsTurnContext, stepId: string | undefined): boolean =>
  epochOf(ctx) >= 1 && stepId === 'ocs.aircraftRefit';
