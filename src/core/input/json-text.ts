/**
 * Locates a JSON syntax error by line and column. Node 20's JSON.parse gives a position for some
 * errors ("... in JSON at position 6") but not for others ("Unexpected token '}', "..." is not
 * valid JSON", "Unexpected end of JSON input"), so those are found by a small scan of the text.
 */
export function locateJsonError(text: string, e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const m = /position (\d+)/.exec(message);
  const pos = m ? Number(m[1]) : firstErrorOffset(text);
  const reason = message
    .replace(/ in JSON at position \d+.*$/s, '')
    .replace(/, \S*".*" is not valid JSON$/s, '');
  if (pos === undefined) return reason;
  const before = text.slice(0, pos);
  const line = before.split('\n').length;
  const column = pos - before.lastIndexOf('\n');
  return `${reason} at line ${line}, column ${column}`;
}

class SyntaxAt {
  constructor(readonly pos: number) {}
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const HEX4 = /[0-9a-fA-F]{4}/y;

/** Offset of the first character JSON does not allow there, or undefined if none is found. */
export function firstErrorOffset(text: string): number | undefined {
  let i = 0;
  const fail = (): never => { throw new SyntaxAt(i); };
  const ws = (): void => { while (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r') i++; };
  const expect = (ch: string): void => { if (text[i] !== ch) fail(); i++; };
  const sticky = (re: RegExp): void => {
    re.lastIndex = i;
    const m = re.exec(text);
    if (!m) fail();
    else i += m[0].length;
  };
  const string = (): void => {
    expect('"');
    for (;;) {
      const ch = text[i];
      if (ch === undefined || ch < ' ') fail();
      else if (ch === '"') { i++; return; }
      else if (ch !== '\\') i++;
      else {
        i++;
        if (text[i] === 'u') { i++; sticky(HEX4); }
        else if ('"\\/bfnrt'.includes(text[i] ?? 'x')) i++;
        else fail();
      }
    }
  };
  const list = (close: string, item: () => void): void => {
    i++;
    ws();
    if (text[i] === close) { i++; return; }
    for (;;) {
      item();
      ws();
      if (text[i] === close) { i++; return; }
      expect(',');
    }
  };
  const value = (): void => {
    ws();
    const ch = text[i];
    if (ch === '{') list('}', () => { ws(); string(); ws(); expect(':'); value(); });
    else if (ch === '[') list(']', value);
    else if (ch === '"') string();
    else if (ch === 't' || ch === 'f' || ch === 'n') {
      const word = ch === 't' ? 'true' : ch === 'f' ? 'false' : 'null';
      if (!text.startsWith(word, i)) fail();
      i += word.length;
    } else sticky(NUMBER);
  };
  try {
    value();
    ws();
    if (i < text.length) fail();
    return undefined;
  } catch (err) {
    if (err instanceof SyntaxAt) return err.pos;
    return undefined; // a nesting too deep to scan: keep the engine's message alone
  }
}
