import type { TestingSupport } from '../core/ruleset.ts';
import type { DsEvent } from './events/index.ts';
import { Invariants } from './fuzz/invariants.ts';
import { dsMalformed, namesOf, nearMiss, wrongStep } from './fuzz/mutations.ts';
import { DS_FUZZ_GROUPS } from './fuzz/targets.ts';
import { FACTIONS } from './model/factions.ts';
import type { DsGameState } from './model/state.ts';
import { PATH_FIXTURES } from './paths/fixtures.ts';
import { IMPOSSIBLE_OUTCOMES, UNREACHED } from './paths/impossible.ts';
import { DS_PATH_NOTES } from './paths/notes.ts';
import { DS_BARE_EVENTS, DS_PROBE_IDS } from './paths/probes.ts';
import { sequenceKey, stopAtNextFactionTurn } from './paths/sequence-key.ts';
import { VARIANTS, dsVariantOf } from './paths/variants.ts';
import type { DsTurnContext } from './turn/context.ts';

/**
 * What the path generator and the fuzzer need of DS, in a chunk of its own: the guide never loads
 * it (its fixtures are 300 KB of scenario JSON), only the testers do (machines/ds/ruleset.ts `testing`).
 */
export const DS_TESTING: TestingSupport<DsGameState, DsTurnContext, DsEvent> = {
  paths: {
    fixtures: PATH_FIXTURES,
    sequenceKey,
    stopAt: stopAtNextFactionTurn,
    variantOf: (e, ctx) => dsVariantOf(e, ctx.game),
    variants: VARIANTS,
    noSuch: DS_PROBE_IDS,
    bare: DS_BARE_EVENTS,
    sideField: { field: 'faction', values: FACTIONS },
    impossible: IMPOSSIBLE_OUTCOMES,
    unreached: UNREACHED,
    notes: DS_PATH_NOTES,
  },
  fuzz: {
    groups: DS_FUZZ_GROUPS,
    names: namesOf,
    nearMiss,
    wrongStep,
    malformed: dsMalformed,
    invariants: (game) => new Invariants(game),
  },
};
