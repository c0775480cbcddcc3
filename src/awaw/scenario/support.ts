import type { ScenarioSupport } from '../../core/ruleset.ts';
import { SIDE_NAMES } from '../model/ids.ts';
import type { AwawGame } from '../model/game.ts';
import { parseAwawScenario, parseAwawScenarioText } from './load.ts';
import { summarizeAwaw, withPhasingSide } from './summary.ts';

/** Reading AWAW scenario files, on its own: what `turnchart validate` needs, without the turn machine and the rules. */
export const awawScenario: ScenarioSupport<AwawGame> = {
  parseText: parseAwawScenarioText,
  parse: parseAwawScenario,
  summary: summarizeAwaw,
  withSide: withPhasingSide,
  sides: (g) => g.info.sides.map((s) => ({ id: s, name: SIDE_NAMES[s] })),
};
