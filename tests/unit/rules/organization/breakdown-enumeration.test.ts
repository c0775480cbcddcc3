import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareUnitIds } from '../../../../src/ds/events/unit-order.ts';
import { moveCounter } from '../../../../src/ds/model/contents.ts';
import { FACTIONS, type Faction } from '../../../../src/ds/model/factions.ts';
import { showingSteps } from '../../../../src/ds/model/ground-units.ts';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import { breakdownCandidates } from '../../../../src/ds/rules/organization/breakdown-classes.ts';
import { planBreakdown, type BreakDownRequest } from '../../../../src/ds/rules/organization/breakdown.ts';
import { allBreakdownOptions } from '../../../../src/ds/rules/organization/candidates.ts';
import { forcePoolUnits, groundUnitsOnMap, heldUnits, isFortress } from '../../../../src/ds/rules/organization/general.ts';
import { benchBoard, loadedBoard } from '../../../bench/support/boards.ts';
import { walkTurn } from '../../../bench/support/walk.ts';
import { hex, pool, unit, withUnit } from '../../../support/state-builders.ts';
import { loadScenario, TEACHING } from '../../../support/turn-harness.ts';

/**
 * The breakdown enumerator plans one request per class of candidates (step-fit masks,
 * breakdown-classes.ts) and lets the others of the class follow it. The reference here is the
 * plain enumeration it replaces, with no classes and no "fits some step" filter: every one-step
 * unit of the Holding Box and the Force Pool when the unit flips (BD-7, BD-8), every pair of them,
 * once, in the canonical order (R-ORG-UNIT-ORDER), when it is replaced (BD-6), each planned by planBreakdown. Both must list the same requests
 * in the same order.
 */
interface Plain {
  readonly options: BreakDownRequest[];
  /** Requests planned, legal or not. */
  readonly tried: number;
  readonly flips: number;
  readonly pairs: number;
}

function plainOptions(state: DsGameState, faction: Faction): Plain {
  const options: BreakDownRequest[] = [];
  let tried = 0;
  let flips = 0;
  let pairs = 0;
  for (const { unit: u } of groundUnitsOnMap(state, faction)) {
    if (isFortress(u) || u.steps < 2) continue;
    const cands = [...heldUnits(state, u.id), ...forcePoolUnits(state, faction)].filter((c) => showingSteps(c, 1) !== undefined);
    const flipping = u.back !== undefined && u.back.steps === u.steps - 1;
    const intos = flipping ? cands.map((c) => [c.id]) : cands.flatMap((c) => cands.filter((d) => compareUnitIds(c.id, d.id) < 0).map((d) => [c.id, d.id]));
    for (const into of intos) {
      tried++;
      const req = { unit: u.id, into };
      if (!planBreakdown(state, faction, req).ok) continue;
      options.push(req);
      if (flipping) flips++;
      else pairs++;
    }
  }
  return { options, tried, flips, pairs };
}

const ROOT = join(import.meta.dirname, '../../../..');
const jsonIn = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('.json')).sort().map((f) => join(ROOT, dir, f));
const SCENARIOS = [...jsonIn('scenarios'), ...jsonIn('scenarios/fixtures'), ...jsonIn('scenarios/fixtures/paths')];

/** The faction's one-step units on the map moved to its Force Pool: many more candidates of every kind. */
function poolFilled(state: DsGameState, faction: Faction): DsGameState {
  return groundUnitsOnMap(state, faction)
    .filter((p) => p.unit.steps === 1)
    .reduce((s, p) => moveCounter(s, p.unit.id, { kind: 'forcePool', faction }), state);
}

/**
 * Japanese units whose steps differ (OG-6, OG-7: an armor-type step; a step naming a unit type),
 * or who take only Kwantung (BD-14) or colonial (BD-13) units, beside a Force Pool of every kind of
 * one-step unit, interleaved: the classes of both units of a pair matter here (two infantry cannot
 * make an infantry and an armor step), and units with the same steps take different units.
 */
