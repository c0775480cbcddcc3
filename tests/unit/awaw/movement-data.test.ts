import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BASIC_ENTRY_COST, byTheater, MOVEMENT_FACTORS, NAMED_PROHIBITED_HEXSIDES, OVERRUN_EXTRA_COST, OVERRUN_MAX_UNITS, OVERRUN_ODDS, ROUGH_EXTRA_COST, ROUGH_TERRAIN,
  RUSSIAN_SURPRISE_ZOC_COST, ZOC_LEAVE_COST,
} from '../../../src/awaw/data/movement.ts';
import { SAMPLE_WEATHER_MOVEMENT } from '../../../src/awaw/data/movement-weather.sample.ts';
import { PARTISAN_AREAS } from '../../../src/awaw/data/partisan-areas.ts';
import { MAJOR_POWER_ROWS, MINOR_EUROPE_TABLE, MINOR_PACIFIC_TABLE } from '../../../src/awaw/data/partisan-tables.ts';
import { ROOT } from '../cli/helpers.ts';

/**
 * The movement values rules 10 and 13 state in words (data/movement.ts), each against the sentence
 * that states it, quoted verbatim from 001. Where the seeds sit beside the project (../shared), the
 * quotes are also found in the text itself.
 */
const SEED = `${ROOT}/../../shared/seeds/001_37d92fe7bd240433.txt`;
const TEXT = existsSync(SEED) ? readFileSync(SEED, 'utf8').replace(/\s+/g, ' ') : undefined;
const quoted = (sentence: string): boolean => TEXT === undefined || TEXT.includes(sentence);
const SENTENCES: readonly [string, string, () => boolean][] = [
  ['GU-1 10.11', 'Infantry units have a movement factor of three in Europe and two in the Pacific', () => MOVEMENT_FACTORS.infantry.europe === 3 && MOVEMENT_FACTORS.infantry.pacific === 2],
  ['GU-7 10.22', 'Replacements have a movement factor of one', () => MOVEMENT_FACTORS.replacement.europe === 1 && MOVEMENT_FACTORS.replacement.pacific === 1],
  ['GU-74 10.92', 'Flak units have a movement factor of one', () => MOVEMENT_FACTORS.flak.europe === 1],
  ['MV-13 13.41B', 'Ground units must expend one movement factor to enter a clear terrain hex', () => BASIC_ENTRY_COST === 1],
  ['MV-14 13.41C', 'Ground units must expend an additional movement factor to enter forest, jungle, mountain, jungle/mountain or swamp hexes', () => ROUGH_EXTRA_COST === 1 && ROUGH_TERRAIN.length === 5],
  ['MV-15 13.41D', 'In the European theater, a ground unit must expend two additional movement factors to leave a hex in the ZoC of a hostile armor unit', () => byTheater(ZOC_LEAVE_COST, 'europe') === 2],
  ['MV-15 13.41D', 'In the Pacific theater, a ground unit must expend one additional movement factor to leave a hex in the ZoC of a hostile armor unit', () => byTheater(ZOC_LEAVE_COST, 'pacific') === 1],
  ['MV-16 13.41E', 'Ground units must expend one additional movement factor to execute an overrun', () => OVERRUN_EXTRA_COST === 1],
  ['MV-17 13.41F', 'Armor and mechanized infantry that are partially supplied have their movement factor reduced to three in Europe and two in the Pacific', () => MOVEMENT_FACTORS.mechanizedPartialSupply.europe === 3 && MOVEMENT_FACTORS.mechanizedPartialSupply.pacific === 2],
  ['MV-17 13.41F', 'all British and American infantry units have a movement factor of two', () => MOVEMENT_FACTORS.britishAmericanInfantryPacific.pacific === 2],
  ['OV-4 13.52', 'Overruns are conducted by moving no more than two armor or mechanized infantry units through the same hexside into a hex containing enemy unit(s) at odds of 6:1 or greater', () => OVERRUN_MAX_UNITS === 2 && OVERRUN_ODDS === 6],
  ['MV-21 13.43B', 'All-Qattara depression hexsides (MM26-NN26 and NN25-NN26)', () => NAMED_PROHIBITED_HEXSIDES.filter((s) => s.rule === '13.43B').map((s) => s.between.join('-')).join() === 'eMM26-eNN26,eNN25-eNN26'],
  ['MV-21 13.43C', 'All-Himalaya hexsides, including R15 (Ledo)-R16', () => NAMED_PROHIBITED_HEXSIDES.some((s) => s.rule === '13.43C' && s.between.join('-') === 'pR15-pR16')],
];

describe('rule 10 and 13 movement values against the text (MV-13..MV-17, MV-21, OV-4, OV-6)', () => {
  for (const [id, sentence, holds] of SENTENCES) {
    it(`${id}: "${sentence}"`, () => {
      expect(quoted(sentence)).toBe(true);
      expect(holds()).toBe(true);
    });
  }
  it('MV-15 10.344 (GU-28): Russian surprise ZoCs cost Axis units "only one additional movement factor"; mechanized infantry four in Europe (10.12)', () => {
    expect(quoted('only one additional movement factor')).toBe(true);
    expect(RUSSIAN_SURPRISE_ZOC_COST).toBe(1);
    expect(quoted('Western Allied mechanized infantry have a movement factor of four in Europe')).toBe(true);
    expect(MOVEMENT_FACTORS.mechInfantry.europe).toBe(4);
  });
  it('MV-26 13.47: the weather table is SAMPLE data, and says so', () => {
    expect(SAMPLE_WEATHER_MOVEMENT.sample).toBe(true);
    expect(SAMPLE_WEATHER_MOVEMENT.source).toMatch(/^SAMPLE/);
  });
});

describe('PT-10 the partisan areas name every row of the two tables that has partisans', () => {
  it('PT-4..PT-10: every 11.22 row and every 11.23 row with a partisan cell is an area', () => {
    const rows = new Set(PARTISAN_AREAS.map((a) => a.row));
    for (const r of MAJOR_POWER_ROWS) expect(rows.has(r)).toBe(true);
    for (const [r, cells] of Object.entries(MINOR_EUROPE_TABLE)) if (cells.slice(6).some((c) => c !== '-')) expect(rows.has(r), r).toBe(true);
    for (const [r, cells] of Object.entries(MINOR_PACIFIC_TABLE)) if (r !== 'Communist China' && cells.slice(5).some((c) => c !== '-')) expect(rows.has(r), r).toBe(true);
  });
});
