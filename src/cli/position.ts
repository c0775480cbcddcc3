import { engineOf } from '../core/engine.ts';
import { splitFreeMoves } from '../core/free-move-list.ts';
import { logEntries } from '../core/log.ts';
import type { TurnSnapshotLike } from '../core/legality.ts';
import type { ReplayStop } from '../core/replay.ts';
import type { AnyRuleset, EngineContext, RulesetEvent } from '../core/ruleset.ts';
import { eventAt, eventNumber } from '../core/words.ts';
import type { CliEnv } from './env.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { formatProblems, formatResultJson } from './format.ts';
import { legalLines } from './legal-list.ts';
import { loadPosition, type Loaded, type Outcome } from './load-game.ts';

export type { Loaded, Outcome };

/** The side whose turn it is, by the ruleset's view of the game (`position(game)`), or null when it names none. */
function sideOf(ruleset: AnyRuleset, context: EngineContext): { id: string; name: string } | null {
  const position = ruleset.views.position(ruleset.views.gameOf(context));
  if (position.phasing === undefined) return null;
  return position.sides.find((s) => s.id === position.phasing) ?? { id: position.phasing, name: position.phasing };
}

/**
 * Where the turn stands, as data: for --json (the ruleset's headline figures first) and for the
 * text form. Its shape is the record tests/unit/reliability/determinism.test.ts pins, byte for byte.
 */
export function describePosition(ruleset: AnyRuleset, s: TurnSnapshotLike<EngineContext>) {
  const engine = engineOf(ruleset);
  const active = engine.activeStep(s);
  // Free moves (R-FREE-MOVES) by counter, after the rules' actions: thousands of events otherwise.
  const { checked, free } = splitFreeMoves(engine.legalActions(s) as readonly RulesetEvent[]);
  return {
    ...ruleset.headline(s.context).data,
    step: active ? { id: active.step.id, ...active.meta } : null,
    legal: checked,
    ...(free.length > 0 ? { freeMoves: free } : {}),
    log: logEntries(s.context.log),
  };
}

export type Position = ReturnType<typeof describePosition>;

/** Whose turn it is and who acts in the step now, in the ruleset's words (its views). */
export function whoseTurn(ruleset: AnyRuleset, s: TurnSnapshotLike<EngineContext>): { side: { id: string; name: string } | null; acts: string | null } {
  const meta = engineOf(ruleset).activeStep(s)?.meta;
  return { side: sideOf(ruleset, s.context), acts: meta ? ruleset.views.actorText(meta.actor ?? 'automatic', s.context) : null };
}

export type WhoseTurn = ReturnType<typeof whoseTurn>;

/** "Turn 1, spring 1942: Western faction turn": where the game stands, in the ruleset's words. */
export const headlineOf = ({ ruleset, outcome }: Pick<Loaded, 'ruleset' | 'outcome'>): string => ruleset.headline(outcome.snapshot.context).text;

/** How `formatPosition` lists the legal actions: up to `max` one per line, more grouped by kind. */
export interface ListStyle {
  readonly max: number;
  /** What lists every event: "--all or --json". */
  readonly every: string;
}

/** Where the turn stands in words: the headline, whose turn, the step, who acts, and the legal actions. */
export function formatPosition(p: Position, headline: string, ruleset: AnyRuleset, who: WhoseTurn, style: ListStyle): string {
  const lines = [headline];
  if (who.side) lines.push(`Whose turn: ${who.side.name}`);
  if (!p.step) return `${[...lines, 'The turn is over.'].join('\n')}\n`;
  lines.push(`Now: ${p.step.rule} ${p.step.title} (${p.step.actor})`);
  if (who.acts !== null) lines.push(`  Who acts: ${who.acts}`);
  lines.push(`  ${p.step.explain}`);
  lines.push(...legalLines(p.legal, p.freeMoves ?? [], { ...style, kindLabel: (type) => ruleset.views.kindLabel(type) }));
  return `${lines.join('\n')}\n`;
}

/**
 * Where a replay stopped, in words: the event by its number as the guide counts events (and its
 * place in the file), then its violations with their rules, or its problems located in the file.
 */
export function formatStop(eventsFile: string, stop: ReplayStop<RulesetEvent>): string {
  if (stop.kind === 'malformed') return stop.problems.map((p) => `${eventsFile}: ${p.path}: ${p.message} (event ${eventNumber(stop.index)})`).join('\n') + '\n';
  const head = `${eventsFile}: ${eventAt(stop.index)} is not legal now: ${JSON.stringify(stop.event)}`;
  return [head, ...stop.violations.map((v) => `  ${v.rule} [${v.code}] ${v.message}`)].join('\n') + '\n';
}

/** A replay's stop as data: its index in the file and its number as the guide counts events. */
export const stopJson = (stop: ReplayStop<RulesetEvent>) => ({ ...stop, number: eventNumber(stop.index) });

/** The loaded position and what is said of it, or the exit code once bad files are reported. */
export type LoadReport = ({ ok: true; position: Position; who: WhoseTurn; headline: string } & Loaded) | { ok: false; code: ExitCode };

/**
 * Loads the position for `legal` and `replay`; when a file is bad, reports its problems on stdout
 * (text or JSON) and gives the exit code instead.
 */
export async function loadOrReport(env: CliEnv, command: string, first: string, second: string | undefined,
  io: { cwd: string; stdout(text: string): void }, json: boolean): Promise<LoadReport> {
  const loaded = await loadPosition(env, command, first, second, io.cwd);
  if (loaded.ok) {
    const { ruleset, outcome: { snapshot } } = loaded.value;
    return { ok: true, ...loaded.value, position: describePosition(ruleset, snapshot), who: whoseTurn(ruleset, snapshot), headline: headlineOf(loaded.value) };
  }
  const file = loaded.errors[0]!.file;
  const errors = loaded.errors.map((e) => e.problem);
  io.stdout(json ? formatResultJson({ ok: false, file, errors }) : formatProblems(file, errors));
  return { ok: false, code: EXIT.badInput };
}

/** The line saying which scenario a game file led to, when it was not given. */
export const foundLine = (loaded: Loaded): string =>
  (loaded.files.found ? `Scenario: ${loaded.files.scenario.name} (named in ${loaded.files.game?.name ?? 'the events file'})\n` : '');

/** The exit code of a replay that stopped: bad input for a malformed event, a violation for an illegal one. */
export const stopCode = (stop: ReplayStop<RulesetEvent>): ExitCode => (stop.kind === 'malformed' ? EXIT.badInput : EXIT.violation);
