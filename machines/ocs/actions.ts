import { eventOf } from '../../src/core/step.ts';
import { applyArUnit, applyCancel, applyDeclare, applyDefenderUnsupplied, applyPay, applyTerrain } from '../../src/ocs/apply/declare.ts';
import { applyMove, applySetMode } from '../../src/ocs/apply/movement.ts';
import {
  applyAdvance, applyDefenderDg, applyExploit, applyExploitDone, applyFinishCombat, applyIgnoreOption, applyLoseStep, applyNoAdvance, applyOverrunAdvance,
  applyRetreat, applyTakeOption,
} from '../../src/ocs/apply/results.ts';
import { applyCombatResult, applyCombatRoll, applyDrm, applyOdds, applyShift, applySurprise } from '../../src/ocs/apply/rolls.ts';
import { applySpecialRoll, applySpecialAllot, applySpecialDisplace } from '../../src/ocs/apply/special-events.ts';
import { applyBeginSegment, applyCleanUp, applyNextGameTurn, applyNextPlayerTurn } from '../../src/ocs/apply/turn.ts';
import type { CombatKind, CombatPhase, Role } from '../../src/ocs/turn/combat.ts';
import { toTerrainChoice } from '../../src/ocs/model/terrain.ts';
import { retreatPath } from '../../src/ocs/events/index.ts';
import { update, updateWith } from './update.ts';

/** Every action of the OCS turn: one-liners into src/ocs/apply. */
export const ocsActions = {
  move: updateWith<{ movementPhase: boolean }>(({ context, event }, p) => { const e = eventOf(event, 'MOVE')!; return applyMove(context, e.units, e.to, p.movementPhase); }),
  setMode: update(({ context, event }) => { const e = eventOf(event, 'SET_MODE')!; return applySetMode(context, e.units, e.mode); }),
  declare: updateWith<{ kind: CombatKind; phase: CombatPhase }>(({ context, event }, p) => {
    const a = eventOf(event, 'ATTACK');
    const o = eventOf(event, 'OVERRUN');
    return applyDeclare(context, p.kind, p.phase, a?.target ?? o!.target, a?.attackers ?? o!.units);
  }),
  pay: updateWith<{ role: Role }>(({ context, event }, p) => { const e = eventOf(event, 'PAY_COMBAT_SUPPLY')!; return applyPay(context, p.role, { draws: e.draws, internalStocks: e.internalStocks }); }),
  cancelAttack: update(({ context }) => applyCancel(context, 'chosen')),
  cancelForNoSupply: update(({ context }) => applyCancel(context, 'cannotPay')),
  withholdSupply: update(({ context }) => applyDefenderUnsupplied(context, 'withheld')),
  defenderHasNoSupply: update(({ context }) => applyDefenderUnsupplied(context, 'none')),
  chooseAr: updateWith<{ role: Role }>(({ context, event }, p) => applyArUnit(context, p.role, eventOf(event, 'CHOOSE_AR_UNIT')!.unit)),
  chooseTerrain: update(({ context, event }) => {
    const e = eventOf(event, 'CHOOSE_TERRAIN')!;
    return applyTerrain(context, e.stack, toTerrainChoice(e.kind, e.terrain)!);
  }),
  determineOdds: update(({ context }) => applyOdds(context)),
  determineDrm: update(({ context }) => applyDrm(context)),
  rollSurprise: update(({ context, event }) => {
    const r = eventOf(event, 'SURPRISE_RESULT');
    return applySurprise(context, r ? { side: r.surprise } : { dice: eventOf(event, 'ROLL_2D6')!.dice });
  }),
  rollShift: update(({ context, event }) => applyShift(context, eventOf(event, 'ROLL')!.value)),
  rollCombat: update(({ context, event }) => applyCombatRoll(context, eventOf(event, 'ROLL_2D6')!.dice)),
  enterCombatResult: update(({ context, event }) => applyCombatResult(context, eventOf(event, 'COMBAT_RESULT')!.result)),
  loseStep: updateWith<{ role: Role; retreat: boolean }>(({ context, event }, p) => applyLoseStep(context, p.role, eventOf(event, 'LOSE_STEP')!.unit, p.retreat)),
  takeOption: updateWith<{ role: Role }>(({ context, event }, p) => applyTakeOption(context, p.role, eventOf(event, 'TAKE_OPTION')!.losses)),
  ignoreOption: update(({ context }) => applyIgnoreOption(context)),
  retreat: updateWith<{ role: Role }>(({ context, event }, p) => { const e = eventOf(event, 'RETREAT')!; return applyRetreat(context, p.role, e.units, retreatPath(e)); }),
  markExploit: update(({ context, event }) => applyExploit(context, eventOf(event, 'MARK_EXPLOIT')!.unit)),
  exploitDone: update(({ context }) => applyExploitDone(context)),
  defenderDg: update(({ context }) => applyDefenderDg(context)),
  advance: update(({ context, event }) => applyAdvance(context, [eventOf(event, 'ADVANCE')!.unit])),
  noAdvance: update(({ context }) => applyNoAdvance(context)),
  overrunAdvance: update(({ context }) => applyOverrunAdvance(context)),
  finishCombat: update(({ context }) => applyFinishCombat(context)),
  specialRoll: update(({ context, event }) => applySpecialRoll(context, event)),
  specialAllot: update(({ context, event }) => applySpecialAllot(context, eventOf(event, 'ALLOT_CAPTURE')!.piece)),
  specialDisplace: update(({ context, event }) => applySpecialDisplace(context, eventOf(event, 'DISPLACE')!.hex)),
  nextPlayerTurn: update(({ context }) => applyNextPlayerTurn(context)),
  nextGameTurn: update(({ context }) => applyNextGameTurn(context)),
  cleanUp: update(({ context }) => applyCleanUp(context)),
  beginSegment: update(({ context }) => applyBeginSegment(context)),
};
