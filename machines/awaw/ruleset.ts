import { awawFreeMoves } from '../../src/awaw/rules/free-moves.ts';
import type { Ruleset } from '../../src/core/ruleset.ts';
import { AWAW_EVENT_TYPES, parseAwawEvent, type AwawEvent } from '../../src/awaw/events/index.ts';
import { AWAW_STEPS } from '../../src/awaw/legal/steps.ts';
import { AWAW_HEX } from '../../src/awaw/model/hex-ids.ts';
import type { AwawGame } from '../../src/awaw/model/game.ts';
import { SIDE_NAMES } from '../../src/awaw/model/ids.ts';
import { awawScenario } from '../../src/awaw/scenario/support.ts';
import type { AwawTurnContext } from '../../src/awaw/turn/context.ts';
import { AWAW_VIEWS } from '../../src/awaw/view/index.ts';
import { AWAW_GUARD_READINGS } from './guard-readings.ts';
import { AWAW_INFO } from './info.ts';
import { AWAW_SEGMENTS } from './segment-machine.ts';
import { awawTurnMachine } from './turn.machine.ts';

/**
 * A World at War land combat as a ruleset: the combat phase of rules 15 (offensive combat), 16
 * (exploitation) and 14 (attrition), with the ground units of rule 10 and the stacking of rule 12,
 * inside a player turn whose other phases are confirm steps.
 */
export const awawRuleset: Ruleset<AwawGame, AwawTurnContext, AwawEvent> = {
  ...AWAW_INFO,
  hex: AWAW_HEX,
  scenario: awawScenario,
  events: { types: AWAW_EVENT_TYPES, parse: parseAwawEvent },
  machine: awawTurnMachine,
  segments: AWAW_SEGMENTS,
  steps: AWAW_STEPS,
  headline(ctx) {
    const i = ctx.game.info;
    return { text: `Turn ${i.turn}, ${i.season} ${i.year}: ${SIDE_NAMES[i.phasing]} player turn`, data: { turn: i.turn, season: i.season, year: i.year, phasing: i.phasing } };
  },
  outline: { root: 'awaw.playerTurn', startsAfresh: ['awaw.playerTurn'], guardReadings: AWAW_GUARD_READINGS },
  views: AWAW_VIEWS,
  freeMoves: awawFreeMoves,
  testing: () => import('../../src/awaw/testing.ts').then((m) => m.AWAW_TESTING),
};
