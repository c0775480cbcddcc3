import { z } from 'zod';

/**
 * A player's note on an event of the game ("why I held the reserve back"): saved with the game, in
 * saved-game files (`notes`, optional: docs/events.md) and in the browser's autosave. Notes are
 * keyed by event number as the guide counts events (from 1), so they replay with the event list.
 */
export interface LogNote {
  /** The event the note is on, numbered from 1 (events[event - 1]). */
  readonly event: number;
  readonly text: string;
}

/** The longest note kept: a paragraph or two. */
export const MAX_NOTE_LENGTH = 2000;

export const notesSchema = z.array(z.object({
  event: z.number().int().min(1),
  text: z.string().max(MAX_NOTE_LENGTH),
}).strict()).meta({ description: 'Notes the player wrote on events, by event number (from 1); optional.' });

/** Notes in order of their events, one per event, blank ones dropped. */
export function notesOf(notes: readonly LogNote[]): readonly LogNote[] {
  const byEvent = new Map<number, string>();
  for (const n of notes) if (n.text.trim() !== '') byEvent.set(n.event, n.text);
  return [...byEvent].sort(([a], [b]) => a - b).map(([event, text]) => ({ event, text }));
}

/** The notes with `text` on `event` (a blank text removes its note). */
export function withNote(notes: readonly LogNote[], event: number, text: string): readonly LogNote[] {
  return notesOf([...notes.filter((n) => n.event !== event), { event, text: text.slice(0, MAX_NOTE_LENGTH) }]);
}

/** The notes on the first `count` events only (those after are on events no longer in the game). */
export function notesUpTo(notes: readonly LogNote[], count: number): readonly LogNote[] {
  return notes.some((n) => n.event > count) ? notes.filter((n) => n.event <= count) : notes;
}
