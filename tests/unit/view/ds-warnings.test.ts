import { describe, expect, it } from 'vitest';
import type { DsEvent } from '../../../src/ds/events/index.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import { dsPiecesOf, dsWarnings } from '../../../src/ds/view/warnings.ts';
import { TEACHING, advanceTo, loadScenario, play, startTurn, stepId } from '../../support/turn-harness.ts';
import { javaInvasionAtSea } from '../../support/java-invasion.ts';

/** The Western invasion of Java at sea, as tests/machines/beachhead-maintenance.test.ts sets it. */
function java(): DsGameState {
  return javaInvasionAtSea(loadScenario(TEACHING));
}

const RETURN_1: DsEvent = { type: 'RETURN_BEACHHEAD', marker: 'we-bh-1' };
const RETURN_2: DsEvent = { type: 'RETURN_BEACHHEAD', marker: 'we-bh-2' };

describe('views.warnings: what a legal DS event leaves for a later automatic step (issue 21)', () => {
  it('BF-1 2.2.5: returning a Beachhead warns of the units it leaves at sea, named, until an Inland Advance takes them ashore; the units that are warned of are those 2.2.5 then eliminates', () => {
    const actor = startTurn(java());
    advanceTo(actor, 'ds.admin.politicalEvents');
    play(actor, { type: 'ROLL', value: 1 });
    let s = play(actor, { type: 'ROLL', value: 1 });
    expect(stepId(s)).toBe('ds.support.beachheadMaintenance');
    expect(dsWarnings(s.context, RETURN_2)).toEqual([{ rule: '2.2.5', message: expect.stringMatching(/^7th Division .*: it stays at sea without a Beachhead marker and will be eliminated at Beachhead Failure \(2\.2\.5\), unless advanced inland first\.$/) }]);
    expect(dsWarnings(s.context, RETURN_1)[0]!.message).toMatch(/^I Australian Corps HQ .*, 5th Division .*: they stay at sea/);
    expect(dsWarnings(s.context, { type: 'KEEP_BEACHHEAD', marker: 'we-bh-2' })).toEqual([]);
    expect(dsWarnings(s.context, { type: 'DONE' })).toEqual([]);

    s = play(actor, { type: 'KEEP_BEACHHEAD', marker: 'we-bh-2' });
    s = play(actor, { type: 'INLAND_ADVANCE', marker: 'we-bh-1', unit: 'br-5-div' });
    const warned = dsWarnings(s.context, RETURN_1);
    expect(warned).toHaveLength(1);
    expect(warned[0]!.message).toMatch(/^I Australian Corps HQ .*: it stays at sea/);
    s = play(actor, RETURN_1);
    s = play(actor, { type: 'DONE' });
    s = advanceTo(actor, 'ds.support.blitzPlacement');
    s = play(actor, { type: 'PLACE_BLITZ', marker: 'we-blitz-1', hex: 'w2717' });
    s = play(actor, { type: 'DONE' });
    // What the warning named is what Beachhead Failure eliminated.
    expect(s.context.game.counters.get('au-1-corps-hq')!.at).toEqual({ kind: 'delayBox' });
    expect(s.context.log.map((l) => l.message).filter((m) => m.includes('eliminated'))).toHaveLength(1);
  });

  it('views.piecesOf: the units a Combine, Break down, Eliminate, Convert and step loss act on', () => {
    expect(dsPiecesOf({ type: 'COMBINE', units: ['a', 'b'], into: 'c' })).toEqual(['a', 'b']);
    expect(dsPiecesOf({ type: 'BREAK_DOWN', unit: 'a', into: ['b'] })).toEqual(['a']);
    expect(dsPiecesOf({ type: 'ELIMINATE', unit: 'a' })).toEqual(['a']);
    expect(dsPiecesOf({ type: 'CONVERT', unit: 'a', into: 'b' })).toEqual(['a']);
    expect(dsPiecesOf({ type: 'LOSE_STEP', unit: 'a', replacements: [] })).toEqual(['a']);
    expect(dsPiecesOf({ type: 'DONE' })).toEqual([]);
  });
});
