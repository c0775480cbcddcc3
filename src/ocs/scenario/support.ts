import type { ScenarioSupport } from '../../core/ruleset.ts';
import { sideName } from '../model/query.ts';
import type { OcsGame } from '../model/state.ts';
import { parseOcsScenario, parseOcsScenarioText, summarizeOcs } from './index.ts';
import { withPhasing } from './phasing.ts';

/** Reading OCS scenario files, on its own: what `turnchart validate` needs, without the turn machine and the rules. */
export const ocsScenario: ScenarioSupport<OcsGame> = {
  parseText: parseOcsScenarioText,
  parse: parseOcsScenario,
  summary: summarizeOcs,
  withSide: withPhasing,
  sides: (g) => g.frame.playerOrder.map((id) => ({ id, name: sideName(g, id) })),
};
