import { describe, expect, it } from 'vitest';
import { unit } from '../../../src/awaw/model/queries.ts';
import { countsTowardLimit, endOfMoveViolations, groundLimit, OVERSTACK_DEADLINES, stackingViolations } from '../../../src/awaw/rules/stacking.ts';
import { parseAwawScenario } from '../../../src/awaw/scenario/load.ts';
import { game, moved, scenarioJson } from './helpers.ts';

const codes = (vs: readonly { code: string }[]) => vs.map((v) => v.code);

describe('rule 12 stacking (SK-1..SK-18), checked by the loader and on every move', () => {
  it('SK-1 12.11 stackingCounts and SK-2 12.11A basicLimit: two non-specialized ground units per hex, whatever their size', () => {
    const g = game({ units: [
      { id: 'a', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }, { id: 'b', nat: 'german', type: 'replacement', values: '1-1', at: 'eK37' },
      { id: 'c', nat: 'german', type: 'infantry', values: '3-3', at: 'eK38' },
    ] });
    expect(countsTowardLimit(unit(g, 'b')!)).toBe(true);
    expect(codes(stackingViolations(moved(g, 'c', 'eK37'), 'eK37'))).toEqual(['stacking.ground']);
    const bad = parseAwawScenario(scenarioJson({ units: ['a', 'b', 'c'].map((id) => ({ id, nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' })) }));
    expect(bad.ok ? [] : bad.errors.map((e) => `${e.path}: ${e.message}`)).toEqual(['places.hexes.eK37: eK37 would hold 3 ground units; the limit there is 2 (12.11, 12.13, 12.19)']);
  });

  it('SK-3 12.11B pacificIslandLimit: one on a Pacific one-hex island, two with a port', () => {
    const p = game({ map: 'p', hexes: { pK37: { features: ['oneHexIsland'] }, pK38: { features: ['oneHexIsland', 'port'] } } });
    expect(groundLimit(p, 'pK37', 'axis')).toBe(1);
    expect(groundLimit(p, 'pK38', 'axis')).toBe(2);
  });

  it('SK-4 12.12 specializedFlakAllowance (GU-78 10.96): three specialized units and three flak factors more', () => {
    const g = game({ units: [
      { id: 'a', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }, { id: 'b', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' },
      ...['s1', 's2', 's3'].map((id) => ({ id, nat: 'german', type: 'airborne', values: '1-3', at: 'eK37' })),
      { id: 's4', nat: 'german', type: 'airborne', values: '1-3', at: 'eK38' },
      { id: 'f1', nat: 'german', type: 'flak', values: '3-1', at: 'eK37' }, { id: 'f2', nat: 'german', type: 'flak', values: '1-1', at: 'eK38' },
    ] });
    expect(stackingViolations(g, 'eK37')).toEqual([]);
    expect(codes(stackingViolations(moved(g, 's4', 'eK37'), 'eK37'))).toEqual(['stacking.specialized']);
    expect(codes(stackingViolations(moved(g, 'f2', 'eK37'), 'eK37'))).toEqual(['stacking.flak']);
  });

  it('AG-S-5 and GU-34 10.41E specializedStacking: a specialized unit used like infantry still stacks on top of two ground units', () => {
    const g = game({ units: [
      { id: 'a', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }, { id: 'b', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' },
      { id: 's', nat: 'german', type: 'airborne', values: '1-3', at: 'eK37' },
    ] });
    expect(stackingViolations(g, 'eK37')).toEqual([]);
  });

  it('SK-5 12.13 bridgeheadLimit: five on a bridgehead counter, not on a Pacific one-hex island; SK-12 12.19 Pearl Harbor five Western Allied units', () => {
    const g = game({ markers: [{ id: 'bh', type: 'bridgehead', faction: 'axis', at: 'eK37' }] });
    expect(groundLimit(g, 'eK37', 'axis')).toBe(5);
    const p = game({ map: 'p', hexes: { pK37: { features: ['oneHexIsland'] }, pK38: { features: ['pearlHarbor'] } }, markers: [{ id: 'bh', type: 'bridgehead', faction: 'western', at: 'pK37' }] });
    expect(groundLimit(p, 'pK37', 'western')).toBe(1);
    expect(groundLimit(p, 'pK38', 'western')).toBe(5);
    expect(groundLimit(p, 'pK38', 'axis')).toBe(2);
  });

  it('SK-6 12.14, SK-9 12.16, SK-10 12.17: armor on a breakthrough hex, shock armies and units retreated by attrition may be overstacked', () => {
    const g = game({ units: [
      { id: 'a', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }, { id: 'b', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' },
      { id: 'p', nat: 'german', type: 'armor', values: '4-6', at: 'eK38' },
      { id: 'sh', nat: 'russian', type: 'infantry', values: '3-3', at: 'eM40', extra: { shockArmy: true } }, { id: 'r1', nat: 'russian', type: 'infantry', values: '3-3', at: 'eM40' }, { id: 'r2', nat: 'russian', type: 'infantry', values: '3-3', at: 'eM40' },
      { id: 'rt', nat: 'russian', type: 'infantry', values: '3-3', at: 'eM41', extra: { retreatOverstack: true } }, { id: 'r3', nat: 'russian', type: 'infantry', values: '3-3', at: 'eM41' }, { id: 'r4', nat: 'russian', type: 'infantry', values: '3-3', at: 'eM41' },
    ] });
    const over = moved(g, 'p', 'eK37');
    expect(codes(stackingViolations(over, 'eK37'))).toEqual(['stacking.ground']);
    expect(stackingViolations(over, 'eK37', (u) => u.id === 'p')).toEqual([]);
    expect(stackingViolations(g, 'eM40')).toEqual([]);
    expect(stackingViolations(g, 'eM41')).toEqual([]);
    expect(Object.keys(OVERSTACK_DEADLINES)).toEqual(['SK-6', 'SK-7', 'SK-8', 'SK-9', 'SK-10', 'SK-15', 'SK-16']);
  });

  it('SK-11 12.18 mapboardBox: any number in a box', () => {
    const g = game({ boxes: [{ id: 'urals', name: 'Urals', attritionLosses: true }], units: ['a', 'b', 'c'].map((id) => ({ id, nat: 'russian', type: 'infantry', values: '3-3', at: 'box:urals' })) });
    expect(g.pieces.inPlace('box:urals').length).toBe(3);
  });

  it('SK-13 12.21 noVoluntaryOverstack and SK-14 12.22 stackingWhileMoving: a move may not end overstacked (checked in the hex it ends in)', () => {
    const g = game({ units: [{ id: 'a', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }, { id: 'b', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }, { id: 'c', nat: 'german', type: 'infantry', values: '3-3', at: 'eK38' }] });
    expect(codes(endOfMoveViolations(moved(g, 'c', 'eK37'), 'eK37'))).toEqual(['stacking.ground']);
    expect(endOfMoveViolations(moved(g, 'c', 'eK39'), 'eK39')).toEqual([]);
  });

  it('SK-7, SK-8 12.15 (failed overruns and sea moves), SK-15 12.22 (redeployment), SK-16 12.23 (at sea): their deadlines, for the movement and redeployment steps to come', () => {
    expect(OVERSTACK_DEADLINES['SK-7']).toMatch(/12\.15/);
    expect(OVERSTACK_DEADLINES['SK-8']).toMatch(/whichever comes first/);
    expect(OVERSTACK_DEADLINES['SK-15']).toMatch(/28\.91/);
    expect(OVERSTACK_DEADLINES['SK-16']).toMatch(/at sea/);
  });

  it('SK-17 12.31 politicalStacking: allied nationalities of one faction stack together; enemies never share a hex (the loader)', () => {
    const g = game({ units: [{ id: 'a', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }, { id: 'b', nat: 'italian', type: 'infantry', values: '2-3', at: 'eK37' }] });
    expect(stackingViolations(g, 'eK37')).toEqual([]);
    const bad = parseAwawScenario(scenarioJson({ units: [{ id: 'a', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }, { id: 'r', nat: 'russian', type: 'infantry', values: '3-3', at: 'eK37' }] }));
    expect(bad.ok ? [] : bad.errors.map((e) => e.message)).toEqual(['enemy ground units share eK37']);
  });

  it('SK-18 12.41 airNavalStacking: air and naval units are counts per faction, never stacked', () => {
    const g = game({});
    expect(g.factions.axis?.airFactors).toBe(10);
  });

  it('AG-S-6 12.16: three shock armies of one attack may stand overstacked next to the enemy', () => {
    const g = game({ units: ['s1', 's2', 's3'].map((id) => ({ id, nat: 'russian', type: 'infantry', values: '3-3', at: 'eM40', extra: { shockArmy: true } })) });
    expect(stackingViolations(g, 'eM40')).toEqual([]);
  });
});
