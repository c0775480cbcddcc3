import { readFileSync, writeFileSync } from 'node:fs';
import { dsRuleset } from '../../../machines/ds/ruleset.ts';
import { withTesting } from '../../../src/core/testing.ts';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayDsGame, type DsTurnSnapshot } from '../../../machines/ds/replay.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import { describePosition } from '../../../src/cli/position.ts';
import { loadScenario, TEACHING } from '../../support/turn-harness.ts';
import { runWalk, targetGame } from '../../fuzz/support/targets.ts';
import { cli, ROOT, spawnCli } from '../cli/helpers.ts';
import { finalStateJson, positionRecord, replayJson } from './determinism-record.ts';

/**
 * Same scenario + seed + events → byte-identical log and final state: across runs, across
 * processes, and between the CLI and the browser. The expected files are the CLI's own output;
 * tests/browser/determinism.test.ts compares the guide's TurnController with the same files.
 * After a deliberate change to the rules' log text, write them anew with
 * TURNCHART_UPDATE_EXPECTED=1 npx vitest run --project unit tests/unit/reliability/determinism.test.ts
 */
const EVENTS = 'scenarios/events/teaching-western-turn.json';
const EXPECTED = join(ROOT, 'tests/unit/reliability/expected');
const REPLAY_FILE = join(EXPECTED, 'teaching-western-replay.json');
const STATE_FILE = join(EXPECTED, 'teaching-western-final-state.json');
const update = process.env['TURNCHART_UPDATE_EXPECTED'] === '1';
const saved = JSON.parse(readFileSync(join(ROOT, EVENTS), 'utf8')) as { seed: number; events: unknown[] };
const game = loadScenario(join(ROOT, TEACHING));

function expectFile(file: string, text: string): void {
  if (update) writeFileSync(file, text);
  expect(text, `${file} is out of date; see the comment at the top of this test`).toBe(readFileSync(file, 'utf8'));
}

describe('determinism: the teaching turn replayed', () => {
  it('turnchart replay --json prints the same bytes twice in a row, and the expected file', async () => {
    const args = ['replay', TEACHING, EVENTS, '--json'];
    const [a, b] = [await cli(args), await cli(args)];
    expect(a.code).toBe(0);
    expect(b.out).toBe(a.out);
    expectFile(REPLAY_FILE, a.out);
  });

  it('a separate process prints the same bytes', () => {
    const r = spawnCli(['replay', TEACHING, EVENTS, '--json']);
    expect(r.code).toBe(0);
    expect(r.out).toBe(readFileSync(REPLAY_FILE, 'utf8'));
  });

  it('the final state is the same on every replay, and the expected file', () => {
    const [a, b] = [replayDsGame(game, saved.seed, saved.events), replayDsGame(game, saved.seed, saved.events)];
    expect(a.applied).toBe(saved.events.length);
    expect(finalStateJson(b.snapshot)).toBe(finalStateJson(a.snapshot));
    expectFile(STATE_FILE, finalStateJson(a.snapshot));
  });

  it('the record the browser test builds is the CLI\'s own position', () => {
    const outcome = replayDsGame(game, saved.seed, saved.events);
    expect(positionRecord(outcome.snapshot)).toEqual(describePosition(dsRuleset, outcome.snapshot));
    expect(replayJson(outcome.snapshot, outcome.applied)).toBe(readFileSync(REPLAY_FILE, 'utf8'));
  });

  it('the seed matters: the same events with another seed give another game', () => {
    const other = replayDsGame(game, saved.seed + 1, saved.events);
    expect(finalStateJson(other.snapshot)).not.toBe(readFileSync(STATE_FILE, 'utf8'));
  });
});

describe('determinism: fuzzed walks replay to the same bytes', () => {
  const targets = [
    { file: 'scenarios/fixtures/combat-retreat-china.json', side: 'axis' },
    { file: 'scenarios/fixtures/every-place.json', side: 'western' },
    { file: 'scenarios/teaching-java-1942.json', side: 'soviet' },
  ] as const;
  it.each(targets)('$file ($side): a walk of legal actions, replayed from its events', async (target) => {
    const ds = await withTesting(dsRuleset);
    const g = targetGame(ds, target) as DsGameState;
    const choices = Array.from({ length: 150 }, (_, i) => [i % 50, i * 7919, i * 104729] as const);
    const walk = runWalk(ds, g, 4242, choices);
    const live = finalStateJson({ value: walk.snapshot.value, context: walk.snapshot.context as DsTurnSnapshot['context'] });
    const replayed = replayDsGame(g, 4242, walk.events);
    expect(replayed.applied).toBe(walk.events.length);
    expect(finalStateJson(replayed.snapshot)).toBe(live);
  });
});
