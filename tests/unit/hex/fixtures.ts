/** Boards for the hex tests: rectangular blocks of printed hexes on one or two maps. */
import { HexGrid, type HexGridSpec, type HexId } from '../../../src/core/hex/index.ts';
import { DS_HEX, formatHexId } from '../../../src/ds/model/hex-ids.ts';

export interface Block {
  readonly map: string;
  readonly cols: readonly [number, number];
  readonly rows: readonly [number, number];
}

/** Every id of a block, column by column. */
export function blockIds({ map, cols, rows }: Block): HexId[] {
  const ids: HexId[] = [];
  for (let c = cols[0]; c <= cols[1]; c++) {
    for (let r = rows[0]; r <= rows[1]; r++) ids.push(formatHexId(map, c, r)!);
  }
  return ids;
}

/** Builds a board that must be valid; a test fixture with errors is a bug in the test. */
export function gridOf(spec: HexGridSpec): HexGrid {
  const { grid, errors } = HexGrid.build(spec, DS_HEX);
  if (grid === undefined) throw new Error(`fixture board has errors: ${JSON.stringify(errors)}`);
  return grid;
}

/** The west map, columns 20..60 and rows 1..30: every hex the west-map examples name. */
export function westBlock(): HexGrid {
  return gridOf({ maps: [{ letter: 'w', rowOffset: 0 }], hexes: blockIds({ map: 'w', cols: [20, 60], rows: [1, 30] }) });
}

/** Both maps, the east map's rows continuing the west map's (rowOffset 27). */
export function twoMapBlock(): HexGrid {
  return gridOf({
    maps: [{ letter: 'w', rowOffset: 0 }, { letter: 'e', rowOffset: 27 }],
    hexes: [
      ...blockIds({ map: 'w', cols: [1, 40], rows: [1, 27] }),
      ...blockIds({ map: 'e', cols: [1, 40], rows: [1, 27] }),
    ],
  });
}
