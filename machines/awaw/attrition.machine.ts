import type { AttritionTask } from '../../src/awaw/rules/attrition-procedure.ts';
import { STEP_IDS } from '../../src/awaw/legal/step-ids.ts';
import { awawSetup } from './setup.ts';

/**
 * 14 Attrition combat, after all regular and exploitation combat (14.12), in the order of 14.11:
 * A the attacker totals his factors and rolls, B the defender removes units, C the attacker selects
 * hexes, D the defender retreats, E the attacker occupies. One attrition per alliance faction and
 * enemy attrition zone (14.13, 14.31), as many as the attacker declares.
 */
export const attritionPhase = awawSetup.createStateConfig({
  id: 'awaw.attrition',
  meta: { rule: '14', title: 'Attrition combat', actor: 'phasing', explain: 'Each alliance faction of the phasing side may attrition each enemy attrition zone once (14.13).' },
  initial: 'declare',
  states: (() => {
    const allowed = (step: string) => ({ type: 'stepAllowed', params: { step } }) as const;
    const back = '#awaw-attrition-results';
    const awaits = (task: AttritionTask, target: string) => ({ guard: { type: 'attritionAwaits', params: { task } } as const, target });
    const auto = <A extends string>(task: AttritionTask, actions: A) => ({ guard: { type: 'attritionAwaits', params: { task } } as const, actions });
    return {
      declare: {
        id: STEP_IDS.attritionDeclare,
        meta: { rule: '14.11A', title: 'Declare an attrition', actor: 'phasing', explain: 'Choose an alliance faction and an enemy attrition zone: its ground units adjacent to the zone\'s units count (14.21-14.23). Or declare that you are done.' },
        on: {
          ATTRITION: { guard: allowed(STEP_IDS.attritionDeclare), target: 'die', actions: 'declareAttrition' },
          DONE: { guard: allowed(STEP_IDS.attritionDeclare), target: 'done' },
        },
      },
      die: {
        id: STEP_IDS.attritionDie,
        meta: { rule: '14.41', title: 'The attrition die', actor: 'phasing', explain: 'Leave units out if you wish (14.213), then roll one die on the column of your factors, with the factor, CTL and winter modifiers (14.41-14.43).' },
        on: {
          LEAVE_OUT: { guard: allowed(STEP_IDS.attritionDie), target: 'die', actions: 'leaveOut' },
          ROLL: { guard: allowed(STEP_IDS.attritionDie), target: 'results', actions: 'rollAttrition' },
        },
      },
      results: {
        id: 'awaw-attrition-results',
        meta: { rule: '14.5', title: 'Carrying out the attrition', actor: 'automatic', explain: 'Counters first (14.5), then hexes (14.6), then retreats and occupation (14.7).' },
        always: [
          awaits('option', 'option'),
          auto('lossesAuto', 'autoAttritionLosses'),
          awaits('losses', 'losses'),
          auto('lossesDone', 'attritionLossesDone'),
          awaits('occupy', 'occupy'),
          auto('selectionDone', 'selectionOver'),
          auto('retreatsStart', 'startRetreats'),
          auto('retreatAuto', 'retreatEliminations'),
          awaits('retreat', 'retreat'),
          { target: 'declare', actions: 'finishAttrition' },
        ],
      },
      option: {
        id: STEP_IDS.attritionOption,
        meta: { rule: '14.44', title: '1C/1H or 2C', actor: 'phasing', explain: 'A "1C/1H" result may be taken as "2C" instead (14.44).' },
        on: {
          TAKE_2C: { guard: allowed(STEP_IDS.attritionOption), target: back, actions: 'take2C' },
          KEEP_RESULT: { guard: allowed(STEP_IDS.attritionOption), target: back, actions: 'keepAttritionResult' },
        },
      },
      losses: {
        id: STEP_IDS.attritionLosses,
        meta: { rule: '14.51', title: 'Attrition losses', actor: 'non-phasing', explain: 'The defender chooses the counters he loses: from the attritioned zone (or its supply source, 14.52A), no more of a nationality than it has in contact (14.52C).' },
        on: { LOSE: { guard: allowed(STEP_IDS.attritionLosses), target: back, actions: 'attritionLoss' } },
      },
      occupy: {
        id: STEP_IDS.attritionOccupy,
        meta: { rule: '14.61', title: 'Hexes for attrition occupation', actor: 'phasing', explain: 'Select up to the "H" result\'s hexes, each with the adjacent attritioning units that will advance into it (14.61-14.64); not protected hexes, rough terrain, or across rivers (14.62). DONE when finished.' },
        on: {
          OCCUPY: { guard: allowed(STEP_IDS.attritionOccupy), target: back, actions: 'occupy' },
          DONE: { guard: allowed(STEP_IDS.attritionOccupy), target: back, actions: 'selectionChosen' },
        },
      },
      retreat: {
        id: STEP_IDS.attritionRetreat,
        meta: { rule: '14.71', title: 'Attrition retreats', actor: 'non-phasing', explain: 'Each displaced unit retreats one hex, choosing the least evil: overstack before an enemy ZoC, a ZoC before an enemy-controlled hex (14.72, 14.73).' },
        on: { RETREAT: { guard: allowed(STEP_IDS.attritionRetreat), target: back, actions: 'retreat' } },
      },
      done: { type: 'final' },
    };
  })(),
});
