import { expandGroups, type EventGroup } from '../../core/step.ts';
import type { Violation } from '../../core/violation.ts';
import type { DsEvent, SupportTarget } from '../events/index.ts';
import type { SupportUnit } from '../model/support-units.ts';
import { contentsOf } from '../model/contents.ts';
import { devastationTargetViolations, devastationTargets } from '../rules/devastation.ts';
import {
  beachheadOptions, beachheadViolations, contestViolations, convoyOptions, convoyViolations, cvStrikeHexes, cvStrikeViolations,
  supportPlacementTargets, supportPlacementViolations, type PlacementFollowUp, type PlacementSituation,
} from '../rules/placement/index.ts';
import { placementClassOf } from '../rules/placement/placement-class.ts';
import { answerViolations, contestOptions, mandatoryFollowUpViolations, placementSituation } from '../rules/placement-flow.ts';
import type { DsTurnContext } from '../turn/context.ts';
import type { StepLegality } from './step.ts';
import { STEP_IDS } from './step-ids.ts';

/**
 * 2.2.3 Support Unit and Convoy Marker Placement, one StepLegality per leaf step of its loop. Checks
 * are the flow's own (who answers, what a mandatory follow-up needs) and the placement rules of
 * src/ds/rules/placement; enumerators list the rules' own options, which pass the same checks.
 */

const situation = (ctx: DsTurnContext) => placementSituation(ctx.game.game.phasing, ctx.turn.placement);

/** Where `unit` may be placed now, its mandatory follow-up included. */
function placeableTargets(ctx: DsTurnContext, unit: SupportUnit, s: PlacementSituation): readonly SupportTarget[] {
  const targets = supportPlacementTargets(ctx.game, unit.id, s);
  // Only a fleet placed in a hex owes a mandatory follow-up (FP-4 CV Strike, FP-8 Beachhead-1):
  // the thousands of Air Force and Bomber hexes need not ask.
  const owes = unit.type === 'cvFleet' || unit.type === 'surfaceFleet';
  return owes ? targets.filter((to) => to.kind !== 'hex' || mandatoryFollowUpViolations(ctx.game, unit.id, to, s).length === 0) : targets;
}

/** The follow-up owed now by the unit just successfully placed. */
export const followUpDue = (ctx: DsTurnContext): PlacementFollowUp => ctx.turn.placement.followUp?.kind ?? 'none';

/** The unit owing the follow-up `kind`, if that is the one due. */
const owing = (ctx: DsTurnContext, ...kinds: PlacementFollowUp[]): string | undefined => {
  const f = ctx.turn.placement.followUp;
  return f && kinds.includes(f.kind) ? f.unit : undefined;
};

/** AP-3 / BH-1: an Air Force at sea is asked about a Beachhead-2 only when some exchange is open to it. */
export function beachheadTwoOffered(ctx: DsTurnContext): boolean {
  const unit = owing(ctx, 'beachheadOptional');
  return unit !== undefined && beachheadOptions(ctx.game, unit, situation(ctx)).length > 0;
}

/** DV-2: the Devastation choice is asked only when an enemy Detachment or Logistics marker is in the hex. */
export function devastationTargetOffered(ctx: DsTurnContext): boolean {
  const bomber = owing(ctx, 'devastation');
  return bomber !== undefined && devastationTargets(ctx.game, bomber, ctx.game.game.phasing).length > 0;
}

const noFollowUp: Violation = { rule: '2.2.3', code: 'placement.noFollowUp', message: 'No successfully placed unit is waiting for this follow-up.' };

/**
 * 3a: place a support unit (SU-1 from the Force Pool, SU-8 in a hex, On Station Box or the Strategic
 * Warfare Box, as the rules limit it, and only where its mandatory follow-up can be made), place a
 * Convoy marker (SU-5, not contested: CV-1), or declare the step finished (SU-6
 * placementLoopContinues, SU-7 noObligation: nothing must be placed).
 */
