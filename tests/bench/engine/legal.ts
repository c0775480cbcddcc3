import { collectYoungGeneration } from '../support/off-clock.ts';
import { fresh, samplesFor } from '../support/samples.ts';
import type { Walk } from '../support/walk.ts';
import { engine } from './games.ts';
import { stats, timedBoth, type Stats } from './stats.ts';

export interface StepFigures {
  readonly step: string;
  readonly actions: number;
  readonly legal: Stats;
  /**
   * The same calls by the process's CPU time: a call over 2 ms by the wall clock but not by CPU time
   * waited for a core (the machine is shared); over 2 ms by both, the engine's own work (or its
   * collector) took that long.
   */
  readonly cpu: Stats;
}

/**
 * legalActions in each step of a walk, at the state with the most legal actions met there, as
 * tests/bench/legal-actions.bench.ts measures it (tests/bench/support/samples.ts): each call on a
 * fresh copy of that state made as in play, with the young generation collected before it; 50
 * calls before the samples, so the JIT has optimised the step's code.
 */
export function legalFigures(walk: Walk): StepFigures[] {
  const out: StepFigures[] = [];
  for (const s of walk.samples.values()) {
    const call = () => {
      const copy = fresh(s);
      collectYoungGeneration();
      // The rules' actions: the free moves of R-FREE-MOVES are listed apart (freeMoveFigures).
      return timedBoth(() => { engine.legalActions(copy, { freeMoves: false }); });
    };
    for (let i = 0; i < 50; i++) call();
    const times = Array.from({ length: samplesFor(s.ms) }, call);
    out.push({ step: s.step.replace(/^ds\./, ''), actions: s.actions, legal: stats(times.map((t) => t.wall)), cpu: stats(times.map((t) => t.cpu)) });
  }
  return out;
}
