import type { PathSupport } from '../core/testing.ts';
import type { RulesetEvent, StepLegality } from '../core/step.ts';

type Rec = Record<string, unknown>;

/**
 * Events of the step's own types that the step must refuse, to try each legality guard's false
 * outcome on a real actor: for each type it accepts, a legal event with an id that names nothing (a
 * counter, a hex, a zone: the ruleset's `noSuch`), taken from the first legal event of that type that
 * names one, else a side that is not the one asked, or the bare event when it takes no parameters
 * and is not legal now (DONE before a step is finished, say). Only those the snapshot refuses.
 */
export function guardProbes<E extends RulesetEvent>(
  step: StepLegality<unknown, E> | undefined, legal: readonly E[], can: (e: E) => boolean,
  support: Pick<PathSupport<unknown, unknown, E>, 'noSuch' | 'bare' | 'sideField'>,
): E[] {
  if (!step) return [];
  const fields = Object.keys(support.noSuch);
  const idField = (e: E): string | undefined => fields.find((k) => typeof (e as unknown as Rec)[k] === 'string');
  const out: E[] = [];
  for (const type of step.accepts) {
    const ofType = legal.filter((e) => e.type === type);
    const first = ofType.find((e) => idField(e) !== undefined) ?? ofType[0];
    if (first) {
      const rec = first as unknown as Rec;
      const field = idField(first);
      const side = support.sideField;
      if (field) out.push({ ...rec, [field]: support.noSuch[field] } as unknown as E);
      // A side that is not the one asked (contests are answered in turn).
      else if (side && typeof rec[side.field] === 'string') {
        out.push({ ...rec, [side.field]: side.values.find((f) => f !== rec[side.field]) } as unknown as E);
      }
    } else if (support.bare.includes(type)) {
      out.push({ type } as E);
    }
  }
  return out.filter((e) => !can(e));
}
