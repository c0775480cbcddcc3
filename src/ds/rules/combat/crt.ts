import { CRT_SAMPLE } from '../../data/crt.sample.ts';
import type { Weather } from '../../model/weather.ts';
import type { CombatResult, CrtColumn } from '../../model/combat.ts';

/**
 * Combat results (4.2.2 Step 5, 4.2.4): the SAMPLE CRT, results read from the player's own chart,
 * and the weather reduction of Defender Retreat results.
 */

const RESULT = /^\s*(?:(ad|ex|dr\s*([123]))\s*)?(?:(\d+)\s*\/\s*(\d+))?\s*$/i;

/**
 * CR-3..CR-6, CR-8 (4.2.4.1, 4.2.4.2) parseCombatResult: a result as printed — a Retreat part
 * ('Ad', 'Ex', 'Dr1'..'Dr3'), an Attrition part ('attacker/defender' step losses), or both
 * ('Dr2 0/1'); '-' is no effect. Anything else is not a result (undefined).
 */
export function parseResultText(text: string): CombatResult | undefined {
  const t = text.trim();
  if (t === '-' || t === '—') return { text: '-' };
  const m = RESULT.exec(t);
  if (!m || (m[1] === undefined && m[3] === undefined)) return undefined;
  const kind = m[1]?.slice(0, 2).toLowerCase();
  const retreat: CombatResult['retreat'] =
    kind === 'ad' ? { kind: 'Ad' } : kind === 'ex' ? { kind: 'Ex' } : kind === 'dr' ? { kind: 'Dr', hexes: Number(m[2]) as 1 | 2 | 3 } : undefined;
  const attrition = m[3] !== undefined ? { attacker: Number(m[3]), defender: Number(m[4]) } : undefined;
  return buildResult(retreat, attrition);
}

/** A result from its parts, with its text written the way the CRT prints it. */
export function buildResult(retreat: CombatResult['retreat'], attrition: CombatResult['attrition']): CombatResult {
  const parts: string[] = [];
  if (retreat) parts.push(retreat.kind === 'Dr' ? `Dr${retreat.hexes}` : retreat.kind);
  if (attrition) parts.push(`${attrition.attacker}/${attrition.defender}`);
  return { text: parts.length ? parts.join(' ') : '-', ...(retreat && { retreat }), ...(attrition && { attrition }) };
}

/** OD-6 (4.2.2 Step 5) sampleCrtCell: the SAMPLE CRT cell for a column and a die (1-6); '-' off the table. */
export function sampleCrtCell(column: CrtColumn, die: number): CombatResult {
  const row = CRT_SAMPLE[column];
  const cell = row && Number.isInteger(die) && die >= 1 && die <= 6 ? row[die - 1] : undefined;
  return (cell !== undefined && parseResultText(cell)) || { text: '-' };
}

/**
 * CR-7 (4.2.4.1) weatherReducesDr: "Reduce the Dr result against a defending hex affected by Mud,
 * Storms, or Snow: Dr3 becomes Dr2, Dr2 becomes Dr1, Dr1 becomes Ex. Ex, Ad, and Attrition results
 * are not affected."
 */
export function reduceForWeather(weather: Weather, result: CombatResult): CombatResult {
  if (weather === 'clear' || result.retreat?.kind !== 'Dr') return result;
  const n = result.retreat.hexes;
  const retreat: CombatResult['retreat'] = n === 1 ? { kind: 'Ex' } : { kind: 'Dr', hexes: (n - 1) as 1 | 2 };
  return buildResult(retreat, result.attrition);
}
