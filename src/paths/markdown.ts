import type { PathSupport } from '../core/testing.ts';
import { plural } from '../core/words.ts';
import type { CoverageReport, Tally } from './report.ts';

const pct = (t: Tally): string => `${t.covered} / ${t.total - t.impossible} (${t.percent.toFixed(1)}%)`;

/**
 * docs/coverage/<ruleset>.md, written by `npm run paths` from the same report as the .json beside it:
 * the figures, how the model is bounded, and what is not covered, by name and rule.
 */
export function coverageMarkdown(r: CoverageReport, notes: PathSupport<unknown, unknown, { type: string }>['notes']): string {
  const { states, transitions, guardOutcomes } = r.totals;
  const missing = [...r.uncovered.states, ...r.uncovered.transitions, ...r.uncovered.guardOutcomes];
  return `# Generated path coverage of the ${r.machine.toUpperCase()} turn machine

Written by \`npm run paths\` (also \`turnchart paths\`); the same figures are in [coverage.json](coverage.json),
whose \`overlay\` field is what \`<tc-statechart-diagram>.coverage\` takes.

| | covered / coverable | impossible (with a reason) | total |
|---|---|---|---|
| State nodes | ${pct(states)} | — | ${states.total} |
| Transitions | ${pct(transitions)} | — | ${transitions.total} |
| Guard outcomes (true and false) | ${pct(guardOutcomes)} | ${guardOutcomes.impossible} | ${guardOutcomes.total} |

${plural(r.paths.total, 'path')} (${r.paths.shortest} shortest, ${r.paths.targeted} targeted), ${plural(r.paths.events, 'event')} in all,
from ${plural(r.fixtures.length, 'fixture')}; generated and measured in ${(r.generationMs / 1000).toFixed(1)} s on the machine that wrote this file.

## How it is measured

- Paths come from \`createTestModel\` (\`xstate/graph\`) on the whole turn machine, one model per fixture:
  \`getShortestPaths\`, then *targeted* paths: an item (transition, guard outcome) that the traversal reached but
  no shortest path took gets the shortest path to the vertex it was reached from, plus that one event.
- Coverage is measured on real actors: every path runs on a fresh \`createActor(machine, { inspect })\`.
  States come from each \`@xstate.microstep\` snapshot, transitions from its \`_transitions\`. Guard outcomes:
  each candidate transition's guard is tried in xstate's own selection order (atomic state first, then its
  ancestors; the first that passes wins) on the snapshots the actor passed through, before each external event
  and after each microstep. A guard not reached because an earlier one passed counts neither way.
- Transition and state ids are the diagram model's (src/diagram/model.ts), so the overlay matches the diagram.
- \`false\` outcomes of the steps' legality guards come from *guard probes*: the step's own event types with an
  id that names nothing (taken from the first legal event of the type that names one), a side not being asked,
  or a bare DONE when DONE is not allowed yet. They are refused, and the paths record them as refused.

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

3. **State serialization** (the ruleset's \`paths.sequenceKey\`): ${notes.serialization}

## Not covered

${missing.length === 0 ? 'Nothing.' : `| Rule | Item | Why |\n|---|---|---|\n${missing.map((m) => `| ${m.rule} | ${m.what.replace(/\|/g, '\\|')} | ${m.gap ?? 'no reason written'} |`).join('\n')}`}

## Impossible guard outcomes

| Rule | Outcome | Reason |
|---|---|---|
${r.impossible.map((i) => `| ${i.rule} | \`${i.id}\` | ${i.reason} |`).join('\n')}

## In \`npm test\`

The generated suites run in tests/paths/ (unit project), one test file per ruleset, and tests/browser/paths-guide.test.ts
(browser). Each unit file runs the coverage, generated-paths and negative-orderings suites (tests/paths/*.suite.ts),
so the paths are generated once per file (Vitest gives each test file a module graph of its own); every path replays
on a fresh actor, and the legality property is checked on each distinct state the first time a path reaches it.
The browser suite generates the paths once more, in Chromium.

### Time in npm test

${notes.timing}
`;
}
