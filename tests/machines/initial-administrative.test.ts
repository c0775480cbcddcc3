import { describe, expect, it } from 'vitest';
import { type DsEvent } from '../../src/ds/events/index.ts';
import { legalActions } from '../../src/ds/legal/index.ts';
import type { DsGameState, Place } from '../../src/ds/model/index.ts';
import { TEACHING, expectLegalityHolds, loadScenario, play, startTurn, stepId, type TurnSnapshot, savedEvents } from '../support/turn-harness.ts';
import { nearMisses } from '../support/probes.ts';

const eventsOf = savedEvents;

/** Plays a whole Initial Administrative Phase through the machine, holding legality on every state. */
function playAdmin(game: DsGameState, events: readonly DsEvent[]): { end: TurnSnapshot; steps: string[] } {
  const actor = startTurn(game, 1);
  const steps: string[] = [];
  for (const e of events) {
    const s = actor.getSnapshot();
    expectLegalityHolds(s, nearMisses(s.context, legalActions(s)));
    steps.push(stepId(s)!);
    play(actor, e);
  }
  return { end: actor.getSnapshot(), steps };
}

const at = (s: TurnSnapshot, id: string): Place | undefined => s.context.game.counters.get(id)?.at;
const log = (s: TurnSnapshot): string => s.context.log.map((l) => `${l.rule} ${l.message}`).join('\n');

describe('2 Initial Administrative Phase of the teaching scenario, played through the machine', () => {
  const teaching = loadScenario(TEACHING);

  it('Western (the 2.2.3.3 Java example): Political Events, contests, a CV Strike, a Beachhead, Blitz markers, a combination, a breakdown, a Detachment', () => {
    const { end, steps } = playAdmin(teaching, eventsOf('scenarios/events/teaching-western-admin.json'));
    expect(stepId(end)).toBe('ds.operationalMovement');
    // Every segment and step of rule 2 was visited, in rulebook order.
    const order = ['ds.admin.politicalEvents', 'ds.support.beachheadMaintenance', 'ds.support.placement.choose', 'ds.support.placement.contest',
      'ds.support.placement.cvStrike', 'ds.support.placement.airForceBeachhead', 'ds.support.blitzPlacement', 'ds.organization.combinations',
      'ds.organization.conversions', 'ds.organization.voluntaryEliminations', 'ds.organization.breakdowns', 'ds.organization.detachments'];
    const firsts = order.map((id) => steps.indexOf(id));
    expect(firsts.every((i) => i >= 0)).toBe(true);
    expect([...firsts].sort((a, b) => a - b)).toEqual(firsts);
    // 2.2.3.3: the CV Strike sits in Telekbetung; the Axis contested Force B from its Batavia Air Base.
    expect(at(end, 'br-eastern-cv')).toEqual({ kind: 'hex', hex: 'w2818' });
    expect(at(end, 'br-force-b')).toEqual({ kind: 'navalWarfareDelayBox' });
    expect(at(end, 'jp-3-air-div')).toEqual({ kind: 'delayBox' });
    // 2.2.3.4 and 2.2.4: the Beachhead-2 off Batavia, with the Blitz marker it must have.
    expect(at(end, 'we-bh-2')).toEqual({ kind: 'hex', hex: 'w2820', arrowTo: 'w2819' });
    expect(at(end, 'we-blitz-1')).toEqual({ kind: 'hex', hex: 'w2820' });
    expect(at(end, 'br-convoy-1')).toEqual({ kind: 'navalZone', zone: 'bayOfBengal', box: 'convoys' });
    // 2.3: combined, broken down, Detachment placed.
    expect(at(end, 'br-14-army')?.kind).toBe('hex');
    expect(at(end, 'br-1-burma')).toEqual({ kind: 'forcePool', faction: 'western' });
    expect(at(end, 'nei-1-knil')?.kind).toBe('hex');
    expect(at(end, 'br-det-1')).toEqual({ kind: 'hex', hex: 'w3509' });
    expect(log(end)).toContain('2.2.4 one Blitz marker placed; two available Blitz markers not placed are lost');
  });

  it('Axis: a Western contest, an uncontested Air Force, a Beachhead-1 against Christmas Island, a Cabinet Crisis roll, a combination, a port-a-fort, a breakdown', () => {
    const axis = { ...teaching, game: { ...teaching.game, phasing: 'axis' as const } };
    const { end } = playAdmin(axis, eventsOf('tests/fixtures/events/teaching-axis-admin.json'));
    expect(stepId(end)).toBe('ds.operationalMovement');
    expect(at(end, 'jp-6-fleet')).toEqual({ kind: 'navalWarfareDelayBox' });
    expect(at(end, 'br-force-b')).toEqual({ kind: 'navalWarfareDelayBox' });
    expect(at(end, 'jp-3-air-div')).toEqual({ kind: 'hex', hex: 'w3218' });
    expect(at(end, 'ax-bh-1')).toEqual({ kind: 'hex', hex: 'w2619', arrowTo: 'w2518' });
    expect(at(end, 'jp-2-fleet')).toEqual({ kind: 'navalZone', zone: 'bayOfBengal', box: 'used' });
    expect(at(end, 'ax-blitz-1')).toEqual({ kind: 'hex', hex: 'w2619' });
    // 2.3.1: the 35th Brigade combined into the 5th Division (now its two-step side); 2.3.4: the
    // 16th Army broke down into the 56th Division and the Korean Brigade.
    expect(at(end, 'jp-35-bde')).toEqual({ kind: 'forcePool', faction: 'axis' });
    expect(end.context.game.counters.get('jp-5-div')?.counter).toMatchObject({ kind: 'ground', steps: 2 });
    expect(at(end, 'jp-56-div')?.kind).toBe('hex');
    expect(at(end, 'jp-korean-bde')?.kind).toBe('hex');
    // BZ-5: the seeded dice (seed 1) give the same Cabinet Crisis roll every time.
    expect(log(end)).toContain('2.2.4 Cabinet Crisis: die 4 + 0 Political DRMs = 4 on the Cabinet Crisis Table (SAMPLE)');
    expect(log(end)).toContain('the Soviet faction has no support unit that could contest 2nd Fleet (Japanese Surface Fleet): it is not asked');
  });
});
