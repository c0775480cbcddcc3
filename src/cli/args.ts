/**
 * A small argument parser for flags, options with a value (`--format svg` or `--format=svg`) and
 * positionals: enough for the commands we have, with messages written for people ("unknown option
 * --jsn (did you mean --json?)", "--format needs a value").
 */
import { closestName } from './suggest.ts';

export interface OptionSpec {
  /** Long name without dashes: 'json' for --json. */
  readonly name: string;
  /** One-letter alias without the dash: 'h' for -h. */
  readonly short?: string;
  readonly description: string;
  /** Set for an option that takes a value: its placeholder in the help ('FILE'). */
  readonly value?: string;
}

export type ParsedArgs =
  | {
    readonly ok: true;
    readonly positionals: readonly string[];
    readonly flags: ReadonlySet<string>;
    /** Values of the options that take one, by name (given at most once each). */
    readonly values: ReadonlyMap<string, string>;
  }
  | { readonly ok: false; readonly message: string };

/** Parses `argv` against `options`; everything after `--` is positional. */
export function parseArgs(argv: readonly string[], options: readonly OptionSpec[]): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Set<string>();
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-' || !arg.startsWith('-')) {
      positionals.push(arg);
      continue;
    }
    const found = findOption(arg, options);
    if (typeof found === 'string') return { ok: false, message: found };
    if (found.spec.value === undefined) { flags.add(found.spec.name); continue; }
    const value = found.inline ?? argv[++i];
    if (value === undefined || (found.inline === undefined && value.startsWith('--'))) {
      return { ok: false, message: `--${found.spec.name} needs a value (${found.spec.value})` };
    }
    if (values.has(found.spec.name)) return { ok: false, message: `--${found.spec.name} is given twice` };
    values.set(found.spec.name, value);
  }
  return { ok: true, positionals, flags, values };
}

function findOption(arg: string, options: readonly OptionSpec[]): { spec: OptionSpec; inline?: string } | string {
  if (arg.startsWith('--')) {
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    const inline = eq < 0 ? undefined : arg.slice(eq + 1);
    const spec = options.find((o) => o.name === name);
    if (!spec) return `unknown option ${arg}${closest(name, options)}`;
    if (inline !== undefined && spec.value === undefined) return `option --${name} takes no value`;
    return inline === undefined ? { spec } : { spec, inline };
  }
  const spec = options.find((o) => o.short !== undefined && `-${o.short}` === arg);
  return spec ? { spec } : `unknown option ${arg}`;
}

/** A "did you mean" for a mistyped long option: a typo away from one, or the start of only one. */
function closest(name: string, options: readonly OptionSpec[]): string {
  const hit = closestName(name, options.map((o) => o.name));
  return hit ? ` (did you mean --${hit}?)` : '';
}
