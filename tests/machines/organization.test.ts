import { describe, expect, it } from 'vitest';
import { parseEvent, type DsEvent } from '../../src/ds/events/index.ts';
import { explain, legalActions } from '../../src/ds/legal/index.ts';
import { advanceTo, expectLegalityHolds, play, startTurn, stepId, type TurnSnapshot } from '../support/turn-harness.ts';
import { COMMON_PROBES, codes, hex, logOf, placeOf, pool, teachingFor } from '../unit/rules/organization/turn-helpers.ts';

const MANDALAY = 'w4215';
const SOERABAJA = 'w2720';
const CALCUTTA = 'w4213';
const ground = (s: TurnSnapshot, id: string) => {
  const c = s.context.game.counters.get(id)?.counter;
  return c?.kind === 'ground' ? c : undefined;
};

/** Probes for the Western turn: each step is also tried with what it must refuse. */
const PROBES: DsEvent[] = [
  ...COMMON_PROBES,
  { type: 'COMBINE', units: ['br-1-burma', 'in-14-div'], into: 'br-14-army' }, // different hexes
  { type: 'COMBINE', units: ['jp-5-div', 'jp-35-bde'], into: 'jp-5-div' }, // the Axis faction's units
  { type: 'COMBINE', units: ['br-1-burma', 'br-burma-rifles'], into: 'br-sing-fort' }, // a fortress from the Force Pool
  { type: 'COMBINE', units: ['br-burma-rifles', 'br-1-burma'], into: 'br-14-army' },
  { type: 'BREAK_DOWN', unit: 'br-abda-army', into: ['nei-1-knil'] },
  { type: 'BREAK_DOWN', unit: 'br-14-army', into: ['br-7-armd-bde'] },
  { type: 'CONVERT', unit: 'in-34-div', into: 'br-sing-fort' },
  { type: 'ELIMINATE', unit: 'jp-25-army' },
  { type: 'PLACE_DETACHMENT', marker: 'br-det-1', hex: MANDALAY },
  { type: 'PLACE_DETACHMENT', marker: 'us-det-1', hex: MANDALAY },
  { type: 'REMOVE_DETACHMENT', marker: 'jp-det-1' },
];

