import { describe, expect, it } from 'vitest';
import { POLITICAL_EVENTS_TABLES, SAMPLE_TABLE_NOTE, sampleTable } from '../../../src/ds/data/political-events.sample.ts';
import { moveCounter } from '../../../src/ds/model/contents.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import {
  currentPoliticalAction, isFinalPoliticalResult, italicizedEventInstruction, politicalActionsResolved, politicalBlitzAward,
  politicalEventsSegmentApplies, politicalModifiedRoll, politicalResultViolations, politicalRollViolations,
  politicalStepEliminationInstruction, politicalTableChain, resultOnTable, snlfBeachheadsAwarded, tableForNextRoll,
} from '../../../src/ds/rules/political-events.ts';
import { snlfMarkersInForcePool, snlfPlacementOptions, snlfPlacementViolations } from '../../../src/ds/rules/snlf-beachhead.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';

const teaching = loadScenario(TEACHING);
const withCard = (g: DsGameState, tables: string[] | undefined): DsGameState => ({
  ...g,
  game: {
    ...g.game,
    currentCard: tables === undefined
      ? { name: 'No events', blitzValue: 1, politicalEvents: '' }
      : { name: 'Test card', blitzValue: 1, politicalEvents: 'text', politicalEventsSegment: { actions: tables.map((table) => ({ table })) } },
  },
});
const axis = (g: DsGameState): DsGameState => ({ ...g, game: { ...g.game, phasing: 'axis' } });
const codes = (vs: readonly { code: string }[]) => vs.map((x) => x.code);

