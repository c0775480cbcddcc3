import type { ScenarioSummary } from '../../core/ruleset.ts';
import type { AwawGame } from '../model/game.ts';
import { SIDE_NAMES } from '../model/ids.ts';

/** What `turnchart validate` says of a valid AWAW scenario. */
export function summarizeAwaw(g: AwawGame): ScenarioSummary {
  const all = g.pieces.all();
  const ground = all.filter((s) => s.piece.kind === 'ground');
  const onMap = ground.filter((s) => s.at.kind === 'hex').length;
  const markers = all.length - ground.length;
  const i = g.info;
  return {
    line: `${g.scenario.name}: ${g.board.grid.size} hexes, ${ground.length} ground units (${onMap} on the map), ${markers} markers, turn ${i.turn}, ${i.season} ${i.year}, ${SIDE_NAMES[i.phasing]} phasing`,
    data: { name: g.scenario.name, hexes: g.board.grid.size, groundUnits: ground.length, onMap, markers, turn: i.turn, season: i.season, year: i.year, phasing: i.phasing },
  };
}

/** The game with `side` as the phasing side (fixtures and fuzz targets play that side's turn). */
export function withPhasingSide(g: AwawGame, side: string): AwawGame {
  if (side !== 'axis' && side !== 'allies') throw new Error(`no side "${side}"; the sides are axis and allies`);
  return { ...g, info: { ...g.info, phasing: side } };
}
