import { contentsOf } from '../../model/contents.ts';
import { counterFaction } from '../../model/counters.ts';
import type { Faction } from '../../model/factions.ts';
import type { DsGameState } from '../../model/state.ts';

/** Units of a force still in a hex: an eliminated unit is no longer part of any force (4.2.6). */
export const onTheMap = (state: DsGameState, ids: readonly string[]): string[] =>
  ids.filter((id) => {
    const p = state.counters.get(id);
    return p !== undefined && p.counter.kind === 'ground' && p.at.kind === 'hex';
  });

/** The hex a unit is in, if it is in one. */
export function hexOf(state: DsGameState, id: string): string | undefined {
  const at = state.counters.get(id)?.at;
  return at?.kind === 'hex' ? at.hex : undefined;
}

/** The faction defending `hex`: the owner of its ground units, else of its markers (AT-20). */
export function defenderOf(state: DsGameState, hex: string, attacker: Faction): Faction | undefined {
  let marker: Faction | undefined;
  // The hex's own contents (the place index keeps counter order), not a pass over every counter.
  for (const p of contentsOf(state, { kind: 'hex', hex })) {
    const f = counterFaction(p.counter, state.countries);
    if (f === undefined || f === attacker) continue;
    if (p.counter.kind === 'ground') return f;
    if (p.counter.kind === 'marker' && (p.counter.type === 'detachment' || p.counter.type === 'logistics')) marker ??= f;
  }
  return marker;
}

/** Enemy ground units in the defending hex: all of them defend (4.2.1 "all units in that hex"). */
export function groundUnitsOf(state: DsGameState, hex: string, faction: Faction): string[] {
  const out: string[] = [];
  for (const p of contentsOf(state, { kind: 'hex', hex })) {
    if (p.counter.kind === 'ground' && counterFaction(p.counter, state.countries) === faction) out.push(p.counter.id);
  }
  return out;
}
