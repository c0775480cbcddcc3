import { splitFreeMoves } from '../../../src/core/free-move-list.ts';
import type { DsEvent } from '../../../src/ds/events/index.ts';
import { activeStep, legalActions, type TurnSnapshotLike } from '../../../src/ds/legal/index.ts';

/**
 * What must come out byte for byte the same from the same scenario, seed and events, whether in
 * Node (the CLI) or in the browser (the guide's TurnController). Plain code, no Node modules, so
 * the browser test imports it too.
 */
type Snapshot = TurnSnapshotLike;

/** Where the turn stands, in the shape of `turnchart replay --json`'s "position" (src/cli/position.ts). */
export function positionRecord(s: Snapshot) {
  const g = s.context.game.game;
  const active = activeStep(s);
  const { checked, free } = splitFreeMoves(legalActions(s) as readonly DsEvent[]);
  return {
    turn: g.turn, season: g.season, year: g.year, phasing: g.phasing,
    step: active ? { id: active.step.id, ...active.meta } : null,
    legal: checked,
    ...(free.length > 0 ? { freeMoves: free } : {}),
    log: s.context.log.toArray(),
  };
}

/** The CLI's stdout for `turnchart replay <scenario> <events> --json` when every event applies. */
export const replayJson = (s: Snapshot, applied: number): string =>
  `${JSON.stringify({ ok: true, applied, position: positionRecord(s) }, null, 2)}\n`;

/** The final state: the state node, every counter and where it is, the game facts, the turn's bookkeeping, the dice and the log. */
export const finalStateJson = (s: { readonly value: unknown; readonly context: Snapshot['context'] }): string => `${JSON.stringify({
  value: s.value,
  game: s.context.game.game,
  counters: s.context.game.counters,
  turn: s.context.turn,
  dice: s.context.dice,
  log: s.context.log,
}, null, 1)}\n`;
