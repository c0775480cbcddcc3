import type { RulesetInfo } from '../../src/core/ruleset.ts';
import { SAVED_GAME_FORMAT, SCENARIO_FORMAT } from '../../src/ds/formats.ts';

/** Dai Senso! as the registry knows it before loading it (machines/rulesets.ts); the ruleset object spreads it. */
export const DS_INFO: RulesetInfo = {
  id: 'ds',
  title: 'Dai Senso!',
  description: 'The Dai Senso! faction turn: the Initial Administrative Phase (rule 2) and the Combat Phase (rule 4), with the other phases as confirm steps.',
  formats: { scenario: SCENARIO_FORMAT, savedGame: SAVED_GAME_FORMAT },
};
