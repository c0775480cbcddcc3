import type { Violation } from '../../../core/violation.ts';
import { contentsOf } from '../../model/contents.ts';
import { isHq, type GroundUnit } from '../../model/ground-units.ts';
import { counterName, hexName } from '../../model/names.ts';
import { NATIONALITY_INFO } from '../../model/nationalities.ts';
import type { DsGameState } from '../../model/state.ts';
import type { AttackDeclaration } from '../../model/combat.ts';
import { factionOf, groundInHex, hasEnemyUnit, inNeutralOrPolicyAffected } from './combat-facts.ts';

/**
 * 4.2.7 Advance After Combat. AA-7 aacPermissive: advancing is not movement; EZOC, enemy Air
 * units, enemy markers other than a Beachhead, weather and stacking limits do not stop it, so
 * nothing here tests them. AA-8 defenderNeverAdvances: only units of the attacking force are
 * offered. AA-9 markerOnlyAacNoExploit: after a marker-only success (AT-20) the machine offers
 * Advance After Combat and no Exploitation.
 */

const v = (code: string, message: string): Violation => ({ rule: '4.2.7', code, message });

/** Countries whose Policy Affected status keeps Kwantung units inside Japanese Dependents (4.2.7 clarification). */
const KWANTUNG_WATCHERS = ['ussr', 'communistChina', 'china'] as const;

/**
 * AA-6 (4.2.7) aacNotProhibitedHex and EX-9 (4.2.8) exploitNotProhibitedHex: a hex the unit may
 * not enter in a Movement Phase (3.1.4, not in the seeds). Encoded (R-MOVE-PROHIBITED): a Kwantung
 * unit outside a Japanese Dependent while Russia, Communist China or Nationalist China is Policy
 * Affected (the clarification of 4.2.7); any unit into a Neutral Minor Country or Policy Affected
 * Country (13.4, 13.6, as for Retreat).
 */
export function movementProhibited(state: DsGameState, u: GroundUnit, hex: string): Violation[] {
  const h = state.board.hexes[hex];
  if (!h) return [v('advance.unknownHex', `"${hex}" is not a hex of this map.`)];
  const out: Violation[] = [];
  const country = h.country !== undefined ? state.countries[h.country] : undefined;
  const inJapaneseDependent = country?.status === 'dependent' && country.dependentOf === 'japan';
  const watched = KWANTUNG_WATCHERS.some((id) => state.countries[id]?.status === 'policyAffected');
  if (u.kwantung && !inJapaneseDependent && watched) {
    out.push({ rule: '3.1.4', code: 'move.kwantungOutside', message: `${u.name} is a Kwantung unit: it cannot enter ${hexName(state, hex)}, outside a Japanese Dependent, while Russia, Communist China or Nationalist China is a Policy Affected Country.` });
  }
  const barred = inNeutralOrPolicyAffected(state, hex);
  if (barred !== undefined && NATIONALITY_INFO[u.nationality].country !== h.country) {
    out.push({ rule: '3.1.4', code: 'move.neutralOrPolicyAffected', message: `${hexName(state, hex)} belongs to ${barred}, a Neutral or Policy Affected Country; ${u.name} cannot enter it.` });
  }
  return out;
}

/** AA-1 (4.2.7) aacTrigger: the defending hex holds no enemy unit and no Beachhead marker (the results are satisfied: the machine's order). */
export function aacTrigger(state: DsGameState, attack: AttackDeclaration, attacker: string): Violation[] {
  if (!state.board.hexes[attack.target]) return [v('advance.unknownHex', `"${attack.target}" is not a hex of this map.`)];
  const faction = factionOf(state, attacker);
  if (faction !== undefined && hasEnemyUnit(state, attack.target, faction)) return [v('advance.defenderRemains', `${hexName(state, attack.target)} still holds an enemy unit; no unit can Advance After Combat into it.`)];
  const beachhead = contentsOf(state, { kind: 'hex', hex: attack.target }).some((p) => p.counter.kind === 'marker' && p.counter.type === 'beachhead');
  return beachhead ? [v('advance.beachhead', `${hexName(state, attack.target)} holds a Beachhead marker; no unit can Advance After Combat into it.`)] : [];
}

/**
 * Why `unit` may not Advance After Combat into the defending hex (empty: it may):
 * AA-1, AA-2 aacUnitEligible (a supplied ground unit of the attacking force, still there),
 * AA-3 aacAdjacent (no RS HQ remnants), AA-4 aacNoMa0, AA-5 aacNoHq, AA-6 aacNotProhibitedHex.
 */
export function advanceViolations(state: DsGameState, attack: AttackDeclaration, survivors: readonly string[], unit: string): Violation[] {
  const c = state.counters.get(unit)?.counter;
  if (!c || c.kind !== 'ground') return [v('advance.unknownUnit', `No ground unit has the id "${unit}".`)];
  const name = counterName(state, unit);
  if (!attack.attackers.includes(unit) || !survivors.includes(unit)) return [v('advance.notAttacker', `${name} is not a surviving ground unit of the attacking force.`)];
  const g = groundInHex(state, unit);
  if (!g) return [v('advance.notOnMap', `${name} is no longer on the map.`)];
  const out = aacTrigger(state, attack, unit);
  if (g.hex === attack.target) out.push(v('advance.alreadyThere', `${name} is already in ${hexName(state, attack.target)}.`));
  if (state.facts.unsupplied.includes(unit)) out.push(v('advance.unsupplied', `${name} is out of supply; only supplied units Advance After Combat.`));
  if (g.hex !== attack.target && !state.board.grid.adjacent(g.hex, attack.target)) out.push(v('advance.notAdjacent', `${name} is not adjacent to ${hexName(state, attack.target)}; only adjacent units Advance After Combat (an HQ that gave Ranged Support from afar cannot).`));
  if (g.unit.values.movement === 0) out.push(v('advance.movementAllowanceZero', `${name} has a Movement Allowance of 0 and cannot Advance After Combat.`));
  if (isHq(g.unit)) out.push(v('advance.hq', `${name} is an HQ; an HQ cannot Advance After Combat.`));
  return [...out, ...movementProhibited(state, g.unit, attack.target)];
}

/** AA-*: surviving attackers that may advance into the vacated defending hex. */
export function advanceChoices(state: DsGameState, attack: AttackDeclaration, survivors: readonly string[]): { unit: string; hex: string }[] {
  return survivors.filter((u) => advanceViolations(state, attack, survivors, u).length === 0).map((unit) => ({ unit, hex: attack.target }));
}
