import { coverageSuite } from './coverage.suite.ts';
import { generated } from './generation.ts';
import { generatedPathsSuite } from './generated-paths.suite.ts';
import { negativeOrderingsSuite } from './negative-orderings.suite.ts';

/**
 * The generated path tests of the DS turn machine (issue 7), in one file so that the paths are
 * generated once: Vitest runs each test file in a module graph of its own, and generating them in
 * each of three files cost three generations. The suites keep their own describe blocks:
 * - coverage: every state, transition and guard outcome is reached, or has a written reason;
 * - generated paths: each path replayed on a fresh actor, step, meta and legality at every event;
 * - negative orderings: each step refuses the other steps' events, naming the step and the rule.
 */
const g = generated();
coverageSuite(g);
generatedPathsSuite(g);
negativeOrderingsSuite(g);
