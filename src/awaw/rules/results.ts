import type { CombatResult } from '../data/crt.ts';

/**
 * 15.53-15.55 and 15.61: what a CRT result becomes and what it costs each side. Catalog: W-39..W-49.
 */

/**
 * W-39 15.53 dToEx: an attacker who rolls "d" may take "Ex" instead. W-40 15.54 earlyGermanEx1: in
 * the early-German cases (004's A and B, data: R-AWAW-EARLY-GERMAN) a German "d" may instead become
 * "Ex-1", and a German exploitation "Ex" is treated as "Ex-1".
 */
export function attackerOptions(result: CombatResult, earlyGerman: boolean): CombatResult[] {
  if (result !== 'd') return [];
  return earlyGerman ? ['Ex', 'Ex-1'] : ['Ex'];
}
export function earlyGermanResult(result: CombatResult, earlyGermanExploitation: boolean): CombatResult {
  return earlyGermanExploitation && result === 'Ex' ? 'Ex-1' : result;
}

/**
 * W-41 15.55 fortifiedResultMod (004: every conversion at the defender's option, R-AWAW-RULE15-COPIES):
 * against a fortification, fortress, beach defense or fortified one-hex island (not beach defenses
 * attacked from land, directional fortifications attacked from behind, or tactical atomic attacks),
 * with the attacker's CTL: one or less, "Ex-2", "d" and "D" may become "Ex-1"; two, "d" and "D" may
 * become "Ex-2"; three or more, "d" and "D" may become "Ex-3". W-42 15.551 mixedCtl: the lowest
 * attacking CTL decides.
 */
export function fortifiedConversion(result: CombatResult, lowestCtl: number): CombatResult | undefined {
  if (lowestCtl <= 1) return result === 'Ex-2' || result === 'd' || result === 'D' ? 'Ex-1' : undefined;
  if (lowestCtl === 2) return result === 'd' || result === 'D' ? 'Ex-2' : undefined;
  return result === 'd' || result === 'D' ? 'Ex-3' : undefined;
}

/** The Ex-n reduction of a result (Ex-1 → 1), 0 for others. */
export const exReduction = (r: CombatResult): number => (r === 'Ex-1' ? 1 : r === 'Ex-2' ? 2 : r === 'Ex-3' ? 3 : 0);

/** What one side owes: nothing, everything, or factors (counted printed or DM-modified). */
export type Owed =
  | { readonly kind: 'none' }
  | { readonly kind: 'all' }
  | { readonly kind: 'factors'; readonly amount: number; readonly counting: 'printed' | 'modified' };

export interface ResultFigures {
  /** The attacking force's factors this round (ground + ground support). */
  readonly attack: number;
  /** The defending force's DM-modified strength (ground + defensive air). */
  readonly defense: number;
  /** The defending ground units' printed factors (replacements 1). */
  readonly defensePrinted: number;
  /** Each defending unit's printed factor and net DM (Ex-n recomputes with the DM lowered). */
  readonly defenders: readonly { readonly printed: number; readonly net: number }[];
  readonly defensiveAir: number;
}

/**
 * W-43..W-49 15.61: what each side owes for a result. W-50 15.62 partialLossesRoundUp: halves are
 * rounded up.
 * - A (W-43): the attacker loses the defender's modified value.
 * - a (W-44): half of it.
 * - Ex (W-45): the side with fewer factors (the defender's counted with its DM) loses its entire
 *   force; the larger removes at least as many. Equal: both lose everything (R-AWAW-EX-TIE).
 * - Ex-1, Ex-2, Ex-3 (W-46, W-47): the defender loses everything; the attacker as many factors as
 *   the defender's ground units with the DM one, two or three lower, a DM of zero or less counting
 *   nothing, plus the defensive air support.
 * - d (W-48): the defender loses half his ground factors, DMs ignored.
 * - D (W-49): every defending ground unit is eliminated.
 */
export function owedFor(result: CombatResult, f: ResultFigures): { attacker: Owed; defender: Owed } {
  const none: Owed = { kind: 'none' };
  const all: Owed = { kind: 'all' };
  const factors = (amount: number, counting: 'printed' | 'modified' = 'printed'): Owed => (amount > 0 ? { kind: 'factors', amount, counting } : none);
  switch (result) {
    case 'A': return { attacker: factors(f.defense), defender: none };
    case 'a': return { attacker: factors(Math.ceil(f.defense / 2)), defender: none };
    case 'Ex':
      if (f.attack === f.defense) return { attacker: all, defender: all };
      return f.attack < f.defense
        ? { attacker: all, defender: factors(f.attack, 'modified') }
        : { attacker: factors(f.defense), defender: all };
    case 'Ex-1': case 'Ex-2': case 'Ex-3':
      return { attacker: factors(exLoss(f, exReduction(result))), defender: all };
    case 'd': return { attacker: none, defender: factors(Math.ceil(f.defensePrinted / 2)) };
    case 'D': return { attacker: none, defender: all };
  }
}

/** Ex-n: the attacker's loss, the defender's DMs lowered by n (each unit's own DM, 15.35). */
export function exLoss(f: Pick<ResultFigures, 'defenders' | 'defensiveAir'>, n: number): number {
  return f.defenders.reduce((sum, d) => sum + (d.net - n >= 1 ? d.printed * (d.net - n) : 0), 0) + f.defensiveAir;
}
