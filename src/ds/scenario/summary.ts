import type { ScenarioSummary } from '../../core/ruleset.ts';
import { plural } from '../../core/words.ts';
import { FACTION_NAMES } from '../model/factions.ts';
import type { DsGameState } from '../model/state.ts';

/**
 * What `validate` says of a valid DS scenario: "Teaching: ...: 1268 hexes, 137 counters (90 ground
 * units, 30 support units, 17 markers), turn 1, spring 1942, Western phasing", and the same as data.
 */
export function summarize(state: DsGameState): ScenarioSummary {
  const kinds = { ground: 0, support: 0, marker: 0 };
  const placed = state.counters.all();
  for (const p of placed) kinds[p.counter.kind]++;
  const g = state.game;
  const counters = [plural(kinds.ground, 'ground unit'), plural(kinds.support, 'support unit'), plural(kinds.marker, 'marker')].join(', ');
  return {
    line: `${state.scenario.name}: ${plural(state.board.grid.size, 'hex', 'hexes')}, ${plural(placed.length, 'counter')} (${counters}), `
      + `turn ${g.turn}, ${g.season} ${g.year}, ${FACTION_NAMES[g.phasing]} phasing`,
    data: {
      name: state.scenario.name,
      hexes: state.board.grid.size,
      counters: placed.length,
      groundUnits: kinds.ground,
      supportUnits: kinds.support,
      markers: kinds.marker,
      turn: g.turn,
      season: g.season,
      year: g.year,
      phasing: g.phasing,
    },
  };
}
