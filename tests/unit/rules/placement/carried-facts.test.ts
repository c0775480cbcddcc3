import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newDice, rollD6, type DiceState } from '../../../../src/core/dice.ts';
import type { DsEvent } from '../../../../src/ds/events/index.ts';
import { explain, legalActions } from '../../../../src/ds/legal/index.ts';
import { contentsOf, counterStore, moveCounter } from '../../../../src/ds/model/contents.ts';
import { FACTIONS, nonPhasing } from '../../../../src/ds/model/factions.ts';
import { NATIONALITIES } from '../../../../src/ds/model/nationalities.ts';
import type { Place } from '../../../../src/ds/model/places.ts';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import { airBases, homeCountryOfNationality, nationalityFaction, navalBaseZones, navalBases } from '../../../../src/ds/rules/placement/bases.ts';
import { hexesNearAir } from '../../../../src/ds/rules/placement/carried.ts';
import { placementContext } from '../../../../src/ds/rules/placement/context.ts';
import { fleetPathZones } from '../../../../src/ds/rules/placement/fleet-unit-path.ts';
import { mayContest, nextToAsk, placementSituation } from '../../../../src/ds/rules/placement-flow.ts';
import { contestSides } from '../../../../src/ds/rules/placement/index.ts';
import { benchBoard } from '../../../bench/support/boards.ts';
import { walkTurn } from '../../../bench/support/walk.ts';
import { load, NORTH_SEAS, onStation, put } from './helpers.ts';
import { TEACHING, loadScenario, savedEvents, startTurn, stepId, type TurnSnapshot } from '../../../support/turn-harness.ts';

/**
 * Placement facts carried from state to state (src/ds/rules/placement/carried.ts, the map version
 * of context.ts, the Air Unit Paths kept against their Air Base list) must equal the same facts
 * worked out anew, order included (a refusal names "the nearest Air Base"): AP-1, AP-7, PR-3 Air
 * Bases, FP-3 Naval Bases and their zones, PR-1/PR-2 hexes near Air units, CV-12 factions On
 * Station, FUP-1..FUP-6 Fleet Unit Path zones of every
 * nationality's faction and Home Country, and what the steps built on them answer: the check of
 * every event played, the contest offer (SU-2, CT-1..CT-16) and every legal action of the support
 * placement steps. "Anew" is the same state with its counters copied into a store no cache has
 * seen and its unsupplied list copied, so nothing is carried.
 */
const anew = (state: DsGameState): DsGameState => ({ ...state, counters: counterStore(state.counters.all()), facts: { ...state.facts, unsupplied: [...state.facts.unsupplied] } });

const inSnapshot = (s: TurnSnapshot, game: DsGameState) => ({ context: { ...s.context, game }, status: s.status, getMeta: () => s.getMeta() }) as unknown as TurnSnapshot;

/** The facts of the map a placement reads, for every nationality and faction, as plain data. */
function mapFacts(state: DsGameState) {
  const ctx = placementContext(state, []);
  return {
    airBases: NATIONALITIES.map((nat) => FACTIONS.map((f) => airBases(ctx, nat, f))),
    navalBases: NATIONALITIES.map((nat) => navalBases(ctx, nat)),
    navalBaseZones: NATIONALITIES.map((nat) => [...navalBaseZones(ctx, nat)]),
    nearAir: state.board.grid.ids.flatMap((id, i) => (hexesNearAir(ctx)[i] ? [`${id}:${hexesNearAir(ctx)[i]}`] : [])),
    onStation: Object.keys(state.navalZones).map((zone) => [zone, ...ctx.onStationFactions(zone)]),
    fleetPaths: NATIONALITIES.flatMap((nat) => {
      const faction = nationalityFaction(state, nat);
      const home = homeCountryOfNationality(state, nat);
      return faction ? [true, false].map((fromNavalBase) => [...fleetPathZones(ctx, { faction, home, fromNavalBase })].sort()) : [];
    }),
  };
}

/** Compares carried and fresh facts at a state of the machine, and the check of the event about to be sent there. */
function expectCarriedAsFresh(s: TurnSnapshot, next: DsEvent | undefined, where: string): { placement: boolean } {
  const game = s.context.game;
  const fresh = inSnapshot(s, anew(game));
  expect(mapFacts(game), `facts of the map, ${where}`).toEqual(mapFacts(fresh.context.game));
  if (next) expect(explain(s, next), `the check of ${next.type}, ${where}`).toEqual(explain(fresh, next));
  const placement = stepId(s)?.startsWith('ds.support.placement') ?? false;
  if (placement) {
    const slice = s.context.turn.placement;
    expect(nextToAsk(game, slice), `the contest offer, ${where}`).toEqual(nextToAsk(fresh.context.game, slice));
    // The offer asks the first unit of each placement class: the same answer as asking every unit.
    if (slice.pending) {
      const s = placementSituation(game.game.phasing, slice);
      for (const f of nonPhasing(game.game.phasing)) {
        const everyUnit = contentsOf(game, { kind: 'forcePool', faction: f }).some((p) => p.counter.kind === 'support' && contestSides(game, f, p.counter.id, s).length > 0);
        expect(mayContest(game, f, slice), `whether the ${f} faction may contest, ${where}`).toBe(everyUnit);
      }
    }
    expect(legalActions(s, { freeMoves: false }), `legal actions, ${where}`).toEqual(legalActions(fresh, { freeMoves: false }));
  }
  return { placement };
}

