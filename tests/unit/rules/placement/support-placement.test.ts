import { describe, expect, it } from 'vitest';
import type { SupportTarget } from '../../../../src/ds/events/index.ts';
import { contentsOf } from '../../../../src/ds/model/contents.ts';
import { FACTIONS, type Faction } from '../../../../src/ds/model/factions.ts';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import {
  beachheadOptions, beachheadViolations, contestingUnits, contestViolations, convoyOptions, convoyViolations, cvStrikeHexes, cvStrikeViolations,
  placementFollowUp, supportPlacementTargets, supportPlacementViolations,
} from '../../../../src/ds/rules/placement/index.ts';
import { CONVOY_MODES } from '../../../../src/ds/model/markers.ts';
import { parseScenario } from '../../../../src/ds/scenario/index.ts';
import { generateFullBoard } from '../../../../src/ds/scenario/generate/full-board.ts';
import { expectCodes, hex, load, NORTH_SEAS, put, situation, SOUTH_PACIFIC, station, SWB, TEACHING } from './helpers.ts';

const western = situation('western');
const key = (t: SupportTarget): string => JSON.stringify(t);
const everyTarget = (state: DsGameState, step = 1): SupportTarget[] => [
  ...state.board.grid.ids.filter((_, i) => i % step === 0).map((h) => hex(h)),
  ...Object.keys(state.navalZones).map((z) => station(z)),
  SWB,
];
const poolUnits = (state: DsGameState, f: Faction): string[] =>
  contentsOf(state, { kind: 'forcePool', faction: f }).filter((p) => p.counter.kind === 'support').map((p) => p.counter.id);

/** One source of legality: a target is enumerated exactly when the check finds nothing against it. */
function expectEnumeratorMatchesCheck(state: DsGameState, step = 1): number {
  let legal = 0;
  for (const f of FACTIONS) {
    const s = situation(f);
    for (const unit of poolUnits(state, f)) {
      const listed = new Set(supportPlacementTargets(state, unit, s).map(key));
      for (const t of everyTarget(state, step)) {
        const ok = supportPlacementViolations(state, unit, t, s).length === 0;
        if (ok !== listed.has(key(t))) expect({ unit, target: t, ok, listed: listed.has(key(t)) }).toEqual({ unit, target: t, ok, listed: ok });
        if (ok) legal++;
      }
    }
  }
  return legal;
}

describe('Taking a support unit to place (2.2.3, 2.2.3.1)', () => {
  it('SU-1 2.2.3 the phasing faction places a support unit from its own Force Pool', () => {
    expectCodes(supportPlacementViolations(load(TEACHING), 'jp-3-air-div', hex('w2618'), western), ['placement.notInForcePool']);
    expectCodes(supportPlacementViolations(load(TEACHING), 'jp-22-flotilla', hex('w2618'), situation('axis')), ['placement.notInForcePool']);
    expect(supportPlacementViolations(load(TEACHING), 'jp-3-air-div', hex('w2618'), western)[0]!.message)
      .toBe('3rd Air Division (Japanese Air Force) is not in the Western Force Pool; a support unit is taken from its faction\'s Force Pool (2.2.3).');
  });

  it('SU-1 2.2.3 unknown ids and other counters are reported, not thrown', () => {
    expectCodes(supportPlacementViolations(load(TEACHING), 'no-such-unit', hex('w2618'), western), ['placement.unknownUnit']);
    expectCodes(supportPlacementViolations(load(TEACHING), 'au-7-div', hex('w2618'), western), ['placement.notSupportUnit']);
    expectCodes(supportPlacementViolations(load(TEACHING), 'we-blitz-1', hex('w2618'), western), ['placement.notSupportUnit']);
    expect(supportPlacementTargets(load(TEACHING), 'no-such-unit', western)).toEqual([]);
    expect(supportPlacementTargets(load(TEACHING), 'au-7-div', western)).toEqual([]);
  });

  it('SU-8 2.2.3.1 a support unit goes in a hex, an On Station Box or the Strategic Warfare Box that exists', () => {
    expectCodes(supportPlacementViolations(load(TEACHING), 'br-force-b', hex('w9999'), western), ['placement.unknownHex']);
    expectCodes(supportPlacementViolations(load(TEACHING), 'br-force-b', station('atlantic'), western), ['placement.unknownZone']);
  });

  it('AP-6 2.2.3.1 an Interceptor is only "placed" to contest', () => {
    const state = put(load(TEACHING), ['jp-5-air-div', { kind: 'forcePool', faction: 'axis' }]);
    expectCodes(supportPlacementViolations(state, 'jp-5-air-div', hex('w2819'), situation('axis')), ['placement.interceptorContestOnly']);
    expect(supportPlacementTargets(state, 'jp-5-air-div', situation('axis'))).toEqual([]);
  });

  it('FP-9 AP-5 2.2.3.1 a Surface Fleet or Air Force placed On Station asks the Escort Troop Convoy decision; a CV Fleet or Sub Fleet there asks nothing', () => {
    const t = load(TEACHING);
    const at = (unit: string, to: SupportTarget) => placementFollowUp(t, situation('western', { pending: { unit, to } }));
    expect(at('br-force-b', station('bayOfBengal'))).toBe('escortDecision');
    expect(at('br-221-group', station('bayOfBengal'))).toBe('escortDecision');
    expect(at('br-eastern-cv', station('bayOfBengal'))).toBe('none');
    expect(at('us-asiatic-subs', station('bayOfBengal'))).toBe('none');
    expect(at('us-asiatic-subs', SWB)).toBe('none');
    expect(placementFollowUp(t, western)).toBe('none');
  });
});

