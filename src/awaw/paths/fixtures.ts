import pathsFront from '../../../scenarios/awaw/fixtures/paths-front.json';
import pathsExploitation from '../../../scenarios/awaw/fixtures/paths-exploitation.json';
import smallFront from '../../../scenarios/awaw/fixtures/small-front.json';
import pathsMovement from '../../../scenarios/awaw/fixtures/paths-movement.json';
import type { PathFixture } from '../../core/testing.ts';

/**
 * The fixture family the generated paths of the AWAW turn start from: every branch of the turn is
 * reachable from one of them. Small positions, so the bounded model stays small: the teaching
 * scenario is played whole by tests/machines/awaw/teaching.test.ts and fuzzed instead.
 */
export const AWAW_PATH_FIXTURES: readonly PathFixture[] = [
  { id: 'paths-front-axis', file: 'scenarios/awaw/fixtures/paths-front.json', scenario: pathsFront, side: 'axis', seed: 1,
    reaches: 'every result and option of the attack procedure, another round, an attack below 1:4, airdrops and their interception, a breakthrough, exploitation movement and attacks, attrition with its losses, occupation and retreats' },
  { id: 'paths-exploitation-axis', file: 'scenarios/awaw/fixtures/paths-exploitation.json', scenario: pathsExploitation, side: 'axis', seed: 1,
    reaches: 'one breakthrough, then exploitation attacks of every kind: an advance along the chain, a fortified hex (the defender\'s option, another round), below 1:4, with and against air support' },
  { id: 'small-front-axis', file: 'scenarios/awaw/fixtures/small-front.json', scenario: smallFront, side: 'axis', seed: 1,
    reaches: 'a defender with no air for defensive air support' },
  { id: 'small-front-allies', file: 'scenarios/awaw/fixtures/small-front.json', scenario: smallFront, side: 'allies', seed: 1,
    reaches: 'an attacker with no air for ground support; the last player turn of the game turn, the end of the game turn and the next one' },
  { id: 'paths-movement-axis', file: 'scenarios/awaw/fixtures/paths-movement.json', scenario: pathsMovement, side: 'axis', seed: 1,
    reaches: 'an overrun against a defender with no air for defensive air support (13.53), and an overstack left by an attrition retreat remedied at the end of the movement phase (12.17)' },
  { id: 'paths-movement-allies', file: 'scenarios/awaw/fixtures/paths-movement.json', scenario: pathsMovement, side: 'allies', seed: 1,
    reaches: 'partisans built behind the enemy lines in the unit construction phase (11.35)' },
];
