import type { AwawGame } from '../model/game.ts';
import type { TurnBook, UnderWayAttrition } from '../turn/context.ts';
import { mayTake2C } from './attrition.ts';
import { advancers, hexesLeft, occupationViolations } from './attrition-hexes.ts';
import { eligibleLosses, lossCaps } from './attrition-losses.ts';
import { eliminatedInsteadOfRetreat } from './attrition-retreat.ts';
import { unit } from '../model/queries.ts';

/**
 * What the attrition under way waits for next, in the order of 14.11: B the defender's losses
 * (settled by themselves when there is no choice), C the attacker's selection of hexes, D the
 * defender's retreats, E the attacker's occupation (automatic).
 */
export type AttritionTask = 'option' | 'lossesAuto' | 'losses' | 'lossesDone' | 'occupy' | 'selectionDone' | 'retreatsStart' | 'retreatAuto' | 'retreat' | 'finish';

/** The most counters the defender could still lose, nationality caps counted (14.52C). */
export function losable(g: AwawGame, book: TurnBook, a: UnderWayAttrition): number {
  const caps = lossCaps(g, book, a);
  const taken = new Map<string, number>();
  for (const l of a.losses) { const n = unit(g, l.unit)!.nationality; taken.set(n, (taken.get(n) ?? 0) + 1); }
  const byNat = new Map<string, number>();
  for (const u of eligibleLosses(g, book, a)) byNat.set(u.nationality, (byNat.get(u.nationality) ?? 0) + 1);
  let n = 0;
  for (const [nat, count] of byNat) n += Math.min(count, (caps.get(nat) ?? 0) - (taken.get(nat) ?? 0));
  return n;
}

/** Whether some hex may still be selected for occupation (one unit is enough to tell). */
export function anyOccupation(g: AwawGame, book: TurnBook, a: UnderWayAttrition): boolean {
  if (hexesLeft(a) <= 0) return false;
  const units = advancers(g, a);
  const hexes = Object.entries(book.zones).filter(([, z]) => z === a.zone).map(([h]) => h);
  return hexes.some((h) => units.some((u) => occupationViolations(g, book, a, h, [u]).length === 0));
}

export function nextAttritionTask(g: AwawGame, book: TurnBook): AttritionTask {
  const a = book.attrition;
  if (!a?.result) return 'finish';
  if (!a.optionDone && mayTake2C(a.result.text)) return 'option';
  if (!a.lossesDone) {
    const owed = a.result.c - a.losses.length;
    const can = owed > 0 ? losable(g, book, a) : 0;
    if (owed <= 0 || can === 0) return 'lossesDone';
    return can <= owed ? 'lossesAuto' : 'losses';
  }
  if (!a.selectionDone) return anyOccupation(g, book, a) ? 'occupy' : 'selectionDone';
  if (!a.retreatsStarted) return 'retreatsStart';
  if (a.toRetreat.length > 0) return a.toRetreat.some((id) => eliminatedInsteadOfRetreat(g, a, id)) ? 'retreatAuto' : 'retreat';
  return 'finish';
}
