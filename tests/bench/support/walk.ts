import { createActor, type SnapshotFrom } from 'xstate';
import { dsTurnMachine, type DsTurnMachine } from '../../../machines/ds/turn.machine.ts';
import { newDice, rollD6, type DiceState } from '../../../src/core/dice.ts';
import type { DsEvent } from '../../../src/ds/events/index.ts';
import { activeStep, legalActions } from '../../../src/ds/legal/index.ts';
import { contentsOf } from '../../../src/ds/model/contents.ts';
import { counterFaction } from '../../../src/ds/model/counters.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';

export type TurnSnapshot = SnapshotFrom<DsTurnMachine>;

/** The state with the most legal actions met in one step during a walk: what the per-step benchmarks measure. */
export interface StepSample {
  readonly step: string;
  readonly snapshot: TurnSnapshot;
  /** The state the walk was in just before (the event that made `snapshot` was sent there). */
  readonly before: TurnSnapshot | undefined;
  /** legalActions there, once, during the walk (milliseconds): to size the bench's iterations. */
  readonly ms: number;
  readonly actions: number;
  /** How many times the walk rested in this step. */
  readonly visits: number;
}

export interface Walk {
  /** Every event sent, in order: a scripted turn to replay. */
  readonly events: readonly DsEvent[];
  readonly samples: ReadonlyMap<string, StepSample>;
  readonly end: TurnSnapshot;
}

/** Actions that do something, rather than finish, confirm or decline. */
const passive = new Set(['DONE', 'CONTINUE', 'DECLINE_CONTEST', 'DECLINE_BEACHHEAD']);

/**
 * How many things the walk does in one visit of a repeatable step before it finishes it: enough
 * to fill the map with placements and attacks, not so many that it eliminates a whole army.
 */
export const BUDGET: Readonly<Record<string, number>> = {
  'ds.support.placement.choose': 60,
  'ds.support.blitzPlacement': 10,
  'ds.organization.combinations': 3,
  'ds.organization.conversions': 2,
  'ds.organization.voluntaryEliminations': 1,
  'ds.organization.breakdowns': 3,
  'ds.organization.detachments': 3,
  'ds.regular.attacks': 40,
  'ds.blitz.attacks': 40,
};

/**
 * Attacks with the most attackers and an HQ's Ranged Support first: the richest combat to follow;
 * Blitz markers on the hexes of enemies next to the phasing faction's units, clear-weather ones
 * first (BC-3: no Blitz attack into Mud, Storms or Snow), so Blitz Combat has attacks.
 */
function weight(e: DsEvent, fronts: ReadonlyMap<string, number>): number {
  if (e.type === 'ATTACK') return e.attackers.length * 2 + (e.rangedSupport ? 1 : 0);
  return e.type === 'PLACE_BLITZ' ? fronts.get(e.hex) ?? 0 : 0;
}

/** Hexes of enemy ground units next to a ground unit of the phasing faction: 2 in clear weather, else 1. */
function frontHexes(game: DsGameState): Map<string, number> {
  const phasing = game.game.phasing;
  const out = new Map<string, number>();
  for (const { counter, at } of game.counters.all()) {
    if (counter.kind !== 'ground' || at.kind !== 'hex' || counterFaction(counter, game.countries) !== phasing) continue;
    for (const n of game.board.grid.neighbours(at.hex)) {
      if (contentsOf(game, { kind: 'hex', hex: n }).some((p) => p.counter.kind === 'ground' && counterFaction(p.counter, game.countries) !== phasing)) {
        const area = game.board.hexes[n]?.weatherArea;
        out.set(n, (area === undefined ? undefined : game.weatherAreas[area]?.weather ?? 'clear') === 'clear' ? 2 : 1);
      }
    }
  }
  return out;
}

/**
 * A deterministic walk through `factionTurns` faction turns (from the scenario's phasing faction's
 * to the start of the next one's), choosing among the legal events with a seeded die: it prefers doing things to
 * finishing, up to a budget per step, and the biggest attacks. Each legalActions call is timed,
 * and the state with the most legal actions of each step is kept for the benchmarks.
 */
export function walkTurn(game: DsGameState, seed = 1, factionTurns = 1, limit = 5000, budget: Readonly<Record<string, number>> = BUDGET): Walk {
  const actor = createActor(dsTurnMachine, { input: { game, seed } }).start();
  let phasing = game.game.phasing;
  let turnsLeft = factionTurns;
  const samples = new Map<string, StepSample>();
  const events: DsEvent[] = [];
  const done = new Map<string, number>();
  let dice: DiceState = newDice(seed * 7919);
  let last = '';
  let before: TurnSnapshot | undefined;
  for (let i = 0; i < limit; i++) {
    const s = actor.getSnapshot();
    const step = activeStep(s)?.step.id;
    if (!step) break;
    if (s.context.game.game.phasing !== phasing) {
      if (--turnsLeft === 0) break;
      phasing = s.context.game.game.phasing;
    }
    if (step !== last) done.set(step, 0);
    last = step;
    const t0 = performance.now();
    // The walk plays the rules' actions: free moves (R-FREE-MOVES) are the table's, which the texts
    // do not give, and leaving them out keeps the scripted games what they were before them.
    const legal = legalActions(s, { freeMoves: false });
    const ms = performance.now() - t0;
    const prev = samples.get(step);
    // The most legal actions marks the costliest state: deterministic, where timings on a shared machine are not.
    if (!prev || legal.length > prev.actions) samples.set(step, { step, snapshot: s, before, ms, actions: legal.length, visits: (prev?.visits ?? 0) + 1 });
    else samples.set(step, { ...prev, visits: prev.visits + 1 });
    if (legal.length === 0) break;
    const doing = legal.filter((e) => !passive.has(e.type));
    const used = done.get(step) ?? 0;
    const pool = doing.length > 0 && used < (budget[step] ?? 50) ? doing : legal.filter((e) => passive.has(e.type));
    const choices = pool.length > 0 ? pool : legal;
    const fronts = step === 'ds.support.blitzPlacement' ? frontHexes(s.context.game) : new Map<string, number>();
    const best = choices.reduce((m, e) => Math.max(m, weight(e, fronts)), 0);
    const top = choices.filter((e) => weight(e, fronts) === best);
    const roll = rollD6(dice);
    dice = roll.dice;
    const pick = top[(roll.value * 7919 + i * 104729) % top.length]!;
    if (!passive.has(pick.type)) done.set(step, used + 1);
    events.push(pick);
    before = s;
    actor.send(pick);
  }
  const end = actor.getSnapshot();
  actor.stop();
  return { events, samples, end };
}
