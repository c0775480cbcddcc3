/** What docs/coverage/ds.md says of the DS model's state serialization and of its time in npm test (Markdown). */
export const DS_PATH_NOTES = {
  serialization: `the state value, whose faction turn it is and how many
   faction turns have begun, and, only while the turn is in their segment, the progress of loops that end by
   themselves (2.1 listed actions and table chains, 2.2.2 markers dealt with, the contest round, what an attack
   still owes in Steps 6-8, its defending hex, whether its force includes an armor-type unit: EX-1), the kind of
   the pending placement and its follow-up, Blitz markers placed and a Cabinet Crisis due, whether 4.1 Steps 1-4
   are skipped (BC-6), whether Airdrops were made. Which units and hexes, the log and the dice are not kept. The
   model stops at the start of the next faction turn.`,
  timing: `Measured on the 2-core development machine. Quiet (2026-11-21): \`vitest run --project unit tests/paths/\`
(2 files, 536 tests) takes about 10.5 s in all, generation included; \`npm run bench\`
(tests/bench/paths.bench.ts) measures generation to full coverage at 1.7-2.2 s, under the 3 s target, once the
shortest paths are taken without xstate/graph's per-path descriptions (docs/benchmarks.md). Shared with other
work (load average 5-8), the same file took 25-27 s and generation about 7 s.
\`tests/browser/paths-guide.test.ts\` (51 steps through the guide) takes about 17 s. Most of generation is
\`legalActions\` at the placement and Blitz steps of the teaching-size fixtures, and the Attack Sequences of
forces with and without an armor-type unit, which the model tells apart (EX-1).`,
} as const;
