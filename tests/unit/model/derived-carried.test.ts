import { describe, expect, it } from 'vitest';
import { newDice, rollD6, type DiceState } from '../../../src/core/dice.ts';
import { MAX_LINEAGE } from '../../../src/core/pieces/store.ts';
import { moveCounter, updateCounter } from '../../../src/ds/model/contents.ts';
import type { Place } from '../../../src/ds/model/places.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import { placementContext } from '../../../src/ds/rules/placement/context.ts';
import { pickAirUnit, pickGroundUnit, unitsByHex } from '../../../src/ds/rules/placement/units-by-hex.ts';
import { benchBoard } from '../../bench/support/boards.ts';

/**
 * Facts carried from the store version a move made them from (derivedCarried) must equal the facts worked
 * out anew, order included: the Air units and ground units by hex that every placement rule reads
 * (2.2.3.1 Air and Naval Bases, 2.2.3.3 restrictions). Random moves, flips and returns to the Force
 * Pool, with the facts asked after some moves only, so chains of several moves are carried too.
 */
const shape = (m: ReadonlyMap<string, readonly { unit: { id: string }; faction: string }[]>) =>
  [...m].map(([hex, list]) => [hex, list.map((e) => `${e.unit.id}:${e.faction}`)]);

function roll(dice: DiceState, n: number): [number, DiceState] {
  const a = rollD6(dice), b = rollD6(a.dice), c = rollD6(b.dice);
  return [((a.value - 1) * 36 + (b.value - 1) * 6 + (c.value - 1)) % n, c.dice];
}

describe('placement facts carried across moves equal the facts worked out anew', () => {
  for (const seed of [1, 2, 3]) {
    it(`400 random moves and flips on the quarter-size bench board, seed ${seed}`, () => {
      let state: DsGameState = benchBoard('quarter', 'axis');
      const ids = state.counters.ids.filter((id) => ['ground', 'support'].includes(state.counters.get(id)!.counter.kind));
      const hexes = state.board.grid.ids;
      let dice = newDice(seed);
      let asked = 0;
      for (let i = 0; i < 400; i++) {
        let k: number;
        [k, dice] = roll(dice, ids.length);
        const id = ids[k]!;
        const placed = state.counters.get(id)!;
        let h: number;
        [h, dice] = roll(dice, 10);
        if (h === 0 && placed.counter.kind === 'support') {
          // A flip: a CV Fleet becomes a CV Strike (an Air unit), an Air Force an Escort (not one).
          state = updateCounter(state, { ...placed.counter, flipped: !placed.counter.flipped });
        } else {
          let to: number;
          [to, dice] = roll(dice, hexes.length);
          const place: Place = h === 1 ? { kind: 'forcePool', faction: 'axis' } : { kind: 'hex', hex: hexes[to]! };
          state = moveCounter(state, id, place);
        }
        if (h > 6) continue;
        asked++;
        const ctx = placementContext(state, []);
        expect(shape(ctx.groundByHex()), `ground units after move ${i}`).toEqual(shape(unitsByHex(state, pickGroundUnit)));
        expect(shape(ctx.airUnits()), `Air units after move ${i}`).toEqual(shape(unitsByHex(state, pickAirUnit)));
      }
      expect(asked).toBeGreaterThan(100);
    });
  }

  it(`derivedCarried past the ${MAX_LINEAGE}-move lineage: facts asked only every 23 moves are carried from the last version asked and equal the facts worked out anew`, () => {
    let state: DsGameState = benchBoard('quarter', 'axis');
    const ids = state.counters.ids.filter((id) => ['ground', 'support'].includes(state.counters.get(id)!.counter.kind));
    const supports = ids.filter((id) => state.counters.get(id)!.counter.kind === 'support');
    const hexes = state.board.grid.ids;
    let dice = newDice(11);
    let ground = placementContext(state, []).groundByHex();
    let kept = 0;
    for (let i = 1; i <= 460; i++) {
      // Every other stretch of 23 moves moves support units only: no ground unit changes.
      const supportOnly = Math.floor((i - 1) / 23) % 2 === 0;
      const pool = supportOnly ? supports : ids;
      let k: number, to: number;
      [k, dice] = roll(dice, pool.length);
      [to, dice] = roll(dice, hexes.length);
      state = moveCounter(state, pool[k]!, { kind: 'hex', hex: hexes[to]! });
      if (i % 23 !== 0) continue;
      const ctx = placementContext(state, []);
      expect(shape(ctx.groundByHex()), `ground units after move ${i}`).toEqual(shape(unitsByHex(state, pickGroundUnit)));
      expect(shape(ctx.airUnits()), `Air units after move ${i}`).toEqual(shape(unitsByHex(state, pickAirUnit)));
      // Carried across the cut lineage, not worked out anew: the same grouping when no ground unit moved.
      if (supportOnly) {
        expect(ctx.groundByHex(), `ground units after move ${i}`).toBe(ground);
        kept++;
      }
      ground = ctx.groundByHex();
    }
    expect(kept).toBeGreaterThan(5);
  });
});
