import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { TurnController } from '../../components/shared/turn-controller.ts';
import { dsRuleset } from '../../machines/ds/ruleset.ts';
import westernTurn from '../../scenarios/events/teaching-western-turn.json';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { finalStateJson, replayJson } from '../unit/reliability/determinism-record.ts';
import { teachingGame } from './support/scenario.ts';

/**
 * Between the CLI and the browser: the guide's TurnController, fed the saved teaching turn event
 * by event (as a player clicks) or loaded from the file (as "Load game" does), gives byte for
 * byte the log and final state that `turnchart replay --json` printed in Node (the expected files
 * tests/unit/reliability/determinism.test.ts keeps equal to the CLI's output).
 */
const host = { addController: () => undefined, removeController: () => undefined, requestUpdate: () => undefined, updateComplete: Promise.resolve(true) };
const expectedFile = (name: string) => commands.readFile(`tests/unit/reliability/expected/${name}`);

describe('determinism between the CLI and the browser', () => {
  const game = teachingGame();
  const events = westernTurn.events as DsEvent[];

  it('events sent one by one give the CLI\'s replay output and final state', async () => {
    const turn = new TurnController(host, dsRuleset, game, westernTurn.seed);
    for (const e of events) expect(turn.send(e)).toEqual([]);
    expect(replayJson(turn.snapshot, turn.events.length)).toBe(await expectedFile('teaching-western-replay.json'));
    expect(finalStateJson(turn.snapshot)).toBe(await expectedFile('teaching-western-final-state.json'));
  });

  it('the saved file loaded at once gives the same bytes', async () => {
    const turn = new TurnController(host, dsRuleset, game, westernTurn.seed);
    expect(turn.load(JSON.parse(JSON.stringify(westernTurn.events)) as unknown[])).toEqual([]);
    expect(finalStateJson(turn.snapshot)).toBe(await expectedFile('teaching-western-final-state.json'));
    expect(replayJson(turn.snapshot, turn.events.length)).toBe(await expectedFile('teaching-western-replay.json'));
  });
});
