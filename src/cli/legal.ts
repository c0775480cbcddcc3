import type { Command } from './command.ts';
import type { CliEnv } from './env.ts';

/** Longest list of legal actions `legal` writes one per line (a screen); longer ones are grouped by kind. */
export const LIST_MAX = 40;

export function legalCommand(env: CliEnv): Command {
  const self: Command = {
    name: 'legal',
    summary: 'show whose turn it is, the current step and every legal action',
    usage: '<scenario.json> [events.json] [--json] [--all]',
    description: [
      'Starts the turn of the scenario\'s ruleset (its "format" says which) at the scenario\'s start, replays\n'
        + 'the events file if one is given, and prints whose turn it is, the step the turn rests in (rule,\n'
        + 'title, who acts, what it means) and every legal action there, one event per line, ready to paste\n'
        + `into an events file. More than ${LIST_MAX} are grouped by kind, with a count and a few of each (--all lists them all).`,
      'An events file is {"seed": 1, "events": [...]} or a bare array of events (docs/events.md); a turn file\n'
        + 'serves too. Given an events file alone, legal plays it on the scenario the file names ("scenario").',
    ],
    options: [
      { name: 'json', description: 'print {"ok","scenario","applied","side","acts","position":{...,step,legal,log}} as JSON, every legal event listed' },
      { name: 'all', description: 'list every legal action, one per line, however many' },
    ],
    examples: [
      'turnchart legal scenarios/teaching-java-1942.json',
      'turnchart legal scenarios/teaching-java-1942.json scenarios/events/teaching-western-admin.json --json',
      'turnchart legal scenarios/events/teaching-western-admin.json',
    ],
    // What it does is a module of its own, loaded when it runs: `--version`, `--help` and the other
    // commands start without compiling it (issue 17's cold start).
    run: async (args, io) => (await import('./legal-run.ts')).runLegal(env, self, args, io),
  };
  return self;
}
