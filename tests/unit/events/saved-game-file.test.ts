import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { InputProblem, Result } from '../../../src/core/violation.ts';
import { parseSavedGame, SAVED_GAME_FORMAT } from '../../../src/ds/events/saved-game.ts';
import { MAX_SAVED_GAME_BYTES, formatSavedGame, readSavedGameText, scenarioProblem, type SavedGameFile } from '../../../src/ds/events/saved-game-file.ts';
import { replayDsGame } from '../../../machines/ds/replay.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';

const WESTERN_FILE = 'scenarios/events/teaching-western-turn.json';
const WESTERN = JSON.parse(readFileSync(WESTERN_FILE, 'utf8')) as { scenario: string; seed: number; events: unknown[] };

const problems = (r: Result<SavedGameFile, InputProblem>): readonly InputProblem[] => (r.ok ? [] : r.errors);

describe('saving a game as a file', () => {
  it('writes the format, scenario, seed and events as JSON that parseSavedGame reads back', () => {
    const text = formatSavedGame({ scenario: 'teaching-java-1942', seed: 7, events: [{ type: 'CONTINUE' }, { type: 'ROLL', value: 4 }] });
    const json = JSON.parse(text) as Record<string, unknown>;
    expect(json).toEqual({ format: SAVED_GAME_FORMAT, scenario: 'teaching-java-1942', seed: 7, events: [{ type: 'CONTINUE' }, { type: 'ROLL', value: 4 }] });
    expect(parseSavedGame(json)).toEqual({ ok: true, value: { seed: 7, events: [{ type: 'CONTINUE' }, { type: 'ROLL', value: 4 }] } });
  });

  it('puts one event per line, so a saved turn reads like the bundled files', () => {
    const text = formatSavedGame({ seed: 1, events: [{ type: 'CONTINUE' }, { type: 'DONE' }] });
    expect(text.split('\n')).toContain('    {"type":"CONTINUE"},');
    expect(text.split('\n')).toContain('    {"type":"DONE"}');
    expect(text.endsWith('\n')).toBe(true);
  });

  it('writes an empty event list and leaves out a missing scenario note', () => {
    const json = JSON.parse(formatSavedGame({ seed: 3, events: [] })) as Record<string, unknown>;
    expect(json).toEqual({ format: SAVED_GAME_FORMAT, seed: 3, events: [] });
  });

  it('round-trips the 57 events of the Western teaching turn, and the replay reaches the same position', () => {
    expect(WESTERN.events).toHaveLength(57);
    const text = formatSavedGame(WESTERN);
    expect(JSON.parse(text)).toEqual(WESTERN);
    const back = readSavedGameText(text);
    expect(back).toEqual({ ok: true, value: { scenario: WESTERN.scenario, seed: WESTERN.seed, events: WESTERN.events } });
    if (!back.ok) return;
    const game = loadScenario(TEACHING);
    const original = replayDsGame(game, WESTERN.seed, WESTERN.events);
    const restored = replayDsGame(game, back.value.seed, back.value.events);
    expect(restored.applied).toBe(57);
    expect(restored.stop).toBeUndefined();
    expect(restored.snapshot.value).toEqual(original.snapshot.value);
    expect(restored.snapshot.context).toEqual(original.snapshot.context);
  });
});

