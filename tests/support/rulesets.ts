import { RULESETS as REGISTRY } from '../../machines/rulesets.ts';

/** The registry as the composition roots have it (each ruleset loaded on demand): what the CLI is run with. */
export { REGISTRY };

/** Every registered ruleset, loaded (tests are ES modules: the top-level await loads them once per file). */
export const RULESETS = await REGISTRY.loaded();
