import { describe, expect, it } from 'vitest';
import { ATTRITION_COLUMNS, ATTRITION_MODIFIERS, ATTRITION_TABLE, parseAttritionResult } from '../../../src/awaw/data/attrition-table.ts';
import { CRT, CRT_COLUMNS, CRT_MODIFIER } from '../../../src/awaw/data/crt.ts';

/**
 * The two tables the AWAW texts print, checked cell by cell against the texts themselves: the
 * excerpts below are copied verbatim from the seeds (004's CRT 15.6, one cell per line; 001's copy
 * of the same CRT and its Attrition Table 14.41, tab-separated), parsed here, and compared with the
 * bundled data, every cell.
 */
const CRT_004 = `Combat Results Table - 15.6

 

1:4

1:3

1:2

1:1

2:1

3:1

4:1

5:1

1

A

A

A

A

a

Ex

Ex-1

Ex-2

2

A

A

A

a

Ex

Ex-1

Ex-2

d

3

A

A

a

Ex

Ex-1

Ex-2

d

D

4

A

A

Ex

Ex-1

Ex-2

d

D

D

5

A

Ex

Ex

Ex-2

d

D

D

D

6

Ex

Ex

Ex

d

D

D

D

D

Modifier

+1

For each previous round of combat`;

const CRT_001 = `Combat Results Table - 15.6								
	1:4	1:3	1:2	1:1	2:1	3:1	4:1	5:1
1	A	A	A	A	a	Ex	Ex-1	Ex-2
2	A	A	A	a	Ex	Ex-1	Ex-2	d
3	A	A	a	Ex	Ex-1	Ex-2	d	D
4	A	A	Ex	Ex-1	Ex-2	d	D	D
5	A	Ex	Ex	Ex-2	d	D	D	D
6	Ex	Ex	Ex	d	D	D	D	D
<b>Modifier</b>								
+1	For each previous round of combat`;

const ATTRITION_001 = `Attrition Table - 14.41							
	1-10	11-20	21-30	31-40	41-50	51-60	61+
0	-	-	1C	2C	2C/1H	3C/2H	5C/2H
1	-	1C	2C	1C/1H	3C/1H	4C/2H	5C/3H
2	-	1C	2C	2C/1H	3C/2H	5C/2H	6C/3H
3	-	2C	1C/1H	3C/1H	4C/2H	5C/3H	7C/3H
4	-	2C	2C/1H	3C/2H	5C/2H	6C/3H	7C/4H
5	1C	1C/1H	3C/1H	4C/2H	5C/3H	7C/3H	8C/4H
6	1C	2C/1H	3C/2H	5C/2H	6C/3H	7C/4H	9C/4H
7	2C	3C/1H	4C/2H	5C/3H	7C/3H	8C/4H	9C/5H
8	2C	3C/2H	5C/2H	6C/3H	7C/4H	9C/4H	10C/5H
9	1C/1H	4C/2H	5C/3H	7C/3H	8C/4H	9C/5H	11C/5H
10	2C/1H	5C/2H	6C/3H	7C/4H	9C/4H	10C/5H	11C/6H
11+	3C/1H	5C/3H	7C/3H	8C/4H	9C/5H	11C/5H	12C/6H
Modifiers							
+1	For every ten attritioning factors over 61						
+/-#	Difference in CTLs						
+/-#	Difference in winter preparation levels (turns in which winter effects apply only)						
Explanations							
The attritioning player receives a favorable modifier if the number of attritioning factors exceeds 70 (71-80: +1; 81-90: +2; 91-100: +3; 101-110: +4; 111-120: +5; 121-130: +6; etc.)							
When determining the difference in CTLs, the CTL used for each side is that of the greatest number of factors involved in the attrition: use the lower level if tied.							
<b>Asia:</b> For attritions conducted on the Pacific mapboard, the number of hexes captured is reduced by half (round down).`;

/** 004 prints the header row and each die row one cell per line (blank lines between). */
function crt004Cells(): { columns: string[]; rows: Map<number, string[]> } {
  const cells = CRT_004.split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('Combat Results Table'));
  const columns = cells.slice(0, 8);
  const rows = new Map<number, string[]>();
  for (let r = 0; r < 6; r++) {
    const start = 8 + r * 9;
    rows.set(Number(cells[start]), cells.slice(start + 1, start + 9));
  }
  return { columns, rows };
}

/** 001 prints tab-separated rows. */
function tabRows(text: string): string[][] {
  return text.split('\n').filter((l) => l.includes('\t') && !/^(Combat Results|Attrition) Table/.test(l)).map((l) => l.split('\t').map((c) => c.trim()));
}

describe('W-38 15.6 the Combat Results Table, cell by cell', () => {
  const printed = crt004Cells();
  it('15.6 the columns are 1:4 to 5:1, as printed in 004', () => {
    expect(printed.columns).toEqual([...CRT_COLUMNS]);
  });
  for (const die of [1, 2, 3, 4, 5, 6] as const) {
    CRT_COLUMNS.forEach((col, c) => {
      it(`15.6 die ${die}, ${col}: ${CRT[die][c]} (004)`, () => {
        expect(CRT[die][c]).toBe(printed.rows.get(die)![c]);
      });
    });
  }
  it('15.6 the 001 copy prints the same 48 cells (B.3: identical in both copies)', () => {
    const rows = tabRows(CRT_001);
    expect(rows[0]!.slice(1, 9)).toEqual([...CRT_COLUMNS]);
    for (const die of [1, 2, 3, 4, 5, 6] as const) expect(rows[die]!.slice(1, 9)).toEqual([...CRT[die]]);
  });
  it('15.6/15.75 the modifier line: +1 for each previous round of combat', () => {
    expect(CRT_004).toContain(`+${CRT_MODIFIER.value}\n\nFor each previous round of combat`);
    expect(CRT_MODIFIER.text).toBe('For each previous round of combat');
  });
});

describe('T-7 14.41 the Attrition Table, cell by cell', () => {
  const rows = tabRows(ATTRITION_001);
  it('14.41 the columns are 1-10 to 61+', () => {
    expect(rows[0]!.slice(1, 8)).toEqual([...ATTRITION_COLUMNS]);
  });
  for (let die = 0; die <= 11; die++) {
    ATTRITION_COLUMNS.forEach((col, c) => {
      it(`14.41 die ${die === 11 ? '11+' : die}, ${col}: ${ATTRITION_TABLE[die]![c]}`, () => {
        const line = rows[die + 1]!;
        expect(line[0]).toBe(die === 11 ? '11+' : String(die));
        expect(ATTRITION_TABLE[die]![c]).toBe(line[c + 1]);
      });
    });
  }
  it('14.41 the modifier lines as printed', () => {
    for (const m of ATTRITION_MODIFIERS) expect(ATTRITION_001).toContain(`${m.value}\t${m.text}`);
  });
  it('14.41 results read as counters and hexes', () => {
    expect(parseAttritionResult('-')).toEqual({ c: 0, h: 0 });
    expect(parseAttritionResult('2C')).toEqual({ c: 2, h: 0 });
    expect(parseAttritionResult('12C/6H')).toEqual({ c: 12, h: 6 });
    expect(() => parseAttritionResult('2X')).toThrow();
  });
});
