import type { AnyStateMachine } from 'xstate';
import { SEGMENT_MACHINES } from '../../machines/ds/segment-machine.ts';
import { dsTurnMachine } from '../../machines/ds/turn.machine.ts';

type SegmentName = keyof typeof SEGMENT_MACHINES;

/** The machines a diagram can be drawn of: `ds` (the whole turn) and `ds/<segment>` (one segment on its own). */
export const MACHINE_KEYS: readonly string[] = ['ds', ...Object.keys(SEGMENT_MACHINES).map((s) => `ds/${s}`)];

const isSegment = (name: string): name is SegmentName => Object.hasOwn(SEGMENT_MACHINES, name);

/** The machine named by `key`, or undefined when there is none of that name. */
export function machineByKey(key: string): AnyStateMachine | undefined {
  if (key === 'ds') return dsTurnMachine;
  const [ruleset, segment, ...rest] = key.split('/');
  if (ruleset !== 'ds' || segment === undefined || rest.length > 0 || !isSegment(segment)) return undefined;
  return SEGMENT_MACHINES[segment]();
}
