import { describe, expect, it } from 'vitest';
import { CABINET_CRISIS_TABLE, SAMPLE_CABINET_NOTE } from '../../../src/ds/data/cabinet-crisis.sample.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import { cabinetCrisisCause, cabinetCrisisModifiedRoll, cabinetCrisisViolations } from '../../../src/ds/rules/cabinet-crisis.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';

const teaching = loadScenario(TEACHING);
const axisWith = (government: 'army' | 'navy'): DsGameState => ({ ...teaching, game: { ...teaching.game, phasing: 'axis', japaneseGovernment: government } });
const LAND = 'w2818';
const SEA = 'w2717';

describe('2.2.4 Cabinet Crisis', () => {
  it('BZ-4 2.2.4 an Axis Blitz marker in a Land hex while the Army is not leading the government calls for a roll', () => {
    expect(cabinetCrisisCause(axisWith('navy'), LAND)).toBe('land');
    expect(cabinetCrisisCause(axisWith('army'), LAND)).toBeUndefined();
  });

  it('BZ-5 2.2.4 an Axis Blitz marker in an All-Sea hex while the Navy is not leading the government calls for a roll', () => {
    expect(cabinetCrisisCause(axisWith('army'), SEA)).toBe('sea');
    expect(cabinetCrisisCause(axisWith('navy'), SEA)).toBeUndefined();
  });

  it('BZ-4 BZ-5 2.2.4 only the Axis rolls: Western and Soviet placements never do', () => {
    expect(cabinetCrisisCause({ ...teaching, game: { ...teaching.game, japaneseGovernment: 'navy' } }, LAND)).toBeUndefined();
    expect(cabinetCrisisCause({ ...teaching, game: { ...teaching.game, phasing: 'soviet' } }, SEA)).toBeUndefined();
  });

  it('BZ-4 2.2.4 Political DRMs apply to the roll; beyond 1..6 it is read as 1 or 6 (R-CABINET-CLAMP)', () => {
    expect(cabinetCrisisModifiedRoll(3, 2)).toBe(5);
    expect(cabinetCrisisModifiedRoll(5, 3)).toBe(6);
    expect(cabinetCrisisModifiedRoll(2, -4)).toBe(1);
  });

  it('2.2.4 the bundled Cabinet Crisis Table is a SAMPLE with six results', () => {
    expect(CABINET_CRISIS_TABLE.name).toContain('SAMPLE');
    expect(SAMPLE_CABINET_NOTE).toContain('SAMPLE');
    expect(CABINET_CRISIS_TABLE.results).toHaveLength(6);
  });

  it('2.2.4 a Cabinet Crisis roll is legal only while one is due', () => {
    expect(cabinetCrisisViolations({ awarded: 0, placed: 1, cabinetCrisis: { marker: 'ax-blitz-1', hex: SEA, cause: 'sea' } })).toEqual([]);
    expect(cabinetCrisisViolations({ awarded: 0, placed: 1 }).map((v) => v.code)).toEqual(['cabinetCrisis.notDue']);
  });
});
