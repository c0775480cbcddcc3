import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bufferIo } from '../../../src/cli/io.ts';
import { runCli } from '../../../src/cli/run.ts';
import { REGISTRY } from '../../support/rulesets.ts';
import { cli, ROOT, tempDir } from './helpers.ts';

/**
 * Issue 21, "CLI for humans": did you mean, files given in the wrong place named for what they are,
 * whose turn it is, long lists grouped, a diagram on a terminal written to a file, events numbered
 * as the guide numbers them, plurals right, and the scenario found from the events file.
 */
const DS = 'scenarios/teaching-java-1942.json';
const DS_ADMIN = 'scenarios/events/teaching-western-admin.json';
const OCS = 'scenarios/ocs/teaching-naktong-1950.json';
const OCS_EVENTS = 'scenarios/ocs/events/teaching-naktong-1950.json';

function eventsFile(content: unknown, dir = tempDir()): string {
  const file = join(dir, 'events.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
}

/** To 2.2.4 Blitz Marker Placement with nothing placed: two Western markers, each into any of 400 hexes. */
const TO_BLITZ = { seed: 1, events: ['CONTINUE', 'CONTINUE', 'CONTINUE', 'ROLL', 'ROLL', 'ROLL', 'DONE', 'DONE'].map((type) => ({ type })) };

describe('did you mean', () => {
  it.each([
    [['replya', DS], 'unknown command "replya" (did you mean replay?)'],
    [['valdate', DS], 'unknown command "valdate" (did you mean validate?)'],
    [['verfy', 'x.json'], 'unknown command "verfy" (did you mean verify?)'],
    [['leagl', DS], 'unknown command "leagl" (did you mean legal?)'],
    [['diag'], 'unknown command "diag" (did you mean diagram?)'],
    [['hlep'], 'unknown command "hlep" (did you mean help?)'],
    [['help', 'replya'], 'no help for "replya" (did you mean replay?)'],
    [[DS], `unknown command "${DS}": a file comes after the command, as in turnchart validate ${DS}`],
    [['legal', DS, '--jsno'], 'legal: unknown option --jsno (did you mean --json?)'],
    [['diagram', '--fromat', 'dot'], 'diagram: unknown option --fromat (did you mean --format?)'],
    [['turn', DS_ADMIN, '--plaeyr', 'Al'], 'turn: unknown option --plaeyr (did you mean --player?)'],
  ])('%j: %s (exit 2, usage on stderr)', async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(`turnchart: ${message}\n`);
  });

  it('a word far from every command is not guessed at', async () => {
    expect((await cli(['frobnicate'])).err).toContain('unknown command "frobnicate"\n');
  });
});

describe('files given in the wrong place are named for what they are', () => {
  it.each([
    ['replay', [DS_ADMIN, DS], `${DS_ADMIN}: this is an events file of Dai Senso! (turnchart/ds-events@1), not a scenario; the scenario comes first: turnchart replay ${DS} ${DS_ADMIN}`],
    ['legal', [OCS_EVENTS, OCS], `${OCS_EVENTS}: this is an events file of Operational Combat Series (turnchart/ocs-events@1), not a scenario; the scenario comes first: turnchart legal ${OCS} ${OCS_EVENTS}`],
    ['legal', [DS, DS], `${DS}: this is a scenario of Dai Senso! (turnchart/ds-scenario@1), not an events file`],
    ['replay', [DS, OCS_EVENTS], `${OCS_EVENTS}: this is an events file of Operational Combat Series (turnchart/ocs-events@1); the scenario is of Dai Senso!`],
    ['validate', [DS_ADMIN], `${DS_ADMIN}: this is an events file of Dai Senso! (turnchart/ds-events@1), not a scenario`],
  ])('%s %j: exit 2, the file named for what it is', async (command, files, line) => {
    const r = await cli([command, ...files]);
    expect(r.code).toBe(2);
    expect(r.out.split('\n')[0]).toBe(line);
    const json = JSON.parse((await cli([command, ...files, '--json'])).out) as { ok: boolean; errors: { path: string }[] };
    expect(json).toMatchObject({ ok: false, errors: [{ path: '(file)' }] });
  });

  it('a scenario alone is not a replay: it asks for the events file too', async () => {
    const r = await cli(['replay', DS]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`replay: an events file too (${DS} is the scenario; turnchart legal ${DS} shows its start)`);
  });
});

