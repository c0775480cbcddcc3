/** The history's keyboard shortcuts, as editors have them. */
export type HistoryShortcut = 'undo' | 'redo';

/** Where typing goes: there Ctrl+Z is the field's own undo, not the game's. */
function isEditable(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset', 'file'].includes(target.type);
}

/**
 * Ctrl+Z (⌘Z) undoes; Ctrl+Shift+Z and Ctrl+Y (⌘⇧Z) redo. Not while typing in a field, nor inside
 * a dialog (a hand-over screen, a question about a file): the game behind it is not the subject.
 */
export function isShortcut(e: KeyboardEvent): HistoryShortcut | undefined {
  if (e.defaultPrevented || e.altKey || !(e.ctrlKey || e.metaKey)) return undefined;
  const path = e.composedPath();
  if (isEditable(path[0]) || path.some((t) => t instanceof HTMLDialogElement)) return undefined;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey) return 'redo';
  return undefined;
}
