import type { FuzzSupport } from '../../core/testing.ts';
import type { AwawEvent } from '../events/index.ts';
import type { AwawGame } from '../model/game.ts';
import type { AwawTurnContext } from '../turn/context.ts';
import { AwawInvariants } from './invariants.ts';
import { awawMalformed, awawNames, awawNearMiss, awawWrongStep } from './mutations.ts';

const TEACHING = 'scenarios/awaw/teaching-don-1942.json';
const SMALL = 'scenarios/awaw/fixtures/small-front.json';

/** What the fuzz walk needs of the AWAW ruleset: 8 targets, at least 38,400 events per `npm test`. */
export const AWAW_FUZZ: FuzzSupport<AwawGame, AwawTurnContext, AwawEvent> = {
  groups: [
    {
      name: 'the AWAW teaching scenario', targets: [{ file: TEACHING, side: 'axis' }, { file: TEACHING, side: 'allies' }],
      deepSteps: ['awaw.regular.attacks', 'awaw.regular.die', 'awaw.attrition.declare'], minSteps: 12,
    },
    {
      name: 'the AWAW small front', targets: [{ file: SMALL, side: 'axis' }, { file: SMALL, side: 'allies' }],
      deepSteps: ['awaw.regular.die', 'awaw.attrition.declare'], minSteps: 10,
    },
  ],
  names: awawNames,
  nearMiss: awawNearMiss,
  wrongStep: awawWrongStep,
  malformed: awawMalformed,
  invariants: (game) => new AwawInvariants(game),
};
