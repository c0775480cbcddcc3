import type { FactionForces, Nationality } from '../model/game.ts';
import { FACTIONS, type Faction } from '../model/ids.ts';
import { isSpecializedType, type Counter, type GroundUnit } from '../model/units.ts';
import type { ScenarioData } from './schema.ts';
import { Problems, suggest, uniqueIds } from './problems.ts';

/** Nationalities and faction forces, checked. */
export function buildNationalities(data: ScenarioData, problems: Problems): { nationalities: Record<string, Nationality>; factions: Partial<Record<Faction, FactionForces>> } {
  const factionIds = uniqueIds(problems, 'faction', 'factions', data.factions);
  const countries = new Set(data.countries.map((c) => c.id));
  uniqueIds(problems, 'nationality', 'nationalities', data.nationalities);
  const nationalities: Record<string, Nationality> = {};
  data.nationalities.forEach((n, i) => {
    if (!factionIds.has(n.faction)) problems.add(['nationalities', i, 'faction'], `the faction "${n.faction}" is not among the scenario's factions (${[...factionIds].join(', ')})`);
    for (const key of ['homeCountries', 'supplySourceCountries'] as const) {
      n[key].forEach((c, j) => { if (!countries.has(c)) problems.add(['nationalities', i, key, j], `unknown country "${c}"${suggest(c, countries)}`); });
    }
    nationalities[n.id] = n;
  });
  const factions: Partial<Record<Faction, FactionForces>> = {};
  for (const f of data.factions) factions[f.id] = f;
  void FACTIONS;
  return { nationalities, factions };
}

/**
 * The counters, each checked against rule 10 where the rule fixes a value: GU-30 10.41A a specialized
 * unit is one factor; GU-8 10.23 and GU-7 10.22 a replacement is 1-1; GU-74 10.92 flak moves 1
 * and GU-78 10.96 has at most three flak factors; GU-3 10.12 mechanized infantry is Western Allied.
 */
export function buildCounters(data: ScenarioData, nationalities: Record<string, Nationality>, problems: Problems): Map<string, Counter> {
  uniqueIds(problems, 'counter', 'counters', data.counters);
  const factionIds = new Set(data.factions.map((f) => f.id));
  const out = new Map<string, Counter>();
  data.counters.forEach((c, i) => {
    if (c.kind === 'marker') {
      if (!factionIds.has(c.faction)) problems.add(['counters', i, 'faction'], `the faction "${c.faction}" is not among the scenario's factions`);
      if (c.origin !== undefined && c.type !== 'bridgehead') problems.add(['counters', i, 'origin'], 'only a bridgehead has an origin (river or invasion)');
      if (!out.has(c.id)) out.set(c.id, { kind: 'marker', id: c.id, type: c.type, faction: c.faction, ...(c.origin !== undefined && { origin: c.origin }) });
      return;
    }
    const nat = nationalities[c.nationality];
    if (!nat) problems.add(['counters', i, 'nationality'], `unknown nationality "${c.nationality}"${suggest(c.nationality, Object.keys(nationalities))}`);
    const [factor, movement] = c.values.split('-').map(Number) as [number, number];
    const at = (message: string) => problems.add(['counters', i, 'values'], message);
    if (isSpecializedType(c.type) && factor !== 1) at(`a specialized unit (${c.type}) is one factor (10.41A), not ${factor}`);
    if (c.type === 'replacement' && (factor !== 1 || movement !== 1)) at('a replacement is 1-1: one combat factor (10.23), movement one (10.22)');
    if (c.type === 'flak' && (factor < 1 || factor > 3 || movement !== 1)) at('flak has one to three flak factors (10.96) and movement one (10.92)');
    if (c.type !== 'flak' && factor < 1) at('a ground unit has a combat factor of at least one');
    if (c.type === 'mechInfantry' && nat && nat.faction !== 'western') problems.add(['counters', i, 'type'], 'mechanized infantry is Western Allied (10.12)');
    const u: GroundUnit = {
      kind: 'ground', id: c.id, name: c.name, nationality: c.nationality, type: c.type, factor, movement, supply: c.supply,
      armyOil: c.armyOil, exploitationSupply: c.exploitationSupply, transported: c.transported, shockArmy: c.shockArmy,
      retreatOverstack: c.retreatOverstack,
      ...(c.isolation !== undefined && { isolation: c.isolation }),
      ...(c.airdroppedFrom !== undefined && { airdroppedFrom: c.airdroppedFrom }),
    };
    if (!out.has(c.id)) out.set(c.id, u);
  });
  return out;
}
