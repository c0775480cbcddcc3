import { and } from 'xstate';
import type { AttackTask } from '../../../src/ds/rules/combat/obligations.ts';
import type { CombatMode } from '../../../src/ds/model/combat.ts';
import { dsSetup } from '../setup.ts';
import { attackStepId } from '../../../src/ds/legal/step-ids.ts';

/**
 * The attack loop of a Combat Segment (4.2.1): declare an attack, resolve its whole Attack Sequence
 * (4.2.2), declare the next, until the phasing faction is done. One factory for both segments:
 * Blitz Combat (4.1.2) is the same sequence with the changes of BC-1..BC-5.
 */
export function attackLoop(mode: CombatMode) {
  const id = (step: string) => attackStepId(mode, step);
  const allowed = (step: string) => ({ type: 'combatStepAllowed', params: { step: id(step) } }) as const;
  // The router's id has no dots: a `#` target reads dots as a path (it takes no events, so no `ds.` id is needed).
  const results = `${mode}AttackResults`;
  const back = `#${results}`;
  const awaits = (task: AttackTask, target: string) => ({ guard: { type: 'attackAwaits', params: { task } } as const, target });
  return dsSetup.createStateConfig({
    meta: {
      rule: mode === 'blitz' ? '4.1.2' : '4.2.1', title: mode === 'blitz' ? 'Blitz Combat' : 'Attacks', actor: 'phasing',
      explain: mode === 'blitz'
        ? 'Attacks as in Regular Combat, but every attacking unit, and every unit giving a shift, must be Blitz-enabled; no attacks into Mud, Storms or Snow.'
        : 'Declare attacks one at a time; each is resolved completely before the next.',
    },
    initial: 'declare',
    states: {
      declare: {
        id: id('attacks'),
        meta: {
          rule: mode === 'blitz' ? '4.1.2' : '4.2.1', title: mode === 'blitz' ? 'Blitz Combat' : 'Attacks', actor: 'phasing',
          explain: 'Declare an attack on an adjacent enemy hex (Step 1: the attacking units and, if none is an HQ, one supplied HQ for Ranged Support), or declare that you make no more attacks. Each attack is resolved completely before the next. Policies, Truces and Failures can limit combat, but their rules are not in the seeds: none forbids an attack here, and those in force on the hex attacked are named in the log for you to weigh.',
        },
        on: {
          ATTACK: [
            { guard: and([allowed('attacks'), 'attackOnMarkerOnlyHex']), target: 'markerOnlyHex', actions: mode === 'blitz' ? 'declareBlitzAttack' : 'declareRegularAttack' },
            { guard: allowed('attacks'), target: 'defensiveSupport', actions: mode === 'blitz' ? 'declareBlitzAttack' : 'declareRegularAttack' },
          ],
          DONE: { guard: allowed('attacks'), target: 'done' },
        },
      },
      markerOnlyHex: {
        id: id('markerOnlyHex'),
        meta: { rule: '4.2.2', title: 'Markers only', actor: 'automatic', explain: 'The hex held only enemy Detachment or Logistics markers: the attack succeeds at once and they go to the Delay Box. You may Advance After Combat, but not Exploit.' },
        always: { target: back },
      },
      defensiveSupport: {
        id: id('defensiveSupport'),
        meta: { rule: '4.2.2', title: 'Step 2: Defender HQ', actor: 'non-phasing', explain: 'If no HQ is in the defending hex, the defender may declare one supplied HQ to give Ranged Support to the defence. With no HQ able to, the step passes by itself.' },
        always: { guard: { type: 'noDefensiveSupportOption', params: { mode } }, target: 'odds', actions: 'passDefensiveSupport' },
        on: { DEFENSIVE_SUPPORT: { guard: allowed('defensiveSupport'), target: 'odds', actions: 'giveDefensiveSupport' } },
      },
      odds: {
        id: id('odds'),
        meta: { rule: '4.2.2', title: 'Steps 3-4: Odds and shifts', actor: 'automatic', explain: 'Attack and Defense Factors are totalled and divided, rounding for the defender, then every column shift is added up and applied.' },
        entry: 'resolveOdds',
        always: { target: 'die' },
      },
      die: {
        id: id('die'),
        meta: { rule: '4.2.2', title: 'Step 5: The die', actor: 'phasing', explain: 'Roll one die on the column found, or enter the result read on your own Combat Results Table (the bundled one is a sample). Mud, Storms or Snow in the defending hex reduce a Dr result.' },
        on: {
          ROLL: { guard: allowed('die'), target: 'results', actions: 'rollCombatDie' },
          COMBAT_RESULT: { guard: allowed('die'), target: 'results', actions: 'enterCombatResult' },
        },
      },
      results: {
        id: results,
        meta: { rule: '4.2.2', title: 'Carrying out the result', actor: 'automatic', explain: 'Retreats first (Step 6), then Attrition, attacker first (Step 7), then Advance After Combat or Exploitation into a vacated hex (Step 8).' },
        always: [
          awaits('attackerChoice', 'retreats.attackerChoice'),
          awaits('attackerRetreat', 'retreats.attackerRetreat'),
          awaits('attackerRetreatLoss', 'retreats.attackerRetreatLoss'),
          awaits('defenderRetreat', 'retreats.defenderRetreat'),
          awaits('defenderRetreatLoss', 'retreats.defenderRetreatLoss'),
          awaits('attackerLosses', 'attrition.attackerLosses'),
          awaits('defenderLosses', 'attrition.defenderLosses'),
          awaits('advance', 'advance'),
          { target: 'declare', actions: 'finishAttack' },
        ],
      },
      retreats: {
        meta: { rule: '4.2.5', title: 'Step 6: Retreats', actor: 'phasing', explain: 'Retreat results are carried out one hex at a time, by the Retreat Priorities and Restrictions; a force that cannot Retreat loses a step per hex instead.' },
        initial: 'attackerChoice',
        states: {
          attackerChoice: {
            id: id('attackerChoice'),
            meta: { rule: '4.2.4.1', title: 'Ad / Ex: Retreat or step loss', actor: 'phasing', explain: 'Ad or Ex: all attacking units Retreat one hex, or one of them takes a step loss. You choose, since Retreat is possible.' },
            on: { ATTACKER_CHOICE: { guard: allowed('attackerChoice'), target: back, actions: 'chooseAttackerResult' } },
          },
          attackerRetreat: {
            id: id('attackerRetreat'),
            meta: { rule: '4.2.5', title: 'Attacker Retreat', actor: 'phasing', explain: 'Each attacking stack Retreats one hex, farther from the defending hex, by the Retreat Priorities.' },
            on: { RETREAT: { guard: allowed('attackerRetreat'), target: back, actions: 'retreatOneHex' } },
          },
          attackerRetreatLoss: {
            id: id('attackerRetreatLoss'),
            meta: { rule: '4.2.6.1', title: 'Attacker step loss', actor: 'phasing', explain: 'An attacking unit loses a step instead of Retreating; the first loss must be a marine or armor-type step where the Attacker Losses rule says so.' },
            on: { LOSE_STEP: { guard: allowed('attackerRetreatLoss'), target: back, actions: 'loseStep' } },
          },
          defenderRetreat: {
            id: id('defenderRetreat'),
            meta: { rule: '4.2.5', title: 'Defender Retreat', actor: 'non-phasing', explain: 'The defending units Retreat together one hex at a time, each hex farther from the defending hex. Ground units in a hex they enter join the Retreat. Where allowed, the defender may convert a Retreat hex into a step loss.' },
            on: {
              RETREAT: { guard: allowed('defenderRetreat'), target: back, actions: 'retreatOneHex' },
              VOLUNTARY_CONVERSION: { guard: allowed('defenderRetreat'), target: back, actions: 'convertRetreatHex' },
            },
          },
          defenderRetreatLoss: {
            id: id('defenderRetreatLoss'),
            meta: { rule: '4.2.5.3', title: 'Retreat Conversion', actor: 'non-phasing', explain: 'The defending force cannot Retreat (or chose not to): it loses one step for the Retreat hex, then Retreats again if it can.' },
            on: { LOSE_STEP: { guard: allowed('defenderRetreatLoss'), target: back, actions: 'loseStep' } },
          },
        },
      },
      attrition: {
        meta: { rule: '4.2.6', title: 'Step 7: Attrition', actor: 'phasing', explain: 'Attrition step losses, first the attacker’s, then the defender’s, taken from units involved in this combat.' },
        initial: 'attackerLosses',
        states: {
          attackerLosses: {
            id: id('attackerLosses'),
            meta: { rule: '4.2.6.1', title: 'Attacker Attrition', actor: 'phasing', explain: 'Lose the attacker’s Attrition steps one at a time from the attacking units (first a marine or armor-type step where required).' },
            on: { LOSE_STEP: { guard: allowed('attackerLosses'), target: back, actions: 'loseStep' } },
          },
          defenderLosses: {
            id: id('defenderLosses'),
            meta: { rule: '4.2.6', title: 'Defender Attrition', actor: 'non-phasing', explain: 'Lose the defender’s Attrition steps one at a time from the defending units, including an HQ giving Ranged Support.' },
            on: { LOSE_STEP: { guard: allowed('defenderLosses'), target: back, actions: 'loseStep' } },
          },
        },
      },
      advance: {
        id: id('advance'),
        meta: { rule: '4.2.7', title: 'Step 8: Advance or Exploit', actor: 'phasing', explain: 'The defending hex is vacated: supplied surviving attackers may Advance After Combat into it, one at a time, or, if the force included an armor-type unit, Exploit through it hex by hex. DONE when finished.' },
        on: {
          ADVANCE: { guard: allowed('advance'), target: back, actions: 'advanceAfterCombat' },
          EXPLOIT: { guard: allowed('advance'), target: back, actions: 'exploit' },
          DONE: { guard: allowed('advance'), target: 'declare', actions: 'finishAttack' },
        },
      },
      done: { type: 'final' },
    },
  });
}
