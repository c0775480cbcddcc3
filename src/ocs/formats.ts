/** The format tags of OCS files (docs/ocs-scenario-format.md, docs/ocs-events.md), in a module of their own: the registry reads them before loading OCS. */
export const OCS_SCENARIO_FORMAT = 'turnchart/ocs-scenario@1';
export const OCS_SAVED_GAME_FORMAT = 'turnchart/ocs-events@1';
