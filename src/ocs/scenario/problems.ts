import { checkUnique as checkUniqueItems, Problems } from '../../core/input/problems.ts';

// Located problems are core's, shared by every ruleset's loader.
export { Problems };

/** The ids listed twice, each reported at its second place. */
export function checkUnique(problems: Problems, what: string, list: string, ids: readonly string[]): void {
  checkUniqueItems(problems, what, list, ids.map((id) => ({ id })));
}
