import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { machineByKey, machineKeys } from '../diagram/machines.ts';
import { DIAGRAM_FORMATS, isDiagramFormat, modelAt, renderDiagram, type DiagramFormat } from '../diagram/render.ts';
import type { Command, CommandArgs } from './command.ts';
import type { CliEnv } from './env.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { plural } from './format.ts';
import { usageError } from './help.ts';
import type { CliIo } from './io.ts';

/** `turnchart diagram`: what it does (its help is in diagram.ts, loaded without this module). */
export async function runDiagram(env: CliEnv, self: Command, args: CommandArgs, io: CliIo): Promise<ExitCode> {
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
  const given = values.get('out');
  // A diagram is not for reading on a terminal: there it goes to a file of its own, and stdout says where.
  if (given === undefined && !io.terminal) { io.stdout(text); return EXIT.ok; }
  const out = given ?? freeFileName(io.cwd, key, format);
  try {
    writeFileSync(resolve(io.cwd, out), text);
  } catch (e) {
    io.stderr(`turnchart: diagram: cannot write ${out}: ${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT.badInput;
  }
  const why = given === undefined ? ' (stdout is a terminal: --out FILE names the file; piped, the diagram goes to stdout)' : '';
  io.stdout(`Wrote ${out}: ${key}, ${format}, ${plural(model.nodes.length, 'state')}, ${plural(model.edges.length, 'transition')}${why}\n`);
  return EXIT.ok;
}

/** The file name a diagram's format is written to. */
const EXTENSIONS: Readonly<Record<DiagramFormat, string>> = { svg: 'svg', mermaid: 'mmd', dot: 'dot', json: 'json' };

/** "ds-turn.svg", "ds-support.mmd": a name for the diagram in `cwd` that is not taken yet ("ds-turn-2.svg"). */
export function freeFileName(cwd: string, key: string, format: DiagramFormat): string {
  const stem = key.includes('/') ? key.replace(/\//g, '-') : `${key}-turn`;
  for (let n = 1; ; n++) {
    const name = `${stem}${n === 1 ? '' : `-${n}`}.${EXTENSIONS[format]}`;
    if (!existsSync(resolve(cwd, name))) return name;
  }
}
