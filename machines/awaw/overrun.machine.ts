import type { CombatMode } from '../../src/awaw/model/combat.ts';
import { overrunStepId } from '../../src/awaw/legal/movement-step.ts';
import { awawSetup } from './setup.ts';

/**
 * The overrun procedure once declared (13.52-13.54), one config for regular movement and for
 * exploitation movement (13.51: "during the movement phase of both regular and exploitation
 * movement"): the attacker's ground support, the defender's defensive air support, the attacker's
 * interception of it, then the overrun is resolved at 6:1 or more (13.54) or fails (13.531).
 */
export function overrunProcedure(mode: CombatMode) {
  const allowed = (s: 'groundSupport' | 'defensiveAir' | 'interception') => ({ type: 'stepAllowed', params: { step: overrunStepId(mode, s) } }) as const;
  return awawSetup.createStateConfig({
    meta: { rule: '13.52', title: mode === 'regular' ? 'Overrun' : 'Exploitation overrun', actor: 'phasing', explain: 'One or two armor or mechanized units move into an enemy hex at 6:1 or more, paying its cost and one more; the air of both sides may take part (13.52, 13.53).' },
    initial: 'groundSupport',
    states: {
      groundSupport: {
        id: overrunStepId(mode, 'groundSupport'),
        meta: { rule: '13.53', title: 'Ground support for the overrun', actor: 'phasing', explain: 'Enter the air factors flying ground support (0 if none): with them the overrun must reach 6:1 before defensive air support (13.52, 13.53; R-AWAW-OVERRUN-ODDS).' },
        on: { GROUND_SUPPORT: { guard: allowed('groundSupport'), target: 'defensiveAir', actions: 'overrunAir' } },
      },
      defensiveAir: {
        id: overrunStepId(mode, 'defensiveAir'),
        meta: { rule: '13.53', title: 'Defensive air support against the overrun', actor: 'non-phasing', explain: 'The defender may fly defensive air support for the units overrun (none for partisans, 11.44); it can thwart the overrun by lowering the odds below 6:1.' },
        always: { guard: 'noOverrunDefensiveAir', target: 'interception' },
        on: { DEFENSIVE_AIR: { guard: allowed('defensiveAir'), target: 'interception', actions: 'overrunAir' } },
      },
      interception: {
        id: overrunStepId(mode, 'interception'),
        meta: { rule: '13.53', title: 'Interception of defensive air support', actor: 'phasing', explain: 'The attacker\'s uncommitted air may intercept the defensive air support: enter how many of its factors the air combat turned back (rule 19 is not in the texts).' },
        always: { guard: 'noOverrunInterception', target: 'resolve' },
        on: { INTERCEPT_DAS: { guard: allowed('interception'), target: 'resolve', actions: 'overrunAir' } },
      },
      resolve: {
        meta: { rule: '13.54', title: 'The overrun resolved', actor: 'automatic', explain: 'At 6:1 or more every enemy unit in the hex is eliminated and the overrunning units occupy it (13.54); below, the overrun fails: the units stay and must attack the hex in the combat phase (13.531).' },
        always: { target: 'done', actions: 'resolveOverrun' },
      },
      done: { type: 'final' },
    },
  });
}
