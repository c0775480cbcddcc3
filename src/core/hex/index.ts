/** Hex geometry: ids, coordinates, and boards built from maps. */
export {
  CUBE_DIRECTIONS,
  DIRECTIONS,
  OFFSET_STEPS,
  cubeDirection,
  cubeDistance,
  cubeToOffset,
  offsetCentre,
  offsetDistance,
  offsetNeighbour,
  offsetNeighbours,
  offsetToCube,
  oppositeDirection,
  parity,
  type Cube,
  type Direction,
  type Offset,
} from './coords.ts';
export type { HexId } from './hex-id.ts';
export { hexCentre, letterColumnRow, type HexAddress, type HexConvention } from './convention.ts';
export { hexsideKey, parseHexsideKey, type HexsideKey } from './hexside.ts';
export {
  MAX_ROW_OFFSET,
  type HexGridError,
  type HexGridErrorCode,
  type HexGridSpec,
  type MapSpec,
} from './build.ts';
export type { PathOptions } from './search.ts';
export { HexGrid, type HexGridBuild } from './grid.ts';
