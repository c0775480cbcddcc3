import { describeKind } from '../core/input/file-kind.ts';
import { readTurnFileText, type TurnFile } from '../core/input/turn-file.ts';
import type { AnyRuleset, EngineContext, RulesetEvent } from '../core/ruleset.ts';
import { readScenario } from '../core/scenario-text.ts';
import { verifyTurn, type TurnVerification } from '../core/turn-check.ts';
import { fail, ok, type Result } from '../core/violation.ts';
import type { Command, CommandArgs } from './command.ts';
import type { CliEnv } from './env.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { formatProblems, formatResultJson, plural } from './format.ts';
import { readGiven, scenarioOf, type FileProblem, type GivenFile } from './game-files.ts';
import { usageError } from './help.ts';
import type { CliIo } from './io.ts';
import { describePosition, formatPosition, formatStop, headlineOf, stopCode, stopJson, whoseTurn } from './position.ts';

export type Verification = TurnVerification<EngineContext, RulesetEvent>;

/** 'the 30 events 28–57, by Western, player "Alice"': the turn just played, in words. */
export function turnWords(file: TurnFile, v: Pick<Verification, 'side' | 'numbers'>): string {
  const { first, last, count } = v.numbers;
  const which = count === 0 ? 'no event' : count === 1 ? `event ${first} alone` : `the ${count} events ${first}–${last}`;
  const player = file.turn.player === undefined ? '' : `, player "${file.turn.player}"`;
  return `${which}, by ${v.side.name}${player}`;
}

/** The turn as data, for --json: the mark in the file and its events as the guide numbers them. */
export const turnJson = (file: TurnFile, v: Verification) => ({ ...file.turn, sideName: v.side.name, ...v.numbers });

/** A turn file and the scenario it is checked against, read; or the problems of either, located. */
interface VerifyFiles {
  readonly turnFile: GivenFile;
  readonly file: TurnFile;
  readonly scenario: GivenFile;
  /** The scenario was found from the turn file's note, not given. */
  readonly found: boolean;
}

function readFiles(env: CliEnv, first: string, second: string | undefined, cwd: string): Result<VerifyFiles, FileProblem> {
  const given = readGiven(first, cwd, env.rulesets);
  if (!given.ok) return given;
  const kind = given.value.kind;
  const other = second === undefined ? undefined : readGiven(second, cwd, env.rulesets);
  if (other && !other.ok) return other;
  if (kind.kind === 'scenario' || kind.kind === 'events') {
    const swapped = other?.value.kind.kind === 'turn' ? `; the turn file comes first: turnchart verify ${second!} ${first}`
      : kind.kind === 'events' ? `: turnchart turn ${first} makes a turn file of it, turnchart replay ${first} plays it`
        : ': turnchart verify <turn.json> [scenario.json]';
    return fail([{ file: first, problem: { path: '(file)', message: `this is ${describeKind(kind)}, not a turn file${swapped}` } }]);
  }
  const file = readTurnFileText(given.value.text);
  if (!file.ok) return fail(file.errors.map((problem) => ({ file: first, problem })));
  if (other) return ok({ turnFile: given.value, file: file.value, scenario: other.value, found: false });
  const call = `turnchart verify ${first} <scenario.json>`;
  const scenario = scenarioOf(given.value, cwd, env.rulesets, call);
  return scenario.ok ? ok({ turnFile: given.value, file: file.value, scenario: scenario.value, found: true }) : scenario;
}

function reportProblems(io: CliIo, json: boolean, file: string, errors: readonly FileProblem['problem'][]): ExitCode {
  io.stdout(json ? formatResultJson({ ok: false, file, errors }) : formatProblems(file, errors));
  return EXIT.badInput;
}

/** Where the first bad event lies: in the turn just played, or in the game before it. */
function stopContext(file: TurnFile, v: Verification): string {
  const stop = v.stop!;
  const where = stop.inTurn ? 'in the turn just played' : 'in the game before the turn just played';
  const before = stop.index === 0 ? 'it is the first event' : `the ${plural(stop.index, 'event')} before it ${stop.index === 1 ? 'is' : 'are'} legal`;
  return `Event ${stop.number} is ${where} (${turnWords(file, v)}); ${before}.\n`;
}

function okText(files: VerifyFiles, ruleset: AnyRuleset, v: Verification): string {
  const { file, turnFile } = files;
  const name = file.scenario.name;
  const dice = v.dice.seeded + v.dice.entered === 0 ? 'no dice or chart results'
    : `dice and chart results: ${v.dice.seeded} rolled by the seeded dice, ${v.dice.entered} entered by hand`;
  const position = describePosition(ruleset, v.outcome.snapshot);
  return [
    `OK ${turnFile.name}: a game of "${name}" (${ruleset.title}), ${plural(file.events.length, 'event')}, every one legal.`,
    `The turn just played is ${turnWords(file, v)}; ${dice}.`,
    '',
    formatPosition(position, headlineOf({ ruleset, outcome: v.outcome }), ruleset, whoseTurn(ruleset, v.outcome.snapshot), { max: 12, every: 'turnchart legal --all' }),
  ].join('\n');
}

/** `turnchart verify`: what it does (its help is in verify.ts, loaded without this module). */
export async function runVerify(env: CliEnv, self: Command, args: CommandArgs, io: CliIo): Promise<ExitCode> {
  const [first, second, ...extra] = args.positionals;
  if (first === undefined) return usageError(io, 'verify: which turn file?', self);
  if (extra.length > 0) return usageError(io, `verify: a turn file and at most one scenario (also given: ${extra.join(' ')})`, self);
  const json = args.flags.has('json');
  const files = readFiles(env, first, second, io.cwd);
  if (!files.ok) return reportProblems(io, json, files.errors[0]!.file, files.errors.map((e) => e.problem));
  const { file, scenario, found } = files.value;
  const loaded = await readScenario(env.rulesets, scenario.text);
  if (!loaded.ok) return reportProblems(io, json, scenario.name, loaded.errors);
  const { ruleset, game } = loaded.value;
  const checked = verifyTurn(ruleset, game, file, scenario.name);
  if (!checked.ok) return reportProblems(io, json, first, checked.errors);
  const v = checked.value;
  const head = found ? `Scenario: ${scenario.name} (named in ${first})\n` : '';
  const facts = { file: first, scenario: scenario.name, ruleset: ruleset.id, turn: turnJson(file, v), applied: v.outcome.applied, dice: v.dice };
  const position = () => describePosition(ruleset, v.outcome.snapshot);
  if (v.stop) {
    io.stdout(json
      ? formatResultJson({ ok: false, ...facts, stop: { ...stopJson(v.stop), inTurn: v.stop.inTurn }, position: position() })
      : `${head}${formatStop(first, v.stop)}${stopContext(file, v)}`);
    return stopCode(v.stop);
  }
  io.stdout(json ? formatResultJson({ ok: true, ...facts, position: position() }) : `${head}${okText(files.value, ruleset, v)}`);
  return EXIT.ok;
}
