import { describe, expect, it } from 'vitest';
import { DS_EVENT_TYPES, parseEvent } from '../../../src/ds/events/index.ts';
import { parseSavedGame } from '../../../src/ds/events/saved-game.ts';

describe('events from outside are checked for shape, with located problems', () => {
  it('accepts a well-formed event', () => {
    expect(parseEvent({ type: 'PLACE_BLITZ', marker: 'ax-blitz-1', hex: 'w3218' })).toEqual({
      ok: true, value: { type: 'PLACE_BLITZ', marker: 'ax-blitz-1', hex: 'w3218' },
    });
  });

  it('names the known types when the type is unknown', () => {
    const r = parseEvent({ type: 'TELEPORT' }, ['events', 4]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toEqual({ path: 'events[4].type', message: expect.stringContaining('unknown event type "TELEPORT"; known types: CONTINUE') });
  });

  it('locates a bad field and an unexpected one', () => {
    const r = parseEvent({ type: 'PLACE_BLITZ', marker: 'm', hex: 'Singapore', extra: 1 }, ['events', 0]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['events[0].hex', 'events[0]']));
      expect(r.errors.find((e) => e.path === 'events[0].hex')?.message).toContain('a hex id is a map letter and four digits');
    }
  });

  it('an event is an object', () => {
    const r = parseEvent('CONTINUE', ['events', 1]);
    expect(r.ok ? [] : r.errors).toEqual([{ path: 'events[1]', message: expect.stringContaining('an event is a JSON object') }]);
  });

  it('lists every event type once', () => {
    expect(new Set(DS_EVENT_TYPES).size).toBe(DS_EVENT_TYPES.length);
    expect(DS_EVENT_TYPES).toContain('CONTINUE');
  });

  it('a saved game is {seed, events} or a bare list of events', () => {
    expect(parseSavedGame([{ type: 'CONTINUE' }])).toEqual({ ok: true, value: { seed: 1, events: [{ type: 'CONTINUE' }] } });
    expect(parseSavedGame({ format: 'turnchart/ds-events@1', seed: 9, events: [] })).toEqual({ ok: true, value: { seed: 9, events: [] } });
    const bad = parseSavedGame({ seed: -1, events: 'x' });
    expect(bad.ok ? [] : bad.errors.map((e) => e.path).sort()).toEqual(['events', 'seed']);
  });
});
