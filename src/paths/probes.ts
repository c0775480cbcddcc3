import type { DsEvent } from '../ds/events/index.ts';
import { FACTIONS } from '../ds/model/factions.ts';
import { activeStep, legalActions, type TurnSnapshotLike } from '../ds/legal/index.ts';

const NO_SUCH: Readonly<Record<string, string>> = {
  unit: 'no-such-counter', marker: 'no-such-counter', into: 'no-such-counter', zone: 'no-such-zone',
  hex: 'w9999', target: 'w9999', arrowTo: 'w9999',
};
const BARE = new Set(['DONE', 'CONTINUE', 'VOLUNTARY_CONVERSION', 'DECLINE_BEACHHEAD']);

/**
 * Events of the step's own types that the step must refuse, to try each legality guard's false
 * outcome on a real actor: for each type it accepts, the first legal event with an id that names
 * nothing (a counter, a hex, a zone), or the bare event when it takes no parameters and is not
 * legal now (DONE before every Beachhead is dealt with, say). Only those the snapshot refuses.
 */
export function guardProbes(s: TurnSnapshotLike & { can(e: DsEvent): boolean }, legal: readonly DsEvent[] = legalActions(s)): DsEvent[] {
  const step = activeStep(s)?.step;
  if (!step) return [];
  const out: DsEvent[] = [];
  for (const type of step.accepts) {
    const first = legal.find((e) => e.type === type);
    if (first) {
      const rec = first as unknown as Record<string, unknown>;
      const field = Object.keys(NO_SUCH).find((k) => typeof rec[k] === 'string');
      if (field) out.push({ ...rec, [field]: NO_SUCH[field] } as unknown as DsEvent);
      // A faction that is not the one asked (contests are answered in turn, SU-2).
      else if (typeof rec.faction === 'string') out.push({ ...rec, faction: FACTIONS.find((f) => f !== rec.faction) } as unknown as DsEvent);
    } else if (BARE.has(type)) {
      out.push({ type } as DsEvent);
    }
  }
  return out.filter((e) => !s.can(e));
}
