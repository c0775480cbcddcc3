/** "1 hex", "2 hexes": counts read as sentences, in the CLI and the guide alike. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
