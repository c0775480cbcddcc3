import type { StepMeta } from '../../src/core/step.ts';
import { stepId } from '../../src/ocs/legal/step-ids.ts';
import type { SpecialKind } from './guards.ts';

/**
 * The Specialized Combats' steps (9.14), as states beside a router that sends the turn to them
 * while tasks are owed: a roll on a capture table, an owner's allotment, a displacement. Used in
 * the movement segments and in every instance of the combat procedure (advances and retreats).
 */
const m = (rule: string, title: string, actor: string, explain: string): StepMeta => ({ rule, title, actor, explain });

const KEYS: Readonly<Record<SpecialKind, string>> = { captureRoll: 'specialCaptureRoll', airBaseRoll: 'specialAirBaseRoll', allot: 'specialAllot', displace: 'specialDisplace' };

/** The router's first transitions: to the Specialized Combat step owed, if any. */
export const specialRoutes = () => (['captureRoll', 'airBaseRoll', 'allot', 'displace'] as const).map((kind) => ({
  guard: { type: 'specialAwaits', params: { kind } } as const,
  target: KEYS[kind],
}));

export function specializedStates(prefix: string, back: string) {
  const allowed = (s: string) => ({ type: 'stepAllowed', params: { step: stepId(prefix, s) } }) as const;
  return {
    specialCaptureRoll: {
      id: stepId(prefix, 'specialCaptureRoll'),
      meta: m('9.14b', 'Specialized Combat: Capture Table', 'all', 'Enemy Attack-Capable units entered a hex with supply dumps or Transport Points: the capturing player rolls one die on the Capture Table (SP, Trucks or Wagons column; the bundled table is a SAMPLE), or enters the percentage read from his own chart.'),
      on: {
        ROLL: { target: back, actions: 'specialRoll' as const },
        CAPTURE_RESULT: { target: back, actions: 'specialRoll' as const },
      },
    },
    specialAirBaseRoll: {
      id: stepId(prefix, 'specialAirBaseRoll'),
      meta: m('9.14f', 'Specialized Combat: Air Base Capture Table', 'all', 'The air base is captured: roll one die for each plane on the Air Base Capture Table, whatever the weather (the bundled table is a SAMPLE), or enter your chart\'s result: reduction or no result.'),
      on: {
        ROLL: { target: back, actions: 'specialRoll' as const },
        AIR_BASE_RESULT: { target: back, actions: 'specialRoll' as const },
      },
    },
    specialAllot: {
      id: stepId(prefix, 'specialAllot'),
      meta: m('9.14c', 'Specialized Combat: which Transport Points are captured', 'all', 'With several Transport Point counters on the column, their owner names the counter the captured points come off first; the rest are displaced.'),
      on: { ALLOT_CAPTURE: { guard: allowed('specialAllot'), target: back, actions: 'specialAllot' as const } },
    },
    specialDisplace: {
      id: stepId(prefix, 'specialDisplace'),
      meta: m('9.14', 'Specialized Combat: displacement', 'all', 'The owner places a displaced piece: Transport Points within ten hexes (9.14c), a collapsing Extender within its draw range in trace supply (9.14d), a surviving plane at a friendly air base within twice its range, Inactive (9.14f).'),
      on: { DISPLACE: { guard: allowed('specialDisplace'), target: back, actions: 'specialDisplace' as const } },
    },
  };
}
