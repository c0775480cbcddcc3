import type { Violation } from '../../../core/violation.ts';
import { contentsOf } from '../../model/contents.ts';
import type { GroundSide } from '../../model/ground-units.ts';
import type { Nationality } from '../../model/nationalities.ts';
import type { DsGameState } from '../../model/state.ts';
import { violation } from './general.ts';
import type { Change } from './plan.ts';

type Involved = GroundSide & { readonly nationality: Nationality };

/** The Showa Restoration marker, if it is in the Strategic Warfare Box (CB-10 exception). */
export function showaRestorationAvailable(state: DsGameState): string | undefined {
  return contentsOf(state, { kind: 'strategicWarfareBox' })
    .find(({ counter: c }) => c.kind === 'marker' && c.type === 'showaRestoration')?.counter.id;
}

const mixed = (units: readonly Involved[], flag: (u: Involved) => boolean): boolean =>
  units.some(flag) && units.some((u) => !flag(u));

/**
 * The Japanese separations of 2.3.1.2, over every unit a combination involves (the units used and
 * the side that results):
 * CB-11 kwantungSeparation and OG-14 kwantungOnly: "Japanese Kwantung units cannot combine with
 * Japanese non-Kwantung units"; "only Kwantung units can be used when combining a multi-step
 * Kwantung unit" (only two one-step Kwantung infantry form the 2-1-2 Kwa HQ, DS-CL-03).
 * CB-10 colonialSeparation: "Japanese colonial units cannot combine with or into Japanese
 * non-colonial units. Exception: If the Showa Restoration marker is in the Strategic Warfare Box,
 * the Axis faction may combine one Japanese colonial unit with a Japanese non-colonial unit by
 * placing the Showa Restoration marker in the Delay Box." The marker's move is part of the plan.
 */
export function colonialKwantungSeparation(
  state: DsGameState, involved: readonly Involved[],
): { violation: Violation } | { changes: readonly Change[]; note: string } {
  const japanese = involved.filter((u) => u.nationality === 'japanese');
  if (mixed(japanese, (u) => u.kwantung)) {
    return { violation: violation('2.3.1.2', 'combine.kwantung', 'Japanese Kwantung units cannot combine with Japanese non-Kwantung units; only Kwantung units make up a Kwantung unit (2.3, 2.3.1.2).') };
  }
  if (!mixed(japanese, (u) => u.colonial)) return { changes: [], note: '' };
  const showa = showaRestorationAvailable(state);
  if (showa === undefined) {
    return { violation: violation('2.3.1.2', 'combine.colonial', 'Japanese colonial units cannot combine with or into Japanese non-colonial units, unless the Showa Restoration marker is in the Strategic Warfare Box (2.3.1.2).') };
  }
  return {
    changes: [{ kind: 'move', counter: showa, to: { kind: 'delayBox' } }],
    note: '; a colonial unit combines with a non-colonial one, so the Showa Restoration marker goes from the Strategic Warfare Box to the Delay Box',
  };
}
