import { counterName, hexName } from '../../model/names.ts';
import type { Violation } from '../../../core/violation.ts';
import { contentsOf } from '../../model/contents.ts';
import { counterFaction } from '../../model/counters.ts';
import { areEnemies, type Faction } from '../../model/factions.ts';
import type { Marker } from '../../model/markers.ts';
import { NATIONALITY_INFO } from '../../model/nationalities.ts';
import type { Place } from '../../model/places.ts';
import type { DsGameState } from '../../model/state.ts';
import { unitHasNationality, violation } from './general.ts';
import { planned, refused, type Planned } from './plan.ts';

/**
 * 2.3.5 Detachments: "During its Organization Segment, the phasing faction can place and/or remove
 * friendly Detachment markers from the map." A Detachment does not flip its parent unit.
 * DT-5 detachmentNoSupplyNeeded and DT-6 detachmentUnderEnemyAirOk: supply and enemy Air units
 * are not checked (DS-CL-16).
 */

type DetachmentMarker = Marker & { readonly type: 'detachment' };

/** The phasing faction's own Detachment marker `id`, or why not. */
function ownDetachment(state: DsGameState, faction: Faction, id: string): { ok: { marker: DetachmentMarker; at: Place } } | { violation: Violation } {
  const placed = state.counters.get(id);
  if (!placed) return { violation: violation('2.3.5', 'detachment.unknownMarker', `There is no counter "${id}".`) };
  const c = placed.counter;
  if (c.kind !== 'marker' || c.type !== 'detachment') return { violation: violation('2.3.5', 'detachment.notDetachment', `${id} is not a Detachment marker.`) };
  if (counterFaction(c, state.countries) !== faction) {
    return { violation: violation('2.3.5', 'detachment.notYours', `${id} is not one of your Detachment markers: only friendly Detachments are placed and removed (2.3.5).`) };
  }
  return { ok: { marker: c as DetachmentMarker, at: placed.at } };
}

/**
 * DT-1 (2.3.5) detachmentPlacement: "A Detachment in the Force Pool can be placed in any hex
 * containing a ground unit of the same nationality" (a unit's Holding Box counts toward its
 * nationality, OG-15). DT-2 detachmentNoDoubleMarker: "A Detachment marker cannot be placed in a
 * hex that already contains a Detachment or Logistics marker."
 */
export function planPlaceDetachment(state: DsGameState, faction: Faction, markerId: string, hex: string): Planned {
  const found = ownDetachment(state, faction, markerId);
  if ('violation' in found) return refused([found.violation]);
  const { marker, at } = found.ok;
  const out: Violation[] = [];
  if (at.kind !== 'forcePool') out.push(violation('2.3.5', 'detachment.notInForcePool', `${markerId} is not in your Force Pool: only a Detachment in the Force Pool can be placed (2.3.5).`));
  if (!state.board.hexes[hex]) return refused([...out, violation('2.3.5', 'detachment.unknownHex', `Hex ${hex} is not on the map.`)]);
  const here = contentsOf(state, { kind: 'hex', hex }).map((p) => p.counter);
  const nat = marker.nationality;
  const parent = here.find((c) => c.kind === 'ground' && nat !== undefined && unitHasNationality(state, c, nat));
  if (!parent) {
    const natName = nat === undefined ? 'its' : NATIONALITY_INFO[nat].name;
    out.push(violation('2.3.5', 'detachment.noParentUnit', `Hex ${hex} has no ${natName} ground unit: a Detachment is placed in a hex containing a ground unit of the same nationality (2.3.5).`));
  }
  const blocking = here.find((c) => c.kind === 'marker' && (c.type === 'detachment' || c.type === 'logistics'));
  if (blocking) out.push(violation('2.3.5', 'detachment.markerInHex', `Hex ${hex} already contains a ${blocking.kind === 'marker' && blocking.type === 'logistics' ? 'Logistics' : 'Detachment'} marker: a Detachment cannot be placed there (2.3.5).`));
  if (out.length > 0 || !parent) return refused(out);
  return planned({ rule: '2.3.5', changes: [{ kind: 'move', counter: markerId, to: { kind: 'hex', hex } }], message: `${counterName(state, markerId)} is placed in ${hexName(state, hex)} with ${counterName(state, parent.id)}` });
}

/** DT-3 (2.3.5) detachmentRemoval: "A Detachment on the map can be removed and placed in the Delay Box." */
export function planRemoveDetachment(state: DsGameState, faction: Faction, markerId: string): Planned {
  const found = ownDetachment(state, faction, markerId);
  if ('violation' in found) return refused([found.violation]);
  const { at } = found.ok;
  if (at.kind !== 'hex') return refused([violation('2.3.5', 'detachment.notOnMap', `${markerId} is not on the map: only a Detachment on the map can be removed (2.3.5).`)]);
  return planned({ rule: '2.3.5', changes: [{ kind: 'move', counter: markerId, to: { kind: 'delayBox' } }], message: `Detachment ${markerId} is removed from ${at.hex} to the Delay Box` });
}

/**
 * DT-4 (2.3.5) detachmentShooed: "If an enemy ground unit or Airdrop marker enters a hex
 * containing only a Detachment marker during any Movement or Combat Phase, the Detachment marker
 * is removed." For the movement and combat issues: the Detachments that `entering` shoos out of
 * `hex`. The rule gives no destination; they go to the Delay Box, where the rules send removed
 * Detachments elsewhere (2.3.5 removal, 2.2.3.5; docs/rulings.md R-DETACHMENT-SHOOED, gap §2 #18).
 */
export function shooedDetachments(state: DsGameState, hex: string, entering: Faction): { readonly marker: string; readonly to: Place }[] {
  const here = contentsOf(state, { kind: 'hex', hex }).map((p) => p.counter);
  const onlyDetachment = here.length > 0 && here.every((c) => c.kind === 'marker' && c.type === 'detachment');
  if (!onlyDetachment) return [];
  return here.flatMap((c) => {
    const owner = counterFaction(c, state.countries);
    return owner !== undefined && areEnemies(owner, entering) ? [{ marker: c.id, to: { kind: 'delayBox' } as const }] : [];
  });
}
