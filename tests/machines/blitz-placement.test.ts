import { describe, expect, it } from 'vitest';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { explain, legalActions } from '../../src/ds/legal/index.ts';
import { moveCounter } from '../../src/ds/model/contents.ts';
import type { DsGameState } from '../../src/ds/model/state.ts';
import { TEACHING, advanceTo, expectLegalityHolds, loadScenario, play, startTurn, stepId, type TurnSnapshot } from '../support/turn-harness.ts';

const BLITZ = 'ds.support.blitzPlacement';
const CRISIS = 'ds.support.cabinetCrisis';
const LAND = 'w2818'; // Telekbetung
const SEA = 'w2717';
const messages = (s: TurnSnapshot): string[] => s.context.log.map((l) => l.message);
const codes = (s: TurnSnapshot, e: DsEvent) => explain(s, e).map((v) => v.code);

/** The teaching scenario without a Political Events section (the segment is skipped), with edits. */
function game(edit: Partial<DsGameState['game']> = {}, blitzValue = 2): DsGameState {
  const g = loadScenario(TEACHING);
  return { ...g, game: { ...g.game, ...edit, currentCard: { name: 'Blitz card', blitzValue, politicalEvents: '' } } };
}
const axis = (government: 'army' | 'navy', politicalDrm = 0) => game({ phasing: 'axis', japaneseGovernment: government, politicalDrm });
const PROBES: DsEvent[] = [
  { type: 'DONE' }, { type: 'ROLL' }, { type: 'ROLL', value: 3 }, { type: 'CABINET_CRISIS_RESULT', result: 'The cabinet holds: no effect.' },
  { type: 'PLACE_BLITZ', marker: 'ax-blitz-1', hex: SEA }, { type: 'PLACE_BLITZ', marker: 'ax-blitz-1', hex: 'w9999' },
  { type: 'PLACE_BLITZ', marker: 'we-blitz-1', hex: LAND }, { type: 'PLACE_BLITZ', marker: 'no-such-marker', hex: LAND },
];

