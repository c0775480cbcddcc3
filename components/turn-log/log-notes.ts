import { html, nothing, type TemplateResult } from 'lit';
import { MAX_NOTE_LENGTH } from '../../src/core/input/notes.ts';

/** What the log needs to draw an event's note and its editor. */
export interface NoteSlot {
  /** The event, numbered from 1, and in words. */
  readonly event: number;
  readonly label: string;
  readonly text?: string;
  /** Its editor is open. */
  readonly editing: boolean;
  edit(): void;
  save(text: string): void;
  cancel(): void;
}

function onSubmit(e: SubmitEvent, slot: NoteSlot): void {
  e.preventDefault();
  const area = (e.currentTarget as HTMLFormElement).querySelector('textarea');
  slot.save(area?.value ?? '');
}

/** Escape in the editor closes it, unchanged (it does not reach the guide, which would disarm). */
function onKeydown(e: KeyboardEvent, slot: NoteSlot): void {
  if (e.key !== 'Escape') return;
  e.stopPropagation();
  slot.cancel();
}

/** The note under an event of the log, or its editor while it is open (Save keeps the text, an empty text removes the note; Escape or Cancel leaves it as it was). */
export function renderNoteText(slot: NoteSlot): TemplateResult | typeof nothing {
  const id = `note-${slot.event}`;
  if (slot.editing) {
    return html`<li class="note-editor"><form @submit=${(e: SubmitEvent) => onSubmit(e, slot)} @keydown=${(e: KeyboardEvent) => onKeydown(e, slot)}>
      <label for=${id}>Note on event ${slot.label}</label>
      <textarea id=${id} rows="2" maxlength=${MAX_NOTE_LENGTH} .value=${slot.text ?? ''}></textarea>
      <div class="note-buttons"><button type="submit" class="note-save">Save note</button>
      <button type="button" class="note-cancel" @click=${() => slot.cancel()}>Cancel</button></div>
    </form></li>`;
  }
  return slot.text ? html`<li class="note" data-event=${slot.event}><span class="note-mark">Note:</span> ${slot.text}</li>` : nothing;
}

/** The button that opens an event's note editor (absent while it is open). */
export function renderNoteButton(slot: NoteSlot): TemplateResult | typeof nothing {
  if (slot.editing) return nothing;
  return html`<button type="button" class="note-edit" data-event=${slot.event}
    aria-label="${slot.text ? 'Edit note on' : 'Add note to'} event ${slot.label}" @click=${() => slot.edit()}>${slot.text ? 'Edit note' : 'Add note'}</button>`;
}
