import { describe, expect, it } from 'vitest';
import { moveCounter, updateCounter } from '../../../src/ds/model/contents.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import type { SupportUnit } from '../../../src/ds/model/support-units.ts';
import { devastationSideOf, devastationTargetViolations, devastationTargets, isDevastation } from '../../../src/ds/rules/devastation.ts';
import { returnsToBase } from '../../../src/ds/rules/return-to-base.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';

/**
 * DS-CL-12 (2.2.3.5): a Western Bomber successfully placed in Lingayen (w3924), where the Japanese
 * 14th Army stands; a Japanese Detachment and an Axis Logistics marker are put there too, with the
 * Western Logistics marker as a friendly one.
 */
function lingayen(): DsGameState {
  let g = loadScenario(TEACHING);
  const bomber = g.counters.get('us-10-af')!.counter as SupportUnit;
  g = updateCounter(moveCounter(g, 'us-10-af', { kind: 'hex', hex: 'w3924' }), devastationSideOf(bomber));
  for (const id of ['jp-det-3', 'ax-log-1', 'we-log-1']) g = moveCounter(g, id, { kind: 'hex', hex: 'w3924' });
  return g;
}

describe('2.2.3.5 Devastation Marker Placement', () => {
  it('DV-1 2.2.3.5 a Bomber is flipped to its Devastation marker side', () => {
    const bomber = loadScenario(TEACHING).counters.get('us-10-af')!.counter as SupportUnit;
    expect(isDevastation(bomber)).toBe(false);
    expect(isDevastation(devastationSideOf(bomber))).toBe(true);
  });

  it('DV-2 DS-CL-12 2.2.3.5 the targets are the enemy Detachment and Logistics markers in the hex, not friendly ones, nor units', () => {
    expect(devastationTargets(lingayen(), 'us-10-af', 'western').sort()).toEqual(['ax-log-1', 'jp-det-3']);
    expect(devastationTargets(loadScenario(TEACHING), 'us-10-af', 'western')).toEqual([]); // the Bomber is not in a hex
  });

  it('DV-2 2.2.3.5 choosing no marker is always allowed; a friendly, absent or non-marker target is explained', () => {
    const g = lingayen();
    const code = (m?: string) => devastationTargetViolations(g, 'us-10-af', 'western', m).map((v) => v.code);
    expect(code(undefined)).toEqual([]);
    expect(code('jp-det-3')).toEqual([]);
    expect(code('we-log-1')).toEqual(['devastation.notAnEnemyMarkerInHex']);
    expect(code('jp-det-1')).toEqual(['devastation.notAnEnemyMarkerInHex']); // a Japanese Detachment elsewhere (w3423)
    expect(code('jp-14-army')).toEqual(['devastation.notDetachmentOrLogistics']);
    expect(code('no-such-marker')).toEqual(['devastation.unknownMarker']);
    expect(devastationTargetViolations(g, 'us-10-af', 'western', 'we-log-1')[0]?.message).toMatch(/it is your own/);
  });

  it('DV-3 2.2.3.5 a Devastation marker is never removed: Return to Base leaves it on the map', () => {
    const g = lingayen();
    expect(returnsToBase(g, g.counters.get('us-10-af')!, 'western')).toBe(false);
  });
});
