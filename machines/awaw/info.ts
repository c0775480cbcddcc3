import type { RulesetInfo } from '../../src/core/ruleset.ts';
import { AWAW_SAVED_GAME_FORMAT, AWAW_SCENARIO_FORMAT } from '../../src/awaw/formats.ts';

/** AWAW as the registry knows it before loading it (machines/rulesets.ts); the ruleset object spreads it. */
export const AWAW_INFO: RulesetInfo = {
  id: 'awaw',
  title: 'A World at War',
  description: 'The A World at War combat phase: airdrops, ground attacks (15), exploitation (16) and attrition (14), in a player turn whose other phases are confirm steps.',
  formats: { scenario: AWAW_SCENARIO_FORMAT, savedGame: AWAW_SAVED_GAME_FORMAT },
};
