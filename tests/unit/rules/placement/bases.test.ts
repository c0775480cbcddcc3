import { describe, expect, it } from 'vitest';
import { airBases, homeCountryOfNationality, inDependentOf, inHomeCountry, isKeyPort, isOpenPort, navalBaseZones, navalBases } from '../../../../src/ds/rules/placement/bases.ts';
import { placementContext } from '../../../../src/ds/rules/placement/context.ts';
import { changeSupport, load, NORTH_SEAS, onStation, put, SOUTH_PACIFIC, TEACHING } from './helpers.ts';

const ctx = (state = load(TEACHING), ignored: string[] = []) => placementContext(state, ignored);

describe('Air Bases (2.2.3, 2.2.3.1; gap §1 #4, R-AIR-BASE)', () => {
  it('AP-1 2.2.3.1 a Land hex with a supplied ground unit of a nationality is an Air Base of that nationality', () => {
    const bases = airBases(ctx(), 'japanese', 'axis');
    expect(bases).toEqual(expect.arrayContaining(['w2818', 'w2819', 'w3218', 'w3619']));
    expect(airBases(ctx(), 'british', 'western')).toContain('w4114');
  });

  it('AP-1 2.2.3.1 an Air Base is of one nationality: Singapore held by the Japanese is no British Air Base', () => {
    expect(airBases(ctx(), 'british', 'western')).not.toContain('w3218');
  });

  it('AP-1 2.2.3 an unsupplied ground unit makes no Air Base (Manila holds only unsupplied US and Philippine units)', () => {
    expect(airBases(ctx(), 'us', 'western')).not.toContain('w3824');
    const supplied = { ...load(TEACHING), facts: { ...load(TEACHING).facts, unsupplied: [] } };
    expect(airBases(ctx(supplied), 'us', 'western')).toContain('w3824');
  });

  it('PR-3 2.2.3.3 a hex with a successfully placed enemy Air unit is no Air Base (the Western CV Strike in Telekbetung)', () => {
    const state = changeSupport(put(load(TEACHING), ['br-eastern-cv', 'w2818']), 'br-eastern-cv', { flipped: true });
    expect(airBases(ctx(state), 'japanese', 'axis')).not.toContain('w2818');
    expect(airBases(ctx(state), 'japanese', 'axis')).toContain('w2819');
  });

  it('PR-3 2.2.3.3 a friendly Air unit in the hex does not deny it', () => {
    const state = put(load(TEACHING), ['jp-3-air-div', 'w2818']);
    expect(airBases(ctx(state), 'japanese', 'axis')).toContain('w2818');
  });

  it('CT-15 2.2.3 a pending enemy Air unit does not deny the Air Base yet (SU-4: it has no effect on the map)', () => {
    const state = changeSupport(put(load(TEACHING), ['br-eastern-cv', 'w2818']), 'br-eastern-cv', { flipped: true });
    expect(airBases(ctx(state, ['br-eastern-cv']), 'japanese', 'axis')).toContain('w2818');
  });

  it('AP-1 R-AIR-BASE a ground unit in an All-Sea hex (on a Beachhead) makes no Air Base', () => {
    const state = put(load(TEACHING), ['au-7-div', 'w2618']);
    expect(airBases(ctx(state), 'australian', 'western')).not.toContain('w2618');
  });
});

describe('Naval Bases (2.2.3.1; gap §1 #5, R-NAVAL-BASE)', () => {
  it('AP-4 2.2.3.1 a port with a supplied ground unit is a Naval Base of its nationality, in every zone it opens onto', () => {
    expect(navalBases(ctx(), 'japanese')).toEqual(expect.arrayContaining(['w2818', 'w2819', 'w3619']));
    expect([...navalBaseZones(ctx(), 'japanese')].sort()).toEqual(['bayOfBengal', 'southChinaSea']);
  });

  it('FP-3 2.2.3.1 a Land hex that is not a port is no Naval Base (Phnom Penh, Bangkok)', () => {
    const state = put(load(TEACHING), ['jp-56-div', 'w3718']);
    expect(navalBases(ctx(state), 'japanese')).not.toContain('w3718');
  });

  it('FUP-7 2.2.3.1 an enemy Air unit in the port does not stop it being a Naval Base', () => {
    const state = changeSupport(put(load(TEACHING), ['br-eastern-cv', 'w2818']), 'br-eastern-cv', { flipped: true });
    expect(navalBases(ctx(state), 'japanese')).toContain('w2818');
  });

  it('FP-7 2.2.3.1 an unsupplied ground unit makes no Naval Base (Nagasaki)', () => {
    expect(navalBases(ctx(load(NORTH_SEAS)), 'us')).toEqual(['w4427']);
  });
});

