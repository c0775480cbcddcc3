import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG_PATH, bundledScenarioFiles, catalogText } from '../../../scripts/write-catalog.ts';
import { CATALOG_FORMAT, isBundledScenario, scenarioId, type ScenarioCatalog } from '../../../src/core/catalog.ts';
import { mapThumbnail } from '../../../src/core/thumbnail.ts';
import { RULESETS } from '../../support/rulesets.ts';
import { toyRuleset } from '../../toy/toy-ruleset.ts';

/**
 * Issue 21, the start screen's list of scenarios: guide/catalog.json names every bundled
 * scenario of every registered ruleset with its title, ruleset, where it starts and a thumbnail of
 * its map, so that the guide lists them before loading any scenario or ruleset.
 */
const committedText = readFileSync(CATALOG_PATH, 'utf8');
const committed = JSON.parse(committedText) as ScenarioCatalog;

describe('guide/catalog.json', () => {
  it('is exactly what the bundled scenarios give now (run `npm run catalog` after changing one)', async () => {
    expect(committedText).toBe(await catalogText());
  });

  it('lists the teaching scenario of every registered ruleset, named by ruleset and file, with where it starts', () => {
    expect(committed.format).toBe(CATALOG_FORMAT);
    expect(committed.scenarios.map((s) => [s.id, s.file, s.ruleset, s.rulesetTitle])).toEqual([
      ['awaw/teaching-don-1942', 'scenarios/awaw/teaching-don-1942.json', 'awaw', 'A World at War'],
      ['ds/teaching-java-1942', 'scenarios/teaching-java-1942.json', 'ds', 'Dai Senso!'],
      ['ocs/teaching-naktong-1950', 'scenarios/ocs/teaching-naktong-1950.json', 'ocs', 'Operational Combat Series'],
    ]);
    for (const ruleset of RULESETS.all) expect(committed.scenarios.some((s) => s.ruleset === ruleset.id), ruleset.id).toBe(true);
    const ds = committed.scenarios.find((s) => s.ruleset === 'ds')!;
    expect(ds.title).toBe('Teaching: the invasion of Java, spring 1942');
    expect(ds.facts).toMatch(/^Turn \d+, spring 1942 · Western faction turn$/);
    expect(ds.sides.map((s) => s.name)).toEqual(['Axis', 'Western', 'Soviet']);
  });

  it('bundles the scenarios only: no fixture, saved game or generated board, not itself', () => {
    expect(bundledScenarioFiles().map((f) => f.path).sort()).toEqual(['scenarios/awaw/teaching-don-1942.json', 'scenarios/ocs/teaching-naktong-1950.json', 'scenarios/teaching-java-1942.json']);
    expect(isBundledScenario('scenarios/awaw/teaching.json')).toBe(true);
    for (const path of ['scenarios/fixtures/tiny.json', 'scenarios/ocs/fixtures/edges.json', 'scenarios/events/teaching-western-turn.json',
      'scenarios/ocs/events/teaching-naktong-1950.json', 'scenarios/generated/full.json', 'scenarios/a/b/c.json', 'README.md']) {
      expect(isBundledScenario(path), path).toBe(false);
    }
    expect(scenarioId('ocs', 'scenarios/ocs/teaching-naktong-1950.json')).toBe('ocs/teaching-naktong-1950');
  });
});

describe('mapThumbnail: a map in miniature, in its terrain colours', () => {
  it('samples the whole DS teaching board into at most 96 cells a side, every terrain drawn, the sea the most', () => {
    const t = committed.scenarios.find((s) => s.ruleset === 'ds')!.thumbnail;
    expect(Math.max(t.width, t.height)).toBe(96);
    expect(t.terrains.map((x) => x.terrain).sort()).toEqual(['allSea', 'clear', 'jungle']);
    const cells = (d: string) => [...d.matchAll(/h(\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
    const sea = cells(t.terrains.find((x) => x.terrain === 'allSea')!.d);
    for (const x of t.terrains) expect(cells(x.d)).toBeLessThanOrEqual(sea);
  });

  it('draws a map of two hexes (the toy\'s) whichever way its columns run, one run per row', () => {
    const game = { name: 'Toy', tokens: 0, cap: 2 };
    const t = mapThumbnail(toyRuleset.views.map(game), 10);
    expect(t.terrains.map((x) => x.terrain)).toEqual(['clear']);
    expect(Math.max(t.width, t.height)).toBe(10);
    expect(t.terrains[0]!.d).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
  });
});
