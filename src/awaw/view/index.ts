import { freeMoveView } from '../../core/free-move-view.ts';
import type { RulesetViews } from '../../core/views.ts';
import type { AwawEvent } from '../events/index.ts';
import type { AwawGame } from '../model/game.ts';
import { FACTION_NAMES, SIDE_NAMES, otherSide } from '../model/ids.ts';
import type { AwawTurnContext } from '../turn/context.ts';
import { hexView, mapView, placesView, stacksView, targetName } from './board.ts';
import { describeEvent, KIND_LABELS } from './labels.ts';
import { moveView } from './move.ts';
import { procedureView } from './procedure.ts';
import { actingSides, logTopic } from './seats.ts';

/** Which event fields the board fills (a hex clicked): the rest is the action's subject. */
const BOARD_FIELDS: Partial<Record<AwawEvent['type'], readonly string[]>> = {
  AIRDROP: ['hex'], ADVANCE: ['hex'], PLACE_EXPLOITER: ['hex'], OCCUPY: ['hex'], RETREAT: ['hex'],
  // The attackers first, then the hex attacked (a multi-hex attack is one of the ways on it); the unit exploiting, then where its route ends.
  ATTACK: ['target', 'moreTargets'], EXPLOIT: ['path'],
  // The units moving, then the hexes they enter; the units overrunning, then the hex; the partisan, then where it is built.
  MOVE: ['to', 'path'], OVERRUN: ['hex'], BUILD_PARTISAN: ['hex'],
};

/** Everything the guide shows of an AWAW game. */
export const AWAW_VIEWS: RulesetViews<AwawGame, AwawTurnContext, AwawEvent> = {
  gameOf: (c) => c.game,
  position: (g) => ({
    title: g.scenario.name,
    facts: `Turn ${g.info.turn}, ${g.info.season} ${g.info.year} · ${SIDE_NAMES[g.info.phasing]} player turn`,
    phasing: g.info.phasing,
    sides: g.info.sides.map((s) => ({ id: s, name: SIDE_NAMES[s] })),
  }),
  actorText(actor, c) {
    const phasing = c.game.info.phasing;
    if (actor === 'phasing') return `${SIDE_NAMES[phasing]} (phasing)`;
    if (actor === 'non-phasing') return `${SIDE_NAMES[otherSide(phasing)]} (defending)`;
    if (actor === 'automatic') return 'Automatic';
    if (actor === 'all') return 'Both sides';
    return (FACTION_NAMES as Record<string, string>)[actor] ?? actor;
  },
  actingSides,
  logTopic,
  map: mapView,
  stacks: stacksView,
  hex: hexView,
  places: placesView,
  targetName,
  kindLabel: (t) => KIND_LABELS[t],
  describe: describeEvent,
  target(e) {
    switch (e.type) {
      case 'AIRDROP': case 'ADVANCE': case 'PLACE_EXPLOITER': case 'OCCUPY': case 'RETREAT': return { kind: 'hex', hex: e.hex };
      case 'ATTACK': return { kind: 'hex', hex: e.target };
      case 'EXPLOIT': return { kind: 'hex', hex: e.path.at(-1)! };
      case 'MOVE': { const to = e.to ?? e.path?.at(-1); return to === undefined ? undefined : { kind: 'hex', hex: to }; }
      case 'OVERRUN': case 'BUILD_PARTISAN': return { kind: 'hex', hex: e.hex };
      default: return freeMoveView.target(e);
    }
  },
  boardFields: (t) => BOARD_FIELDS[t] ?? (t === 'FREE_MOVE' ? freeMoveView.boardFields : []),
  reaim(e, hex) {
    switch (e.type) {
      case 'AIRDROP': case 'ADVANCE': case 'PLACE_EXPLOITER': case 'RETREAT': return { ...e, hex };
      case 'OCCUPY': return { ...e, hex };
      case 'ATTACK': return { type: 'ATTACK', target: hex, attackers: e.attackers };
      case 'OVERRUN': case 'BUILD_PARTISAN': return { ...e, hex };
      // A move re-aimed goes to the new hex by the cheapest path the rules find (13.41).
      case 'MOVE': return { type: 'MOVE', units: e.units, to: hex };
      default: return freeMoveView.reaim(e, hex);
    }
  },
  seededRoll: (e) => (e.type === 'ROLL' ? e.value === undefined : undefined),
  // Both tables are printed and bundled exactly: a result is read with the die, never entered.
  resultEntry: () => undefined,
  procedure: procedureView,
  // The units an event acts on where they stand: a step lost, a unit left out of an attrition, a unit eliminated (13.21, 12.15).
  piecesOf: (e) => (e.type === 'LOSE' || e.type === 'LEAVE_OUT' || e.type === 'ELIMINATE' || e.type === 'ELIMINATE_EXCESS' ? [e.unit] : []),
  // A move of 13.4 with its path and cost worked out by the rules; a free move (R-FREE-MOVES) as core draws it.
  moveOf: (e, context) => (e.type === 'FREE_MOVE' ? freeMoveView.moveOf(e) : moveView(e, context)),
};
