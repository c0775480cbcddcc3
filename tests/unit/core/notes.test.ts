import { describe, expect, it } from 'vitest';
import { notesOf, notesUpTo, withNote } from '../../../src/core/input/notes.ts';
import { savedGameCodec } from '../../../src/core/input/saved-game.ts';
import { restoreAutosave, writeAutosave, type AutosaveStorage } from '../../../components/shared/autosave.ts';

/** Issue 21, notes on log entries: kept by event number, saved in saved-game files and in the autosave, compatibly. */
const codec = savedGameCodec('turnchart/ds-events@1');
const events = [{ type: 'CONTINUE' }, { type: 'CONTINUE' }, { type: 'DONE' }];

class MemoryStorage implements AutosaveStorage {
  readonly items = new Map<string, string>();
  get length(): number { return this.items.size; }
  key(i: number): string | null { return [...this.items.keys()][i] ?? null; }
  getItem(k: string): string | null { return this.items.get(k) ?? null; }
  setItem(k: string, v: string): void { this.items.set(k, v); }
  removeItem(k: string): void { this.items.delete(k); }
}

describe('notes on events', () => {
  it('Notes: one per event, in event order; a blank text removes a note; notesUpTo drops those past the events kept', () => {
    let notes = withNote([], 3, 'third');
    notes = withNote(notes, 1, 'first');
    notes = withNote(notes, 3, 'third, again');
    expect(notes).toEqual([{ event: 1, text: 'first' }, { event: 3, text: 'third, again' }]);
    expect(withNote(notes, 1, '  ')).toEqual([{ event: 3, text: 'third, again' }]);
    expect(notesUpTo(notes, 2)).toEqual([{ event: 1, text: 'first' }]);
    expect(notesUpTo(notes, 3)).toBe(notes);
    expect(notesOf([{ event: 2, text: '' }])).toEqual([]);
  });

  it('Notes: a saved-game file writes them after the events, reads them back, and a file without notes is written as before', () => {
    const text = codec.write({ scenario: 'java', seed: 4, events, notes: [{ event: 2, text: 'why "this"' }, { event: 9, text: 'gone' }] });
    expect(text).toContain('"notes": [\n    {"event":2,"text":"why \\"this\\""}\n  ]');
    const read = codec.readText(text);
    expect(read.ok && read.value.notes).toEqual([{ event: 2, text: 'why "this"' }]);
    expect(codec.write({ seed: 4, events })).not.toContain('notes');
    const plain = codec.readText(codec.write({ seed: 4, events }));
    expect(plain.ok && 'notes' in plain.value).toBe(false);
  });

  it('Notes: a malformed note in a saved game is refused by its path', () => {
    const read = codec.readText(JSON.stringify({ format: 'turnchart/ds-events@1', seed: 1, events, notes: [{ event: 0, text: 'x' }] }));
    expect(read.ok).toBe(false);
    expect(!read.ok && read.errors[0]!.path).toBe('notes[0].event');
  });

  it('Notes: the autosave keeps them and restores them; a save with bad notes is refused, not half-restored', () => {
    const storage = new MemoryStorage();
    const of = { ruleset: 'ds', scenario: 'Java' };
    writeAutosave({ ...of, seed: 1, events, notes: [{ event: 1, text: 'opening' }] }, storage);
    const back = restoreAutosave(of, storage);
    expect(back.kind === 'ok' && back.save.notes).toEqual([{ event: 1, text: 'opening' }]);
    writeAutosave({ ...of, seed: 1, events, notes: [] }, storage);
    const none = restoreAutosave(of, storage);
    expect(none.kind === 'ok' && 'notes' in none.save).toBe(false);
    const key = storage.key(0)!;
    storage.setItem(key, JSON.stringify({ ...JSON.parse(storage.getItem(key)!), notes: 'oops' }));
    const bad = restoreAutosave(of, storage);
    expect(bad.kind).toBe('refused');
    expect(bad.kind === 'refused' && bad.message).toContain('its notes are not a list of { event, text }');
  });
});
