import type { AnyActorScope, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { createTestModel, getShortestPaths } from 'xstate/graph';
import { engineOf } from '../core/engine.ts';
import { scopeReporting } from '../core/xstate-adapter.ts';
import type { AnyRuleset, AnyTested, RulesetEvent } from '../core/ruleset.ts';
import type { PathFixture } from '../core/testing.ts';
import { plural } from '../core/words.ts';
import { indexMachine, type MachineIndex } from './machine-index.ts';
import { guardProbes } from './probes.ts';
import { CoverageRecorder } from './recorder.ts';
import { representativeEvents } from './representative.ts';
import { runOnActor, type PathStep } from './run.ts';
import { withoutSubpaths } from './subpaths.ts';

type Snapshot = AnyMachineSnapshot;

/** A generated path: from a fixture's start, the events and the step each one reaches. */
export interface GeneratedPath {
  readonly fixture: string;
  /** `shortest`: the shortest path to a vertex of the model; `targeted`: one more event, for a transition or guard outcome. */
  readonly kind: 'shortest' | 'targeted';
  readonly steps: readonly PathStep[];
}

export interface FixtureStats {
  readonly id: string;
  readonly vertices: number;
  readonly shortest: number;
  readonly targeted: number;
  readonly ms: number;
}

export interface Generation {
  readonly ruleset: AnyTested;
  readonly index: MachineIndex;
  readonly paths: readonly GeneratedPath[];
  /** Coverage measured on real actors running every path. */
  readonly recorder: CoverageRecorder;
  readonly fixtures: readonly FixtureStats[];
  readonly ms: number;
}

export interface GenerateOptions {
  /** The ruleset's own fixtures unless given. */
  readonly fixtures?: readonly PathFixture[];
  /** A progress line ("generating: fixture 3/9, 412 paths"). */
  readonly onProgress?: (line: string) => void;
}

/** The game a fixture starts from; a fixture that does not load is a broken build, said loudly. */
export function fixtureGame(ruleset: AnyRuleset, f: PathFixture): unknown {
  const r = ruleset.scenario.parse(f.scenario);
  if (!r.ok) throw new Error(`${f.file}: ${r.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
  return f.side ? ruleset.scenario.withSide(r.value, f.side) : r.value;
}

/** Model events: the representative legal events, then the guard probes (refused: they leave the vertex as it is). */
function modelEvents(ruleset: AnyTested, s: Snapshot): RulesetEvent[] {
  const engine = engineOf(ruleset);
  const legal = engine.legalActions(s);
  const representative = representativeEvents(legal, (e) => ruleset.paths.variantOf(e, s.context));
  return [...representative, ...guardProbes(engine.activeStep(s)?.step, legal, (e) => s.can(e), ruleset.paths)];
}

/**
 * The turn machine as the test model sees it, with every transition the traversal makes reported
 * to `recorder` (xstate/graph runs the machine's own `transition` under a mock actor scope; this
 * gives that scope an inspection hook). It tells generation which event first reached an item.
 */
function inspectedLogic(machine: AnyStateMachine, recorder: CoverageRecorder, onEdge: (from: Snapshot, e: RulesetEvent) => void): AnyStateMachine {
  const logic = Object.create(machine) as AnyStateMachine;
  logic.transition = (s: Snapshot, e: EventObject, scope: AnyActorScope) => {
    onEdge(s, e);
    recorder.beforeEvent(s, e);
    return machine.transition(s, e, scopeReporting(scope, recorder.inspect));
  };
  return logic;
}

function generateForFixture(ruleset: AnyTested, f: PathFixture, index: MachineIndex, real: CoverageRecorder, onPaths: (n: number) => void): { paths: GeneratedPath[]; stats: FixtureStats } {
  const t0 = performance.now();
  const engine = engineOf(ruleset);
  const key = (s: Snapshot): string => ruleset.paths.sequenceKey(s);
  const stopWhen = (s: Snapshot): boolean => ruleset.paths.stopAt(s.context, engine.activeStep(s)?.step.id);
  const game = fixtureGame(ruleset, f);
  const input = { game, seed: f.seed };
  const traversal = new CoverageRecorder(index);
  const witness = new Map<string, { key: string; event: RulesetEvent }>();
  let current: { key: string; event: RulesetEvent } | undefined;
  traversal.onNew = (item) => { if (current && !witness.has(item)) witness.set(item, current); };
  const logic = inspectedLogic(ruleset.machine, traversal, (s, event) => { current = { key: key(s), event }; });
  const options = { input, events: (s: Snapshot) => modelEvents(ruleset, s), serializeState: key, stopWhen };
  // The test model's own options (every event type the machine takes, our events among them), but
  // the shortest paths taken without TestModel.getShortestPaths: it describes each path with its
  // whole context in JSON, a quarter of generation time, and nothing here reads the descriptions.
  const model = createTestModel(logic, options);
  const shortest = withoutSubpaths(getShortestPaths(logic, { ...model.options, ...options }));

  // Replay every shortest path on a fresh actor; remember the events that reach each vertex.
  const prefixOf = new Map<string, RulesetEvent[]>();
  const paths: GeneratedPath[] = [];
  for (const p of shortest) {
    const events = p.steps.map((s) => s.event as RulesetEvent).filter((e) => !e.type.startsWith('xstate.'));
    const steps = runOnActor(ruleset, game, f.seed, events, real);
    paths.push({ fixture: f.id, kind: 'shortest', steps });
    onPaths(1);
    for (let i = 0; i <= events.length; i++) {
      const k = key((p.steps[i]?.state ?? p.state) as Snapshot);
      if (!prefixOf.has(k)) prefixOf.set(k, events.slice(0, i));
    }
  }
  // Targeted paths: an item the traversal reached that no shortest path took gets the path to the
  // vertex it was reached from, plus the event that reached it.
  let targeted = 0;
  for (const [item, w] of witness) {
    if (real.states.has(item) || real.edges.has(item) || real.outcomes.has(item)) continue;
    const prefix = prefixOf.get(w.key);
    if (!prefix) continue;
    const steps = runOnActor(ruleset, game, f.seed, [...prefix, w.event], real);
    paths.push({ fixture: f.id, kind: 'targeted', steps });
    targeted++;
    onPaths(1);
  }
  return {
    paths,
    stats: { id: f.id, vertices: prefixOf.size, shortest: shortest.length, targeted, ms: Math.round(performance.now() - t0) },
  };
}

/**
 * Generates the paths of the ruleset's turn machine from every fixture and measures their coverage on
 * real actors. The ruleset comes with its testing support loaded (`withTesting`).
 */
export function generatePaths(ruleset: AnyTested, opts: GenerateOptions = {}): Generation {
  const t0 = performance.now();
  const fixtures = opts.fixtures ?? ruleset.paths.fixtures;
  const index = indexMachine(ruleset.machine);
  const real = new CoverageRecorder(index);
  const paths: GeneratedPath[] = [];
  const stats: FixtureStats[] = [];
  let count = 0;
  fixtures.forEach((f, i) => {
    // Every 25 paths and at each fixture: enough to see it move, not a line per path.
    const progress = (n: number) => {
      count += n;
      if (n === 0 || count % 25 === 0) opts.onProgress?.(`generating: fixture ${i + 1}/${fixtures.length} (${f.id}), ${plural(count, 'path')}`);
    };
    progress(0);
    const r = generateForFixture(ruleset, f, index, real, progress);
    paths.push(...r.paths);
    stats.push(r.stats);
  });
  return { ruleset, index, paths, recorder: real, fixtures: stats, ms: Math.round(performance.now() - t0) };
}
