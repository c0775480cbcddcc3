import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { awawScenarioJsonSchemaText } from '../../../src/awaw/scenario/json-schema.ts';
import { parseAwawEvent } from '../../../src/awaw/events/index.ts';
import { AWAW_HEX, printedOf, rowLetters, rowNumber, theaterOf } from '../../../src/awaw/model/hex-ids.ts';
import { parseAwawScenario, parseAwawScenarioText } from '../../../src/awaw/scenario/load.ts';
import { cli, ROOT, tempDir, writeJson, type Json } from '../cli/helpers.ts';
import { scenarioJson, teachingText } from './helpers.ts';

const TEACHING = 'scenarios/awaw/teaching-don-1942.json';
const EVENTS = 'scenarios/awaw/events/teaching-don-1942.json';

describe('AWAW hex ids (R-AWAW-HEX-IDS)', () => {
  it('a mapboard letter, row letters (A..Z, AA..ZZ) and a number; the theater is the mapboard', () => {
    expect(printedOf('eK37')).toEqual({ map: 'e', row: 11, number: 37 });
    expect(printedOf('eMM26')).toEqual({ map: 'e', row: 39, number: 26 });
    expect(rowNumber('NN')).toBe(40);
    expect(rowLetters(27)).toBe('AA');
    for (const bad of ['K37', 'eMN26', 'xK37', 'ek37', 'eK', 'eK0']) expect(AWAW_HEX.parse(bad)).toBeUndefined();
    for (const id of ['eA1', 'eK37', 'pMM26', 'eZZ99']) {
      const a = AWAW_HEX.parse(id)!;
      expect(AWAW_HEX.format(a.map, a.col, a.row)).toBe(id);
    }
    expect(theaterOf('pK37')).toBe('pacific');
    expect(new RegExp(AWAW_HEX.idPattern).test('eMM26') && !new RegExp(AWAW_HEX.idPattern).test('eMN26')).toBe(true);
  });
});

describe('the scenario format turnchart/awaw-scenario@1', () => {
  it('loads the teaching scenario', () => {
    expect(parseAwawScenarioText(teachingText()).ok).toBe(true);
  });
  it('reports every problem at once, each located', () => {
    const doc = scenarioJson({ units: [{ id: 'a', nat: 'german', type: 'infantry', values: '3-3', at: 'eK37' }] }) as unknown as Record<string, Json>;
    (doc['hexes'] as Record<string, Json>[])[0]!['front'] = 'easterm';
    (doc['counters'] as Record<string, Json>[]).push({ id: 'a', kind: 'ground', name: 'copy', nationality: 'germna', type: 'infantry', values: '3-3' });
    (doc['places'] as { hexes: Record<string, Json[]> }).hexes['eZ99'] = ['a'];
    const r = parseAwawScenario(doc);
    expect(r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
      'hexes[0].front: unknown front "easterm" (did you mean "eastern"?)',
      'counters[1].id: duplicate counter id "a" (first at counters[0])',
      'counters[1].nationality: unknown nationality "germna" (did you mean "german"?)',
      'places.hexes.eZ99: hex eZ99 is not on the map',
    ]);
  });
  it('JSON errors are located by line and column; "__proto__" keys refused', () => {
    const r = parseAwawScenarioText('{\n  "format": "turnchart/awaw-scenario@1",\n}');
    expect(r.ok ? '' : r.errors[0]!.message).toMatch(/line 3, column 1/);
    const p = parseAwawScenarioText('{"format": "turnchart/awaw-scenario@1", "__proto__": {}}');
    expect(p.ok ? '' : p.errors[0]!.message).toMatch(/__proto__/);
  });
  it('docs/awaw-scenario.schema.json is the zod schema\'s JSON Schema (scripts/awaw/write-json-schema.ts)', () => {
    expect(readFileSync(`${ROOT}/docs/awaw-scenario.schema.json`, 'utf8')).toBe(awawScenarioJsonSchemaText());
  });
});

