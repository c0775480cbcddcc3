import type { Violation } from '../../core/violation.ts';
import type { SupportTarget } from '../events/index.ts';
import { contentsOf } from '../model/contents.ts';
import { FACTION_NAMES, nonPhasing, type Faction } from '../model/factions.ts';
import type { Place } from '../model/places.ts';
import type { DsGameState } from '../model/state.ts';
import { isFleetUnit, supportFace, type SupportUnit } from '../model/support-units.ts';
import type { PlacementSlice } from '../turn/slices/placement.ts';
import {
  beachheadPossibleFrom, contestSides, cvStrikePossibleFrom, placementFollowUp, type ContestSide, type PlacementSituation,
} from './placement/index.ts';
import { situationContext } from './placement/context.ts';
import { placementClassOf } from './placement/placement-class.ts';
import { targetId } from './placement/support-placement.ts';

/**
 * The flow of 2.2.3 Support Unit and Convoy Marker Placement: who is asked to contest and in which
 * order, what a contest does, and what a mandatory follow-up asks of a placement. Where the flow
 * needs to know whether something is possible, it asks the placement rules (src/ds/rules/placement),
 * so the steps offered and the events accepted come from the same checks.
 */

/** The support unit `id` names, if it names one. */
export function supportUnitOf(state: DsGameState, id: string): SupportUnit | undefined {
  const c = state.counters.get(id)?.counter;
  return c?.kind === 'support' ? c : undefined;
}

/**
 * SU-4 (2.2.3) unplacedHasNoEffect: the situation the placement rules are asked in. A pending unit
 * has no effect on the map: it waits in its Force Pool, or, a CV Strike being flipped from its CV
 * Fleet side, in its CV Fleet's hex, left out of `placed` until it is successfully placed again.
 */
export function placementSituation(phasing: Faction, slice: PlacementSlice): PlacementSituation {
  const pending = slice.pending;
  if (!pending) return { phasing, placed: slice.placed };
  return { phasing, placed: slice.placed.filter((u) => u !== pending.unit), pending };
}

/** SU-2 (2.2.3) contestOrder: the non-phasing factions not yet asked, "Axis, Western, Soviet". */
export function contestOrder(phasing: Faction, asked: readonly Faction[]): Faction[] {
  return nonPhasing(phasing).filter((f) => !asked.includes(f));
}

/**
 * SU-3 (2.2.3) successfullyPlaced: "Once successfully placed, a support unit cannot be contested
 * again in that Segment." CT-14 (2.2.3): "A CV Strike unit may be contested as it is being flipped
 * from its CV Fleet side", although its CV Fleet was successfully placed.
 */
export function mayBeContested(state: DsGameState, slice: PlacementSlice, unitId: string): boolean {
  const unit = supportUnitOf(state, unitId);
  if (!unit) return false;
  return !slice.placed.includes(unitId) || supportFace(unit) === 'cvStrike';
}

/**
 * CV-1 (2.2.3.6) convoyNotContestable: only a support unit's placement is contested, never a
 * marker's ("Convoy marker placement cannot be contested – only support unit placement"). The
 * Escort Troop Convoy is contested as the support unit it is first placed as.
 */
export function isContestable(state: DsGameState, counterId: string): boolean {
  return state.counters.get(counterId)?.counter.kind === 'support';
}

/** A contest the rules allow: the unit, with `side: 'cvStrike'` when a CV Fleet contests on its CV Strike side. */
export interface ContestOption {
  readonly unit: string;
  readonly side?: 'cvStrike';
}

/**
 * CT-1, CT-16 (2.2.3.2): every single unit of `faction`'s Force Pool, on every side, that could
 * contest the pending placement. The contest rules read a unit's side and nationality only, so the
 * sides are worked out once per placement class (placement-class.ts) and listed for each unit of it.
 */
export function contestOptions(state: DsGameState, faction: Faction, slice: PlacementSlice): ContestOption[] {
  const sidesOf = classSides(state, slice, faction);
  const out: ContestOption[] = [];
  for (const { counter } of contentsOf(state, { kind: 'forcePool', faction })) {
    if (counter.kind !== 'support') continue;
    for (const side of sidesOf(counter)) out.push(side === 'cvStrike' ? { unit: counter.id, side } : { unit: counter.id });
  }
  return out;
}

/** Whether some unit of `faction` could contest the pending placement: stops at the first that can. */
export function mayContest(state: DsGameState, faction: Faction, slice: PlacementSlice): boolean {
  const sidesOf = classSides(state, slice, faction);
  return contentsOf(state, { kind: 'forcePool', faction }).some(({ counter }) => counter.kind === 'support' && sidesOf(counter).length > 0);
}

/** The legal contest sides of a unit, asked of the first unit of each placement class only. */
function classSides(state: DsGameState, slice: PlacementSlice, faction: Faction): (unit: SupportUnit) => readonly ContestSide[] {
  const s = placementSituation(state.game.phasing, slice);
  const byClass = new Map<string, readonly ContestSide[]>();
  return (unit) => {
    const key = placementClassOf(unit);
    let sides = byClass.get(key);
    if (!sides) {
      sides = contestSides(state, faction, unit.id, s);
      byClass.set(key, sides);
    }
    return sides;
  };
}

/** Who is asked to contest the pending placement next, and who is passed over on the way. */
export interface ContestOffer {
  readonly asking?: Faction;
  readonly passedOver: readonly Faction[];
}

