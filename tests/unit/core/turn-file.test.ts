import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTurnFileText, TURN_FILE_FORMAT, writeTurnFile, type TurnFile } from '../../../src/core/input/turn-file.ts';
import type { AnyRuleset } from '../../../src/core/ruleset.ts';
import { lastTurn, makeTurnFile, verifyTurn } from '../../../src/core/turn-check.ts';
import { eventAt, eventNumber } from '../../../src/core/words.ts';
import { toyRuleset } from '../../toy/toy-ruleset.ts';
import { RULESETS } from '../../support/rulesets.ts';
import { ROOT } from '../cli/helpers.ts';

/**
 * Play by mail (issue 21): the turn file's codec, the default mark of the turn just played, and
 * verification by replay with full checking, on DS, OCS and the toy ruleset alike.
 */
const ds = RULESETS.byId('ds')!;
const ocs = RULESETS.byId('ocs')!;
const toy = toyRuleset as unknown as AnyRuleset;

function loadGame(ruleset: AnyRuleset, scenario: string): unknown {
  const r = ruleset.scenario.parseText(readFileSync(join(ROOT, scenario), 'utf8'));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}
const savedEvents = (file: string): unknown[] => (JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as { events: unknown[] }).events;

const DS_SCENARIO = 'scenarios/teaching-java-1942.json';
const DS_TURN = savedEvents('scenarios/events/teaching-western-turn.json');
const dsGame = loadGame(ds, DS_SCENARIO);

describe('the turn file format (turnchart/turn@1)', () => {
  const file: TurnFile = {
    eventsFormat: 'turnchart/ds-events@1',
    scenario: { name: 'Teaching: the invasion of Java, spring 1942', file: DS_SCENARIO },
    seed: 7,
    turn: { from: 27, side: 'western', player: 'Alice' },
    events: DS_TURN,
  };

  it('is written one event per line and read back as it was', () => {
    const text = writeTurnFile(file);
    expect(text.split('\n').slice(0, 6)).toEqual([
      '{',
      `  "format": "${TURN_FILE_FORMAT}",`,
      '  "eventsFormat": "turnchart/ds-events@1",',
      `  "scenario": {"name":"Teaching: the invasion of Java, spring 1942","file":"${DS_SCENARIO}"},`,
      '  "seed": 7,',
      '  "turn": {"from":27,"side":"western","player":"Alice"},',
    ]);
    expect(text.split('\n').filter((l) => l.startsWith('    {"type"'))).toHaveLength(DS_TURN.length);
    expect(readTurnFileText(text)).toEqual({ ok: true, value: file });
  });

  it('a byte order mark is read past; an empty file, a newer format and a turn past the end are refused, located', () => {
    expect(readTurnFileText(`\uFEFF${writeTurnFile(file)}`).ok).toBe(true);
    expect(readTurnFileText('  ')).toMatchObject({ ok: false, errors: [{ path: '(file)', message: expect.stringContaining('this file is empty') }] });
    const newer = writeTurnFile(file).replace(TURN_FILE_FORMAT, 'turnchart/turn@2');
    expect(readTurnFileText(newer)).toMatchObject({ ok: false, errors: [{ path: 'format', message: expect.stringContaining('written by a newer turnchart') }] });
    const past = writeTurnFile({ ...file, turn: { from: 58, side: 'western' } });
    expect(readTurnFileText(past)).toEqual({ ok: false, errors: [{ path: 'turn.from', message: 'the turn starts after event 58, but the file has 57 events' }] });
  });

  it('notes on events travel with the game: one per line after the events, read back; a note past the last event is refused, located', () => {
    const noted: TurnFile = { ...file, notes: [{ event: 3, text: 'Force B to Tjilatjap: the Axis will contest it' }, { event: 57, text: 'ends the turn' }] };
    const text = writeTurnFile(noted);
    expect(text).toContain('  "notes": [\n    {"event":3,"text":"Force B to Tjilatjap: the Axis will contest it"},\n    {"event":57,"text":"ends the turn"}\n  ]\n}\n');
    expect(readTurnFileText(text)).toEqual({ ok: true, value: noted });
    // A file without notes is written as before them.
    expect(writeTurnFile(file)).not.toContain('"notes"');
    const late = text.replace('"event":57', '"event":58');
    expect(readTurnFileText(late)).toEqual({ ok: false, errors: [{ path: 'notes[1].event', message: 'a note on event 58, but the file has 57 events' }] });
    expect(readTurnFileText(text.replace('"event":3', '"event":0'))).toMatchObject({ ok: false, errors: [{ path: 'notes[0].event' }] });
  });
});

describe('events are numbered as the guide numbers them', () => {
  it('from 1: the event at events[i] is event i + 1', () => {
    expect(eventNumber(0)).toBe(1);
    expect(eventAt(2)).toBe('event 3 (events[2])');
  });
});

