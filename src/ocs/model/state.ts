import type { HexGrid } from '../../core/hex/grid.ts';
import type { HexId } from '../../core/hex/hex-id.ts';
import type { PieceStore } from '../../core/pieces/store.ts';
import type { Piece } from './pieces.ts';
import type { Place } from './places.ts';
import type { Player, SideId } from './sides.ts';
import type { HexsideFeature, OcsHex } from './terrain.ts';

/** 4.2 is not in the seed: how fractions round (R-OCS-ROUNDING). */
export const ROUNDINGS = ['halfUp', 'halfDown'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

export interface OcsBoard {
  readonly grid: HexGrid;
  readonly hexes: Readonly<Record<HexId, OcsHex>>;
  /** Features by hexside key (`HexGrid.hexsideKey`). */
  readonly hexsides: ReadonlyMap<string, readonly HexsideFeature[]>;
}

/** The game's frame: whose player turn it is, the order of play, and the settings the scenario gives for rules the seed cites. */
export interface GameFrame {
  readonly turn: number;
  readonly date: string;
  readonly players: readonly Player[];
  /** Who plays first in each game turn (initiative, not in the seed: R-OCS-SEQUENCE). */
  readonly playerOrder: readonly SideId[];
  readonly phasing: SideId;
  readonly rounding: Rounding;
  /** 12.4 draw range, not in the seed: combat supply comes from dumps and loads this close to the defending hex (R-OCS-COMBAT-SUPPLY). */
  readonly combatSupplyRange: number;
  /** 9.14c: how far displaced Transport Points go (the example's "up to ten hexes", R-OCS-DISPLACEMENT). */
  readonly displacementRange: number;
}

/** Facts the seed cites but does not define, as data (docs/rulings.md). */
export interface OcsFacts {
  /** 12.0 trace supply: the hexes in trace supply for each side; a side not listed is in trace supply everywhere (R-OCS-TRACE-SUPPLY). */
  readonly traceSupply: Readonly<Record<SideId, ReadonlySet<HexId>>>;
}

/** A checked OCS game: the map, the pieces in their places, the frame and the facts. */
export interface OcsGame {
  readonly scenario: { readonly name: string; readonly description: string; readonly simplifications: readonly string[] };
  readonly frame: GameFrame;
  readonly board: OcsBoard;
  readonly pieces: PieceStore<Piece, Place>;
  readonly facts: OcsFacts;
}
