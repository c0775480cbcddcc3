import type { GuardReadings } from '../../src/core/outline/guard-reading.ts';
import type { ResultTask } from '../../src/ocs/rules/procedure.ts';

/** What the guards that route the OCS turn past a step mean, in the rules' words (the outline's reasons). */
const say = (text: string) => () => text;

const NOT_DUE: Readonly<Record<ResultTask, string>> = {
  specialized: 'no Specialized Combat was owed',
  attackerLoss: 'the attacker owed no step loss', attackerOption: 'the attacker had no option to take',
  attackerRetreat: 'the attacker did not retreat', attackerRetreatLoss: 'no attacking unit entered an enemy ZOC while DG',
  exploit: 'no exploit result could be used (9.13b, 9.10d)', defenderDg: 'the result had no DG for the defender',
  defenderLoss: 'the defender owed no step loss', defenderOption: 'the defender had no option to take',
  defenderRetreat: 'the defender did not retreat', defenderRetreatLoss: 'no defending unit entered an enemy ZOC while DG',
  advance: 'the defender\'s hex was not vacated, or the attacker retreated: no advance', finished: 'the combat went on',
};

export const OCS_GUARD_READINGS: GuardReadings = {
  attackerCannotPay: { held: say('the attacker could not pay combat supply: the attack was cancelled (9.5A)'), failed: say('the attacker could pay combat supply') },
  defenderCannotPay: { held: say('the defender had no combat supply to expend: he fought at half strength (9.5B)'), failed: say('the defender could pay combat supply') },
  terrainComplete: { held: say('every terrain choice was made'), failed: say('terrain choices were still owed') },
  surpriseOccurred: { failed: say('nobody got Surprise: no column shift (9.8)') },
  resultAwaits: { failed: (p) => NOT_DUE[p['task'] as ResultTask] ?? 'not due' },
  specialAwaits: { failed: (p) => (p['kind'] === 'roll' ? 'no capture roll was owed' : p['kind'] === 'allot' ? 'no allotment of captured Transport Points was owed' : 'no displacement was owed') },
  anotherPlayerThisTurn: { held: say('the other player\'s turn follows in this game turn'), failed: say('both players have had their turn: the next game turn begins') },
};
