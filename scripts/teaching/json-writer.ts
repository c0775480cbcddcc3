/**
 * A compact, stable JSON layout for scenario files: a value goes on one line when it fits in
 * the width (one hex, one counter per line), otherwise its members go one per line. Key order is
 * the order of construction, so equal data gives byte-identical text.
 */
const WIDTH = 240;
const INDENT = '  ';

function inline(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

function write(value: unknown, indent: string, prefix: string, depth: number): string {
  const one = inline(value);
  const isContainer = value !== null && typeof value === 'object';
  if (!isContainer || depth >= 3 || indent.length + prefix.length + one.length <= WIDTH) return one;
  const inner = indent + INDENT;
  if (Array.isArray(value)) {
    return `[\n${value.map((v) => inner + write(v, inner, '', depth + 1)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  const lines = entries.map(([k, v]) => {
    const key = `${JSON.stringify(k)}: `;
    return inner + key + write(v, inner, key, depth + 1);
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** The text of a JSON document, ending with a newline. */
export function formatJson(value: unknown): string {
  return `${write(value, '', '', 0)}\n`;
}
