/**
 * How each step's legalActions grows with the board: the same walk on the generated board at a
 * quarter and a half of full size (generator parameters: columns, rows and counters), each step at
 * its costliest state. The full-size figures are legal-actions.bench.ts's. Figures and the growth
 * per enumerator: docs/benchmarks.md.
 *
 *   npm run bench
 */
import { bench, describe } from 'vitest';
import { legalActions } from '../../src/ds/legal/index.ts';
import { benchBoard, type SizeName } from './support/boards.ts';
import { onFreshCopies, sampleLabel, samplesFor } from './support/samples.ts';
import { walkTurn } from './support/walk.ts';

for (const size of ['quarter', 'half'] as const satisfies readonly SizeName[]) {
  const game = benchBoard(size, 'axis');
  const walk = walkTurn(game, 1, 3);
  const hexes = Object.keys(game.board.hexes).length;
  const counters = game.counters.ids.length;
  describe(`legalActions, ${size} board (${hexes} hexes, ${counters} counters)`, () => {
    for (const s of walk.samples.values()) {
      const b = onFreshCopies(s, samplesFor(s.ms), (copy) => legalActions(copy, { freeMoves: false }));
      bench(`[${size}] ${sampleLabel(s)}`, b.fn, b.options);
    }
  });
}
