import { derived } from '../../model/derived.ts';
import type { Faction } from '../../model/factions.ts';
import { showingSteps, type GroundUnit, type StepSlot } from '../../model/ground-units.ts';
import type { DsGameState } from '../../model/state.ts';
import { stepFitMask } from './breakdown.ts';
import { compositionOf } from './composition.ts';
import { forcePoolUnits, heldUnits, type PlacedGround } from './general.ts';

/**
 * The one-step units a multi-step unit could take as it breaks down, each with its class: the
 * step-fit mask (stepFitMask, bit i: takenViolation allows it in step i of the unit's composition).
 * planBreakdown reads a unit taken only through those verdicts, so two candidates of one class are
 * interchangeable in every plan of this unit (breakdown-options.ts says why, step by step).
 */
export interface BreakdownCandidate {
  readonly unit: GroundUnit;
  readonly mask: number;
}

const oneStep = (c: GroundUnit): boolean => showingSteps(c, 1) !== undefined;

/**
 * What takenViolation reads of the breaking-down unit when the candidate is in the Force Pool:
 * its nationality (slotViolation, the Kwantung rule), colonial (BD-13) and kwantung (BD-14, BD-12
 * through slotRequiresElite) flags and its composition (the steps). Its id matters only for a unit
 * in its own Holding Box, and its name only for the wording of a refusal.
 */
const poolProfile = (u: GroundUnit, slots: readonly StepSlot[]): string =>
  `${u.nationality}:${u.colonial}:${u.kwantung}:${JSON.stringify(slots)}`;

/**
 * The candidates of `p.unit`, in the enumerator's order: its Holding Box, then the Force Pool.
 * The Force Pool's masks are worked out once per state for all units of one pool profile (on the
 * full board most of a faction's multi-step units share a handful of profiles).
 */
export function breakdownCandidates(state: DsGameState, faction: Faction, p: PlacedGround): readonly BreakdownCandidate[] {
  const slots = compositionOf(p.unit);
  const withMask = (c: GroundUnit): BreakdownCandidate => ({ unit: c, mask: stepFitMask(state, faction, p, c, slots) });
  const pool = derived(state, `breakdownPool:${faction}:${poolProfile(p.unit, slots)}`, () => forcePoolUnits(state, faction).filter(oneStep).map(withMask));
  return [...heldUnits(state, p.unit.id).filter(oneStep).map(withMask), ...pool];
}
