import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dsRuleset } from '../../machines/ds/ruleset.ts';
import { bufferIo } from '../../src/cli/io.ts';
import { runCli } from '../../src/cli/run.ts';
import { eagerRuleset, makeRegistry } from '../../src/core/registry.ts';
import type { AnyTested } from '../../src/core/ruleset.ts';
import { withTesting } from '../../src/core/testing.ts';
import { machineByKey, machineKeys } from '../../src/diagram/machines.ts';
import { diagramModel } from '../../src/diagram/model.ts';
import { coverageReport } from '../../src/paths/report.ts';
import { runWalk, targetGame } from '../fuzz/support/targets.ts';
import { coverageSuite } from '../paths/coverage.suite.ts';
import { generated } from '../paths/generation.ts';
import { generatedPathsSuite } from '../paths/generated-paths.suite.ts';
import { negativeOrderingsSuite } from '../paths/negative-orderings.suite.ts';
import { ROOT, tempDir } from '../unit/cli/helpers.ts';
import { toyRuleset } from './toy-ruleset.ts';

/**
 * The generic tools serve a ruleset that is not DS: the toy ruleset (two phases, one guarded step,
 * three events) runs through the CLI, the diagram, the path generator and the fuzz walk with no
 * code of its own in any of them, only its registry entry.
 */
const toy: AnyTested = await withTesting(toyRuleset);
const rulesets = makeRegistry([eagerRuleset(dsRuleset), eagerRuleset(toy)]);
const loaded = await rulesets.loaded();
async function cli(...args: string[]) {
  const io = bufferIo(ROOT);
  const code = await runCli(args, io, { rulesets });
  return { code, out: io.out(), err: io.err() };
}

describe('the toy ruleset through the CLI', () => {
  it('validate: the scenario\'s format picks the ruleset', async () => {
    expect(await cli('validate', 'tests/toy/toy-scenario.json')).toEqual({ code: 0, out: 'OK Toy: up to 2 tokens\n', err: '' });
  });

  it('legal: the step, its rule and the legal events', async () => {
    const r = await cli('legal', 'tests/toy/toy-scenario.json');
    expect(r.code).toBe(0);
    // Issue 21: whose turn it is and who acts, from the ruleset's views.
    expect(r.out).toBe('Toy: 0 of 2 tokens\nWhose turn: Player\nNow: T1 Muster (phasing)\n  Who acts: Player\n  Muster: a toy phase.\nLegal actions (2):\n  {"type":"ADD_TOKEN"}\n  {"type":"DONE"}\n');
  });

  it('replay: the events file in the toy\'s saved-game format, then where the turn stands', async () => {
    const r = await cli('replay', 'tests/toy/toy-scenario.json', 'tests/toy/toy-events.json');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Replayed 3 events.');
    expect(r.out).toContain('Now: T2 March (phasing)');
  });

  it('replay stops at an illegal event with its rule: a third token past the cap', async () => {
    const r = await cli('legal', 'tests/toy/toy-scenario.json', 'tests/toy/toy-events-over-cap.json');
    expect(r.code).toBe(1);
    // Issue 21: the event by its number as the guide counts events, then its place in the file.
    expect(r.out).toContain('event 3 (events[2]) is not legal now: {"type":"ADD_TOKEN"}\n  T1 [muster.full] at most 2 tokens');
  });

  it('issue 21: turn and verify, play by mail with no code of the toy\'s own', async () => {
    const out = join(tempDir(), 'toy-turn.json');
    const made = await cli('turn', 'tests/toy/toy-scenario.json', 'tests/toy/toy-events.json', '--player', 'Pat', '--out', out);
    expect(made.out).toBe(`Wrote ${out}: 3 events; the turn just played is the 3 events 1–3, by Player, player "Pat". turnchart verify ${out} checks it.\n`);
    const ok = await cli('verify', out);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain(`OK ${out}: a game of "Toy" (Toy), 3 events, every one legal.`);
    const refused = await cli('turn', 'tests/toy/toy-scenario.json', 'tests/toy/toy-events-over-cap.json');
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('event 3 (events[2]) is not legal now: {"type":"ADD_TOKEN"}\n  T1 [muster.full] at most 2 tokens');
  });

  it('issue 21: legal --json names the side whose turn it is and who acts, from the views', async () => {
    expect(JSON.parse((await cli('legal', 'tests/toy/toy-scenario.json', '--json')).out)).toMatchObject({ side: { id: 'player', name: 'Player' }, acts: 'Player' });
  });

  it('diagram and paths take --machine toy', async () => {
    const d = await cli('diagram', '--machine', 'toy', '--format', 'mermaid');
    expect(d.code).toBe(0);
    expect(d.out).toContain('toy_muster --> toy_march : DONE');
    expect(d.out).toContain('toy_muster --> toy_muster : ADD_TOKEN [mayMuster]');
    const p = await cli('paths', '--machine', 'toy', '--json');
    expect(JSON.parse(p.out)).toMatchObject({ machine: 'toy', totals: { states: { percent: 100 }, transitions: { percent: 100 }, guardOutcomes: { percent: 100 } } });
    // Issue 21: counts read as sentences; the toy has one fixture.
    expect((await cli('paths', '--machine', 'toy')).out).toMatch(/ paths? \(\d+ shortest, \d+ targeted\), \d+ events?, 1 fixture, generated in /);
  });
});

describe('the toy ruleset through the diagram', () => {
  it('its machine and no segment are listed, and drawn from its own state nodes', () => {
    expect(machineKeys(loaded)).toContain('toy');
    expect(diagramModel(machineByKey(loaded, 'toy')!).nodes.map((n) => n.id)).toEqual(['toy', 'toy.muster', 'toy.march', 'toy.over']);
  });
});

describe('the toy ruleset through the path generator', () => {
  const g = generated(toy);
  it('covers every state, transition and guard outcome', () => {
    const { totals } = coverageReport(g);
    expect([totals.states.percent, totals.transitions.percent, totals.guardOutcomes.percent]).toEqual([100, 100, 100]);
    expect(totals.guardOutcomes.total).toBe(2);
  });
  coverageSuite(g);
  generatedPathsSuite(g);
  negativeOrderingsSuite(g);
});

describe('the toy ruleset through the fuzz walk', () => {
  it('walks of legal, near-miss, wrong-step and malformed events keep every invariant', () => {
    const game = targetGame(toy, toy.fuzz.groups[0]!.targets[0]!);
    const steps = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const choices = Array.from({ length: 30 }, (_, i) => [(i * 37 + seed * 11) % 100, i * 7919 + seed, i * 104729 + seed] as const);
      const walk = runWalk(toy, game, seed, choices);
      walk.stats.steps.forEach((s) => steps.add(s));
      expect(walk.stats.malformed + walk.stats.illegal + walk.stats.legal).toBe(walk.stats.events);
    }
    expect(steps).toContain('toy.march');
  });
});
