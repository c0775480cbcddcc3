/** The format tags of Dai Senso! files (docs/scenario-format.md, docs/events.md), in a module of their own: the registry reads them before loading DS. */
export const SCENARIO_FORMAT = 'turnchart/ds-scenario@1';
export const SAVED_GAME_FORMAT = 'turnchart/ds-events@1';
