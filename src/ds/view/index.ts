import { freeMoveView } from '../../core/free-move-view.ts';
import type { RulesetViews } from '../../core/views.ts';
import type { DsEvent } from '../events/index.ts';
import type { DsGameState } from '../model/state.ts';
import type { DsTurnContext } from '../turn/context.ts';
import { ACTION_KIND_LABELS, describeAction } from './actions.ts';
import { hexView, mapView, stacksView } from './board.ts';
import { combatPanel } from './combat/procedure.ts';
import { placeNames } from './names.ts';
import { placesView, targetName } from './places.ts';
import { actingSides, actorText, answering, positionView } from './position.ts';
import { logTopic } from './summary.ts';
import { actionTarget, boardFields, reaimAt, resultEntry, seededRoll } from './targets.ts';
import { dsPiecesOf, dsWarnings } from './warnings.ts';

/**
 * What the guide shows of a DS game: the map and the counters, the off-map places, events in words
 * and where they point, the dice, and the combat panel. Computed here, from the model and the
 * rules' own functions; the components only draw it.
 */
export const dsViews: RulesetViews<DsGameState, DsTurnContext, DsEvent> = {
  gameOf: (ctx) => ctx.game,
  position: positionView,
  actorText: (actor, ctx) => actorText(actor, ctx.game.game.phasing, ctx.game.game.factionOrder, answering(ctx)),
  actingSides,
  logTopic,
  map: mapView,
  stacks: stacksView,
  hex: hexView,
  places: placesView,
  targetName,
  kindLabel: (type) => ACTION_KIND_LABELS[type],
  describe: (e, game) => describeAction(e, placeNames(game)),
  target: actionTarget,
  boardFields,
  reaim: reaimAt,
  seededRoll,
  resultEntry,
  procedure: combatPanel,
  piecesOf: dsPiecesOf,
  warnings: dsWarnings,
  moveOf: freeMoveView.moveOf,
};
