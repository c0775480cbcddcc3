import { browserStorage, type AutosaveStorage } from './autosave.ts';

/** A switch of the page the browser remembers ("on" or "off" under `key`). */
export interface SwitchPreference {
  /** The choice remembered, or the default when there is none or storage is blocked. */
  read(storage?: AutosaveStorage): boolean;
  /** Remembers the choice; a blocked or full storage only means it is not remembered. */
  write(on: boolean, storage?: AutosaveStorage): void;
}

export function switchPreference(key: string, byDefault: boolean): SwitchPreference {
  return {
    read(storage = browserStorage()) {
      try {
        const value = storage?.getItem(key);
        return value === 'on' ? true : value === 'off' ? false : byDefault;
      } catch {
        return byDefault;
      }
    },
    write(on, storage = browserStorage()) {
      try {
        storage?.setItem(key, on ? 'on' : 'off');
      } catch {
        // Not remembered: the switch still works for this page.
      }
    },
  };
}
