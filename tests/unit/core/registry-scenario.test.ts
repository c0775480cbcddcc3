import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { lazyRuleset, makeRegistry } from '../../../src/core/registry.ts';
import { checkScenario, readScenario } from '../../../src/core/scenario-text.ts';
import { RULESETS } from '../../../machines/rulesets.ts';
import { dsRuleset } from '../../../machines/ds/ruleset.ts';
import { dsScenario } from '../../../src/ds/scenario/support.ts';

const TEACHING = readFileSync('scenarios/teaching-java-1942.json', 'utf8');

/**
 * Checking a scenario file (`turnchart validate`) needs the ruleset's scenario reading only: the
 * registry loads that part alone, so the turn machine and the rules are not loaded (issue 17's cold
 * start of `validate`).
 */
describe('registry: a scenario checked with the ruleset\'s scenario reading alone', () => {
  it('checkScenario loads the scenario reading and never the ruleset', async () => {
    let rulesetLoads = 0, scenarioLoads = 0;
    const registry = makeRegistry([lazyRuleset(dsRuleset,
      () => { rulesetLoads++; return Promise.resolve(dsRuleset); },
      () => { scenarioLoads++; return Promise.resolve(dsScenario); })]);
    const checked = await checkScenario(registry, TEACHING);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.value.scenario.summary(checked.value.game).line).toMatch(/hexes/);
    expect({ rulesetLoads, scenarioLoads }).toEqual({ rulesetLoads: 0, scenarioLoads: 1 });
    // Once the whole ruleset is in, its own scenario reading serves; nothing is loaded twice.
    await readScenario(registry, TEACHING);
    await checkScenario(registry, TEACHING);
    expect({ rulesetLoads, scenarioLoads }).toEqual({ rulesetLoads: 1, scenarioLoads: 1 });
  });

  it('without a scenario-only loader, the ruleset\'s own scenario reading is used', async () => {
    const registry = makeRegistry([lazyRuleset(dsRuleset, () => Promise.resolve(dsRuleset))]);
    expect(await registry.entries[0]!.loadScenario()).toBe(dsRuleset.scenario);
  });

  it('every registered ruleset\'s scenario reading is the one its ruleset carries', async () => {
    for (const entry of RULESETS.entries) {
      const alone = await entry.loadScenario(), ruleset = await entry.load();
      expect({ id: entry.id, same: alone === ruleset.scenario }).toEqual({ id: entry.id, same: true });
    }
  });

  it('the same problems, located, as reading the scenario for play', async () => {
    const broken = TEACHING.replace('"format"', '"formatx"');
    const checked = await checkScenario(RULESETS, broken), read = await readScenario(RULESETS, broken);
    expect(checked.ok).toBe(false);
    expect(checked).toEqual(read);
  });
});
