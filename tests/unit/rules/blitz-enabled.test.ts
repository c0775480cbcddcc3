import { describe, expect, it } from 'vitest';
import { moveCounter, withPlaced } from '../../../src/ds/model/contents.ts';
import type { Counter } from '../../../src/ds/model/counters.ts';
import type { Place } from '../../../src/ds/model/places.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import {
  blitzAttackerViolations, blitzOnlyShiftAllowed, blitzStepsSkippable, blitzWeatherViolations, isBlitzEnabled, BLITZ_STEP_ORDER,
} from '../../../src/ds/rules/blitz-enabled.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';

/** Adds a counter to a loaded state (the teaching scenario lacks some pieces). */
export const withCounter = (s: DsGameState, counter: Counter, at: Place): DsGameState =>
  withPlaced(s, { counter, at });

const hex = (h: string): Place => ({ kind: 'hex', hex: h });
const base = () => moveCounter(loadScenario(TEACHING), 'we-blitz-1', hex('w2518'));

describe('4.1.2 Blitz-enabled and the Blitz Combat restrictions', () => {
  it('BC-1 4.1.2 a unit in or within two hexes of a friendly Blitz marker is Blitz-enabled; three hexes away it is not', () => {
    const s = base();
    expect(isBlitzEnabled(s, 'au-7-div')).toBe(true); // the marker's own hex
    const g = s.board.grid;
    const two = g.within('w2518', 2).find((h) => g.distance('w2518', h) === 2)!;
    const three = g.within('w2518', 3).find((h) => g.distance('w2518', h) === 3)!;
    expect(isBlitzEnabled(moveCounter(s, 'au-7-div', hex(two)), 'au-7-div')).toBe(true);
    expect(isBlitzEnabled(moveCounter(s, 'au-7-div', hex(three)), 'au-7-div')).toBe(false);
  });

  it('BC-1 4.1.2 an enemy Blitz marker enables nobody; unknown ids and off-map counters are not Blitz-enabled', () => {
    const s = moveCounter(base(), 'ax-blitz-1', hex('w2719'));
    expect(isBlitzEnabled(s, 'nei-2-knil')).toBe(s.board.grid.distance('w2518', 'w2719') <= 2);
    expect(isBlitzEnabled(s, 'jp-38-div')).toBe(s.board.grid.distance('w2719', 'w2818') <= 2);
    expect(isBlitzEnabled(moveCounter(s, 'we-blitz-1', hex('w2818')), 'jp-38-div')).toBe(s.board.grid.distance('w2719', 'w2818') <= 2);
    expect(isBlitzEnabled(loadScenario(TEACHING), 'au-7-div')).toBe(false);
    expect(isBlitzEnabled(s, 'nobody')).toBe(false);
    expect(isBlitzEnabled(s, 'br-14-army')).toBe(false); // in the Force Pool
  });

  it('BC-1 4.1.2 attackers that are not Blitz-enabled are reported, by name', () => {
    const s = base();
    expect(blitzAttackerViolations(s, ['au-7-div'])).toEqual([]);
    expect(blitzAttackerViolations(s, ['br-2-div']).map((x) => x.code)).toEqual(['blitz.notBlitzEnabled']);
  });

  it('SN-1 4.1.3.1 an SNLF Beachhead-0 on the map is inherently Blitz-enabled', () => {
    const s = moveCounter(loadScenario(TEACHING), 'ax-snlf-1', { kind: 'hex', hex: 'w3022' });
    expect(isBlitzEnabled(s, 'ax-snlf-1')).toBe(true);
  });

  it('BC-3 4.1.2 a hex in Mud, Storms or Snow cannot be Blitz attacked; Russians may attack into Snow', () => {
    const s = base();
    const area = s.board.hexes['w2719']!.weatherArea;
    const weather = (w: 'mud' | 'snow' | 'clear') => ({ ...s, weatherAreas: { ...s.weatherAreas, [area]: { ...s.weatherAreas[area]!, weather: w } } });
    expect(blitzWeatherViolations(weather('clear'), 'w2719', ['au-7-div'])).toEqual([]);
    expect(blitzWeatherViolations(weather('mud'), 'w2719', ['au-7-div']).map((x) => x.code)).toEqual(['blitz.weather']);
    expect(blitzWeatherViolations(weather('snow'), 'w2719', ['au-7-div']).map((x) => x.code)).toEqual(['blitz.weather']);
    const russian = withCounter(weather('snow'), { ...(s.counters.get('au-7-div')!.counter as Extract<Counter, { kind: 'ground' }>), id: 'ru-1', nationality: 'russian' }, hex('w2518'));
    expect(blitzWeatherViolations(russian, 'w2719', ['ru-1'])).toEqual([]);
  });

  it('BC-2 BC-4 BC-5 4.1.2 the Airdrop and Armor shifts are Blitz-only; defenders need not be Blitz-enabled', () => {
    expect(blitzOnlyShiftAllowed('blitz')).toBe(true);
    expect(blitzOnlyShiftAllowed('regular')).toBe(false);
  });

  it('BC-6 4.1 without a Blitz marker on the map only CV Strike Returns is performed; an SNLF Beachhead-0 keeps the steps open', () => {
    const s = loadScenario(TEACHING);
    expect(blitzStepsSkippable(s)).toBe(true);
    expect(blitzStepsSkippable(base())).toBe(false);
    const axis = { ...s, game: { ...s.game, phasing: 'axis' as const } };
    expect(blitzStepsSkippable(axis)).toBe(false); // ax-blitz-3 is on the map
    const noBlitz = moveCounter(axis, 'ax-blitz-3', { kind: 'forcePool', faction: 'axis' });
    expect(blitzStepsSkippable(noBlitz)).toBe(true);
    expect(blitzStepsSkippable(moveCounter(noBlitz, 'ax-snlf-1', hex('w3022')))).toBe(false);
  });

  it('BC-7 4.1 the steps come in the printed order', () => {
    expect(BLITZ_STEP_ORDER).toEqual(['airdrop', 'combat', 'beachheadLanding', 'airdropLanding', 'cvStrikeReturns']);
  });
});
