import type { Nationality } from './nationalities.ts';

/**
 * Ground unit types the DS rules distinguish (2.3, 4.1.1, 4.2.3.3, 4.2.3.6...). The rules also
 * speak of "armor-type" and "infantry-type" units; `isArmorType` gives the reading taken
 * (docs/rulings.md R-ARMOR-TYPE: mech counts as armor-type, as the 7-6-2 example of 4.2.6.1 does).
 */
export const GROUND_UNIT_TYPES = [
  'infantry', 'armor', 'mech', 'cavalry', 'airborne', 'marine', 'hq', 'fortress', 'garrison',
] as const;
export type GroundUnitType = (typeof GROUND_UNIT_TYPES)[number];

/** Kinds of fortress unit (2.3.2: fortress conversion; 2.3.2.4: Line forts; port-a-forts). */
export const FORT_KINDS = ['fortress', 'line', 'portAFort'] as const;
export type FortKind = (typeof FORT_KINDS)[number];

/** Combat and movement values as printed: attack-defense-movement, e.g. 7-6-2. */
export interface UnitValues {
  readonly attack: number;
  readonly defense: number;
  readonly movement: number;
}

export interface GroundUnit {
  readonly kind: 'ground';
  readonly id: string;
  /** Name as printed, e.g. '15th Army', 'Kiangsu 9th War Zone'. */
  readonly name: string;
  readonly nationality: Nationality;
  readonly type: GroundUnitType;
  readonly values: UnitValues;
  /** Step Value printed on the counter (1, 2 or 3 steps; 2.3 Combination and Breakdown). */
  readonly steps: number;
  /** Squares instead of dots: colonial, Kwantung and Garrison units (2.3.1.2). */
  readonly stepMarks: 'dots' | 'squares';
  readonly elite: boolean;
  readonly colonial: boolean;
  readonly kwantung: boolean;
  /** Exp units may attack beside any units of their faction (4.2.1 exception). */
  readonly exp: boolean;
  /** Units with a Delay Stripe go to the Delay Box instead of the Force Pool when removed (2.3). */
  readonly delayStripe: boolean;
  readonly fortKind?: FortKind;
  /** Further designations printed on the counter: Def, IG, FE, Guards, Shock, Res, Per... */
  readonly designations: readonly string[];
  /** What is printed on the back; absent when the back is blank. */
  readonly back?: UnitValues & { readonly label?: string };
}

export const isArmorType = (u: GroundUnit): boolean => u.type === 'armor' || u.type === 'mech';
export const isHq = (u: GroundUnit): boolean => u.type === 'hq';

/** Printed values in the rulebook's own notation: '7-6-2'. */
export const formatValues = (v: UnitValues): string => `${v.attack}-${v.defense}-${v.movement}`;
