export { parseOcsScenario, parseOcsScenarioText } from './load.ts';
export { OCS_SCENARIO_FORMAT } from './schema.ts';
export { summarizeOcs } from './summary.ts';