describe('2.1 Political Events Segment', () => {
  it('PE-1 2.1 the segment applies only when the Current Card has a Political Events Segment section', () => {
    expect(politicalEventsSegmentApplies(teaching)).toBe(true);
    expect(politicalEventsSegmentApplies(withCard(teaching, undefined))).toBe(false);
  });

  it('PE-2 2.1 every listed action is performed, in the order listed, however often resolved before this season', () => {
    const g = withCard(teaching, ['sampleB', 'sampleA']);
    expect(currentPoliticalAction(g, { action: 0 })?.table).toBe('sampleB');
    expect(currentPoliticalAction(g, { action: 1 })?.table).toBe('sampleA');
    expect(politicalActionsResolved(g, { action: 1 })).toBe(false);
    expect(politicalActionsResolved(g, { action: 2 })).toBe(true);
  });

  it('PE-3 2.1 one die plus the Political DRMs; below 1 is treated as 1, above 6 as 6', () => {
    expect(politicalModifiedRoll(3, 1)).toBe(4);
    expect(politicalModifiedRoll(1, -2)).toBe(1);
    expect(politicalModifiedRoll(6, 2)).toBe(6);
    expect(politicalModifiedRoll(4, 0)).toBe(4);
  });

  it('PE-4 2.1 a result directing to another table chains the next roll there', () => {
    const a = sampleTable('sampleA')!;
    const chained = resultOnTable(a, 3);
    expect(politicalTableChain(chained)).toBe('sampleB');
    expect(tableForNextRoll(teaching, { action: 0 })).toBe('sampleA');
    expect(tableForNextRoll(teaching, { action: 0, table: 'sampleB' })).toBe('sampleB');
  });

  it('PE-5 2.1 a final result is any result that does not call for rolling on another table', () => {
    const a = sampleTable('sampleA')!;
    expect(isFinalPoliticalResult(resultOnTable(a, 1))).toBe(true);
    expect(isFinalPoliticalResult(resultOnTable(a, 3))).toBe(false);
  });

  it('PE-4 PE-5 2.1 (sample data) every chain of the bundled tables ends in a final result on a bundled table', () => {
    const depth = (id: string, seen: string[] = []): number => {
      expect(seen, `cycle through ${id}`).not.toContain(id);
      const t = sampleTable(id);
      expect(t, `table ${id}`).toBeDefined();
      return 1 + Math.max(...t!.results.map((r) => (r.rollOn ? depth(r.rollOn, [...seen, id]) : 0)));
    };
    for (const id of Object.keys(POLITICAL_EVENTS_TABLES)) expect(depth(id)).toBeLessThanOrEqual(4);
    for (const t of Object.values(POLITICAL_EVENTS_TABLES)) {
      for (const r of t.results.filter((x) => x.rollOn)) expect(politicalResultViolations(axis(teaching), { action: 0 }, r), r.result).toEqual([]);
    }
  });

  it('2.1 (sample data) every bundled table is marked SAMPLE, in its name and its note', () => {
    for (const t of Object.values(POLITICAL_EVENTS_TABLES)) expect(t.name).toContain('SAMPLE');
    expect(SAMPLE_TABLE_NOTE).toContain('SAMPLE');
    expect(sampleTable('toString')).toBeUndefined();
  });

  it('PE-6 2.1 an italicized final result is looked up in its rules section, which the seeds do not carry', () => {
    expect(italicizedEventInstruction({ result: '*Operation Z*', rule: '15.29' })).toBe('apply per rule 15.29 (not in the seeds)');
    expect(italicizedEventInstruction({ result: 'No effect.' })).toBeUndefined();
  });

  it('PE-7 2.1 steps a Political Event eliminates are eliminated per Eliminating Steps (4.2.6.2)', () => {
    expect(politicalStepEliminationInstruction({ result: 'Losses', stepLosses: 2 })).toBe('eliminate 2 steps as Eliminating Steps (4.2.6.2) says');
    expect(politicalStepEliminationInstruction({ result: 'No effect.' })).toBeUndefined();
  });

  it('PE-8 2.2.4 a Political Event may award Blitz markers for this turn', () => {
    expect(politicalBlitzAward({ result: 'Rally', blitzMarkers: 2 })).toBe(2);
    expect(politicalBlitzAward({ result: 'No effect.' })).toBe(0);
  });

  it('PE-9 2.2.3.4 SNLF Beachhead-0 markers come to the Axis only, through Operation Z and Widespread Attacks', () => {
    const opZ = resultOnTable(sampleTable('sampleAxis')!, 4);
    expect(opZ).toMatchObject({ rule: '15.29', snlfBeachheads: 2 });
    expect(resultOnTable(sampleTable('sampleAxis')!, 3)).toMatchObject({ rule: '15.37', snlfBeachheads: 1 });
    expect(snlfBeachheadsAwarded(axis(teaching), opZ)).toBe(2);
    expect(snlfBeachheadsAwarded(teaching, opZ)).toBe(0);
    expect(codes(politicalResultViolations(teaching, { action: 0 }, opZ))).toEqual(['politicalEvents.snlfAxisOnly']);
    expect(politicalResultViolations(axis(teaching), { action: 0 }, opZ)).toEqual([]);
  });

  it('PE-9 2.2.3.4 an SNLF Beachhead-0 goes in an All-Sea hex, its arrow at an adjacent Land hex', () => {
    const g = axis(teaching);
    expect(snlfMarkersInForcePool(g)).toEqual(['ax-snlf-1']);
    expect(snlfPlacementViolations(g, 'ax-snlf-1', 'w2717', 'w2818')).toEqual([]);
    expect(codes(snlfPlacementViolations(g, 'ax-snlf-1', 'w2818', 'w2819'))).toEqual(['snlf.notAllSea']);
    expect(codes(snlfPlacementViolations(g, 'ax-snlf-1', 'w2717', 'w2718'))).toEqual(['snlf.arrowToSea']);
    expect(codes(snlfPlacementViolations(g, 'ax-snlf-1', 'w2717', 'w2819'))).toEqual(['snlf.arrowNotAdjacent']);
    expect(codes(snlfPlacementViolations(g, 'ax-snlf-2', 'w2717', 'w2818'))).toEqual(['snlf.notInForcePool']);
    expect(codes(snlfPlacementViolations(g, 'ax-bh-1', 'w2717', 'w2818'))).toEqual(['snlf.notSnlf']);
    expect(codes(snlfPlacementViolations(g, 'nope', 'w2717', 'w2818'))).toEqual(['snlf.unknownMarker']);
    expect(codes(snlfPlacementViolations(g, 'ax-snlf-1', 'w9999', 'w2818'))).toEqual(['snlf.unknownHex']);
    const occupied = moveCounter(g, 'ax-bh-1', { kind: 'hex', hex: 'w2717', arrowTo: 'w2818' });
    expect(codes(snlfPlacementViolations(occupied, 'ax-snlf-1', 'w2717', 'w2818'))).toEqual(['snlf.beachheadThere']);
    const options = snlfPlacementOptions(g);
    expect(options).toContainEqual({ marker: 'ax-snlf-1', hex: 'w2717', arrowTo: 'w2818' });
    for (const o of options) expect(snlfPlacementViolations(g, o.marker, o.hex, o.arrowTo)).toEqual([]);
  });

  it('PE-9 2.2.3.4 the arrow may not point into a Neutral Minor Country (Portuguese Timor)', () => {
    const timor = Object.values(teaching.board.hexes).find((h) => h.country === 'portugueseTimor');
    expect(timor).toBeDefined();
    const sea = teaching.board.grid.neighbours(timor!.id).find((h) => teaching.board.hexes[h]?.terrain === 'allSea')!;
    expect(codes(snlfPlacementViolations(axis(teaching), 'ax-snlf-1', sea, timor!.id))).toEqual(['snlf.arrowToNeutral']);
  });

  it('2.1 a roll needs a table turnchart carries; any other table is read on the player\'s own chart', () => {
    expect(politicalRollViolations(teaching, { action: 0 })).toEqual([]);
    expect(codes(politicalRollViolations(teaching, { action: 0, table: 'Table F' }))).toEqual(['politicalEvents.tableNotBundled']);
    expect(politicalResultViolations(teaching, { action: 0, table: 'Table F' }, { result: 'No effect.' })).toEqual([]);
    expect(codes(politicalRollViolations(withCard(teaching, undefined), { action: 0 }))).toEqual(['politicalEvents.noSection']);
    expect(codes(politicalRollViolations(teaching, { action: 2 }))).toEqual(['politicalEvents.allResolved']);
  });

  it('PE-4 PE-5 2.1 a result read from a chart that sends to another table carries no effects: they come with the final result', () => {
    expect(codes(politicalResultViolations(teaching, { action: 0 }, { result: 'Roll on B', rollOn: 'B', blitzMarkers: 1 }))).toEqual(['politicalEvents.chainWithEffects']);
    expect(politicalResultViolations(teaching, { action: 0 }, { result: 'Roll on B', rollOn: 'B' })).toEqual([]);
  });
});
