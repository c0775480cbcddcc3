import { plural } from '../core/words.ts';
import type { Generation } from './generate.ts';

export interface Tally {
  readonly covered: number;
  readonly total: number;
  /** Outcomes the rules do not allow (with a written reason); not counted as missing. */
  readonly impossible: number;
  /** covered / (total - impossible), one decimal. */
  readonly percent: number;
}

export interface UncoveredItem {
  readonly id: string;
  readonly rule: string;
  readonly what: string;
  /** Why the fixture family does not reach it (the ruleset's `paths.unreached`), when known. */
  readonly gap?: string;
}

/** docs/coverage.json: the figures, what is missing by name and rule, and the overlay for the diagram. */
export interface CoverageReport {
  /** The ruleset's id (its turn machine is the one measured). */
  readonly machine: string;
  readonly totals: { readonly states: Tally; readonly transitions: Tally; readonly guardOutcomes: Tally };
  readonly paths: { readonly total: number; readonly shortest: number; readonly targeted: number; readonly events: number };
  readonly fixtures: readonly { readonly id: string; readonly file: string; readonly vertices: number; readonly paths: number; readonly reaches: string }[];
  readonly generationMs: number;
  readonly uncovered: { readonly states: readonly UncoveredItem[]; readonly transitions: readonly UncoveredItem[]; readonly guardOutcomes: readonly UncoveredItem[] };
  readonly impossible: readonly { readonly id: string; readonly rule: string; readonly reason: string }[];
  /** For `<tc-statechart-diagram>.coverage`: state and transition ids. */
  readonly overlay: { readonly covered: readonly string[]; readonly uncovered: readonly string[] };
  readonly bounding: { readonly representativeEvents: Readonly<Record<string, string>> };
}

const tally = (covered: number, total: number, impossible = 0): Tally =>
  ({ covered, total, impossible, percent: total - impossible === 0 ? 100 : Math.round((1000 * covered) / (total - impossible)) / 10 });

/** Builds the report of a generation (fixture files and what they reach from the ruleset's fixtures). */
export function coverageReport(g: Generation): CoverageReport {
  const { index, recorder: r, ruleset } = g;
  const { impossible: impossibleOutcomes, unreached, fixtures } = ruleset.paths;
  const ruleOf = new Map(index.states.map((s) => [s.id, s.meta.rule ?? '—']));
  const edgeById = new Map(index.edges.map((e) => [e.id, e]));
  const edgeText = (id: string): string => {
    const e = edgeById.get(id)!;
    return `${e.source} --${e.event ?? 'always'}${e.guard ? ` [${e.guard.name}${e.guard.params ? ` ${e.guard.params}` : ''}]` : ''}--> ${e.target}`;
  };
  const states = index.states.filter((s) => !r.states.has(s.id));
  const edges = index.edges.filter((e) => !r.edges.has(e.id));
  const outcomes = index.guardOutcomes.filter((o) => !r.outcomes.has(o) && !impossibleOutcomes[o]);
  const impossible = index.guardOutcomes.filter((o) => !r.outcomes.has(o) && impossibleOutcomes[o]);
  const perFixture = new Map(g.fixtures.map((f) => [f.id, f]));
  return {
    machine: ruleset.id,
    totals: {
      states: tally(r.states.size, index.states.length),
      transitions: tally(r.edges.size, index.edges.length),
      guardOutcomes: tally(r.outcomes.size, index.guardOutcomes.length, impossible.length),
    },
    paths: {
      total: g.paths.length,
      shortest: g.paths.filter((p) => p.kind === 'shortest').length,
      targeted: g.paths.filter((p) => p.kind === 'targeted').length,
      events: g.paths.reduce((n, p) => n + p.steps.length, 0),
    },
    fixtures: fixtures.map((f) => ({
      id: f.id, file: f.file, reaches: f.reaches,
      vertices: perFixture.get(f.id)?.vertices ?? 0, paths: (perFixture.get(f.id)?.shortest ?? 0) + (perFixture.get(f.id)?.targeted ?? 0),
    })),
    generationMs: g.ms,
    uncovered: {
      states: states.map((s) => ({ id: s.id, rule: s.meta.rule ?? '—', what: s.label, gap: unreached[s.id]?.reason })),
      transitions: edges.map((e) => ({ id: e.id, rule: ruleOf.get(e.source) ?? '—', what: edgeText(e.id), gap: unreached[e.id]?.reason })),
      guardOutcomes: outcomes.map((o) => {
        const [edge, outcome] = o.split('=') as [string, string];
        return { id: o, rule: ruleOf.get(edgeById.get(edge)!.source) ?? '—', what: `${edgeText(edge)} is ${outcome}`, gap: unreached[o]?.reason };
      }),
    },
    impossible: impossible.map((o) => ({ id: o, ...impossibleOutcomes[o]! })),
    overlay: {
      covered: [...index.states.filter((s) => r.states.has(s.id)).map((s) => s.id), ...index.edges.filter((e) => r.edges.has(e.id)).map((e) => e.id)],
      uncovered: [...states.map((s) => s.id), ...edges.map((e) => e.id)],
    },
    bounding: { representativeEvents: { ...ruleset.paths.variants } },
  };
}

const row = (name: string, t: Tally): string =>
  `${name.padEnd(16)}${String(t.covered).padStart(8)}${String(t.total).padStart(8)}${String(t.impossible).padStart(12)}${`${t.percent.toFixed(1)}%`.padStart(9)}`;

/** The table `npm run paths` prints. */
export function coverageTable(report: CoverageReport): string {
  const { states, transitions, guardOutcomes } = report.totals;
  const lines = [
    `${`${report.machine.toUpperCase()} turn machine`.padEnd(16)}${'covered'.padStart(8)}${'total'.padStart(8)}${'impossible'.padStart(12)}${'share'.padStart(9)}`,
    row('states', states), row('transitions', transitions), row('guard outcomes', guardOutcomes),
    `${plural(report.paths.total, 'path')} (${report.paths.shortest} shortest, ${report.paths.targeted} targeted), ${plural(report.paths.events, 'event')}, ${plural(report.fixtures.length, 'fixture')}, generated in ${(report.generationMs / 1000).toFixed(1)} s`,
  ];
  const missing = [...report.uncovered.states, ...report.uncovered.transitions, ...report.uncovered.guardOutcomes];
  if (missing.length > 0) lines.push('uncovered:', ...missing.map((m) => `  ${m.rule.padEnd(8)} ${m.what}`));
  return `${lines.join('\n')}\n`;
}