describe('the turn just played, marked by default', () => {
  it('DS: the whole Western faction turn of the teaching events is the Western side\'s, from the first event', () => {
    expect(lastTurn(ds, dsGame, 1, DS_TURN)).toEqual({ from: 0, side: 'western' });
  });

  it('OCS: the teaching game crosses into the UN Command player turn; the turn just played is what followed', () => {
    const game = loadGame(ocs, 'scenarios/ocs/teaching-naktong-1950.json');
    const events = savedEvents('scenarios/ocs/events/teaching-naktong-1950.json');
    const mark = lastTurn(ocs, game, 1, events);
    expect(mark.side).toBe('un');
    // Before each event of the turn it is the UN player's turn; before the one preceding it, the North Korean's.
    expect(lastTurn(ocs, game, 1, events.slice(0, mark.from))).toMatchObject({ side: 'nk' });
    expect(mark.from).toBeGreaterThan(100);
    expect(mark.from).toBeLessThan(events.length);
  });

  it('no event: the side whose turn it is at the start', () => {
    expect(lastTurn(toy, loadGame(toy, 'tests/toy/toy-scenario.json'), 1, [])).toEqual({ from: 0, side: 'player' });
  });

  it('makeTurnFile names the scenario by its title and the ruleset\'s events format; a given mark wins', () => {
    const made = makeTurnFile(ds, dsGame, { seed: 1, events: DS_TURN, scenarioFile: DS_SCENARIO, turn: { from: 27, player: 'Alice' } });
    expect(made).toEqual({
      eventsFormat: 'turnchart/ds-events@1',
      scenario: { name: 'Teaching: the invasion of Java, spring 1942', file: DS_SCENARIO },
      seed: 1,
      turn: { from: 27, side: 'western', player: 'Alice' },
      events: DS_TURN,
    });
  });
});

describe('verifyTurn: every event replayed with full checking', () => {
  const file = makeTurnFile(ds, dsGame, { seed: 1, events: DS_TURN, turn: { from: 27 } });

  it('a legal turn: every event applied, the turn numbered as the guide numbers events, its chart results counted', () => {
    const r = verifyTurn(ds, dsGame, file, DS_SCENARIO);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.stop).toBeUndefined();
    expect(r.value.outcome.applied).toBe(57);
    expect(r.value.side).toEqual({ id: 'western', name: 'Western' });
    expect(r.value.numbers).toEqual({ first: 28, last: 57, count: 30 });
    // The four COMBAT_RESULTs of the Combat Phase are read from the player's own chart: entered by hand.
    expect(r.value.dice).toEqual({ seeded: 0, entered: 4 });
  });

  it('4.2.1 an illegal attack in the turn just played: its number, its index, its violations with their rules', () => {
    // Event 36 (events[35]) ends the Blitz Combat Segment after Batavia (w2819) is taken; attacking it again instead is illegal.
    const events = DS_TURN.map((e, i) => (i === 35 ? { type: 'ATTACK', target: 'w2819', attackers: ['br-18-div'] } : e));
    const r = verifyTurn(ds, dsGame, { ...file, events }, DS_SCENARIO);
    expect(r.ok && r.value.stop).toMatchObject({ index: 35, number: 36, inTurn: true, kind: 'illegal', violations: [{ rule: '4.2.1', code: 'combat.noEnemyInHex' }] });
    expect(r.ok && r.value.outcome.applied).toBe(35);
  });

  it('an illegal event before the turn is found too, and said to be so', () => {
    const events = [{ type: 'DONE' }, ...DS_TURN.slice(1)];
    const r = verifyTurn(ds, dsGame, { ...file, events }, DS_SCENARIO);
    expect(r.ok && r.value.stop).toMatchObject({ index: 0, number: 1, inTurn: false, kind: 'illegal', violations: [{ code: 'sequence.notInThisStep' }] });
    expect(r.ok && r.value.outcome.applied).toBe(0);
  });

  it('a file of another ruleset, another scenario or an unknown side is refused before any replay, located', () => {
    const ocsGame = loadGame(ocs, 'scenarios/ocs/teaching-naktong-1950.json');
    expect(verifyTurn(ocs, ocsGame, file)).toMatchObject({ ok: false, errors: [{ path: 'eventsFormat' }] });
    const tiny = loadGame(ds, 'scenarios/fixtures/tiny.json');
    expect(verifyTurn(ds, tiny, { ...file, turn: { from: 0, side: 'allies' } })).toMatchObject({
      ok: false, errors: [{ path: 'scenario.name', message: expect.stringContaining('the scenario given is "Tiny fixture') }, { path: 'turn.side' }],
    });
  });

  it('the scenario may be named by its file rather than its name', () => {
    const byFile = { ...file, scenario: { name: 'my copy', file: `somewhere/${DS_SCENARIO.split('/').at(-1)!}` } };
    expect(verifyTurn(ds, dsGame, byFile, DS_SCENARIO).ok).toBe(true);
  });

  it('the toy ruleset: a cap-breaking token in the turn is illegal, with the toy\'s rule', () => {
    const game = loadGame(toy, 'tests/toy/toy-scenario.json');
    const made = makeTurnFile(toy, game, { seed: 1, events: [{ type: 'ADD_TOKEN' }, { type: 'ADD_TOKEN' }, { type: 'ADD_TOKEN' }] });
    expect(made.turn).toEqual({ from: 0, side: 'player' });
    const r = verifyTurn(toy, game, made);
    expect(r.ok && r.value.stop).toMatchObject({ number: 3, inTurn: true, violations: [{ rule: 'T1', code: 'muster.full' }] });
  });
});
