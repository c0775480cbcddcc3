/**
 * A small argument parser for boolean flags and positionals: enough for the commands we have,
 * with messages written for people ("unknown option --jsn (did you mean --json?)").
 */

export interface OptionSpec {
  /** Long name without dashes: 'json' for --json. */
  readonly name: string;
  /** One-letter alias without the dash: 'h' for -h. */
  readonly short?: string;
  readonly description: string;
}

export type ParsedArgs =
  | { readonly ok: true; readonly positionals: readonly string[]; readonly flags: ReadonlySet<string> }
  | { readonly ok: false; readonly message: string };

/** Parses `argv` against `options`; everything after `--` is positional. */
export function parseArgs(argv: readonly string[], options: readonly OptionSpec[]): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Set<string>();
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
    flags.add(found.name);
  }
  return { ok: true, positionals, flags };
}

function findOption(arg: string, options: readonly OptionSpec[]): OptionSpec | string {
  if (arg.startsWith('--')) {
    const [name = '', value] = arg.slice(2).split('=', 2);
    const spec = options.find((o) => o.name === name);
    if (!spec) return `unknown option ${arg}${closest(name, options)}`;
    if (value !== undefined) return `option --${name} takes no value`;
    return spec;
  }
  const spec = options.find((o) => o.short !== undefined && `-${o.short}` === arg);
  return spec ?? `unknown option ${arg}`;
}

/** A "did you mean" for a mistyped long option: same first letter, or one is a prefix of the other. */
function closest(name: string, options: readonly OptionSpec[]): string {
  const hit = options.find((o) => name !== '' && (o.name.startsWith(name) || name.startsWith(o.name) || o.name[0] === name[0]));
  return hit ? ` (did you mean --${hit.name}?)` : '';
}
