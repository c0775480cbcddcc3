import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { machineByKey, machineKeys } from '../diagram/machines.ts';
import { DIAGRAM_FORMATS, isDiagramFormat, modelAt, renderDiagram } from '../diagram/render.ts';
import type { Command, CommandArgs } from './command.ts';
import type { CliEnv } from './env.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { usageError } from './help.ts';
import type { CliIo } from './io.ts';

async function run(env: CliEnv, self: Command, args: CommandArgs, io: CliIo): Promise<ExitCode> {
  if (args.positionals.length > 0) return usageError(io, `diagram: unexpected argument "${args.positionals[0]}"`, self);
  const values = args.values;
  const key = values.get('machine') ?? env.rulesets.entries[0]?.id ?? '';
  const rulesets = await env.rulesets.loaded();
  const machine = machineByKey(rulesets, key);
  if (!machine) return usageError(io, `diagram: no machine "${key}"; the machines are: ${machineKeys(rulesets).join(', ')}`, self);
  const format = values.get('format') ?? 'svg';
  if (!isDiagramFormat(format)) return usageError(io, `diagram: no format "${format}"; the formats are: ${DIAGRAM_FORMATS.join(', ')}`, self);
  const depthText = values.get('depth');
  const depth = depthText === undefined ? undefined : Number(depthText);
  if (depth !== undefined && !(Number.isInteger(depth) && depth >= 0)) return usageError(io, `diagram: --depth takes a whole number (0 = the root), not "${depthText}"`, self);

  const model = modelAt(machine, depth);
  const text = await renderDiagram(model, format, `${key} statechart${depth === undefined ? '' : ` (to depth ${depth})`}`);
  const out = values.get('out');
  if (out === undefined) { io.stdout(text); return EXIT.ok; }
  try {
    writeFileSync(resolve(io.cwd, out), text);
  } catch (e) {
    io.stderr(`turnchart: diagram: cannot write ${out}: ${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT.badInput;
  }
  io.stdout(`Wrote ${out}: ${key}, ${format}, ${model.nodes.length} states, ${model.edges.length} transitions\n`);
  return EXIT.ok;
}

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
    ],
    async moreHelp() {
      const machines = machineKeys(await env.rulesets.loaded()).join(', ');
      return [`Machines (--machine, default ${first}): ${machines} (<ruleset> is its whole turn; <ruleset>/<segment> one segment on its own).`];
    },
    options: [
      { name: 'machine', value: 'M', description: `which machine (default ${first}): <ruleset> or <ruleset>/<segment>, listed below` },
      { name: 'format', value: 'F', description: `svg (default), mermaid (stateDiagram-v2), dot (Graphviz) or json` },
      { name: 'depth', value: 'N', description: 'collapse compound states below this depth (0 = the root; for ds, 3 = segments)' },
      { name: 'out', value: 'FILE', description: 'write to this file instead of stdout' },
    ],
    examples: [
      'turnchart diagram --depth 3 --out docs/images/ds-turn.svg',
      'turnchart diagram --machine ds/support --format mermaid',
      'turnchart diagram --format dot | dot -Tpng > ds-turn.png',
    ],
    run: (args, io) => run(env, self, args, io),
  };
  return self;
}
