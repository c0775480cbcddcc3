import { freeMoveView } from '../../core/free-move-view.ts';
import type { LogEntry } from '../../core/log.ts';
import type { LogTopic } from '../../core/views.ts';

/** Rules whose choices put a piece somewhere on the board (placements, drops, landings, Retreats, advances). */
const MOVES: Readonly<Record<string, RegExp>> = {
  '2.2.2': /advances inland/,
  '2.2.3': /\bplaces\b/,
  '2.2.3.1': /is placed in/,
  '2.2.3.4': /placed in|exchanged for/,
  '2.2.3.6': /\bplaces\b|moves to/,
  '2.2.4': /is placed in/,
  '4.1.1': /drops from/,
  '4.1.3': /lands/,
  '4.1.3.1': /lands/,
  '4.1.4': /lands/,
  '4.2.5': /Retreats? from/,
  '4.2.7': /advances/,
  '4.2.8': /exploits/,
};

/**
 * What a DS log entry tells for the end-of-turn summary: the players' choices that moved or placed
 * a piece, declared an attack (4.1.2 Blitz, 4.2.1 Regular) or took a step loss (4.2.6), and any
 * elimination, chosen or automatic (2.2.5 at sea without a Beachhead).
 */
export function logTopic(entry: LogEntry): LogTopic | undefined {
  if (entry.rule === '—' && / faction turn begins$/.test(entry.message)) return 'turn';
  if (entry.kind === 'unchecked') return freeMoveView.logTopic(entry);
  if (/\beliminated\b/.test(entry.message) || (entry.kind === 'choice' && entry.rule.startsWith('4.2.6'))) return 'lost';
  if (entry.kind !== 'choice') return undefined;
  if ((entry.rule === '4.1.2' || entry.rule === '4.2.1') && entry.message.startsWith('attack on')) return 'attacked';
  return MOVES[entry.rule]?.test(entry.message) ? 'moved' : undefined;
}
