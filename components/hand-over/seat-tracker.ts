/**
 * Who sits at the table, followed through a game played by two (or more) players at one screen:
 * after every change of the turn the page says what it sees (a `TurnMoment`), and the tracker says
 * when the seat must change hands (one side acts now, not the one that acted last) and when a
 * side's turn has ended (the phasing side changed), with the log entries of that turn. Only a
 * single event played forward hands over or ends a turn; an undo, a loaded or restored game moves
 * the seat silently (nobody is waiting at the table for those).
 */

/** The turn as the page sees it after a change. */
export interface TurnMoment {
  /** How many events have been played. */
  readonly events: number;
  /** The sides whose player acts in the step now (the ruleset's `actingSides`). */
  readonly acting: readonly string[];
  /** The side whose turn it is. */
  readonly phasing?: string;
  /** How many entries the log holds. */
  readonly logLength: number;
  /**
   * Where the newest side's turn begins in the log, when the last event began one (`turnOpening`):
   * the turn that ended stops there, not at the end of the log, which holds the new turn's opening steps.
   */
  readonly turnBegan?: number;
}

/** What a change means at the table. */
export interface SeatChange {
  /** The one side that acts now, when it is not the side that acted last: the seat changes hands. */
  readonly handOver?: string;
  /** A side's turn ended with the last event: the side, and its turn's log entries [from, to). */
  readonly turnEnded?: { readonly side: string; readonly from: number; readonly to: number };
}

export class SeatTracker {
  private seat?: string;
  private phasing?: string;
  /** Where the turn under way starts in the log. */
  private turnStart = 0;
  private events = -1;
  private logLength = 0;

  /** How many log entries the tracker had seen at its last observation (a new event's entries follow). */
  get logSeen(): number {
    return this.logLength;
  }

  /** The side that acted last on its own (undefined before any did). */
  get current(): string | undefined {
    return this.seat;
  }

  observe(m: TurnMoment): SeatChange {
    const first = this.events < 0, forward = !first && m.events === this.events + 1;
    let turnEnded: SeatChange['turnEnded'];
    let handOver: string | undefined;
    if (first) {
      // A game restored in the middle of a turn: its summary covers what is played from here.
      this.turnStart = m.events === 0 ? 0 : m.logLength;
    } else if (m.phasing !== this.phasing) {
      const began = m.turnBegan ?? m.logLength;
      if (forward && this.phasing !== undefined) turnEnded = { side: this.phasing, from: this.turnStart, to: began };
      this.turnStart = began;
    } else {
      this.turnStart = Math.min(this.turnStart, m.logLength);
    }
    const one = m.acting.length === 1 ? m.acting[0] : undefined;
    if (one !== undefined && one !== this.seat) {
      if (forward) handOver = one;
      this.seat = one;
    }
    this.phasing = m.phasing;
    this.events = m.events;
    this.logLength = m.logLength;
    return { ...(handOver === undefined ? {} : { handOver }), ...(turnEnded ? { turnEnded } : {}) };
  }
}
