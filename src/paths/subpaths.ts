/** A path as xstate/graph lists it: the events it takes, one step each. */
interface EventPath {
  readonly steps: readonly { readonly event: unknown }[];
}

/**
 * The paths that are not a prefix of a longer one, longest first (equal lengths in the order given),
 * events compared as JSON: what xstate/graph's TestModel keeps of the shortest paths before it
 * describes them ("A → B is not run apart from A → B → C").
 */
export function withoutSubpaths<P extends EventPath>(paths: readonly P[]): P[] {
  const keyed = paths.map((path) => ({ path, events: path.steps.map((s) => JSON.stringify(s.event)) }));
  keyed.sort((a, b) => b.events.length - a.events.length);
  const kept: typeof keyed = [];
  for (const candidate of keyed) {
    const isPrefix = kept.some((longer) => candidate.events.every((e, i) => e === longer.events[i]));
    if (!isPrefix) kept.push(candidate);
  }
  return kept.map((k) => k.path);
}
