import type { AwawGame } from '../model/game.ts';
import { hexOf, unit } from '../model/queries.ts';
import type { TurnBook, UnderWayAttack } from '../turn/context.ts';
import { fortifiedAgainst } from './attack.ts';
import { advanceViolations, defendersGone } from './advance.ts';
import { unitCtl } from './ctl.ts';
import { lossIsAutomatic, onMap, owes } from './losses.ts';
import { attackerOptions, fortifiedConversion } from './results.ts';
import { anotherRoundBar } from './rounds.ts';

/**
 * What the attack under way waits for next, in the order 15.5-15.9 give: the attacker's choice of
 * result (15.53-15.54), the defender's (15.55), the losses (15.61-15.63, each side's settled by
 * itself when there is no choice), another round (15.7), then advance after combat (15.9).
 */
export type AttackTask =
  | 'attackerOption' | 'defenderOption' | 'attackerLossAuto' | 'attackerLosses' | 'defenderLossAuto' | 'defenderLosses'
  | 'attackOver' | 'nextRound' | 'advance' | 'finished';

/** W-40 15.54 earlyGermanEx1: a German exploitation attack where the scenario says the early-German cases hold. */
export function earlyGerman(g: AwawGame, a: UnderWayAttack): boolean {
  if (a.mode !== 'exploitation' || !a.attackers.some((id) => unit(g, id)?.nationality === 'german')) return false;
  const c = g.info.conditions.earlyGermanExploitation;
  return a.targets.some((h) => {
    const info = hexOf(g, h);
    return (info?.country !== undefined && c.countries.includes(info.country)) || (info?.front !== undefined && c.fronts.includes(info.front));
  });
}

/** W-41 15.55: the attack is against a fortification, fortress, or a fortified line facing the attackers (not from behind). */
export function fortifiedForResults(g: AwawGame, a: UnderWayAttack): boolean {
  if (a.targets.some((h) => fortifiedAgainst(g, h, a.faction))) return true;
  return (a.round?.defenses ?? []).some((d) => d.entries.some((e) => e.rule === '15.32E' || e.rule === '15.32F'));
}

/** The lowest CTL among the attacking units of the round still standing (W-42 15.551). */
export function lowestAttackingCtl(g: AwawGame, a: UnderWayAttack): number {
  const standing = onMap(g, a.round?.attackers ?? a.attackers);
  return standing.length === 0 ? 0 : Math.min(...standing.map((u) => unitCtl(g, u)));
}

export function attackerOptionDue(g: AwawGame, a: UnderWayAttack): boolean {
  const r = a.round;
  return r?.result !== undefined && r.crt !== undefined && !r.attackerOptionTaken && attackerOptions(r.result, earlyGerman(g, a)).length > 0;
}

export function defenderOptionDue(g: AwawGame, a: UnderWayAttack): boolean {
  const r = a.round;
  return r?.result !== undefined && r.crt !== undefined && !r.defenderOptionTaken && fortifiedForResults(g, a)
    && fortifiedConversion(r.result, lowestAttackingCtl(g, a)) !== undefined;
}

/** Whether any attacking unit could advance into a vacated hex now. */
export function anyAdvance(g: AwawGame, book: TurnBook, a: UnderWayAttack): boolean {
  if (!defendersGone(g, a)) return false;
  return onMap(g, a.attackers).some((u) => a.targets.some((h) => advanceViolations(g, book, a, u.id, h).length === 0));
}

export function nextAttackTask(g: AwawGame, book: TurnBook): AttackTask {
  const a = book.attack;
  if (!a) return 'finished';
  if (!a.over) {
    if (attackerOptionDue(g, a)) return 'attackerOption';
    if (defenderOptionDue(g, a)) return 'defenderOption';
    if (owes(g, a, 'attacker')) return lossIsAutomatic(g, a, 'attacker') ? 'attackerLossAuto' : 'attackerLosses';
    if (owes(g, a, 'defender')) return lossIsAutomatic(g, a, 'defender') ? 'defenderLossAuto' : 'defenderLosses';
    return anotherRoundBar(g, book, a) === undefined ? 'nextRound' : 'attackOver';
  }
  return anyAdvance(g, book, a) ? 'advance' : 'finished';
}
