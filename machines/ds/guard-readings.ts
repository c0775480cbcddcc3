import type { GuardReadings } from '../../src/core/outline/guard-reading.ts';
import type { AttackTask } from '../../src/ds/rules/combat/obligations.ts';

/**
 * What the guards of the DS turn that route it past a step mean, in the rules' words: the reason
 * the sequence outline gives for a step the turn skipped (src/core/outline/guard-reading.ts). Every
 * guard on an eventless transition that can pass a step by has its reading here
 * (tests/unit/turn/guard-readings.test.ts).
 */
const say = (text: string) => () => text;

/** 4.2.2 Steps 6-8: the part of an attack's result that never came. */
const NOT_DUE: Readonly<Record<Exclude<AttackTask, 'finished'>, string>> = {
  attackerChoice: 'no Ad or Ex result left the attacker a choice between Retreat and a step loss',
  attackerRetreat: 'no attacker Retreat was due',
  attackerRetreatLoss: 'no attacking unit lost a step in place of a Retreat',
  defenderRetreat: 'no defender Retreat was due',
  defenderRetreatLoss: 'no defending force had to convert a Retreat hex into a step loss',
  attackerLosses: 'no Attrition step loss was due from the attacker',
  defenderLosses: 'no Attrition step loss was due from the defender',
  advance: 'no defending hex was vacated: no Advance or Exploitation',
};

export const GUARD_READINGS: GuardReadings = {
  // 2.1 Political Events Segment
  politicalEventsSkipped: {
    held: say('the Current Card has no Political Events Segment section'),
    failed: say('the Current Card has a Political Events Segment section'),
  },
  snlfBeachheadsToPlace: { failed: say('no Political Event gave SNLF Beachhead-0 markers to place') },
  politicalActionsResolved: { held: say('every listed Political Events action is resolved') },
  // 2.2.3 Support Unit and Convoy Marker Placement: the follow-ups of a successful placement
  contestOffered: { failed: say('no non-phasing faction had a support unit that could contest the placement') },
  cvStrikeDue: { failed: say('no CV Fleet was successfully placed in a hex, so no CV Strike was placed') },
  beachheadOneDue: { failed: say('no Surface Fleet was successfully placed in an All-Sea hex') },
  beachheadTwoOffered: { failed: say('no Air Force successfully placed in an All-Sea hex could place a Beachhead-2 marker') },
  escortDecisionDue: { failed: say('no Surface Fleet or Air Force was successfully placed in an On Station Box') },
  devastationDue: { failed: say('no Bomber was successfully placed in a hex') },
  devastationTargetOffered: { failed: say('no enemy Detachment or Logistics marker was in a Devastation hex') },
  // 2.2.4 Blitz Marker Placement
  cabinetCrisisDue: { failed: say('no Axis Blitz marker placement called for a Cabinet Crisis roll') },
  // 4.1 Blitz Combat Segment (BC-6)
  blitzStepsSkipped: {
    held: say('no Blitz marker of the phasing faction (nor an Axis SNLF Beachhead-0) is on the map: nothing is Blitz-enabled'),
    failed: say('a Blitz marker is on the map'),
  },
  // 4.2.2 the Attack Sequence
  attackOnMarkerOnlyHex: { failed: say('no attack was declared on a hex holding only enemy markers') },
  noDefensiveSupportOption: { held: say('the defender had no HQ that could give Ranged Support') },
  attackAwaits: { failed: (p) => NOT_DUE[p['task'] as Exclude<AttackTask, 'finished'>] ?? 'not due' },
};
