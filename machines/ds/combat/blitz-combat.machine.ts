import { dsSetup } from '../setup.ts';
import { attackLoop } from './attack.machine.ts';
import { STEP_IDS } from '../../../src/ds/legal/step-ids.ts';

/**
 * 4.1 Blitz Combat Segment: Steps 1-5 in order, each finished before the next (BC-7). Without a
 * Blitz marker on the map only Step 5 is performed (BC-6).
 */
export const blitzCombatSegment = dsSetup.createStateConfig({
  id: 'ds.combat.blitzSegment',
  meta: {
    rule: '4.1', title: 'Blitz Combat Segment', actor: 'phasing',
    explain: 'Blitz-enabled units airdrop, attack, land from beachheads and land airdrops; carrier strikes return. Without a Blitz marker on the map, only the carrier strikes return.',
  },
  initial: 'blitzCheck',
  states: {
    blitzCheck: {
      id: 'ds.blitz.blitzCheck',
      meta: {
        rule: '4.1', title: 'Any Blitz marker on the map?', actor: 'automatic',
        explain: 'Without a Blitz marker of your own on the map (or an Axis SNLF Beachhead-0), nothing is Blitz-enabled: you skip straight to CV Strike Returns.',
      },
      entry: 'beginBlitzSegment',
      always: [
        { guard: 'blitzStepsSkipped', target: 'cvStrikeReturns' },
        { target: 'airdrop' },
      ],
    },
    airdrop: {
      id: STEP_IDS.blitzAirdrop,
      meta: {
        rule: '4.1.1', title: 'Airdrop', actor: 'phasing',
        explain: 'A supplied, Blitz-enabled airborne unit in a Land hex may flip to its Airdrop marker and drop up to two hexes away: not into All-Sea, not in or next to an enemy Air unit, not into or across a neutral or Policy Affected country, never in Pre-War. One at a time; say DONE when finished.',
      },
      on: {
        AIRDROP: { guard: 'airdropAllowed', actions: 'airdrop' },
        DONE: { guard: 'airdropAllowed', target: 'combat' },
      },
    },
    combat: { ...attackLoop('blitz'), onDone: { target: 'beachheadLanding' } },
    beachheadLanding: {
      id: STEP_IDS.blitzBeachheadLanding,
      meta: {
        rule: '4.1.3', title: 'Beachhead Landing', actor: 'phasing',
        explain: 'Supplied, Blitz-enabled units on your Beachhead that did not attack may land, one at a time, in the Land hex its arrow points to, unless an enemy unit is there or it is neutral. HQs may land too. The Axis may land a Japanese Detachment from each supplied SNLF Beachhead-0. Say DONE when finished.',
      },
      on: {
        BEACHHEAD_LANDING: { guard: 'beachheadLandingAllowed', actions: 'beachheadLanding' },
        SNLF_LANDING: { guard: 'beachheadLandingAllowed', actions: 'snlfLanding' },
        DONE: { guard: 'beachheadLandingAllowed', target: 'airdropLanding' },
      },
    },
    airdropLanding: {
      id: STEP_IDS.blitzAirdropLanding,
      meta: {
        rule: '4.1.4', title: 'Airdrop Landing', actor: 'phasing',
        explain: 'Airdrop markers that are unsupplied or share a hex with an enemy unit have gone to the Delay Box. Each other one may be replaced by a one-step, non-elite infantry unit of its nationality from your Force Pool; either way the marker goes to the Delay Box. DONE sends the rest there.',
      },
      entry: 'beginAirdropLanding',
      on: {
        AIRDROP_LANDING: { guard: 'airdropLandingAllowed', actions: 'airdropLanding' },
        DONE: { guard: 'airdropLandingAllowed', target: 'cvStrikeReturns', actions: 'finishAirdropLanding' },
      },
    },
    cvStrikeReturns: {
      id: 'ds.blitz.cvStrikeReturns',
      meta: { rule: '4.1.5', title: 'CV Strike Returns', actor: 'automatic', explain: "Every CV Strike in a hex goes to its Naval Zone's Used Box." },
      entry: 'cvStrikeReturns',
      always: { target: 'done' },
    },
    done: { type: 'final' },
  },
});
