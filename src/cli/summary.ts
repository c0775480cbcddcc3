import type { Faction } from '../ds/model/factions.ts';
import type { Season } from '../ds/model/game.ts';
import type { DsGameState } from '../ds/model/state.ts';

/** What `validate` reports about a valid scenario (also the `summary` of its JSON output). */
export interface ScenarioSummary {
  readonly name: string;
  readonly hexes: number;
  readonly counters: number;
  readonly groundUnits: number;
  readonly supportUnits: number;
  readonly markers: number;
  readonly turn: number;
  readonly season: Season;
  readonly year: number;
  readonly phasing: Faction;
}

export function summarize(state: DsGameState): ScenarioSummary {
  const kinds = { ground: 0, support: 0, marker: 0 };
  const placed = Object.values(state.counters);
  for (const p of placed) kinds[p.counter.kind]++;
  return {
    name: state.scenario.name,
    hexes: state.board.grid.size,
    counters: placed.length,
    groundUnits: kinds.ground,
    supportUnits: kinds.support,
    markers: kinds.marker,
    turn: state.game.turn,
    season: state.game.season,
    year: state.game.year,
    phasing: state.game.phasing,
  };
}
