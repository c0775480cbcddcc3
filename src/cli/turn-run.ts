import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { writeTurnFile } from '../core/input/turn-file.ts';
import { makeTurnFile, verifyTurn } from '../core/turn-check.ts';
import type { Command, CommandArgs } from './command.ts';
import type { CliEnv } from './env.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { formatProblems, plural } from './format.ts';
import { usageError } from './help.ts';
import type { CliIo } from './io.ts';
import { loadGame } from './load-game.ts';
import { formatStop, stopCode } from './position.ts';
import { closestName } from './suggest.ts';
import { turnWords } from './verify-run.ts';

/** `turnchart turn`: what it does (its help is in turn.ts, loaded without this module). */
export async function runTurn(env: CliEnv, self: Command, args: CommandArgs, io: CliIo): Promise<ExitCode> {
  const [first, second, ...extra] = args.positionals;
  if (first === undefined) return usageError(io, 'turn: a scenario file and an events file', self);
  if (extra.length > 0) return usageError(io, `turn: one scenario and one events file (also given: ${extra.join(' ')})`, self);
  const loaded = await loadGame(env, 'turn', first, second, io.cwd);
  if (!loaded.ok) {
    const file = loaded.errors[0]!.file;
    io.stdout(formatProblems(file, loaded.errors.map((e) => e.problem)));
    return EXIT.badInput;
  }
  const { ruleset, game, files, seed, events } = loaded.value;
  if (files.game === undefined) return usageError(io, `turn: an events file too (${first} is the scenario)`, self);

  const fromText = args.values.get('from');
  const from = fromText === undefined ? undefined : Number(fromText);
  if (from !== undefined && !(Number.isInteger(from) && from >= 0 && from <= events.length)) {
    return usageError(io, `turn: --from takes the number of events before the turn, 0 to ${events.length}, not "${fromText}"`, self);
  }
  const side = args.values.get('side');
  const sides = ruleset.scenario.sides(game);
  if (side !== undefined && !sides.some((s) => s.id === side)) {
    const meant = closestName(side, sides.map((s) => s.id));
    return usageError(io, `turn: no side "${side}"${meant ? ` (did you mean ${meant}?)` : ''}; the sides are ${sides.map((s) => `${s.id} (${s.name})`).join(', ')}`, self);
  }
  const player = args.values.get('player');
  const file = makeTurnFile(ruleset, game, {
    // The scenario as the events file named it, when it was found that way: the opponent's copy is likely named alike.
    seed, events, scenarioFile: files.note ?? files.scenario.name,
    turn: { ...(from === undefined ? {} : { from }), ...(side === undefined ? {} : { side }), ...(player === undefined ? {} : { player }) },
  });
  const checked = verifyTurn(ruleset, game, file, files.scenario.name);
  if (!checked.ok) { io.stdout(formatProblems(files.game.name, checked.errors)); return EXIT.badInput; }
  const v = checked.value;
  // A turn file is only made of a game that replays: the opponent's verify would refuse it.
  if (v.stop) {
    io.stdout(`${formatStop(files.game.name, v.stop)}No turn file written (a turn file holds a game that replays).\n`);
    return stopCode(v.stop);
  }
  const text = writeTurnFile(file);
  const out = args.values.get('out');
  if (out === undefined) { io.stdout(text); return EXIT.ok; }
  try {
    writeFileSync(resolve(io.cwd, out), text);
  } catch (e) {
    io.stderr(`turnchart: turn: cannot write ${out}: ${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT.badInput;
  }
  io.stdout(`Wrote ${out}: ${plural(events.length, 'event')}; the turn just played is ${turnWords(file, v)}. turnchart verify ${out} checks it.\n`);
  return EXIT.ok;
}
