import { textWidth } from './labels.ts';
import type { DiagramNode } from './model.ts';

/** Font sizes and spacing shared by the layout (which sizes boxes) and the drawings (which fill them). */
export const TEXT = { title: 13, rule: 11, edge: 11, line: 16, pad: 10 } as const;

/** Titles longer than this many characters wrap, so one long step name does not widen its whole column. */
const WRAP_AT = 22;

/** A title broken into lines of at most WRAP_AT characters, at spaces (a longer single word stays whole). */
export function wrapTitle(title: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter((w) => w !== '')) {
    if (line !== '' && line.length + 1 + word.length > WRAP_AT) { lines.push(line); line = word; }
    else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** What a state box shows: the rule number on top (when there is one), then the title. */
export interface NodeText {
  readonly rule: string;
  readonly lines: readonly string[];
}

export function nodeText(node: DiagramNode): NodeText {
  const rule = node.meta.rule && node.meta.rule !== '—' ? node.meta.rule : '';
  const title = node.meta.title ?? node.key;
  return { rule, lines: wrapTitle(node.collapsed ? `${title} +` : title) };
}

/** Height of the text block of a box: the rule line (if any) and the title lines. */
export function textHeight(text: NodeText): number {
  return (text.rule ? TEXT.line - 2 : 0) + text.lines.length * TEXT.line;
}

/** Width and height of a leaf box (or of a compound box's header), from its text. */
export function textBox(text: NodeText): { width: number; height: number } {
  const widest = Math.max(textWidth(text.rule, TEXT.rule), ...text.lines.map((l) => textWidth(l, TEXT.title)));
  return { width: Math.max(64, widest + 2 * TEXT.pad), height: textHeight(text) + 2 * TEXT.pad - 4 };
}
