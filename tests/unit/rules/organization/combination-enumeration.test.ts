import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareUnitIds } from '../../../../src/ds/events/unit-order.ts';
import { moveCounter } from '../../../../src/ds/model/contents.ts';
import { FACTIONS, type Faction } from '../../../../src/ds/model/factions.ts';
import { placeKey } from '../../../../src/ds/model/places.ts';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import { combinationOptions } from '../../../../src/ds/rules/organization/candidates.ts';
import { planCombination, type CombineRequest } from '../../../../src/ds/rules/organization/combination.ts';
import { forcePoolUnits, groundUnitsOnMap } from '../../../../src/ds/rules/organization/general.ts';
import { benchBoard, loadedBoard } from '../../../bench/support/boards.ts';
import { walkTurn } from '../../../bench/support/walk.ts';
import { loadScenario } from '../../../support/turn-harness.ts';

/**
 * The combination enumerator asks a pair's own checks (place, supply, fortress, garrison, enemy
 * Air: CB-1, CB-6..CB-9) once per pair and skips only Force Pool units with no two-step side. The
 * reference here is the plain enumeration: each of the faction's units on the map, stack by stack,
 * with every unit of the faction on the map (any place) named after it in the canonical order
 * (R-ORG-UNIT-ORDER), into either unit or any ground unit of its Force Pool, each request planned
 * by planCombination. Both must list the same requests in order.
 */
interface Plain {
  readonly options: CombineRequest[];
  readonly tried: number;
  /** Requests refused for the pair's own reasons (not for the unit they would make). */
  readonly pairRefusals: number;
}

const PAIR_CODES = new Set(['combine.notStacked', 'combine.unsupplied', 'combine.fortress', 'combine.garrison', 'combine.enemyAir']);

function plainOptions(state: DsGameState, faction: Faction): Plain {
  const onMap = groundUnitsOnMap(state, faction);
  const places = [...new Set(onMap.map((p) => placeKey(p.at)))];
  const pool = forcePoolUnits(state, faction).map((u) => u.id);
  const options: CombineRequest[] = [];
  let tried = 0;
  let pairRefusals = 0;
  for (const place of places) {
    for (const a of onMap.filter((p) => placeKey(p.at) === place)) {
      for (const b of onMap) {
        // Each pair once, its units in the canonical order (R-ORG-UNIT-ORDER).
        if (compareUnitIds(a.unit.id, b.unit.id) >= 0) continue;
        for (const into of [a.unit.id, b.unit.id, ...pool]) {
          tried++;
          const req = { units: [a.unit.id, b.unit.id], into };
          const p = planCombination(state, faction, req);
          if (p.ok) options.push(req);
          else if (p.violations.some((v) => PAIR_CODES.has(v.code))) pairRefusals++;
        }
      }
    }
  }
  return { options, tried, pairRefusals };
}

const ROOT = join(import.meta.dirname, '../../../..');
const jsonIn = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('.json')).sort().map((f) => join(ROOT, dir, f));
const SCENARIOS = [...jsonIn('scenarios'), ...jsonIn('scenarios/fixtures')];

/** Every one-step unit of the faction on the map moved into the hex of its first unit there: many pairs of every kind. */
function gathered(state: DsGameState, faction: Faction): DsGameState {
  const onMap = groundUnitsOnMap(state, faction);
  const first = onMap.find((p) => p.at.kind === 'hex');
  if (!first) return state;
  return onMap.filter((p) => p.unit.steps === 1).reduce((s, p) => moveCounter(s, p.unit.id, first.at), state);
}

function scenarioCases(): { name: string; state: DsGameState; faction: Faction }[] {
  return SCENARIOS.flatMap((file) => {
    const state = loadScenario(file);
    const name = file.slice(ROOT.length + 1);
    return FACTIONS.flatMap((faction) => [
      { name: `${name} ${faction}`, state, faction },
      { name: `${name} ${faction}, one-step units gathered`, state: gathered(state, faction), faction },
    ]);
  });
}

describe('2.3.1 combination enumeration, pair checks asked once per pair (CB-1, CB-3..CB-9, issue 9)', () => {
  it('lists exactly the requests the plain enumeration lists, in its order, on every scenario and fixture for every faction', () => {
    const totals = { tried: 0, listed: 0, pairRefusals: 0 };
    for (const c of scenarioCases()) {
      const plain = plainOptions(c.state, c.faction);
      expect(combinationOptions(c.state, c.faction), c.name).toEqual(plain.options);
      totals.tried += plain.tried;
      totals.listed += plain.options.length;
      totals.pairRefusals += plain.pairRefusals;
    }
    // Meaningful only if legal requests, refused ones, and pairs refused for their own reasons were met.
    expect(totals.listed).toBeGreaterThan(5);
    expect(totals.pairRefusals).toBeGreaterThan(0);
    expect(totals.tried).toBeGreaterThan(totals.listed + totals.pairRefusals);
  });

  it('lists exactly what the plain enumeration lists on the full bench board and in the bench walk\'s combinations state', () => {
    const board = loadedBoard();
    for (const faction of FACTIONS) expect(combinationOptions(board, faction), faction).toEqual(plainOptions(board, faction).options);
    const sample = walkTurn(benchBoard('full', 'axis'), 1, 3).samples.get('ds.organization.combinations');
    expect(sample).toBeDefined();
    const game = sample!.snapshot.context.game;
    const gather = gathered(game, game.game.phasing);
    expect(combinationOptions(game, game.game.phasing)).toEqual(plainOptions(game, game.game.phasing).options);
    const plain = plainOptions(gather, gather.game.phasing);
    expect(combinationOptions(gather, gather.game.phasing)).toEqual(plain.options);
    expect(plain.options.length).toBeGreaterThan(0);
  });
});
