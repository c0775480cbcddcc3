/**
 * legalActions on the full-size board (5,000 hexes, 600 counters), one bench per step of the faction
 * turn, each at the costliest state a deterministic walk met in that step; `explain` of an illegal
 * event and one event through the machine (guard + reducer) in the steps where they cost most.
 * Inputs are built outside the measured functions; every call gets a fresh copy of the state, made
 * beforehand, so no cache of an earlier call helps it (see support/samples.ts). Figures:
 * docs/benchmarks.md.
 *
 *   npm run bench
 */
import { bench, describe } from 'vitest';
import { transition } from 'xstate';
import { dsTurnMachine } from '../../machines/ds/turn.machine.ts';
import { explain, legalActions } from '../../src/ds/legal/index.ts';
import { benchBoard } from './support/boards.ts';
import { doingEvent, illegalEvent, onFreshCopies, sampleLabel, samplesFor } from './support/samples.ts';
import { walkTurn } from './support/walk.ts';

const game = benchBoard('full', 'axis');
// A whole game turn (Axis, Western, Soviet faction turns): every faction places, contests and attacks.
const walk = walkTurn(game, 1, 3);
const samples = [...walk.samples.values()];

describe('legalActions, full board, state with the most legal actions of each step', () => {
  for (const s of samples) {
    const b = onFreshCopies(s, samplesFor(s.ms), (copy) => legalActions(copy, { freeMoves: false }));
    bench(sampleLabel(s), b.fn, b.options);
  }
});

// The steps with the most legal actions: where checking and applying an event cost the most.
const costly = [...samples].sort((a, b) => b.actions - a.actions).slice(0, 4);

describe('explain an illegal event, full board', () => {
  for (const s of costly) {
    const e = illegalEvent(s.snapshot, legalActions(s.snapshot, { freeMoves: false }));
    const b = onFreshCopies(s, 300, (copy) => explain(copy, e));
    bench(`${s.step.replace(/^ds\./, '')}: ${e.type}`, b.fn, b.options);
  }
});

describe('one event through the machine (guard + reducer), full board', () => {
  for (const s of costly) {
    const e = doingEvent(s.snapshot);
    if (!e) continue;
    const b = onFreshCopies(s, 200, (copy) => transition(dsTurnMachine, dsTurnMachine.resolveState({ value: s.snapshot.value, context: copy.context }), e));
    bench(`${s.step.replace(/^ds\./, '')}: ${e.type}`, b.fn, b.options);
  }
});
