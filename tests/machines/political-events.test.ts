import { describe, expect, it } from 'vitest';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { explain, legalActions } from '../../src/ds/legal/index.ts';
import { CHART_RESULT_TEMPLATE } from '../../src/ds/legal/political-events.ts';
import type { DsGameState } from '../../src/ds/model/state.ts';
import { TEACHING, advanceTo, expectLegalityHolds, loadScenario, play, startTurn, stepId, type TurnSnapshot } from '../support/turn-harness.ts';

const ROLLING = 'ds.admin.politicalEvents';
const SNLF = 'ds.politicalEvents.snlfBeachheads';
const teaching = loadScenario(TEACHING); // Western phasing; card: roll on Table A, then Table B (SAMPLE)

const withActions = (g: DsGameState, tables: readonly string[] | undefined, extra: Partial<DsGameState['game']> = {}): DsGameState => ({
  ...g,
  game: {
    ...g.game,
    ...extra,
    currentCard: tables === undefined
      ? { name: 'Quiet card', blitzValue: 2, politicalEvents: '' }
      : { name: 'Test card', blitzValue: 2, politicalEvents: 'test', politicalEventsSegment: { actions: tables.map((table) => ({ table })) } },
  },
});
const messages = (s: TurnSnapshot): string[] => s.context.log.map((l) => l.message);
const PROBES: DsEvent[] = [
  { type: 'DONE' }, { type: 'CONTINUE' }, { type: 'PLACE_BLITZ', marker: 'we-blitz-1', hex: 'w3218' },
  { type: 'POLITICAL_RESULT', result: 'Operation Z', snlfBeachheads: 2 }, { type: 'PLACE_SNLF_BEACHHEAD', marker: 'ax-snlf-1', hex: 'w2717', arrowTo: 'w2818' },
  { type: 'CABINET_CRISIS_RESULT', result: 'x' },
];

