import type { DsEvent } from '../ds/events/index.ts';
import { FACTIONS } from '../ds/model/factions.ts';
import { activeStep, legalActions, type TurnSnapshotLike } from '../ds/legal/index.ts';

const NO_SUCH: Readonly<Record<string, string>> = {
  unit: 'no-such-counter', marker: 'no-such-counter', into: 'no-such-counter', zone: 'no-such-zone',
  hex: 'w9999', target: 'w9999', arrowTo: 'w9999',
};
/** The first field of an event that names a counter, hex or zone, if any. */
const idField = (e: DsEvent): string | undefined => Object.keys(NO_SUCH).find((k) => typeof (e as unknown as Record<string, unknown>)[k] === 'string');
const BARE = new Set(['DONE', 'CONTINUE', 'VOLUNTARY_CONVERSION', 'DECLINE_BEACHHEAD']);

/**
 * Events of the step's own types that the step must refuse, to try each legality guard's false
 * outcome on a real actor: for each type it accepts, a legal event with an id that names nothing (a
 * counter, a hex, a zone), taken from the first legal event of that type that names one (a
 * DEVASTATION_TARGET without a marker names none, DV-2: the one with a marker is used), else a
 * faction that is not the one asked, or the bare event when it takes no parameters and is not
 * legal now (DONE before every Beachhead is dealt with, say). Only those the snapshot refuses.
 */
export function guardProbes(s: TurnSnapshotLike & { can(e: DsEvent): boolean }, legal: readonly DsEvent[] = legalActions(s)): DsEvent[] {
  const step = activeStep(s)?.step;
  if (!step) return [];
  const out: DsEvent[] = [];
  for (const type of step.accepts) {
    const ofType = legal.filter((e) => e.type === type);
    const first = ofType.find((e) => idField(e) !== undefined) ?? ofType[0];
    if (first) {
      const rec = first as unknown as Record<string, unknown>;
      const field = idField(first);
      if (field) out.push({ ...rec, [field]: NO_SUCH[field] } as unknown as DsEvent);
      // A faction that is not the one asked (contests are answered in turn, SU-2).
      else if (typeof rec.faction === 'string') out.push({ ...rec, faction: FACTIONS.find((f) => f !== rec.faction) } as unknown as DsEvent);
    } else if (BARE.has(type)) {
      out.push({ type } as DsEvent);
    }
  }
  return out.filter((e) => !s.can(e));
}
