/**
 * The turn's log: what automatic steps did, what dice showed, what the players chose. It is for
 * people (the guide shows it); the record of truth is the event list, which replays to any state.
 */
export interface LogEntry {
  /** Rule number the entry comes from, e.g. '2.2.1'. */
  readonly rule: string;
  readonly message: string;
  readonly kind: 'automatic' | 'roll' | 'choice';
}

export const logEntry = (rule: string, message: string, kind: LogEntry['kind'] = 'automatic'): LogEntry => ({ rule, message, kind });
