import { describe, expect, it } from 'vitest';
import { dsRuleset } from '../../machines/ds/ruleset.ts';
import { engineOf } from '../../src/core/engine.ts';
import { expandGroups, groupSize } from '../../src/core/step.ts';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { legalActions } from '../../src/ds/legal/index.ts';
import { advanceTo, expectLegalityHolds, loadScenario, play, startTurn, TEACHING, type TurnSnapshot } from '../support/turn-harness.ts';
import { CHOOSE, toPlacement, teaching } from './placement-helpers.ts';

const engine = engineOf(dsRuleset);
const BLITZ = 'ds.support.blitzPlacement';

/** The groups the engine lists, as the guide and the CLI get them, and the checks every group must pass. */
function groupsHold(s: TurnSnapshot, probes: readonly DsEvent[] = []) {
  const groups = engine.legalGroups(s);
  // The same events as legalActions, in the same order: the groups are only a shorter way to list them.
  expect(expandGroups(groups)).toEqual(legalActions(s));
  expectLegalityHolds(s, probes);
  return groups;
}

describe('issue 17: steps that offer thousands of events list them as compact groups, the legality property unchanged', () => {
  it('2.2.4 BZ-2 Blitz Marker Placement: one group per Force Pool marker, its values every hex without a friendly Blitz marker, then DONE', () => {
    const g = loadScenario(TEACHING);
    const s0 = advanceTo(startTurn(g), BLITZ);
    const groups = groupsHold(s0, [{ type: 'PLACE_BLITZ', marker: 'we-blitz-1', hex: 'w9999' }]);
    const markers = groups.filter((x) => x.base.type === 'PLACE_BLITZ');
    expect(markers.length).toBeGreaterThan(1);
    const hexes = Object.keys(g.board.hexes).length;
    for (const m of markers) expect(m).toMatchObject({ field: 'hex' });
    expect(markers.map(groupSize)).toEqual(markers.map(() => hexes));
    // One list of hexes serves every marker.
    expect(new Set(markers.map((m) => m.values)).size).toBe(1);
    expect(groups.at(-1)).toEqual({ base: { type: 'DONE' } });
  });

  it('2.2.4 R-BLITZ-ONE-PER-HEX: after a placement, the hex taken is left out of every marker\'s values', () => {
    const actor = startTurn(loadScenario(TEACHING));
    const s0 = advanceTo(actor, BLITZ);
    const first = engine.legalGroups(s0)[0]!;
    const hex = first.values![3] as string;
    const s = play(actor, { ...first.base, hex } as DsEvent);
    const groups = groupsHold(s, [{ type: 'PLACE_BLITZ', marker: 'we-blitz-2', hex }]);
    for (const m of groups.filter((x) => x.base.type === 'PLACE_BLITZ')) expect(m.values).not.toContain(hex);
  });

  it('2.2.3 SU-1 SU-8 support placement: one group per Force Pool support unit, its values the targets it may be placed in; Convoys and DONE one event each', () => {
    const { s } = toPlacement(teaching());
    const groups = groupsHold(s, [{ type: 'PLACE_SUPPORT', unit: 'br-force-b', to: { kind: 'hex', hex: 'w9999' } }]);
    const units = groups.filter((x) => x.base.type === 'PLACE_SUPPORT');
    expect(units.length).toBeGreaterThan(0);
    for (const u of units) expect(u).toMatchObject({ field: 'to' });
    // A unit appears in one group only, and the groups are fewer than the events they stand for.
    expect(new Set(units.map((u) => (u.base as Extract<DsEvent, { type: 'PLACE_SUPPORT' }>).unit)).size).toBe(units.length);
    expect(groups.length).toBeLessThan(legalActions(s).length);
    expect(groups.filter((x) => x.field === undefined).map((x) => x.base.type)).toEqual(expect.arrayContaining(['DONE']));
    expect(engine.activeStep(s)?.step.id).toBe(CHOOSE);
  });

  it('a step without a compact form gives one group per legal event', () => {
    const s = advanceTo(startTurn(loadScenario(TEACHING)), 'ds.support.beachheadMaintenance');
    const groups = groupsHold(s);
    expect(groups.every((x) => x.field === undefined)).toBe(true);
  });
});
