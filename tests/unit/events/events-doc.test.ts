import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DS_EVENT_TYPES, parseEvent } from '../../../src/ds/events/index.ts';
import { parseSavedGame } from '../../../src/ds/events/saved-game.ts';

const doc = readFileSync('docs/events.md', 'utf8');
const examples = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!) as unknown);

describe('docs/events.md documents every event the machine understands', () => {
  it.each([...DS_EVENT_TYPES])('%s has its own section and an example', (type) => {
    expect(doc).toContain(`### ${type}\n`);
    expect(examples.some((e) => (e as { type?: string }).type === type)).toBe(true);
  });

  it('every example is a well-formed event (or the saved-game example)', () => {
    for (const e of examples) {
      if ((e as { events?: unknown }).events !== undefined) expect(parseSavedGame(e).ok).toBe(true);
      else expect(parseEvent(e), JSON.stringify(e)).toMatchObject({ ok: true });
    }
  });
});
