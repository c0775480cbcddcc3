import { allowedIn } from '../../src/core/step.ts';
import { OCS_STEPS } from '../../src/ocs/legal/steps.ts';
import { nextPlayerThisTurn } from '../../src/ocs/apply/turn.ts';
import { stacksOf } from '../../src/ocs/rules/figures.ts';
import { aliveOf, nextResultTask, type ResultTask } from '../../src/ocs/rules/procedure.ts';
import { canPayCombatSupply } from '../../src/ocs/rules/supply.ts';
import type { OcsTurnContext } from '../../src/ocs/turn/context.ts';
import type { OcsActionArgs } from './update.ts';

const STEP_BY_ID = new Map(OCS_STEPS.map((s) => [s.id, s]));

/** The kinds of Specialized Combat steps: a table roll, an allotment, a displacement. */
export type SpecialKind = 'captureRoll' | 'airBaseRoll' | 'allot' | 'displace';
const specialKind = (ctx: OcsTurnContext): SpecialKind | undefined => ctx.turn.specialized[0]?.kind;

/** Every guard of the OCS turn: one-liners into the legality objects and the rules. */
export const ocsGuards = {
  /** The step's own legality check (src/ocs/legal), by the step's state node id. */
  stepAllowed: ({ context, event }: OcsActionArgs, params: { step: string }) => allowedIn(STEP_BY_ID.get(params.step)!)({ context, event }),
  /** O-S1, O-S6: the attacker cannot put his units in combat supply. */
  attackerCannotPay: ({ context: c }: OcsActionArgs) => !canPayCombatSupply(c.game, aliveOf(c.game, c.turn.combat!, 'attacker'), 'attacker', c.turn.combat!.target),
  /** O-S6: the defender has no combat supply to expend. */
  defenderCannotPay: ({ context: c }: OcsActionArgs) => !canPayCombatSupply(c.game, aliveOf(c.game, c.turn.combat!, 'defender'), 'defender', c.turn.combat!.target),
  /** 9.4b, 9.4c: every attacking stack and the defence have their terrain. */
  terrainComplete: ({ context: c }: OcsActionArgs) => stacksOf(c.turn.combat!).every((h) => c.turn.combat!.terrain.stacks[h]) && c.turn.combat!.terrain.defence !== undefined,
  /** O-U2: someone got Surprise, so the shift die is rolled. */
  surpriseOccurred: ({ context: c }: OcsActionArgs) => c.turn.combat?.surprise?.side !== 'none',
  /** 9.2 steps 8-9: what the combat owes next (src/ocs/rules/procedure.ts). */
  resultAwaits: ({ context: c }: OcsActionArgs, params: { task: ResultTask }) => nextResultTask(c.game, c.turn.combat!, c.turn.specialized) === params.task,
  /** 9.14: the Specialized Combat owed first is of this kind. */
  specialAwaits: ({ context: c }: OcsActionArgs, params: { kind: SpecialKind }) => specialKind(c) === params.kind,
  /** Another player's turn follows in this game turn. */
  anotherPlayerThisTurn: ({ context: c }: OcsActionArgs) => nextPlayerThisTurn(c.game) !== undefined,
};
