/** The format tags of AWAW files (docs/awaw-scenario-format.md, docs/awaw-events.md), in a module of their own: the registry reads them before loading AWAW. */
export const AWAW_SCENARIO_FORMAT = 'turnchart/awaw-scenario@1';
export const AWAW_SAVED_GAME_FORMAT = 'turnchart/awaw-events@1';
