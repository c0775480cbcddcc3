import type { CombatMode } from '../../src/awaw/model/combat.ts';
import type { AttackTask } from '../../src/awaw/rules/procedure.ts';
import { attackStepId } from '../../src/awaw/legal/step-ids.ts';
import { awawSetup } from './setup.ts';

/**
 * The attack procedure (15.4-15.9) as one config factory serving regular combat (15.12) and
 * exploitation combat (16.44: "All exploitation ground combat is then resolved on the Combat
 * Results Table (15.6)"): declare an attack, its air support, the rounds (odds, die, results,
 * losses, another round), advance after combat, then the next attack, until the attacker is done.
 */
export function attackLoop(mode: CombatMode) {
  const id = (s: string) => attackStepId(mode, s);
  const allowed = (s: string) => ({ type: 'stepAllowed', params: { step: id(s) } }) as const;
  const back = `#awaw-${mode}-results`;
  const awaits = (task: AttackTask, target: string) => ({ guard: { type: 'attackAwaits', params: { task } } as const, target });
  const auto = <A extends string>(task: AttackTask, actions: A) => ({ guard: { type: 'attackAwaits', params: { task } } as const, actions });
  const regular = mode === 'regular';
  return awawSetup.createStateConfig({
    meta: {
      rule: regular ? '15.12' : '16.44', title: regular ? 'Regular ground attacks' : 'Exploitation attacks', actor: 'phasing',
      explain: regular
        ? 'The attacker resolves his ground attacks one at a time, in whatever order he chooses, each with its advance after combat before the next (15.12).'
        : 'Exploiting armor and airborne units dropped in exploitation attack, on the same Combat Results Table; advances keep the chain of exploiting armor (16.41-16.47).',
    },
    initial: 'declare',
    states: {
      declare: {
        id: id('attacks'),
        meta: {
          rule: regular ? '15.2' : '16.41', title: regular ? 'Declare an attack' : 'Declare an exploitation attack', actor: 'phasing',
          explain: regular
            ? 'Choose the enemy hex (or adjacent hexes, 15.44) and the units attacking it: adjacent units, or airborne units dropped on it; at most two from a hex (15.47); each unit and each hex once (15.43, 15.46). Or declare that you are done.'
            : 'Only exploiting armor and airborne units dropped during exploitation may attack (16.41); armor in its breakthrough hex is not limited to two (16.45).',
        },
        ...(regular ? {} : { always: { guard: { type: 'noAttackPossible', params: { mode } } as const, target: 'done' } }),
        on: {
          ATTACK: { guard: allowed('attacks'), target: 'support', actions: regular ? 'declareRegularAttack' : 'declareExploitationAttack' },
          DONE: { guard: allowed('attacks'), target: 'done', actions: regular ? 'regularAttacksDone' : 'exploitationAttacksDone' },
        },
      },
      support: {
        id: id('groundSupport'),
        meta: { rule: '15.51', title: 'Ground support', actor: 'phasing', explain: 'Enter the air factors flying ground support for this attack (rules 18-19 are not in the texts: at most the faction\'s unflown air factors and three times the attacking ground factors).' },
        always: { guard: 'noGroundSupportChoice', target: 'defensiveAir', actions: 'commitGroundSupport' },
        on: { GROUND_SUPPORT: { guard: allowed('groundSupport'), target: 'defensiveAir', actions: 'commitGroundSupport' } },
      },
      defensiveAir: {
        id: id('defensiveAir'),
        meta: { rule: '15.51', title: 'Defensive air support', actor: 'non-phasing', explain: 'The defender enters the air factors flying defensive air support; their strength is not multiplied by the ground units\' DM.' },
        always: { guard: 'noDefensiveAirChoice', target: 'round', actions: 'commitDefensiveAir' },
        on: { DEFENSIVE_AIR: { guard: allowed('defensiveAir'), target: 'round', actions: 'commitDefensiveAir' } },
      },
      round: {
        meta: { rule: '15.51', title: 'Strengths and odds', actor: 'automatic', explain: 'Each defending unit\'s DMs are added (15.3); attack and defense are totalled and the odds found, fractions ignored (15.51); below 1:4 the attacker is eliminated (15.52).' },
        entry: 'startRound',
        always: [{ guard: 'belowOneToFour', target: 'results' }, { target: 'die' }],
      },
      die: {
        id: id('die'),
        meta: { rule: '15.6', title: 'The die', actor: 'phasing', explain: 'Roll one die, +1 for each previous round (15.75), on the odds column of the Combat Results Table; or enter the value of your own die.' },
        on: { ROLL: { guard: allowed('die'), target: 'results', actions: 'rollCombatDie' } },
      },
      results: {
        id: `awaw-${mode}-results`,
        meta: { rule: '15.61', title: 'Carrying out the result', actor: 'automatic', explain: 'The result\'s options first (15.53-15.55), then the losses of each side (15.61-15.63), then another round or the end of the attack (15.7), then advance after combat (15.9).' },
        always: [
          awaits('attackerOption', 'attackerOption'),
          awaits('defenderOption', 'defenderOption'),
          auto('attackerLossAuto', 'attackerAutoLoss'),
          awaits('attackerLosses', 'attackerLosses'),
          auto('defenderLossAuto', 'defenderAutoLoss'),
          awaits('defenderLosses', 'defenderLosses'),
          awaits('nextRound', 'nextRound'),
          auto('attackOver', 'attackOver'),
          awaits('advance', 'advance'),
          { target: 'declare', actions: 'finishAttack' },
        ],
      },
      attackerOption: {
        id: id('attackerOption'),
        meta: { rule: '15.53', title: 'The attacker\'s option', actor: 'phasing', explain: 'A "d" may be taken as an "Ex" instead (15.53); in the early German cases, as "Ex-1" (15.54).' },
        on: {
          CHOOSE_RESULT: { guard: allowed('attackerOption'), target: back, actions: 'attackerChooses' },
          KEEP_RESULT: { guard: allowed('attackerOption'), target: back, actions: 'attackerChooses' },
        },
      },
      defenderOption: {
        id: id('defenderOption'),
        meta: { rule: '15.55', title: 'The defender\'s option', actor: 'non-phasing', explain: 'Against fortifications the defender may treat the result as an Ex-1, Ex-2 or Ex-3, by the attacker\'s lowest CTL (15.55, 15.551).' },
        on: {
          CHOOSE_RESULT: { guard: allowed('defenderOption'), target: back, actions: 'defenderChooses' },
          KEEP_RESULT: { guard: allowed('defenderOption'), target: back, actions: 'defenderChooses' },
        },
      },
      attackerLosses: {
        id: id('attackerLosses'),
        meta: { rule: '15.62', title: 'The attacker\'s losses', actor: 'phasing', explain: 'Eliminate attacking units (or ground support air factors, 15.631) until the loss is met; none unnecessarily, more only to keep a particular unit (15.62).' },
        on: {
          LOSE: { guard: allowed('attackerLosses'), target: back, actions: 'attackerLoses' },
          LOSE_AIR: { guard: allowed('attackerLosses'), target: back, actions: 'attackerLoses' },
        },
      },
      defenderLosses: {
        id: id('defenderLosses'),
        meta: { rule: '15.62', title: 'The defender\'s losses', actor: 'non-phasing', explain: 'Eliminate defending units (or defensive air support factors, 15.631) until the loss is met (15.61, 15.62).' },
        on: {
          LOSE: { guard: allowed('defenderLosses'), target: back, actions: 'defenderLoses' },
          LOSE_AIR: { guard: allowed('defenderLosses'), target: back, actions: 'defenderLoses' },
        },
      },
      nextRound: {
        id: id('nextRound'),
        meta: { rule: '15.71', title: 'Another round?', actor: 'phasing', explain: 'Both sides still have ground units: fight another round, as the CTL allows (15.82A), with +1 on the die per previous round (15.75), or abandon the attack.' },
        on: {
          ANOTHER_ROUND: { guard: allowed('nextRound'), target: 'round', actions: 'anotherRound' },
          END_ATTACK: { guard: allowed('nextRound'), target: back, actions: 'abandonAttack' },
        },
      },
      advance: {
        id: id('advance'),
        meta: { rule: regular ? '15.91' : '16.47', title: 'Advance after combat', actor: 'phasing', explain: regular
          ? 'Every defending unit is gone: surviving attackers may advance into the vacated hexes, within the stacking limits, before the next attack (15.91, 15.92). An armor force that advances may create a breakthrough (16.11).'
          : 'Exploiting armor may advance, provided the chain back to the breakthrough hex holds (16.47).' },
        on: {
          ADVANCE: { guard: allowed('advance'), target: back, actions: 'advanceAfterCombat' },
          DONE: { guard: allowed('advance'), target: 'declare', actions: 'finishAttack' },
        },
      },
      done: { type: 'final' },
    },
  });
}
