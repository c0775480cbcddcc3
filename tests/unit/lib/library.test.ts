import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../../machines/rulesets.ts';
import { engineOf } from '../../../src/core/engine.ts';
import { readScenario } from '../../../src/core/scenario-text.ts';
import { openGame, type Game } from '../../../src/lib/index.ts';
import { ROOT } from '../cli/helpers.ts';

/**
 * Issue 17, "a compiled CLI and library": the library's Game plays a scenario of any registered
 * ruleset through the machine, each event checked by the one legality source, with undo and jumps
 * from checkpoints. Every figure is compared with the engine's own replay of the same events.
 */

const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const TEACHING = read('scenarios/teaching-java-1942.json');
const WESTERN_TURN = read('scenarios/events/teaching-western-turn.json');
const turnEvents = (JSON.parse(WESTERN_TURN) as { events: unknown[] }).events;

async function opened(scenario: string, saved?: string): Promise<Game> {
  const r = await openGame(scenario, saved);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  expect(r.value.stop).toBeUndefined();
  return r.value.game;
}

/** The engine's replay of the first `n` events: the reference every library position is held to. */
async function replayed(scenario: string, events: readonly unknown[]) {
  const loaded = await readScenario(RULESETS, scenario);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  return engineOf(loaded.value.ruleset).replay(loaded.value.game, 1, events).snapshot;
}

/**
 * What a position is: its state and its context as JSON, without the hex grid (the scenario's
 * geometry, whose JSON also shows the path searcher's cache, which each replay advances).
 */
const fingerprint = (s: { value: unknown; context: unknown }): string =>
  JSON.stringify({ value: s.value, context: s.context }, (key, v: unknown) => (key === 'grid' ? undefined : v));

/** The first path where two JSON values differ: a readable failure instead of two whole games. */
function firstDifference(a: unknown, b: unknown, path = ''): string | undefined {
  if (JSON.stringify(a) === JSON.stringify(b)) return undefined;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return `${path}: ${JSON.stringify(a)?.slice(0, 120)} vs ${JSON.stringify(b)?.slice(0, 120)}`;
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
    if (d) return d;
  }
  return path;
}

function expectSamePosition(actual: { value: unknown; context: unknown }, expected: { value: unknown; context: unknown }): void {
  expect(firstDifference(JSON.parse(fingerprint(actual)), JSON.parse(fingerprint(expected)))).toBeUndefined();
}

describe('the library (src/lib): a game played through the machine', () => {
  it('opens a DS saved game at the position the engine replays it to', async () => {
    const game = await opened(TEACHING, WESTERN_TURN);
    expect(game.ruleset.id).toBe('ds');
    expect(game.events).toHaveLength(turnEvents.length);
    expectSamePosition(game.position, await replayed(TEACHING, turnEvents));
    expect(game.log().length).toBeGreaterThan(0);
    expect(game.stepNow()?.id).toBe(engineOf((await RULESETS.load('ds'))!).activeStep(game.position)?.step.id);
  });

  it('plays legal events one by one to the same positions as the engine', async () => {
    const game = await opened(TEACHING);
    for (const [i, event] of turnEvents.slice(0, 20).entries()) {
      // can ⇔ listed ⇔ explain empty: each event of the saved game is among the legal actions.
      const checked = game.check(event);
      if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
      expect(game.legalActions()).toContainEqual(checked.value);
      expect(game.play(event).ok).toBe(true);
      expectSamePosition(game.position, await replayed(TEACHING, turnEvents.slice(0, i + 1)));
    }
  });

  it('refuses an illegal event with the rule it breaks, and changes nothing', async () => {
    const game = await opened(TEACHING, WESTERN_TURN);
    const before = game.position, events = game.events.length;
    const legal = new Set(game.legalActions().map((e) => e.type));
    // Well formed (no fields to get wrong), and not among the legal actions of this step.
    const illegal = ['CONTINUE', 'DONE', 'ROLL'].find((t) => !legal.has(t));
    expect(illegal).toBeDefined();
    const r = game.play({ type: illegal });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]).toMatchObject({ kind: 'illegal', violations: [expect.objectContaining({ rule: expect.stringMatching(/^\d/), message: expect.any(String) })] });
    expect(game.position).toBe(before);
    expect(game.events).toHaveLength(events);
  });

  it('names an unknown event type at its place, and changes nothing', async () => {
    const game = await opened(TEACHING);
    const before = game.position;
    const r = game.play({ type: 'TELEPORT' }, ['events', 7]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]).toMatchObject({ kind: 'malformed', problems: [{ path: 'events[7].type', message: expect.stringMatching(/unknown event type "TELEPORT"/) }] });
    expect(game.position).toBe(before);
  });

  it('undo and jump return to the positions the engine replays (checkpoints every 16 events)', async () => {
    const game = await opened(TEACHING, WESTERN_TURN);
    game.undo();
    expectSamePosition(game.position, await replayed(TEACHING, turnEvents.slice(0, -1)));
    for (const n of [40, 33, 32, 17, 16, 3, 0]) {
      game.jump(n);
      expect(game.events).toHaveLength(n);
      expectSamePosition(game.position, await replayed(TEACHING, turnEvents.slice(0, n)));
    }
    // Played on again after the jumps, the game reaches the saved game's end.
    for (const e of turnEvents) expect(game.play(e).ok).toBe(true);
    expectSamePosition(game.position, await replayed(TEACHING, turnEvents));
  });

  it('writes a saved game that opens to the same position', async () => {
    const game = await opened(TEACHING, WESTERN_TURN);
    game.undo(5);
    const again = await opened(TEACHING, game.savedGame('scenarios/teaching-java-1942.json'));
    expect(again.events).toEqual(game.events);
    expectSamePosition(again.position, game.position);
  });

  it('stops a saved game at its first illegal event, keeping every event before it', async () => {
    const events = [...turnEvents.slice(0, 10), { type: 'ATTACK', attackers: ['nobody'], defenderHex: 'x0000' }, ...turnEvents.slice(10)];
    const r = await openGame(TEACHING, JSON.stringify({ format: 'turnchart/ds-events@1', seed: 1, events }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.stop).toMatchObject({ index: 10 });
    expect(r.value.game.events).toHaveLength(10);
    expectSamePosition(r.value.game.position, await replayed(TEACHING, turnEvents.slice(0, 10)));
  });

  it('locates a bad scenario and a bad saved game by file', async () => {
    const bad = await openGame('{"format": "turnchart/ds-scenario@1", "name": 3}');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]!.file).toBe('scenario');
    const badSave = await openGame(TEACHING, '{"format": "turnchart/ds-events@1", "events": 3}');
    expect(badSave.ok).toBe(false);
    if (!badSave.ok) expect(badSave.errors[0]).toMatchObject({ file: 'savedGame', problem: { path: 'events' } });
  });

  it.each([
    ['ocs', 'scenarios/ocs/teaching-naktong-1950.json'],
    ['awaw', 'scenarios/awaw/teaching-don-1942.json'],
  ])('serves the %s ruleset unchanged: its first legal events play as the engine plays them', async (id, path) => {
    const scenario = read(path);
    const game = await opened(scenario);
    expect(game.ruleset.id).toBe(id);
    const played: unknown[] = [];
    for (let i = 0; i < 12; i++) {
      const next = game.legalActions({ freeMoves: false })[0];
      if (!next) break;
      expect(game.play(next).ok).toBe(true);
      played.push(next);
    }
    expect(played.length).toBeGreaterThan(0);
    expectSamePosition(game.position, await replayed(scenario, played));
  });
});
