import type { Faction } from '../../model/factions.ts';
import { describeGround, type GroundUnit } from '../../model/ground-units.ts';
import { describePlace, type Place } from '../../model/places.ts';
import type { DsGameState } from '../../model/state.ts';
import { heldUnits, notOnMapReason, ownGroundUnit, violation } from './general.ts';
import { planned, refused, type Change, type Planned } from './plan.ts';

/**
 * 2.3.3 Voluntary Unit Elimination. VE-1 voluntaryElimTiming: after all combinations and fortress
 * conversions, before any breakdowns: the step's place in the Organization Segment.
 */

/**
 * The Delay DRM in force for `faction` now. Delay DRMs (7.1) are not in the seeds and the state
 * does not carry them yet, so it is 0 (docs/rulings.md R-DELAY-RESULT).
 */
export const currentDelayDrm = (_state: DsGameState, _faction: Faction): number => 0;

/**
 * VE-4 (2.3.3) voluntaryElimDelayPlacement: a unit with a Delay Stripe "is immediately placed on
 * the Turn Track as if a Delay die roll of 1 had been rolled for it. Apply any current Delay DRMs
 * to get the final Delay Result (7.1)." The example reads a Delay Result of N as N boxes ahead:
 * on the May-June turn DRM 0 gives June-July and DRM +1 gives July-Aug (gap §2 #37). A result
 * below 1 is read as 1, the next box (R-DELAY-RESULT).
 */
export function voluntaryEliminationTurn(currentTurn: number, delayDrm: number): number {
  return currentTurn + Math.max(1, 1 + delayDrm);
}

/** VE-3 voluntaryElimNoStripe and VE-4: where a voluntarily eliminated unit goes. */
export function voluntaryEliminationDestination(state: DsGameState, u: GroundUnit, faction: Faction): Place {
  if (!u.delayStripe) return { kind: 'forcePool', faction };
  return { kind: 'turnTrack', turn: voluntaryEliminationTurn(state.game.turn, currentDelayDrm(state, faction)) };
}

/**
 * VE-2 (2.3.3) voluntaryElimWholeUnit: "the phasing player may voluntarily eliminate any friendly
 * ground unit on the map. Important: The whole unit must be eliminated, not individual steps."
 * The units in its Holding Box are part of it and go the same way, each by its own Delay Stripe
 * (docs/rulings.md R-HOLDING-BOX-ELIMINATION).
 */
export function planElimination(state: DsGameState, faction: Faction, unitId: string): Planned {
  const found = ownGroundUnit(state, faction, unitId, 'eliminate', '2.3.3');
  if ('violation' in found) return refused([found.violation]);
  const { unit, at } = found.ok;
  const off = notOnMapReason(unit.name, at);
  if (off) return refused([violation('2.3.3', 'eliminate.notOnMap', `${off} Only a ground unit on the map can be voluntarily eliminated (2.3.3).`)]);
  const to = voluntaryEliminationDestination(state, unit, faction);
  const held = heldUnits(state, unit.id);
  const changes: Change[] = [
    { kind: 'move', counter: unit.id, to },
    ...held.map((h): Change => ({ kind: 'move', counter: h.id, to: voluntaryEliminationDestination(state, h, faction) })),
  ];
  const heldNote = held.length > 0 ? `, with ${held.map((h) => h.name).join(', ')} from its Holding Box` : '';
  return planned({ rule: '2.3.3', changes, message: `${describeGround(unit)} is voluntarily eliminated to the ${describePlace(to)}${heldNote}` });
}
