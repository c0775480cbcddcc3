import { STEP_IDS } from '../../src/awaw/legal/step-ids.ts';
import { airdrops } from './airdrop.machine.ts';
import { attackLoop } from './attack.machine.ts';
import { attritionPhase } from './attrition.machine.ts';
import { confirmState, NOT_IN_TEXTS } from './confirm.ts';
import { exploitationPhase } from './exploitation.machine.ts';
import { awawSetup } from './setup.ts';

/**
 * The combat phase in the order 15.1 and 14.12 give: air and naval missions (15.11), airdrops
 * (15.11, 10.52), the regular ground attacks one at a time (15.12), naval units return to port
 * (15.13), exploitation (15.14, 16), then attrition combat (14.12).
 */
export const combatPhase = awawSetup.createStateConfig({
  id: 'awaw.combat',
  meta: { rule: '15.1', title: 'Combat phase', actor: 'phasing', explain: 'Air and naval missions, airdrops, ground attacks, exploitation, then attrition (15.11-15.14, 14.12).' },
  initial: 'missions',
  states: {
    missions: confirmState(STEP_IDS.missions, {
      rule: '15.11', title: 'Air and naval missions', actor: 'all',
      explain: `Air and naval missions as the sequence of play sets out: ground support is assigned, defensive air support flown and intercepted (15.11). Here the air factors are entered with each attack (R-AWAW-AIR). ${NOT_IN_TEXTS}`,
    }, 'airdrops'),
    airdrops: { ...airdrops('regular'), onDone: { target: 'attacks' } },
    attacks: { ...attackLoop('regular'), onDone: { target: 'navalReturn' } },
    navalReturn: confirmState(STEP_IDS.navalReturn, {
      rule: '15.13', title: 'Naval units return to port', actor: 'all',
      explain: `Once all regular ground attacks are resolved, every naval unit still at sea, defending patrols included (not submarine patrols, 21.4184B), returns to port (15.13). ${NOT_IN_TEXTS}`,
    }, 'exploitation'),
    exploitation: { ...exploitationPhase, onDone: { target: 'attrition' } },
    attrition: { ...attritionPhase, onDone: { target: 'done' } },
    done: { type: 'final' },
  },
});
