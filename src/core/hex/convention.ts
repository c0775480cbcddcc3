/**
 * How a game's maps number and draw their hexes: a ruleset parameter, not a fact of the engine.
 * Every map numbers hexes by a printed column and row; games differ in how the id is written
 * (`w4114`, `B12.07`, `1834`), in which columns sit half a hex lower, and in whether columns run
 * north-south (flat-topped hexes) or east-west (pointy-topped hexes, the DS maps).
 */

/** A hex id taken apart: map, printed column and row. */
export interface HexAddress {
  readonly map: string;
  readonly col: number;
  readonly row: number;
}

export interface HexConvention {
  /** A name for messages: "DS map hex ids". */
  readonly name: string;
  /** What an id looks like, in words, for error messages: 'a map letter and four digits, e.g. "w3218"'. */
  readonly idHint: string;
  /** The same as a regular expression source (anchored), for schemas. */
  readonly idPattern: string;
  /** An id that parses, for examples. */
  readonly example: string;
  /** Ids come from files and players: parsing never throws, anything malformed gives undefined. */
  parse(id: string): HexAddress | undefined;
  /** The id of a printed column and row on a map; undefined when they cannot be written as one. */
  format(map: string, col: number, row: number): string | undefined;
  /** Whether `map` can name a map of this game (a board spec lists its maps). */
  isMap(map: string): boolean;
  /** What a map name looks like, in words: "one lowercase letter". */
  readonly mapHint: string;
  /**
   * Which columns sit half a hex toward higher rows: 1 when the odd ones do (the DS maps, fixed by
   * the rulebook's adjacency examples), 0 when the even ones do.
   */
  readonly shiftedParity: 0 | 1;
  /**
   * How columns run on the printed map: 'eastWest' when a column is a horizontal line of
   * pointy-topped hexes numbered upward (the DS maps: column numbers grow to the north, rows to
   * the east), 'northSouth' when a column is a vertical line of flat-topped hexes with rows
   * growing down the page (most operational maps).
   */
  readonly columns: 'eastWest' | 'northSouth';
}

const pad = (n: number, digits: number): string => String(n).padStart(digits, '0');

/**
 * The common "map letter, column, row" numbering: a lowercase letter, then the column and the row
 * with `digits` digits each (`w4114`: map w, column 41, row 14). `separator` goes between column
 * and row when the printed maps use one (`a12.07`).
 */
export function letterColumnRow(opts: {
  readonly name: string;
  readonly digits: number;
  readonly separator?: string;
  readonly shiftedParity: 0 | 1;
  readonly columns: 'eastWest' | 'northSouth';
  readonly example: string;
  readonly upperCase?: boolean;
  /** The id in words for error messages, when the default wording does not fit. */
  readonly idHint?: string;
}): HexConvention {
  const letter = opts.upperCase ? '[A-Z]' : '[a-z]';
  const sep = opts.separator ?? '';
  const escaped = sep.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`^(${letter})(\\d{${opts.digits}})${escaped}(\\d{${opts.digits}})$`);
  // The same ids, written as schemas (and their JSON Schema) show them: no groups.
  const idPattern = escaped === '' ? `^${letter}\\d{${2 * opts.digits}}$` : `^${letter}\\d{${opts.digits}}${escaped}\\d{${opts.digits}}$`;
  const mapRe = new RegExp(`^${letter}$`);
  const max = 10 ** opts.digits - 1;
  const printable = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= max;
  const digitWords = `${opts.digits * 2} digits${sep ? ` with "${sep}" between column and row` : ''}`;
  return {
    name: opts.name,
    idHint: opts.idHint ?? `a map letter and ${digitWords}, e.g. "${opts.example}"`,
    idPattern,
    example: opts.example,
    parse(id) {
      const m = re.exec(id);
      return m === null ? undefined : { map: m[1]!, col: Number(m[2]), row: Number(m[3]) };
    },
    format(map, col, row) {
      if (!mapRe.test(map) || !printable(col) || !printable(row)) return undefined;
      return `${map}${pad(col, opts.digits)}${sep}${pad(row, opts.digits)}`;
    },
    isMap: (map) => mapRe.test(map),
    mapHint: `one ${opts.upperCase ? 'uppercase' : 'lowercase'} letter`,
    shiftedParity: opts.shiftedParity,
    columns: opts.columns,
  };
}

/**
 * Centre of a hex in map units (one unit = hex radius), x to the right and y down the page, from
 * its global column and row. Adjacent centres are √3 apart.
 */
export function hexCentre(c: HexConvention, col: number, row: number): { readonly x: number; readonly y: number } {
  const shifted = ((col & 1) === 1 ? 1 : 0) === c.shiftedParity ? 0.5 : 0;
  return c.columns === 'eastWest'
    ? { x: Math.sqrt(3) * (row + shifted), y: -1.5 * col }
    : { x: 1.5 * col, y: Math.sqrt(3) * (row + shifted) };
}
