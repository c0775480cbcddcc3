import type { ScenarioInput } from '../schema/scenario.schema.ts';
import type { CountryLayout } from './countries.ts';
import { cityNamer } from './names.ts';
import type { Rng } from './random.ts';
import type { SeaLayout } from './seas.ts';
import { neighbourIndices, type Sketch } from './sketch.ts';

export type HexInput = ScenarioInput['hexes'][number];
export type WeatherAreaInput = ScenarioInput['weatherAreas'][number];

/** Weather areas in bands from north to south, each down to a fraction of the board's rows. */
const WEATHER_BANDS: readonly (readonly [WeatherAreaInput, number])[] = [
  [{ id: 'arctic', name: 'Arctic', weather: 'snow' }, 0.12],
  [{ id: 'north', name: 'North', weather: 'clear' }, 0.35],
  [{ id: 'northMonsoon', name: 'North Monsoon', weather: 'mud' }, 0.55],
  [{ id: 'southMonsoon', name: 'South Monsoon', weather: 'storms' }, 0.8],
  [{ id: 'southPacific', name: 'South Pacific', weather: 'clear' }, 1],
];

export const WEATHER_AREAS: readonly WeatherAreaInput[] = WEATHER_BANDS.map(([area]) => area);

function weatherAreaAt(row: number, totalRows: number): string {
  return (WEATHER_BANDS.find(([, until]) => row <= until * totalRows) ?? WEATHER_BANDS[WEATHER_BANDS.length - 1]!)[0].id;
}

export interface HexLayout {
  readonly hexes: HexInput[];
  /** Naval Zones each port opens onto, by the port's grid index. */
  readonly ports: ReadonlyMap<number, readonly string[]>;
}

/**
 * The hex records: terrain, country, weather area; Naval Zone for All-Sea hexes; ports on coasts
 * (every coastal capital, some other coastal hexes) opening onto the zones they touch; cities.
 */
export function layOutHexes(s: Sketch, rng: Rng, lands: CountryLayout, sea: SeaLayout): HexLayout {
  const capitalOf = new Map([...lands.capitals].map(([country, i]) => [i, country]));
  const nameCity = cityNamer(rng);
  const ports = new Map<number, string[]>();
  const hexes = s.grid.ids.map((id, i): HexInput => {
    const weatherArea = weatherAreaAt(s.grid.globalOf(id)!.row, s.totalRows);
    const terrain = s.terrain[i]!;
    if (!s.land[i]) return { id, terrain, navalZones: [sea.zoneOf[i]!], weatherArea };
    const zones = [...new Set(neighbourIndices(s.grid, i).map((j) => sea.zoneOf[j]).filter((z) => z !== undefined))];
    const capital = capitalOf.has(i);
    const port = zones.length > 0 && (capital || rng.chance(0.15));
    const city = capital || (port ? rng.chance(0.5) : rng.chance(0.025));
    const hex: HexInput = { id, terrain, country: lands.countryOf[i]!, navalZones: port ? zones : [], weatherArea };
    if (port) {
      hex.port = { key: capital || rng.chance(0.2) };
      ports.set(i, zones);
    }
    if (city) {
      const name = nameCity();
      hex.name = name;
      hex.city = capital ? { name, capital: true } : { name };
    }
    return hex;
  });
  return { hexes, ports };
}
