import type { TestingSupport } from '../core/ruleset.ts';
import type { AwawEvent } from './events/index.ts';
import { AWAW_FUZZ } from './fuzz/support.ts';
import type { AwawGame } from './model/game.ts';
import { AWAW_PATHS } from './paths/support.ts';
import type { AwawTurnContext } from './turn/context.ts';

/** What the path generator and the fuzzer need of AWAW, in a chunk of its own that the guide never loads. */
export const AWAW_TESTING: TestingSupport<AwawGame, AwawTurnContext, AwawEvent> = { paths: AWAW_PATHS, fuzz: AWAW_FUZZ };
