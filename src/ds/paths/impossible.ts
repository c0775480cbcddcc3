/**
 * Guard outcomes the rules do not allow, each with the reason, kept as data: the coverage report
 * lists them instead of counting them as missing, and a test fails if one of them is ever covered
 * (the reason would then be wrong). Keyed by `<edge id>=<outcome>` (src/paths/machine-index.ts). The DS turn's own; the
 * path generator reads them through the ruleset (machines/ds/ruleset.ts).
 */
import type { ExplainedGap } from '../../core/testing.ts';

type ImpossibleOutcome = ExplainedGap;

const doneAlways = (rule: string, step: string): ImpossibleOutcome => ({
  rule, reason: `DONE is always legal in ${step}: the step is optional and may be ended at any time, so its guard never refuses it.`,
});
const anyResult = (rule: string, what: string): ImpossibleOutcome => ({
  rule, reason: `Any die value 1-6 and any well-formed ${what} read from the player's own chart is accepted while the roll is due (the bundled table is a SAMPLE), so the guard never refuses a well-formed event here.`,
});

export const IMPOSSIBLE_OUTCOMES: Readonly<Record<string, ImpossibleOutcome>> = {
  'ds.admin.politicalEvents:0:0=false': anyResult('2.1', 'Political Events roll'),
  'ds.admin.politicalEvents:1:0=false': anyResult('2.1', 'Political Events result'),
  'ds.politicalEvents.snlfBeachheads:1:0=false': doneAlways('2.1', 'SNLF Beachhead-0 placement (PE-9: "may place")'),
  'ds.support.placement.choose:2:0=false': doneAlways('2.2.3', 'Support Unit and Convoy Marker Placement (SU-6: nobody is required to place)'),
  'ds.support.placement.airForceBeachhead:1:0=false': { rule: '2.2.3.4', reason: 'Declining the optional Beachhead-2 exchange (AP-3, BH-1) is always allowed while it is offered.' },
  'ds.support.placement.escort:0:0=false': { rule: '2.2.3.6', reason: 'Both answers to the Escort Troop Convoy decision (CV-9) are always allowed while it is asked.' },
  'ds.support.cabinetCrisis:0:0=false': anyResult('2.2.4', 'Cabinet Crisis roll'),
  'ds.support.cabinetCrisis:1:0=false': anyResult('2.2.4', 'Cabinet Crisis result'),
  'ds.organization.combinations:1:0=false': doneAlways('2.3.1', 'Combinations'),
  'ds.organization.conversions:1:0=false': doneAlways('2.3.2', 'Fortress and Garrison Conversions'),
  'ds.organization.voluntaryEliminations:1:0=false': doneAlways('2.3.3', 'Voluntary Eliminations'),
  'ds.organization.breakdowns:1:0=false': doneAlways('2.3.4', 'Breakdowns'),
  'ds.organization.detachments:2:0=false': doneAlways('2.3.5', 'Detachment Placements and Removals'),
  'ds.blitz.airdrop:1:0=false': doneAlways('4.1.1', 'Airdrop (AD-11: "may")'),
  'ds.blitz.attacks:2:0=false': doneAlways('4.1.2', 'Blitz Combat (attacks are never required)'),
  'ds.regular.attacks:2:0=false': doneAlways('4.2.1', 'Regular Combat (attacks are never required)'),
  'ds.blitz.die:0:0=false': anyResult('4.2.2', 'combat die'),
  'ds.blitz.die:1:0=false': anyResult('4.2.2', 'combat result'),
  'ds.regular.die:0:0=false': anyResult('4.2.2', 'combat die'),
  'ds.regular.die:1:0=false': anyResult('4.2.2', 'combat result'),
  'ds.blitz.attackerChoice:0:0=false': { rule: '4.2.4.1', reason: 'The Ad/Ex choice is asked only when Retreat is possible, and then both answers are allowed.' },
  'ds.regular.attackerChoice:0:0=false': { rule: '4.2.4.1', reason: 'The Ad/Ex choice is asked only when Retreat is possible, and then both answers are allowed.' },
  'ds.blitz.beachheadLanding:2:0=false': doneAlways('4.1.3', 'Beachhead Landing (BL-7: units "may" land)'),
  'ds.blitz.airdropLanding:1:0=false': doneAlways('4.1.4', 'Airdrop Landing (AL-5: DONE sends the markers left to the Delay Box)'),
  'ds.blitz.advance:2:0=false': doneAlways('4.2.7', 'Step 8 (advancing and exploiting are optional, AA-2, EX-1)'),
  'ds.regular.advance:2:0=false': doneAlways('4.2.7', 'Step 8 (advancing and exploiting are optional, AA-2, EX-1)'),
};

/**
 * Items the fixture family does not reach yet, though the rules allow them: named gaps, kept as data
 * so that the report lists them with their reason and the coverage test sees every one of them.
 * Empty now: every state, transition and guard outcome the rules allow is reached (docs/coverage.md).
 */
export const UNREACHED: Readonly<Record<string, ImpossibleOutcome>> = {};
