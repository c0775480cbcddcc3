import { FACTIONS } from '../model/factions.ts';
import type { ScenarioData } from './schema/scenario.schema.ts';
import { expectKnown, type Registries } from './check-registries.ts';
import type { Problems } from './problems.ts';

/** The faction order is a permutation of the three factions and names the phasing one. */
export function checkGame(data: ScenarioData, problems: Problems): void {
  const order = data.game.factionOrder;
  const dup = order.find((f, i) => order.indexOf(f) !== i);
  if (dup) problems.add(['game', 'factionOrder'], `faction "${dup}" is listed twice`);
  const missing = FACTIONS.filter((f) => !order.includes(f));
  if (missing.length > 0) problems.add(['game', 'factionOrder'], `every faction takes a turn; missing: ${missing.join(', ')}`);
}

/** Facts carried as data (docs/rulings.md) must point at things that exist. */
export function checkFacts(data: ScenarioData, reg: Registries, problems: Problems): void {
  data.facts.unsupplied.forEach((id, i) => expectKnown(problems, ['facts', 'unsupplied', i], id, reg.counters, 'counter'));
  for (const [faction, hexes] of Object.entries(data.facts.zonesOfControl)) {
    (hexes ?? []).forEach((h, i) => expectKnown(problems, ['facts', 'zonesOfControl', faction, i], h, reg.hexes, 'hex'));
  }
  data.facts.failures.forEach((c, i) => expectKnown(problems, ['facts', 'failures', i], c, reg.countries, 'country'));
}
