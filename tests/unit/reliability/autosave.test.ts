import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  AUTOSAVE_KEY, autosaveFileName, autosaveFormat, clearAutosave, restoreAutosave, writeAutosave, type AutosaveStorage,
} from '../../../components/shared/autosave.ts';
import { replayDsGame } from '../../../machines/ds/replay.ts';
import { dsTurnMachine } from '../../../machines/ds/turn.machine.ts';
import { eventKey, loadScenario, savedEvents, TEACHING } from '../../support/turn-harness.ts';
import { ROOT } from '../cli/helpers.ts';

/** Web Storage in memory, with a switch to make writes fail as a full or blocked storage does. */
class MemoryStorage implements AutosaveStorage {
  readonly items = new Map<string, string>();
  failWrites = false;
  get length(): number { return this.items.size; }
  key(i: number): string | null { return [...this.items.keys()][i] ?? null; }
  getItem(k: string): string | null { return this.items.get(k) ?? null; }
  setItem(k: string, v: string): void {
    if (this.failWrites) throw new Error('QuotaExceededError: the quota has been exceeded');
    this.items.set(k, v);
  }
  removeItem(k: string): void { this.items.delete(k); }
}

const SCENARIO = 'Java 1942 (teaching)';
const AUTOSAVE_FORMAT = autosaveFormat('ds');
/** The game saved: which it is (the ruleset and the scenario), then its seed and events. */
const of = (scenario: string, ruleset = 'ds') => ({ ruleset, scenario });
const game = { ...of(SCENARIO), seed: 7, events: [{ type: 'CONTINUE' }, { type: 'ROLL', value: 3 }] };
const refusedMessage = (s: AutosaveStorage, scenario = SCENARIO, ruleset = 'ds') => {
  const r = restoreAutosave(of(scenario, ruleset), s);
  return r.kind === 'refused' ? r.message : r.kind;
};

describe('autosave: write and restore', () => {
  it('a written save restores as written, with its format and time', () => {
    const s = new MemoryStorage();
    expect(writeAutosave(game, s, new Date('2025-01-02T03:04:05Z'))).toEqual({ ok: true });
    expect([...s.items.keys()]).toEqual([AUTOSAVE_KEY]);
    expect(AUTOSAVE_FORMAT).toBe('turnchart/ds-autosave@1');
    const { ruleset: _, ...saved } = game;
    expect(restoreAutosave(of(SCENARIO), s)).toEqual({ kind: 'ok', save: { format: AUTOSAVE_FORMAT, ...saved, savedAt: '2025-01-02T03:04:05.000Z' } });
  });

  it('nothing saved: none', () => {
    expect(restoreAutosave(of(SCENARIO), new MemoryStorage())).toEqual({ kind: 'none' });
    expect(restoreAutosave(of(SCENARIO), undefined)).toEqual({ kind: 'none' });
  });

  it('a storage that refuses writes gives a message instead of throwing', () => {
    const s = new MemoryStorage();
    s.failWrites = true;
    const r = writeAutosave(game, s);
    expect(r.ok ? '' : r.message).toMatch(/^The game could not be saved in this browser: QuotaExceededError/);
    expect(writeAutosave(game, undefined).ok).toBe(false);
  });

  it('clearAutosave forgets saves of every version', () => {
    const s = new MemoryStorage();
    writeAutosave(game, s);
    s.setItem('turnchart.autosave.v2', '{}');
    s.setItem('other.key', 'kept');
    clearAutosave(s);
    expect([...s.items.keys()]).toEqual(['other.key']);
  });

  it('file names for a downloaded save are plain', () => {
    expect(autosaveFileName('Java 1942 (teaching)')).toBe('java-1942-teaching-autosave.json');
    expect(autosaveFileName('../../')).toBe('game-autosave.json');
  });
});

