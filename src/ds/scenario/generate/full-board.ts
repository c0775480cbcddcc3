/**
 * A full-size Dai Senso! board for benchmarks and load tests: two maps of about 2,500 hexes each
 * and about 600 counters in every kind of place, as plain scenario data (what a scenario file
 * holds). Everything comes from one seeded generator, so a seed always gives the same board.
 * The geography is invented; it only has to look like a board and load without problems.
 */
import { FACTIONS, type Faction } from '../../model/factions.ts';
import { SCENARIO_FORMAT, type ScenarioInput } from '../schema/scenario.schema.ts';
import { offMapBoxes, restrictedWaterways } from './boxes.ts';
import { boardContext } from './context.ts';
import { layOutCountries } from './countries.ts';
import { makeGroundUnits, type Made } from './ground.ts';
import { layOutHexes, WEATHER_AREAS } from './hexes.ts';
import { layOutHexsides } from './hexsides.ts';
import { sketchBoard } from './land.ts';
import { makeMarkers } from './markers.ts';
import { PlacesBuilder } from './places.ts';
import { createRng } from './random.ts';
import { layOutSeas, linkZones } from './seas.ts';
import { boardMaps, buildGrid } from './sketch.ts';
import { makeSupportUnits } from './support.ts';

export interface FullBoardOptions {
  /** Seed of the generator; the same seed gives the same board. Default 1. */
  readonly seed?: number;
  /** Columns of each map (10..99). Default 50. */
  readonly cols?: number;
  /** Rows of each map (10..99); the east map continues the west map's rows. Default 50. */
  readonly rows?: number;
  /** Counters in all: about half ground units, a quarter support units, a quarter markers. Default 600. */
  readonly counters?: number;
  /** Share of the board that is land. Default 0.55. */
  readonly landShare?: number;
  /** All-Sea hexes per Naval Zone, roughly. Default 110. */
  readonly hexesPerZone?: number;
}

const TURN = 5;

/** Facts carried as data: some units out of supply, zones of control around units, a Failure. */
function facts(made: readonly Made[]): NonNullable<ScenarioInput['facts']> {
  const inHexes = made.filter((m) => m.at.kind === 'hex' && m.counter.kind === 'ground');
  const zonesOfControl: Partial<Record<Faction, string[]>> = {};
  FACTIONS.forEach((f, k) => {
    const hexes = inHexes.filter((_, i) => i % 3 === k).slice(0, 30).map((m) => (m.at.kind === 'hex' ? m.at.hex : ''));
    zonesOfControl[f] = [...new Set(hexes)].sort();
  });
  return { unsupplied: inHexes.filter((_, i) => i % 17 === 0).map((m) => m.counter.id), zonesOfControl, failures: ['siam'] };
}

export function generateFullBoard(options: FullBoardOptions = {}): ScenarioInput {
  const { seed = 1, cols = 50, rows = 50, counters = 600, landShare = 0.55, hexesPerZone = 110 } = options;
  for (const [name, value] of [['cols', cols], ['rows', rows]] as const) {
    // Hex ids print two digits; below 10 there is no room for sixteen countries and their seas.
    if (!Number.isInteger(value) || value < 10 || value > 99) throw new RangeError(`${name} must be an integer from 10 to 99, not ${value}`);
  }
  const rng = createRng(seed);
  const sketch = sketchBoard(buildGrid(cols, rows), rng, cols, rows, landShare);
  const lands = layOutCountries(sketch, rng);
  const sea = layOutSeas(sketch, rng, hexesPerZone);
  const hexes = layOutHexes(sketch, rng, lands, sea);
  linkZones(sketch, sea, hexes.ports.values());
  const boxes = offMapBoxes(sketch, sea);
  const ctx = boardContext(sketch, rng, TURN, lands, sea, hexes, boxes);

  const ground = Math.round(counters * 0.5);
  const support = Math.round(counters * 0.25);
  const made = [
    ...makeGroundUnits(ctx, ground, 1),
    ...makeSupportUnits(ctx, support, ground + 1),
    ...makeMarkers(ctx, counters - ground - support, ground + support + 1),
  ];
  const places = new PlacesBuilder();
  for (const m of made) places.put(m.counter.id, m.at);

  return {
    format: SCENARIO_FORMAT,
    name: `Generated full board (seed ${seed})`,
    description: `A generated two-map board of ${sketch.grid.size} hexes and ${made.length} counters, for benchmarks and load tests.`,
    simplifications: ['Invented geography from seeded noise: not the printed Dai Senso! maps.', 'Counter mix and positions are random, not a historical setup.'],
    game: {
      turn: TURN, year: 1942, season: 'spring', phasing: 'axis', factionOrder: [...FACTIONS],
      currentCard: { name: 'Generated card', blitzValue: 3, politicalEvents: 'Table B (sample)' },
    },
    maps: boardMaps(rows),
    hexes: hexes.hexes,
    hexsides: layOutHexsides(sketch, rng, lands, 12),
    countries: lands.countries,
    weatherAreas: [...WEATHER_AREAS],
    navalZones: sea.zones,
    restrictedWaterways: restrictedWaterways(sketch, hexes, 4),
    offMapBoxes: boxes,
    counters: made.map((m) => m.counter),
    places: places.toInput(),
    facts: facts(made),
  };
}