/**
 * SU-2 (2.2.3): the next faction to ask about the pending placement, and those passed over on the
 * way because none of their units could contest it ("If it cannot be put in the placement location,
 * it cannot contest there", 2.2.3.2). No one is asked about a placement that cannot be contested.
 */
export function nextToAsk(state: DsGameState, slice: PlacementSlice): ContestOffer {
  const remaining = contestOrder(state.game.phasing, slice.asked);
  const pending = slice.pending;
  if (!pending || !isContestable(state, pending.unit) || !mayBeContested(state, slice, pending.unit)) return { passedOver: remaining };
  const passedOver: Faction[] = [];
  for (const faction of remaining) {
    if (mayContest(state, faction, slice)) return { asking: faction, passedOver };
    passedOver.push(faction);
  }
  return { passedOver };
}

/**
 * SU-2 (2.2.3): only the non-phasing faction being asked answers a contest offer; the phasing
 * faction never contests its own placement.
 */
export function answerViolations(phasing: Faction, asking: Faction | undefined, faction: Faction): Violation[] {
  if (faction === phasing) return [{ rule: '2.2.3', code: 'contest.phasingFaction', message: `The ${FACTION_NAMES[faction]} faction is placing this unit: only its enemies may contest it.` }];
  if (asking === undefined) return [{ rule: '2.2.3', code: 'contest.noOffer', message: 'No faction is being asked to contest right now.' }];
  if (faction !== asking) return [{ rule: '2.2.3', code: 'contest.notYourTurn', message: `The ${FACTION_NAMES[asking]} faction is being asked now; enemy factions answer one at a time, in the order Axis, Western, Soviet.` }];
  return [];
}

/**
 * CT-3 (2.2.3.2) contestOutcome: "An Air unit goes in the Delay Box. A Fleet unit goes in the Naval
 * Warfare Delay Box. … only its unit type determines which Box", by the side it is on: a CV Fleet
 * contesting on its CV Strike side, or a CV Strike being placed, goes to the Delay Box. Bombers and
 * Interceptors ("treated as if it were an Air Force") go there too (docs/rulings.md R-CONTEST-BOXES).
 */
export function contestDestination(unit: SupportUnit, side?: 'cvStrike'): Place {
  return side !== 'cvStrike' && isFleetUnit(unit) ? { kind: 'navalWarfareDelayBox' } : { kind: 'delayBox' };
}

/** SU-8 (2.2.3.1): the place a support unit target names. */
export function targetPlace(to: SupportTarget): Place {
  switch (to.kind) {
    case 'hex': return { kind: 'hex', hex: to.hex };
    case 'onStation': return { kind: 'navalZone', zone: to.zone, box: 'onStation' };
    case 'strategicWarfareBox': return { kind: 'strategicWarfareBox' };
  }
}

/**
 * FP-4, FP-8 (2.2.3.1; gaps §2 #8, #9) mandatoryFollowUpPossible: a CV Fleet placed in a hex "must"
 * place its CV Strike within one hex, and a Surface Fleet placed in an All-Sea hex "must" place a
 * Beachhead-1. A placement whose mandatory follow-up could not then be made is not a legal placement
 * (docs/rulings.md R-MANDATORY-FOLLOW-UP). No contest can change the answer: a contested unit
 * leaves, and an uncontested one stands exactly as tried here. The follow-up is asked as if the
 * unit stood at `to` without building that game state: the unit is left out of every fact of the
 * map its follow-up reads, so only its own place differs (one new state per candidate made the
 * enumerator re-derive every fact thousands of times).
 */
export function mandatoryFollowUpViolations(state: DsGameState, unit: string, to: SupportTarget, s: PlacementSituation): Violation[] {
  // Asked by the enumerator and again by the check of each listed event: once per state is enough.
  // The answer reads the phasing faction only (the unit counts as placed whatever else is).
  return [...situationContext(state, s).memo(['followUp', s.phasing, unit, to.kind, targetId(to)], () => followUpViolations(state, unit, to, s))];
}

function followUpViolations(state: DsGameState, unit: string, to: SupportTarget, s: PlacementSituation): Violation[] {
  if (!supportUnitOf(state, unit)) return [];
  const followUp = placementFollowUp(state, { phasing: s.phasing, placed: s.placed, pending: { unit, to } });
  if ((followUp !== 'cvStrike' && followUp !== 'beachheadRequired') || to.kind !== 'hex') return [];
  const then: PlacementSituation = { phasing: s.phasing, placed: [...s.placed, unit] };
  if (followUp === 'cvStrike' && !cvStrikePossibleFrom(state, unit, to.hex, then)) {
    return [{ rule: '2.2.3.1', code: 'placement.noCvStrikeHex', message: 'A CV Fleet placed in a hex must at once place its CV Strike within one hex, and no hex there could take it: place the CV Fleet somewhere else.' }];
  }
  if (followUp === 'beachheadRequired' && !beachheadPossibleFrom(state, unit, to.hex, then)) {
    return [{ rule: '2.2.3.4', code: 'placement.noBeachheadPossible', message: 'A Surface Fleet placed in an All-Sea hex must at once be exchanged for a Beachhead-1 marker from your Force Pool, and no Beachhead marker could be placed here: place the Surface Fleet somewhere else.' }];
  }
  return [];
}
