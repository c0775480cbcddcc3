import { describe, expect, it } from 'vitest';
import { moveCounter, updateCounter } from '../../../src/ds/model/contents.ts';
import type { SupportUnit } from '../../../src/ds/model/support-units.ts';
import { cvStrikeReturnPlace, cvStrikesInHexes } from '../../../src/ds/rules/cv-strike-returns.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';

describe('4.1.5 CV Strike Returns', () => {
  it('CS-1 4.1.5 every CV Strike in a hex goes to its Naval Zone\'s Used Box; a CV Fleet does not', () => {
    let s = loadScenario(TEACHING);
    const sea = Object.values(s.board.hexes).find((h) => h.terrain === 'allSea')!;
    s = moveCounter(s, 'br-eastern-cv', { kind: 'hex', hex: sea.id });
    expect(cvStrikesInHexes(s)).toEqual([]);
    s = updateCounter(s, { ...(s.counters.get('br-eastern-cv')!.counter as SupportUnit), flipped: true });
    expect(cvStrikesInHexes(s)).toEqual(['br-eastern-cv']);
    expect(cvStrikeReturnPlace(s, 'br-eastern-cv')).toEqual({ kind: 'navalZone', zone: sea.navalZones[0], box: 'used' });
  });
  it('CS-1 4.1.5 a CV Strike in a Land hex uses the nearest Naval Zone', () => {
    let s = moveCounter(loadScenario(TEACHING), 'br-eastern-cv', { kind: 'hex', hex: 'w2518' });
    s = updateCounter(s, { ...(s.counters.get('br-eastern-cv')!.counter as SupportUnit), flipped: true });
    expect(cvStrikeReturnPlace(s, 'br-eastern-cv')).toMatchObject({ kind: 'navalZone', box: 'used' });
  });
});
