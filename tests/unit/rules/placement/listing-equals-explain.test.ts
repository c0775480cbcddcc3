import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DsEvent, SupportTarget } from '../../../../src/ds/events/index.ts';
import { explain, legalActions } from '../../../../src/ds/legal/index.ts';
import { contentsOf } from '../../../../src/ds/model/contents.ts';
import type { DsGameState } from '../../../../src/ds/model/state.ts';
import { placementClassOf } from '../../../../src/ds/rules/placement/placement-class.ts';
import { benchBoard } from '../../../bench/support/boards.ts';
import { walkTurn } from '../../../bench/support/walk.ts';
import { TEACHING, loadScenario, savedEvents, startTurn, stepId, type TurnSnapshot } from '../../../support/turn-harness.ts';

/**
 * SU-8 with AP-*, FP-*, PR-* (2.2.3.1, 2.2.3.3): support placement's listing reads the hexes an
 * Air Unit Path reaches by board index (`TargetCheck.hex`), the check of one event by id
 * (`TargetCheck.at`). On every state of support placement's choice met in play, the PLACE_SUPPORT
 * events `legalActions` lists for a unit are exactly the candidates `explain` finds nothing
 * against: every hex, On Station Box and the Strategic Warfare Box on the teaching map; on the full
 * bench board a stripe of the hexes that moves from state to state (every hex is asked in some
 * state), with every box, and every listed target.
 */
const CHOOSE = 'ds.support.placement.choose';
const key = (t: SupportTarget): string => JSON.stringify(t);

function everyTarget(state: DsGameState): SupportTarget[] {
  return [
    ...state.board.grid.ids.map((hex): SupportTarget => ({ kind: 'hex', hex })),
    ...Object.keys(state.navalZones).map((zone): SupportTarget => ({ kind: 'onStation', zone })),
    { kind: 'strategicWarfareBox' },
  ];
}

/** One unit of each placement class in the phasing Force Pool (the listing works out one per class). */
function unitsByClass(state: DsGameState): string[] {
  const seen = new Map<string, string>();
  for (const { counter } of contentsOf(state, { kind: 'forcePool', faction: state.game.phasing })) {
    if (counter.kind === 'support' && !seen.has(placementClassOf(counter))) seen.set(placementClassOf(counter), counter.id);
  }
  return [...seen.values()];
}

/** Compares the listing with explain at one state; returns how many targets were listed for the units asked. */
function expectListingAsExplain(s: TurnSnapshot, stripe: number, state: number, where: string): number {
  const game = s.context.game;
  const listed = new Map<string, Set<string>>();
  for (const e of legalActions(s, { freeMoves: false })) {
    if (e.type !== 'PLACE_SUPPORT') continue;
    let set = listed.get(e.unit);
    if (!set) listed.set(e.unit, (set = new Set()));
    set.add(key(e.to));
  }
  const targets = everyTarget(game);
  const hexCount = game.board.grid.size;
  let count = 0;
  for (const unit of unitsByClass(game)) {
    const own = listed.get(unit) ?? new Set<string>();
    count += own.size;
    const asked = targets.filter((t, k) => k >= hexCount || k % stripe === state % stripe || own.has(key(t)));
    const allowed = asked.filter((to) => explain(s, { type: 'PLACE_SUPPORT', unit, to } as DsEvent).length === 0).map(key);
    expect(allowed, `${unit}: targets explain allows, ${where}`).toEqual(asked.filter((t) => own.has(key(t))).map(key));
  }
  return count;
}

/** Plays `events` through a started turn, comparing at every state of support placement's choice. */
function playComparing(game: DsGameState, seed: number, events: readonly DsEvent[], stripe: number): { states: number; listed: number } {
  const actor = startTurn(game, seed);
  let states = 0;
  let listed = 0;
  const compare = (where: string): void => {
    const s = actor.getSnapshot();
    if (stepId(s) !== CHOOSE) return;
    listed += expectListingAsExplain(s, stripe, states, where);
    states++;
  };
  events.forEach((e, i) => {
    compare(`before event ${i} (${e.type})`);
    actor.send(e);
  });
  compare('at the end');
  actor.stop();
  return { states, listed };
}

describe("SU-8 support placement's listing equals every candidate filtered by explain", () => {
  it('2.2.3.1, 2.2.3.3 on every state of the choice in the teaching western turn, every target, played through the machine', () => {
    const { seed } = JSON.parse(readFileSync('scenarios/events/teaching-western-turn.json', 'utf8')) as { seed: number };
    const { states, listed } = playComparing(loadScenario(TEACHING), seed, savedEvents('scenarios/events/teaching-western-turn.json'), 1);
    expect(states).toBeGreaterThan(2);
    expect(listed).toBeGreaterThan(0);
  });

  it('2.2.3.1, 2.2.3.3 on every state of the choice in the bench walk (full board, three faction turns), a moving stripe of hexes, played through the machine', () => {
    const game = benchBoard('full', 'axis');
    const walk = walkTurn(game, 1, 3);
    const { states, listed } = playComparing(game, 1, walk.events, 29);
    expect(states).toBeGreaterThan(29);
    expect(listed).toBeGreaterThan(10_000);
  }, 240_000);
});
