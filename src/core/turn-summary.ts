import type { LogEntry, LogLike } from './log.ts';
import type { LogTopic } from './views.ts';

/** One part of an end-of-turn summary: the log entries of one topic, in the order they happened. */
export interface SummarySection {
  readonly topic: LogTopic;
  /** "Moved or placed", "Attacked", "Lost". */
  readonly heading: string;
  /** Said when the turn has no entry of the topic: "Nothing moved." */
  readonly none: string;
  readonly entries: readonly LogEntry[];
}

const SECTIONS: readonly { readonly topic: LogTopic; readonly heading: string; readonly none: string }[] = [
  { topic: 'moved', heading: 'Moved or placed', none: 'Nothing moved.' },
  { topic: 'attacked', heading: 'Attacked', none: 'No attack.' },
  { topic: 'lost', heading: 'Lost', none: 'Nothing was lost.' },
];

/**
 * What a side's turn did, from its log entries (each carries its rule): what moved, what attacked,
 * what was lost, in that order, every section present (empty ones say so). The ruleset says which
 * topic an entry is of (`RulesetViews.logTopic`); entries of no topic (rolls, odds, passes) are left out.
 */
export function summarizeTurn(entries: readonly LogEntry[], topicOf: (entry: LogEntry) => LogTopic | undefined): SummarySection[] {
  const byTopic = new Map<LogTopic, LogEntry[]>(SECTIONS.map((s) => [s.topic, []]));
  for (const e of entries) {
    const topic = topicOf(e);
    if (topic) byTopic.get(topic)?.push(e);
  }
  return SECTIONS.map((s) => ({ ...s, entries: byTopic.get(s.topic)! }));
}

/**
 * Where the newest side's turn begins among the log entries from `from` on (the entry the ruleset
 * calls a 'turn' topic), or undefined: the event that ends a side's turn also runs the next turn's
 * automatic steps, whose lines belong to the next turn's summary, not to the one that ended.
 */
export function turnOpening(log: LogLike, from: number, topicOf: (entry: LogEntry) => LogTopic | undefined): number | undefined {
  const entries = log.slice(from);
  for (let i = entries.length - 1; i >= 0; i--) if (topicOf(entries[i]!) === 'turn') return from + i;
  return undefined;
}
