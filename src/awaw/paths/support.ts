import type { PathSupport } from '../../core/testing.ts';
import type { AwawEvent } from '../events/index.ts';
import type { AwawGame } from '../model/game.ts';
import { FACTIONS } from '../model/ids.ts';
import type { AwawTurnContext } from '../turn/context.ts';
import { AWAW_PATH_FIXTURES } from './fixtures.ts';
import { AWAW_IMPOSSIBLE, AWAW_UNREACHED } from './impossible.ts';
import { sequenceKey, stopAtNextPlayerTurn } from './sequence-key.ts';
import { awawVariantOf, VARIANTS } from './variants.ts';

/** What the path generator needs of the AWAW ruleset (src/core/testing.ts). */
export const AWAW_PATHS: PathSupport<AwawGame, AwawTurnContext, AwawEvent> = {
  fixtures: AWAW_PATH_FIXTURES,
  sequenceKey,
  stopAt: stopAtNextPlayerTurn,
  variantOf: awawVariantOf,
  variants: VARIANTS,
  noSuch: { unit: 'no-such-unit', piece: 'no-such-piece', target: 'eZZ98', hex: 'eZZ99', to: 'eZZ97', zone: 'no-such-zone', result: 'Ex-3' },
  bare: ['DONE', 'CONTINUE', 'KEEP_RESULT', 'TAKE_2C', 'ANOTHER_ROUND', 'END_ATTACK'],
  sideField: { field: 'faction', values: FACTIONS },
  impossible: AWAW_IMPOSSIBLE,
  unreached: AWAW_UNREACHED,
  notes: {
    serialization: 'The state value, the phasing side and how many player turns have begun; the airdrops standing; whether a breakthrough was made and how many exploiters were placed and moved; the attrition rolls made; inside an attack its round, result, options taken, what each side still owes and what comes next; inside an attrition its result, losses, selections and retreats. Not which units or hexes.',
    timing: 'Measured by `npm run paths -- awaw`.',
  },
};