function mixedSteps(): DsGameState {
  const two = { steps: 2, values: { attack: 3, defense: 3, movement: 1 } };
  const infantryArmor = [{ stepType: 'infantry', holdingBox: false }, { stepType: 'armor', holdingBox: false }] as const;
  const units = [
    [unit('jp-t-infantry-armor', { ...two, composition: infantryArmor }), hex('w3218')],
    [unit('jp-t-marine-step', { ...two, composition: [{ stepType: 'infantry', unitType: 'marine', holdingBox: false }, { stepType: 'infantry', holdingBox: false }] }), hex('w3218')],
    [unit('jp-t-flip', { ...two, composition: infantryArmor, back: { ...unit('x'), name: 'jp-t-flip' } }), hex('w3218')],
    // Steps like the scenario's Japanese two-step units, but BD-14 Kwantung and BD-13 colonial.
    [unit('jp-t-kwantung-army', { ...two, kwantung: true }), hex('w3218')],
    [unit('jp-t-colonial-army', { ...two, colonial: true }), hex('w3218')],
    [unit('jp-t-inf-a'), pool('axis')],
    [unit('jp-t-arm-a', { type: 'armor' }), pool('axis')],
    [unit('jp-t-inf-b'), pool('axis')],
    [unit('jp-t-marine', { type: 'marine' }), pool('axis')],
    [unit('jp-t-arm-b', { type: 'mech' }), pool('axis')],
    [unit('jp-t-ig', { designations: ['IG'] }), pool('axis')],
    [unit('jp-t-kwantung', { kwantung: true }), pool('axis')],
    [unit('jp-t-colonial-a', { colonial: true }), pool('axis')],
    [unit('jp-t-kwantung-b', { kwantung: true }), pool('axis')],
    [unit('jp-t-colonial-b', { colonial: true }), pool('axis')],
  ] as const;
  return units.reduce((s, [u, at]) => withUnit(s, u, at), loadScenario(join(ROOT, TEACHING)));
}

/** Every state and faction compared: each scenario as loaded and with its Force Pools filled. */
function scenarioCases(): { name: string; state: DsGameState; faction: Faction }[] {
  return [{ name: 'mixed steps', state: mixedSteps(), faction: 'axis' as const }, ...SCENARIOS.flatMap((file) => {
    const state = loadScenario(file);
    const name = file.slice(ROOT.length + 1);
    return FACTIONS.flatMap((faction) => [
      { name: `${name} ${faction}`, state, faction },
      { name: `${name} ${faction}, one-step units in the Force Pool`, state: poolFilled(state, faction), faction },
    ]);
  })];
}

/** Distinct step-fit masks met, and whether a Holding Box candidate was among them. */
function classesMet(state: DsGameState, faction: Faction): { masks: Set<string>; held: boolean } {
  const masks = new Set<string>();
  let held = false;
  for (const p of groundUnitsOnMap(state, faction)) {
    if (p.unit.steps < 2) continue;
    for (const c of breakdownCandidates(state, faction, p)) {
      masks.add(`${c.mask}`);
      if (state.counters.get(c.unit.id)?.at.kind === 'holdingBox') held = true;
    }
  }
  return { masks, held };
}

describe('2.3.4 breakdown enumeration by step-fit class (BD-6, BD-7, BD-8, issue 9)', () => {
  it('lists exactly the requests the plain per-pair enumeration lists, in its order, on every scenario and fixture for every faction', () => {
    const totals = { tried: 0, listed: 0, flips: 0, pairs: 0 };
    const masks = new Set<string>();
    let held = false;
    for (const c of scenarioCases()) {
      const fast = allBreakdownOptions(c.state, c.faction);
      const plain = plainOptions(c.state, c.faction);
      expect(fast, c.name).toEqual(plain.options);
      totals.tried += plain.tried;
      totals.listed += plain.options.length;
      totals.flips += plain.flips;
      totals.pairs += plain.pairs;
      const met = classesMet(c.state, c.faction);
      met.masks.forEach((m) => masks.add(m));
      held ||= met.held;
    }
    // The comparison means something only if both kinds of breakdown, refused requests, several
    // classes and a Holding Box (BD-9) candidate were met.
    expect(totals.flips).toBeGreaterThan(0);
    expect(totals.pairs).toBeGreaterThan(0);
    expect(totals.tried).toBeGreaterThan(totals.listed);
    expect(masks.size).toBeGreaterThanOrEqual(3);
    expect(held).toBe(true);
  });

  it('lists exactly what the plain enumeration lists on the full bench board for every faction', () => {
    const board = loadedBoard();
    for (const faction of FACTIONS) {
      const plain = plainOptions(board, faction);
      expect(allBreakdownOptions(board, faction), faction).toEqual(plain.options);
    }
  });

  it('lists exactly what the plain enumeration lists in the bench walk\'s breakdowns state (hundreds of requests)', () => {
    const sample = walkTurn(benchBoard('full', 'axis'), 1, 3).samples.get('ds.organization.breakdowns');
    expect(sample).toBeDefined();
    const game = sample!.snapshot.context.game;
    const faction = game.game.phasing;
    const fast = allBreakdownOptions(game, faction);
    const plain = plainOptions(game, faction);
    expect(fast).toEqual(plain.options);
    expect(plain.options.length).toBeGreaterThan(100);
    expect(plain.tried).toBeGreaterThan(plain.options.length);
  });
});
