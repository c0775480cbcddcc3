import type { AwawGame } from '../model/game.ts';
import type { GroundUnit } from '../model/units.ts';
import type { TurnBook, UnderWayAttack } from '../turn/context.ts';
import { forceOf, groundStrengths, minimumOddsCategory } from './attack.ts';
import { airSupportsRound, ctlAllowsRound, unitCtl } from './ctl.ts';
import { attackFactor } from './ground-units.ts';
import { onMap } from './losses.ts';
import { atLeastOneToOne, oddsOf } from './odds.ts';
import { involuntaryAirLoss } from './support.ts';

/**
 * 15.7 Additional rounds of combat. Catalog: W-55..W-58 (and W-24 through the DMs, W-52, W-61).
 */

/**
 * W-56 15.71 roundParticipants: every ground unit of the first round takes part in the next unless
 * eliminated or its CTL forbids another round (W-59). W-57 15.73 noReinforcement: no other unit
 * joins: the committed list is fixed at declaration.
 */
export const roundAttackers = (g: AwawGame, a: UnderWayAttack, round: number): GroundUnit[] =>
  onMap(g, a.attackers).filter((u) => ctlAllowsRound(unitCtl(g, u), round));

/** The ground support flying in round `round`: none past the air units' CTL (W-61 15.82B). */
export function supportInRound(g: AwawGame, a: UnderWayAttack, round: number): number {
  const airCtl = g.factions[a.faction]?.airCtl ?? 1;
  return airSupportsRound(airCtl, round) ? a.groundSupport : 0;
}

/** W-52: support eliminated at the end of a round that is not the last (the attacker continues). */
export function supportLostBeforeRound(g: AwawGame, a: UnderWayAttack): { ground: number; defensive: number } {
  const atkGround = onMap(g, a.attackers).reduce((n, u) => n + attackFactor(u), 0);
  const defGround = onMap(g, a.defenders).reduce((n, u) => n + (u.type === 'replacement' ? 1 : u.factor), 0);
  return { ground: involuntaryAirLoss(a.groundSupport, atkGround), defensive: involuntaryAirLoss(a.defensiveAir, defGround) };
}

/**
 * W-55 15.71/15.72 continueRound: another round may be fought if both sides have a ground unit left,
 * some attacking unit's CTL allows it, and W-58 15.74 oddsRecalculated: in a 15.52 minimum-odds
 * attack the odds recalculated are still 1:1 or more (an airdrop's later rounds excepted, 10.55C).
 * Why not, in words, or undefined when it may.
 */
export function anotherRoundBar(g: AwawGame, book: TurnBook, a: UnderWayAttack): string | undefined {
  const r = a.round;
  if (!r) return 'no round has been fought';
  const attackers = onMap(g, a.attackers);
  if (attackers.length === 0 || onMap(g, a.defenders).length === 0) return 'one side has no ground unit left (15.71)';
  const next = r.number + 1;
  const able = roundAttackers(g, a, next);
  if (able.length === 0) return `no attacking unit has the CTL for round ${next} (15.82A)`;
  const why = minimumOddsCategory(g, book, a.targets, able, a.faction);
  if (why && !why.includes('10.55C')) {
    const force = forceOf(book, a.mode, a.faction, a.targets, able.map((u) => u.id));
    const s = groundStrengths(g, force);
    const lost = supportLostBeforeRound(g, a);
    const odds = oddsOf(s.attack + Math.max(0, supportInRound(g, a, next) - lost.ground), s.defense + a.defensiveAir - lost.defensive);
    if (!atLeastOneToOne(odds)) return `the odds have fallen to ${odds.text}: ${why} (15.74)`;
  }
  return undefined;
}