describe('reading a saved-game file refuses bad files with located, plain problems', () => {
  it('reads the bundled file as it is on disk', () => {
    const r = readSavedGameText(readFileSync(WESTERN_FILE, 'utf8'));
    expect(r.ok && r.value.events.length).toBe(57);
  });

  it('reads a bare list of events (seed 1) and skips a leading byte order mark', () => {
    expect(readSavedGameText('\uFEFF[{"type":"CONTINUE"}]')).toEqual({ ok: true, value: { seed: 1, events: [{ type: 'CONTINUE' }] } });
  });

  it('an empty file says so', () => {
    expect(problems(readSavedGameText('  \n'))).toEqual([{ path: '(file)', message: expect.stringContaining('this file is empty') }]);
  });

  it('not JSON: gives the line and column where JSON.parse stopped', () => {
    const text = '{\n  "seed": 1\n  "events": []\n}';
    const [p, ...rest] = problems(readSavedGameText(text));
    expect(rest).toEqual([]);
    expect(p?.path).toBe('(file)');
    expect(p?.message).toMatch(/^this file is not valid JSON at line 3, column 3: /);
    expect(p?.message).not.toMatch(/position \d+/);
  });

  it('not JSON: a file cut short is located at its end', () => {
    const text = '{\n  "seed": 1,\n  "events": [';
    expect(problems(readSavedGameText(text))).toEqual([{ path: '(file)', message: expect.stringMatching(/^this file is not valid JSON at line 3, column 14: /) }]);
  });

  it('not JSON: a stray word is named without quoting the whole file back', () => {
    const text = `nonsense ${'x'.repeat(200)}`;
    const [p] = problems(readSavedGameText(text));
    expect(p?.message).toMatch(/^this file is not valid JSON/);
    expect(p?.message).toContain("'o'");
    expect(p?.message).not.toContain('nonsense');
  });

  it('a future format is refused as written by a newer turnchart, before its shape is checked', () => {
    const r = readSavedGameText(JSON.stringify({ format: 'turnchart/ds-events@2', seed: 1, events: [], branches: [] }));
    expect(problems(r)).toEqual([{
      path: 'format',
      message: 'this save was written by a newer turnchart (format turnchart/ds-events@2); this version reads turnchart/ds-events@1',
    }]);
  });

  it('a file of another kind (e.g. a scenario) is refused as not a saved game', () => {
    const r = readSavedGameText(JSON.stringify({ format: 'turnchart/ds-scenario@1', name: 'x' }));
    expect(problems(r)).toEqual([{
      path: 'format',
      message: 'this is not a turnchart saved game (format turnchart/ds-scenario@1); this version reads turnchart/ds-events@1',
    }]);
  });

  it('wrong shape: every problem located by its JSON path', () => {
    const r = readSavedGameText(JSON.stringify({ format: SAVED_GAME_FORMAT, seed: 'seven', events: {}, extra: 1 }));
    const ps = problems(r);
    expect(ps.map((p) => p.path).sort()).toEqual(['(root)', 'events', 'seed']);
    expect(ps.find((p) => p.path === 'seed')?.message).toContain('expected number');
    expect(ps.find((p) => p.path === 'events')?.message).toContain('expected array');
    expect(ps.find((p) => p.path === '(root)')?.message).toContain('extra');
  });

  it('wrong shape: a seed out of 0..4294967295 is refused', () => {
    expect(problems(readSavedGameText('{"seed": 4294967296, "events": []}')).map((p) => p.path)).toEqual(['seed']);
    expect(problems(readSavedGameText('{"seed": -1, "events": []}')).map((p) => p.path)).toEqual(['seed']);
  });

  it('a file past the size limit is refused before it is parsed, with its size', () => {
    const text = `[${' '.repeat(MAX_SAVED_GAME_BYTES + 1024 * 1024)}]`;
    expect(problems(readSavedGameText(text))).toEqual([{ path: '(file)', message: 'this file is 6.0 MB; a saved game is at most 5.0 MB' }]);
    expect(readSavedGameText(`[${' '.repeat(MAX_SAVED_GAME_BYTES - 2)}]`).ok).toBe(true);
  });

  it('a __proto__ key is data, refused as an unexpected key, and pollutes nothing', () => {
    const r = readSavedGameText('{"seed": 1, "events": [], "__proto__": {"polluted": true}}');
    expect(r.ok).toBe(false);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('which scenario a saved game is for', () => {
  const teaching = { name: loadScenario(TEACHING).scenario.name, file: 'scenarios/teaching-java-1942.json' };
  const withNote = (scenario?: string): SavedGameFile => ({ ...(scenario === undefined ? {} : { scenario }), seed: 1, events: [] });

  it('the scenario named by its file (bundled events), by its name, or by the guide\'s note of it, or not named, is this one', () => {
    for (const note of [WESTERN.scenario, 'teaching-java-1942.json', 'C:\\games\\teaching-java-1942.json', teaching.name,
      'teaching-the-invasion-of-java-spring-1942', undefined, ' ']) {
      expect(scenarioProblem(withNote(note), teaching), String(note)).toBeUndefined();
    }
  });

  it('a file naming another scenario is refused, located at "scenario", naming both', () => {
    expect(scenarioProblem(withNote('scenarios/fixtures/tiny.json'), teaching)).toEqual({
      path: 'scenario',
      message: `this is a game of "scenarios/fixtures/tiny.json"; the guide is playing "${teaching.name}" (scenarios/teaching-java-1942.json)`,
    });
    // Without the file known, only the name identifies the scenario.
    expect(scenarioProblem(withNote(WESTERN.scenario), { name: teaching.name })?.path).toBe('scenario');
  });
});
