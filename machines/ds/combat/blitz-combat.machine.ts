import { dsSetup } from '../setup.ts';
import { attackLoop } from './attack.machine.ts';

/** 4.1 Blitz Combat Segment: Steps 1-5 in order. */
export const blitzCombatSegment = dsSetup.createStateConfig({
  id: 'ds.combat.blitzSegment',
  meta: {
    rule: '4.1', title: 'Blitz Combat Segment', actor: 'phasing',
    explain: 'Blitz-enabled units airdrop, attack, land from beachheads and land airdrops; carrier strikes return. Without a Blitz marker on the map, only the carrier strikes return.',
  },
  initial: 'airdrop',
  states: {
    airdrop: {
      id: 'ds.blitz.airdrop',
      meta: { rule: '4.1.1', title: 'Airdrop', actor: 'phasing', explain: 'Supplied, Blitz-enabled airborne units may flip to their Airdrop markers and drop up to two hexes away.' },
      on: { DONE: { target: 'combat' } },
    },
    combat: { ...attackLoop('blitz'), onDone: { target: 'beachheadLanding' } },
    beachheadLanding: {
      id: 'ds.blitz.beachheadLanding',
      meta: { rule: '4.1.3', title: 'Beachhead Landing', actor: 'phasing', explain: 'Supplied, Blitz-enabled units on a Beachhead that did not attack may land in the hex its arrow points to.' },
      on: { DONE: { target: 'airdropLanding' } },
    },
    airdropLanding: {
      id: 'ds.blitz.airdropLanding',
      meta: { rule: '4.1.4', title: 'Airdrop Landing', actor: 'phasing', explain: 'Each Airdrop marker may land a one-step infantry unit; then it goes to the Delay Box.' },
      on: { DONE: { target: 'cvStrikeReturns' } },
    },
    cvStrikeReturns: {
      id: 'ds.blitz.cvStrikeReturns',
      meta: { rule: '4.1.5', title: 'CV Strike Returns', actor: 'automatic', explain: "Every CV Strike in a hex goes to its Naval Zone's Used Box." },
      always: { target: 'done' },
    },
    done: { type: 'final' },
  },
});
