/**
 * The queries on the attack's bookkeeping that the combat panel reads (what is still owed, which
 * units are still on the map). They live beside the reducers for now; they are read-only, and this
 * one file is where the panel imports them from, so that moving them is a one-file change.
 */
export { onTheMap } from '../../apply/combat/forces.ts';
export { currentRetreat, exploitationDistanceOf, nextTask, type AttackTask } from '../../apply/combat/obligations.ts';
