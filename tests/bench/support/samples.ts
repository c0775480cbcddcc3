import type { DsEvent } from '../../../src/ds/events/index.ts';
import { explain, legalActions } from '../../../src/ds/legal/index.ts';
import { counterStore, moveCounter, placeIndex } from '../../../src/ds/model/contents.ts';
import { collectYoungGeneration, offClock, offClockNow } from './off-clock.ts';
import type { StepSample, TurnSnapshot } from './walk.ts';

/**
 * Inputs for the single-call benchmarks, picked from a walk's samples before anything is measured:
 * an illegal event to explain, a legal one to apply, in the steps where they cost the most.
 */

/** Samples per bench by how long one call took in the walk: slow calls get fewer, but enough. */
export function samplesFor(ms: number): number {
  return ms > 200 ? 10 : ms > 2 ? 100 : 300;
}

/**
 * A benchmark of `run` on a fresh copy of a position per call, as after a click: the copy is made
 * inside the sample with the clock stopped (`offClock`), then the young generation is collected, so
 * only one copy is alive at a time and the figure is the call alone, on a state no cache has seen.
 * (Copies made all at once beforehand kept hundreds of states alive, and their collection landed in
 * the measured calls' p99.) Exactly `n` samples after `warmup` calls.
 */
export function onFreshCopies<T>(s: StepSample, n: number, run: (copy: ReturnType<typeof fresh>) => T) {
  // The first calls of a step run before the JIT has optimised its code (the support placement
  // enumerator settles after some 30 calls, tier-ups come until 40): they are warm-up, not samples.
  const warmup = 50;
  return {
    fn: () => {
      const copy = offClock(() => {
        const made = fresh(s);
        collectYoungGeneration();
        return made;
      });
      run(copy);
    },
    options: { time: 0, iterations: n, warmupTime: 0, warmupIterations: warmup, now: offClockNow },
  };
}

/** A sample's label for a bench name: the step, the legal actions there, and the walk's own timing. */
export const sampleLabel = (s: StepSample): string => `${s.step.replace(/^ds\./, '')} (${s.actions} actions)`;

/**
 * An event the step takes but refuses now, with violations to word: the first legal event with its
 * hex moved to the far end of the board, its unit replaced by another, or else a wrong-step DONE.
 */
export function illegalEvent(s: TurnSnapshot, legal: readonly DsEvent[]): DsEvent {
  const hexes = Object.keys(s.context.game.board.hexes);
  for (const e of legal) {
    const rec = e as unknown as Record<string, unknown>;
    const tries: unknown[] = [];
    if (rec.to && typeof rec.to === 'object') tries.push({ ...rec, to: { kind: 'hex', hex: hexes[hexes.length - 1] } });
    if (typeof rec.hex === 'string') tries.push({ ...rec, hex: hexes[0] });
    if (typeof rec.target === 'string') tries.push({ ...rec, target: hexes[0] });
    for (const t of tries) if (explain(s, t as DsEvent).length > 0) return t as DsEvent;
  }
  return { type: 'PLACE_BLITZ', marker: 'no-such-marker', hex: hexes[0] ?? 'w0101' };
}

/** The first legal event that does something (not DONE or CONTINUE), else the first legal event. */
export function doingEvent(s: TurnSnapshot): DsEvent | undefined {
  const legal = legalActions(s);
  return legal.find((e) => e.type !== 'DONE' && e.type !== 'CONTINUE') ?? legal[0];
}

type Position = { context: TurnSnapshot['context']; status: string; getMeta: () => Record<string, unknown> };

const at = (s: TurnSnapshot, game: TurnSnapshot['context']['game']): Position => ({ context: { ...s.context, game }, status: s.status, getMeta: () => s.getMeta() });

/**
 * The same position as a new game state, made as in play: the state before the walk's event is
 * copied into a counter store no cache has seen (its ids in the game's order), its legal actions are listed and its counters indexed by
 * place (as the guide lists them and draws the map at every state), and the counters the event
 * changed are set again on it, one by one (`put`, a move of the piece store). So the place index is
 * patched and the facts carried across moves (`derivedCarried`) come from the state before, exactly
 * as after a click; the facts of this step, and every fact kept per state, start anew. All of this
 * is done before the measured call.
 */
export function fresh(sample: StepSample): Position {
  const s = sample.snapshot;
  const game = s.context.game;
  const prior = sample.before;
  if (!prior) {
    const id = game.counters.ids[0]!;
    return at(s, moveCounter(game, id, game.counters.get(id)!.at));
  }
  const priorGame = prior.context.game;
  const base = counterStore(priorGame.counters.all());
  legalActions(at(prior, { ...priorGame, counters: base }));
  // The guide draws every state's counters from its place index, so the state before has one.
  placeIndex({ ...priorGame, counters: base });
  let counters = base;
  for (const id of game.counters.ids) if (priorGame.counters.get(id) !== game.counters.get(id)) counters = counters.put(game.counters.get(id)!);
  return at(s, { ...game, counters });
}
