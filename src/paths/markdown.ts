import type { CoverageReport, Tally } from './report.ts';

const pct = (t: Tally): string => `${t.covered} / ${t.total - t.impossible} (${t.percent.toFixed(1)}%)`;

/**
 * docs/coverage.md, written by `npm run paths` from the same report as docs/coverage.json: the
 * figures, how the model is bounded, and what is not covered, by name and rule.
 */
export function coverageMarkdown(r: CoverageReport): string {
  const { states, transitions, guardOutcomes } = r.totals;
  const missing = [...r.uncovered.states, ...r.uncovered.transitions, ...r.uncovered.guardOutcomes];
  return `# Generated path coverage of the DS turn machine

Written by \`npm run paths\` (also \`turnchart paths\`); the same figures are in [coverage.json](coverage.json),
whose \`overlay\` field is what \`<tc-statechart-diagram>.coverage\` takes.

| | covered / coverable | impossible (with a reason) | total |
|---|---|---|---|
| State nodes | ${pct(states)} | — | ${states.total} |
| Transitions | ${pct(transitions)} | — | ${transitions.total} |
| Guard outcomes (true and false) | ${pct(guardOutcomes)} | ${guardOutcomes.impossible} | ${guardOutcomes.total} |

${r.paths.total} paths (${r.paths.shortest} shortest, ${r.paths.targeted} targeted), ${r.paths.events} events in all,
from ${r.fixtures.length} fixtures; generated and measured in ${(r.generationMs / 1000).toFixed(1)} s on the machine that wrote this file.

## How it is measured

- Paths come from \`createTestModel\` (\`xstate/graph\`) on the whole turn machine, one model per fixture:
  \`getShortestPaths\`, then *targeted* paths: an item (transition, guard outcome) that the traversal reached but
  no shortest path took gets the shortest path to the vertex it was reached from, plus that one event.
- Coverage is measured on real actors: every path runs on a fresh \`createActor(dsTurnMachine, { inspect })\`.
  States come from each \`@xstate.microstep\` snapshot, transitions from its \`_transitions\`. Guard outcomes:
  each candidate transition's guard is tried in xstate's own selection order (atomic state first, then its
  ancestors; the first that passes wins) on the snapshots the actor passed through, before each external event
  and after each microstep. A guard not reached because an earlier one passed counts neither way.
- Transition and state ids are the diagram model's (src/diagram/model.ts), so the overlay matches the diagram.
- \`false\` outcomes of the steps' legality guards come from *guard probes*: the step's own event types with an
  id that names nothing (taken from the first legal event of the type that names one: a DEVASTATION_TARGET with a
  marker, not the one without), a faction not being asked, or a bare DONE when DONE is not allowed yet. They are
  refused, and the paths record them as refused.

## Bounding the model

The game context makes the state space unbounded; it is bounded in three honest ways.

1. **The fixture family** (the game states the turn starts from), each for the branches it reaches:

| Fixture | File | Reaches | Vertices | Paths |
|---|---|---|---|---|
${r.fixtures.map((f) => `| ${f.id} | \`${f.file}\` | ${f.reaches} | ${f.vertices} | ${f.paths} |`).join('\n')}

2. **Representative events.** The events come from \`legalActions\` (the one enumerator), and per step each event
   type keeps its first event (in the enumerator's order) per *variant*, what can change the steps that follow:

| Event | Variants kept |
|---|---|
${Object.entries(r.bounding.representativeEvents).map(([t, v]) => `| ${t} | ${v} |`).join('\n')}
| every other type | one event (which unit or hex does not change the sequence) |

3. **State serialization** (src/paths/sequence-key.ts): the state value, whose faction turn it is and how many
   faction turns have begun, and, only while the turn is in their segment, the progress of loops that end by
   themselves (2.1 listed actions and table chains, 2.2.2 markers dealt with, the contest round, what an attack
   still owes in Steps 6-8, its defending hex, whether its force includes an armor-type unit: EX-1), the kind of
   the pending placement and its follow-up, Blitz markers placed and a Cabinet Crisis due, whether 4.1 Steps 1-4
   are skipped (BC-6), whether Airdrops were made. Which units and hexes, the log and the dice are not kept. The
   model stops at the start of the next faction turn.

## Not covered

${missing.length === 0 ? 'Nothing.' : `| Rule | Item | Why |\n|---|---|---|\n${missing.map((m) => `| ${m.rule} | ${m.what.replace(/\|/g, '\\|')} | ${m.gap ?? 'no reason written'} |`).join('\n')}`}

## Impossible guard outcomes

| Rule | Outcome | Reason |
|---|---|---|
${r.impossible.map((i) => `| ${i.rule} | \`${i.id}\` | ${i.reason} |`).join('\n')}

## In \`npm test\`

The generated suites are tests/paths/paths.test.ts (unit project) and tests/browser/paths-guide.test.ts (browser).
paths.test.ts runs the coverage, generated-paths and negative-orderings suites (tests/paths/*.suite.ts) from one
file, so the paths are generated once (Vitest gives each test file a module graph of its own); every path replays
on a fresh actor, and the legality property is checked on each distinct state the first time a path reaches it.
The browser suite generates the paths once more, in Chromium.

### Time in npm test

Measured on the 2-core development machine. Quiet (2026-11-21): \`vitest run --project unit tests/paths/\`
(2 files, 536 tests) takes about 10.5 s in all, generation included; \`npm run bench\`
(tests/bench/paths.bench.ts) measures generation to full coverage at 1.7-2.2 s, under the 3 s target, once the
shortest paths are taken without xstate/graph's per-path descriptions (docs/benchmarks.md). Shared with other
work (load average 5-8), the same file took 25-27 s and generation about 7 s.
\`tests/browser/paths-guide.test.ts\` (51 steps through the guide) takes about 17 s. Most of generation is
\`legalActions\` at the placement and Blitz steps of the teaching-size fixtures, and the Attack Sequences of
forces with and without an armor-type unit, which the model tells apart (EX-1).
`;
}