describe('Open Ports (2.2.3.1, 2.2.3.6; gap §1 #6, R-OPEN-PORT)', () => {
  const north = () => load(NORTH_SEAS);

  it('FUP-7 2.2.3.1 an unsupplied US ground unit makes Nagasaki (e4801) a Western Open Port, though no Naval Base', () => {
    expect(isOpenPort(ctx(north()), 'e4801', 'western', 'yellowSea')).toBe(true);
    expect(navalBases(ctx(north()), 'us')).not.toContain('e4801');
  });

  it('FUP-4 2.2.3.1 a port is open only for the faction whose ground unit holds it', () => {
    expect(isOpenPort(ctx(north()), 'e4801', 'axis', 'yellowSea')).toBe(false);
    expect(isOpenPort(ctx(north()), 'e5205', 'axis', 'japaneseCoast')).toBe(true);
  });

  it('FUP-6 2.2.3.1 a Japanese Air unit in Nagasaki stops it being a Western Open Port', () => {
    const state = put(north(), ['jp-5-air-fleet', 'e4801']);
    expect(isOpenPort(ctx(state), 'e4801', 'western', 'yellowSea')).toBe(false);
  });

  it('CV-12 2.2.3.6 an enemy support unit On Station closes the ports of that zone, not of the port\'s other zone', () => {
    const state = put(north(), ['jp-2-fleet', onStation('seaOfJapan')]);
    expect(isOpenPort(ctx(state), 'e4801', 'western', 'seaOfJapan')).toBe(false);
    expect(isOpenPort(ctx(state), 'e4801', 'western', 'yellowSea')).toBe(true);
  });

  it('CV-12 2.2.3.6 a friendly unit On Station closes nothing', () => {
    const state = put(north(), ['us-7-fleet', onStation('yellowSea')]);
    expect(isOpenPort(ctx(state), 'e4801', 'western', 'yellowSea')).toBe(true);
  });

  it('FUP-4 a hex that is not a port is never an Open Port', () => {
    expect(isOpenPort(ctx(north()), 'w5126', 'western', 'seaOfJapan')).toBe(false);
  });
});

describe('Home Country, Dependents and Key Ports (gap §1 #13, #14; R-HOME-PORT, R-KEY-PORT)', () => {
  it('FUP-2 2.2.3.1 a nationality\'s Home Country is its country, or the one it depends on (Indian units: Britain)', () => {
    const t = load(TEACHING);
    expect(homeCountryOfNationality(t, 'british')).toBe('britain');
    expect(homeCountryOfNationality(t, 'indian')).toBe('britain');
    expect(homeCountryOfNationality(t, 'us')).toBe('usa');
  });

  it('CV-2 2.2.3.6 a Dependent\'s port is no Home Country port, but a port of a Dependent of it', () => {
    const t = load(TEACHING);
    expect(inHomeCountry(t, 'w3824', 'usa')).toBe(false);
    expect(inDependentOf(t, 'w3824', 'usa')).toBe(true);
    expect(inDependentOf(t, 'w3824', 'britain')).toBe(false);
    expect(inHomeCountry(t, 'w4324', 'japan')).toBe(true);
  });

  it('CV-4 2.2.3.6 Key Ports are the ports the scenario marks key (Port Moresby)', () => {
    expect(isKeyPort(load(SOUTH_PACIFIC), 'e2606')).toBe(true);
    expect(isKeyPort(load(SOUTH_PACIFIC), 'e2611')).toBe(false);
    expect(isKeyPort(load(SOUTH_PACIFIC), 'e2605')).toBe(false);
  });
});
