import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from './helpers.ts';

const TEACHING = 'scenarios/teaching-java-1942.json';

function eventsFile(content: unknown): string {
  const file = join(tempDir(), 'events.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('turnchart legal', () => {
  it('shows the step the turn starts in, with its rule and legal actions', async () => {
    const r = await cli(['legal', TEACHING]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Turn 4, spring 1942: Western faction turn');
    expect(r.out).toContain('Now: 1 Option Card Segment (phasing)');
    expect(r.out).toContain('{"type":"CONTINUE"}');
  });

  it('replays an events file first and shows the position after it, as JSON', async () => {
    const file = eventsFile({ seed: 3, events: [{ type: 'CONTINUE' }, { type: 'CONTINUE' }, { type: 'CONTINUE' }] });
    const r = await cli(['legal', TEACHING, file, '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out) as { ok: boolean; applied: number; position: { step: { id: string; rule: string } } };
    expect(out).toMatchObject({ ok: true, applied: 3, position: { step: { id: 'ds.admin.politicalEvents', rule: '2.1' } } });
  });

  it('2.3.4 R-ORG-UNIT-ORDER lists each breakdown once: the units taken in one order, never both', async () => {
    const admin = JSON.parse(readFileSync('scenarios/events/teaching-western-admin.json', 'utf8')) as { seed: number; events: unknown[] };
    const r = await cli(['legal', TEACHING, eventsFile({ seed: admin.seed, events: admin.events.slice(0, 23) })]);
    expect(r.out).toContain('Now: 2.3.4 Breakdowns');
    const breakdowns = r.out.split('\n').filter((l) => l.includes('"BREAK_DOWN"'))
      .map((l) => JSON.parse(l) as { unit: string; into: string[] });
    const asSets = breakdowns.map((e) => `${e.unit}>${[...e.into].sort().join('+')}`);
    expect(breakdowns.length).toBeGreaterThan(10);
    expect(asSets).toEqual([...new Set(asSets)]);
    expect(r.out).toContain(`Legal actions (${breakdowns.length + 1}):`);
  });

  it('a broken scenario is bad input (exit 2), located', async () => {
    const r = await cli(['legal', 'scenarios/nope.json']);
    expect(r.code).toBe(2);
    expect(r.out).toContain('scenarios/nope.json');
  });
});

describe('turnchart replay', () => {
  it('replays the whole Western faction turn of the teaching scenario, Combat Phase included, to the Reserve Movement Phase', async () => {
    const r = await cli(['replay', TEACHING, 'scenarios/events/teaching-western-turn.json']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Replayed 57 events.');
    expect(r.out).toContain('Now: 5 Reserve Movement Phase');
  });

  it('stops at the first illegal event with its rule and reason, exit 1, applying nothing after it', async () => {
    const file = eventsFile([{ type: 'CONTINUE' }, { type: 'PLACE_BLITZ', marker: 'ax-blitz-1', hex: 'w3218' }, { type: 'CONTINUE' }]);
    const r = await cli(['replay', TEACHING, file]);
    expect(r.code).toBe(1);
    expect(r.out).toContain('events[1]');
    expect(r.out).toContain('[sequence.notInThisStep] Blitz Marker Placement comes after Logistics and Partisan Segment — 1-6');
    expect(r.out).toContain('PLACE_BLITZ is not an action of Logistics and Partisan Segment (1)');
    expect(r.out).toContain('PLACE_BLITZ belongs to: Blitz Marker Placement (2.2.4)');
    // Issue 21: plurals right ("1 event"), and the event numbered as the guide numbers it.
    expect(r.out).toContain('Replayed 1 event before it.');
    expect(r.out).toContain(`${file}: event 2 (events[1]) is not legal now: {"type":"PLACE_BLITZ","marker":"ax-blitz-1","hex":"w3218"}`);
  });

  it('a malformed event is bad input (exit 2), located by its index and field', async () => {
    const r = await cli(['replay', TEACHING, eventsFile({ events: [{ type: 'ROLL', value: 7 }] })]);
    expect(r.code).toBe(2);
    expect(r.out).toContain('events[0].value: a die shows 1 to 6');
  });

  it('an unknown event type names the known ones', async () => {
    const r = await cli(['replay', TEACHING, eventsFile([{ type: 'TELEPORT' }])]);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/events\[0\].*(unknown event type|Invalid)/);
  });

  it('a saved game with unknown keys is bad input, located', async () => {
    const r = await cli(['replay', TEACHING, eventsFile({ seed: 1, events: [], moves: [] })]);
    expect(r.code).toBe(2);
    expect(r.out).toContain('moves');
  });

  it('replays a legal list and prints where the turn stands (exit 0)', async () => {
    const r = await cli(['replay', TEACHING, eventsFile({ seed: 1, events: [{ type: 'CONTINUE' }] }), '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ ok: true, applied: 1, position: { phasing: 'western', step: { id: 'ds.seasonal.logisticsPartisan' } } });
  });
});

describe('the sample saved game of the teaching scenario', () => {
  it('replays the Western Initial Administrative Phase to the Operational Movement Phase (exit 0)', async () => {
    const r = await cli(['replay', TEACHING, 'scenarios/events/teaching-western-admin.json']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Replayed 27 events.');
    expect(r.out).toContain('Now: 3 Operational Movement Phase (phasing)');
  });
});
