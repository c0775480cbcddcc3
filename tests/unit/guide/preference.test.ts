import { describe, expect, it } from 'vitest';
import { readConsoleOpen, writeConsoleOpen } from '../../../components/designer-console/preference.ts';
import { readHandOver, writeHandOver } from '../../../components/hand-over/preference.ts';
import type { AutosaveStorage } from '../../../components/shared/autosave.ts';

/** A storage in memory; `blocked` throws as a browser's does with storage turned off. */
function memory(blocked = false): AutosaveStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  const guard = () => { if (blocked) throw new DOMException('The operation is insecure.', 'SecurityError'); };
  return {
    items,
    getItem: (k) => { guard(); return items.get(k) ?? null; },
    setItem: (k, v) => { guard(); items.set(k, v); },
    removeItem: (k) => { guard(); items.delete(k); },
    key: (i) => [...items.keys()][i] ?? null,
    get length() { return items.size; },
  };
}

describe('the page\'s remembered switches', () => {
  it('the designer\'s console is off until opened, then remembered; off where storage is blocked', () => {
    const s = memory();
    expect(readConsoleOpen(s)).toBe(false);
    writeConsoleOpen(true, s);
    expect(s.items.get('turnchart.console')).toBe('on');
    expect(readConsoleOpen(s)).toBe(true);
    writeConsoleOpen(false, s);
    expect(readConsoleOpen(s)).toBe(false);
    expect(readConsoleOpen(memory(true))).toBe(false);
    expect(() => writeConsoleOpen(true, memory(true))).not.toThrow();
  });

  it('the hand-over screen is on until turned off, then remembered; on where storage is blocked', () => {
    const s = memory();
    expect(readHandOver(s)).toBe(true);
    writeHandOver(false, s);
    expect(s.items.get('turnchart.handOver')).toBe('off');
    expect(readHandOver(s)).toBe(false);
    expect(readHandOver(memory(true))).toBe(true);
    expect(() => writeHandOver(false, memory(true))).not.toThrow();
  });
});
