/**
 * From a board spec (maps and hex ids, as a scenario lists them) to checked tables, returning
 * located errors instead of throwing, so a scenario loader can report every bad entry at once.
 * A board is one or more maps whose columns line up; each map's rows continue another's through
 * its `rowOffset` (global row = printed row + rowOffset).
 */
import { OFFSET_STEPS, offsetToCube, parity } from './coords.ts';
import type { HexConvention } from './convention.ts';
import type { HexId } from './hex-id.ts';
import type { HexTables, PositionBox } from './tables.ts';
import { indexAt } from './tables.ts';

export interface MapSpec {
  readonly letter: string;
  readonly rowOffset: number;
}

export interface HexGridSpec {
  readonly maps: readonly MapSpec[];
  readonly hexes: readonly HexId[];
}

/** Row offsets are bounded so the position table of a board stays small. */
export const MAX_ROW_OFFSET = 999;

export type HexGridErrorCode =
  | 'map.badLetter'
  | 'map.duplicate'
  | 'map.badRowOffset'
  | 'hex.badId'
  | 'hex.unknownMap'
  | 'hex.duplicate'
  | 'hex.samePosition';

/** An error located at `spec[list][index]`; `id` is the offending entry (a map letter for maps). */
export interface HexGridError {
  readonly list: 'maps' | 'hexes';
  readonly index: number;
  readonly id: string;
  readonly code: HexGridErrorCode;
  readonly message: string;
}

/**
 * Columns are kept shifted so that odd internal columns are the ones drawn half a hex lower: the
 * geometry below is written once, for that parity, and a game whose even columns sit lower has its
 * columns moved by one (`HexTables.colShift`), which changes no neighbour and no distance.
 */
export function buildTables(spec: HexGridSpec, convention: HexConvention): { tables?: HexTables; errors: HexGridError[] } {
  const colShift = convention.shiftedParity === 1 ? 0 : 1;
  const errors: HexGridError[] = [];
  const offsets = new Map<string, number>();
  spec.maps.forEach((m, index) => {
    const fail = (code: HexGridErrorCode, message: string): void => {
      errors.push({ list: 'maps', index, id: String(m.letter), code, message });
    };
    if (typeof m.letter !== 'string' || !convention.isMap(m.letter)) fail('map.badLetter', `map letter must be ${convention.mapHint}, not "${String(m.letter)}"`);
    else if (offsets.has(m.letter)) fail('map.duplicate', `map "${m.letter}" is listed twice`);
    else if (!Number.isInteger(m.rowOffset) || Math.abs(m.rowOffset) > MAX_ROW_OFFSET) {
      fail('map.badRowOffset', `rowOffset of map "${m.letter}" must be an integer from -${MAX_ROW_OFFSET} to ${MAX_ROW_OFFSET}`);
    } else offsets.set(m.letter, m.rowOffset);
  });

  const ids: HexId[] = [];
  const cols: number[] = [];
  const rows: number[] = [];
  const firstById = new Map<HexId, number>();
  const firstByPosition = new Map<string, number>();
  spec.hexes.forEach((id, index) => {
    const fail = (code: HexGridErrorCode, message: string): void => {
      errors.push({ list: 'hexes', index, id: String(id), code, message });
    };
    const a = typeof id === 'string' ? convention.parse(id) : undefined;
    if (a === undefined) return fail('hex.badId', `"${String(id)}" is not a hex id (${convention.idHint})`);
    const offset = offsets.get(a.map);
    if (offset === undefined) return fail('hex.unknownMap', `${id} is on map "${a.map}", which the board does not list`);
    const first = firstById.get(id);
    if (first !== undefined) return fail('hex.duplicate', `${id} is listed twice (first at hexes[${first}])`);
    firstById.set(id, index);
    const row = a.row + offset;
    const key = `${a.col},${row}`;
    const other = firstByPosition.get(key);
    if (other !== undefined) {
      return fail('hex.samePosition', `${id} is at global column ${a.col}, row ${row}, as is ${String(spec.hexes[other])} (hexes[${other}])`);
    }
    firstByPosition.set(key, index);
    ids.push(id);
    cols.push(a.col + colShift);
    rows.push(row);
  });
  if (errors.length > 0) return { errors };
  return { tables: makeTables(ids, cols, rows, colShift), errors };
}

function makeTables(ids: HexId[], cols: number[], rows: number[], colShift: number): HexTables {
  const n = ids.length;
  const box = makeBox(cols, rows);
  const q = new Int32Array(n);
  const r = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const c = offsetToCube({ col: cols[i]!, row: rows[i]! });
    q[i] = c.q;
    r[i] = c.r;
  }
  const adj = new Int32Array(n * 6);
  for (let i = 0; i < n; i++) {
    const steps = OFFSET_STEPS[parity(cols[i]!)]!;
    for (let d = 0; d < 6; d++) {
      const [dc, dr] = steps[d]!;
      adj[i * 6 + d] = indexAt(box, cols[i]! + dc, rows[i]! + dr);
    }
  }
  const indexById = new Map(ids.map((id, i) => [id, i] as const));
  return { ids, indexById, col: Int32Array.from(cols), row: Int32Array.from(rows), colShift, q, r, adj, box };
}

function makeBox(cols: number[], rows: number[]): PositionBox {
  if (cols.length === 0) return { minCol: 0, minRow: 0, width: 0, height: 0, cells: new Int32Array(0) };
  const [minCol, maxCol] = bounds(cols);
  const [minRow, maxRow] = bounds(rows);
  const width = maxCol - minCol + 1;
  const height = maxRow - minRow + 1;
  const cells = new Int32Array(width * height).fill(-1);
  cols.forEach((c, i) => {
    cells[(c - minCol) * height + (rows[i]! - minRow)] = i;
  });
  return { minCol, minRow, width, height, cells };
}

/** Min and max by a loop: spreading a large board into Math.min could overflow the call stack. */
function bounds(xs: number[]): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const x of xs) {
    if (x < lo) lo = x;
    if (x > hi) hi = x;
  }
  return [lo, hi];
}
