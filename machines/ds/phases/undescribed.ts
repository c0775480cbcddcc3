import { freeMoveTransition } from '../../../src/core/free-move-machine.ts';
import { dsSetup } from '../setup.ts';
import type { StepMeta } from '../../../src/ds/legal/index.ts';
import { STEP_IDS } from '../../../src/ds/legal/step-ids.ts';

/**
 * A phase or segment the seeds do not describe: the player confirms it and the turn goes on, so it
 * is visible in the diagram and the guide rather than silently absent (R-UNDESCRIBED-PHASES).
 */
export const confirmState = (id: string, meta: StepMeta, target: string) =>
  dsSetup.createStateConfig({ id, meta, on: { CONTINUE: { target }, ...(meta.freeMoves ? { FREE_MOVE: freeMoveTransition(meta) } : {}) } });

/** The phasing faction may move its counters freely in the steps of its own phases the seeds do not give (R-FREE-MOVES). */
const freely = { freeMoves: true } as const;

const notInSeeds = 'Its rules are not in the rules texts turnchart carries; play it from your rulebook, then continue.';

/**
 * Who acts in the game turn's own steps (0 and 7): no faction is phasing there, and the step waits
 * for the players to confirm it, so it is every faction's, never "automatic" (which means the guide
 * carries a step out by itself).
 */
const ALL_FACTIONS = 'all';

export const seasonalVictoryPhase = confirmState(STEP_IDS.seasonalVictory, {
  rule: '0', title: 'Seasonal Victory Phase', actor: ALL_FACTIONS,
  explain: `At the start of each game turn, victory is checked for the season. ${notInSeeds}`,
}, 'factionTurn');

export const seasonalPhase = dsSetup.createStateConfig({
  id: 'ds.seasonal',
  meta: { rule: '1', title: 'Seasonal Phase', actor: 'phasing', explain: 'The phasing faction plays its Option Card, then logistics and partisans, then replacements.' },
  initial: 'optionCard',
  states: {
    optionCard: confirmState(STEP_IDS.seasonalOptionCard, {
      rule: '1', title: 'Option Card Segment', actor: 'phasing', ...freely,
      explain: `The phasing faction plays its Current Card's options; Political Events may award Blitz markers or SNLF Beachheads here. ${notInSeeds}`,
    }, 'logisticsPartisan'),
    logisticsPartisan: confirmState(STEP_IDS.seasonalLogisticsPartisan, {
      rule: '1', title: 'Logistics and Partisan Segment', actor: 'phasing', ...freely,
      explain: `Logistics markers and partisans are dealt with. ${notInSeeds}`,
    }, 'replacements'),
    replacements: confirmState(STEP_IDS.seasonalReplacements, {
      rule: '1', title: 'Replacements Segment', actor: 'phasing', ...freely,
      explain: `The phasing faction takes its replacement steps. ${notInSeeds}`,
    }, 'done'),
    done: { type: 'final' },
  },
});

export const operationalMovementPhase = confirmState(STEP_IDS.operationalMovement, {
  rule: '3', title: 'Operational Movement Phase', actor: 'phasing', ...freely,
  explain: `The phasing faction moves its units. ${notInSeeds}`,
}, 'combat');

export const reserveMovementPhase = confirmState(STEP_IDS.reserveMovement, {
  rule: '5', title: 'Reserve Movement Phase', actor: 'phasing', ...freely,
  explain: `Units held in reserve move. ${notInSeeds}`,
}, 'finalAdministrative');

export const finalAdministrativePhase = confirmState(STEP_IDS.finalAdministrative, {
  rule: '6', title: 'Final Administrative Phase', actor: 'phasing', ...freely,
  explain: `The phasing faction tidies up the end of its turn. ${notInSeeds}`,
}, 'done');

export const endOfGameTurnPhase = dsSetup.createStateConfig({
  id: 'ds.endOfGameTurn',
  meta: { rule: '7', title: 'End of Game Turn', actor: ALL_FACTIONS, explain: 'After every faction has had its turn, the game turn ends.' },
  initial: 'delay',
  states: {
    delay: confirmState(STEP_IDS.endOfGameTurnDelay, {
      rule: '7', title: 'Delay Segment', actor: ALL_FACTIONS,
      explain: `Pieces in the Delay Box and on the Turn Track come back as the Delay rule (7.1) says. ${notInSeeds}`,
    }, 'done'),
    done: { type: 'final' },
  },
});