describe('One source of legality: enumerators agree with checks', () => {
  it.each([TEACHING, NORTH_SEAS, SOUTH_PACIFIC])('SU-1 SU-8 %s: every unit of every faction, every hex and box', (path) => {
    expect(expectEnumeratorMatchesCheck(load(path))).toBeGreaterThan(0);
  });

  it('SU-1 the Java example situation after the CV Strike: the enumerator still agrees', () => {
    const state = put(load(TEACHING), ['br-eastern-cv', 'w2818'], ['jp-3-air-div', 'w3319']);
    expect(expectEnumeratorMatchesCheck(state)).toBeGreaterThan(0);
  });

  it('CT-1 contestingUnits lists exactly the units whose contest is legal', () => {
    const state = put(load(TEACHING), ['jp-5-air-div', { kind: 'forcePool', faction: 'axis' }], ['jp-malaya-force', { kind: 'forcePool', faction: 'axis' }]);
    for (const to of everyTarget(state, 13)) {
      const s = situation('western', { pending: { unit: 'br-force-b', to } });
      for (const f of ['axis', 'soviet'] as const) {
        const listed = contestingUnits(state, f, s);
        for (const unit of poolUnits(state, f)) expect(listed.includes(unit)).toBe(contestViolations(state, f, unit, s).length === 0);
      }
    }
  });

  it('AP-10 BH-1 CV-2 the CV Strike, Beachhead and Convoy options agree with their checks', () => {
    const sp = put(load(SOUTH_PACIFIC), ['us-tf11', 'e3009']);
    const s = situation('western', { placed: ['us-tf11'] });
    const hexes = cvStrikeHexes(sp, 'us-tf11', s);
    for (const h of sp.board.grid.ids) expect(hexes.includes(h)).toBe(cvStrikeViolations(sp, 'us-tf11', h, s).length === 0);

    const bh = put(load(TEACHING), ['br-force-b', 'w2618']);
    const sb = situation('western', { placed: ['br-force-b'] });
    const options = beachheadOptions(bh, 'br-force-b', sb).map((o) => `${o.marker}>${o.arrowTo}`);
    for (const marker of ['we-bh-1', 'we-bh-2', 'ax-bh-1']) {
      for (const arrowTo of bh.board.grid.within('w2618', 2)) {
        expect(options.includes(`${marker}>${arrowTo}`)).toBe(beachheadViolations(bh, 'br-force-b', marker, arrowTo, sb).length === 0);
      }
    }

    for (const state of [load(TEACHING), load(NORTH_SEAS), load(SOUTH_PACIFIC)]) {
      for (const f of FACTIONS) {
        const sf = situation(f);
        const listed = convoyOptions(state, sf).map((o) => `${o.marker}>${o.zone}>${o.mode}`);
        for (const { counter } of contentsOf(state, { kind: 'forcePool', faction: f })) {
          for (const zone of Object.keys(state.navalZones)) {
            for (const mode of CONVOY_MODES) {
              expect(listed.includes(`${counter.id}>${zone}>${mode}`)).toBe(convoyViolations(state, counter.id, zone, mode, sf).length === 0);
            }
          }
        }
      }
    }
  });

  it('SU-1 the full-size generated board (5,000 hexes): every tenth hex, every unit, agrees; enumerating all targets stays fast', () => {
    const r = parseScenario(generateFullBoard({ seed: 1 }));
    if (!r.ok) throw new Error('the generated board does not load');
    const state = r.value;
    const started = performance.now();
    let targets = 0;
    for (const f of FACTIONS) for (const unit of poolUnits(state, f)) targets += supportPlacementTargets(state, unit, situation(f)).length;
    const elapsed = performance.now() - started;
    expect(targets).toBeGreaterThan(1000);
    expect(elapsed).toBeLessThan(3000);
    expect(expectEnumeratorMatchesCheck(state, 10)).toBeGreaterThan(0);
  });
});
