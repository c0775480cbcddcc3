import type { Counter } from './counters.ts';
import type { Country } from './countries.ts';
import type { UndefinedFacts } from './facts.ts';
import type { GameInfo } from './game.ts';
import type { NavalZone, OffMapBox, RestrictedWaterway } from './naval.ts';
import type { Place } from './places.ts';
import type { Hex, Hexside } from './terrain.ts';
import type { WeatherArea } from './weather.ts';
import type { HexGrid } from '../../core/hex/index.ts';
import type { PieceStore } from '../../core/pieces/store.ts';

/** A counter together with the one place it is in. */
export interface Placed<C extends Counter = Counter> {
  readonly counter: C;
  readonly at: Place;
}

/**
 * The counters of a game and their places (core's piece store, keyed by `placeKey`): by id and by
 * place in O(1), a move copying two small chunks, one order (the scenario's). It serializes as the
 * record of counters by id it replaced (`{ "<id>": { counter, at } }`, in that order).
 */
export type CounterStore = PieceStore<Counter, Place, Placed>;

/** The map: its hexes, hexsides with features, and the grid that answers geometry questions. */
export interface Board {
  readonly maps: readonly { readonly letter: string; readonly name: string; readonly rowOffset: number }[];
  readonly hexes: Readonly<Record<string, Hex>>;
  /** Hexsides that carry a feature, by the grid's hexside key. */
  readonly hexsides: Readonly<Record<string, Hexside>>;
  readonly grid: HexGrid;
}

/**
 * A Dai Senso! game in progress. Counters are kept by id in a piece store and each carries its
 * single place, so "every counter is in exactly one place" holds by construction; the contents of a
 * place are kept by the store, move by move.
 * States are never mutated: every change returns a new state.
 */
export interface DsGameState {
  readonly scenario: { readonly name: string; readonly description: string };
  readonly game: GameInfo;
  readonly board: Board;
  readonly countries: Readonly<Record<string, Country>>;
  readonly navalZones: Readonly<Record<string, NavalZone>>;
  readonly restrictedWaterways: readonly RestrictedWaterway[];
  readonly offMapBoxes: Readonly<Record<string, OffMapBox>>;
  readonly weatherAreas: Readonly<Record<string, WeatherArea>>;
  readonly counters: CounterStore;
  readonly facts: UndefinedFacts;
}
