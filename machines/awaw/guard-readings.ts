import type { GuardReadings } from '../../src/core/outline/guard-reading.ts';
import type { AttackTask } from '../../src/awaw/rules/procedure.ts';
import type { AttritionTask } from '../../src/awaw/rules/attrition-procedure.ts';

/**
 * What the guards that route the AWAW turn past a step mean, in the rules' words: the reason the
 * sequence outline gives for a step the turn skipped.
 */
const say = (text: string) => () => text;

const ATTACK_NOT_DUE: Readonly<Record<AttackTask, string>> = {
  attackerOption: 'no "d" result left the attacker a choice (15.53)',
  defenderOption: 'no result against fortifications left the defender a choice (15.55)',
  attackerLossAuto: 'the attacker\'s loss needed no automatic settling',
  attackerLosses: 'the attacker had no loss to choose (15.61)',
  defenderLossAuto: 'the defender\'s loss needed no automatic settling',
  defenderLosses: 'the defender had no loss to choose (15.61)',
  attackOver: 'the attack did not end by itself',
  nextRound: 'no further round was possible: a side was gone, or the CTL or the odds forbade it (15.7, 15.82A)',
  advance: 'not every defender was eliminated, or no attacker could advance (15.91, 15.92)',
  finished: 'the attack went on',
};

const ATTRITION_NOT_DUE: Readonly<Record<AttritionTask, string>> = {
  option: 'the result was not 1C/1H (14.44)',
  lossesAuto: 'the defender had a choice of losses',
  losses: 'no counter loss left the defender a choice (14.51)',
  lossesDone: 'losses were still owed',
  occupy: 'no hex could be selected for attrition occupation (14.61, 14.62)',
  selectionDone: 'the selection went on',
  retreatsStart: 'the retreats had started',
  retreatAuto: 'every displaced unit could retreat',
  retreat: 'no displaced unit had to choose a retreat hex (14.71)',
  finish: 'the attrition went on',
};

export const AWAW_GUARD_READINGS: GuardReadings = {
  attackAwaits: { failed: (p) => ATTACK_NOT_DUE[p['task'] as AttackTask] ?? 'not due' },
  attritionAwaits: { failed: (p) => ATTRITION_NOT_DUE[p['task'] as AttritionTask] ?? 'not due' },
  belowOneToFour: { held: say('the odds were below 1:4: the attacker is eliminated without a die (15.52)') },
  noGroundSupportChoice: { held: say('the attacker had no air factors for ground support (15.51)') },
  noDefensiveAirChoice: { held: say('the defender had no air factors for defensive air support (15.51)') },
  noAttackPossible: { held: say('no exploiting armor or exploitation airdrop could attack (16.41)') },
  noAirdropPossible: { held: say('no airborne unit could airdrop (10.53)') },
  noInterception: { held: say('no airdrop to intercept, or no defending air (10.54)') },
  noPlacementPossible: { held: say('no breakthrough, or no eligible armor next to one (16.21, 16.22)') },
  noExploitationMove: { held: say('no exploiting armor could move or overrun (16.31, 13.51)') },
  noOverrunDefensiveAir: { held: say('the defender had no air factors for defensive air support, or the units overrun were partisans (13.53, 11.44)') },
  noOverrunInterception: { held: say('no defensive air support flew, or the attacker had no uncommitted air to intercept it (13.53)') },
  noOverstack: { held: say('no hex of the phasing side was overstacked (12.15, 12.17)') },
  anotherSideThisGameTurn: { failed: say('every side has played its player turn this game turn') },
};
