import type { HexId } from '../../core/hex/hex-id.ts';
import type { CaptureColumn } from '../data/capture.sample.ts';
import type { SideId } from '../model/sides.ts';

/**
 * Specialized Combats (9.14) owed, as data: what is left to decide in the hexes enemy
 * Attack-Capable units entered. The automatic parts (ships, ports, hedgehogs, air bases) are done
 * as the hex is entered; these are the rolls and the owners' choices.
 */
interface TaskBase {
  readonly hex: HexId;
  readonly capturer: SideId;
  readonly owner: SideId;
  /** 9.14c: captured Transport Points may move at once only when captured in the Movement Phase. */
  readonly movementPhase: boolean;
}

/** A Capture Table roll for a column (9.14b dumps, 9.14c trucks and wagons), or an Air Base Capture Table roll for one plane (9.14f). */
export type RollTask = TaskBase & (
  | { readonly kind: 'captureRoll'; readonly column: CaptureColumn; readonly pieces: readonly string[] }
  | { readonly kind: 'airBaseRoll'; readonly aircraft: string }
);

/** 9.14c: with several Transport Point counters in a column, the owner decides which are captured. */
export interface AllotTask extends TaskBase {
  readonly kind: 'allot';
  readonly column: CaptureColumn;
  readonly pieces: readonly string[];
  readonly points: number;
  readonly percent: number;
}

/** A displacement chosen by the owner: Transport Points (9.14c), a collapsing Extender (9.14d), a surviving plane (9.14f). */
export interface DisplaceTask extends TaskBase {
  readonly kind: 'displace';
  readonly piece: string;
  readonly why: 'transport' | 'extender' | 'aircraft';
}

export type SpecializedTask = RollTask | AllotTask | DisplaceTask;
