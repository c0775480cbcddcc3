import { dsSetup } from '../../setup.ts';
import { STEP_IDS } from '../../../../src/ds/legal/step-ids.ts';

/**
 * 2.2.4 Blitz Marker Placement: Blitz Value + awarded markers (BZ-1), first one on each Beachhead
 * hex (BZ-3), then any hex (BZ-2); an Axis placement may call for a Cabinet Crisis roll at once
 * (BZ-4, BZ-5); what is not placed is lost (BZ-6).
 */
export const blitzPlacementStep = dsSetup.createStateConfig({
  id: 'ds.support.blitz',
  meta: {
    rule: '2.2.4', title: 'Blitz Marker Placement', actor: 'phasing',
    explain: "You may place as many Blitz markers as your Current Card's Blitz Value (plus any awarded this turn); first one on every hex with your Beachhead marker. Unused ones are lost.",
  },
  entry: 'beginBlitzPlacement',
  initial: 'placing',
  states: {
    placing: {
      id: STEP_IDS.supportBlitzPlacement,
      meta: {
        rule: '2.2.4', title: 'Blitz Marker Placement', actor: 'phasing',
        explain: 'Place your available Blitz markers one at a time, one per hex, anywhere on the map, but first on every hex with your Beachhead marker (the Axis need not put one on an SNLF Beachhead-0). Say DONE when finished: markers you do not place are lost.',
      },
      on: {
        PLACE_BLITZ: { guard: 'blitzPlacementAllowed', actions: 'placeBlitz' },
        DONE: { guard: 'blitzPlacementAllowed', target: 'done', actions: 'finishBlitzPlacement' },
      },
      always: { guard: 'cabinetCrisisDue', target: 'cabinetCrisis' },
    },
    cabinetCrisis: {
      id: STEP_IDS.supportCabinetCrisis,
      meta: {
        rule: '2.2.4', title: 'Cabinet Crisis', actor: 'axis',
        explain: 'The Axis put a Blitz marker on land while the Army does not lead the government, or at sea while the Navy does not: roll one die on the Cabinet Crisis Table, adding the Political DRMs. turnchart carries only a SAMPLE table: with the real chart, enter the result you read on it.',
      },
      on: {
        ROLL: { guard: 'cabinetCrisisAllowed', target: 'placing', actions: 'rollCabinetCrisis' },
        CABINET_CRISIS_RESULT: { guard: 'cabinetCrisisAllowed', target: 'placing', actions: 'enterCabinetCrisisResult' },
      },
    },
    done: { type: 'final' },
  },
});
