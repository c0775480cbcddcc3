import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTurnFileText, writeTurnFile, type TurnFile } from '../../../src/core/input/turn-file.ts';
import { cli, tempDir } from './helpers.ts';

/**
 * Issue 21, play by mail on the command line: `turnchart turn` writes a turn file (the game so far
 * and the turn just played), `turnchart verify` replays it with full checking: exit 0 legal, 1 an
 * illegal event (its number as the guide counts events, its rule), 2 bad input (located).
 */
const DS = 'scenarios/teaching-java-1942.json';
const DS_TURN = 'scenarios/events/teaching-western-turn.json';
const OCS_EVENTS = 'scenarios/ocs/events/teaching-naktong-1950.json';

function readTurn(path: string): TurnFile {
  const r = readTurnFileText(readFileSync(path, 'utf8'));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

/** The Western faction turn of the teaching events as a turn file: events 28-57 played by Alice. */
async function westernTurn(dir = tempDir()): Promise<string> {
  const out = join(dir, 'western-turn-4.json');
  const r = await cli(['turn', DS, DS_TURN, '--from', '27', '--player', 'Alice', '--out', out]);
  expect(r.code, r.out + r.err).toBe(0);
  return out;
}

/** A copy of the turn file with `edit` applied to its events. */
function edited(path: string, edit: (events: unknown[]) => unknown[]): string {
  const file = readTurn(path);
  const out = path.replace(/\.json$/, '-edited.json');
  writeFileSync(out, writeTurnFile({ ...file, events: edit([...file.events]) }));
  return out;
}

describe('turnchart turn: a turn file of a saved game', () => {
  it('DS: --from, --player and --out; the scenario named by its file and title; the file says what it wrote', async () => {
    const dir = tempDir();
    const out = join(dir, 'western-turn-4.json');
    const r = await cli(['turn', DS, DS_TURN, '--from', '27', '--player', 'Alice', '--out', out]);
    expect(r.out).toBe(`Wrote ${out}: 57 events; the turn just played is the 30 events 28–57, by Western, player "Alice". turnchart verify ${out} checks it.\n`);
    expect(readTurn(out)).toMatchObject({
      eventsFormat: 'turnchart/ds-events@1',
      scenario: { name: 'Teaching: the invasion of Java, spring 1942', file: DS },
      seed: 1,
      turn: { from: 27, side: 'western', player: 'Alice' },
    });
    expect(readTurn(out).events).toEqual((JSON.parse(readFileSync(DS_TURN, 'utf8')) as { events: unknown[] }).events);
  });

  it('OCS: an events file alone, to stdout; the turn marked by default where the last side\'s turn began', async () => {
    const r = await cli(['turn', OCS_EVENTS]);
    expect(r.code).toBe(0);
    const file = readTurnFileText(r.out);
    expect(file.ok && file.value).toMatchObject({
      eventsFormat: 'turnchart/ocs-events@1',
      scenario: { name: 'Teaching: the Naktong, September 1950', file: 'scenarios/ocs/teaching-naktong-1950.json' },
      turn: { side: 'un' },
    });
  });

  it('refuses an unknown side (with a guess), a --from past the end, and writes nothing', async () => {
    const dir = tempDir();
    const side = await cli(['turn', DS_TURN, '--side', 'westren', '--out', join(dir, 't.json')]);
    expect(side.code).toBe(2);
    expect(side.err).toContain('turn: no side "westren" (did you mean western?); the sides are axis (Axis), western (Western), soviet (Soviet)');
    const from = await cli(['turn', DS_TURN, '--from', '58', '--out', join(dir, 't.json')]);
    expect(from.code).toBe(2);
    expect(from.err).toContain('turn: --from takes the number of events before the turn, 0 to 57, not "58"');
    expect(existsSync(join(dir, 't.json'))).toBe(false);
  });

  it('a game with an illegal event gives no turn file (exit 1), the event named with its rule', async () => {
    const dir = tempDir();
    const events = join(dir, 'game.json');
    writeFileSync(events, JSON.stringify({ format: 'turnchart/ds-events@1', scenario: DS, seed: 1, events: [{ type: 'CONTINUE' }, { type: 'DONE' }] }));
    const r = await cli(['turn', events, '--out', join(dir, 't.json')]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`${events}: event 2 (events[1]) is not legal now: {"type":"DONE"}`);
    expect(r.out).toContain('No turn file written');
    expect(existsSync(join(dir, 't.json'))).toBe(false);
  });
});

describe('turnchart verify: a turn file replayed with full checking', () => {
  it('DS, legal: exit 0, the turn just played, its chart results, and where the game stands now', async () => {
    const file = await westernTurn();
    const r = await cli(['verify', file]);
    expect(r.code).toBe(0);
    expect(r.out.split('\n').slice(0, 3)).toEqual([
      `Scenario: ${DS} (named in ${file})`,
      `OK ${file}: a game of "Teaching: the invasion of Java, spring 1942" (Dai Senso!), 57 events, every one legal.`,
      'The turn just played is the 30 events 28–57, by Western, player "Alice"; dice and chart results: 0 rolled by the seeded dice, 4 entered by hand.',
    ]);
    expect(r.out).toContain('Whose turn: Western\nNow: 5 Reserve Movement Phase (phasing)\n');
    const json = JSON.parse((await cli(['verify', file, DS, '--json'])).out) as Record<string, unknown>;
    expect(json).toMatchObject({
      ok: true, file, scenario: DS, ruleset: 'ds', applied: 57, dice: { seeded: 0, entered: 4 },
      turn: { from: 27, side: 'western', sideName: 'Western', player: 'Alice', first: 28, last: 57, count: 30 },
    });
  });

  it('4.2.1 an illegal event in the turn just played: exit 1, its number, its rule, where it lies', async () => {
    const file = edited(await westernTurn(), (events) => events.map((e, i) => (i === 35 ? { type: 'ATTACK', target: 'w2819', attackers: ['br-18-div'] } : e)));
    const r = await cli(['verify', file, DS]);
    expect(r.code).toBe(1);
    expect(r.out).toBe([
      `${file}: event 36 (events[35]) is not legal now: {"type":"ATTACK","target":"w2819","attackers":["br-18-div"]}`,
      '  4.2.1 [combat.noEnemyInHex] Batavia (w2819) holds no enemy ground unit, Detachment or Logistics marker to attack.',
      'Event 36 is in the turn just played (the 30 events 28–57, by Western, player "Alice"); the 35 events before it are legal.',
      '',
    ].join('\n'));
    const json = JSON.parse((await cli(['verify', file, DS, '--json'])).out) as Record<string, unknown>;
    expect(json).toMatchObject({
      ok: false, applied: 35,
      stop: { index: 35, number: 36, inTurn: true, kind: 'illegal', event: { type: 'ATTACK' }, violations: [{ rule: '4.2.1', code: 'combat.noEnemyInHex' }] },
    });
  });

  it('an illegal event in the game before the turn is reported too, and said to be there', async () => {
    const file = edited(await westernTurn(), (events) => [{ type: 'DONE' }, ...events.slice(1)]);
    const r = await cli(['verify', file, DS]);
    expect(r.code).toBe(1);
    expect(r.out).toContain('Event 1 is in the game before the turn just played (the 30 events 28–57, by Western, player "Alice"); it is the first event.');
  });

  it('OCS: the teaching game as a turn file verifies; an illegal event in it is refused with its rule', async () => {
    const dir = tempDir();
    const out = join(dir, 'un.json');
    expect((await cli(['turn', OCS_EVENTS, '--player', 'Kim', '--out', out])).code).toBe(0);
    const ok = await cli(['verify', out]);
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/^OK .* a game of "Teaching: the Naktong, September 1950" \(Operational Combat Series\), 114 events, every one legal\.$/m);
    const bad = edited(out, (events) => [...events.slice(0, -1), { type: 'ROLL_2D6' }]);
    const r = await cli(['verify', bad, '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toMatchObject({ ok: false, stop: { number: 114, inTurn: true, kind: 'illegal', violations: [{ rule: expect.any(String) }] } });
  });

  it('bad input, exit 2, located: swapped files, an events file, another scenario, a scenario named only by name', async () => {
    const file = await westernTurn();
    const swapped = await cli(['verify', DS, file]);
    expect(swapped.code).toBe(2);
    expect(swapped.out).toContain(`${DS}: this is a scenario of Dai Senso! (turnchart/ds-scenario@1), not a turn file; the turn file comes first: turnchart verify ${file} ${DS}`);
    const events = await cli(['verify', DS_TURN]);
    expect(events.out).toContain(`${DS_TURN}: this is an events file of Dai Senso! (turnchart/ds-events@1), not a turn file: turnchart turn ${DS_TURN} makes a turn file of it`);
    const other = await cli(['verify', file, 'scenarios/fixtures/tiny.json']);
    expect(other.code).toBe(2);
    expect(other.out).toContain(`${file}: scenario.name: this turn file is a game of "Teaching: the invasion of Java, spring 1942"; the scenario given is "Tiny fixture: Singapore and the Johore Strait"`);
    const nameOnly = join(tempDir(), 'by-name.json');
    writeFileSync(nameOnly, writeTurnFile({ ...readTurn(file), scenario: { name: 'Teaching: the invasion of Java, spring 1942' } }));
    const r = await cli(['verify', nameOnly]);
    expect(r.code).toBe(2);
    expect(r.out).toContain(`${nameOnly}: this is a turn file of Dai Senso! (turnchart/turn@1) and it names no scenario file: give the scenario first, as in turnchart verify ${nameOnly} <scenario.json>`);
    expect((await cli(['verify', nameOnly, DS])).code).toBe(0);
  });

  it('has its own help with its exit codes', async () => {
    const r = await cli(['verify', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Usage: turnchart verify <turn\.json> \[scenario\.json\] \[--json\]\n/);
    expect(r.out).toContain('Exit 0: every event is legal. Exit 1: an illegal event. Exit 2:');
  });

  it('a turn file serves replay and legal as an events file', async () => {
    const file = await westernTurn();
    const r = await cli(['replay', file]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Replayed 57 events.');
  });
});
