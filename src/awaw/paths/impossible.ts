import type { ExplainedGap } from '../../core/testing.ts';

/**
 * Guard outcomes the rules never allow, each with its reason: the step's event is one the rules
 * always permit there (a choice the player may always make, or a die any value of which is legal).
 */
export const AWAW_IMPOSSIBLE: Readonly<Record<string, ExplainedGap>> = {
  'awaw.regular.airdrop:1:0=false': { rule: '15.22', reason: "declaring no more airdrops is always allowed: airdrops are optional (15.11, 15.22)" },
  'awaw.exploitation.airdrop:1:0=false': { rule: '16.42', reason: "declaring no more exploitation airdrops is always allowed (16.42)" },
  'awaw.regular.interception:1:0=false': { rule: '10.54', reason: "the defender may always let the remaining drops through: interception is his choice (10.54)" },
  'awaw.exploitation.interception:1:0=false': { rule: '10.54', reason: "the defender may always let the remaining drops through (10.54)" },
  'awaw.regular.die:0:0=false': { rule: '15.6', reason: "any die value, or the seeded roll, is a legal roll: nothing to refuse (15.51)" },
  'awaw.exploitation.die:0:0=false': { rule: '15.6', reason: "any die value, or the seeded roll, is a legal roll (16.44, 15.51)" },
  'awaw.attrition.die:1:0=false': { rule: '14.41', reason: "any die value, or the seeded roll, is a legal attrition roll (14.41)" },
  'awaw.regular.attackerOption:1:0=false': { rule: '15.53', reason: "the attacker may always keep the \"d\" he rolled: taking \"Ex\" is his option (15.53)" },
  'awaw.exploitation.attackerOption:1:0=false': { rule: '15.53', reason: "the attacker may always keep the \"d\" he rolled (15.53)" },
  'awaw.regular.defenderOption:1:0=false': { rule: '15.55', reason: "the defender may always keep the result: the 15.55 conversion is at his option (004)" },
  'awaw.exploitation.defenderOption:1:0=false': { rule: '15.55', reason: "the defender may always keep the result (15.55, at his option)" },
  'awaw.regular.nextRound:0:0=false': { rule: '15.71', reason: "the step is entered only when another round is allowed (15.71, 15.82A): continuing is then always legal" },
  'awaw.exploitation.nextRound:0:0=false': { rule: '15.71', reason: "the step is entered only when another round is allowed: continuing is then always legal" },
  'awaw.regular.nextRound:1:0=false': { rule: '15.71', reason: "the attacker may always abandon the attack (15.71, 15.72)" },
  'awaw.exploitation.nextRound:1:0=false': { rule: '15.71', reason: "the attacker may always abandon the attack (15.71, 15.72)" },
  'awaw.regular.advance:1:0=false': { rule: '15.91', reason: "advancing is the attacker's option: he may always stop (15.91, \"which units, if any\")" },
  'awaw.exploitation.advance:1:0=false': { rule: '16.47', reason: "advancing after exploitation combat is optional (16.47 \"may advance\")" },
  'awaw.exploitation.placement:1:0=false': { rule: '16.21', reason: "placing armor on a breakthrough hex is optional (16.21 \"may be placed\")" },
  'awaw.exploitation.movement:2:0=false': { rule: '16.31', reason: "an exploiter may always stay (16.31): routes built one by one always keep the chain (16.36), so ending is always legal; an overrun under way is resolved in its own states" },
  'awaw.movement.voluntaryElimination:1:0=false': { rule: '13.21', reason: "voluntary elimination is optional (13.21 \"may\"): ending it is always legal" },
  'awaw.redeployment.elimination:1:0=false': { rule: '13.21', reason: "voluntary elimination at the end of redeployment is optional (13.21 \"may\")" },
  'awaw.movement.ground:2:0=false': { rule: '13.11', reason: "a player may move all, some or none of his units (13.11): ending ground movement is always legal, and an overrun under way is resolved in its own states before the step takes events again" },
  'awaw.construction:1:0=false': { rule: '11.351', reason: "building partisans is optional (11.21: the pool limits how many may be built, not that any must)" },
  'awaw.attrition.declare:1:0=false': { rule: '14.213', reason: "attrition is never forced: the attacker may always be done (14.13, 14.213)" },
  'awaw.attrition.option:0:0=false': { rule: '14.44', reason: "the step is entered only on a \"1C/1H\": taking \"2C\" is then always legal (14.44)" },
  'awaw.attrition.option:1:0=false': { rule: '14.44', reason: "keeping \"1C/1H\" is always legal (14.44: the attacker \"may\" take 2C)" },
  'awaw.attrition.occupy:1:0=false': { rule: '14.61', reason: "the attacker need not select all, or any, of the hexes the result allows (14.61)" },
};

/** Items the fixtures do not reach yet, though the rules allow them: none. */
export const AWAW_UNREACHED: Readonly<Record<string, ExplainedGap>> = {};