describe('replay and legal find the scenario the events file names', () => {
  it('DS: replay <events.json> alone plays the bundled saved game on its scenario, and says which', async () => {
    const r = await cli(['replay', DS_ADMIN]);
    expect(r.code).toBe(0);
    expect(r.out.split('\n').slice(0, 2)).toEqual([`Scenario: ${DS} (named in ${DS_ADMIN})`, 'Replayed 27 events.']);
    expect(JSON.parse((await cli(['replay', DS_ADMIN, '--json'])).out)).toMatchObject({ ok: true, scenario: DS, applied: 27 });
  });

  it('OCS, from another working directory: the note is looked for from the events file\'s folder up', async () => {
    const cwd = tempDir();
    const r = await cli(['replay', join(ROOT, OCS_EVENTS)], cwd);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Scenario: ${join(ROOT, OCS)} (named in ${join(ROOT, OCS_EVENTS)})`);
    expect(r.out).toContain('Replayed 114 events.');
  });

  it('legal <events.json> alone shows the position after it', async () => {
    const r = await cli(['legal', DS_ADMIN]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Now: 3 Operational Movement Phase (phasing)');
  });

  it('an events file that names no scenario, or one not found, says how to give it (exit 2, located)', async () => {
    const bare = eventsFile([{ type: 'CONTINUE' }]);
    const r = await cli(['replay', bare]);
    expect(r.code).toBe(2);
    expect(r.out).toContain(`${bare}: this is an events file and it names no scenario file: give the scenario first, as in turnchart replay <scenario.json> ${bare}`);
    const lost = eventsFile({ format: 'turnchart/ds-events@1', scenario: 'nowhere/lost.json', events: [] });
    const l = await cli(['replay', lost]);
    expect(l.code).toBe(2);
    expect(l.out).toContain(`${lost}: scenario: the scenario "nowhere/lost.json" it names is not found`);
  });
});

describe('legal names whose turn it is and who acts, from the ruleset\'s views', () => {
  it('DS: the Western faction turn, Western acting', async () => {
    const r = await cli(['legal', DS]);
    expect(r.out.split('\n').slice(0, 4)).toEqual([
      'Turn 4, spring 1942: Western faction turn', 'Whose turn: Western', 'Now: 1 Option Card Segment (phasing)', '  Who acts: Western (the phasing faction)',
    ]);
    expect(JSON.parse((await cli(['legal', DS, '--json'])).out)).toMatchObject({ side: { id: 'western', name: 'Western' }, acts: 'Western (the phasing faction)' });
  });

  it('OCS: the North Korean player turn at the start, the UN Command\'s after the teaching events', async () => {
    expect((await cli(['legal', OCS])).out).toContain('Whose turn: North Korean\n');
    const after = JSON.parse((await cli(['legal', OCS_EVENTS, '--json'])).out) as { side: unknown; acts: string };
    expect(after).toMatchObject({ side: { id: 'un', name: 'UN Command' }, acts: 'UN Command (phasing)' });
  });
});

describe('legal groups long lists by kind; --all and --json list every event', () => {
  it('2.2.4 DS Blitz Marker Placement: 800 placements in one group, with the values that vary', async () => {
    const file = eventsFile(TO_BLITZ);
    const r = await cli(['legal', DS, file]);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines).toContain('Legal actions (801 events of 2 kinds; --all or --json lists each one):');
    expect(lines).toContain('  PLACE_BLITZ: 800 events (Place Blitz marker)');
    expect(lines).toContain('    "marker": 2 values: "we-blitz-1", "we-blitz-2"');
    expect(lines.some((l) => /^ {4}"hex": 400 values: "w\d{4}", /.test(l))).toBe(true);
    expect(lines).toContain('  DONE: 1 event (Done with this step)');
    expect(lines.length).toBeLessThan(20);
    const all = await cli(['legal', DS, file, '--all']);
    expect(all.out).toContain('Legal actions (801):');
    expect(all.out.split('\n').filter((l) => l.startsWith('  {"type":"PLACE_BLITZ"'))).toHaveLength(800);
    const json = JSON.parse((await cli(['legal', DS, file, '--json'])).out) as { position: { legal: unknown[] } };
    expect(json.position.legal).toHaveLength(801);
  });

  it('OCS moves and overruns: grouped the same way, a kind of a few events listed whole', async () => {
    const r = await cli(['legal', OCS_EVENTS]);
    expect(r.out).toMatch(/^Legal actions \(177 events of 4 kinds; --all or --json lists each one\):$/m);
    expect(r.out).toMatch(/^ {2}MOVE: 130 events \(Move\)\n {4}e\.g\. \{"type":"MOVE",/m);
    expect(r.out).toContain('  DONE: 1 event (Done)\n    {"type":"DONE"}\n');
  });

  it('a list of 40 or fewer is written one event per line, as before', async () => {
    const r = await cli(['legal', DS, DS_ADMIN]);
    expect(r.out).toContain('Legal actions (1):\n  {"type":"CONTINUE"}\n');
  });
});

describe('events are numbered as the guide numbers them, and counts read as sentences', () => {
  it('an illegal event: "event 2 (events[1])", then its rule; "Replayed 1 event before it."', async () => {
    const file = eventsFile([{ type: 'CONTINUE' }, { type: 'DONE' }]);
    const r = await cli(['replay', DS, file]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(new RegExp(`^${file}: event 2 \\(events\\[1\\]\\) is not legal now: \\{"type":"DONE"\\}\\n {2}\\S+ \\[sequence\\.notInThisStep\\] `));
    expect(r.out).toContain('Replayed 1 event before it.\n');
    expect(JSON.parse((await cli(['replay', DS, file, '--json'])).out)).toMatchObject({ ok: false, stop: { index: 1, number: 2 } });
    expect((await cli(['legal', DS, file])).out).toContain('The position after the 1 event before it:');
  });

  it('a malformed event names its number after its place', async () => {
    const r = await cli(['replay', DS, eventsFile([{ type: 'ROLL', value: 7 }])]);
    expect(r.out).toContain('events[0].value: a die shows 1 to 6 (event 1)\n');
    expect(r.out).toContain('Replayed 0 events before it.');
  });

  it('"Replayed 1 event."', async () => {
    expect((await cli(['replay', DS, eventsFile([{ type: 'CONTINUE' }])])).out).toMatch(/^Replayed 1 event\.\n/);
  });
});

describe('diagram with no --out on a terminal writes a file and says where', () => {
  async function onTerminal(args: string[], cwd: string) {
    const io = bufferIo(cwd, true);
    const code = await runCli(args, io, { rulesets: REGISTRY });
    return { code, out: io.out(), err: io.err() };
  }

  it('a new file in the working directory, never over an existing one; piped, stdout as before', async () => {
    const cwd = tempDir();
    const first = await onTerminal(['diagram', '--machine', 'ds/marker', '--format', 'mermaid'], cwd);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/^Wrote ds-marker\.mmd: ds\/marker, mermaid, \d+ states, \d+ transitions \(stdout is a terminal: --out FILE names the file; piped, the diagram goes to stdout\)\n$/);
    expect(readFileSync(join(cwd, 'ds-marker.mmd'), 'utf8')).toContain('stateDiagram-v2');
    const second = await onTerminal(['diagram', '--machine', 'ds/marker', '--format', 'mermaid'], cwd);
    expect(second.out).toMatch(/^Wrote ds-marker-2\.mmd: /);
    const whole = await onTerminal(['diagram', '--machine', 'ocs', '--format', 'dot', '--depth', '2'], cwd);
    expect(whole.out).toMatch(/^Wrote ocs-turn\.dot: /);
    expect(readdirSync(cwd).sort()).toEqual(['ds-marker-2.mmd', 'ds-marker.mmd', 'ocs-turn.dot']);
    const piped = await cli(['diagram', '--machine', 'ds/marker', '--format', 'mermaid'], cwd);
    expect(piped.out).toMatch(/^%% ds: generated by turnchart/);
    expect(readdirSync(cwd)).toHaveLength(3);
  });

  it('--out on a terminal writes where it says', async () => {
    const cwd = tempDir();
    const r = await onTerminal(['diagram', '--machine', 'ds/marker', '--format', 'json', '--out', 'm.json'], cwd);
    expect(r.out).toMatch(/^Wrote m\.json: ds\/marker, json, \d+ states, \d+ transitions\n$/);
    expect(existsSync(join(cwd, 'm.json'))).toBe(true);
  });
});

describe('a game folder sent by someone else: the scenario note read from where the events file is', () => {
  it('found in a folder above the events file; not found anywhere, said so', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'scenarios'));
    mkdirSync(join(dir, 'saves'));
    copyFileSync(join(ROOT, DS), join(dir, DS));
    const events = join(dir, 'saves', 'game.json');
    copyFileSync(join(ROOT, DS_ADMIN), events);
    const cwd = tempDir();
    const r = await cli(['replay', events], cwd);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Scenario: ${join(dir, DS)} (named in ${events})`);
    rmSync(join(dir, DS));
    const lost = await cli(['replay', events], cwd);
    expect(lost.code).toBe(2);
    expect(lost.out).toContain(`${events}: scenario: the scenario "${DS}" it names is not found (looked from the working directory and from this file's folder up); give it first, as in turnchart replay <scenario.json> ${events}`);
  });
});
