import { describe, expect, it } from 'vitest';
import { airPathMayEnter, airPathReachesHex, airUnitPathReach } from '../../../../src/ds/rules/placement/air-unit-path.ts';
import { airBases } from '../../../../src/ds/rules/placement/bases.ts';
import { placementContext } from '../../../../src/ds/rules/placement/context.ts';
import { benchBoard } from '../../../bench/support/boards.ts';
import { supportPlacementViolations } from '../../../../src/ds/rules/placement/index.ts';
import { expectCodes, hex, load, situation, TEACHING, weather } from './helpers.ts';

const axis = situation('axis');

describe('Air Unit Path (2.2.3.1)', () => {
  it('AUP-1 2.2.3.1 the path runs from the Air Base along a continuous chain of adjacent hexes', () => {
    const reach = airUnitPathReach(load(TEACHING), ['w2819'], 2);
    const grid = load(TEACHING).board.grid;
    expect(reach.get('w2819')).toBe(0);
    for (const [h, d] of reach) expect(grid.distance('w2819', h)).toBeLessThanOrEqual(d);
    expect(reach.get('w2618')).toBe(2);
  });

  it('AUP-2 2.2.3.1 the path cannot go into a Land hex affected by Mud, but may cross All-Sea hexes of that area', () => {
    const state = weather(load(TEACHING), 'southMonsoon', 'mud');
    expect(airPathMayEnter(state, 'w2818')).toBe(false);
    expect(airPathMayEnter(state, 'w2717')).toBe(true);
    expect(airPathMayEnter(state, 'w3218')).toBe(true); // Singapore is North Monsoon
  });

  it('AUP-3 2.2.3.1 the path cannot go into a Neutral Minor Country (Portuguese Timor) or a Policy Affected Country (French Indochina)', () => {
    const state = load(TEACHING);
    expect(airPathMayEnter(state, 'w2625')).toBe(false);
    expect(airPathMayEnter(state, 'w3718')).toBe(false);
    expect(airPathMayEnter(state, 'w3817')).toBe(true); // Bangkok: Siam is at war on the Axis side
    const vs = supportPlacementViolations(state, 'jp-3-air-div', hex('w3718'), axis);
    expectCodes(vs, ['placement.noAirUnitPath']);
    expect(vs[0]!.message).toContain('Phnom Penh (w3718)');
  });

  it('AUP-4 2.2.3.1 gap §2 #10 the path is no longer than the range: w3917 is 3 hexes from Saigon but its path goes round Indochina in 4', () => {
    const state = load(TEACHING);
    expect(state.board.grid.distance('w3619', 'w3917')).toBe(3);
    expect(airUnitPathReach(state, ['w3619'], 3).has('w3917')).toBe(false);
    expect(airUnitPathReach(state, ['w3619'], 4).get('w3917')).toBe(4);
  });

  it('AUP-4 2.2.3.1 gap §2 #10 the Air Base hex itself is within range, even in a Policy Affected Country (Saigon)', () => {
    expect(airUnitPathReach(load(TEACHING), ['w3619'], 3).get('w3619')).toBe(0);
    expect(supportPlacementViolations(load(TEACHING), 'jp-3-air-div', hex('w3619'), axis)).toEqual([]);
  });
});

describe('Air Unit Path reach kept by hex index', () => {
  it('AUP-1 2.2.3.1 lists the reached hexes in board order, each with the length of its shortest path', () => {
    const state = load(TEACHING);
    const reach = airUnitPathReach(state, ['w2819', 'w3619'], 3);
    const grid = state.board.grid;
    const listed = [...reach].map(([h]) => h);
    expect(listed).toEqual(reach.hexes());
    expect(listed.map((h) => grid.indexOf(h))).toEqual([...listed.map((h) => grid.indexOf(h))].sort((a, b) => a - b));
    expect(reach.size).toBe(listed.length);
    for (const [h, d] of reach) expect(reach.get(h)).toBe(d);
    expect(reach.has('no-such-hex')).toBe(false);
    expect(reach.get('no-such-hex')).toBeUndefined();
  });
});

describe('AUP-1..AUP-4 one hex asked on its own (airPathReachesHex) answers as the search from every Air Base', () => {
  it('on the quarter-size bench board, every hex, every nationality\'s Air Bases, ranges 1, 3 and 9 (Mud and neutral hexes included)', () => {
    const base = benchBoard('quarter', 'axis');
    const areas = Object.keys(base.weatherAreas);
    // Mud in half the Weather Areas, so paths are blocked somewhere.
    const state = { ...base, weatherAreas: Object.fromEntries(areas.map((id, i) => [id, { ...base.weatherAreas[id]!, weather: i % 2 === 0 ? 'mud' as const : base.weatherAreas[id]!.weather }])) };
    const ctx = placementContext(state, []);
    const nats = [...new Set(state.counters.all().flatMap((p) => (p.counter.kind === 'ground' ? [p.counter.nationality] : [])))].slice(0, 6);
    let reached = 0;
    for (const nat of nats) {
      const bases = airBases(ctx, nat, 'axis');
      for (const range of [1, 3, 9]) {
        const full = airUnitPathReach(state, bases, range);
        for (const hex of state.board.grid.ids) {
          const one = airPathReachesHex(ctx, bases, range, hex);
          expect(one, `${nat} ${range} ${hex}`).toBe(full.has(hex));
          if (one) reached++;
        }
      }
    }
    expect(reached).toBeGreaterThan(1000);
  });
});
