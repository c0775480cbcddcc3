/**
 * Counters of the teaching scenario and where each one is, written as data: a counter record
 * and a `Where`. Hexes are given by the name printed in them (resolved against the generated
 * map) or by id; everything else by the box it sits in.
 */
import type { ScenarioInput } from '../../src/ds/scenario/index.ts';
import type { Faction } from '../../src/ds/model/factions.ts';
import type { GroundUnitType } from '../../src/ds/model/ground-units.ts';
import type { MarkerType } from '../../src/ds/model/markers.ts';
import type { Nationality } from '../../src/ds/model/nationalities.ts';
import type { SupportUnitType } from '../../src/ds/model/support-units.ts';
import type { ZoneId } from './zones.ts';

export type CounterInput = NonNullable<ScenarioInput['counters']>[number];
type GroundInput = Extract<CounterInput, { kind: 'ground' }>;
type SupportInput = Extract<CounterInput, { kind: 'support' }>;
type MarkerInput = Extract<CounterInput, { kind: 'marker' }>;

export type BoxName = 'delayBox' | 'navalWarfareDelayBox' | 'strategicWarfareBox' | 'setAside';

export type Where =
  /** A hex, by the name printed in it or by id; `arrowTo` for Beachhead markers. */
  | { readonly hex: string; readonly arrowTo?: string }
  | { readonly pool: Faction }
  | { readonly holding: string }
  | { readonly zone: ZoneId; readonly zoneBox: 'onStation' | 'convoys' | 'used' }
  | { readonly offMap: string }
  | { readonly box: BoxName }
  | { readonly turn: number }
  | { readonly track: string; readonly space: number };

export interface Piece {
  readonly counter: CounterInput;
  readonly at: Where;
}

type GroundExtra = Partial<Omit<GroundInput, 'id' | 'kind' | 'name' | 'nationality' | 'type' | 'values'>>;

export function ground(
  id: string, name: string, nationality: Nationality, type: GroundUnitType, values: string, at: Where, extra: GroundExtra = {},
): Piece {
  return { counter: { id, kind: 'ground', name, nationality, type, values, ...extra }, at };
}

export function support(
  id: string, name: string, nationality: Nationality, type: SupportUnitType, at: Where, extra: Partial<Pick<SupportInput, 'flipped' | 'delayStripe'>> = {},
): Piece {
  return { counter: { id, kind: 'support', name, nationality, type, ...extra }, at };
}

export function marker(id: string, type: MarkerType, at: Where, extra: Partial<Omit<MarkerInput, 'id' | 'kind' | 'type'>> = {}): Piece {
  return { counter: { id, kind: 'marker', type, ...extra }, at };
}

export const inHex = (hex: string): Where => ({ hex });
export const inPool = (pool: Faction): Where => ({ pool });
export const inBox = (box: BoxName): Where => ({ box });
export const inZone = (zone: ZoneId, zoneBox: 'onStation' | 'convoys' | 'used'): Where => ({ zone, zoneBox });