/** Sends `events` through a started turn, comparing at every state; returns how many were in support placement. */
function playComparing(game: DsGameState, seed: number, events: readonly DsEvent[]): number {
  const actor = startTurn(game, seed);
  let placementStates = 0;
  events.forEach((e, i) => {
    const s = actor.getSnapshot();
    if (expectCarriedAsFresh(s, e, `before event ${i} (${e.type}) in ${stepId(s)}`).placement) placementStates++;
    actor.send(e);
  });
  expectCarriedAsFresh(actor.getSnapshot(), undefined, 'at the end');
  actor.stop();
  return placementStates;
}

describe('placement facts carried from state to state equal the facts worked out anew', () => {
  it('2.2.3 on every state of the teaching western turn played through the machine', () => {
    const { seed } = JSON.parse(readFileSync('scenarios/events/teaching-western-turn.json', 'utf8')) as { seed: number };
    const events = savedEvents('scenarios/events/teaching-western-turn.json');
    expect(playComparing(loadScenario(TEACHING), seed, events)).toBeGreaterThan(5);
  });

  it('2.2.3 on every state of the bench walk (full board, three faction turns) played through the machine', () => {
    const game = benchBoard('full', 'axis');
    const walk = walkTurn(game, 1, 3);
    expect(walk.events.length).toBeGreaterThan(400);
    expect(playComparing(game, 1, walk.events)).toBeGreaterThan(90);
  }, 240_000);

  it('FUP-4, CV-12 Fleet Unit Paths known before a Japanese fleet goes On Station in the Yellow Sea are not carried past it (DS-EX-02 b)', () => {
    const western = { faction: 'western', home: 'britain', fromNavalBase: true } as const;
    const paths = (state: DsGameState) => [...fleetPathZones(placementContext(state, []), western)].sort();
    const before = load(NORTH_SEAS);
    expect(paths(before)).toEqual(['japaneseCoast', 'seaOfJapan', 'yellowSea']);
    const after = put(before, ['jp-2-fleet', onStation('yellowSea')]);
    expect(paths(after)).toEqual(paths(anew(after)));
    expect(paths(after)).not.toEqual(paths(before));
  });

  it('PR-3, FUP-7, CV-12 Air Bases and Fleet Unit Paths after 300 random moves of ground and support units on the quarter-size bench board (enemy Air units landing on bases and ports, units On Station)', () => {
    let state: DsGameState = benchBoard('quarter', 'axis');
    const ids = state.counters.ids.filter((id) => ['ground', 'support'].includes(state.counters.get(id)!.counter.kind));
    // Moves into hexes holding ground units, so Air units land on Air Bases.
    const held = [...new Set(state.counters.all().flatMap((p) => (p.counter.kind === 'ground' && p.at.kind === 'hex' ? [p.at.hex] : [])))];
    const zones = Object.keys(state.navalZones);
    let dice: DiceState = newDice(7);
    const roll = (n: number): number => {
      const a = rollD6(dice), b = rollD6(a.dice), c = rollD6(b.dice);
      dice = c.dice;
      return ((a.value - 1) * 36 + (b.value - 1) * 6 + (c.value - 1)) % n;
    };
    let denied = 0;
    for (let i = 0; i < 300; i++) {
      const id = ids[roll(ids.length)]!;
      const r = roll(6);
      const to: Place = r === 0 ? { kind: 'forcePool', faction: 'western' }
        : r === 1 && state.counters.get(id)!.counter.kind === 'support' ? { kind: 'navalZone', zone: zones[roll(zones.length)]!, box: 'onStation' }
          : { kind: 'hex', hex: held[roll(held.length)]! };
      state = moveCounter(state, id, to);
      if (i % 3 !== 0) continue;
      const facts = mapFacts(state);
      expect(facts, `after move ${i}`).toEqual(mapFacts(anew(state)));
      // An Air Base one faction has and another has not: an Air unit denies it (PR-3).
      denied += facts.airBases.filter(([a, w, s]) => a!.length !== w!.length || w!.length !== s!.length).length;
    }
    expect(denied).toBeGreaterThan(20);
  });
});
