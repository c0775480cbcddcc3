/**
 * Loading scenarios and the geometry the rules lean on, at teaching size and at full board size.
 * Inputs are built once, outside the measured functions. Figures: docs/benchmarks.md.
 *
 *   npm run bench
 */
import { readFileSync } from 'node:fs';
import { bench, describe } from 'vitest';
import { DS_HEX } from '../../src/ds/model/hex-ids.ts';
import { HexGrid } from '../../src/core/hex/index.ts';
import { contentsOf, moveCounter } from '../../src/ds/model/contents.ts';
import type { Place } from '../../src/ds/model/places.ts';
import type { DsGameState } from '../../src/ds/model/state.ts';
import { generateFullBoard } from '../../src/ds/scenario/generate/full-board.ts';
import { parseScenario, parseScenarioText } from '../../src/ds/scenario/index.ts';

function loaded(input: unknown): DsGameState {
  const r = parseScenario(input);
  if (!r.ok) throw new Error(`bench input has problems: ${r.errors[0]?.path}: ${r.errors[0]?.message}`);
  return r.value;
}

const tinyText = readFileSync(new URL('../../scenarios/fixtures/tiny.json', import.meta.url), 'utf8');
const tinyJson: unknown = JSON.parse(tinyText);
const full = generateFullBoard({ seed: 1 });
const fullText = JSON.stringify(full);
const state = loaded(full);
const grid = state.board.grid;
const ids = grid.ids;
const spec = { maps: state.board.maps, hexes: [...ids] };

const isLand = (h: string): boolean => state.board.hexes[h]?.terrain !== 'allSea';
const landStart = ids.find(isLand)!;
const landFar = [...grid.reachable(landStart, { canEnter: isLand }).keys()].at(-1)!;
const corner = ids[0]!;
const farCorner = ids[ids.length - 1]!;

const occupied = [...new Set(state.counters.all().map((p) => p.at))];
const hexPlaces: Place[] = ids.map((hex) => ({ kind: 'hex', hex }));
const mover = state.counters.all().find((p) => p.counter.kind === 'ground' && p.at.kind === 'hex')!;

/** Loading a full board takes tens of milliseconds: measure longer for enough samples. */
const SLOW = { time: 2000, warmupTime: 300 };

let k = 0;
const next = <T>(xs: readonly T[]): T => xs[k++ % xs.length]!;

describe('scenario loading', () => {
  bench('tiny fixture: parseScenarioText (7 hexes, 8 counters)', () => { parseScenarioText(tinyText); });
  bench('tiny fixture: parseScenario (JSON already parsed)', () => { parseScenario(tinyJson); });
  bench(`full board: parseScenario (${ids.length} hexes, ${state.counters.ids.length} counters)`, () => { parseScenario(full); }, SLOW);
  bench(`full board: parseScenarioText (${(fullText.length / 1024).toFixed(0)} KB of JSON)`, () => { parseScenarioText(fullText); }, SLOW);
});

describe('hex grid, full board', () => {
  bench(`HexGrid.build (${ids.length} hexes)`, () => { HexGrid.build(spec, DS_HEX); }, SLOW);
  bench('grid.within(h, 3), h cycling over the board', () => { grid.within(next(ids), 3); });
  bench('grid.distance(a, b), a and b cycling', () => { grid.distance(next(ids), next(ids)); });
  bench(`grid.path corner to corner (${corner} to ${farCorner})`, () => { grid.path(corner, farCorner); });
  bench(`grid.path over land only (${landStart} to ${landFar})`, () => { grid.path(landStart, landFar, { canEnter: isLand }); });
});

describe('contents of places, full board', () => {
  bench('contentsOf(hex), hex cycling over the board (index cached)', () => { contentsOf(state, next(hexPlaces)); });
  bench('contentsOf(place), cycling over occupied places', () => { contentsOf(state, next(occupied)); });
  bench('moveCounter then contentsOf (index patched from the previous state)', () => {
    contentsOf(moveCounter(state, mover.counter.id, next(hexPlaces)), mover.at);
  });
});
