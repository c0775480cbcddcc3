import { freeMoveView } from '../../core/free-move-view.ts';
import type { LogEntry } from '../../core/log.ts';
import type { LogTopic } from '../../core/views.ts';
import type { OcsTurnContext } from '../turn/context.ts';

/**
 * The players who act in a step now: the phasing player, the other one for the defender's steps
 * (combat supply, AR unit, terrain choices, losses and retreats) and the Reaction Phase, the owner
 * or the capturer for a Specialized Combat step (9.14), both for a step of the whole game turn
 * (weather, initiative), none for an automatic step.
 */
export function actingSides(actor: string, ctx: OcsTurnContext): readonly string[] {
  const frame = ctx.game.frame;
  const players = frame.players.map((p) => p.id);
  if (actor === 'automatic') return [];
  if (actor === 'phasing') return [frame.phasing];
  if (actor === 'non-phasing') return players.filter((p) => p !== frame.phasing);
  if (actor === 'all') {
    const t = ctx.turn.specialized[0];
    if (!t) return players;
    return [t.kind === 'displace' || t.kind === 'allot' ? t.owner : t.capturer];
  }
  return players.includes(actor) ? [actor] : [];
}

/**
 * What an OCS log entry tells for the end-of-turn summary: moves (6.0), retreats (9.12), advances
 * (9.12g) and displacements (9.14), the combats and overruns declared (Step 1 of 9.2 and 9.1c),
 * and step losses, eliminations and pieces destroyed or captured (9.11, 9.12, 9.14).
 */
export function logTopic(entry: LogEntry): LogTopic | undefined {
  if (entry.kind === 'unchecked') return freeMoveView.logTopic(entry);
  const m = entry.message;
  if (entry.rule === '—' && / player turn begins$/.test(m)) return 'turn';
  if (/loses a step|\beliminated\b|\bdestroyed\b|\bcaptured\b/.test(m)) return 'lost';
  if ((entry.rule === '9.2' || entry.rule === '9.1c') && entry.kind === 'choice' && m.startsWith('Step 1:')) return 'attacked';
  if (/\bmoves from\b|\bretreats\b|\badvances into\b|\bdisplaces\b/.test(m)) return 'moved';
  return undefined;
}
