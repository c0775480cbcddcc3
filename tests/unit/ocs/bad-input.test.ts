import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../cli/helpers.ts';
import { ocsScenarioJsonSchemaText } from '../../../src/ocs/scenario/json-schema.ts';
import { skirmishDoc, type Doc } from './helpers.ts';

/**
 * Bad OCS input through the CLI, as users meet it: each malformed scenario or saved game gives a
 * located message (JSON path, words) and exit code 2 for input problems, 1 for an illegal event.
 */
const dir = mkdtempSync(join(tmpdir(), 'turnchart-ocs-'));
const write = (name: string, body: unknown): string => {
  const path = join(dir, name);
  writeFileSync(path, typeof body === 'string' ? body : `${JSON.stringify(body, null, 2)}\n`);
  return path;
};
const edited = (edit: (d: Doc) => void): Doc => { const d = skirmishDoc(); edit(d); return d; };

const CASES: readonly { name: string; body: () => unknown; path: string; message: string }[] = [
  { name: 'trailing-comma', body: () => JSON.stringify(skirmishDoc(), null, 1).replace(/\]\s*}\s*$/, '],\n}\n'), path: '(file)', message: 'not valid JSON' },
  { name: 'format-future', body: () => edited((d) => { d['format'] = 'turnchart/ocs-scenario@2'; }), path: 'format', message: 'turnchart/ocs-scenario@1' },
  { name: 'one-player', body: () => edited((d) => { (d.game['players'] as unknown[]).pop(); }), path: 'game.players', message: 'two players' },
  { name: 'phasing-unknown', body: () => edited((d) => { d.game['phasing'] = 'kpa'; }), path: 'game.phasing', message: '"kpa" is not a player' },
  { name: 'hex-id-malformed', body: () => edited((d) => { d.hexes[0]!['id'] = 'A1.1'; }), path: 'hexes[0].id', message: 'a map letter, two digits of column' },
  { name: 'terrain-twice', body: () => edited((d) => { d.hexes[0]!['terrain'] = ['open', 'open']; }), path: 'hexes[0].terrain', message: 'listed twice' },
  { name: 'terrain-unknown', body: () => edited((d) => { d.hexes[0]!['terrain'] = ['jungle']; }), path: 'hexes[0].terrain[0]', message: 'expected one of' },
  { name: 'hexside-apart', body: () => edited((d) => { d.hexsides[0]!['between'] = ['A01.01', 'A03.03']; }), path: 'hexsides[0].between', message: 'hexes apart' },
  { name: 'piece-twice', body: () => edited((d) => { d.pieces.push({ ...d.pieces[0]! }); }), path: `pieces[22].id`, message: 'duplicate piece id "nk-t1"' },
  { name: 'piece-side-unknown', body: () => edited((d) => { d.pieces[0]!['side'] = 'ussr'; }), path: 'pieces[0].side', message: 'unknown side "ussr"' },
  { name: 'piece-off-map', body: () => edited((d) => { d.pieces[0]!['at'] = 'A09.09'; }), path: 'pieces[0].at', message: 'not on the map' },
  { name: 'steps-all-lost', body: () => edited((d) => { d.pieces[1]!['stepsLost'] = 3; }), path: 'pieces[1].stepsLost', message: 'Dead Pile' },
  { name: 're-not-steps', body: () => edited((d) => { d.pieces[1]!['re'] = 2; }), path: 'pieces[1].re', message: 'one step per RE' },
  { name: 'enemies-share-hex', body: () => edited((d) => { d.pieces[8]!['at'] = 'A03.03'; }), path: 'pieces[8].at', message: 'opposing combat units never share a hex' },
  { name: 'dump-in-dead-pile', body: () => edited((d) => { d.pieces[4]!['at'] = 'deadPile'; }), path: 'pieces[4].at', message: 'only combat units go to the Dead Pile' },
  { name: 'extender-wagon', body: () => edited((d) => { Object.assign(d.pieces.find((p) => p['id'] === 'un-ext')!, { type: 'wagon' }); }), path: 'pieces[20].extender', message: 'truck counter' },
  { name: 'unknown-key', body: () => edited((d) => { d['units'] = []; }), path: '(root)', message: 'Unrecognized key: "units"' },
];

describe('bad OCS scenarios: validate reports each problem located', () => {
  for (const c of CASES) {
    it(`${c.name}: ${c.path}`, async () => {
      const r = await cli(['validate', write(`${c.name}.json`, c.body()), '--json']);
      expect(r.code).toBe(2);
      const problems = (JSON.parse(r.out) as { errors: { path: string; message: string }[] }).errors;
      expect(problems.some((p) => p.path === c.path && p.message.includes(c.message)), JSON.stringify(problems)).toBe(true);
    });
  }
});

describe('bad OCS saved games: replay stops at the first bad event, located', () => {
  const scenario = 'scenarios/ocs/fixtures/skirmish.json';
  it('a malformed event is reported at its index and field', async () => {
    const events = write('malformed.json', { format: 'turnchart/ocs-events@1', seed: 1, events: [{ type: 'CONTINUE' }, { type: 'ROLL_2D6', dice: [1, 7] }] });
    const r = await cli(['replay', scenario, events]);
    expect(r.code).not.toBe(0);
    expect(r.out + r.err).toMatch(/events\[1\]\.dice\[1\]/);
  });
  it('an illegal event is refused with its rule, and nothing after it is applied', async () => {
    const events = write('illegal.json', { format: 'turnchart/ocs-events@1', seed: 1, events: [{ type: 'CONTINUE' }, { type: 'CONTINUE' }, { type: 'OVERRUN', units: ['nk-i1', 'nk-i2'], target: 'A04.03' }] });
    const r = await cli(['replay', scenario, events]);
    expect(r.code).toBe(1);
    expect(r.out + r.err).toMatch(/9\.1c/);
    expect(r.out + r.err).toMatch(/single adjacent hex/);
  });
  it('the teaching events replay to the end', async () => {
    const r = await cli(['replay', 'scenarios/ocs/teaching-naktong-1950.json', 'scenarios/ocs/events/teaching-naktong-1950.json']);
    expect(r.code).toBe(0);
  });
});

describe('docs/ocs-scenario.schema.json', () => {
  it('is what the zod schema generates (npx tsx scripts/ocs/write-json-schema.ts)', () => {
    expect(readFileSync('docs/ocs-scenario.schema.json', 'utf8')).toBe(ocsScenarioJsonSchemaText());
  });
});
