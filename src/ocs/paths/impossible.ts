import type { ExplainedGap } from '../../core/testing.ts';

/** Guard outcomes the rules never allow, by `<edge id>=<outcome>`, each with its rule and reason. */
export const OCS_IMPOSSIBLE: Readonly<Record<string, ExplainedGap>> = {};

/** Items the fixtures do not reach though the rules allow them. */
export const OCS_UNREACHED: Readonly<Record<string, ExplainedGap>> = {};

export const OCS_PATH_NOTES = {
  serialization: `the state value, whose player turn it is and how many have begun, and, while a combat is under
   way, its kind, what its steps settled (supply, terrain choices counted, Surprise, the result) and how far each side
   has carried out its result, and the kinds of Specialized Combat tasks owed. Which units and hexes, the log and the dice
   are not kept. The model stops at the start of the next player turn.`,
  timing: `Measured on the 2-core development machine, shared with other work: \`npm run paths -- ocs\` generates
the 638 paths of the two fixtures to full coverage in 9-16 s; \`vitest run --project unit tests/paths/ocs.test.ts\`
(751 tests: coverage, every path replayed with the legality property, negative orderings) takes about 12 s.`,
} as const;
