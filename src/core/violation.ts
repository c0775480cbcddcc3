/**
 * A broken rule, as the rules layer reports it: the rule number it comes from, a stable code for
 * programs, and a sentence for people. An empty list of violations means "legal".
 */
export interface Violation {
  /** Rule number as printed in the rulebook, e.g. '4.2.5.2'. */
  readonly rule: string;
  /** Stable machine-readable code, e.g. 'retreat.acrossAllSea'. */
  readonly code: string;
  readonly message: string;
}

/**
 * A violation whose sentence is worded only when someone reads it: an enumerator asks a check of
 * thousands of candidates and reads only whether it found anything, and some sentences (the reason
 * no Fleet Unit Path reaches a zone) cost a search of their own. Worded once, then kept.
 */
export function wordedWhenRead(rule: string, code: string, word: () => string): Violation {
  let message: string | undefined;
  return {
    rule,
    code,
    get message(): string {
      message ??= word();
      return message;
    },
  };
}

/** A problem in some input, located by a JSON path such as `counters[3].nationality`. */
export interface InputProblem {
  readonly path: string;
  readonly message: string;
}

export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly E[] };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = <E>(errors: readonly E[]): Result<never, E> => ({ ok: false, errors });

/** Formats a path made of keys and indices the way people read JSON: `places.hexes.w3218[2]`. */
export function formatPath(parts: readonly PropertyKey[]): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? '(root)' : out;
}
