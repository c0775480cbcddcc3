import { describe, expect, it } from 'vitest';
import {
  SUPPORT_BACKS, SUPPORT_FACE_NAMES, SUPPORT_UNIT_TYPES, isAirUnit, isFleetUnit, supportFace,
  type SupportFace, type SupportUnit, type SupportUnitType,
} from '../../../src/ds/model/support-units.ts';

const unit = (type: SupportUnitType, flipped = false): SupportUnit =>
  ({ kind: 'support', id: `${type}-${flipped ? 'back' : 'front'}`, name: type, nationality: 'us', type, flipped, delayStripe: false });

describe('support unit backs (docs/rulings.md R-SUPPORT-BACKS)', () => {
  it('CV Fleet flips to CV Strike (2.2.3.1)', () => {
    expect(SUPPORT_BACKS.cvFleet).toBe('cvStrike');
    expect(supportFace(unit('cvFleet'))).toBe('cvFleet');
    expect(supportFace(unit('cvFleet', true))).toBe('cvStrike');
  });

  it('Bomber flips to a Devastation marker (2.2.3.5)', () => {
    expect(supportFace(unit('bomber', true))).toBe('devastation');
  });

  it('Air Force and Surface Fleet carry an Escort Troop Convoy on the back (2.2.3.6)', () => {
    expect(supportFace(unit('airForce', true))).toBe('escortTroopConvoy');
    expect(supportFace(unit('surfaceFleet', true))).toBe('escortTroopConvoy');
  });

  it('Interceptors and Sub Fleets have no back the rules use: flipped, they still show their type', () => {
    expect(SUPPORT_BACKS.interceptor).toBeUndefined();
    expect(SUPPORT_BACKS.subFleet).toBeUndefined();
    expect(supportFace(unit('interceptor', true))).toBe('interceptor');
    expect(supportFace(unit('subFleet', true))).toBe('subFleet');
  });

  it('an unflipped unit shows its type', () => {
    for (const t of SUPPORT_UNIT_TYPES) expect(supportFace(unit(t))).toBe(t);
  });

  it('every face has a printed name', () => {
    const faces: SupportFace[] = [...SUPPORT_UNIT_TYPES, 'cvStrike', 'devastation', 'escortTroopConvoy'];
    expect(faces.map((f) => SUPPORT_FACE_NAMES[f])).toEqual([
      'Air Force', 'Interceptor', 'Bomber', 'CV Fleet', 'Surface Fleet', 'Sub Fleet', 'CV Strike', 'Devastation', 'Escort Troop Convoy',
    ]);
  });
});

describe('Air units and Fleet units (4.2.3.1, docs/rulings.md R-AIR-UNIT)', () => {
  const cases: [SupportUnitType, boolean, boolean, boolean][] = [
    // type, flipped, isAirUnit, isFleetUnit
    ['airForce', false, true, false],
    ['airForce', true, false, false], // Escort Troop Convoy side
    ['cvFleet', false, false, true],
    ['cvFleet', true, true, false], // CV Strike: "Remember that a CV Strike is an Air unit" (2.2.3.2)
    ['bomber', false, false, false], // 2.2.3.3: "A Bomber or Fleet unit can be placed adjacent to a friendly Air unit"
    ['bomber', true, false, false], // Devastation
    ['interceptor', false, false, false], // named in neither 4.2.3.1 nor 2.2.3.3
    ['surfaceFleet', false, false, true],
    ['surfaceFleet', true, false, false], // Escort Troop Convoy side
    ['subFleet', false, false, true],
  ];
  it.each(cases)('%s (flipped %s): Air unit %s, Fleet unit %s', (type, flipped, air, fleet) => {
    expect(isAirUnit(unit(type, flipped))).toBe(air);
    expect(isFleetUnit(unit(type, flipped))).toBe(fleet);
  });

  it('"Air Unit (Air Force or CV Strike)": exactly those two faces', () => {
    const all = SUPPORT_UNIT_TYPES.flatMap((t) => [unit(t), unit(t, true)]);
    expect([...new Set(all.filter(isAirUnit).map(supportFace))].sort()).toEqual(['airForce', 'cvStrike']);
  });
});
