import type { Command } from './command.ts';
import type { CliEnv } from './env.ts';

export function diagramCommand(env: CliEnv): Command {
  const first = env.rulesets.entries[0]?.id ?? '';
  const self: Command = {
    name: 'diagram',
    summary: 'draw a turn machine (or one segment) as SVG, mermaid, Graphviz DOT or JSON',
    usage: '[--machine M] [--format F] [--depth N] [--out FILE]',
    description: [
      'Draws the statechart from the machine\'s own state nodes: compound states as nested boxes,\n'
        + 'initial states marked with a dot, final states double-bordered, transitions labelled\n'
        + '"EVENT [guard]", eventless ones dashed and labelled "always". SVG is laid out with ELK.',
      'Without --out the diagram goes to stdout when it is piped or redirected; on a terminal it is\n'
        + 'written to a new file in the working directory (ds-turn.svg, ds-support.mmd...) and one line says which.',
    ],
    async moreHelp() {
      const { machineKeys } = await import('../diagram/machines.ts');
      const machines = machineKeys(await env.rulesets.loaded()).join(', ');
      return [`Machines (--machine, default ${first}): ${machines} (<ruleset> is its whole turn; <ruleset>/<segment> one segment on its own).`];
    },
    options: [
      { name: 'machine', value: 'M', description: `which machine (default ${first}): <ruleset> or <ruleset>/<segment>, listed below` },
      { name: 'format', value: 'F', description: `svg (default), mermaid (stateDiagram-v2), dot (Graphviz) or json` },
      { name: 'depth', value: 'N', description: 'collapse compound states below this depth (0 = the root; for ds, 3 = segments)' },
      { name: 'out', value: 'FILE', description: 'write to this file (without it: stdout when piped, a new file such as ds-turn.svg on a terminal)' },
    ],
    examples: [
      'turnchart diagram --depth 3 --out docs/images/ds-turn.svg',
      'turnchart diagram --machine ds/support --format mermaid',
      'turnchart diagram --format dot | dot -Tpng > ds-turn.png',
    ],
    // What it does is a module of its own, loaded when it runs: `--version`, `--help` and the other
    // commands start without compiling it (issue 17's cold start).
    run: async (args, io) => (await import('./diagram-run.ts')).runDiagram(env, self, args, io),
  };
  return self;
}