describe('2.2.4 Blitz Marker Placement, through the turn machine', () => {
  it('BZ-1 BZ-2 BZ-6 Western: Blitz Value 2 plus one awarded; two counters placed, one per hex; the third is lost', () => {
    const g = loadScenario(TEACHING); // its card rolls on SAMPLE Tables A then B
    const actor = startTurn(g);
    advanceTo(actor, 'ds.admin.politicalEvents');
    play(actor, { type: 'ROLL', value: 5 }); // A: one Blitz marker awarded
    play(actor, { type: 'ROLL', value: 1 });
    let s = advanceTo(actor, BLITZ);
    expect(messages(s)).toContain('three Blitz markers available: Blitz Value 2 of "Spring 1942 (sample card)" + 1 awarded by Political Events');
    expectLegalityHolds(s, PROBES);
    expect(legalActions(s)).toContainEqual({ type: 'PLACE_BLITZ', marker: 'we-blitz-1', hex: SEA });
    s = play(actor, { type: 'PLACE_BLITZ', marker: 'we-blitz-1', hex: LAND });
    expect(s.context.game.counters.get('we-blitz-1')!.at).toEqual({ kind: 'hex', hex: LAND });
    expect(stepId(s)).toBe(BLITZ); // no Cabinet Crisis for the Western faction
    expect(codes(s, { type: 'PLACE_BLITZ', marker: 'we-blitz-2', hex: LAND })).toEqual(['blitz.hexHasBlitz']);
    expectLegalityHolds(s, [...PROBES, { type: 'PLACE_BLITZ', marker: 'we-blitz-2', hex: LAND }]);
    s = play(actor, { type: 'PLACE_BLITZ', marker: 'we-blitz-2', hex: SEA });
    expect(legalActions(s)).toEqual([{ type: 'DONE' }]);
    expectLegalityHolds(s, PROBES);
    s = play(actor, { type: 'DONE' });
    expect(messages(s)).toContain('two Blitz markers placed; one available Blitz marker not placed is lost: Blitz markers cannot be saved for another turn');
  });

  it('BZ-3 2.2.4 a Beachhead hex gets the first Blitz marker; DONE waits for it', () => {
    const g = moveCounter(moveCounter(game(), 'we-bh-1', { kind: 'hex', hex: SEA, arrowTo: LAND }), 'au-7-div', { kind: 'hex', hex: SEA });
    const actor = startTurn(g);
    let s = advanceTo(actor, 'ds.support.beachheadMaintenance');
    s = play(actor, { type: 'KEEP_BEACHHEAD', marker: 'we-bh-1' });
    s = play(actor, { type: 'DONE' });
    s = advanceTo(actor, BLITZ);
    expect(codes(s, { type: 'DONE' })).toEqual(['blitz.beachheadOwed']);
    expect(codes(s, { type: 'PLACE_BLITZ', marker: 'we-blitz-1', hex: LAND })).toEqual(['blitz.beachheadsFirst']);
    expectLegalityHolds(s, PROBES);
    s = play(actor, { type: 'PLACE_BLITZ', marker: 'we-blitz-2', hex: SEA });
    expect(explain(s, { type: 'DONE' })).toEqual([]);
    expect(explain(s, { type: 'PLACE_BLITZ', marker: 'we-blitz-1', hex: LAND })).toEqual([]);
    expectLegalityHolds(s, PROBES);
  });

  it('BZ-3 2.2.4 with fewer Blitz markers than Beachhead hexes, DONE is legal once they are all placed (gap §2 #7)', () => {
    let g = game({}, 1);
    g = moveCounter(moveCounter(g, 'we-bh-1', { kind: 'hex', hex: SEA, arrowTo: LAND }), 'au-7-div', { kind: 'hex', hex: SEA });
    g = moveCounter(moveCounter(g, 'we-bh-2', { kind: 'hex', hex: 'w2718', arrowTo: 'w2819' }), 'br-5-div', { kind: 'hex', hex: 'w2718' });
    const actor = startTurn(g);
    advanceTo(actor, 'ds.support.beachheadMaintenance');
    play(actor, { type: 'KEEP_BEACHHEAD', marker: 'we-bh-1' });
    play(actor, { type: 'KEEP_BEACHHEAD', marker: 'we-bh-2' });
    play(actor, { type: 'DONE' });
    let s = advanceTo(actor, BLITZ);
    expect(legalActions(s).map((e) => (e.type === 'PLACE_BLITZ' ? e.hex : e.type))).toEqual([SEA, 'w2718', SEA, 'w2718']);
    s = play(actor, { type: 'PLACE_BLITZ', marker: 'we-blitz-1', hex: 'w2718' });
    expect(legalActions(s)).toEqual([{ type: 'DONE' }]);
    expectLegalityHolds(s, PROBES);
  });

  it('BZ-5 2.2.4 Axis, Army leading: a Blitz marker at sea calls for a Cabinet Crisis roll with the physical die', () => {
    const actor = startTurn(axis('army'));
    let s = advanceTo(actor, BLITZ);
    expectLegalityHolds(s, PROBES);
    s = play(actor, { type: 'PLACE_BLITZ', marker: 'ax-blitz-1', hex: LAND });
    expect(stepId(s)).toBe(BLITZ); // Land with the Army leading: no roll
    s = play(actor, { type: 'PLACE_BLITZ', marker: 'ax-blitz-2', hex: SEA });
    expect(stepId(s)).toBe(CRISIS);
    expect(messages(s).at(-1)).toBe('a Blitz marker in an All-Sea hex while the Navy is not leading the government (BZ-5): the Axis must roll on the Cabinet Crisis Table, with the Political DRMs');
    expectLegalityHolds(s, PROBES);
    expect(codes(s, { type: 'DONE' })).toEqual(['sequence.notInThisStep']);
    s = play(actor, { type: 'ROLL', value: 4 });
    expect(stepId(s)).toBe(BLITZ);
    expect(s.context.turn.blitz.cabinetCrisis).toBeUndefined();
    expect(messages(s).at(-1)).toBe('Cabinet Crisis: die 4 + 0 Political DRMs = 4 on the Cabinet Crisis Table (SAMPLE): "Ministers resign: apply the Cabinet Crisis result of your own chart." (SAMPLE) — SAMPLE table: the printed Cabinet Crisis Table is not in the seeds');
    expectLegalityHolds(s, PROBES);
  });

  it('BZ-4 2.2.4 Axis, Navy leading: a Blitz marker on land calls for the roll; Political DRMs apply, clamped to 6', () => {
    const actor = startTurn(axis('navy', 3));
    advanceTo(actor, BLITZ);
    let s = play(actor, { type: 'PLACE_BLITZ', marker: 'ax-blitz-1', hex: SEA });
    expect(stepId(s)).toBe(BLITZ);
    s = play(actor, { type: 'PLACE_BLITZ', marker: 'ax-blitz-2', hex: LAND });
    expect(stepId(s)).toBe(CRISIS);
    s = play(actor, { type: 'ROLL', value: 5 });
    expect(messages(s).at(-1)).toMatch(/^Cabinet Crisis: die 5 \+ 3 Political DRMs = 8 \(treated as 6\) on the Cabinet Crisis Table \(SAMPLE\)/);
  });

  it('BZ-4 2.2.4 with the seeded dice, the same seed gives the same Cabinet Crisis result', () => {
    const run = (seed: number) => {
      const actor = startTurn(axis('navy'), seed);
      advanceTo(actor, BLITZ);
      play(actor, { type: 'PLACE_BLITZ', marker: 'ax-blitz-1', hex: LAND });
      const s = play(actor, { type: 'ROLL' });
      return { line: messages(s).at(-1), dice: s.context.dice };
    };
    const a = run(5);
    expect(a).toEqual(run(5));
    expect(a.line).toMatch(/^Cabinet Crisis: die [1-6] \+ 0 Political DRMs/);
    expect(a.dice.rolled).toBe(1);
  });

  it('BZ-4 2.2.4 the result may be read from the printed Cabinet Crisis Table instead', () => {
    const actor = startTurn(axis('navy'));
    advanceTo(actor, BLITZ);
    play(actor, { type: 'PLACE_BLITZ', marker: 'ax-blitz-1', hex: LAND });
    const s = play(actor, { type: 'CABINET_CRISIS_RESULT', result: 'Tojo reshuffles the cabinet' });
    expect(messages(s).at(-1)).toBe('Cabinet Crisis: result read from the player\'s chart: "Tojo reshuffles the cabinet"');
    expect(stepId(s)).toBe(BLITZ);
  });

  it('BZ-6 2.2.4 DONE at once: every available marker is lost, and the log says how many', () => {
    const actor = startTurn(game());
    advanceTo(actor, BLITZ);
    const s = play(actor, { type: 'DONE' });
    expect(messages(s)).toContain('no Blitz markers placed; two available Blitz markers not placed are lost: Blitz markers cannot be saved for another turn');
  });
});
