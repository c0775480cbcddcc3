import type { ScenarioSupport } from '../../core/ruleset.ts';
import { FACTION_NAMES } from '../model/factions.ts';
import type { DsGameState } from '../model/state.ts';
import { parseScenario, parseScenarioText } from './index.ts';
import { withPhasing } from './phasing.ts';
import { summarize } from './summary.ts';

/**
 * Reading DS scenario files, on its own: what `turnchart validate` needs, without the turn machine
 * and the rules (the registry loads this module alone for it, a chunk a third the ruleset's size).
 */
export const dsScenario: ScenarioSupport<DsGameState> = {
  parseText: parseScenarioText,
  parse: parseScenario,
  summary: summarize,
  withSide: withPhasing,
  sides: (game) => game.game.factionOrder.map((f) => ({ id: f, name: FACTION_NAMES[f] })),
};