describe('AWAW events (turnchart/awaw-events@1)', () => {
  it('parse with located problems', () => {
    expect(parseAwawEvent({ type: 'ATTACK', target: 'eK38', attackers: ['a'] }, ['events', 0]).ok).toBe(true);
    const bad = (json: unknown) => { const r = parseAwawEvent(json, ['events', 2]); return r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`); };
    expect(bad({ type: 'ATTACK', target: 'K38', attackers: ['a'] })[0]).toMatch(/^events\[2\]\.target: a hex id is/);
    expect(bad({ type: 'ROLL', value: 7 })).toEqual(['events[2].value: a die shows 1 to 6']);
    expect(bad({ type: 'TELEPORT' })[0]).toMatch(/^events\[2\]\.type: unknown event type "TELEPORT"/);
    expect(bad(null)).toEqual(['events[2]: an event is a JSON object with a "type", e.g. {"type":"CONTINUE"}']);
    expect(bad({ type: 'OCCUPY', hex: 'eK38', units: [] })).toEqual(['events[2].units: at least one unit advances into a selected hex (14.64)']);
  });
});

describe('the CLI on AWAW files (no change to src/cli)', () => {
  it('validate', async () => {
    const r = await cli(['validate', TEACHING]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^OK Teaching: the Don bend, summer 1942: 182 hexes, 34 ground units \(33 on the map\)/);
  });
  it('legal and replay', async () => {
    const l = await cli(['legal', TEACHING]);
    expect(l.out).toContain('Now: 13.21 Voluntary elimination (phasing)');
    const r = await cli(['replay', TEACHING, EVENTS]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('LI Corps occupy');
    expect(r.out).toContain('Turn 11, summer 1942: Allies player turn');
  });
  it('replay of the whole turn (issue 20): the Axis movement with its overruns, combat, the Allied turn with a partisan built, to the next Axis turn', async () => {
    const r = await cli(['replay', TEACHING, `${ROOT}/scenarios/awaw/events/teaching-don-1942-whole-turn.json`, '--log']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Replayed 93 events.');
    expect(r.out).toContain('the overrun of Uryupinsk (eM49) is at 6:1 (12 against 2): it succeeds');
    expect(r.out).toContain('russia places Partisans in eR41');
    expect(r.out).toContain('Turn 12, fall 1942: Axis player turn');
  });
  it('replay stops at an illegal event with its rule', async () => {
    const dir = tempDir();
    const file = writeJson(dir, 'bad.json', { format: 'turnchart/awaw-events@1', seed: 1, events: [{ type: 'DONE' }, { type: 'CONTINUE' }, { type: 'CONTINUE' }, { type: 'DONE' }, { type: 'CONTINUE' }, { type: 'AIRDROP', unit: 'ge-7fj', hex: 'eQ50' }] });
    const r = await cli(['legal', TEACHING, file]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/events\[5\].*is not legal now/);
  });
  it('bad input: a malformed scenario and a saved game of another format are located', async () => {
    const dir = tempDir();
    const doc = JSON.parse(teachingText()) as Record<string, Json>;
    (doc['game'] as Record<string, Json>)['season'] = 'monsoon';
    const v = await cli(['validate', writeJson(dir, 's.json', doc)]);
    expect(v.code).not.toBe(0);
    expect(v.err + v.out).toMatch(/game\.season/);
    const e = await cli(['replay', TEACHING, writeJson(dir, 'e.json', { format: 'turnchart/ds-events@1', seed: 1, events: [] })]);
    expect(e.err + e.out).toMatch(/events file of Dai Senso! \(turnchart\/ds-events@1\); the scenario is of A World at War/);
  });
  it('paths: a segment of AWAW has no generated paths of its own (the whole turn is `paths --machine awaw`, 100/100/100 in docs/coverage/awaw.md)', async () => {
    const r = await cli(['paths', '--machine', 'awaw/attrition']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('no generated paths for machine "awaw/attrition"');
  });
  it('diagram --machine awaw and a segment', async () => {
    const d = await cli(['diagram', '--machine', 'awaw', '--format', 'mermaid']);
    expect(d.code).toBe(0);
    expect(d.out).toContain('awaw_regular_attacks');
    const s = await cli(['diagram', '--machine', 'awaw/attrition', '--format', 'mermaid']);
    expect(s.code).toBe(0);
  });
});
