import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../../src/ds/scenario/index.ts';
import { contentsOf, countersInHex } from '../../../src/ds/model/contents.ts';
import type { Counter } from '../../../src/ds/model/counters.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import { isAirUnit } from '../../../src/ds/model/support-units.ts';
import { isAllSeaHex, isLandHex, isMultiZonePort } from '../../../src/ds/model/terrain.ts';
import { buildTeachingScenario } from '../../../scripts/teaching/scenario.ts';

const text = readFileSync(new URL('../../../scenarios/teaching-java-1942.json', import.meta.url), 'utf8');
const loaded = parseScenarioText(text);
let fresh: ReturnType<typeof buildTeachingScenario> | undefined;
const freshBuild = () => (fresh ??= buildTeachingScenario());

function game(): DsGameState {
  if (!loaded.ok) throw new Error(loaded.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return loaded.value;
}
const hex = (id: string) => {
  const h = game().board.hexes[id];
  if (!h) throw new Error(`no hex ${id}`);
  return h;
};
const side = (a: string, b: string) => game().board.hexsides[game().board.grid.hexsideKey(a, b)]?.features ?? [];
const suppliedJapaneseInfantry = (c: Counter) =>
  c.kind === 'ground' && c.nationality === 'japanese' && c.type === 'infantry' && !game().facts.unsupplied.includes(c.id);

describe('teaching scenario: Java, spring 1942', () => {
  it('scenario format: loads with no problems', () => {
    expect(loaded.ok ? [] : loaded.errors).toEqual([]);
  });

  it.each([
    ['2.2.3.1', 'w3218', 'Singapore'], ['2.2.3.1', 'w2819', 'Batavia'], ['2.2.3.1', 'w3619', 'Saigon'],
    ['2.2.3', 'w3824', 'Manila'], ['2.2.3.3', 'w2818', 'Telekbetung'], ['2.2.3.3', 'w2518', 'Christmas Island'],
    ['2.3.2.4', 'w3509', 'Trincomalee'], ['2.3.2.4', 'w4222', 'Hong Kong'], ['4.2.5.1', 'w4114', 'Akyab'],
    ['4.2.5.1', 'w4213', 'Calcutta'], ['4.2.5.1', 'w4313', 'Dacca'], ['4.2.5.2', 'w4323', 'Amoy'],
    ['4.2.5.2', 'w4324', 'Taihoku'], ['4.2.5.2', 'w4424', 'Foochow'], ['2.2.3.6', 'w4427', 'Okinawa'],
  ])('%s: %s is the Land hex %s', (_rule, id, name) => {
    expect(isLandHex(hex(id))).toBe(true);
    expect(hex(id).name).toBe(name);
  });

  it('4.2.5.1 Akyab example: the retreat hexes are Land and Calcutta is two hexes from Akyab despite an All-Sea hexside', () => {
    for (const id of ['w4214', 'w4312', 'w4314', 'w4413', 'w4414']) expect(isLandHex(hex(id)), id).toBe(true);
    const grid = game().board.grid;
    expect(grid.adjacent('w4114', 'w4214')).toBe(true);
    expect(grid.distance('w4114', 'w4213')).toBe(2);
    expect(grid.distance('w4114', 'w4313')).toBe(2);
    expect(side('w4213', 'w4214')).toContain('allSea');
    expect(side('w4313', 'w4213')).not.toContain('allSea');
  });

  it('4.2.5.2 Taihoku example: Taihoku – Foochow is a Strait, Taihoku – Amoy an All-Sea hexside without one', () => {
    expect(side('w4324', 'w4424')).toEqual(expect.arrayContaining(['allSea', 'strait']));
    expect(side('w4324', 'w4323')).toContain('allSea');
    expect(side('w4324', 'w4323')).not.toContain('strait');
  });

  it('2.2.3.3 Java example: w2717 and w2618 are All-Sea hexes in the same Naval Zone', () => {
    expect(isAllSeaHex(hex('w2717'))).toBe(true);
    expect(isAllSeaHex(hex('w2618'))).toBe(true);
    expect(hex('w2717').navalZones).toEqual(hex('w2618').navalZones);
    expect(hex('w2717').navalZones).toHaveLength(1);
  });

  it('2.2.3.1 CV Strike: Telekbetung is one hex from the CV Fleet in w2717; w2618 is within three hexes of Batavia', () => {
    const grid = game().board.grid;
    expect(grid.adjacent('w2818', 'w2717')).toBe(true);
    expect(grid.adjacent('w2717', 'w2618')).toBe(true);
    expect(grid.distance('w2819', 'w2618')).toBeLessThanOrEqual(3);
    expect(grid.distance('w2518', 'w2717')).toBeLessThanOrEqual(3);
  });

  it('2.2.3.1 Restricted Waterway: Singapore and Batavia are Multi-Zone Ports of the South China Sea and the Bay of Bengal', () => {
    for (const id of ['w3218', 'w2819']) {
      expect(isMultiZonePort(hex(id)), id).toBe(true);
      expect([...hex(id).navalZones].sort()).toEqual(['bayOfBengal', 'southChinaSea']);
    }
    const waterway = game().restrictedWaterways.find((w) => [...w.zones].sort().join() === 'bayOfBengal,southChinaSea');
    expect([...(waterway?.ports ?? [])].sort()).toEqual(['w2819', 'w3218']);
    expect(game().navalZones.southChinaSea?.adjacentZones).toContain('bayOfBengal');
  });

  it('2.2.3.3 Java example: supplied Japanese infantry hold the ports of Telekbetung and Batavia', () => {
    for (const id of ['w2818', 'w2819']) {
      expect(hex(id).port, id).toBeDefined();
      expect(countersInHex(game(), id).some(suppliedJapaneseInfantry), id).toBe(true);
    }
  });

  it('2.2.3.3 Java example: the Axis has one Japanese Air Force to hold back the Western faction', () => {
    const support = contentsOf(game(), { kind: 'forcePool', faction: 'axis' }).map((p) => p.counter).filter((c) => c.kind === 'support');
    expect(support.map((c) => [c.nationality, c.type])).toEqual([['japanese', 'airForce']]);
  });

  it('2.2.3.1 Fleet Unit Placement: the Western CV Fleet and Surface Fleet are in the Force Pool, with a British Naval Base port in the Bay of Bengal', () => {
    const pool = contentsOf(game(), { kind: 'forcePool', faction: 'western' }).map((p) => p.counter);
    expect(pool.some((c) => c.kind === 'support' && c.type === 'cvFleet' && c.nationality === 'british')).toBe(true);
    expect(pool.some((c) => c.kind === 'support' && c.type === 'surfaceFleet' && c.nationality === 'british')).toBe(true);
    expect(hex('w3509').navalZones).toContain('bayOfBengal');
    expect(countersInHex(game(), 'w3509').some((c) => c.kind === 'ground' && c.nationality === 'british')).toBe(true);
    expect(game().navalZones.bayOfBengal?.adjacentOffMapBoxes).toContain('indianOcean');
    expect(game().offMapBoxes.indianOcean?.faction).toBe('western');
  });

  it('2.2.3.1 Air Unit Path: Batavia reaches w2618 and Christmas Island reaches Telekbetung through hexes free of Air units and of Neutral or Policy Affected countries', () => {
    const g = game();
    const canEnter = (id: string) => {
      const country = g.board.hexes[id]?.country;
      const status = country === undefined ? undefined : g.countries[country]?.status;
      const air = countersInHex(g, id).some((c) => c.kind === 'support' && isAirUnit(c));
      return status !== 'neutral' && status !== 'policyAffected' && !air;
    };
    expect(g.board.grid.path('w2819', 'w2618', { canEnter, maxLength: 3 })).toBeDefined();
    expect(g.board.grid.path('w2518', 'w2818', { canEnter, maxLength: 3 })).toBeDefined();
  });

  it('2.3 Holding Box: the ABDA Army is a multi-step unit with an NEI unit in its Holding Box (4.2.6.2 example)', () => {
    const abda = game().counters.get('br-abda-army')?.counter;
    expect(abda?.kind === 'ground' && abda.steps).toBeGreaterThanOrEqual(2);
    const held = contentsOf(game(), { kind: 'holdingBox', unit: 'br-abda-army' }).map((p) => p.counter);
    expect(held.map((c) => c.nationality)).toEqual(['nei']);
  });

  it('2.3.2.4 fortress restrictions: the Cey fortress is in Trincomalee; Sing and HK are off the map or in their hexes', () => {
    const home: Record<string, string> = { Cey: 'w3509', Sing: 'w3218', HK: 'w4222' };
    for (const { counter, at } of game().counters.all()) {
      if (counter.kind !== 'ground' || counter.type !== 'fortress' || at.kind !== 'hex') continue;
      expect(at.hex, counter.name).toBe(home[counter.name]);
    }
    expect(countersInHex(game(), 'w3509').map((c) => c.id)).toContain('br-cey-fort');
  });

  it('R-PLACES: every counter is in exactly one place', () => {
    const json = JSON.parse(text) as { counters: { id: string }[] };
    expect([...game().counters.ids].sort()).toEqual(json.counters.map((c) => c.id).sort());
  });

  it('generator: the fit puts every anchor within one hex of the hex the rules give', () => {
    const build = freshBuild();
    for (const r of [...build.residuals, ...build.checks]) {
      expect(r.hexes, r.name).toBeLessThanOrEqual(1);
      expect(r.landsIn, r.name).toBe(r.id);
    }
  });

  it('generator: the committed file equals a fresh run, byte for byte', () => {
    expect(freshBuild().text).toBe(text);
  });
});
