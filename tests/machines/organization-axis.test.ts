import { describe, expect, it } from 'vitest';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { legalActions } from '../../src/ds/legal/index.ts';
import { moveCounter } from '../../src/ds/model/contents.ts';
import { advanceTo, expectLegalityHolds, play, startTurn, stepId, type TurnSnapshot } from '../support/turn-harness.ts';
import { COMMON_PROBES, NORTH, codes, gameFor, hex, logOf, placeOf, pool, teachingFor } from '../unit/rules/organization/turn-helpers.ts';

const SINGAPORE = 'w3218';
const MEDAN = 'w3216';
const SAIGON = 'w3619';
const TAIHOKU = 'w4324';
const ground = (s: TurnSnapshot, id: string) => {
  const c = s.context.game.counters.get(id)?.counter;
  return c?.kind === 'ground' ? c : undefined;
};

const AXIS_PROBES: DsEvent[] = [
  ...COMMON_PROBES,
  { type: 'COMBINE', units: ['jp-5-div', 'jp-35-bde'], into: 'jp-5-div' },
  { type: 'COMBINE', units: ['jp-35-bde', 'jp-5-div'], into: 'jp-35-bde' },
  { type: 'COMBINE', units: ['jp-5-div', 'jp-guards'], into: 'jp-5-div' },
  { type: 'COMBINE', units: ['br-1-burma', 'br-burma-rifles'], into: 'br-14-army' },
  { type: 'CONVERT', unit: 'jp-ig-1', into: 'jp-ig-1' },
  { type: 'CONVERT', unit: 'jp-guards', into: 'jp-ig-1' },
  { type: 'ELIMINATE', unit: 'jp-14-army' },
  { type: 'BREAK_DOWN', unit: 'jp-southern-hq', into: ['jp-56-div', 'jp-35-bde'] },
  { type: 'BREAK_DOWN', unit: 'jp-formosa-army', into: ['jp-56-div'] },
  { type: 'BREAK_DOWN', unit: 'jp-formosa-army', into: ['jp-korean-bde'] },
  { type: 'PLACE_DETACHMENT', marker: 'jp-det-3', hex: MEDAN },
  { type: 'PLACE_DETACHMENT', marker: 'jp-det-3', hex: SINGAPORE },
  { type: 'REMOVE_DETACHMENT', marker: 'jp-det-1' },
];

