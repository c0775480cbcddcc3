import { freeMoveView } from '../../core/free-move-view.ts';
import type { RulesetViews } from '../../core/views.ts';
import type { OcsEvent } from '../events/index.ts';
import { sideName } from '../model/query.ts';
import type { OcsGame } from '../model/state.ts';
import type { OcsTurnContext } from '../turn/context.ts';
import { hexView, mapView, placesView, stacksView, targetName } from './board.ts';
import { boardFields, describeEvent, eventTarget, KIND_LABELS, reaim, resultEntry, seededRoll } from './events.ts';
import { combatPanel } from './procedure.ts';
import { actingSides, logTopic } from './seats.ts';

function actorText(actor: string, ctx: OcsTurnContext): string {
  const g = ctx.game;
  const other = g.frame.players.find((p) => p.id !== g.frame.phasing)?.id ?? '';
  if (actor === 'phasing') return `${sideName(g, g.frame.phasing)} (phasing)${ctx.turn.combat ? ', the attacker' : ''}`;
  if (actor === 'non-phasing') return `${sideName(g, other)}${ctx.turn.combat ? ', the defender' : ''}`;
  if (actor === 'automatic') return 'turnchart (automatic)';
  const t = ctx.turn.specialized[0];
  if (actor === 'all' && t) return t.kind === 'displace' || t.kind === 'allot' ? `${sideName(g, t.owner)}, the owner` : `${sideName(g, t.capturer)}, the capturing player`;
  return actor === 'all' ? 'Both players' : sideName(g, actor);
}

/** What the guide shows of an OCS game. */
export const OCS_VIEWS: RulesetViews<OcsGame, OcsTurnContext, OcsEvent> = {
  gameOf: (ctx) => ctx.game,
  position: (game) => ({
    title: game.scenario.name,
    facts: `Turn ${game.frame.turn}${game.frame.date ? `, ${game.frame.date}` : ''} · ${sideName(game, game.frame.phasing)} player turn`,
    phasing: game.frame.phasing,
    sides: game.frame.players.map((p) => ({ id: p.id, name: p.name })),
  }),
  actorText,
  actingSides,
  logTopic,
  map: mapView,
  stacks: stacksView,
  hex: hexView,
  places: placesView,
  targetName,
  kindLabel: (t) => KIND_LABELS[t],
  describe: describeEvent,
  target: eventTarget,
  boardFields,
  reaim,
  seededRoll,
  resultEntry,
  procedure: combatPanel,
  // The units an event acts on where they stand: a mode set, a step lost, an AR unit chosen, an exploit marked.
  piecesOf(e) {
    switch (e.type) {
      case 'SET_MODE': return e.units;
      case 'LOSE_STEP': case 'CHOOSE_AR_UNIT': case 'MARK_EXPLOIT': return [e.unit];
      default: return [];
    }
  },
  moveOf: freeMoveView.moveOf,
};
