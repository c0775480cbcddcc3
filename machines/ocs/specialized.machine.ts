import type { StepMeta } from '../../src/core/step.ts';
import { stepId } from '../../src/ocs/legal/step-ids.ts';
import type { SpecialKind } from './guards.ts';

/**
 * The Specialized Combats' steps (9.14), as states beside a router that sends the turn to them
 * while tasks are owed: a roll on a capture table, an owner's allotment, a displacement. Used in
 * the movement segments and in every instance of the combat procedure (advances and retreats).
 */
const m = (rule: string, title: string, actor: string, explain: string): StepMeta => ({ rule, title, actor, explain });

const KEYS: Readonly<Record<SpecialKind, string>> = { roll: 'specialRoll', allot: 'specialAllot', displace: 'specialDisplace' };

/** The router's first transitions: to the Specialized Combat step owed, if any. */
export const specialRoutes = () => (['roll', 'allot', 'displace'] as const).map((kind) => ({
  guard: { type: 'specialAwaits', params: { kind } } as const,
  target: KEYS[kind],
}));

export function specializedStates(prefix: string, back: string) {
  const allowed = (s: string) => ({ type: 'stepAllowed', params: { step: stepId(prefix, s) } }) as const;
  return {
    specialRoll: {
      id: stepId(prefix, 'specialRoll'),
      meta: m('9.14', 'Specialized Combat: capture roll', 'all', 'Enemy Attack-Capable units entered a hex with supply dumps, Transport Points or aircraft: the capturing player rolls one die on the Capture Table (SP, Trucks or Wagons column) or, for each plane, the Air Base Capture Table; the bundled tables are SAMPLES, so you may enter your own chart\'s result.'),
      on: {
        ROLL: { guard: allowed('specialRoll'), target: back, actions: 'specialRoll' as const },
        CAPTURE_RESULT: { guard: allowed('specialRoll'), target: back, actions: 'specialRoll' as const },
        AIR_BASE_RESULT: { guard: allowed('specialRoll'), target: back, actions: 'specialRoll' as const },
      },
    },
    specialAllot: {
      id: stepId(prefix, 'specialAllot'),
      meta: m('9.14c', 'Specialized Combat: which Transport Points are captured', 'all', 'With several Transport Point counters on the column, their owner decides which points are captured; the rest are displaced.'),
      on: { ALLOT_CAPTURE: { guard: allowed('specialAllot'), target: back, actions: 'specialAllot' as const } },
    },
    specialDisplace: {
      id: stepId(prefix, 'specialDisplace'),
      meta: m('9.14', 'Specialized Combat: displacement', 'all', 'The owner places a displaced piece: Transport Points within ten hexes (9.14c), a collapsing Extender within its draw range in trace supply (9.14d), a surviving plane at a friendly air base within twice its range, Inactive (9.14f).'),
      on: { DISPLACE: { guard: allowed('specialDisplace'), target: back, actions: 'specialDisplace' as const } },
    },
  };
}
