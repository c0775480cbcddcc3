import { describe, expect, test } from 'vitest';
import { resolveOdds } from '../../../../src/ds/rules/combat/attack-api.ts';
import { add, arena, hexside, put, TARGET, terrain, unitLike, unsupplied, weather } from './attack-situation.ts';
import type { DsGameState } from '../../../../src/ds/model/index.ts';

const ids = (s: DsGameState, attackers: string[], mode: 'blitz' | 'regular' = 'regular', rs?: string, dhq?: string) =>
  resolveOdds(s, mode, { target: TARGET, attackers, ...(rs && { rangedSupport: rs }) }, dhq).shifts.map((x) => `${x.id}:${x.shift}`);

const axisVsBritish = () => put(put(arena('axis'), 'jp-16-army', 'w4211'), 'br-2-div', TARGET);

describe('4.2.3 CRT column shifts', () => {
  test('SH-1 SH-2 4.2.3.1 one shift per Air unit of a side\'s nationality in or adjacent to the defending hex', () => {
    let s = put(put(axisVsBritish(), 'jp-3-air-div', 'w4209'), 'jp-22-flotilla', TARGET);
    s = put(put(s, 'br-221-group', 'w4310'), 'au-raaf-nw', 'w4309');
    expect(ids(s, ['jp-16-army'])).toEqual(['SH-1:2', 'SH-2:-1']);
  });
  test('SH-3 4.2.3.1 no Air unit shifts when the defending hex has Mud (SH-11 Mud shift instead)', () => {
    const s = weather(put(put(axisVsBritish(), 'jp-3-air-div', TARGET), 'br-221-group', 'w4310'), 'mud');
    expect(ids(s, ['jp-16-army'])).toEqual(['SH-11:-1']);
  });
  test('SH-4 4.2.3.1 in Storms or Snow only an Air unit in the defending hex shifts; SH-11 Storms and Snow give no shift', () => {
    for (const w of ['storms', 'snow'] as const) {
      const s = weather(put(put(axisVsBritish(), 'jp-3-air-div', TARGET), 'jp-22-flotilla', 'w4209'), w);
      expect(ids(s, ['jp-16-army'])).toEqual(['SH-1:1']);
    }
  });
  test('SH-15 4.1.2 BC-1 in Blitz Combat an attacker\'s Air unit shifts only when Blitz-enabled', () => {
    const s = put(axisVsBritish(), 'jp-3-air-div', 'w4209');
    expect(ids(put(s, 'ax-blitz-1', 'w4109'), ['jp-16-army'], 'blitz')).toContain('SH-1:1');
    expect(ids(put(s, 'ax-blitz-1', 'w4213'), ['jp-16-army'], 'blitz')).not.toContain('SH-1:1');
  });
  test('DS-CL-09 4.2.3.1 a Ranged Support HQ gives its nationality to the Air shift test', () => {
    let s = put(put(arena('western'), 'au-7-div', 'w4211'), 'jp-16-army', TARGET);
    s = put(s, 'br-221-group', 'w4209');
    expect(ids(s, ['au-7-div'])).toEqual([]);
    s = put(s, 'br-eastern-hq', 'w4212');
    expect(ids(s, ['au-7-div'], 'regular', 'br-eastern-hq')).toEqual(['SH-1:1', 'SH-8:1']);
  });
  test('SH-5 4.2.3.2 Blitz only: one shift per Airdrop marker in the defending hex', () => {
    const s = put(put(put(axisVsBritish(), 'ax-airdrop-1', TARGET), 'ax-blitz-1', 'w4211'), 'jp-38-div', 'w4209');
    expect(ids(s, ['jp-16-army'], 'blitz')).toEqual(['SH-5:1']);
    expect(ids(s, ['jp-16-army'], 'regular')).toEqual([]);
  });
  test('DS-CL-07 SH-6 4.2.3.3 two supplied Blitz-enabled armor units give one shift in Blitz Combat, none in Regular', () => {
    let s = put(put(arena('western'), 'br-7-armd-bde', 'w4211'), 'jp-16-army', TARGET);
    s = add(s, unitLike(s, 'br-7-armd-bde', { id: 'br-armd-2' }), 'w4209');
    s = put(s, 'we-blitz-1', 'w4211');
    expect(ids(s, ['br-7-armd-bde', 'br-armd-2'], 'blitz')).toEqual(['SH-6:1']);
    expect(ids(s, ['br-7-armd-bde', 'br-armd-2'], 'regular')).toEqual([]);
    expect(ids(unsupplied(s, 'br-7-armd-bde', 'br-armd-2'), ['br-7-armd-bde', 'br-armd-2'], 'blitz')).toEqual([]);
  });
  test('SH-7 4.2.3.4 a fortress in the defending hex shifts one left, supplied or not', () => {
    const s = unsupplied(put(axisVsBritish(), 'br-cey-fort', TARGET), 'br-cey-fort');
    expect(ids(s, ['jp-16-army'])).toEqual(['SH-7:-1']);
  });
  test('SH-8 SH-9 4.2.3.5 a supplied HQ on either side (Ranged Support included) gives one shift; an unsupplied one none', () => {
    let s = put(put(axisVsBritish(), 'jp-southern-hq', 'w4211'), 'br-eastern-hq', 'w4310');
    expect(ids(s, ['jp-16-army', 'jp-southern-hq'], 'regular', undefined, 'br-eastern-hq')).toEqual(['SH-8:1', 'SH-9:-1']);
    s = unsupplied(s, 'jp-southern-hq');
    expect(ids(s, ['jp-16-army', 'jp-southern-hq'])).toEqual([]);
  });
  test('DS-CL-10 HQ-11 4.2.3.5 a defending HQ that gave Ranged Support earlier still gives its Defense Factor and HQ shift in its own hex', () => {
    const s = put(axisVsBritish(), 'br-eastern-hq', TARGET);
    const r = resolveOdds(s, 'regular', { target: TARGET, attackers: ['jp-16-army'] }, undefined);
    expect(r.defenseTotal).toBe(3 + 2);
    expect(r.shifts.map((x) => x.id)).toEqual(['SH-9']);
  });
  test('DS-CL-05 SH-10 4.2.3.6 a supplied Blitz-enabled marine across an All-Sea hexside: +1, but the terrain shift leaves one to the left', () => {
    let s = axisVsBritish();
    s = add(s, unitLike(s, 'jp-38-div', { id: 'jp-snlf', type: 'marine' }), 'w4209');
    s = put(hexside(s, 'w4209', TARGET, ['allSea']), 'ax-blitz-1', 'w4209');
    const r = resolveOdds(s, 'regular', { target: TARGET, attackers: ['jp-snlf'] }, undefined);
    expect(r.shifts.map((x) => `${x.id}:${x.shift}`)).toEqual(['SH-10:1', 'SH-13:-2']);
    expect(r.netShift).toBe(-1);
  });
  test('DS-EX-28 SH-12 SH-13 4.2.3.8 clear hex, river one way and mountain the other: exactly one left shift (the lowest hexside)', () => {
    let s = put(axisVsBritish(), 'jp-38-div', 'w4209');
    s = hexside(hexside(s, 'w4211', TARGET, ['river']), 'w4209', TARGET, ['mountain']);
    expect(ids(s, ['jp-16-army', 'jp-38-div'])).toEqual(['SH-13:-1']);
    const city = terrain(s, TARGET, 'clear', 'Dacca');
    expect(ids(city, ['jp-16-army', 'jp-38-div'])).toEqual(['SH-12:-1', 'SH-13:-1']);
  });
  test('SH-13 4.2.3.8 gap §2 #14 one attacker across a plain hexside makes the lowest hexside shift 0', () => {
    let s = put(axisVsBritish(), 'jp-38-div', 'w4209');
    s = hexside(s, 'w4211', TARGET, ['river']);
    expect(ids(s, ['jp-16-army', 'jp-38-div'])).toEqual([]);
    expect(ids(s, ['jp-16-army'])).toEqual(['SH-13:-1']);
  });
  test('SH-14 2.2.3.4 attacked from a Beachhead-2 two shifts, from a Beachhead-1 one (read as that hexside\'s shift)', () => {
    let s = terrain(put(arena('axis'), 'br-2-div', TARGET), 'w4209', 'allSea');
    s = put(put(s, 'jp-16-army', 'w4209'), 'ax-bh-1', 'w4209', TARGET);
    const level = (s.counters.get('ax-bh-1')!.counter as { level: number }).level;
    expect(ids(s, ['jp-16-army'])).toEqual([`SH-13:-${level}`].filter(() => level > 0));
  });
  test('SH-12 4.2.3.8 R-TEC sample: jungle gives one left shift', () => {
    expect(ids(terrain(axisVsBritish(), TARGET, 'jungle'), ['jp-16-army'])).toEqual(['SH-12:-1']);
  });
});