describe('2.1 Political Events Segment, through the turn machine', () => {
  it('PE-1 2.1 with no Political Events section on the Current Card the segment is skipped, and the log says so', () => {
    const actor = startTurn(withActions(teaching, undefined));
    const s = advanceTo(actor, 'ds.support.beachheadMaintenance');
    expect(messages(s)).toContain('the Current Card "Quiet card" has no Political Events Segment section: the segment is skipped');
  });

  it('PE-2 PE-3 2.1 the teaching card\'s two actions are resolved in order, each a roll on its SAMPLE table', () => {
    const actor = startTurn(teaching);
    let s = advanceTo(actor, ROLLING);
    expect(messages(s).at(-1)).toMatch(/lists two actions, performed in order even if resolved earlier this season: 1\. Roll on Political Events Table A \(SAMPLE\); 2\. Roll on Political Events Table B/);
    expectLegalityHolds(s, PROBES);
    expect(legalActions(s)).toContainEqual({ type: 'ROLL', value: 6 });
    s = play(actor, { type: 'ROLL', value: 1 });
    expect(stepId(s)).toBe(ROLLING);
    expect(s.context.turn.politicalEvents.action).toBe(1);
    expect(messages(s).at(-1)).toBe('action 1 of 2 (Roll on Political Events Table A (SAMPLE)): die 1 + 0 Political DRMs = 1 on Political Events Table A (SAMPLE): "No effect." (SAMPLE) — SAMPLE table: the printed Political Events Tables are not in the seeds');
    expectLegalityHolds(s, PROBES);
    s = play(actor, { type: 'ROLL', value: 2 });
    expect(messages(s).slice(-4)).toEqual([
      expect.stringMatching(/^action 2 of 2 .*die 2 \+ 0 Political DRMs = 2 on Political Events Table B \(SAMPLE\): "No effect\." \(SAMPLE\)/),
      'every listed Political Events action is resolved',
      'nothing to return to base',
      'no Beachhead-1 or Beachhead-2 marker of yours is in an All-Sea hex: nothing to maintain',
    ]);
    expect(stepId(s)).toBe('ds.support.beachheadMaintenance');
  });

  it('PE-4 PE-5 PE-8 2.1 a result directing to another table chains rolls until a final result; its Blitz award feeds 2.2.4', () => {
    const actor = startTurn(teaching);
    advanceTo(actor, ROLLING);
    let s = play(actor, { type: 'ROLL', value: 3 }); // A: roll on Table B
    expect(s.context.turn.politicalEvents).toEqual({ action: 0, table: 'sampleB' });
    expect(messages(s).at(-1)).toBe('"Diplomatic pressure: roll on Table B." (SAMPLE) directs to Political Events Table B (SAMPLE): roll again there, with the Political DRMs');
    expectLegalityHolds(s, PROBES);
    s = play(actor, { type: 'ROLL', value: 3 }); // B: roll on Table C
    expect(s.context.turn.politicalEvents).toEqual({ action: 0, table: 'sampleC' });
    s = play(actor, { type: 'ROLL', value: 6 }); // C: two Blitz markers, final
    expect(s.context.turn.politicalEvents).toEqual({ action: 1 });
    expect(s.context.turn.blitz.awarded).toBe(2);
    expect(messages(s).at(-1)).toBe('"Grand offensive: two Blitz markers are awarded." (SAMPLE): two Blitz markers awarded, for this turn\'s Blitz Marker Placement only');
    expectLegalityHolds(s, PROBES);
  });

  it('PE-3 2.1 Political DRMs are added and the total is treated as 1..6', () => {
    const actor = startTurn(withActions(teaching, ['sampleA'], { politicalDrm: -3 }));
    advanceTo(actor, ROLLING);
    const s = play(actor, { type: 'ROLL', value: 2 });
    expect(messages(s)).toContain('action 1 of 1: die 2 − 3 Political DRMs = -1 (treated as 1) on Political Events Table A (SAMPLE): "No effect." (SAMPLE) — SAMPLE table: the printed Political Events Tables are not in the seeds');
  });

  it('PE-3 2.1 with the seeded dice, the same seed gives the same results', () => {
    const run = (seed: number) => {
      const actor = startTurn(teaching, seed);
      advanceTo(actor, ROLLING);
      for (let i = 0; i < 6 && stepId(actor.getSnapshot()) === ROLLING; i++) play(actor, { type: 'ROLL' });
      return actor.getSnapshot().context.log.filter((l) => l.kind === 'roll').map((l) => l.message);
    };
    expect(run(11)).toEqual(run(11));
    expect(run(11).length).toBeGreaterThanOrEqual(2);
  });

  it('PE-6 PE-7 2.1 a result read from the player\'s own chart: an italicized event, steps lost, a table turnchart does not carry', () => {
    const actor = startTurn(teaching);
    advanceTo(actor, ROLLING);
    let s = play(actor, { type: 'POLITICAL_RESULT', result: 'Roll on Table F', rollOn: 'Table F' });
    expect(messages(s).at(-2)).toBe('action 1 of 2 (Roll on Political Events Table A (SAMPLE)): result read from the player\'s chart on Political Events Table A (SAMPLE): "Roll on Table F"');
    expect(explain(s, { type: 'ROLL' }).map((v) => v.code)).toEqual(['politicalEvents.tableNotBundled']);
    expect(legalActions(s)).toEqual([CHART_RESULT_TEMPLATE]);
    expectLegalityHolds(s, [...PROBES, { type: 'ROLL' }, { type: 'ROLL', value: 4 }]);
    s = play(actor, { type: 'POLITICAL_RESULT', result: '*Some Event*', rule: '15.12', stepLosses: 1 });
    expect(messages(s)).toContain('"*Some Event*" is an italicized Political Event: apply per rule 15.12 (not in the seeds)');
    expect(messages(s)).toContain('"*Some Event*": eliminate 1 step as Eliminating Steps (4.2.6.2) says; turnchart does not do it for you yet');
    expect(s.context.turn.politicalEvents).toEqual({ action: 1 });
  });

  it('2.1 any well-formed result read from a chart is accepted, though legalActions can only list the sample ones', () => {
    const actor = startTurn(teaching);
    const s = advanceTo(actor, ROLLING);
    const free: DsEvent = { type: 'POLITICAL_RESULT', result: 'Anything printed on the real chart' };
    expect(s.can(free)).toBe(true);
    expect(explain(s, free)).toEqual([]);
  });

  it('PE-9 BM-8 BZ-3 2.1 Operation Z gives the Axis SNLF Beachhead-0 markers; they stay at Beachhead Maintenance and need no Blitz marker', () => {
    const game = withActions(teaching, ['sampleAxis'], { phasing: 'axis' });
    const actor = startTurn(game);
    advanceTo(actor, ROLLING);
    let s = play(actor, { type: 'ROLL', value: 4 }); // *Operation Z*: two markers, one in the Axis Force Pool
    expect(stepId(s)).toBe(SNLF);
    expect(messages(s)).toContain('"*Operation Z*: two SNLF Beachhead-0 markers." (SAMPLE) is an italicized Political Event: apply per rule 15.29 (not in the seeds)');
    expect(messages(s)).toContain('"*Operation Z*: two SNLF Beachhead-0 markers." (SAMPLE): the Axis may place two SNLF Beachhead-0 markers; only one marker in the Axis Force Pool');
    expectLegalityHolds(s, [...PROBES, { type: 'PLACE_SNLF_BEACHHEAD', marker: 'ax-snlf-1', hex: 'w2818', arrowTo: 'w2819' }, { type: 'ROLL', value: 1 }]);
    expect(legalActions(s)).toContainEqual({ type: 'PLACE_SNLF_BEACHHEAD', marker: 'ax-snlf-1', hex: 'w2517', arrowTo: 'w2518' });
    s = play(actor, { type: 'PLACE_SNLF_BEACHHEAD', marker: 'ax-snlf-1', hex: 'w2517', arrowTo: 'w2518' });
    expect(s.context.game.counters.get('ax-snlf-1')!.at).toEqual({ kind: 'hex', hex: 'w2517', arrowTo: 'w2518' });
    expect(stepId(s)).toBe('ds.support.beachheadMaintenance');
    expect(messages(s)).toContain('SNLF Beachhead-0 ax-snlf-1 in hex w2517 was placed earlier this turn: it remains on the map');
    expectLegalityHolds(s, [{ type: 'KEEP_BEACHHEAD', marker: 'ax-snlf-1' }, { type: 'RETURN_BEACHHEAD', marker: 'ax-snlf-1' }]);
    expect(explain(s, { type: 'RETURN_BEACHHEAD', marker: 'ax-snlf-1' }).map((v) => v.code)).toEqual(['beachheadMaintenance.snlfRemains']);
    s = advanceTo(actor, 'ds.support.blitzPlacement');
    expect(explain(s, { type: 'DONE' })).toEqual([]);
  });

  it('PE-9 2.1 the Axis may stop placing SNLF Beachhead-0 markers with DONE', () => {
    const actor = startTurn(withActions(teaching, ['sampleAxis'], { phasing: 'axis' }));
    advanceTo(actor, ROLLING);
    play(actor, { type: 'ROLL', value: 3 }); // *Widespread Attacks*: one marker
    const s = play(actor, { type: 'DONE' });
    expect(messages(s)).toContain('one SNLF Beachhead-0 marker not placed: the Axis places no more');
    expect(s.context.game.counters.get('ax-snlf-1')!.at).toEqual({ kind: 'forcePool', faction: 'axis' });
    expect(stepId(s)).toBe('ds.support.beachheadMaintenance');
  });

  it('PE-9 2.1 a Western player cannot enter SNLF Beachhead-0 markers from a chart', () => {
    const s = advanceTo(startTurn(teaching), ROLLING);
    const e: DsEvent = { type: 'POLITICAL_RESULT', result: '*Operation Z*', rule: '15.29', snlfBeachheads: 2 };
    expect(s.can(e)).toBe(false);
    expect(explain(s, e)).toEqual([expect.objectContaining({ rule: '2.2.3.4', code: 'politicalEvents.snlfAxisOnly' })]);
  });
});
