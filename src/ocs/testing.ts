import type { TestingSupport } from '../core/ruleset.ts';
import type { OcsEvent } from './events/index.ts';
import { ocsInvariants } from './fuzz/invariants.ts';
import { ocsMalformed, ocsNames, ocsNearMiss, ocsWrongStep } from './fuzz/mutations.ts';
import { OCS_FUZZ_GROUPS } from './fuzz/targets.ts';
import type { OcsGame } from './model/state.ts';
import { OCS_PATH_FIXTURES } from './paths/fixtures.ts';
import { OCS_IMPOSSIBLE, OCS_PATH_NOTES, OCS_UNREACHED } from './paths/impossible.ts';
import { OCS_BARE_EVENTS, OCS_PROBE_IDS } from './paths/probes.ts';
import { ocsSequenceKey, stopAtNextPlayerTurn } from './paths/sequence-key.ts';
import { OCS_VARIANTS, ocsVariantOf } from './paths/variants.ts';
import type { OcsTurnContext } from './turn/context.ts';

/** What the path generator and the fuzzer need of OCS, in a chunk of its own that the guide never loads. */
export const OCS_TESTING: TestingSupport<OcsGame, OcsTurnContext, OcsEvent> = {
  paths: {
    fixtures: OCS_PATH_FIXTURES,
    sequenceKey: ocsSequenceKey,
    stopAt: stopAtNextPlayerTurn,
    variantOf: ocsVariantOf,
    variants: OCS_VARIANTS,
    noSuch: OCS_PROBE_IDS,
    bare: OCS_BARE_EVENTS,
    sideField: { field: 'side', values: ['nk', 'un'] },
    impossible: OCS_IMPOSSIBLE,
    unreached: OCS_UNREACHED,
    notes: OCS_PATH_NOTES,
  },
  fuzz: {
    groups: OCS_FUZZ_GROUPS,
    names: ocsNames,
    nearMiss: ocsNearMiss,
    wrongStep: ocsWrongStep,
    malformed: ocsMalformed,
    invariants: ocsInvariants,
  },
};
