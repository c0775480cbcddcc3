import type { RulesetInfo } from '../../src/core/ruleset.ts';
import { OCS_SAVED_GAME_FORMAT, OCS_SCENARIO_FORMAT } from '../../src/ocs/formats.ts';

/** OCS as the registry knows it before loading it (machines/rulesets.ts); the ruleset object spreads it. */
export const OCS_INFO: RulesetInfo = {
  id: 'ocs',
  title: 'Operational Combat Series',
  description: 'The OCS ground combat procedure (rule 9): overruns, the Combat Segment and the Exploitation Phase\'s combat, with the other phases of the player turn as confirm steps.',
  formats: { scenario: OCS_SCENARIO_FORMAT, savedGame: OCS_SAVED_GAME_FORMAT },
};
