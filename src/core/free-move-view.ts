import { FREE_MOVE, type FreeMoveEvent } from './free-move.ts';
import type { LogEntry } from './log.ts';
import type { RulesetEvent } from './step.ts';
import type { ActionTarget, LogTopic, MoveView } from './views.ts';

/**
 * What every ruleset's views say of a free move (src/core/free-move.ts), in one place: its kind in
 * words, where it points, the field the board fills, the move it stands for (unchecked, so the
 * guide draws it distinctly), and its log entry as a move in the end-of-turn summary.
 */
export const FREE_MOVE_LABEL = 'Unchecked move';

const asFreeMove = (e: RulesetEvent): FreeMoveEvent | undefined => (e.type === FREE_MOVE ? (e as FreeMoveEvent) : undefined);

export const freeMoveView = {
  target(e: RulesetEvent): ActionTarget | undefined {
    const m = asFreeMove(e);
    return m && { kind: 'hex', hex: m.to };
  },
  /** The hex is what the board chooses; the piece is the subject. */
  boardFields: ['to'] as readonly string[],
  reaim<E extends RulesetEvent>(e: E, hex: string): E | undefined {
    return asFreeMove(e) ? { ...e, to: hex } : undefined;
  },
  moveOf(e: RulesetEvent): MoveView | undefined {
    const m = asFreeMove(e);
    return m && { pieces: [m.piece], to: m.to, unchecked: true };
  },
  logTopic: (entry: LogEntry): LogTopic | undefined => (entry.kind === 'unchecked' ? 'moved' : undefined),
};
