import { makeRegistry } from '../src/core/registry.ts';
import { awawRuleset } from './awaw/ruleset.ts';
import { dsRuleset } from './ds/ruleset.ts';

/**
 * Every ruleset turnchart serves: the one file that imports them all. The CLI entry and the guide
 * hand this registry to the generic tools; adding a ruleset adds one line here.
 */
export const RULESETS = makeRegistry([
  dsRuleset,
  awawRuleset,
]);
