import type { CombatResult, SideExecution, SideResult } from '../turn/combat.ts';

/** 9.10 Results and Options. */

const PART = {
  attacker: /^A(?:-|(?=[Loe])(?:L(\d+))?(?:o(\d+))?(?:e(\d+))?)$/,
  defender: /^D(?:-|G|(?=[Lo])(?:L(\d+))?(?:o(\d+))?(DG)?)$/,
};
const none: SideResult = { losses: 0, option: 0, dg: false };

/**
 * O-X1 9.10 resultParts: "Losses are given as an 'L' followed by a number; Options are given as
 * 'o' followed by a number." The attacker's part starts with A, the defender's with D, as the
 * seed's examples write them ("Ae3, DL2o2DG", "AL1o1, Do1"); "e#" is the exploit number (9.13)
 * and "DG" puts the defenders in DG Mode (9.12a). "A-" or "D-" is no result for that side.
 */
export function parseCombatResult(text: string): CombatResult | undefined {
  const parts = text.trim().split(/\s*,\s*|\s+/).filter((p) => p !== '');
  if (parts.length === 0 || parts.length > 2) return undefined;
  let attacker: SideResult | undefined;
  let defender: SideResult | undefined;
  for (const p of parts) {
    const a = PART.attacker.exec(p);
    const d = PART.defender.exec(p);
    if (a && !attacker) attacker = { losses: Number(a[1] ?? 0), option: Number(a[2] ?? 0), ...(a[3] !== undefined && { exploit: Number(a[3]) }), dg: false };
    else if (d && !defender && !(attacker === undefined && parts.length === 2 && p === parts[0])) defender = { losses: Number(d[1] ?? 0), option: Number(d[2] ?? 0), dg: d[3] === 'DG' || p === 'DG' };
    else return undefined;
  }
  const clean = [attacker && `A${sideText(attacker, 'e')}`, defender && (defender.dg && !defender.losses && !defender.option ? 'DG' : `D${sideText(defender, 'DG')}`)].filter(Boolean).join(', ');
  return { text: clean, attacker: attacker ?? none, defender: defender ?? none };
}

function sideText(s: SideResult, tail: 'e' | 'DG'): string {
  const body = `${s.losses ? `L${s.losses}` : ''}${s.option ? `o${s.option}` : ''}${tail === 'e' && s.exploit !== undefined ? `e${s.exploit}` : ''}${tail === 'DG' && s.dg ? 'DG' : ''}`;
  return body === '' ? '-' : body;
}

/**
 * O-X2 9.10a optionSplit: "Option results can be taken as any combination of step losses and
 * retreat hexes, provided the total number is fully executed", e.g. L1 + 1 hex for o2. Losses
 * beyond the steps the side still has cannot be executed (R-OCS-OPTION-STEPS).
 */
export const optionSplitAllowed = (option: number, losses: number, stepsAvailable: number): boolean =>
  Number.isInteger(losses) && losses >= 0 && losses <= option && losses <= stepsAvailable;

/** The attacker retreated as part of his option. */
export const attackerRetreated = (a: SideExecution): boolean =>
  a.optionChoice !== undefined && a.optionChoice !== 'ignored' && a.retreatHexes > 0;

/**
 * O-X4 9.10c defenderMayIgnoreOption: "The defender gets to ignore his options if the attacker has
 * retreated or cannot take all of his options. (But the defender can choose to apply his full
 * option when he wants to retreat.) The attacker must always fulfill his option results."
 * Examples A (attacker retreats: DL1o2 becomes DL1) and B (the sole attacker dies by the L1).
 */
export const defenderMayIgnoreOption = (a: SideExecution): boolean => attackerRetreated(a) || a.couldNotTakeAll;

/**
 * O-X5 9.10d exploitNeedsOptionAsLoss: "When a combat result contains both option and exploitation
 * numbers, the attacker must take his entire option as a loss to earn an Exploit marker. If the
 * attacker chooses to retreat, ignore the exploitation result entirely." (Example C.)
 */
export function exploitEarnedByOption(r: SideResult, a: SideExecution): boolean {
  if (r.exploit === undefined) return false;
  if (r.option === 0) return true;
  return a.optionChoice !== undefined && a.optionChoice !== 'ignored' && a.optionChoice.losses === r.option;
}
