import { formatPath, type InputProblem } from '../../core/violation.ts';

/** Located problems gathered while a scenario is checked, so every one is reported at once. */
export class Problems {
  readonly list: InputProblem[] = [];

  add(path: readonly PropertyKey[], message: string): void {
    this.list.push({ path: formatPath(path), message });
  }

  get empty(): boolean {
    return this.list.length === 0;
  }
}

/** The ids listed twice, each reported at its second place. */
export function checkUnique(problems: Problems, what: string, list: string, ids: readonly string[]): void {
  const first = new Map<string, number>();
  ids.forEach((id, i) => {
    const at = first.get(id);
    if (at !== undefined) problems.add([list, i, 'id'], `duplicate ${what} id "${id}" (first at ${list}[${at}])`);
    else first.set(id, i);
  });
}
