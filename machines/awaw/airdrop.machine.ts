import type { CombatMode } from '../../src/awaw/model/combat.ts';
import { airdropStepId } from '../../src/awaw/legal/step-ids.ts';
import { awawSetup } from './setup.ts';

/**
 * Airdrops (10.52): immediately before regular ground combat (15.11) and before exploitation combat
 * (16.44), one config for both: the phasing side airdrops, then the defender enters what his
 * interception did (10.54; air combat, rule 19, is not in the texts).
 */
export function airdrops(mode: CombatMode) {
  const allowed = (s: 'airdrop' | 'interception') => ({ type: 'stepAllowed', params: { step: airdropStepId(mode, s) } }) as const;
  return awawSetup.createStateConfig({
    meta: { rule: mode === 'regular' ? '15.11' : '16.44', title: mode === 'regular' ? 'Airdrops' : 'Exploitation airdrops', actor: 'phasing', explain: 'Airborne units (and the Chindit) drop from their air bases; the defender may intercept.' },
    initial: 'declare',
    states: {
      declare: {
        id: airdropStepId(mode, 'airdrop'),
        meta: { rule: '10.53', title: mode === 'regular' ? 'Airdrops' : 'Exploitation airdrops', actor: 'phasing', explain: 'Drop airborne units with a CTL of 2 or more from a friendly air base with an air transport factor, within range, not into winter effect 3+ or restrictive winter; onto enemy units only if a 1:1 attack can follow (10.53, 10.55C). DONE when finished.' },
        always: { guard: { type: 'noAirdropPossible', params: { mode } }, target: 'interception' },
        on: {
          AIRDROP: { guard: allowed('airdrop'), target: 'declare', actions: mode === 'regular' ? 'regularAirdrop' : 'exploitationAirdrop' },
          DONE: { guard: allowed('airdrop'), target: 'interception' },
        },
      },
      interception: {
        id: airdropStepId(mode, 'interception'),
        meta: { rule: '10.54', title: 'Interception of airdrops', actor: 'non-phasing', explain: 'The defender\'s air may intercept each drop: enter whether its transport was forced to abort (the unit returns to base) or eliminated (the unit too). DONE for the drops that got through.' },
        always: { guard: { type: 'noInterception', params: { mode } }, target: 'done' },
        on: {
          INTERCEPT: { guard: allowed('interception'), target: 'interception', actions: 'intercept' },
          DONE: { guard: allowed('interception'), target: 'done' },
        },
      },
      done: { type: 'final' },
    },
  });
}
