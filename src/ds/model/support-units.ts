import type { Nationality } from './nationalities.ts';

/**
 * Support units (2.2) and what their backs are. A CV Fleet flips to its CV Strike side
 * (2.2.3.1), a Bomber to a permanent Devastation marker (2.2.3.5), and Air Force and Surface Fleet
 * units carry an Escort Troop Convoy marker on the back (2.2.3.6).
 */
export const SUPPORT_UNIT_TYPES = ['airForce', 'interceptor', 'bomber', 'cvFleet', 'surfaceFleet', 'subFleet'] as const;
export type SupportUnitType = (typeof SUPPORT_UNIT_TYPES)[number];

export const SUPPORT_BACKS = {
  airForce: 'escortTroopConvoy',
  interceptor: undefined,
  bomber: 'devastation',
  cvFleet: 'cvStrike',
  surfaceFleet: 'escortTroopConvoy',
  subFleet: undefined,
} as const satisfies Record<SupportUnitType, string | undefined>;

export type SupportBack = NonNullable<(typeof SUPPORT_BACKS)[SupportUnitType]>;
export type SupportFace = SupportUnitType | SupportBack;

export const SUPPORT_FACE_NAMES: Readonly<Record<SupportFace, string>> = {
  airForce: 'Air Force',
  interceptor: 'Interceptor',
  bomber: 'Bomber',
  cvFleet: 'CV Fleet',
  surfaceFleet: 'Surface Fleet',
  subFleet: 'Sub Fleet',
  escortTroopConvoy: 'Escort Troop Convoy',
  devastation: 'Devastation',
  cvStrike: 'CV Strike',
};

export interface SupportUnit {
  readonly kind: 'support';
  readonly id: string;
  /** Name as printed, e.g. 'TF11'. */
  readonly name: string;
  readonly nationality: Nationality;
  readonly type: SupportUnitType;
  /** True when the back side is face up. */
  readonly flipped: boolean;
  readonly delayStripe: boolean;
}

/** The side now face up: the unit type, or its back when flipped. */
export function supportFace(u: SupportUnit): SupportFace {
  const back = SUPPORT_BACKS[u.type];
  return u.flipped && back !== undefined ? back : u.type;
}

/**
 * Air units are "Air Force or CV Strike" (4.2.3.1). The 2.2.3.3 clarification "A Bomber or Fleet
 * unit can be placed adjacent to a friendly Air unit" confirms Bombers are not Air units; the
 * Interceptor is not named either way and is read as not an Air unit (docs/rulings.md R-AIR-UNIT).
 */
export function isAirUnit(u: SupportUnit): boolean {
  const face = supportFace(u);
  return face === 'airForce' || face === 'cvStrike';
}

export function isFleetUnit(u: SupportUnit): boolean {
  const face = supportFace(u);
  return face === 'cvFleet' || face === 'surfaceFleet' || face === 'subFleet';
}
