import type { Violation } from '../../../core/violation.ts';
import { counterFaction } from '../../model/counters.ts';
import type { Place } from '../../model/places.ts';
import type { DsGameState } from '../../model/state.ts';
import { cvStrikeHexViolations } from './air-placement.ts';
import { placementContext } from './context.ts';
import { unitLabel } from './names.ts';
import { restrictionViolations } from './restrictions.ts';
import type { PlacementSituation } from './situation.ts';

const v = (code: string, message: string): Violation => ({ rule: '2.2.3.1', code, message });

/**
 * AP-10, AP-11, AP-12 with PR-1, PR-2, PR-4..PR-9 (2.2.3.1, 2.2.3.3) cvStrikeCheck: the CV Fleet
 * `cvFleet`, successfully placed in a hex this Segment (AP-10), flips and puts its CV Strike in
 * `hex`, within one hex (AP-11) along an Air Unit Path from the CV Fleet's hex, its Air Base
 * (AP-12). The CV Strike is an Air unit, so PR-1 applies to it. The CV Fleet itself is left out of
 * the map's facts: it becomes the CV Strike being placed.
 */
export function cvStrikeCheck(state: DsGameState, cvFleet: string, hex: string, s: PlacementSituation): Violation[] {
  return cvStrikeCheckAt(state, cvFleet, state.counters.get(cvFleet)?.at, hex, s);
}

/**
 * cvStrikeCheck with the CV Fleet standing at `fleetAt`: its own place, or the hex a placement
 * being tried would put it in. Since the CV Fleet is left out of every fact of the map, where it
 * stands changes nothing else, so a tried placement needs no new game state (FP-4 pre-check).
 */
function cvStrikeCheckAt(state: DsGameState, cvFleet: string, fleetAt: Place | undefined, hex: string, s: PlacementSituation): Violation[] {
  const placed = state.counters.get(cvFleet);
  if (placed?.counter.kind !== 'support') return [v('cvStrike.unknownFleet', `There is no support unit "${cvFleet}" in this game.`)];
  const unit = placed.counter;
  if (unit.type !== 'cvFleet') return [v('cvStrike.notCvFleet', `${unitLabel(state, cvFleet)} is not a CV Fleet; only a CV Fleet flips to a CV Strike (2.2.3.1).`)];
  if (fleetAt?.kind !== 'hex' || !s.placed.includes(cvFleet) || counterFaction(unit, state.countries) !== s.phasing) {
    return [v('cvStrike.fleetNotPlaced', `${unitLabel(state, cvFleet)} has not just been successfully placed in a hex; a CV Strike is placed only immediately after its CV Fleet was (2.2.3.1).`)];
  }
  if (!state.board.hexes[hex]) return [v('cvStrike.unknownHex', `There is no hex ${hex} on this map.`)];
  const ctx = placementContext(state, s.pending ? [cvFleet, s.pending.unit] : [cvFleet]);
  const to = { kind: 'hex', hex } as const;
  // The restrictions depend on the CV Strike's hex, not on its CV Fleet's: asked once per hex.
  const restrictions = ctx.memo(['cvStrikeRestrictions', s.phasing, cvFleet, hex], () =>
    restrictionViolations(ctx, { unit, face: 'cvStrike', to, faction: s.phasing, phasing: s.phasing, contesting: false }));
  return [...cvStrikeHexViolations(ctx, fleetAt.hex, hex), ...restrictions];
}

/** Every hex where the CV Strike of `cvFleet` may go: its own hex and the six around it, as allowed. */
export function cvStrikeChoices(state: DsGameState, cvFleet: string, s: PlacementSituation): string[] {
  const at = state.counters.get(cvFleet)?.at;
  if (at?.kind !== 'hex') return [];
  return [at.hex, ...state.board.grid.neighbours(at.hex)].filter((h) => cvStrikeCheckAt(state, cvFleet, at, h, s).length === 0);
}

/** Whether the CV Strike of `cvFleet` standing in `fleetHex` could go anywhere (see cvStrikeCheckAt); stops at the first hex found. */
export function cvStrikePossibleAt(state: DsGameState, cvFleet: string, fleetHex: string, s: PlacementSituation): boolean {
  const at: Place = { kind: 'hex', hex: fleetHex };
  return [fleetHex, ...state.board.grid.neighbours(fleetHex)].some((h) => cvStrikeCheckAt(state, cvFleet, at, h, s).length === 0);
}