describe('autosave: a save that cannot be trusted is refused, with its text kept', () => {
  const stored = (text: string, key = AUTOSAVE_KEY) => { const s = new MemoryStorage(); s.setItem(key, text); return s; };
  const { ruleset: _, ...saved } = game;
  const valid = () => JSON.parse(JSON.stringify({ format: AUTOSAVE_FORMAT, ...saved, savedAt: 'now' })) as Record<string, unknown>;

  it('damaged JSON', () => {
    const s = stored('{"format": "turnchart/ds-autosave@1", "events": [');
    expect(restoreAutosave(of(SCENARIO), s)).toEqual({
      kind: 'refused', key: AUTOSAVE_KEY, text: '{"format": "turnchart/ds-autosave@1", "events": [',
      message: 'The game saved in this browser was not restored: it is damaged (not valid JSON).',
    });
  });

  it('a newer format under this version\'s key', () => {
    expect(refusedMessage(stored(JSON.stringify({ ...valid(), format: 'turnchart/ds-autosave@2' }))))
      .toBe('The game saved in this browser was not restored: it was written by a newer turnchart (format turnchart/ds-autosave@2); this version reads turnchart/ds-autosave@1.');
  });

  it('a newer version\'s key, even beside a save of this version', () => {
    const s = stored(JSON.stringify(valid()), 'turnchart.autosave.v3');
    writeAutosave(game, s);
    const r = restoreAutosave(of(SCENARIO), s);
    expect(r.kind === 'refused' && [r.key, r.message]).toEqual(['turnchart.autosave.v3',
      'The game saved in this browser was not restored: it was written by a newer turnchart (saved as version 3; this version reads 1).']);
  });

  it('a game of another scenario', () => {
    expect(refusedMessage(stored(JSON.stringify(valid())), 'Tiny fixture'))
      .toBe('The game saved in this browser was not restored: it is a game of "Java 1942 (teaching)", not of "Tiny fixture".');
  });

  it('a game of another ruleset (its format names it)', () => {
    expect(refusedMessage(stored(JSON.stringify(valid())), SCENARIO, 'toy'))
      .toBe('The game saved in this browser was not restored: its format turnchart/ds-autosave@1 is not one this version reads (turnchart/toy-autosave@1).');
  });

  it.each([
    ['not an object', '[1, 2]', 'it is not a saved game.'],
    ['another format', JSON.stringify({ format: 'turnchart/ds-events@1', seed: 1, events: [] }), 'it is not a turnchart saved game.'],
    ['no scenario', JSON.stringify({ ...valid(), scenario: undefined }), 'it does not say which scenario it is for.'],
    ['a negative seed', JSON.stringify({ ...valid(), seed: -1 }), 'its dice seed is not a whole number from 0 to 4294967295.'],
    ['events that are not a list', JSON.stringify({ ...valid(), events: { 0: {} } }), 'it has no list of events.'],
    ['no time', JSON.stringify({ ...valid(), savedAt: 5 }), 'it does not say when it was saved.'],
    ['a "__proto__" key', '{"__proto__": {"format": "turnchart/ds-autosave@1"}}', 'it is not a turnchart saved game.'],
  ])('%s', (_, text, reason) => {
    const s = stored(text);
    expect(refusedMessage(s)).toBe(`The game saved in this browser was not restored: ${reason}`);
    // Refusing never deletes: the save stays until the player starts over.
    expect(s.getItem(AUTOSAVE_KEY)).toBe(text);
  });
});

describe('autosave: a save at every state of the saved teaching turn restores the same snapshot', () => {
  const teaching = loadScenario(join(ROOT, TEACHING));
  const { seed } = JSON.parse(readFileSync(join(ROOT, 'scenarios/events/teaching-western-turn.json'), 'utf8')) as { seed: number };
  const events = savedEvents(join(ROOT, 'scenarios/events/teaching-western-turn.json'));
  const scenario = teaching.scenario.name;

  it(`all ${events.length + 1} states, played live, saved after each event, replayed from the save`, () => {
    const s = new MemoryStorage();
    const actor = createActor(dsTurnMachine, { input: { game: teaching, seed } }).start();
    for (let n = 0; n <= events.length; n++) {
      if (n > 0) actor.send(events[n - 1]!);
      const live = actor.getSnapshot();
      expect(writeAutosave({ ...of(scenario), seed, events: events.slice(0, n) }, s).ok).toBe(true);
      const restored = restoreAutosave(of(scenario), s);
      if (restored.kind !== 'ok') throw new Error(`state ${n}: ${restored.kind}`);
      const replayed = replayDsGame(teaching, restored.save.seed, restored.save.events);
      expect(replayed.applied).toBe(n);
      expect(eventKey(replayed.snapshot.value)).toBe(eventKey(live.value));
      expect(replayed.snapshot.context).toEqual(live.context);
    }
  });
});
