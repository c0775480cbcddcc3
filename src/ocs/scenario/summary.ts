import type { ScenarioSummary } from '../../core/ruleset.ts';
import { plural } from '../../core/words.ts';
import { sideName } from '../model/query.ts';
import type { OcsGame } from '../model/state.ts';

/** What `turnchart validate` says of an OCS scenario. */
export function summarizeOcs(g: OcsGame): ScenarioSummary {
  const all = g.pieces.all();
  const onMap = all.filter((s) => s.at.kind === 'hex');
  const units = onMap.filter((s) => s.piece.kind === 'combat').length;
  const line = `${g.scenario.name}: ${plural(g.board.grid.size, 'hex', 'hexes')}, ${plural(all.length, 'piece')} (${units} combat units on the map), turn ${g.frame.turn}${g.frame.date ? ` (${g.frame.date})` : ''}, ${sideName(g, g.frame.phasing)} phasing`;
  return { line, data: { name: g.scenario.name, hexes: g.board.grid.size, pieces: all.length, combatUnits: units, turn: g.frame.turn, phasing: g.frame.phasing } };
}
