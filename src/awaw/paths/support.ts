import type { PathSupport } from '../../core/testing.ts';
import type { AwawEvent } from '../events/index.ts';
import type { AwawGame } from '../model/game.ts';
import type { AwawTurnContext } from '../turn/context.ts';

/** Placeholder, filled in below. */
export const AWAW_PATHS: PathSupport<AwawGame, AwawTurnContext, AwawEvent> = {
  fixtures: [], sequenceKey: (s) => JSON.stringify(s.value), stopAt: () => false, variantOf: () => undefined, variants: {},
  noSuch: { unit: 'no-such-unit' }, bare: ['DONE'], impossible: {}, unreached: {}, notes: { serialization: '', timing: '' },
};
