/**
 * Guards and actions are declared by name in one `setup()` per machine, gathered from a map per
 * segment file. Spreading the maps into one object lets a name declared twice silently replace the
 * first; merging them here throws instead, naming the name and both maps.
 */
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** One map of all the maps' entries, typed as all of them; `kind` ('guard', 'action') names them in the error. */
export function mergeNamed<M extends Readonly<Record<string, Readonly<Record<string, unknown>>>>>(kind: string, maps: M): Intersection<M[keyof M]> {
  const out: Record<string, unknown> = {};
  const from = new Map<string, string>();
  for (const [mapName, map] of Object.entries(maps)) {
    for (const [name, value] of Object.entries(map)) {
      const first = from.get(name);
      if (first !== undefined) throw new Error(`the ${kind} "${name}" is declared twice: in ${first} and in ${mapName}`);
      from.set(name, mapName);
      out[name] = value;
    }
  }
  return out as Intersection<M[keyof M]>;
}
