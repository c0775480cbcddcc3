import { describe, expect, it } from 'vitest';
import {
  MAJOR_POWER_COLUMNS, MAJOR_POWER_PARTISAN_TABLE, MAJOR_POWER_ROWS, MINOR_EUROPE_COLUMNS, MINOR_EUROPE_TABLE, MINOR_PACIFIC_COLUMNS,
  MINOR_PACIFIC_TABLE, MINOR_TABLE_FOOTNOTES, MINOR_TABLE_NOTE, parsePoolEntry,
} from '../../../src/awaw/data/partisan-tables.ts';

/**
 * The two partisan tables of rule 11, checked cell by cell against the text itself: the excerpts
 * below are copied verbatim from 001 (lines 242-248 and 282-318, tab-separated), parsed here and
 * compared with the bundled data, every cell.
 */
const MAJOR_001 = `	Axis	Western Allies	Communist
France	0	1:2	1:2
Britain	0	2:4	0
Russia	0	0	4:8
Siberia	0	0	2:4
Italy	0	1:2	1:2
China	0	2	1:6`;

const MINOR_001 = `European Theater									
	Army			Air	Naval		Partisans		
	2-3	1-3	2-5	AF	CA	DD	Ax	WA	Ru
Belgium	1	3	-	1	-	-	-	-	-
Bulgaria	-	4	-	1	-	-	-	-	-
Denmark	-	-	-	-	-	-	-	-	-
Egypt	-	-	-	-	-	-	0:2	-	-
Finland	5	-	-	1	-	-	-	-	-
Greece	1	5	-	1	1	2	-	1:2	1:2
Hungary	1	6	-	1	-	-	-	-	-
Iraq*	-	-	-	-	-	-	0:2	-	-
Ireland	-	-	-	-	-	-	2†	-	-
Netherlands	1	-	-	1	-	-	-	-	-
Norway	-	2	-	-	-	-	-	-	-
Persia	-	-	-	-	-	-	0:2	-	-
W. Poland	3	7	-	2	-	-	-	2:4	-
Rumania	2	6	-	1	-	2	-	-	-
Spain	7	-	1	2	3	3	3	2:4	2:4
Sweden	5	-	-	1	1	2	-	1:2	1:2
Turkey	7	-	1	2	2§	2	3	2:4	2:4
Ukraine†	2	3	-	-	-	-	-	-	-
Yugoslavia	1	6	-	1	-	-	-	2:4	2:4

Pacific Theater									
	Army		Air	Naval		Partisans			
	2-2	1-2	AF	CA	DD	Jap	WA	Ru	
Communist China	4	4	-	-	-	-	-	1**	
Dutch East Indies	-	3	1	1	1	-	-	-	
Philippines	-	2	-	-	-	-	-	-	
Thailand	-	2	-	-	-	-	-	-	

\\* And Kuwait, Arabia, Transjordan, Palestine, Lebanon/Syria.  
† Available forces depend on the current diplomatic result.  
§ Turkey receives one two-factor cruiser and the battlecruiser *Yavuz*.  
\\*\\* Add one additional Chinese Communist partisan each year, starting in 1942.

The partisan level before the “:” is automatic. The partisan level after the “:” is the maximum number of partisans which may be built in the minor country in question following the required number of Moslem Unrest or Partisan production results.`;

const rows = (text: string) => text.split('\n').map((l) => l.split('\t'));

describe('11.22 Major Power Partisan Table (PT-3..PT-9), every cell', () => {
  const [header, ...body] = rows(MAJOR_001);
  it('PT-3 11.22 poolNotation: the header is blank, then Axis, Western Allies, Communist', () => {
    expect(header).toEqual(['', ...MAJOR_POWER_COLUMNS]);
  });
  it('PT-4..PT-9 11.22A-F: six rows, France to China, as printed', () => {
    expect(body.map((r) => r[0])).toEqual([...MAJOR_POWER_ROWS]);
    for (const r of body) expect([r[0], ...MAJOR_POWER_PARTISAN_TABLE[r[0] as (typeof MAJOR_POWER_ROWS)[number]]]).toEqual(r);
  });
});

describe('11.23 Minor Country Forces Table (PT-10), every cell', () => {
  const lines = MINOR_001.split('\n');
  const europe = lines.slice(3, 22).map((l) => l.split('\t'));
  const pacific = lines.slice(26, 30).map((l) => l.split('\t'));
  it('PT-10 11.23 poolMinorCountry: the European Theater, 19 rows of nine columns', () => {
    expect(lines[0]!.startsWith('European Theater')).toBe(true);
    expect(lines[2]!.split('\t').slice(1)).toEqual(MINOR_EUROPE_COLUMNS.map((c) => c.split(' ')[1]));
    expect(europe.map((r) => r[0])).toEqual(Object.keys(MINOR_EUROPE_TABLE));
    for (const r of europe) expect([r[0], ...MINOR_EUROPE_TABLE[r[0]!]!]).toEqual(r);
  });
  it('PT-10 11.23 poolMinorCountry: the Pacific Theater, four rows (the trailing empty column left out)', () => {
    expect(lines[23]!.startsWith('Pacific Theater')).toBe(true);
    expect(lines[25]!.split('\t').slice(1, 9)).toEqual(MINOR_PACIFIC_COLUMNS.map((c) => c.split(' ')[1]));
    expect(pacific.map((r) => r[0])).toEqual(Object.keys(MINOR_PACIFIC_TABLE));
    for (const r of pacific) {
      expect(r.at(-1)).toBe('');
      expect([r[0], ...MINOR_PACIFIC_TABLE[r[0]!]!]).toEqual(r.slice(0, -1));
    }
  });
  it('PT-10 11.23: the footnotes and the note under the table, verbatim', () => {
    const text = lines.slice(30).join('\n');
    for (const [mark, note] of Object.entries(MINOR_TABLE_FOOTNOTES)) {
      const printed = note.replace('Yavuz', '*Yavuz*');
      expect(text).toContain(printed);
      expect(text).toContain(mark.replaceAll('*', '\\*'));
    }
    expect(text).toContain(MINOR_TABLE_NOTE);
  });
});

describe('PT-3 11.22/11.23 poolNotation: reading a cell', () => {
  it('PT-3: "a:b" is a automatic and at most b with production results; a number is the pool; "-" is none', () => {
    expect(parsePoolEntry('1:2')).toEqual({ automatic: 1, maximum: 2 });
    expect(parsePoolEntry('4:8')).toEqual({ automatic: 4, maximum: 8 });
    expect(parsePoolEntry('0:2')).toEqual({ automatic: 0, maximum: 2 });
    expect(parsePoolEntry('2')).toEqual({ automatic: 2, maximum: 2 });
    expect(parsePoolEntry('0')).toEqual({ automatic: 0, maximum: 0 });
    expect(parsePoolEntry('-')).toEqual({ automatic: 0, maximum: 0 });
  });
  it('PT-3: footnote marks are kept apart ("2†" Ireland, "1**" Communist China, "2§" Turkey)', () => {
    expect(parsePoolEntry('2†')).toEqual({ automatic: 2, maximum: 2, mark: '†' });
    expect(parsePoolEntry('1**')).toEqual({ automatic: 1, maximum: 1, mark: '**' });
    expect(parsePoolEntry('2§')).toEqual({ automatic: 2, maximum: 2, mark: '§' });
  });
});
