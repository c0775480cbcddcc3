import type { FuzzSupport } from '../../core/testing.ts';
import type { AwawEvent } from '../events/index.ts';
import type { AwawGame } from '../model/game.ts';
import type { AwawTurnContext } from '../turn/context.ts';

/** Placeholder, filled in below. */
export const AWAW_FUZZ: FuzzSupport<AwawGame, AwawTurnContext, AwawEvent> = {
  groups: [], names: () => ({}), nearMiss: (e) => e, wrongStep: () => ({ type: 'DONE' }), malformed: () => ({}), invariants: () => ({ step: () => [] }),
};
