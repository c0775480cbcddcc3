import { lazyRuleset, makeRegistry } from '../src/core/registry.ts';
import { AWAW_INFO } from './awaw/info.ts';
import { DS_INFO } from './ds/info.ts';
import { OCS_INFO } from './ocs/info.ts';

/**
 * Every ruleset turnchart serves: the one file that names them all. Each is a chunk of its own,
 * loaded when a file of its format is opened (or a tool needs every ruleset); its scenario reading
 * alone is a smaller chunk, all that checking a scenario file loads. The CLI entry and the
 * guide hand this registry to the generic tools; adding a ruleset adds one entry here.
 */
export const RULESETS = makeRegistry([
  lazyRuleset(DS_INFO, () => import('./ds/ruleset.ts').then((m) => m.dsRuleset), () => import('../src/ds/scenario/support.ts').then((m) => m.dsScenario)),
  lazyRuleset(OCS_INFO, () => import('./ocs/ruleset.ts').then((m) => m.ocsRuleset), () => import('../src/ocs/scenario/support.ts').then((m) => m.ocsScenario)),
  lazyRuleset(AWAW_INFO, () => import('./awaw/ruleset.ts').then((m) => m.awawRuleset), () => import('../src/awaw/scenario/support.ts').then((m) => m.awawScenario)),
]);
