import type { Violation } from '../../../core/violation.ts';
import { counterFaction } from '../../model/counters.ts';
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
  const placed = state.counters[cvFleet];
  if (placed?.counter.kind !== 'support') return [v('cvStrike.unknownFleet', `There is no support unit "${cvFleet}" in this game.`)];
  const unit = placed.counter;
  if (unit.type !== 'cvFleet') return [v('cvStrike.notCvFleet', `${unitLabel(state, cvFleet)} is not a CV Fleet; only a CV Fleet flips to a CV Strike (2.2.3.1).`)];
  if (placed.at.kind !== 'hex' || !s.placed.includes(cvFleet) || counterFaction(unit, state.countries) !== s.phasing) {
    return [v('cvStrike.fleetNotPlaced', `${unitLabel(state, cvFleet)} has not just been successfully placed in a hex; a CV Strike is placed only immediately after its CV Fleet was (2.2.3.1).`)];
  }
  if (!state.board.hexes[hex]) return [v('cvStrike.unknownHex', `There is no hex ${hex} on this map.`)];
  const ctx = placementContext(state, s.pending ? [cvFleet, s.pending.unit] : [cvFleet]);
  const to = { kind: 'hex', hex } as const;
  return [
    ...cvStrikeHexViolations(ctx, placed.at.hex, hex),
    ...restrictionViolations(ctx, { unit, face: 'cvStrike', to, faction: s.phasing, phasing: s.phasing, contesting: false }),
  ];
}

/** Every hex where the CV Strike of `cvFleet` may go: its own hex and the six around it, as allowed. */
export function cvStrikeChoices(state: DsGameState, cvFleet: string, s: PlacementSituation): string[] {
  const at = state.counters[cvFleet]?.at;
  if (at?.kind !== 'hex') return [];
  return [at.hex, ...state.board.grid.neighbours(at.hex)].filter((h) => cvStrikeCheck(state, cvFleet, h, s).length === 0);
}
