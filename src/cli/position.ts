import { engineOf, type EngineSnapshot } from '../core/engine.ts';
import { MAX_SAVED_GAME_BYTES, savedGameCodec } from '../core/input/saved-game.ts';
import type { ReplayOutcome, ReplayStop } from '../core/replay.ts';
import type { AnyRuleset, EngineContext, RulesetEvent } from '../core/ruleset.ts';
import { readScenario } from '../core/scenario-text.ts';
import type { InputProblem, Result } from '../core/violation.ts';
import type { TurnSnapshotLike } from '../core/legality.ts';
import type { CliEnv } from './env.ts';
import { readInputFile } from './read-file.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { formatProblems, formatResultJson } from './format.ts';

export type Outcome = ReplayOutcome<EngineSnapshot<EngineContext>, RulesetEvent>;

/** A position: the ruleset it belongs to and the replay that made it. */
export interface Loaded {
  readonly ruleset: AnyRuleset;
  readonly outcome: Outcome;
}

/** A scenario file plus an optional saved-game file, replayed; bad files come back as located problems. */
export async function loadPosition(env: CliEnv, scenarioFile: string, eventsFile: string | undefined, cwd: string):
  Promise<Result<Loaded, { file: string; problem: InputProblem }>> {
  const text = readInputFile(scenarioFile, cwd);
  const loaded = text.ok ? await readScenario(env.rulesets, text.value) : text;
  if (!loaded.ok) return { ok: false, errors: loaded.errors.map((problem) => ({ file: scenarioFile, problem })) };
  const { ruleset, game } = loaded.value;
  let seed = 1;
  let events: readonly unknown[] = [];
  if (eventsFile !== undefined) {
    // The guide's reader: JSON errors located by line and column, a newer format named as such.
    const raw = readInputFile(eventsFile, cwd, MAX_SAVED_GAME_BYTES);
    const saved = raw.ok ? savedGameCodec(ruleset.formats.savedGame).readText(raw.value) : raw;
    if (!saved.ok) return { ok: false, errors: saved.errors.map((problem) => ({ file: eventsFile, problem })) };
    ({ seed, events } = saved.value);
  }
  return { ok: true, value: { ruleset, outcome: engineOf(ruleset).replay(game, seed, events) } };
}

/** Where the turn stands, as data: for --json (the ruleset's headline figures first) and for the text form. */
export function describePosition(ruleset: AnyRuleset, s: TurnSnapshotLike<EngineContext>) {
  const engine = engineOf(ruleset);
  const active = engine.activeStep(s);
  return {
    ...ruleset.headline(s.context).data,
    step: active ? { id: active.step.id, ...active.meta } : null,
    legal: engine.legalActions(s) as readonly RulesetEvent[],
    log: s.context.log,
  };
}

export type Position = ReturnType<typeof describePosition>;

/** "Turn 1, spring 1942: Western faction turn": where the game stands, in the ruleset's words. */
export const headlineOf = ({ ruleset, outcome }: Loaded): string => ruleset.headline(outcome.snapshot.context).text;

export function formatPosition(p: Position, headline: string, maxLegal = Infinity): string {
  const lines = [headline];
  if (!p.step) return `${lines[0]}\nThe turn is over.\n`;
  lines.push(`Now: ${p.step.rule} ${p.step.title} (${p.step.actor})`, `  ${p.step.explain}`, `Legal actions (${p.legal.length}):`);
  for (const e of p.legal.slice(0, maxLegal)) lines.push(`  ${JSON.stringify(e)}`);
  if (p.legal.length > maxLegal) lines.push(`  … and ${p.legal.length - maxLegal} more (--json lists them all)`);
  return `${lines.join('\n')}\n`;
}

export function formatStop(eventsFile: string, stop: ReplayStop<RulesetEvent>): string {
  if (stop.kind === 'malformed') return stop.problems.map((p) => `${eventsFile}: ${p.path}: ${p.message}`).join('\n') + '\n';
  const head = `${eventsFile}: events[${stop.index}]: ${JSON.stringify(stop.event)} is not legal now:`;
  return [head, ...stop.violations.map((v) => `  ${v.rule} [${v.code}] ${v.message}`)].join('\n') + '\n';
}

/**
 * Loads the position for `legal` and `replay`; when a file is bad, reports its problems on stdout
 * (text or JSON) and gives the exit code instead.
 */
export async function loadOrReport(env: CliEnv, scenario: string, events: string | undefined, io: { cwd: string; stdout(text: string): void }, json: boolean):
  Promise<{ ok: true; outcome: Outcome; position: Position; headline: string } | { ok: false; code: ExitCode }> {
  const loaded = await loadPosition(env, scenario, events, io.cwd);
  if (loaded.ok) return { ok: true, outcome: loaded.value.outcome, position: describePosition(loaded.value.ruleset, loaded.value.outcome.snapshot), headline: headlineOf(loaded.value) };
  const file = loaded.errors[0]!.file;
  const errors = loaded.errors.map((e) => e.problem);
  io.stdout(json ? formatResultJson({ ok: false, file, errors }) : formatProblems(file, errors));
  return { ok: false, code: EXIT.badInput };
}

/** The exit code of a replay that stopped: bad input for a malformed event, a violation for an illegal one. */
export const stopCode = (stop: ReplayStop<RulesetEvent>): ExitCode => (stop.kind === 'malformed' ? EXIT.badInput : EXIT.violation);