describe('2.3 Organization Segment through the turn machine: the Western faction in Java, spring 1942', () => {
  it('DS-EX-15 DS-EX-23 OG-1 CB-4 CB-5 VE-3 BD-8 BD-9 BD-6 DT-1: combine in Mandalay up to the 6-6-2 mech army, eliminate, break down the ABDA Army and the mech army, place a Detachment', () => {
    const actor = startTurn(teachingFor('western'));
    let s = advanceTo(actor, 'ds.organization.combinations');
    expectLegalityHolds(s, PROBES);
    // One order per combination (R-ORG-UNIT-ORDER; this listed both orders before issue 15 #9).
    expect(legalActions(s)).toContainEqual({ type: 'COMBINE', units: ['br-1-burma', 'br-burma-rifles'], into: 'br-14-army' });
    expect(legalActions(s)).not.toContainEqual({ type: 'COMBINE', units: ['br-burma-rifles', 'br-1-burma'], into: 'br-14-army' });
    expect(codes(s, { type: 'BREAK_DOWN', unit: 'br-abda-army', into: ['nei-1-knil'] })).toEqual(['sequence.notInThisStep']);
    expect(codes(s, { type: 'COMBINE', units: ['br-1-burma', 'in-14-div'], into: 'br-14-army' })).toContain('combine.notStacked');

    s = play(actor, { type: 'COMBINE', units: ['br-1-burma', 'br-burma-rifles'], into: 'br-14-army' });
    expect(placeOf(s, 'br-14-army')).toEqual(hex(MANDALAY));
    expect(placeOf(s, 'br-1-burma')).toEqual(pool('western'));
    expectLegalityHolds(s, PROBES);
    s = play(actor, { type: 'COMBINE', units: ['br-7-armd-bde', 'br-14-army'], into: 'br-14-army' });
    expect(ground(s, 'br-14-army')).toMatchObject({ steps: 3, type: 'mech' });
    expect(stepId(s)).toBe('ds.organization.combinations');
    expectLegalityHolds(s, PROBES);

    s = play(actor, { type: 'DONE' });
    expect(stepId(s)).toBe('ds.organization.conversions');
    expect(codes(s, { type: 'COMBINE', units: ['br-2-div', 'in-14-div'], into: 'br-2-div' })).toEqual(['sequence.notInThisStep']);
    expect(codes(s, { type: 'CONVERT', unit: 'in-34-div', into: 'br-sing-fort' })).toEqual(expect.arrayContaining(['conversion.nationality', 'conversion.fortressInHex']));
    expectLegalityHolds(s, PROBES);

    s = play(actor, { type: 'DONE' });
    expect(stepId(s)).toBe('ds.organization.voluntaryEliminations');
    expectLegalityHolds(s, PROBES);
    s = play(actor, { type: 'ELIMINATE', unit: 'br-5-div' });
    expect(placeOf(s, 'br-5-div')).toEqual(pool('western'));
    expectLegalityHolds(s, PROBES);

    s = play(actor, { type: 'DONE' });
    expect(stepId(s)).toBe('ds.organization.breakdowns');
    expectLegalityHolds(s, PROBES);
    expect(legalActions(s)).toContainEqual({ type: 'BREAK_DOWN', unit: 'br-abda-army', into: ['nei-1-knil'] });
    s = play(actor, { type: 'BREAK_DOWN', unit: 'br-abda-army', into: ['nei-1-knil'] });
    expect(ground(s, 'br-abda-army')).toMatchObject({ name: 'FE Infantry', steps: 1 });
    expect(placeOf(s, 'nei-1-knil')).toEqual(hex(SOERABAJA));
    expectLegalityHolds(s, PROBES);
    s = play(actor, { type: 'BREAK_DOWN', unit: 'br-14-army', into: ['br-7-armd-bde'] });
    expect(ground(s, 'br-14-army')).toMatchObject({ steps: 2, type: 'infantry' });
    expectLegalityHolds(s, PROBES);
    s = play(actor, { type: 'BREAK_DOWN', unit: 'br-eastern-hq', into: ['br-16-bde', 'br-23-bde'] });
    expect(placeOf(s, 'br-eastern-hq')).toEqual({ kind: 'delayBox' });
    expect(placeOf(s, 'br-16-bde')).toEqual(hex(CALCUTTA));
    expect(codes(s, { type: 'COMBINE', units: ['br-16-bde', 'br-23-bde'], into: 'br-eastern-hq' })).toEqual(['sequence.notInThisStep']);
    expectLegalityHolds(s, PROBES);

    s = play(actor, { type: 'DONE' });
    expect(stepId(s)).toBe('ds.organization.detachments');
    expect(codes(s, { type: 'PLACE_DETACHMENT', marker: 'us-det-1', hex: MANDALAY })).toEqual(['detachment.noParentUnit']);
    expect(codes(s, { type: 'REMOVE_DETACHMENT', marker: 'jp-det-1' })).toEqual(['detachment.notYours']);
    expectLegalityHolds(s, PROBES);
    s = play(actor, { type: 'PLACE_DETACHMENT', marker: 'br-det-1', hex: MANDALAY });
    expect(placeOf(s, 'br-det-1')).toEqual(hex(MANDALAY));
    expect(codes(s, { type: 'PLACE_DETACHMENT', marker: 'br-det-1', hex: MANDALAY })).toEqual(['detachment.notInForcePool', 'detachment.markerInHex']);
    expectLegalityHolds(s, PROBES);
    s = play(actor, { type: 'REMOVE_DETACHMENT', marker: 'br-det-1' });
    expect(placeOf(s, 'br-det-1')).toEqual({ kind: 'delayBox' });
    expectLegalityHolds(s, PROBES);

    s = play(actor, { type: 'DONE' });
    expect(stepId(s)).toBe('ds.operationalMovement');
    const organization = logOf(s).filter((l) => l.startsWith('2.3'));
    expect(organization).toHaveLength(8);
    expect(organization[0]).toMatch(/^2\.3\.1\.1 1st Burma Division 1-2-1 and Burma Rifles 1-2-1 combine into 14th Army 3-4-1 \(2 steps\) from the Force Pool/);
    expect(organization).toContain('2.3.3 5th Division 3-3-2 (2 steps) is voluntarily eliminated to the Western Force Pool');
  });

  it('2.3.1 2.3.4 R-ORG-UNIT-ORDER: each combination and each breakdown is one action, listed once; another order is refused naming the order, and a typed one is put in it', () => {
    const actor = startTurn(teachingFor('western'));
    const unordered = (e: DsEvent) => e.type === 'COMBINE' ? `${[...e.units].sort().join('+')}>${e.into}`
      : e.type === 'BREAK_DOWN' ? `${e.unit}>${[...e.into].sort().join('+')}` : undefined;
    const listedOnce = (snap: TurnSnapshot, type: 'COMBINE' | 'BREAK_DOWN') => {
      const keys = legalActions(snap).filter((e) => e.type === type).map(unordered);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys).toEqual([...new Set(keys)]);
    };
    let s = advanceTo(actor, 'ds.organization.combinations');
    listedOnce(s, 'COMBINE');
    const reversed: DsEvent = { type: 'COMBINE', units: ['br-burma-rifles', 'br-1-burma'], into: 'br-14-army' };
    expect(explain(s, reversed)).toEqual([expect.objectContaining({ rule: '2.3.1', code: 'combine.unitOrder', message: expect.stringContaining('in the order br-1-burma, br-burma-rifles') })]);
    expectLegalityHolds(s, [reversed]);
    // Typed (or loaded from a file) in either order, it is the one listed action.
    const typed = parseEvent({ type: 'COMBINE', units: ['br-burma-rifles', 'br-1-burma'], into: 'br-14-army' });
    expect(typed).toEqual({ ok: true, value: { type: 'COMBINE', units: ['br-1-burma', 'br-burma-rifles'], into: 'br-14-army' } });
    s = play(actor, typed.ok ? typed.value : reversed);
    expect(placeOf(s, 'br-14-army')).toEqual(hex(MANDALAY));

    s = advanceTo(actor, 'ds.organization.breakdowns');
    listedOnce(s, 'BREAK_DOWN');
    expect(legalActions(s)).toContainEqual({ type: 'BREAK_DOWN', unit: 'br-eastern-hq', into: ['br-16-bde', 'br-23-bde'] });
    const takenReversed: DsEvent = { type: 'BREAK_DOWN', unit: 'br-eastern-hq', into: ['br-23-bde', 'br-16-bde'] };
    expect(codes(s, takenReversed)).toEqual(['breakdown.unitOrder']);
    expectLegalityHolds(s, [takenReversed]);
  });

  it('OG-1 VE-1 BD-1 2.3: the five steps come in order, each optional: every Organization step may simply be declared done', () => {
    const actor = startTurn(teachingFor('western'));
    let s = advanceTo(actor, 'ds.organization.combinations');
    for (const next of ['ds.organization.conversions', 'ds.organization.voluntaryEliminations', 'ds.organization.breakdowns', 'ds.organization.detachments', 'ds.operationalMovement']) {
      s = play(actor, { type: 'DONE' });
      expect(stepId(s)).toBe(next);
    }
    expect(logOf(s).filter((l) => l.startsWith('2.3'))).toEqual([]);
  });

  it('bad input never crashes: unknown ids and other factions\' pieces are refused with located violations, and the state is unchanged', () => {
    const actor = startTurn(teachingFor('western'));
    const s = advanceTo(actor, 'ds.organization.combinations');
    const before = s.context.game;
    for (const e of PROBES.filter((p) => p.type === 'COMBINE' && codes(s, p).length > 0)) {
      actor.send(e);
      expect(actor.getSnapshot().context.game).toBe(before);
    }
    expect(codes(s, { type: 'COMBINE', units: ['no-such-unit', 'br-1-burma'], into: 'br-14-army' })).toEqual(['combine.unknownUnit']);
    expect(codes(s, { type: 'COMBINE', units: ['jp-5-div', 'jp-35-bde'], into: 'jp-5-div' })).toEqual(['combine.notYourUnit', 'combine.notYourUnit']);
  });
});
