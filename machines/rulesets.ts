import { lazyRuleset, makeRegistry } from '../src/core/registry.ts';
import { AWAW_INFO } from './awaw/info.ts';
import { DS_INFO } from './ds/info.ts';
import { OCS_INFO } from './ocs/info.ts';

/**
 * Every ruleset turnchart serves: the one file that names them all. Each is a chunk of its own,
 * loaded when a file of its format is opened (or a tool needs every ruleset). The CLI entry and the
 * guide hand this registry to the generic tools; adding a ruleset adds one entry here.
 */
export const RULESETS = makeRegistry([
  lazyRuleset(DS_INFO, () => import('./ds/ruleset.ts').then((m) => m.dsRuleset)),
  lazyRuleset(OCS_INFO, () => import('./ocs/ruleset.ts').then((m) => m.ocsRuleset)),
  lazyRuleset(AWAW_INFO, () => import('./awaw/ruleset.ts').then((m) => m.awawRuleset)),
]);
