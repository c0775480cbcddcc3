/**
 * A canonical text for a JSON-like value: keys sorted at every depth and undefined fields left out,
 * so equal events (and equal states) compare equal whatever order their fields were written in.
 */
export function eventKey(value: unknown): string {
  // An object that says how it serializes (a piece store, a date) is keyed by that, as JSON.stringify
  // would: its caches and indexes are not part of its value.
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return eventKey((value as { toJSON(): unknown }).toJSON());
  }
  if (Array.isArray(value)) return `[${value.map(eventKey).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const rec = value as Record<string, unknown>;
    return `{${Object.keys(rec).sort().filter((k) => rec[k] !== undefined).map((k) => `${JSON.stringify(k)}:${eventKey(rec[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
