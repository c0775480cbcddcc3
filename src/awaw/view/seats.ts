import { freeMoveView } from '../../core/free-move-view.ts';
import type { LogEntry } from '../../core/log.ts';
import type { LogTopic } from '../../core/views.ts';
import { FACTIONS, otherSide, sideOf } from '../model/ids.ts';
import type { AwawTurnContext } from '../turn/context.ts';

/**
 * Who sits at the table for a step: the phasing side for the attacker's decisions, the other side
 * for the defender's (defensive air, interception, its losses and retreats), nobody for a step that
 * runs by itself, both for the confirm steps either player may carry out. A step whose actor is an
 * alliance faction (the Western Allies, Russia...) is its side's.
 */
export function actingSides(actor: string, ctx: AwawTurnContext): readonly string[] {
  const phasing = ctx.game.info.phasing;
  if (actor === 'automatic') return [];
  if (actor === 'phasing') return [phasing];
  if (actor === 'non-phasing') return [otherSide(phasing)];
  if ((FACTIONS as readonly string[]).includes(actor)) return [sideOf(actor as (typeof FACTIONS)[number])];
  return ctx.game.info.sides;
}

/** What an AWAW log entry tells for the end-of-turn summary: units moved, attacks declared, losses. */
export function logTopic(entry: LogEntry): LogTopic | undefined {
  if (entry.kind === 'unchecked') return freeMoveView.logTopic(entry);
  const m = entry.message;
  if (entry.rule === '—' && / player turn begins\b/.test(m)) return 'turn';
  if (/\beliminated\b|\bis lost to attrition\b|factors are lost/.test(m)) return 'lost';
  if (entry.kind === 'choice' && (((entry.rule === '15.12' || entry.rule === '16.44') && / attacks? /.test(m)) || entry.rule === '14.11A')) return 'attacked';
  if (/\badvances into\b|\bretreats to\b|\bexploits from\b|\bairdrops from\b|\boccupy\b|placed on the breakthrough hex/.test(m)) return 'moved';
  return undefined;
}