export const chooseStep: StepLegality = {
  id: STEP_IDS.supportPlacementChoose,
  accepts: ['PLACE_SUPPORT', 'PLACE_CONVOY', 'DONE'],
  // Targets are filtered by the same placement and follow-up checks; convoy zones by the convoy check (mode-blind).
  exact: true,
  check(ctx, e) {
    const s = situation(ctx);
    if (e.type === 'PLACE_SUPPORT') {
      const rules = supportPlacementViolations(ctx.game, e.unit, e.to, s);
      return rules.length > 0 ? rules : mandatoryFollowUpViolations(ctx.game, e.unit, e.to, s);
    }
    if (e.type === 'PLACE_CONVOY') return convoyViolations(ctx.game, e.marker, e.zone, e.mode, s);
    return [];
  },
  enumerate: (ctx) => expandGroups(placementGroups(ctx)),
  // Thousands of placements on a full board: one group per unit, its targets the values of `to`.
  enumerateGroups: placementGroups,
};

/**
 * SU-1, SU-5, SU-6: each Force Pool support unit with every target it may be placed in (one list
 * shared by the units of a placement class), each Convoy placement, and DONE.
 */
function placementGroups(ctx: DsTurnContext): EventGroup<DsEvent>[] {
  const s = situation(ctx);
  const units = contentsOf(ctx.game, { kind: 'forcePool', faction: s.phasing }).filter((p) => p.counter.kind === 'support');
  // Units of one placement class have the same targets: worked out for the first of each.
  const byClass = new Map<string, readonly SupportTarget[]>();
  const out: EventGroup<DsEvent>[] = [];
  for (const { counter } of units) {
    if (counter.kind !== 'support') continue;
    const key = placementClassOf(counter);
    let targets = byClass.get(key);
    if (!targets) {
      targets = placeableTargets(ctx, counter, s);
      byClass.set(key, targets);
    }
    if (targets.length > 0) out.push({ base: { type: 'PLACE_SUPPORT', unit: counter.id, to: targets[0]! }, field: 'to', values: targets });
  }
  for (const c of convoyOptions(ctx.game, s)) out.push({ base: { type: 'PLACE_CONVOY', ...c } });
  out.push({ base: { type: 'DONE' } });
  return out;
}

/** 3c: the non-phasing faction asked contests the pending placement with one unit, or lets it stand (SU-2, SU-7). */
export const contestStep: StepLegality = {
  id: STEP_IDS.supportPlacementContest,
  accepts: ['CONTEST', 'DECLINE_CONTEST'],
  check(ctx, e) {
    if (e.type !== 'CONTEST' && e.type !== 'DECLINE_CONTEST') return [];
    const answer = answerViolations(ctx.game.game.phasing, ctx.turn.placement.asking, e.faction);
    if (answer.length > 0 || e.type === 'DECLINE_CONTEST') return answer;
    return contestViolations(ctx.game, e.faction, e.unit, situation(ctx), e.side);
  },
  enumerate(ctx) {
    const asking = ctx.turn.placement.asking;
    if (asking === undefined) return [];
    const contests = contestOptions(ctx.game, asking, ctx.turn.placement).map((o): DsEvent => ({ type: 'CONTEST', faction: asking, ...o }));
    return [...contests, { type: 'DECLINE_CONTEST', faction: asking }];
  },
};

/** 3e, FP-4: the successfully placed CV Fleet flips and places its CV Strike within one hex (AP-10..AP-12). */
export const cvStrikeStep: StepLegality = {
  id: STEP_IDS.supportPlacementCvStrike,
  accepts: ['PLACE_CV_STRIKE'],
  check(ctx, e) {
    const fleet = owing(ctx, 'cvStrike');
    if (e.type !== 'PLACE_CV_STRIKE') return [];
    return fleet === undefined ? [noFollowUp] : cvStrikeViolations(ctx.game, fleet, e.hex, situation(ctx));
  },
  enumerate(ctx) {
    const fleet = owing(ctx, 'cvStrike');
    return fleet === undefined ? [] : cvStrikeHexes(ctx.game, fleet, situation(ctx)).map((hex): DsEvent => ({ type: 'PLACE_CV_STRIKE', hex }));
  },
};

