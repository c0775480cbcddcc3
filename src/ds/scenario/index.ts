export { parseScenario, parseScenarioText, buildState } from './load.ts';
export { scenarioSchema, SCENARIO_FORMAT, type ScenarioInput, type ScenarioData } from './schema/scenario.schema.ts';
