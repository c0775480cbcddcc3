import { describe, expect, it } from 'vitest';
import { newDice } from '../../../src/core/dice.ts';
import { applyBeachheadFailure } from '../../../src/ds/apply/support-automatic.ts';
import { moveCounter } from '../../../src/ds/model/contents.ts';
import type { DsGameState } from '../../../src/ds/model/state.ts';
import { failsAtSea, hasFriendlyBeachhead } from '../../../src/ds/rules/beachhead-failure.ts';
import { returnDestination } from '../../../src/ds/rules/return-to-base.ts';
import { freshBookkeeping, type DsTurnContext } from '../../../src/ds/turn/context.ts';
import { TEACHING, loadScenario } from '../../support/turn-harness.ts';
import { GameLog } from '../../../src/core/log.ts';

// Western phasing. The invasion force (6th and 18th Divisions) waits at sea in w2820 and gets its
// Beachhead-2 there during 2.2.3 (the Java example); put it there now, so that only the units a
// test moves are stranded.
const teaching = moveCounter(loadScenario(TEACHING), 'we-bh-2', { kind: 'hex', hex: 'w2820', arrowTo: 'w2819' });
const ctxOf = (game: DsGameState): DsTurnContext => ({ game, turn: freshBookkeeping(), dice: newDice(1), log: GameLog.empty });
const atSea = moveCounter(moveCounter(teaching, 'au-7-div', { kind: 'hex', hex: 'w2717' }), 'au-1-corps-hq', { kind: 'hex', hex: 'w2717' });
const fails = (g: DsGameState, id: string, phasing = g.game.phasing) => failsAtSea(g, g.counters.get(id)!, phasing);

describe('2.2.5 Beachhead Failure', () => {
  it('BF-1 2.2.5 a phasing ground unit in an All-Sea hex without a friendly Beachhead marker is eliminated', () => {
    expect(fails(atSea, 'au-7-div')).toBe(true);
    expect(fails(teaching, 'au-7-div')).toBe(false); // on Christmas Island, a Land hex
  });

  it('BF-1 2.2.5 a friendly Beachhead marker of any level saves it; an enemy one does not', () => {
    const friendly = moveCounter(atSea, 'we-bh-1', { kind: 'hex', hex: 'w2717', arrowTo: 'w2818' });
    expect(hasFriendlyBeachhead(friendly, 'w2717', 'western')).toBe(true);
    expect(fails(friendly, 'au-7-div')).toBe(false);
    const enemy = moveCounter(atSea, 'ax-bh-1', { kind: 'hex', hex: 'w2717', arrowTo: 'w2818' });
    expect(fails(enemy, 'au-7-div')).toBe(true);
    const axisAtSea = moveCounter(moveCounter(teaching, 'jp-56-div', { kind: 'hex', hex: 'w2517' }), 'ax-snlf-1', { kind: 'hex', hex: 'w2517', arrowTo: 'w2518' });
    expect(fails(axisAtSea, 'jp-56-div', 'axis')).toBe(false);
  });

  it('BF-1 2.2.5 only the phasing faction\'s units are eliminated', () => {
    expect(fails(atSea, 'au-7-div', 'axis')).toBe(false);
  });

  it('BF-2 2.2.5 an eliminated unit with a Delay Stripe goes to the Delay Box, one without to its Force Pool', () => {
    const hq = atSea.counters.get('au-1-corps-hq')!.counter;
    expect(hq.delayStripe).toBe(true);
    expect(returnDestination(hq, 'western')).toEqual({ kind: 'delayBox' });
    const after = applyBeachheadFailure(ctxOf(atSea));
    expect(after.game!.counters.get('au-1-corps-hq')!.at).toEqual({ kind: 'delayBox' });
    expect(after.game!.counters.get('au-7-div')!.at).toEqual({ kind: 'forcePool', faction: 'western' });
    const messages = after.log!.map((l) => l.message);
    expect(messages).toHaveLength(2);
    expect(messages.find((m) => m.includes('to the Delay Box'))).toMatch(/is at sea without a Beachhead marker in .*: eliminated to the Delay Box/);
    expect(messages.find((m) => m.includes('Western Force Pool'))).toMatch(/eliminated to the Western Force Pool/);
  });

  it('BF-1 2.2.5 with no unit stranded at sea, the log says so', () => {
    expect(applyBeachheadFailure(ctxOf(teaching)).log!.map((l) => l.message)).toEqual(['no ground unit is at sea without a Beachhead marker']);
  });
});