/** PLACE_BEACHHEAD by the unit owing the exchange (BH-1..BH-8, 2.2.3.4). */
function beachheadStep(id: string, kind: 'beachheadRequired' | 'beachheadOptional'): StepLegality {
  const optional = kind === 'beachheadOptional';
  return {
    id,
    accepts: optional ? ['PLACE_BEACHHEAD', 'DECLINE_BEACHHEAD'] : ['PLACE_BEACHHEAD'],
    check(ctx, e) {
      const unit = owing(ctx, kind);
      if (unit === undefined) return [noFollowUp];
      return e.type === 'PLACE_BEACHHEAD' ? beachheadViolations(ctx.game, unit, e.marker, e.arrowTo, situation(ctx)) : [];
    },
    enumerate(ctx) {
      const unit = owing(ctx, kind);
      if (unit === undefined) return [];
      const exchanges = beachheadOptions(ctx.game, unit, situation(ctx)).map((o): DsEvent => ({ type: 'PLACE_BEACHHEAD', ...o }));
      return optional ? [...exchanges, { type: 'DECLINE_BEACHHEAD' }] : exchanges;
    },
  };
}

/** 3e, FP-8 / BH-2: the successfully placed Surface Fleet must be exchanged for a Beachhead-1. */
export const surfaceFleetBeachheadStep = beachheadStep(STEP_IDS.supportPlacementSurfaceFleetBeachhead, 'beachheadRequired');

/** 3e, AP-3 / BH-1: the successfully placed Air Force may be exchanged for a Beachhead-2, or stay. */
export const airForceBeachheadStep = beachheadStep(STEP_IDS.supportPlacementAirForceBeachhead, 'beachheadOptional');

/** 3e, CV-9: the Air Force or Surface Fleet successfully placed On Station becomes an Escort Troop Convoy, or not. */
export const escortStep: StepLegality = {
  id: STEP_IDS.supportPlacementEscort,
  accepts: ['ESCORT_CONVOY'],
  check: (ctx) => (owing(ctx, 'escortDecision') === undefined ? [noFollowUp] : []),
  enumerate: (ctx) => (owing(ctx, 'escortDecision') === undefined ? [] : [{ type: 'ESCORT_CONVOY', escort: true }, { type: 'ESCORT_CONVOY', escort: false }]),
};

/** 3e, DV-2: one enemy Detachment or Logistics marker in the Devastation hex may go to the Delay Box. */
export const devastationTargetStep: StepLegality = {
  id: STEP_IDS.supportPlacementDevastationTarget,
  accepts: ['DEVASTATION_TARGET'],
  check(ctx, e) {
    const bomber = owing(ctx, 'devastation');
    if (e.type !== 'DEVASTATION_TARGET') return [];
    return bomber === undefined ? [noFollowUp] : devastationTargetViolations(ctx.game, bomber, ctx.game.game.phasing, e.marker);
  },
  enumerate(ctx) {
    const bomber = owing(ctx, 'devastation');
    if (bomber === undefined) return [];
    const targets = devastationTargets(ctx.game, bomber, ctx.game.game.phasing).map((marker): DsEvent => ({ type: 'DEVASTATION_TARGET', marker }));
    return [{ type: 'DEVASTATION_TARGET' }, ...targets];
  },
};

/** 2.2.3 Support Unit and Convoy Marker Placement. */
export const placementSteps: readonly StepLegality[] = [
  chooseStep, contestStep, cvStrikeStep, surfaceFleetBeachheadStep, airForceBeachheadStep, escortStep, devastationTargetStep,
];
