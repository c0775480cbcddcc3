import { makeRegistry } from '../src/core/registry.ts';
import { dsRuleset } from './ds/ruleset.ts';
import { ocsRuleset } from './ocs/ruleset.ts';

/**
 * Every ruleset turnchart serves: the one file that imports them all. The CLI entry and the guide
 * hand this registry to the generic tools; adding a ruleset adds one line here.
 */
export const RULESETS = makeRegistry([
  dsRuleset,
  ocsRuleset,
]);
