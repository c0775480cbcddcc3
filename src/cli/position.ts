import type { ReplayOutcome, ReplayStop } from '../core/replay.ts';
import type { DsEvent } from '../ds/events/index.ts';
import { MAX_SAVED_GAME_BYTES, readSavedGameText } from '../ds/events/saved-game-file.ts';
import { activeStep, legalActions } from '../ds/legal/index.ts';
import { FACTION_NAMES } from '../ds/model/factions.ts';
import { parseScenarioText } from '../ds/scenario/index.ts';
import type { InputProblem, Result } from '../core/violation.ts';
import { replayDsGame } from '../../machines/ds/replay.ts';
import type { DsTurnMachine } from '../../machines/ds/turn.machine.ts';
import { readInputFile } from './read-file.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { formatProblems, formatResultJson } from './format.ts';

export type DsOutcome = ReplayOutcome<DsTurnMachine>;

/** A scenario file plus an optional saved-game file, replayed; bad files come back as located problems. */
export function loadPosition(scenarioFile: string, eventsFile: string | undefined, cwd: string):
  Result<DsOutcome, { file: string; problem: InputProblem }> {
  const text = readInputFile(scenarioFile, cwd);
  const loaded = text.ok ? parseScenarioText(text.value) : text;
  if (!loaded.ok) return { ok: false, errors: loaded.errors.map((problem) => ({ file: scenarioFile, problem })) };
  let seed = 1;
  let events: readonly unknown[] = [];
  if (eventsFile !== undefined) {
    // The guide's reader: JSON errors located by line and column, a newer format named as such.
    const raw = readInputFile(eventsFile, cwd, MAX_SAVED_GAME_BYTES);
    const saved = raw.ok ? readSavedGameText(raw.value) : raw;
    if (!saved.ok) return { ok: false, errors: saved.errors.map((problem) => ({ file: eventsFile, problem })) };
    ({ seed, events } = saved.value);
  }
  return { ok: true, value: replayDsGame(loaded.value, seed, events) };
}

/** Where the turn stands, as data: for --json and for the text form. */
export function describePosition(outcome: DsOutcome) {
  const s = outcome.snapshot;
  const g = s.context.game.game;
  const active = activeStep(s);
  return {
    turn: g.turn, season: g.season, year: g.year, phasing: g.phasing,
    step: active ? { id: active.step.id, ...active.meta } : null,
    legal: legalActions(s) as readonly DsEvent[],
    log: s.context.log,
  };
}

export type Position = ReturnType<typeof describePosition>;

export function formatPosition(p: Position, maxLegal = Infinity): string {
  const lines = [`Turn ${p.turn}, ${p.season} ${p.year}: ${FACTION_NAMES[p.phasing]} faction turn`];
  if (!p.step) return `${lines[0]}\nThe turn is over.\n`;
  lines.push(`Now: ${p.step.rule} ${p.step.title} (${p.step.actor})`, `  ${p.step.explain}`, `Legal actions (${p.legal.length}):`);
  for (const e of p.legal.slice(0, maxLegal)) lines.push(`  ${JSON.stringify(e)}`);
  if (p.legal.length > maxLegal) lines.push(`  … and ${p.legal.length - maxLegal} more (--json lists them all)`);
  return `${lines.join('\n')}\n`;
}

export function formatStop(eventsFile: string, stop: ReplayStop<DsEvent>): string {
  if (stop.kind === 'malformed') return stop.problems.map((p) => `${eventsFile}: ${p.path}: ${p.message}`).join('\n') + '\n';
  const head = `${eventsFile}: events[${stop.index}]: ${JSON.stringify(stop.event)} is not legal now:`;
  return [head, ...stop.violations.map((v) => `  ${v.rule} [${v.code}] ${v.message}`)].join('\n') + '\n';
}

/**
 * Loads the position for `legal` and `replay`; when a file is bad, reports its problems on stdout
 * (text or JSON) and gives the exit code instead.
 */
export function loadOrReport(scenario: string, events: string | undefined, io: { cwd: string; stdout(text: string): void }, json: boolean):
  { ok: true; outcome: DsOutcome; position: Position } | { ok: false; code: ExitCode } {
  const loaded = loadPosition(scenario, events, io.cwd);
  if (loaded.ok) return { ok: true, outcome: loaded.value, position: describePosition(loaded.value) };
  const file = loaded.errors[0]!.file;
  const errors = loaded.errors.map((e) => e.problem);
  io.stdout(json ? formatResultJson({ ok: false, file, errors }) : formatProblems(file, errors));
  return { ok: false, code: EXIT.badInput };
}

/** The exit code of a replay that stopped: bad input for a malformed event, a violation for an illegal one. */
export const stopCode = (stop: ReplayStop<DsEvent>): ExitCode => (stop.kind === 'malformed' ? EXIT.badInput : EXIT.violation);