describe('2.3 Organization Segment through the turn machine: the Axis faction', () => {
  it('DS-EX-16 PF-2 VE-2 DS-EX-21 DS-EX-25 DT-2 DT-3 Java, spring 1942: combine in Singapore, flip the IG port-a-fort, eliminate, break down the Southern Army HQ and the colonial Formosa Army, move Detachments', () => {
    const actor = startTurn(teachingFor('axis'));
    let s = advanceTo(actor, 'ds.organization.combinations');
    expectLegalityHolds(s, AXIS_PROBES);
    expect(legalActions(s)).toContainEqual({ type: 'COMBINE', units: ['jp-5-div', 'jp-35-bde'], into: 'jp-5-div' });
    expect(codes(s, { type: 'COMBINE', units: ['jp-35-bde', 'jp-5-div'], into: 'jp-35-bde' })).toEqual(['combine.noLargerSide']);
    s = play(actor, { type: 'COMBINE', units: ['jp-5-div', 'jp-35-bde'], into: 'jp-5-div' });
    expect(ground(s, 'jp-5-div')).toMatchObject({ steps: 2, values: { attack: 2, defense: 2, movement: 1 } });
    expect(placeOf(s, 'jp-35-bde')).toEqual(pool('axis'));
    expectLegalityHolds(s, AXIS_PROBES);

    s = play(actor, { type: 'DONE' });
    expectLegalityHolds(s, AXIS_PROBES);
    expect(codes(s, { type: 'CONVERT', unit: 'jp-guards', into: 'jp-ig-1' })).toEqual(['conversion.notInForcePool']);
    s = play(actor, { type: 'CONVERT', unit: 'jp-ig-1', into: 'jp-ig-1' });
    expect(ground(s, 'jp-ig-1')).toMatchObject({ type: 'fortress', fortKind: 'portAFort' });
    expect(placeOf(s, 'jp-ig-1')).toEqual(hex(MEDAN));
    expectLegalityHolds(s, AXIS_PROBES);

    s = play(actor, { type: 'DONE' });
    expectLegalityHolds(s, AXIS_PROBES);
    s = play(actor, { type: 'ELIMINATE', unit: 'jp-14-army' });
    expect(placeOf(s, 'jp-14-army')).toEqual(pool('axis'));
    expectLegalityHolds(s, AXIS_PROBES);

    s = play(actor, { type: 'DONE' });
    expect(stepId(s)).toBe('ds.organization.breakdowns');
    expectLegalityHolds(s, AXIS_PROBES);
    expect(codes(s, { type: 'BREAK_DOWN', unit: 'jp-formosa-army', into: ['jp-56-div'] })).toEqual(['breakdown.colonial']);
    s = play(actor, { type: 'BREAK_DOWN', unit: 'jp-southern-hq', into: ['jp-35-bde', 'jp-56-div'] });
    expect(placeOf(s, 'jp-southern-hq')).toEqual({ kind: 'delayBox' });
    expect(placeOf(s, 'jp-56-div')).toEqual(hex(SAIGON));
    expectLegalityHolds(s, AXIS_PROBES);
    s = play(actor, { type: 'BREAK_DOWN', unit: 'jp-formosa-army', into: ['jp-korean-bde'] });
    expect(ground(s, 'jp-formosa-army')).toMatchObject({ steps: 1, colonial: true });
    expect(placeOf(s, 'jp-korean-bde')).toEqual(hex(TAIHOKU));
    expectLegalityHolds(s, AXIS_PROBES);

    s = play(actor, { type: 'DONE' });
    expect(codes(s, { type: 'PLACE_DETACHMENT', marker: 'jp-det-3', hex: SINGAPORE })).toEqual(['detachment.markerInHex']);
    expectLegalityHolds(s, AXIS_PROBES);
    s = play(actor, { type: 'REMOVE_DETACHMENT', marker: 'jp-det-1' });
    s = play(actor, { type: 'PLACE_DETACHMENT', marker: 'jp-det-3', hex: MEDAN });
    expect(placeOf(s, 'jp-det-1')).toEqual({ kind: 'delayBox' });
    expect(placeOf(s, 'jp-det-3')).toEqual(hex(MEDAN));
    expectLegalityHolds(s, AXIS_PROBES);
    s = play(actor, { type: 'DONE' });
    expect(stepId(s)).toBe('ds.operationalMovement');
    expect(logOf(s)).toContain('2.3.4.1 Southern Army HQ 1-2-2 (2 steps) breaks down into 35th Brigade 0-1-1 from the Force Pool and 56th Division 3-3-2 from the Force Pool; it goes to the Delay Box (Delay Stripe)');
  });

  it('DS-CL-03 DS-CL-11 CB-11 FH-5 north: two Kwantung infantry form the Kwa HQ; one Japanese unit becomes a Per fortress, and a second Per the same turn is refused', () => {
    const g = gameFor(NORTH, 'axis');
    const actor = startTurn(moveCounter(g, 'japanese-mandate', { kind: 'track', track: 'victoryPoints', space: 12 }));
    const probes: DsEvent[] = [
      ...COMMON_PROBES,
      { type: 'COMBINE', units: ['jp-kwa-1', 'jp-inf-1'], into: 'jp-kwa-hq' },
      { type: 'COMBINE', units: ['jp-kwa-1', 'jp-kwa-2'], into: 'jp-kwa-hq' },
      { type: 'CONVERT', unit: 'jp-inf-2', into: 'jp-per-2' },
      { type: 'CONVERT', unit: 'jp-inf-1', into: 'jp-per-2' },
      { type: 'CONVERT', unit: 'jp-armor-1', into: 'jp-per-1' },
      { type: 'CONVERT', unit: 'mk-inf-1', into: 'jp-dai-fort' },
    ];
    let s = advanceTo(actor, 'ds.organization.combinations');
    expectLegalityHolds(s, probes);
    expect(codes(s, { type: 'COMBINE', units: ['jp-kwa-1', 'jp-inf-1'], into: 'jp-kwa-hq' })).toEqual(['combine.kwantung']);
    s = play(actor, { type: 'COMBINE', units: ['jp-kwa-1', 'jp-kwa-2'], into: 'jp-kwa-hq' });
    expect(placeOf(s, 'jp-kwa-hq')).toEqual(hex('w5125'));
    expectLegalityHolds(s, probes);
    s = play(actor, { type: 'DONE' });
    s = play(actor, { type: 'CONVERT', unit: 'jp-armor-1', into: 'jp-per-1' });
    expect(s.context.turn.organization.oncePerTurnUsed).toEqual(['Per']);
    expect(codes(s, { type: 'CONVERT', unit: 'jp-inf-1', into: 'jp-per-2' })).toEqual(['conversion.oncePerTurn']);
    expectLegalityHolds(s, probes);
    expect(legalActions(s).filter((e) => e.type === 'CONVERT' && e.into.startsWith('jp-per'))).toEqual([]);
  });

  it('DS-CL-01 FH-10 north, Soviet: one Russian unit in Blagoveshchensk becomes a Line fort; the second Line fort that turn is refused', () => {
    const actor = startTurn(gameFor(NORTH, 'soviet'));
    let s = advanceTo(actor, 'ds.organization.conversions');
    const probes: DsEvent[] = [
      ...COMMON_PROBES,
      { type: 'CONVERT', unit: 'ru-inf-1', into: 'ru-line-1' },
      { type: 'CONVERT', unit: 'ru-shock-1', into: 'ru-line-2' },
      { type: 'CONVERT', unit: 'ru-inf-2', into: 'ru-line-2' },
    ];
    expectLegalityHolds(s, probes);
    expect(codes(s, { type: 'CONVERT', unit: 'ru-inf-2', into: 'ru-line-2' })).toEqual(['conversion.lineBorder']);
    s = play(actor, { type: 'CONVERT', unit: 'ru-inf-1', into: 'ru-line-1' });
    expect(placeOf(s, 'ru-line-1')).toEqual(hex('w5727'));
    expect(codes(s, { type: 'CONVERT', unit: 'ru-shock-1', into: 'ru-line-2' })).toEqual(['conversion.fortressInHex', 'conversion.oncePerTurn']);
    expectLegalityHolds(s, probes);
  });

  it('perft: the number of legal actions in each Organization step of the north fixture, Axis and Soviet', () => {
    const counts = (phasing: 'axis' | 'soviet') => {
      const actor = startTurn(gameFor(NORTH, phasing));
      const out: Record<string, number> = {};
      let s = advanceTo(actor, 'ds.organization.combinations');
      for (;;) {
        const id = stepId(s);
        if (!id?.startsWith('ds.organization.')) break;
        out[id.slice('ds.organization.'.length)] = legalActions(s).length;
        s = play(actor, { type: 'DONE' });
      }
      return out;
    };
    // Axis: the Kwa HQ from two Kwantung infantry (once: R-ORG-UNIT-ORDER) + DONE; five Dai/Sai conversions where
    // the 2.3.2.4 list allows (no Per: the Japanese Mandate marker is in the Force Pool) + DONE; seven
    // units on the map + DONE; nothing multi-step on the map; no Detachment.
    expect(counts('axis')).toEqual({ combinations: 2, conversions: 6, voluntaryEliminations: 8, breakdowns: 1, detachments: 1 });
    // Soviet: the 1-1-1 and the 2-1-1 Shock, either one increased (DS-EX-16 b), each once + DONE;
    // two units on the border times two Line forts, and the Vlad fortress in Vladivostok + DONE.
    expect(counts('soviet')).toEqual({ combinations: 3, conversions: 6, voluntaryEliminations: 5, breakdowns: 1, detachments: 1 });
  });
});
