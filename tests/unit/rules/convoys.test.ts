import { describe, expect, it } from 'vitest';
import { convoyMode, hasInherentSupplyConvoy } from '../../../src/ds/rules/convoys.ts';
import type { Counter, SupportUnit } from '../../../src/ds/model/index.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';

const surfaceFleet: SupportUnit = { kind: 'support', id: 'sf', name: 'Force Z', nationality: 'british', type: 'surfaceFleet', flipped: false, delayStripe: false };

describe('2.2.3.6 Convoy modes', () => {
  it('CV-10 an Air Force or Surface Fleet functions only as an Escort Troop Convoy, never as a Supply Convoy', () => {
    expect(convoyMode({ ...surfaceFleet, flipped: true })).toBe('troop');
    expect(convoyMode({ ...surfaceFleet, type: 'airForce', flipped: true })).toBe('troop');
    expect(convoyMode(surfaceFleet)).toBeUndefined();
  });

  it('CV-8 a Convoy marker counts in the mode of the side it shows', () => {
    const marker: Counter = { kind: 'marker', id: 'c', type: 'convoy', convoy: 'standard', mode: 'supply', delayStripe: false, faction: 'western' };
    expect(convoyMode(marker)).toBe('supply');
    expect(convoyMode({ ...marker, mode: 'troop' })).toBe('troop');
  });

  it('CV-13 a Naval Zone may have an inherent Supply Convoy printed for the Western or Axis faction', () => {
    const game = loadScenario(TEACHING);
    const zone = Object.keys(game.navalZones)[0]!;
    const withConvoy = { ...game, navalZones: { ...game.navalZones, [zone]: { ...game.navalZones[zone]!, inherentSupplyConvoys: ['western' as const] } } };
    expect(hasInherentSupplyConvoy(withConvoy, zone, 'western')).toBe(true);
    expect(hasInherentSupplyConvoy(withConvoy, zone, 'axis')).toBe(false);
    expect(hasInherentSupplyConvoy(withConvoy, 'no-such-zone', 'western')).toBe(false);
  });
});
