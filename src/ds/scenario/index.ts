export { parseScenario, parseScenarioText, buildState } from './load.ts';
export { scenarioSchema, SCENARIO_FORMAT, type ScenarioInput, type ScenarioData } from './schema/scenario.schema.ts';
export { MAX_NESTING, MAX_PROBLEMS, MAX_SCENARIO_BYTES } from '../../core/input/limits.ts';
