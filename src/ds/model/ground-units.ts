import type { Nationality } from './nationalities.ts';

/**
 * Ground unit types the DS rules distinguish (2.3, 4.1.1, 4.2.3.3, 4.2.3.6...). The rules also
 * speak of "armor-type" and "infantry-type" units; `isArmorType` and `isInfantryType` give the
 * readings taken (docs/rulings.md R-ARMOR-TYPE: mech counts as armor-type, as the 7-6-2 example of
 * 4.2.6.1 does; R-INFANTRY-TYPE: the "0-1-0 garrison infantry" of 2.3.2.4 is infantry-type).
 */
export const GROUND_UNIT_TYPES = [
  'infantry', 'armor', 'mech', 'cavalry', 'airborne', 'marine', 'hq', 'fortress', 'garrison',
] as const;
export type GroundUnitType = (typeof GROUND_UNIT_TYPES)[number];

/** Kinds of fortress unit (2.3.2: fortress conversion; 2.3.2.4: Line forts; 2.3.2.2 port-a-forts). */
export const FORT_KINDS = ['fortress', 'line', 'portAFort'] as const;
export type FortKind = (typeof FORT_KINDS)[number];

/** The two kinds of step a multi-step unit is made of (2.3: "infantry-type steps", "armor-type step"). */
export const STEP_TYPES = ['infantry', 'armor'] as const;
export type StepType = (typeof STEP_TYPES)[number];

/** Combat and movement values as printed: attack-defense-movement, e.g. 7-6-2. */
export interface UnitValues {
  readonly attack: number;
  readonly defense: number;
  readonly movement: number;
}

/**
 * One step of a multi-step unit as its faction's Force Pool Display shows it (2.3): the one-step
 * unit that may be combined into that step, or taken when the unit breaks down. Steps are listed
 * in order: a 6-6-2 British mech army is infantry, infantry, then armor, so the third step added
 * or removed is the armor step (2.3 example).
 */
export interface StepSlot {
  readonly stepType: StepType;
  /** Nationalities whose one-step units fill this step; absent: the unit's own (2.3 Nationality Requirement). */
  readonly nationalities?: readonly Nationality[];
  /** A designation the one-step unit must carry: the ABDA Army's step is the British 'FE' infantry. */
  readonly designation?: string;
  /** A unit type the one-step unit must be (marine, airborne, cavalry...). */
  readonly unitType?: GroundUnitType;
  /** The one-step unit used is kept in the unit's Holding Box (AEx, CBI HQ, ABDA Army). */
  readonly holdingBox: boolean;
}

/** What one side of a ground unit counter shows. A unit's face-up side is the unit's own fields. */
export interface GroundSide {
  /** Name as printed, e.g. '15th Army', 'Kiangsu 9th War Zone'. */
  readonly name: string;
  /** A short label printed on this side ('FE', 'Cadre'), if any. */
  readonly label?: string;
  readonly type: GroundUnitType;
  readonly values: UnitValues;
  /** Step Value printed on this side (1, 2 or 3 steps; 2.3 Combination and Breakdown). */
  readonly steps: number;
  /** Squares instead of dots: colonial, Kwantung and Garrison units (2.3.1.2). */
  readonly stepMarks: 'dots' | 'squares';
  readonly elite: boolean;
  readonly colonial: boolean;
  readonly kwantung: boolean;
  /** Exp units may attack beside any units of their faction (4.2.1 exception). */
  readonly exp: boolean;
  readonly fortKind?: FortKind;
  /** Further designations printed on the counter: Def, IG, FE, Guards, Shock, Res, Per... */
  readonly designations: readonly string[];
  /**
   * The steps of a multi-step side as the Force Pool Display specifies them (2.3). Absent: the
   * side is made of infantry-type steps of the unit's own nationality only (2.3 Important).
   */
  readonly composition?: readonly StepSlot[];
}

export interface GroundUnit extends GroundSide {
  readonly kind: 'ground';
  readonly id: string;
  readonly nationality: Nationality;
  /** Units with a Delay Stripe go to the Delay Box instead of the Force Pool when removed (2.3). */
  readonly delayStripe: boolean;
  /** Hexes the unit may be placed in: those printed on the back of a 0-1-0 garrison infantry (2.3.2.4). */
  readonly restrictedTo?: readonly string[];
  /** The other side of the counter; absent when the back is blank. */
  readonly back?: GroundSide;
}

export const isArmorType = (u: GroundSide): boolean => u.type === 'armor' || u.type === 'mech';
export const isInfantryType = (u: GroundSide): boolean =>
  u.type === 'infantry' || u.type === 'cavalry' || u.type === 'airborne' || u.type === 'marine' || u.type === 'garrison';
export const isHq = (u: GroundSide): boolean => u.type === 'hq';

/** Printed values in the rulebook's own notation: '7-6-2'. */
export const formatValues = (v: UnitValues): string => `${v.attack}-${v.defense}-${v.movement}`;

/** Only the fields of a side (a unit's face-up side, or a back), nothing else. */
export function sideOf(u: GroundSide): GroundSide {
  return {
    name: u.name, type: u.type, values: u.values, steps: u.steps, stepMarks: u.stepMarks, elite: u.elite, colonial: u.colonial,
    kwantung: u.kwantung, exp: u.exp, designations: u.designations,
    ...(u.label !== undefined && { label: u.label }),
    ...(u.fortKind !== undefined && { fortKind: u.fortKind }),
    ...(u.composition !== undefined && { composition: u.composition }),
  };
}

/**
 * Flipped units by the unit flipped: counters are never mutated, so one flip serves every later
 * question (the step-loss and breakdown enumerators flip each Force Pool unit once per candidate).
 */
const flipped = new WeakMap<GroundUnit, GroundUnit>();

/** The unit turned over: its back becomes its face. A unit with a blank back cannot be flipped. */
export function flipGround(u: GroundUnit): GroundUnit {
  if (!u.back) return u;
  let out = flipped.get(u);
  if (!out) {
    out = {
      ...sideOf(u.back),
      kind: 'ground', id: u.id, nationality: u.nationality, delayStripe: u.delayStripe,
      ...(u.restrictedTo !== undefined && { restrictedTo: u.restrictedTo }),
      back: sideOf(u),
    };
    flipped.set(u, out);
  }
  return out;
}

/** The unit showing the side with `steps` steps (flipped if that is its back), if it has one. */
export function showingSteps(u: GroundUnit, steps: number): GroundUnit | undefined {
  if (u.steps === steps) return u;
  return u.back?.steps === steps ? flipGround(u) : undefined;
}

/** A unit with both sides of these step values: a one-step unit with a two-step unit on its other side... */
export const otherSideSteps = (u: GroundUnit): number | undefined => u.back?.steps;

/** 'Phayap Army 2-2-1 (2 steps)': how messages name a unit. */
export const describeGround = (u: GroundSide): string =>
  `${u.name} ${formatValues(u.values)}${u.steps > 1 ? ` (${u.steps} steps)` : ''}`;
