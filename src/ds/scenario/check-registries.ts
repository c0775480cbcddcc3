import type { ScenarioData } from './schema/scenario.schema.ts';
import { checkUnique, suggest, type Problems } from './problems.ts';

/** The ids each kind of reference may point at, once the lists are known to be unique. */
export interface Registries {
  readonly hexes: ReadonlySet<string>;
  readonly countries: ReadonlySet<string>;
  readonly zones: ReadonlySet<string>;
  readonly weatherAreas: ReadonlySet<string>;
  readonly offMapBoxes: ReadonlySet<string>;
  readonly counters: ReadonlySet<string>;
}

export function collectRegistries(data: ScenarioData, problems: Problems): Registries {
  return {
    hexes: new Set(data.hexes.map((h) => h.id)),
    countries: checkUnique(problems, 'country', 'countries', data.countries),
    zones: checkUnique(problems, 'Naval Zone', 'navalZones', data.navalZones),
    weatherAreas: checkUnique(problems, 'weather area', 'weatherAreas', data.weatherAreas),
    offMapBoxes: checkUnique(problems, 'Off-Map Box', 'offMapBoxes', data.offMapBoxes),
    counters: checkUnique(problems, 'counter', 'counters', data.counters),
  };
}

/** Reports `value` at `path` unless it is one of `known`; `what` names the kind of thing for the reader. */
export function expectKnown(problems: Problems, path: readonly PropertyKey[], value: string, known: ReadonlySet<string>, what: string): boolean {
  if (known.has(value)) return true;
  problems.add(path, `unknown ${what} "${value}"${suggest(value, known)}`);
  return false;
}

/** Cross-references between the map, countries, zones, waterways and boxes. */
export function checkReferences(data: ScenarioData, reg: Registries, problems: Problems): void {
  data.hexes.forEach((h, i) => {
    if (h.country !== undefined) expectKnown(problems, ['hexes', i, 'country'], h.country, reg.countries, 'country');
    expectKnown(problems, ['hexes', i, 'weatherArea'], h.weatherArea, reg.weatherAreas, 'weather area');
    h.navalZones.forEach((z, j) => expectKnown(problems, ['hexes', i, 'navalZones', j], z, reg.zones, 'Naval Zone'));
    if (h.terrain === 'allSea' && h.country !== undefined) problems.add(['hexes', i, 'country'], 'an All-Sea hex belongs to no country');
    if (h.terrain !== 'allSea' && h.country === undefined) problems.add(['hexes', i], 'a Land hex must name its country');
    if (h.terrain === 'allSea' && h.navalZones.length !== 1) problems.add(['hexes', i, 'navalZones'], 'an All-Sea hex lies in exactly one Naval Zone');
    if (h.port && h.navalZones.length === 0) problems.add(['hexes', i, 'navalZones'], 'a port must open onto at least one Naval Zone');
    if (h.port && h.terrain === 'allSea') problems.add(['hexes', i, 'port'], 'a port is a Land hex');
  });
  data.countries.forEach((c, i) => {
    if (c.dependentOf !== undefined) expectKnown(problems, ['countries', i, 'dependentOf'], c.dependentOf, reg.countries, 'country');
    if (c.status === 'dependent' && c.dependentOf === undefined) problems.add(['countries', i], 'a Dependent must name the country it depends on (dependentOf)');
    if (c.status !== 'neutral' && c.faction === undefined) problems.add(['countries', i, 'faction'], `a country with status "${c.status}" must name its faction (only a neutral one has none)`);
    if (c.capital !== undefined) expectKnown(problems, ['countries', i, 'capital'], c.capital, reg.hexes, 'hex');
    const cycle = dependentCycle(data.countries, c.id);
    if (cycle) problems.add(['countries', i, 'dependentOf'], `Dependents form a cycle: ${cycle.join(' → ')}; a Dependent's chain ends at its Home Country`);
  });
  const zoneById = new Map(data.navalZones.map((z) => [z.id, z]));
  data.navalZones.forEach((z, i) => {
    z.adjacentZones.forEach((other, j) => {
      if (!expectKnown(problems, ['navalZones', i, 'adjacentZones', j], other, reg.zones, 'Naval Zone')) return;
      if (other === z.id) problems.add(['navalZones', i, 'adjacentZones', j], 'a Naval Zone is not adjacent to itself');
      else if (!zoneById.get(other)?.adjacentZones.includes(z.id)) {
        problems.add(['navalZones', i, 'adjacentZones', j], `"${other}" does not list "${z.id}" back: adjacency goes both ways`);
      }
    });
    z.adjacentOffMapBoxes.forEach((b, j) => expectKnown(problems, ['navalZones', i, 'adjacentOffMapBoxes', j], b, reg.offMapBoxes, 'Off-Map Box'));
  });
  const boxById = new Map(data.offMapBoxes.map((b) => [b.id, b]));
  data.navalZones.forEach((z, i) => z.adjacentOffMapBoxes.forEach((b, j) => {
    const box = boxById.get(b);
    if (box && !box.adjacentZones.includes(z.id)) problems.add(['navalZones', i, 'adjacentOffMapBoxes', j], `Off-Map Box "${b}" does not list "${z.id}" back: adjacency goes both ways`);
  }));
  data.offMapBoxes.forEach((b, i) => b.adjacentZones.forEach((z, j) => {
    if (!expectKnown(problems, ['offMapBoxes', i, 'adjacentZones', j], z, reg.zones, 'Naval Zone')) return;
    if (!zoneById.get(z)?.adjacentOffMapBoxes.includes(b.id)) problems.add(['offMapBoxes', i, 'adjacentZones', j], `Naval Zone "${z}" does not list "${b.id}" back: adjacency goes both ways`);
  }));
  const hexById = new Map(data.hexes.map((h) => [h.id, h]));
  data.restrictedWaterways.forEach((w, i) => {
    const [a, b] = w.zones;
    const known = w.zones.map((z, j) => expectKnown(problems, ['restrictedWaterways', i, 'zones', j], z, reg.zones, 'Naval Zone'));
    if (known.every(Boolean) && !zoneById.get(a)?.adjacentZones.includes(b)) {
      problems.add(['restrictedWaterways', i, 'zones'], `a Restricted Waterway lies between adjacent Naval Zones; "${a}" and "${b}" are not adjacent`);
    }
    w.ports.forEach((p, j) => {
      if (!expectKnown(problems, ['restrictedWaterways', i, 'ports', j], p, reg.hexes, 'hex')) return;
      if (!hexById.get(p)?.port) problems.add(['restrictedWaterways', i, 'ports', j], `hex ${p} is not a port`);
    });
  });
}

/** The chain of `dependentOf` links from `start` back to itself, if it loops. */
function dependentCycle(countries: ScenarioData['countries'], start: string): string[] | undefined {
  const next = new Map(countries.map((c) => [c.id, c.dependentOf]));
  const chain = [start];
  for (let id = next.get(start); id !== undefined && chain.length <= countries.length; id = next.get(id)) {
    chain.push(id);
    if (id === start) return chain;
  }
  return undefined;
}
