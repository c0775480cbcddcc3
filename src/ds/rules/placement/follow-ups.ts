import type { DsGameState } from '../../model/state.ts';
import { pendingPlacementFace } from './contest.ts';
import type { PlacementSituation } from './situation.ts';
import type { PlacementFollowUp } from '../../turn/slices/placement.ts';

export type { PlacementFollowUp };

/**
 * FP-4, FP-8, FP-9, AP-3, AP-5, AP-9 (2.2.3.1): the follow-up to the pending placement once every
 * non-phasing faction has declined to contest it. A CV Fleet placed in an On Station Box, a Sub
 * Fleet, a Bomber in the Strategic Warfare Box, an Air Force in a Land hex and a CV Strike ask
 * nothing more.
 */
export function placementFollowUp(state: DsGameState, s: PlacementSituation): PlacementFollowUp {
  const face = pendingPlacementFace(state, s);
  const to = s.pending?.to;
  if (!face || !to) return 'none';
  const atSea = to.kind === 'hex' && state.board.hexes[to.hex]?.terrain === 'allSea';
  switch (face) {
    case 'cvFleet': return to.kind === 'hex' ? 'cvStrike' : 'none';
    case 'surfaceFleet': return atSea ? 'beachheadRequired' : to.kind === 'onStation' ? 'escortDecision' : 'none';
    case 'airForce': return atSea ? 'beachheadOptional' : to.kind === 'onStation' ? 'escortDecision' : 'none';
    case 'bomber': return to.kind === 'hex' ? 'devastation' : 'none';
    default: return 'none';
  }
}
